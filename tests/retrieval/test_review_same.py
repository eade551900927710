"""interleave_review (core/ranking.py) picks the memories due for review with array operations;
its first version, a loop over every candidate below the top, is kept here and both are
compared over random candidate sets: the same indices, the same flags, in the same order."""

from __future__ import annotations

import numpy as np

from ebbing.core.ranking import interleave_review


def first_version(order: np.ndarray, relevance: np.ndarray, due: np.ndarray, top: int,
                  share: float) -> list[tuple[int, bool]]:
    ranked = order.tolist()
    head = ranked[:top]
    if share <= 0 or not ranked:
        return [(i, False) for i in head]
    best = float(relevance.max())
    fading = [i for i in ranked[top:] if due[i] and relevance[i] >= 0.5 * best]
    slots = min(len(fading), int(top * share))
    if slots == 0:
        return [(i, False) for i in head]
    head, fading = head[: top - slots], fading[:slots]
    step = max(1, len(head) // slots)
    result: list[tuple[int, bool]] = []
    for position, index in enumerate(head, start=1):
        result.append((index, False))
        if fading and position % step == 0 and len(result) < top:
            result.append((fading.pop(0), True))
    result += [(i, True) for i in fading[: top - len(result)]]
    return result


def test_review_picks_as_the_loop_did() -> None:
    rng = np.random.default_rng(30)
    for case in range(4000):
        n = int(rng.integers(0, 60))
        relevance = rng.random(n)
        if case % 3 == 0 and n:  # ties and exact halves of the best
            relevance = np.round(relevance * 4) / 4
        due = rng.random(n) < rng.random()
        order = rng.permutation(n)
        if case % 5 == 0:  # an order leaving some candidates out (a floor)
            order = order[: int(rng.integers(0, n + 1))]
        top = int(rng.integers(1, 15))
        share = float(rng.choice([0.0, 0.1, 0.2, 0.5, 1.0]))
        assert interleave_review(order, relevance, due, top, share) == \
            first_version(order, relevance, due, top, share), case
