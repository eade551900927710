from __future__ import annotations

import pytest

from ebbing.core.reinforce import ReinforceParams, apply_boost, jaccard, plan_touch
from ebbing.core.review import ReviewParams, priority, priority_many


def test_plain_touch_boosts_by_the_configured_amount() -> None:
    touch = plan_touch(1.0, ["work"], [], ReinforceParams())
    assert touch.boost == 0.1 and not touch.cross_context


def test_use_in_a_different_context_earns_the_extra_boost() -> None:
    params = ReinforceParams()
    same = plan_touch(1.0, ["work", "python"], ["work", "python", "api"], params)
    other = plan_touch(1.0, ["work", "python"], ["cooking"], params)
    assert not same.cross_context and same.boost == 0.1
    assert other.cross_context and other.boost == pytest.approx(0.25)


def test_jaccard_threshold_is_strictly_below() -> None:
    assert jaccard(["a", "b", "c"], ["a", "x", "y"]) == pytest.approx(0.2)
    assert jaccard(["A"], ["a"]) == 1.0
    # 1 shared of 3 distinct -> 0.333, not below 0.3: no cross-context boost
    assert not plan_touch(1.0, ["a", "b"], ["a", "c"], ReinforceParams()).cross_context


def test_strength_is_capped_at_two() -> None:
    touch = plan_touch(1.95, [], ["x"], ReinforceParams())
    assert touch.boost == pytest.approx(0.05)
    assert apply_boost(1.95, touch.boost) == 2.0
    assert apply_boost(1.99, 0.5) == 2.0


def test_review_priority_is_an_inverted_parabola_over_the_danger_zone() -> None:
    params = ReviewParams(low=0.15, high=0.35)
    assert priority(0.25, params) == 1.0
    assert priority(0.15, params) == pytest.approx(0.0, abs=1e-12)
    assert priority(0.35, params) == pytest.approx(0.0, abs=1e-12)
    assert priority(0.20, params) == pytest.approx(0.75)
    assert priority(0.30, params) == pytest.approx(0.75)
    assert priority(0.5, params) == 0.0 and priority(0.1, params) == 0.0
    import numpy as np

    values = priority_many(np.array([0.1, 0.2, 0.25, 0.3, 0.4]), params)
    assert values.tolist() == pytest.approx([0.0, 0.75, 1.0, 0.75, 0.0])
