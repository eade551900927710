"""The score of one memory over time, as an SVG drawn on the server (no script library).

The past: from when the memory was stored to now, the score falls by core/decay.py from each
use to the next, its use count and strength stepping up at each use seen in the log (uses
folded by a compaction are counted from the start, their times no longer known). The future:
the fade from now, with no further use, until it passes the forget threshold; the danger zone
(the review band), the promotion score and the forget threshold drawn across, and the moments
the fade enters the band and crosses the threshold named. Only plain values come in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from ebbing.core.decay import DecayParams, decay, half_life_for
from ebbing.core.reinforce import apply_boost
from ebbing.core.review import ReviewParams

WIDTH, HEIGHT = 760, 300
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 14, 34
STEPS = 48  # points drawn per stretch between two uses
DAY = 86_400.0


@dataclass(frozen=True)
class Use:
    at: datetime
    boost: float


@dataclass
class Plot:
    """What the template draws: every coordinate already in the SVG's pixels."""

    past: str  # polyline points
    future: str
    uses: list[tuple[float, float, str]]  # x, y, when
    now_x: float
    bands: dict[str, tuple[float, float]]  # danger zone: y of its top and bottom
    lines: dict[str, float]  # threshold name -> y
    ticks_x: list[tuple[float, str]]
    ticks_y: list[tuple[float, str]]
    half_life_days: float
    score_now: float
    enters_danger: datetime | None
    forgotten_at: datetime | None
    width: int = WIDTH
    height: int = HEIGHT
    events: list[tuple[float, str]] = field(default_factory=list)


def _score(count: int, strength: float, age_days: float, half_life: float,
           params: DecayParams) -> float:
    return math.pow(count + 1, params.beta) * decay(age_days, half_life, params.model,
                                                    params.power_alpha) * strength


def _crossing(count: int, strength: float, start: datetime, half_life: float,
              params: DecayParams, level: float, limit_days: float) -> datetime | None:
    """When the fade from `start` first reaches `level` (bisection; None past the limit)."""
    if _score(count, strength, 0.0, half_life, params) <= level:
        return start
    if _score(count, strength, limit_days, half_life, params) > level:
        return None
    low, high = 0.0, limit_days
    for _ in range(60):
        middle = (low + high) / 2
        if _score(count, strength, middle, half_life, params) > level:
            low = middle
        else:
            high = middle
    return start + timedelta(days=high)


def score_plot(*, created: datetime, last_used: datetime, use_count: int, strength: float,
               tags: list[str], uses: list[Use], now: datetime, decay_params: DecayParams,
               review: ReviewParams, promote_score: float, forget_threshold: float) -> Plot:
    half_life = half_life_for(tags, decay_params)
    seen = sorted((u for u in uses if created <= u.at <= now), key=lambda u: u.at)
    count = max(0, use_count - len(seen))
    power = sum(u.boost for u in seen)
    start_strength = min(2.0, max(1.0, strength - power))
    # stretches of the past: (from, to, use count, strength); the first from the store time
    stretches, at, level = [], created, start_strength
    for use in seen:
        stretches.append((at, use.at, count, level))
        count, level, at = count + 1, apply_boost(level, use.boost), use.at
    fade_from = max(at, last_used) if seen else last_used
    stretches.append((at, now, count, level))
    count, level = use_count, strength
    limit = max(60.0, 40 * half_life)
    danger = _crossing(count, level, fade_from, half_life, decay_params, review.high, limit)
    forgotten = _crossing(count, level, fade_from, half_life, decay_params,
                          forget_threshold, limit)
    end = max(now + timedelta(days=max(2 * half_life, 1.0)),
              (forgotten or now) + timedelta(days=half_life / 2))
    span = max((end - created).total_seconds(), 1.0)
    top = max(1.0, promote_score, *(_score(c, s, 0.0, half_life, decay_params)
                                    for _, _, c, s in stretches)) * 1.1

    def x(when: datetime) -> float:
        return round(LEFT + (WIDTH - LEFT - RIGHT) * (when - created).total_seconds() / span, 1)

    def y(value: float) -> float:
        return round(TOP + (HEIGHT - TOP - BOTTOM) * (1 - min(value, top) / top), 1)

    def polyline(begin: datetime, stop: datetime, origin: datetime, c: int, s: float) -> str:
        seconds = max((stop - begin).total_seconds(), 0.0)
        points = []
        for i in range(STEPS + 1):
            when = begin + timedelta(seconds=seconds * i / STEPS)
            age = (when - origin).total_seconds() / DAY
            points.append(f"{x(when)},{y(_score(c, s, age, half_life, decay_params))}")
        return " ".join(points)

    past = " ".join(polyline(a, b, max(a, last_used) if i == len(stretches) - 1 and not seen
                             else a, c, s)
                    for i, (a, b, c, s) in enumerate(stretches))
    future = polyline(now, end, fade_from, count, level)
    marks = []
    for use in seen:
        marks.append((x(use.at), y(_score(*_use_state(stretches, use), 0.0, half_life,
                                          decay_params)), use.at.isoformat(timespec="minutes")))
    ticks_x = [(x(created + (end - created) * i / 5), (created + (end - created) * i / 5)
                .date().isoformat()) for i in range(6)]
    step = _nice(top / 5)
    ticks_y = [(y(v), f"{v:g}") for v in _range(0.0, top, step)]
    events = []
    if danger is not None and danger > now:
        events.append((x(danger), "enters the danger zone"))
    if forgotten is not None:
        events.append((x(forgotten), "gc archives it"))
    return Plot(past, future, marks, x(now), {"danger": (y(review.high), y(review.low))},
                {"promotion": y(promote_score), "forget": y(forget_threshold)}, ticks_x,
                ticks_y, half_life, _score(count, level, (now - fade_from).total_seconds() / DAY,
                                           half_life, decay_params),
                danger, forgotten, events=events)


def _use_state(stretches: list[tuple[datetime, datetime, int, float]],
               use: Use) -> tuple[int, float]:
    """Use count and strength right after `use` (the stretch that starts there)."""
    for begin, _, count, level in stretches:
        if begin == use.at:
            return count, level
    return stretches[-1][2], stretches[-1][3]


def _nice(raw: float) -> float:
    power = 10.0 ** math.floor(math.log10(raw))
    for factor in (1.0, 2.0, 2.5, 5.0, 10.0):
        if raw <= factor * power:
            return factor * power
    return 10.0 * power


def _range(start: float, stop: float, step: float) -> list[float]:
    count = int(stop / step + 1e-9)
    return [round(start + i * step, 6) for i in range(count + 1)]
