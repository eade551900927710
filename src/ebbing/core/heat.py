"""Heat: MemNetAI's rate limit by cost, as a pure sliding window.

Each call has a heat (its cost). Per key (for the daemon: the token and the API), a call is
refused when the heat already spent within the last `window_s` seconds plus its own would
exceed `max_weight`. Times are plain floats (seconds, any monotonic origin) passed in by the
caller: no clock here, so tests drive it with a fake one and anything outside HTTP (automatic
thinking, a script) can count against the same window.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

# MemNetAI's heats per call
HEATS: dict[str, int] = {
    "memory": 38,
    "recall": 6,
    "thinking": 44,
    "dreaming": 44,
    "common_sense": 50,
}


@dataclass(frozen=True)
class Decision:
    allowed: bool
    heat: int  # the heat this call consumed (0 when refused)
    spent: int  # heat in the window after the decision
    retry_after_s: float  # when refused: seconds until enough heat has left the window


@dataclass
class HeatWindow:
    """The sliding window of one key: (time, heat) of each accepted call."""

    window_s: float
    max_weight: int
    calls: deque[tuple[float, int]] = field(default_factory=deque)

    def _expire(self, now: float) -> None:
        while self.calls and self.calls[0][0] <= now - self.window_s:
            self.calls.popleft()

    def spent(self, now: float) -> int:
        self._expire(now)
        return sum(heat for _, heat in self.calls)

    def take(self, heat: int, now: float) -> Decision:
        """Consume `heat` at `now` if the window allows it."""
        total = self.spent(now)
        if total + heat <= self.max_weight:
            self.calls.append((now, heat))
            return Decision(True, heat, total + heat, 0.0)
        if heat > self.max_weight:  # can never pass: wait a whole window (and still fail)
            return Decision(False, 0, total, self.window_s)
        # the earliest time at which enough old calls have left the window
        need = total + heat - self.max_weight
        freed = 0
        wait = self.window_s
        for at, old in self.calls:
            freed += old
            if freed >= need:
                wait = at + self.window_s - now
                break
        return Decision(False, 0, total, max(wait, 0.0))


@dataclass
class HeatLimiter:
    """Windows per key; `max_weight` 0 or less means no limit (every call allowed)."""

    window_s: float
    max_weight: int
    windows: dict[str, HeatWindow] = field(default_factory=dict)

    @property
    def enabled(self) -> bool:
        return self.max_weight > 0 and self.window_s > 0

    def take(self, key: str, heat: int, now: float) -> Decision:
        if not self.enabled:
            return Decision(True, heat, 0, 0.0)
        window = self.windows.get(key)
        if window is None:
            window = self.windows[key] = HeatWindow(self.window_s, self.max_weight)
        return window.take(heat, now)
