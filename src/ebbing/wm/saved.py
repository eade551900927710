"""Where a daemon keeps the snapshots of the sessions it saved, for the other daemons: with
the PostgreSQL backend the database (pg/snapshots.py), so a session saved through one daemon
is resumed through any other by its id; with JSON Lines nowhere but the file the caller
names (one home, one daemon: its sessions are in its RAM)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import orjson

if TYPE_CHECKING:
    from ebbing.config import Settings

KEPT = "_wm_snapshots.jsonl"  # in a namespace's folder (`_`: no agent's name starts with it)


class SavedSessions(Protocol):
    def put(self, session_id: str, text: str) -> None: ...
    def get(self, session_id: str) -> str | None: ...


class KeptSessions(SavedSessions, Protocol):
    def items(self) -> list[tuple[str, str]]: ...


class SnapshotFile:
    """A JSON Lines home's saved sessions of a namespace that an import brought from a
    database (ebbing/carried.py), so a move back carries them again: one file, `{"name",
    "body"}` a line, sorted by name, rewritten whole (atomically) on a put. Its daemon does
    not read them (its sessions are in its RAM): `ebbing wm session load --keep-id` opens
    one from its text."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def items(self) -> list[tuple[str, str]]:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return []
        found = [orjson.loads(line) for line in data.splitlines() if line.strip()]
        return sorted((str(r["name"]), str(r["body"])) for r in found)

    def get(self, session_id: str) -> str | None:
        return dict(self.items()).get(session_id)

    def put(self, session_id: str, text: str) -> None:
        from ebbing.store.atomic import atomic_write

        kept = dict(self.items()) | {session_id: text}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path, b"".join(
            orjson.dumps({"body": body, "name": name}, option=orjson.OPT_SORT_KEYS) + b"\n"
            for name, body in sorted(kept.items())))


def kept_sessions(settings: Settings, namespace: str) -> KeptSessions:
    """Every saved session of a namespace: the database's (PostgreSQL backend), else the
    home's file of those an import brought."""
    if settings.backend == "postgres" and settings.database_url:
        from ebbing.pg.snapshots import snapshots

        return snapshots(settings.database_url, namespace)
    from ebbing.names import child_folder

    home = Path(settings.home).expanduser()
    return SnapshotFile(child_folder(home, "namespace", namespace) / KEPT)


def saved_sessions(settings: Settings | None) -> SavedSessions | None:
    """The shared place of saved sessions for these settings, or None (JSON Lines)."""
    if settings is None or settings.backend != "postgres" or not settings.database_url:
        return None
    from ebbing.pg.snapshots import snapshots

    return snapshots(settings.database_url, settings.namespace)


def settings_of(ltm: Any) -> Settings | None:
    """The daemon's settings behind an Ops's long-term memory (ltm.PoolMemory), if any."""
    pool = getattr(ltm, "pool", None)
    return getattr(pool, "settings", None)
