"""The decay plot's numbers: where the curve meets the thresholds, checked against the
closed form of the exponential fade (score = (n+1)^beta * 0.5^(age/half-life) * strength)."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from ebbing.core.decay import DecayParams
from ebbing.core.review import ReviewParams
from ebbing.ui.plot import HEIGHT, Use, score_plot

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def plot(**given: object) -> object:
    fields: dict[str, object] = {
        "created": NOW - timedelta(days=1), "last_used": NOW - timedelta(days=1),
        "use_count": 0, "strength": 1.0, "tags": [], "uses": [], "now": NOW,
        "decay_params": DecayParams(half_life_days=3.0), "review": ReviewParams(0.15, 0.35),
        "promote_score": 0.65, "forget_threshold": 0.05}
    return score_plot(**(fields | given))  # type: ignore[arg-type]


def test_crossings_follow_the_closed_form() -> None:
    result = plot()
    stored = NOW - timedelta(days=1)
    danger = stored + timedelta(days=3 * math.log2(1 / 0.35))  # 0.5^(t/3) = 0.35
    forgotten = stored + timedelta(days=3 * math.log2(1 / 0.05))
    assert abs((result.enters_danger - danger).total_seconds()) < 1
    assert abs((result.forgotten_at - forgotten).total_seconds()) < 1
    assert result.score_now == pytest.approx(0.5 ** (1 / 3))
    assert result.half_life_days == 3.0
    assert [label for _, label in result.events] == ["enters the danger zone", "gc archives it"]


def test_uses_strength_and_tags_move_the_crossings() -> None:
    used = [Use(NOW - timedelta(days=2), 0.1), Use(NOW - timedelta(days=1), 0.1)]
    result = plot(created=NOW - timedelta(days=4), last_used=NOW - timedelta(days=1),
                  use_count=2, strength=1.2, uses=used,
                  decay_params=DecayParams(half_life_days=3.0, tag_half_life_days={"k": 30.0}),
                  tags=["k"])
    # (2+1)^0.6 * 1.2 * 0.5^(t/30) = 0.05, from the last use
    days = 30 * math.log2(3 ** 0.6 * 1.2 / 0.05)
    expected = NOW - timedelta(days=1) + timedelta(days=days)
    assert abs((result.forgotten_at - expected).total_seconds()) < 5
    assert result.half_life_days == 30.0
    assert len(result.uses) == 2
    # each use is drawn at the score right after it: higher than the curve before it
    assert all(y < HEIGHT for _, y, _ in result.uses)


def test_lines_are_placed_by_score() -> None:
    result = plot()
    top, bottom = result.bands["danger"]
    assert result.lines["promotion"] < top < bottom < result.lines["forget"]
    future = [float(p.split(",")[1]) for p in result.future.split()]
    assert future == sorted(future)  # only falls (SVG y grows downwards)
    xs = [float(p.split(",")[0]) for p in result.past.split()]
    assert xs == sorted(xs) and xs[-1] == result.now_x


def test_a_memory_already_under_the_threshold() -> None:
    result = plot(created=NOW - timedelta(days=40), last_used=NOW - timedelta(days=40))
    assert result.forgotten_at is not None and result.forgotten_at < NOW
    assert [label for _, label in result.events] == ["gc archives it"]
