"""One connection pool per database address in a process, migrated on first use."""

from __future__ import annotations

import select
import threading
from typing import Any

from ebbing.errors import InvalidInput

POOL_SIZE = 16

_lock = threading.Lock()
_databases: dict[str, Database] = {}


class Database:
    """A pool of connections to one database (psycopg 3), its schema brought up to date."""

    def __init__(self, url: str) -> None:
        try:
            import psycopg
            from psycopg_pool import ConnectionPool
        except ImportError as error:
            raise InvalidInput("the PostgreSQL backend needs `pip install "
                               "'ebbing[postgres]'` (psycopg, psycopg-pool)") from error
        from ebbing.pg.schema import migrate

        self.url = url
        with psycopg.connect(url, autocommit=True) as conn:
            migrate(conn)
        self.pool = ConnectionPool(url, min_size=1, max_size=POOL_SIZE, open=True,
                                   check=check_quietly, name="ebbing")

    def agent_id(self, namespace: str, agent: str) -> int:
        """The id of an agent's row, made on first use."""
        with self.pool.connection() as conn:
            conn.execute("INSERT INTO agents (namespace, agent) VALUES (%s, %s) "
                         "ON CONFLICT DO NOTHING", (namespace, agent))
            row = conn.execute("SELECT id FROM agents WHERE namespace = %s AND agent = %s",
                               (namespace, agent)).fetchone()
        assert row is not None
        return int(row[0])

    def holds(self, namespace: str, agent: str) -> bool:
        """Whether the database holds a line of this agent."""
        with self.pool.connection() as conn:
            row = conn.execute("SELECT seq > 0 FROM agents WHERE namespace = %s AND agent = %s",
                               (namespace, agent)).fetchone()
        return bool(row and row[0])

    def agents(self) -> list[tuple[str, str]]:
        """Every (namespace, agent) the database holds a line of, sorted."""
        with self.pool.connection() as conn:
            # a library's entries are an agent row of kind 'library' (pg/libraries.py); no
            # agent's name starts with '_', so a row of that name is never an agent's
            rows = conn.execute("SELECT namespace, agent FROM agents WHERE seq > 0 "
                                "AND kind = 'agent' AND left(agent, 1) <> '_' "
                                "ORDER BY namespace, agent").fetchall()
        return [(str(a), str(b)) for a, b in rows]

    def close(self) -> None:
        self.pool.close()


def check_quietly(conn: Any) -> None:
    """The pool's check of a connection it hands out, without a round trip when it can: an
    idle connection's socket has nothing to read unless the server spoke unasked (it closed
    the connection: a restart, a terminated backend; or a notice), and only then is the
    connection asked (psycopg_pool's `check_connection`, which raises for a dead one, so the
    pool drops it and hands out another). A round trip on every checkout was a fifth of a
    warm recall's trips to the database."""
    from psycopg_pool import ConnectionPool

    try:
        poller = select.poll()
        poller.register(conn.pgconn.socket, select.POLLIN | select.POLLPRI)
        quiet = not poller.poll(0) and not conn.closed and not conn.broken
    except Exception:  # no socket to look at: ask
        quiet = False
    if not quiet:
        ConnectionPool.check_connection(conn)


def database(url: str) -> Database:
    """The process's pool for `url` (made and migrated on first call)."""
    with _lock:
        found = _databases.get(url)
        if found is None:
            found = _databases[url] = Database(url)
        return found


def close_all() -> None:
    """Close every pool of this process (tests, and a daemon shutting down)."""
    with _lock:
        for db in _databases.values():
            db.pool.close(timeout=1.0)
        _databases.clear()


