"""The daemon's idle loop: automatic thinking and dreaming for the daemon's agents while no
person calls them (docs/thinking.md).

Off by default (EBBING_IDLE_THINK_S=0). When it is set (and EBBING_AUTO_THINK is true), a
thread of the daemon wakes every `interval` seconds and, for each agent the daemon has open
with memories, reads its memory active status (the file every front door writes: a recall or
remember over HTTP, MCP or the CLI, in the daemon or in another process). An agent that is
active and whose last call by a person (or, if none was ever recorded, the daemon's start) is
at least EBBING_IDLE_THINK_S old gets one automatic action per wake-up: a dream while its
dreams are under EBBING_AUTO_DREAMS, else a thought while under EBBING_AUTO_THOUGHTS. Past both
limits the agent turns inactive (activity.run_one) and the loop leaves it alone until a
person's call makes it active again.

While the loop runs, every automatic action (the loop's, and /v1/think or /v1/dream with
isAuto=1) passes the HTTP API's heat limiter (`heat_hook`): 44 for a thought or a dream,
under the key a person's own /v1/think and /v1/dream calls use, so their calls see it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ebbing.core import derive
from ebbing.store.agents import is_store
from ebbing.thinking import activity

if TYPE_CHECKING:
    from ebbing.core.heat import Decision
    from ebbing.server.agents import AgentPool
    from ebbing.service import MemoryService
    from ebbing.thinking.think import Outcome

log = logging.getLogger("ebbing")
APIS = {"thought": "thinking", "dream": "dreaming"}  # the heat of each kind (core/heat.py)
Clock = Callable[[], datetime]


def _utcnow() -> datetime:
    return datetime.now(UTC)


def due(state: derive.Activity, now: datetime, idle_s: float, since: datetime) -> bool:
    """Whether an agent in `state` has been left alone long enough to act on its own (the
    last call by a person, else `since`, at least `idle_s` seconds before `now`)."""
    last = state.last_user_call or since
    return state.active and (now - last).total_seconds() >= idle_s


def step(svc: MemoryService, now: datetime, idle_s: float,
         since: datetime) -> Outcome | None:
    """At most one automatic action for this agent (a dream first, then thoughts), when it
    is due and its limits and hooks allow; None when nothing was done."""
    state, limits = activity.load(svc), activity.limits(svc)
    if not due(state, now, idle_s, since):
        return None
    for kind in ("dream", "thought"):
        if derive.allowed(state, kind, limits):
            outcome = activity.run_one(svc, kind, now=now)
            if outcome is not None:
                return outcome  # else refused by a hook (the heat limit): try the next kind
    state = activity.load(svc)
    if derive.exhausted(state, limits) != state:  # nothing left to do: inactive
        activity.save(svc, derive.exhausted(state, limits))
    return None


def heat_hook(take: Callable[[str], Decision]) -> activity.AutomaticHook:
    """A hook refusing an automatic action when the heat limiter (`take(api)`) does; an
    allowed one has consumed its heat."""

    def allow(kind: str) -> bool:
        return take(APIS[kind]).allowed

    return allow


class IdleLoop:
    """The thread that thinks and dreams for idle agents; `tick` is one pass (tests drive it
    with a fake clock)."""

    def __init__(self, pool: AgentPool, *, clock: Clock = _utcnow,
                 interval_s: float | None = None) -> None:
        settings = pool.settings
        self.pool = pool
        self.idle_s = settings.idle_think_s
        self.enabled = self.idle_s > 0 and settings.auto_think
        self.interval_s = (interval_s if interval_s is not None
                           else min(60.0, max(0.01, self.idle_s / 4)))
        self.clock = clock
        self.since = clock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def tick(self, now: datetime | None = None) -> list[Outcome]:
        """One pass over the daemon's agents: what was done."""
        at = self.clock() if now is None else now
        done = []
        for agent in self.pool.describe():
            if self._stop.is_set():
                break
            namespace, name = agent["namespace"], agent["memoryAgentName"]
            with self.pool.use(namespace, name, count=False) as svc:
                if not is_store(svc.folder):
                    continue
                outcome = step(svc, at, self.idle_s, self.since)
            if outcome is not None:
                log.info("idle %s for %s/%s: %s", outcome.kind, namespace, name,
                         outcome.summary())
                done.append(outcome)
        return done

    def start(self) -> None:
        if self.enabled and self._thread is None:
            self._thread = threading.Thread(target=self._run, name="ebbing-idle", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.interval_s):
            try:
                self.tick()
            except Exception:  # an idle thought must never take the daemon down
                log.exception("the idle loop's thinking failed; it tries again later")

    def stop(self, timeout_s: float = 60.0) -> None:
        """Stop after the action under way (if any) has finished."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout_s)
            self._thread = None


class Idle:
    """The daemon's hook: the idle loop and the heat hook, started and stopped together."""

    def __init__(self, pool: AgentPool, take: Callable[[str], Decision], *,
                 clock: Clock = _utcnow, interval_s: float | None = None) -> None:
        self.loop = IdleLoop(pool, clock=clock, interval_s=interval_s)
        self.hook = heat_hook(take)

    def start(self) -> Idle:
        activity.connect(self.hook)
        self.loop.start()
        return self

    def stop(self) -> None:
        self.loop.stop()
        activity.disconnect(self.hook)
