"""`spread_episodes` (core/ranking.py) rewritten for speed gives the order the first version
gave, kept here as it was, over many random candidate lists (issue 25: search at 100k)."""

from __future__ import annotations

import numpy as np

from ebbing.core.ranking import spread_episodes


def first_version(order: np.ndarray, rows: np.ndarray, episode: np.ndarray,
                  places: int) -> np.ndarray:
    if places <= 0 or len(order) < 2:
        return order
    seen: dict[int, int] = {}
    shown: set[int] = set()
    keys = np.empty(len(order), dtype=np.int64)
    for position, index in enumerate(order.tolist()):
        row = int(rows[index])
        code = int(episode[row])
        beside = any(other in shown and episode[other] == code for other in (row - 1, row + 1)
                     if 0 <= other < len(episode))
        keys[position] = position + (0 if beside else places * seen.get(code, 0))
        seen[code] = seen.get(code, 0) + 1
        shown.add(row)
    result: np.ndarray = order[np.argsort(keys, kind="stable")]
    return result


def test_the_same_order_as_the_first_version() -> None:
    rng = np.random.default_rng(25)
    for trial in range(3000):
        n = int(rng.integers(1, 60))
        episode = np.sort(rng.integers(-1, max(2, n // int(rng.integers(1, 8))), n)).astype(
            np.int32 if trial % 2 else np.int64)
        if trial % 3 == 0:
            rng.shuffle(episode)
        count = int(rng.integers(0, min(n, 40) + 1))
        rows = rng.choice(n, size=count, replace=False).astype(np.int64)
        order = rng.permutation(count).astype(np.int64)
        if count and trial % 4 == 0:
            order = order[: int(rng.integers(0, count + 1))]
        places = int(rng.integers(0, 4))
        expected = first_version(order, rows, episode, places)
        got = spread_episodes(order, rows, episode, places)
        assert np.array_equal(got, expected), (trial, order, rows, episode, places)
        assert got.dtype == expected.dtype
