"""Pruned top-k search (MaxScore) gives exactly the rows and scores of the full evaluation."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ebbing.index.lexical import LexicalIndex


def zipf_corpus(n: int, vocab: int = 2000, seed: int = 3) -> list[list[str]]:
    rng = np.random.default_rng(seed)
    weights = 1.0 / (np.arange(vocab) + 2.7)
    weights /= weights.sum()
    lengths = rng.integers(3, 21, size=n)
    ids = rng.choice(vocab, size=int(lengths.sum()), p=weights)
    words = [f"w{i}" for i in ids.tolist()]
    ends = np.cumsum(lengths).tolist()
    return [words[s:e] for s, e in zip([0, *ends[:-1]], ends, strict=True)]


def full(index: LexicalIndex, query: list[str], k: int,
         allowed: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The unpruned evaluation, as search did before pruning."""
    saved = index._search_pruned
    index._search_pruned = lambda *args: None  # type: ignore[method-assign]
    try:
        return index.search(query, k, allowed=allowed)
    finally:
        index._search_pruned = saved  # type: ignore[method-assign]


QUERIES = [["w0", "w1", "w1500"], ["w0", "w900"], ["w2", "w5", "w40", "w1999"], ["w0", "w1"],
           ["w3", "w3", "w77"], ["w10", "w11", "w12", "w13"], ["w0", "w300", "nope"]]


@pytest.fixture(scope="module")
def corpus() -> list[list[str]]:
    return zipf_corpus(6000)


def assert_same(index: LexicalIndex, query: list[str], k: int,
                allowed: np.ndarray | None = None) -> None:
    got_rows, got_scores = index.search(query, k, allowed=allowed)
    want_rows, want_scores = full(index, query, k, allowed)
    np.testing.assert_array_equal(got_rows, want_rows)
    np.testing.assert_array_equal(got_scores, want_scores)


def test_pruning_is_used_and_changes_nothing(corpus: list[list[str]]) -> None:
    index = LexicalIndex()
    index.add(range(len(corpus)), corpus)
    used = 0
    for query in QUERIES:
        for k in (1, 10, 100):
            used += index._search_pruned(query, k, None) is not None
            assert_same(index, query, k)
    assert used >= 6  # common terms with a rarer one: pruning proves its result


def test_pruning_respects_allowed_and_removed_rows(corpus: list[list[str]]) -> None:
    index = LexicalIndex()
    index.add(range(len(corpus)), corpus)
    index.remove(range(0, 6000, 7))
    index.add(range(1, 600, 5), [["w0", "w1500", "w1500"]] * 120)  # edits: dead postings
    rng = np.random.default_rng(1)
    for density in (0.9, 0.3, 0.01):
        allowed = rng.random(5000) < density  # rows past 5000: not allowed
        for query in QUERIES:
            for k in (5, 100):
                assert_same(index, query, k, allowed)
    for query in QUERIES:
        assert_same(index, query, 50)


def test_bounds_survive_save_load_and_compact(tmp_path: Path, corpus: list[list[str]]) -> None:
    index = LexicalIndex()
    index.add(range(3000), corpus[:3000])
    for start in range(3000, 6000, 500):
        index.add(range(start, start + 500), corpus[start:start + 500])
    index.remove(range(100, 200))
    index.save(tmp_path / "lexical.npz")
    loaded = LexicalIndex.load(tmp_path / "lexical.npz")
    index.compact()
    for candidate in (index, loaded):
        assert candidate._max_tf[: len(candidate._vocab)].max() >= 2
        for query in QUERIES:
            assert_same(candidate, query, 20)
            np.testing.assert_array_equal(candidate.search(query, 20)[0],
                                          loaded.search(query, 20)[0])


def test_a_long_document_with_a_high_tf_is_not_pruned_away() -> None:
    # "w0" is everywhere; one document repeats it many times in few words, so its bound must
    # come from that document's tf and length, not from the typical one
    docs = [["w0", "rare"] + ["filler"] * 8 for _ in range(40)]
    docs += [["w0", "other"] + ["filler"] * 8 for _ in range(3000)]
    docs.append(["w0"] * 30)
    index = LexicalIndex()
    index.add(range(len(docs)), docs)
    for k in (1, 40, 41, 45):
        assert_same(index, ["rare", "w0"], k)
    assert len(docs) - 1 in index.search(["rare", "w0"], 41)[0].tolist()
