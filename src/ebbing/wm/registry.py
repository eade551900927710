"""Sessions in RAM: each a map, a graph and its relation allow-list, alive until its TTL
passes with no use (every use restarts it, as MemNet's sliding TTL) or it is closed. Nothing
is written to disk here; `snapshot` saves a session only when asked."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from ebbing.wm.caps import Caps
from ebbing.wm.graph import Graph
from ebbing.wm.tagmap import SEED_RELATIONS, TagMap
from ebbing.wm.wire import WireError


def stamp(when: datetime) -> str:
    return when.isoformat().replace("+00:00", "Z")


def parse_stamp(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@dataclass
class Session:
    id: str
    tags: TagMap
    graph: Graph
    relations: set[str]
    created_at: datetime
    expires_at: datetime
    ttl_minutes: int
    has_writes: bool = False
    modified_at: str | None = None
    kept: dict[str, str] = field(default_factory=dict)  # row id -> long-term memory id
    lock: threading.RLock = field(default_factory=threading.RLock)

    def minutes_left(self, now: datetime) -> int:
        return max(0, int((self.expires_at - now).total_seconds() // 60))


class Registry:
    """The open sessions of one daemon (thread-safe)."""

    def __init__(self, caps: Caps | None = None,
                 clock: Callable[[], datetime] | None = None) -> None:
        self.caps = caps or Caps()
        self.clock = clock or (lambda: datetime.now(UTC))
        self._sessions: dict[str, Session] = {}
        self._lock = threading.RLock()

    def now(self) -> datetime:
        return self.clock()

    def purge(self) -> list[str]:
        """Forget the sessions whose TTL has passed; their ids."""
        now = self.now()
        with self._lock:
            gone = [sid for sid, s in self._sessions.items() if s.expires_at < now]
            for sid in gone:
                del self._sessions[sid]
        return gone

    def count(self) -> int:
        with self._lock:
            return len(self._sessions)

    def check_room(self) -> None:
        self.purge()
        if self.count() >= self.caps.max_sessions:
            raise WireError("limit_exceeded",
                            f"sessions|{self.count() + 1}/{self.caps.max_sessions}")

    def check_ttl(self, ttl: int | None) -> int:
        ttl = self.caps.ttl_minutes if ttl is None else ttl
        if ttl < 1 or ttl > 1440:
            raise WireError("bad_ttl", "ttl must be 1..1440")
        return ttl

    def open(self, tags: TagMap, ttl: int | None = None, *, session_id: str | None = None,
             relations: set[str] | None = None) -> Session:
        """A new session (a fresh `wm_` id unless `session_id`, which must not be open)."""
        self.check_room()
        minutes = self.check_ttl(ttl)
        now = self.now()
        with self._lock:
            if session_id is not None and session_id in self._sessions:
                raise WireError("session_exists",
                                f"{session_id}|close it first or load without --keep-id")
            sid = session_id or self._new_id()
            session = Session(sid, tags, Graph(tags, self.caps),
                              set(SEED_RELATIONS) if relations is None else relations,
                              now, now + timedelta(minutes=minutes), minutes)
            self._sessions[sid] = session
        return session

    def _new_id(self) -> str:
        while True:
            sid = f"wm_{secrets.token_hex(4)}"
            if sid not in self._sessions:
                return sid

    def get(self, session_id: str) -> Session:
        """The open session, its TTL restarted; session_not_found/expired (exit 2)."""
        with self._lock:
            session = self._sessions.get(session_id)
            if session is None:
                self.purge()
                raise WireError("session_not_found", session_id, exit_code=2)
            now = self.now()
            if session.expires_at < now:
                del self._sessions[session_id]
                raise WireError("session_expired", session_id, exit_code=2)
            session.expires_at = now + timedelta(minutes=session.ttl_minutes)
        self.purge()
        return session

    def peek(self, session_id: str) -> Session | None:
        with self._lock:
            return self._sessions.get(session_id)

    def sessions(self) -> list[Session]:
        self.purge()
        with self._lock:
            return sorted(self._sessions.values(), key=lambda s: s.id)

    def close(self, session_id: str) -> None:
        session = self.get(session_id)
        with session.lock, self._lock:
            if self._sessions.pop(session_id, None) is None:
                raise WireError("session_not_found", session_id, exit_code=2)

    def drop(self, session_id: str) -> None:
        with self._lock:
            self._sessions.pop(session_id, None)
