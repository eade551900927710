from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from ebbing.core.decay import DecayParams, decay, half_life_for, score, score_many

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_new_unused_memory_scores_one() -> None:
    assert score(0, 1.0, NOW, [], NOW, DecayParams()) == 1.0


def test_exponential_halves_every_half_life() -> None:
    params = DecayParams(half_life_days=3.0, beta=0.6)
    assert score(0, 1.0, NOW - timedelta(days=3), [], NOW, params) == pytest.approx(0.5)
    assert score(0, 1.0, NOW - timedelta(days=6), [], NOW, params) == pytest.approx(0.25)


def test_use_count_and_strength_raise_the_score_exactly() -> None:
    params = DecayParams(half_life_days=3.0, beta=0.6)
    value = score(4, 1.5, NOW - timedelta(days=3), [], NOW, params)
    assert value == pytest.approx(5**0.6 * 0.5 * 1.5)
    assert value == pytest.approx(1.969_896, abs=1e-6)


def test_power_law_is_a_different_curve_with_the_same_half_life() -> None:
    exp = [decay(d, 3.0, "exponential") for d in (1, 3, 10, 30, 90)]
    power = [decay(d, 3.0, "power") for d in (1, 3, 10, 30, 90)]
    assert exp[1] == pytest.approx(0.5) and power[1] == pytest.approx(0.5)
    assert power[0] < exp[0]  # falls faster at first
    assert power[3] > 50 * exp[3]  # and keeps a long tail
    assert power[4] == pytest.approx(1 / 31)  # (1 + 90/3)^-1 with alpha 1
    params = DecayParams(model="power")
    old = NOW - timedelta(days=30)
    assert score(0, 1.0, old, [], NOW, params) != score(0, 1.0, old, [], NOW, DecayParams())


def test_tag_half_life_overrides_and_longest_wins() -> None:
    params = DecayParams(half_life_days=3.0, tag_half_life_days={"preference": 30.0, "fact": 10})
    assert half_life_for(["misc"], params) == 3.0
    assert half_life_for(["fact", "preference"], params) == 30.0
    aged = NOW - timedelta(days=30)
    assert score(0, 1.0, aged, ["preference"], NOW, params) == pytest.approx(0.5)
    assert score(0, 1.0, aged, [], NOW, params) == pytest.approx(0.5**10)


def test_future_last_use_does_not_inflate_the_score() -> None:
    assert score(0, 1.0, NOW + timedelta(days=2), [], NOW, DecayParams()) == 1.0


def test_vectorised_scores_match_the_scalar_formula() -> None:
    for model in ("exponential", "power"):
        params = DecayParams(model=model)  # type: ignore[arg-type]
        ages = np.array([0.0, 1.5, 3.0, 40.0])
        uses = np.array([0, 2, 5, 1], dtype=np.int32)
        strength = np.array([1.0, 1.2, 2.0, 1.0])
        half = np.array([3.0, 3.0, 30.0, 3.0])
        got = score_many(uses, strength, ages, half, params)
        for i in range(4):
            expected = (uses[i] + 1) ** 0.6 * decay(ages[i], half[i], model) * strength[i]
            assert math.isclose(got[i], expected, rel_tol=1e-12)


def test_unknown_model_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown decay model"):
        decay(1.0, 3.0, "linear")


def test_half_lives_per_row_follow_their_tag_sets() -> None:
    import numpy as np

    from ebbing.core.decay import DecayParams, half_lives

    tagsets = [(), ("Work",), ("deep", "work"), ("deep",)]
    codes = np.array([0, 1, 2, 3, 2], dtype=np.int32)
    plain = DecayParams(half_life_days=3.0)
    assert half_lives(tagsets, codes, plain).tolist() == [3.0] * 5
    tagged = DecayParams(half_life_days=3.0, tag_half_life_days={"work": 10.0, "deep": 30.0})
    assert half_lives(tagsets, codes, tagged).tolist() == [3.0, 3.0, 30.0, 30.0, 30.0]
