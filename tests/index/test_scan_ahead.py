"""A search's vector scan computed ahead (outside the agent's turn, index/vectors.py
`similarities_ahead`) gives the very results of scanning in the search, and is never used
once the index changed in between."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ebbing.index import vectors
from ebbing.index.vectors import VectorIndex, forget_ahead


def unit(rows: int, seed: int) -> npt.NDArray[np.float32]:
    v = np.random.default_rng(seed).standard_normal((rows, 24)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def index_of(n: int) -> VectorIndex:
    index = VectorIndex()
    index.set(np.arange(n), unit(n, 1), n)
    return index


def test_a_scan_ahead_is_used_once_and_gives_the_same_results() -> None:
    index, query = index_of(500), unit(1, 2)[0]
    allowed = np.ones(500, dtype=np.bool_)
    allowed[::7] = False
    plain = index.search(query, 20, allowed)
    index.similarities_ahead(query, 500)
    assert vectors._ahead.value is not None
    ahead = index.search(query, 20, allowed)
    assert vectors._ahead.value is None  # taken
    assert np.array_equal(plain[0], ahead[0]) and np.array_equal(plain[1], ahead[1])


def test_a_scan_ahead_is_dropped_when_the_index_changed() -> None:
    index, query = index_of(500), unit(1, 2)[0]
    allowed = np.ones(500, dtype=np.bool_)
    index.similarities_ahead(query, 500)
    index.set(np.array([42]), query[None, :], 500)  # row 42 becomes the query itself
    rows, sims = index.search(query, 3, allowed)
    assert rows[0] == 42 and sims[0] > 0.999  # scanned again: the stale scan would miss it

    index.similarities_ahead(query, 500)
    index.remove(np.array([42]))
    assert 42 not in index.search(query, 3, allowed)[0].tolist()

    index.similarities_ahead(query, 500)  # another size (rows added since): scanned again
    bigger = np.ones(501, dtype=np.bool_)
    index.set(np.array([500]), query[None, :], 501)
    assert index.search(query, 1, bigger)[0].tolist() == [500]

    other = unit(1, 9)[0]  # another query's scan is not this one's
    index.similarities_ahead(other, 501)
    assert index.search(query, 1, bigger)[0].tolist() == [500]
    forget_ahead()
