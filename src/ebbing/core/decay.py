"""Ebbinghaus-style forgetting: score = (use_count + 1)^beta * decay(age) * strength."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
import numpy.typing as npt

SECONDS_PER_DAY = 86_400.0


@dataclass(frozen=True)
class DecayParams:
    """Parameters of the forgetting curve. `tag_half_life_days` overrides the half-life per tag."""

    half_life_days: float = 3.0
    tag_half_life_days: Mapping[str, float] = field(default_factory=dict)
    beta: float = 0.6
    model: Literal["exponential", "power"] = "exponential"
    power_alpha: float = 1.0


def half_life_for(tags: Iterable[str], params: DecayParams) -> float:
    """The half-life in days for a memory with these tags: the longest tag override, if any."""
    overrides = [params.tag_half_life_days[t] for t in tags if t in params.tag_half_life_days]
    return max(overrides) if overrides else params.half_life_days


def half_lives(tagsets: Sequence[Iterable[str]], codes: npt.NDArray[np.int32],
               params: DecayParams) -> npt.NDArray[np.float64]:
    """The half-life of each row, given the code of its tag set in `tagsets`: worked out once
    per tag set in use, or not at all when no tag has a half-life of its own (an agent of
    100,000 memories can hold tens of thousands of tag sets: ~100 ms)."""
    if not params.tag_half_life_days:
        return np.full(len(codes), params.half_life_days)
    sets, where = np.unique(codes, return_inverse=True)
    table = np.array([half_life_for(tagsets[i], params) for i in sets.tolist()])
    result: npt.NDArray[np.float64] = table[where].reshape(-1)
    return result


def decay(age_days: float, half_life_days: float, model: str = "exponential",
          power_alpha: float = 1.0) -> float:
    """Retention after `age_days`, 1.0 at age 0 and 0.5 at one half-life, for either model.

    exponential: 0.5 ** (age / half_life)
    power:       (1 + age / tau) ** -alpha, with tau chosen so the half-life matches; it falls
                 faster at first and keeps a much longer tail than the exponential.
    """
    age = max(0.0, age_days)
    if model == "exponential":
        return math.pow(0.5, age / half_life_days)
    if model == "power":
        tau = half_life_days / (math.pow(2.0, 1.0 / power_alpha) - 1.0)
        return math.pow(1.0 + age / tau, -power_alpha)
    raise ValueError(f"unknown decay model {model!r}")


def age_days(last_used: datetime, now: datetime) -> float:
    return (now - last_used).total_seconds() / SECONDS_PER_DAY


def score(use_count: int, strength: float, last_used: datetime, tags: Iterable[str],
          now: datetime, params: DecayParams) -> float:
    """The memory's current score; 1.0 for a new memory used nowhere yet."""
    retention = decay(age_days(last_used, now), half_life_for(tags, params), params.model,
                      params.power_alpha)
    return math.pow(use_count + 1, params.beta) * retention * strength


def score_many(use_count: npt.NDArray[np.int32], strength: npt.NDArray[np.float64],
               age: npt.NDArray[np.float64], half_life: npt.NDArray[np.float64],
               params: DecayParams) -> npt.NDArray[np.float64]:
    """Vectorised `score` over columns: ages and half-lives in days."""
    age = np.maximum(age, 0.0)
    if params.model == "exponential":
        retention = np.power(0.5, age / half_life)
    elif params.model == "power":
        tau = half_life / (2.0 ** (1.0 / params.power_alpha) - 1.0)
        retention = np.power(1.0 + age / tau, -params.power_alpha)
    else:
        raise ValueError(f"unknown decay model {params.model!r}")
    counts = (use_count.astype(np.float64) + 1.0) ** params.beta
    result: npt.NDArray[np.float64] = counts * retention * strength
    return result
