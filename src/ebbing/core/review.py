"""Which memories need reinforcing: those fading through the danger zone."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt


@dataclass(frozen=True)
class ReviewParams:
    low: float = 0.15
    high: float = 0.35


def priority(score: float, params: ReviewParams) -> float:
    """An inverted parabola over [low, high]: 1.0 at the middle, 0.0 at the edges and outside."""
    if not params.low <= score <= params.high:
        return 0.0
    middle = (params.low + params.high) / 2.0
    half_width = (params.high - params.low) / 2.0
    return max(0.0, 1.0 - ((score - middle) / half_width) ** 2)


def priority_many(scores: npt.NDArray[np.float64],
                  params: ReviewParams) -> npt.NDArray[np.float64]:
    middle = (params.low + params.high) / 2.0
    half_width = (params.high - params.low) / 2.0
    values = 1.0 - ((scores - middle) / half_width) ** 2
    inside = (scores >= params.low) & (scores <= params.high)
    result: npt.NDArray[np.float64] = np.where(inside, np.maximum(values, 0.0), 0.0)
    return result
