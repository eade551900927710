"""VectorIndex: exact brute force for small stores, IVF lists above, with filters and updates."""

from __future__ import annotations

import numpy as np
import pytest

from ebbing.embed.base import normalize_rows
from ebbing.index import ivf, vectors
from ebbing.index.ivf import Lists
from ebbing.index.vectors import VectorIndex


def clustered(n: int, dim: int = 32, clusters: int = 40, seed: int = 5) -> np.ndarray:
    """Unit vectors around random centres, like sentence embeddings of many topics."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(clusters, dim))
    data = centres[rng.integers(clusters, size=n)] + 0.6 * rng.normal(size=(n, dim))
    return normalize_rows(data)


def brute(data: np.ndarray, present: np.ndarray, query: np.ndarray, k: int,
          allowed: np.ndarray) -> list[int]:
    rows = np.flatnonzero(present & allowed[: len(present)])
    sims = data[rows].astype(np.float16).astype(np.float32) @ query
    order = np.lexsort((rows, -sims))
    return rows[order][:k].tolist()


@pytest.fixture
def small_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vectors, "EXACT_MAX", 400)
    monkeypatch.setattr(vectors, "TAIL_MAX", 150)
    monkeypatch.setattr(ivf, "MIN_PROBE", 4)


def test_small_index_is_the_plain_scan() -> None:
    data = clustered(300)
    index = VectorIndex()
    index.set(np.arange(300), data, 300)
    assert index.lists is None and index.info() == {"kind": "exact", "vectors": 300}
    allowed = np.ones(300, dtype=bool)
    allowed[::3] = False
    query = data[7]
    rows, sims = index.search(query, 10, allowed)
    candidates = np.flatnonzero(allowed)
    expected = candidates[np.argsort(-(data[candidates] @ query), kind="stable")[:10]]
    assert rows.tolist() == expected.tolist()
    assert sims.tolist() == pytest.approx((data[expected] @ query).tolist())
    assert index.search(query, 10, np.zeros(300, dtype=bool))[0].tolist() == []


def test_large_index_uses_lists_and_finds_the_nearest(small_limits: None) -> None:
    data = clustered(3000)
    index = VectorIndex()
    index.set(np.arange(3000), data.astype(np.float16), 3000)
    assert index.lists is not None and index.info()["kind"] == "ivf"
    allowed = np.ones(3000, dtype=bool)
    present = np.ones(3000, dtype=bool)
    rng = np.random.default_rng(0)
    recall = []
    for query in normalize_rows(data[rng.integers(3000, size=40)] + 0.3 * rng.normal(
            size=(40, data.shape[1]))):
        got = index.search(query, 10, allowed)[0].tolist()
        truth = brute(data, present, query, 10, allowed)
        recall.append(len(set(got) & set(truth)) / 10)
        index.exact = True
        assert index.search(query, 10, allowed)[0].tolist() == truth
        index.exact = False
    assert np.mean(recall) >= 0.9


def test_filters_updates_and_removals(small_limits: None) -> None:
    rng = np.random.default_rng(1)
    data = clustered(2000)
    index = VectorIndex()
    index.set(np.arange(1500), data[:1500], 2000)
    present = np.zeros(2000, dtype=bool)
    present[:1500] = True
    index.remove(np.arange(0, 1500, 10))  # deleted memories
    present[0:1500:10] = False
    edited = np.arange(5, 1500, 10)
    data[edited] = clustered(len(edited), seed=9)
    index.set(edited, data[edited], 2000)  # re-embedded: goes to the tail
    for start in range(1500, 2000, 50):  # new memories, one small batch at a time
        index.set(np.arange(start, start + 50), data[start:start + 50], 2000)
        present[start:start + 50] = True
    assert len(index) == int(present.sum())
    for density in (1.0, 0.5, 0.02):
        allowed = rng.random(2000) < density
        for query in data[rng.integers(2000, size=10)]:
            rows = index.search(query, 10, allowed)[0]
            assert all(present[r] and allowed[r] for r in rows.tolist())
            if density < 0.1:  # few allowed rows: scored exactly
                assert rows.tolist() == brute(data, present, query, 10, allowed)
            index.exact = True
            assert index.search(query, 10, allowed)[0].tolist() == brute(
                data, present, query, 10, allowed)
            index.exact = False


def test_a_filter_that_hides_the_nearest_lists_still_fills_k(small_limits: None) -> None:
    data = clustered(3000, clusters=8)
    index = VectorIndex()
    index.set(np.arange(3000), data, 3000)
    query = data[0]
    near = data @ query > 0.2
    allowed = ~near  # the query's own neighbourhood is filtered out
    assert allowed.sum() > 400  # not few enough to be scored exactly
    rows = index.search(query, 10, allowed)[0]
    assert len(rows) == 10 and not near[rows].any()


def test_round_trip_through_arrays(small_limits: None) -> None:
    data = clustered(1000)
    index = VectorIndex()
    index.set(np.arange(900), data[:900], 1000)
    index.remove(np.array([3, 4, 5]))
    index.set(np.arange(900, 1000), data[900:], 1000)  # in the tail
    assert index.lists is not None
    lists = Lists.restore(index.lists.arrays())
    restored = VectorIndex.restore(index.arrays(), lists)
    assert len(restored) == len(index) == 997
    allowed = np.ones(1000, dtype=bool)
    for query in data[::97]:
        for a, b in zip(index.search(query, 10, allowed), restored.search(query, 10, allowed),
                        strict=True):
            np.testing.assert_array_equal(a, b)
    with pytest.raises(ValueError):
        VectorIndex.restore(index.arrays(), None)
