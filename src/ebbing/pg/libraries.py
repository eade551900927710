"""Common-sense libraries in the database, shared by every daemon on it (schema version 5).

A library's description is a row of `libraries` (namespace, owner: the agent of an agent
library, '' for a global one, name, scope, created_at), where the JSON Lines backend keeps a
`library.json` in the library's folder. Its entries are the log of an agent row of its own,
kind 'library', named `_commonsense/<owner>/<name>` (no agent's name starts with `_`): events,
memories and the local copy in the library's folder under each home, exactly as an agent's
memories (pg/store.py). Deleting a library deletes its row and renames its agent row aside
(the entries' history stays, append-only), so a new library of that name starts empty.

Every recall reads the catalog (which libraries the agent sees), so a daemon keeps it in
memory: each change of the catalog notifies channel `ebbing_catalog` at its commit, and while
the daemon's listener (pg/notify.py) is connected the copy is kept until it hears one, or
this process changes the catalog itself (the copy is dropped as soon as that committed), or
for a second (`RECHECK_S`: a connection cut without a word loses notifications).
Without a live listener every read asks the database, as before. Another daemon's change is
seen once its notification arrives, milliseconds after the commit, as its events are.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from ebbing.pg.database import Database, database
from ebbing.pg.notify import CATALOG, RECHECK_S, listener

Row = tuple[str, str, str, str, str]

LIBRARY_CLASS = 0x0EBE  # advisory lock class of the catalog (beside pg/schema.py's LOCK_CLASS)


def entries_agent(owner: str, name: str) -> str:
    """The agent row name that holds a library's entries."""
    return f"_commonsense/{owner}/{name}"


class LibraryTable:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._copy: tuple[tuple[int, int, int], float, list[Row]] | None = None
        self._changed = 0  # this process's committed changes of the catalog

    def _key(self) -> tuple[int, int, int] | None:
        """What the catalog copy is valid for: the listener's news of the catalog and this
        process's own changes; None without a live listener (no copy is kept)."""
        ears = listener(self.db.url)
        if ears is None or not ears.alive:
            return None
        epoch, heard = ears.catalog_news
        return epoch, heard, self._changed

    def rows(self, namespace: str | None = None, owner: str | None = None,
             scope: str | None = None) -> list[Row]:
        """(namespace, owner, name, scope, created_at) of the libraries asked for, sorted."""
        key = self._key()  # taken before the read: a change meanwhile makes it stale
        if key is None:
            return self._select(namespace, owner, scope)
        copy, now = self._copy, time.monotonic()
        if copy is None or copy[0] != key or now - copy[1] > RECHECK_S:
            copy = self._copy = (key, now, self._select(None, None, None))
        return [row for row in copy[2] if (namespace is None or row[0] == namespace)
                and (owner is None or row[1] == owner) and (scope is None or row[3] == scope)]

    def _select(self, namespace: str | None, owner: str | None,
                scope: str | None) -> list[Row]:
        with self.db.pool.connection() as conn:
            found = conn.execute(
                "SELECT namespace, owner, name, scope, created_at FROM libraries "
                "WHERE (%(ns)s::text IS NULL OR namespace = %(ns)s) "
                "AND (%(owner)s::text IS NULL OR owner = %(owner)s) "
                "AND (%(scope)s::text IS NULL OR scope = %(scope)s) "
                "ORDER BY namespace, owner, name",
                {"ns": namespace, "owner": owner, "scope": scope}).fetchall()
        return [(str(a), str(b), str(c), str(d), str(e)) for a, b, c, d, e in found]

    def namespaces(self) -> list[str]:
        """Every namespace with an agent or a library in the database."""
        with self.db.pool.connection() as conn:
            found = conn.execute(
                "SELECT namespace FROM agents WHERE kind = 'agent' AND seq > 0 UNION "
                "SELECT namespace FROM libraries ORDER BY 1").fetchall()
        return [str(row[0]) for row in found]

    def locked(self) -> Any:
        """A connection in a transaction holding the catalog's lock (creations and deletes
        of libraries one at a time, across daemons: a name's checks and its row together)."""
        from contextlib import contextmanager

        @contextmanager
        def held() -> Any:
            with self.db.pool.connection() as conn, conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)",
                             (LIBRARY_CLASS, 0))
                yield conn
                conn.execute("SELECT pg_notify(%s, '')", (CATALOG,))  # at the commit
            self._changed += 1  # committed: this process's copy is stale at once
        return held()

    def add(self, conn: Any, namespace: str, owner: str, name: str, scope: str,
            created_at: str) -> None:
        """The library's row and its entries' agent row (in the caller's locked
        transaction)."""
        agent = entries_agent(owner, name)
        conn.execute("INSERT INTO agents (namespace, agent, kind) VALUES (%s, %s, 'library') "
                     "ON CONFLICT DO NOTHING", (namespace, agent))
        agent_id = conn.execute("SELECT id FROM agents WHERE namespace = %s AND agent = %s",
                                (namespace, agent)).fetchone()[0]
        conn.execute("INSERT INTO libraries (namespace, owner, name, scope, created_at, "
                     "agent_id) VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                     (namespace, owner, name, scope, created_at, agent_id))

    def remove(self, namespace: str, owner: str, name: str) -> None:
        """Delete the library's row; its entries' agent row is renamed aside (kept)."""
        with self.locked() as conn:
            row = conn.execute("DELETE FROM libraries WHERE namespace = %s AND owner = %s "
                               "AND name = %s RETURNING agent_id",
                               (namespace, owner, name)).fetchone()
            if row is not None:
                conn.execute("UPDATE agents SET agent = agent || '#deleted-' || id::text, "
                             "generation = md5(random()::text) WHERE id = %s", (row[0],))


_tables: dict[str, LibraryTable] = {}
_tables_lock = threading.Lock()


def table(url: str) -> LibraryTable:
    """The process's table for `url` (one catalog copy per database)."""
    db = database(url)
    with _tables_lock:
        found = _tables.get(url)
        if found is None or found.db is not db:  # a pool closed and made again (tests)
            found = _tables[url] = LibraryTable(db)
        return found

