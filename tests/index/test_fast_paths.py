"""The searches' shortcuts give what the general paths give, bit for bit (issue 25's speed).

- VectorIndex over IVF lists with nothing filtered or removed (`_best_listed`) maps only the
  chosen positions to rows; the general path reads every scanned row's `alive` and `allowed`;
- the flat scan with every row allowed uses the scan's array as it is;
- `LexicalIndex.scores_for` of rows whose documents are sorted and distinct skips `np.unique`;
- the engine's background median (`_median`) is np.median's value.

Each is compared with the general path over random cases, ties (equal vectors) and a tail
included; a shortcut that changed one id, its place or one bit of a score fails here."""

from __future__ import annotations

import numpy as np
import pytest

from ebbing.embed.base import normalize_rows
from ebbing.index import ivf, vectors
from ebbing.index.lexical import LexicalIndex
from ebbing.index.vectors import VectorIndex
from ebbing.retrieval.engine import _median


def vectors_with_twins(n: int, dim: int = 24, seed: int = 3) -> np.ndarray:
    """Unit vectors around a few centres, one in five the copy of another (equal scores)."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(12, dim))
    data = centres[rng.integers(12, size=n)] + 0.7 * rng.normal(size=(n, dim))
    twins = rng.choice(n, size=n // 5, replace=False)
    data[twins] = data[rng.integers(n, size=len(twins))]
    return normalize_rows(data).astype(np.float32)


@pytest.fixture
def small_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vectors, "EXACT_MAX", 400)
    monkeypatch.setattr(vectors, "TAIL_MAX", 150)
    monkeypatch.setattr(ivf, "MIN_PROBE", 4)


def general(index: VectorIndex, query: np.ndarray, k: int,
            allowed: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The search with the shortcut turned off (the path every filtered search takes)."""
    shortcut = index._unfiltered
    index._unfiltered = lambda lists, allowed: False  # type: ignore[method-assign]
    try:
        return index.search(query, k, allowed)
    finally:
        index._unfiltered = shortcut  # type: ignore[method-assign]


def same(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> bool:
    return a[0].tolist() == b[0].tolist() and a[1].tobytes() == b[1].tobytes() \
        and a[0].dtype == b[0].dtype and a[1].dtype == b[1].dtype


@pytest.mark.parametrize("tail", [0, 90])
def test_unfiltered_lists_give_the_general_paths_rows_and_scores(small_limits: None,
                                                                 tail: int) -> None:
    n = 2400
    data = vectors_with_twins(n + tail)
    index = VectorIndex()
    index.set(np.arange(n), data[:n].astype(np.float16), n + tail)
    if tail:  # rows indexed after the lists were built wait in the tail
        index.set(np.arange(n, n + tail), data[n:], n + tail)
        assert index.tail_live() == tail
    allowed = np.ones(n + tail, dtype=bool)
    assert index._unfiltered(index.lists, allowed)
    rng = np.random.default_rng(7)
    for trial in range(120):
        query = data[rng.integers(n + tail)] if trial % 2 else normalize_rows(
            rng.normal(size=(1, data.shape[1])))[0].astype(np.float32)
        for k in (1, 10, 100, 5000):  # 5000: more than the lists probed hold
            fast = index.search(query, k, allowed)
            assert same(fast, general(index, query, k, allowed)), (trial, k)


def test_a_filter_or_a_removed_row_takes_the_general_path(small_limits: None) -> None:
    data = vectors_with_twins(2000)
    index = VectorIndex()
    index.set(np.arange(2000), data.astype(np.float16), 2000)
    allowed = np.ones(2000, dtype=bool)
    assert index._unfiltered(index.lists, allowed)
    allowed[5] = False
    assert not index._unfiltered(index.lists, allowed)
    assert 5 not in index.search(data[5], 50, allowed)[0].tolist()
    allowed[5] = True
    index.remove(np.array([9]))
    assert not index._unfiltered(index.lists, allowed)
    assert 9 not in index.search(data[9], 50, allowed)[0].tolist()
    # rows past the store's end or without a vector do not stop the shortcut
    index2 = VectorIndex()
    index2.set(np.arange(1500), data[:1500].astype(np.float16), 2000)
    assert index2._unfiltered(index2.lists, np.ones(2000, dtype=bool))


def test_flat_scan_of_every_row_is_the_filtered_scans_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    data = vectors_with_twins(300)
    index = VectorIndex()
    index.set(np.arange(300), data, 300)
    rng = np.random.default_rng(2)
    for trial in range(200):
        query = data[rng.integers(300)]
        every = np.ones(int(rng.integers(1, 301)), dtype=bool)
        k = int(rng.integers(1, 400))
        assert vectors._every(every, len(index.matrix))
        fast = index.search(query, k, every)
        with monkeypatch.context() as patch:  # the general path, same rows, same products
            patch.setattr(vectors, "_every", lambda allowed, size: False)
            expected = index.search(query, k, every)
        assert fast[0].tolist() == expected[0].tolist(), trial
        assert fast[1].tobytes() == expected[1].tobytes(), trial


def test_scores_for_sorted_rows_are_the_unsorted_rows_scores() -> None:
    rng = np.random.default_rng(4)
    words = [f"w{i}" for i in range(40)]
    index = LexicalIndex(k1=0.9, b=0.4)
    n = 600
    index.add(list(range(n)), [list(rng.choice(words, size=int(rng.integers(1, 12))))
                               for _ in range(n)])
    index.remove([3, 17, 250])
    index.add([17, 601], [["w1", "w2"], ["w3"]])  # a re-indexed row: a later document
    for _ in range(300):
        query = list(rng.choice(words, size=int(rng.integers(1, 6))))
        rows = np.unique(rng.integers(-2, 610, size=int(rng.integers(1, 200))))
        fast = index.scores_for(query, rows)
        shuffled = rng.permutation(len(rows))  # unsorted: the np.unique path
        slow = index.scores_for(query, rows[shuffled])
        assert fast[shuffled].tobytes() == slow.tobytes()


def test_background_median_is_numpys() -> None:
    rng = np.random.default_rng(5)
    for i in range(3000):
        values = rng.normal(size=int(rng.integers(1, 300)))
        if i % 3 == 0:
            values = values.astype(np.float32)
        if i % 5 == 0:
            values = np.round(values, 1)  # equal middles
        if i % 11 == 0:
            values[int(rng.integers(len(values)))] = np.nan
        ours, numpys = _median(values), float(np.median(values))
        assert ours == numpys or (np.isnan(ours) and np.isnan(numpys))


def test_pruned_searchs_candidates_are_np_uniques() -> None:
    from ebbing.index.pruning import _union

    rng = np.random.default_rng(6)
    for _ in range(2000):
        size = int(rng.integers(1, 3000))
        postings = [np.unique(rng.integers(0, size, size=int(rng.integers(0, 400)))).astype(
            np.int32) for _ in range(int(rng.integers(1, 5)))]
        ours = _union(postings, size)
        assert ours.dtype == np.int32
        assert ours.tolist() == np.unique(np.concatenate(postings)).tolist()


@pytest.mark.parametrize("n", [300, 2400])
def test_kept_scores_are_scores_and_follow_changes(small_limits: None, n: int) -> None:
    """The background sample's vectors, gathered once (`scores_kept`), give `scores`' bits,
    flat (300) and in IVF lists with a tail (2400), and follow a re-embedded or removed row."""
    data = vectors_with_twins(n + 50)
    index = VectorIndex()
    index.set(np.arange(n), data[:n].astype(np.float16) if n > 400 else data[:n], n + 50)
    index.set(np.arange(n, n + 40), data[n:n + 40], n + 50)  # the tail (IVF)
    rows = np.linspace(0, n + 45, 64).astype(np.int64)  # some with no vector
    rng = np.random.default_rng(9)
    for step in range(30):
        query = data[rng.integers(n)]
        assert index.scores_kept(query, rows).tobytes() == index.scores(query, rows).tobytes()
        if step % 10 == 9:
            changed = rows[int(rng.integers(len(rows)))]
            index.set(np.array([changed]), data[n + 45:n + 46], n + 50)
            index.remove(np.array([rows[3]]))
    assert index.scores_kept(query, rows)[3] == 0.0


@pytest.mark.parametrize("seed", range(8))
def test_best_positions_are_argpartitions(seed: int) -> None:
    """ivf.best_positions picks argpartition's positions (as a set) over random scores, many
    equal ones (across the k-th place too), a NaN, fewer scores than k, k of 1."""
    rng = np.random.default_rng(seed)
    for _ in range(300):
        n = int(rng.integers(1, 3000))
        k = int(rng.choice([1, 5, 100, 150]))
        sims = rng.normal(size=n).astype(np.float32)
        if rng.random() < 0.4:  # few distinct values: ties everywhere
            sims = np.round(sims, int(rng.integers(0, 3))).astype(np.float32)
        if rng.random() < 0.2:  # twins at the top
            sims[rng.integers(n, size=min(n, 20))] = sims.max()
        if rng.random() < 0.05:
            sims[rng.integers(n)] = np.nan
        got = ivf.best_positions(sims, k)
        want = np.argpartition(-sims, k - 1)[:k] if n > k else np.arange(n)
        assert got.dtype == np.int64
        assert sorted(got.tolist()) == sorted(want.tolist())
