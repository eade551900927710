"""Working-memory session snapshots in the database (schema version 5, `wm_snapshots`):
every daemon on the database reads what any of them saved (wm/saved.py)."""

from __future__ import annotations

from ebbing.pg.database import Database, database


class SnapshotTable:
    def __init__(self, db: Database, namespace: str) -> None:
        self.db = db
        self.namespace = namespace

    def put(self, session_id: str, text: str) -> None:
        """Keep a session's snapshot (its last save wins), committed before it returns."""
        with self.db.pool.connection() as conn:
            conn.execute("INSERT INTO wm_snapshots (namespace, name, body) VALUES (%s, %s, %s) "
                         "ON CONFLICT (namespace, name) DO UPDATE SET body = excluded.body, "
                         "saved_at = now()", (self.namespace, session_id, text))

    def items(self) -> list[tuple[str, str]]:
        """Every (session id, snapshot) of the namespace, by id."""
        with self.db.pool.connection() as conn:
            rows = conn.execute("SELECT name, body FROM wm_snapshots WHERE namespace = %s "
                                "ORDER BY name COLLATE \"C\"", (self.namespace,)).fetchall()
        return [(str(name), str(body)) for name, body in rows]

    def get(self, session_id: str) -> str | None:
        with self.db.pool.connection() as conn:
            row = conn.execute("SELECT body FROM wm_snapshots WHERE namespace = %s AND name = %s",
                               (self.namespace, session_id)).fetchone()
        return None if row is None else str(row[0])


def snapshots(url: str, namespace: str) -> SnapshotTable:
    return SnapshotTable(database(url), namespace)
