"""Where a daemon keeps the snapshots of the sessions it saved, for the other daemons: with
the PostgreSQL backend the database (pg/snapshots.py), so a session saved through one daemon
is resumed through any other by its id; with JSON Lines nowhere but the file the caller
names (one home, one daemon: its sessions are in its RAM)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ebbing.config import Settings


class SavedSessions(Protocol):
    def put(self, session_id: str, text: str) -> None: ...
    def get(self, session_id: str) -> str | None: ...


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
