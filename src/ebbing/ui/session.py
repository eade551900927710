"""Who may use the pages: one-time login links, session cookies and CSRF tokens.

`ebbing ui` asks the daemon (with the API token from the state file, readable by its owner
alone) for a login link. The link's code works once, within CODE_TTL_S; opening it gives the
browser a session cookie (HttpOnly, SameSite=Strict, path /ui) and every page a CSRF token
that each state-changing form sends back. Sessions live in the daemon's memory: a restarted
daemon asks for a new link. Stdlib only; times come from the clock given (tests move it).
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

COOKIE = "ebbing_ui"
CODE_TTL_S = 120.0  # a login link not opened within two minutes is dead
IDLE_TTL_S = 12 * 3600.0  # a session unused for twelve hours ends
MAX_SESSIONS = 64  # the oldest go first past this (one person, a few browsers)


@dataclass
class Session:
    csrf: str
    last_seen: float


class Sessions:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._codes: dict[str, float] = {}
        self._sessions: dict[str, Session] = {}
        self._lock = threading.Lock()

    def new_code(self) -> str:
        """A fresh one-time login code."""
        code = secrets.token_urlsafe(32)
        with self._lock:
            now = self.clock()
            self._codes = {c: t for c, t in self._codes.items() if now - t < CODE_TTL_S}
            self._codes[code] = now
        return code

    def login(self, code: str) -> str | None:
        """A new session's id for a valid, unused code (which is then spent), else None."""
        with self._lock:
            now = self.clock()
            made = None
            for known in list(self._codes):
                if hmac.compare_digest(known.encode(), code.encode()):
                    made = self._codes.pop(known)
            if made is None or now - made >= CODE_TTL_S:
                return None
            if len(self._sessions) >= MAX_SESSIONS:
                oldest = min(self._sessions, key=lambda s: self._sessions[s].last_seen)
                del self._sessions[oldest]
            sid = secrets.token_urlsafe(32)
            self._sessions[sid] = Session(secrets.token_urlsafe(32), now)
            return sid

    def get(self, sid: str | None) -> Session | None:
        """The live session of a cookie's value (its idle time starts again), else None."""
        if not sid:
            return None
        with self._lock:
            session = self._sessions.get(sid)
            now = self.clock()
            if session is None:
                return None
            if now - session.last_seen >= IDLE_TTL_S:
                del self._sessions[sid]
                return None
            session.last_seen = now
            return session

    def end(self, sid: str | None) -> None:
        with self._lock:
            self._sessions.pop(sid or "", None)


def csrf_ok(session: Session, given: str | None) -> bool:
    return bool(given) and hmac.compare_digest(session.csrf.encode(), (given or "").encode())
