"""What a touch (a use of a memory) does: more uses, fresher, a little stronger."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class ReinforceParams:
    strength_boost: float = 0.1
    cross_context_boost: float = 0.15
    cross_context_jaccard: float = 0.3
    max_strength: float = 2.0


@dataclass(frozen=True)
class Touch:
    """The effect of one use: a strength boost (already capped) and whether it crossed contexts."""

    boost: float
    cross_context: bool


def jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    left, right = {x.lower() for x in a}, {x.lower() for x in b}
    if not left and not right:
        return 1.0
    return len(left & right) / len(left | right)


def plan_touch(strength: float, memory_tags: Iterable[str], context_tags: Iterable[str],
               params: ReinforceParams) -> Touch:
    """Decide the boost for a use in the given context (no context: a plain use).

    A use in a context whose tags overlap the memory's by a Jaccard index below the threshold
    counts as cross-context and earns the extra boost. The boost never lifts strength past
    `max_strength`.
    """
    context = list(context_tags)
    cross = bool(context) and jaccard(memory_tags, context) < params.cross_context_jaccard
    wanted = params.strength_boost + (params.cross_context_boost if cross else 0.0)
    room = max(0.0, params.max_strength - strength)
    return Touch(boost=round(min(wanted, room), 6), cross_context=cross)


def apply_boost(strength: float, boost: float) -> float:
    """Strength after a boost, kept within the model's bounds 1.0 to 2.0."""
    return min(2.0, max(1.0, round(strength + boost, 6)))
