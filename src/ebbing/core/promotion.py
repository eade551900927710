"""When a memory has proved itself and is due for promotion into the vault (pure rules).

Due means a score of at least `min_score` for a memory that has been used (a memory that is
merely new also scores 1.0, and promoting on that alone fills the vault with everything), or
at least `uses` uses within the last `window_days` days.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class PromoteParams:
    min_score: float = 0.65
    uses: int = 5
    window_days: float = 14.0
    min_uses: int = 1  # uses a memory needs before its score can make it due


def uses_within(times: Iterable[datetime], now: datetime, window_days: float) -> int:
    """How many of the use times fall in the window ending at `now` (inclusive)."""
    start = now - timedelta(days=window_days)
    return sum(1 for at in times if start <= at <= now)


def due_reason(score: float, use_count: int, recent_uses: int,
               params: PromoteParams) -> str | None:
    """Why a memory is due ("score", "uses"), or None when it is not."""
    if recent_uses >= params.uses:
        return "uses"
    if use_count >= max(1, params.min_uses) and score >= params.min_score:
        return "score"
    return None
