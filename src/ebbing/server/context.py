"""What every route reaches through `request.app.state.ebbing`: the open agents, the tasks,
the heat limiter, and the daemon's own facts. A router module gets it with `server_of`."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fastapi import Request

from ebbing.access.reach import REACH
from ebbing.core.heat import HEATS, Decision, HeatLimiter
from ebbing.server.agents import AgentPool
from ebbing.server.envelope import ApiError
from ebbing.server.tasks import TaskRunner


@dataclass
class Server:
    pool: AgentPool
    tasks: TaskRunner
    token: str
    heat: HeatLimiter
    info: dict[str, Any] = field(default_factory=dict)
    on_shutdown: Callable[[], None] | None = None
    clock: Callable[[], float] = time.monotonic
    started: float = field(default_factory=time.monotonic)
    _heat_lock: threading.Lock = field(default_factory=threading.Lock)

    def take_heat(self, api: str, key: str | None = None) -> Decision:
        """Count one call of `api` (a key of core.heat.HEATS) against the window of `key`
        (default: this daemon's token). Usable outside HTTP: automatic thinking counts here."""
        with self._heat_lock:
            return self.heat.take(f"{key or self.token}:{api}", HEATS[api], self.clock())


def server_of(request: Request) -> Server:
    server: Server = request.app.state.ebbing
    return server


def heat(api: str) -> Callable[[Request], int]:
    """A route dependency: refuse with 429 when the heat limit is reached; else the heat the
    call consumed (reported in `usage.consumedPoints`)."""

    def check(request: Request) -> int:
        grant = REACH.get()  # a namespace token has a window of its own (one user's heat)
        key = None if grant.whole_home else f"token:{grant.name}"
        decision = server_of(request).take_heat(api, key)
        if not decision.allowed:
            wait = max(1, math.ceil(decision.retry_after_s))
            limiter = server_of(request).heat
            raise ApiError(429, "heat", f"heat limit reached: {api} costs {HEATS[api]}, "
                           f"{decision.spent} of {limiter.max_weight} already spent in the "
                           f"last {limiter.window_s:g} s; retry in {wait} s",
                           {"Retry-After": str(wait)})
        return decision.heat

    return check


def usage(points: int, **counts: int) -> dict[str, Any]:
    """MemNetAI's `usage` in the reference's types: every figure a string of a whole number
    ("38"), hasRemainingQuota a boolean."""
    figures = {"Points": points, "MemoryCount": 0, "RecallCount": 0, "ThinkingCount": 0,
               "DreamCount": 0, "CommonMemoryWords": 0} | counts
    data: dict[str, Any] = {f"consumed{k}": str(int(v)) for k, v in figures.items()}
    data["hasRemainingQuota"] = True
    return data
