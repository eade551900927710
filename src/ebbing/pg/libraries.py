"""Common-sense libraries in the database, shared by every daemon on it (schema version 5).

A library's description is a row of `libraries` (namespace, owner: the agent of an agent
library, '' for a global one, name, scope, created_at), where the JSON Lines backend keeps a
`library.json` in the library's folder. Its entries are the log of an agent row of its own,
kind 'library', named `_commonsense/<owner>/<name>` (no agent's name starts with `_`): events,
memories and the local copy in the library's folder under each home, exactly as an agent's
memories (pg/store.py). Deleting a library deletes its row and renames its agent row aside
(the entries' history stays, append-only), so a new library of that name starts empty.
"""

from __future__ import annotations

from typing import Any

from ebbing.pg.database import Database, database

LIBRARY_CLASS = 0x0EBE  # advisory lock class of the catalog (beside pg/schema.py's LOCK_CLASS)


def entries_agent(owner: str, name: str) -> str:
    """The agent row name that holds a library's entries."""
    return f"_commonsense/{owner}/{name}"


class LibraryTable:
    def __init__(self, db: Database) -> None:
        self.db = db

    def rows(self, namespace: str | None = None, owner: str | None = None,
             scope: str | None = None) -> list[tuple[str, str, str, str, str]]:
        """(namespace, owner, name, scope, created_at) of the libraries asked for, sorted."""
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


def table(url: str) -> LibraryTable:
    return LibraryTable(database(url))

