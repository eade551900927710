"""episode_coverage (core/ranking.py) finds each term's episodes by a lookup table instead of a
binary search per posting: the same coverage, bit for bit, as its first version (kept here),
over thousands of random cases, negative episode numbers (the fallback) included. And the
word index's `term_postings`, kept per term until the index changes, is what it was before
the change and after it."""

from __future__ import annotations

import numpy as np

from ebbing.core.ranking import episode_coverage
from ebbing.index.lexical import LexicalIndex


def first_version(postings: list[tuple[np.ndarray, float]], episode: np.ndarray,
                  rows: np.ndarray) -> np.ndarray:
    if len(rows) == 0:
        return np.zeros(0)
    wanted = np.unique(episode[rows])
    score = np.zeros(len(wanted))
    for term_rows, idf in postings:
        found = episode[term_rows]
        at = np.minimum(np.searchsorted(wanted, found), len(wanted) - 1)
        mine = wanted[at] == found
        count = np.bincount(at[mine], minlength=len(wanted)).astype(np.float64)
        score += idf * count / (count + 0.5)
    best = score.max()
    if best <= 0:
        return np.zeros(len(rows))
    result: np.ndarray = (score / best)[np.searchsorted(wanted, episode[rows])]
    return result


def test_coverage_is_the_first_versions_bit_for_bit() -> None:
    rng = np.random.default_rng(11)
    for trial in range(3000):
        n = int(rng.integers(1, 400))
        episode = np.sort(rng.integers(0, max(1, n // int(rng.integers(1, 8))), size=n))
        if trial % 10 == 0:
            episode = episode - int(rng.integers(0, 5))  # negative numbers: the fallback
        rows = np.unique(rng.integers(0, n, size=int(rng.integers(0, 60))))
        postings = [(np.unique(rng.integers(0, n, size=int(rng.integers(0, 80)))),
                     float(rng.uniform(0.1, 5))) for _ in range(int(rng.integers(0, 6)))]
        ours, first = episode_coverage(postings, episode, rows), first_version(
            postings, episode, rows)
        assert ours.tobytes() == first.tobytes(), trial


def test_term_postings_follow_the_index_and_cannot_be_changed_by_a_caller() -> None:
    index = LexicalIndex()
    index.add([0, 1, 2, 5], [["tea", "cup"], ["tea"], ["cup"], ["tea", "pot"]])
    first = index.term_postings(["tea", "cup", "none"])
    assert [(r.tolist(), round(i, 6)) for r, i in first] == [
        ([0, 1, 5], round(float(np.log(1 + 1.5 / 3.5)), 6)),
        ([0, 2], round(float(np.log(1 + 2.5 / 2.5)), 6))]
    assert index.term_postings(["tea"])[0][0] is first[0][0]  # kept while nothing changed
    assert not first[0][0].flags.writeable
    index.remove([1])
    assert index.term_postings(["tea"])[0][0].tolist() == [0, 5]
    index.add([7], [["tea"]])
    assert index.term_postings(["tea"])[0][0].tolist() == [0, 5, 7]
    index.remove([0, 5, 7])
    assert index.term_postings(["tea", "cup"])[0][0].tolist() == [2]
