"""Tokens that grant namespaces, kept in the database (EBBING_BACKEND=postgres), so daemons on
different hosts honour the same tokens and a revocation reaches every one of them at its next
request.

The same records and four methods as the home's file (access/tokens.py `FileTokens`): only
the token's SHA-256 is kept; one active token per name (a unique index over the active
names). The tokens a home's file held before its daemon moved to the database are brought
into the table the first time the store is used (by hash: none twice), so none stops working.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ebbing.access.tokens import PREFIX, FileTokens, TokenRecord, _now, digest, new_token
from ebbing.errors import InvalidInput, NotFound
from ebbing.pg.database import database

COLUMNS = "name, namespaces, sha256, shown, created_at, revoked_at"


def _record(row: Any) -> TokenRecord:
    name, namespaces, sha256, shown, created_at, revoked_at = row
    return TokenRecord(name, tuple(namespaces), sha256, shown, created_at, revoked_at)


class PgTokens:
    def __init__(self, url: str, home: Path | str) -> None:
        self.db = database(url)
        self.home = home
        self._brought = False

    def _bring_file(self) -> None:
        """Once per process: the home file's tokens into the table (active or revoked)."""
        if self._brought:
            return
        records = FileTokens(self.home).list()
        if records:
            with self.db.pool.connection() as conn:
                for r in records:
                    conn.execute(
                        f"INSERT INTO tokens ({COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s) "
                        "ON CONFLICT DO NOTHING", (r.name, list(r.namespaces), r.sha256,
                                                   r.shown, r.created_at, r.revoked_at))
        self._brought = True

    def create(self, name: str, namespaces: Sequence[str]) -> tuple[TokenRecord, str]:
        import psycopg

        self._bring_file()
        record, secret = new_token(name, namespaces)
        try:
            with self.db.pool.connection() as conn:
                conn.execute(f"INSERT INTO tokens ({COLUMNS}) VALUES (%s, %s, %s, %s, %s, "
                             "NULL)", (name, list(record.namespaces), record.sha256, record.shown,
                                       record.created_at))
        except psycopg.errors.UniqueViolation:
            raise InvalidInput(f"a token named {name!r} exists already (`ebbing token "
                               "revoke` it first, or choose another name)") from None
        return record, secret

    def list(self) -> list[TokenRecord]:
        self._bring_file()
        with self.db.pool.connection() as conn:
            rows = conn.execute(f"SELECT {COLUMNS} FROM tokens ORDER BY created_at, name"
                                ).fetchall()
        return [_record(row) for row in rows]

    def revoke(self, name: str) -> TokenRecord:
        self._bring_file()
        with self.db.pool.connection() as conn:
            row = conn.execute(f"UPDATE tokens SET revoked_at = %s WHERE name = %s AND "
                               f"revoked_at IS NULL RETURNING {COLUMNS}",
                               (_now(), name)).fetchone()
            if row is None:
                known = ", ".join(r[0] for r in conn.execute(
                    "SELECT name FROM tokens WHERE revoked_at IS NULL ORDER BY name")) or "none"
                raise NotFound(f"no active token named {name!r} (active tokens: {known})")
        return _record(row)

    def find(self, secret: str) -> TokenRecord | None:
        if not secret.startswith(PREFIX):
            return None
        self._bring_file()
        with self.db.pool.connection() as conn:
            row = conn.execute(f"SELECT {COLUMNS} FROM tokens WHERE sha256 = %s AND "
                               "revoked_at IS NULL", (digest(secret),)).fetchone()
        return None if row is None else _record(row)
