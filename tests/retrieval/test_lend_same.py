"""`lend_context` (core/ranking.py) and `word_match` (retrieval/floor.py) rewritten as array
operations give, bit for bit, what their first versions (kept here) gave, over many random
candidate sets (issue 25: search at 100k, the ranking's CPU per call)."""

from __future__ import annotations

import math

import numpy as np

from ebbing.core.ranking import RankParams, lend_context
from ebbing.retrieval.floor import word_match


def first_lend(rows: np.ndarray, relevance: np.ndarray, episode: np.ndarray,
               weight: float) -> np.ndarray:
    value = dict(zip(rows.tolist(), relevance.tolist(), strict=True))
    lent = np.zeros(len(rows))
    for i, row in enumerate(rows.tolist()):
        for other in (row - 1, row + 1):
            if other in value and 0 <= other < len(episode) and episode[other] == episode[row]:
                lent[i] += value[other]
    result: np.ndarray = (relevance + weight * lent) / (1.0 + 2.0 * weight)
    return result


def first_word_match(postings: list[tuple[np.ndarray, float]], missing: int, n_docs: int,
                     rows: np.ndarray) -> np.ndarray:
    unseen = math.log(1.0 + (n_docs + 0.5) / 0.5) if n_docs else 1.0
    total = sum(idf for _, idf in postings) + missing * unseen
    held = np.zeros(len(rows))
    if total <= 0 or len(rows) == 0:
        return held
    for term_rows, idf in postings:
        held += idf * np.isin(rows, term_rows)
    result: np.ndarray = held / total
    return result


def test_lend_context_as_the_first_version() -> None:
    rng = np.random.default_rng(30)
    params = RankParams()
    for trial in range(2000):
        n = int(rng.integers(1, 80))
        episode = np.sort(rng.integers(-1, max(2, n // int(rng.integers(1, 8))), n))
        count = int(rng.integers(0, n + 1))
        rows = np.sort(rng.choice(n, size=count, replace=False)).astype(np.int64)
        if trial % 5 == 0:  # not sorted: read one at a time, as before
            rng.shuffle(rows)
        relevance = rng.random(count)
        got = lend_context(rows, relevance, episode, params)
        expected = first_lend(rows, relevance, episode, params.context_weight)
        assert np.array_equal(got, expected), (trial, rows, episode)


def test_word_match_as_the_first_version() -> None:
    rng = np.random.default_rng(31)
    for trial in range(2000):
        n = int(rng.integers(1, 300))
        rows = np.sort(rng.choice(n, size=int(rng.integers(0, n + 1)), replace=False))
        postings = [(rng.choice(n, size=int(rng.integers(1, n + 1)), replace=False).astype(
            np.int64), float(rng.random() * 5)) for _ in range(int(rng.integers(0, 5)))]
        missing = int(rng.integers(0, 3))
        got = word_match(postings, missing, n, rows.astype(np.int64))
        expected = first_word_match(postings, missing, n, rows.astype(np.int64))
        assert np.array_equal(got, expected), trial
