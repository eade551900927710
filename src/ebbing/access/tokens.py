"""Tokens that grant namespaces: made, listed and revoked by `ebbing token`, checked by the
daemon and the MCP server on every request.

A token is shown once, when it is made; the home keeps only its SHA-256 (a token is 32 random
bytes, so a fast hash is as good as a slow one: nothing can be guessed from it). `TokenStore`
is what the front doors use; `FileTokens` keeps the records in `<home>/.access/tokens.json`
(folder 0700, file 0600, written atomically under a lock); with the PostgreSQL backend
`PgTokens` (pg/tokens.py) keeps them in the database's `tokens` table behind the same four
methods.
"""

from __future__ import annotations

import hashlib
import os
import secrets
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

import orjson

from ebbing.access.reach import Grant
from ebbing.errors import InvalidInput, NotFound
from ebbing.names import check_name

PREFIX = "ebt_"  # what every token made here starts with (so a leaked one is recognisable)
FOLDER = ".access"
FILE = "tokens.json"


@dataclass(frozen=True)
class TokenRecord:
    name: str
    namespaces: tuple[str, ...]
    sha256: str
    shown: str  # the first characters of the token, to recognise it (not enough to use it)
    created_at: str
    revoked_at: str | None = None

    def public(self) -> dict[str, Any]:
        """Everything but the hash."""
        return {"name": self.name, "namespaces": list(self.namespaces),
                "starts_with": self.shown, "created_at": self.created_at,
                "revoked_at": self.revoked_at,
                "status": "revoked" if self.revoked_at else "active"}

    def grant(self) -> Grant:
        return Grant(self.name, frozenset(self.namespaces))


class TokenStore(Protocol):
    """Where tokens are kept (the home's files, or a database)."""

    def create(self, name: str, namespaces: Sequence[str]) -> tuple[TokenRecord, str]: ...
    def list(self) -> list[TokenRecord]: ...
    def revoke(self, name: str) -> TokenRecord: ...
    def find(self, secret: str) -> TokenRecord | None: ...


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def new_token(name: str, namespaces: Sequence[str]) -> tuple[TokenRecord, str]:
    """A fresh token named `name` granting `namespaces` (each name checked, at least one): its
    record (what a store keeps: the SHA-256, never the token) and the token itself."""
    check_name("token", name)
    chosen = tuple(sorted({check_name("namespace", ns) for ns in namespaces}))
    if not chosen:
        raise InvalidInput("a token grants at least one namespace (--namespace)")
    secret = PREFIX + secrets.token_urlsafe(32)
    return TokenRecord(name, chosen, digest(secret), secret[:len(PREFIX) + 4], _now()), secret


class FileTokens:
    """The tokens of one home, in `<home>/.access/tokens.json`. `find` re-reads the file when
    it changed (another process made or revoked a token), so a revoked token stops working at
    its next request without restarting anything."""

    def __init__(self, home: Path | str) -> None:
        self.folder = Path(home).expanduser() / FOLDER
        self.path = self.folder / FILE
        self._seen: tuple[int, int, int] | None = None
        self._by_hash: dict[str, TokenRecord] = {}

    def _read(self) -> list[TokenRecord]:
        try:
            data = orjson.loads(self.path.read_bytes())
        except FileNotFoundError:
            return []
        return [TokenRecord(**{**r, "namespaces": tuple(r["namespaces"])})
                for r in data.get("tokens", [])]

    def _write(self, records: list[TokenRecord]) -> None:
        from ebbing.store.atomic import atomic_write

        body = {"tokens": [asdict(r) | {"namespaces": list(r.namespaces)} for r in records]}
        atomic_write(self.path, orjson.dumps(body, option=orjson.OPT_INDENT_2
                                             | orjson.OPT_SORT_KEYS) + b"\n")
        os.chmod(self.path, 0o600)

    def _locked(self) -> Any:
        from filelock import FileLock

        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(self.folder, 0o700)
        return FileLock(self.folder / ".lock", timeout=10)

    def create(self, name: str, namespaces: Sequence[str]) -> tuple[TokenRecord, str]:
        """A new token granting `namespaces`; returns its record and the token itself (shown
        this once, never stored)."""
        record, secret = new_token(name, namespaces)
        with self._locked():
            records = self._read()
            if any(r.name == name and not r.revoked_at for r in records):
                raise InvalidInput(f"a token named {name!r} exists already (`ebbing token "
                                   "revoke` it first, or choose another name)")
            self._write([r for r in records if r.name != name] + [record])
        return record, secret

    def list(self) -> list[TokenRecord]:
        return self._read()

    def revoke(self, name: str) -> TokenRecord:
        with self._locked():
            records = self._read()
            found = next((r for r in records if r.name == name and not r.revoked_at), None)
            if found is None:
                known = ", ".join(r.name for r in records if not r.revoked_at) or "none"
                raise NotFound(f"no active token named {name!r} (active tokens: {known})")
            revoked = TokenRecord(**{**asdict(found), "revoked_at": _now()})
            self._write([revoked if r is found else r for r in records])
        return revoked

    def find(self, secret: str) -> TokenRecord | None:
        """The active token whose secret this is, else None."""
        if not secret.startswith(PREFIX):
            return None
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        seen = (st.st_ino, st.st_mtime_ns, st.st_size)
        if seen != self._seen:
            self._by_hash = {r.sha256: r for r in self._read() if not r.revoked_at}
            self._seen = seen
        return self._by_hash.get(digest(secret))  # (a hash of a secret: nothing to time)


def tokens_of(home: Path | str) -> TokenStore:
    """The token store of a home: the home's file, or with EBBING_BACKEND=postgres the
    database's table (pg/tokens.py), which every daemon on the database shares."""
    from ebbing.config import load_settings

    settings = load_settings(home=home)
    if settings.backend == "postgres" and settings.database_url:
        from ebbing.pg.tokens import PgTokens

        return PgTokens(settings.database_url, home)
    return FileTokens(home)
