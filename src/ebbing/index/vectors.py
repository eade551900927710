"""VectorIndex: the content vectors of a store's rows, searched by cosine similarity (dot
products of unit vectors).

Up to EXACT_MAX vectors it is a row-ordered float32 matrix searched by brute force, exactly as
a plain scan (small stores, LoCoMo's agents: the same results as before any index). Past that
the vectors move into an IVF index (ivf.py: k-means lists). Rows indexed after the
lists were built wait in a small float32 "tail" that every query scans exactly; past TAIL_MAX
they are merged into the lists (nearest centroid), and once the index has grown RETRAIN_GROWTH
times since the centroids were trained, the lists are trained again.

A query reads the nearest lists until it has `k` allowed vectors; when few rows are allowed
(a filter) the allowed rows are scored exactly instead. `exact = True` scores everything
(the benchmark compares the two).
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.index.blas import one_thread
from ebbing.index.ivf import F32, I64, Lists, best_positions, list_count, probe_count, train

EXACT_MAX = 32_768
TAIL_MAX = 16_384
RETRAIN_GROWTH = 2.0
NONE, TAIL = -1, -2  # `where` codes: no vector; in the tail (at TAIL - where)
Mask = npt.NDArray[np.bool_]
_ahead = threading.local()  # this thread's similarities computed ahead (`similarities_ahead`)


def _grow(array: npt.NDArray[Any], size: int, fill: Any) -> npt.NDArray[Any]:
    if size <= len(array):
        return array
    grown = np.full((max(size, 2 * len(array), 1024), *array.shape[1:]), fill, dtype=array.dtype)
    grown[: len(array)] = array
    return grown


def _fit(allowed: Mask, size: int) -> Mask:
    """`allowed` cut or padded (with False) to `size` rows."""
    if len(allowed) >= size:
        return allowed[:size]
    return np.concatenate((allowed, np.zeros(size - len(allowed), dtype=np.bool_)))


def _multiply(query: F32, size: int, blocks: list[tuple[Mask, F32]]) -> npt.NDArray[np.float64]:
    out = np.zeros(size)
    for where, block in blocks:
        out[where] = block @ query
    return out


def _every(allowed: Mask, size: int) -> bool:
    """Whether a flat search needs no choice of rows: all allowed, none past the matrix."""
    return len(allowed) <= size and bool(allowed.all())


def _best(rows: I64, sims: F32, k: int) -> tuple[I64, F32]:
    """The `k` best, highest similarity first, ties by the lower row."""
    if len(rows) > k:
        top = np.argpartition(-sims, k - 1)[:k]
        rows, sims = rows[top], sims[top]
    order = np.lexsort((rows, -sims))
    return rows[order].astype(np.int64), sims[order]


def _best_listed(lists: Lists, query: F32, nprobe: int, rows_t: I64, sims_t: F32,
                 k: int) -> tuple[I64, F32]:
    """`_best` of the nearest lists' vectors (all allowed) and the tail's: the same scores in
    the same order as the filtered path gives them, so the same `k` (ties alike), but only the
    chosen positions are mapped to rows."""
    while True:  # as the filtered path: more lists until `k` vectors are found
        spans = lists.positions(query, nprobe)
        if sum(e - s for s, e in spans) + len(rows_t) >= k or nprobe >= lists.nlist:
            break
        nprobe *= 4
    if len(spans) == 0:
        return _best(rows_t, sims_t, k)
    sims = np.concatenate((lists.scan_scores(query, spans), sims_t))
    listed = len(sims) - len(sims_t)
    top = best_positions(sims, k)  # argpartition's k (ivf.py)
    lengths = np.array([e - s for s, e in spans], dtype=np.int64)
    ends = np.cumsum(lengths)
    inside = top < listed
    span = np.searchsorted(ends, top[inside], side="right")
    starts = np.array([s for s, _ in spans], dtype=np.int64)
    rows = np.empty(len(top), dtype=np.int64)
    rows[inside] = lists.rows[starts[span] + top[inside] - (ends[span] - lengths[span])]
    rows[~inside] = rows_t[top[~inside] - listed]
    chosen = sims[top]
    order = np.lexsort((rows, -chosen))
    return rows[order], chosen[order]


class VectorIndex:
    def __init__(self, dim: int | None = None) -> None:
        self.dim = dim
        self.matrix: F32 | None = None  # flat mode: vectors by row (zeros where none)
        self.version = 0  # moved on before and after every change (`similarities_ahead`)
        self.lists: Lists | None = None  # IVF mode
        self.where = np.zeros(0, dtype=np.int64)  # per row: list position, NONE or a tail code
        self.tail_rows = np.zeros(0, dtype=np.int64)  # IVF mode: vectors not in the lists
        self.tail = np.zeros((0, dim or 0), dtype=np.float32)
        self.tail_size = 0
        self.exact = False
        self._listed: tuple[Lists, int, Mask] | None = None  # (lists, size, rows in them)
        self._kept: tuple[Any, ...] | None = None  # `scores_kept`'s rows and their vectors

    def __len__(self) -> int:
        """How many rows have a vector."""
        return int(np.count_nonzero(self.where != NONE))

    @property
    def empty(self) -> bool:  # nothing was ever set (cheaper than len() == 0)
        return self.matrix is None and self.lists is None

    def info(self) -> dict[str, Any]:
        if self.lists is None:
            return {"kind": "exact", "vectors": len(self)}
        return {"kind": "ivf", "vectors": len(self), "lists": self.lists.nlist,
                "probe": probe_count(self.lists.nlist), "tail": self.tail_live()}

    def tail_live(self) -> int:
        return int(np.count_nonzero(self.where <= TAIL))

    # -- changing ---------------------------------------------------------------------------
    def set(self, rows: I64, vectors: npt.NDArray[Any], size: int) -> None:
        """Give rows (distinct) new unit vectors (float32, or float16 for many); `size` is how
        many rows the store has."""
        rows = np.asarray(rows, dtype=np.int64)
        if len(rows) == 0:
            return
        self.version += 1
        try:
            self._set(rows, vectors, size)
        finally:
            self.version += 1

    def _set(self, rows: I64, vectors: npt.NDArray[Any], size: int) -> None:
        self.dim = vectors.shape[1]
        self.where = _grow(self.where, max(size, int(rows.max()) + 1), NONE)
        self.remove(rows)
        if self.lists is None and len(self) + len(rows) > EXACT_MAX:
            _, _, old_rows, old_vectors = self._live_rows()
            self._build(np.concatenate((old_rows, rows)),
                        np.concatenate((old_vectors.astype(np.float16),
                                        vectors.astype(np.float16, copy=False))))
        elif self.lists is None:
            if self.matrix is None:
                self.matrix = np.zeros((max(size, 1024), self.dim), dtype=np.float32)
            elif len(self.matrix) < size:
                grown = np.zeros((max(size, 2 * len(self.matrix)), self.dim), dtype=np.float32)
                grown[: len(self.matrix)] = self.matrix
                self.matrix = grown
            self.matrix[rows] = vectors
            self.where[rows] = rows  # any code but NONE
        elif len(rows) > TAIL_MAX:  # many at once: straight into the lists
            self._merge(rows, vectors)
        else:
            start = self.tail_size
            self.tail_size += len(rows)
            self.tail_rows = _grow(self.tail_rows, self.tail_size, NONE)
            self.tail = _grow(self.tail, self.tail_size, 0.0)
            self.tail_rows[start:self.tail_size] = rows
            self.tail[start:self.tail_size] = vectors
            self.where[rows] = TAIL - np.arange(start, self.tail_size)
            if self.tail_live() > TAIL_MAX:
                self._merge(np.zeros(0, dtype=np.int64), np.zeros((0, self.dim), np.float32))

    def remove(self, rows: I64) -> None:
        self.version += 1
        try:
            self._remove(rows)
        finally:
            self.version += 1

    def _remove(self, rows: I64) -> None:
        rows = np.asarray(rows, dtype=np.int64)
        rows = rows[(rows >= 0) & (rows < len(self.where))]
        at = self.where[rows]
        if self.lists is not None:
            self.lists.alive[at[at >= 0]] = False
        elif self.matrix is not None:
            self.matrix[rows[at != NONE]] = 0.0
        self.where[rows] = NONE

    def _live_rows(self) -> tuple[I64, F32 | npt.NDArray[np.float16], I64, F32]:
        """(rows in the lists, their vectors) and (rows in the tail, their vectors)."""
        if self.lists is None:
            rows = np.flatnonzero(self.where != NONE)
            matrix = np.zeros((0, self.dim or 0), np.float32) if self.matrix is None \
                else self.matrix
            return np.zeros(0, np.int64), np.zeros((0, self.dim or 0), np.float16), \
                rows, matrix[rows]
        keep = np.flatnonzero(self.lists.alive)
        tail_at = TAIL - self.where[self.where <= TAIL]
        return (self.lists.rows[keep], self.lists.vectors[keep], self.tail_rows[tail_at],
                self.tail[tail_at])

    def _build(self, rows: I64, vectors: npt.NDArray[Any]) -> None:
        """Train new lists on these vectors (all there are) and put them in."""
        centroids = train(vectors, list_count(len(rows)))
        self._install(Lists.build(rows, vectors, centroids, len(rows)))

    def _merge(self, rows: I64, vectors: npt.NDArray[Any]) -> None:
        """Move the tail and `rows` into the lists; train them again if the index grew."""
        assert self.lists is not None
        list_rows, list_vectors, tail_rows, tail_vectors = self._live_rows()
        rows = np.concatenate((tail_rows, rows))
        vectors = np.concatenate((tail_vectors.astype(np.float16),
                                  vectors.astype(np.float16, copy=False)))
        if len(list_rows) + len(rows) > RETRAIN_GROWTH * self.lists.trained_on:
            self._build(np.concatenate((list_rows, rows)),
                        np.concatenate((list_vectors, vectors)))
        else:
            self._install(self.lists.merged(rows, vectors))

    def _install(self, lists: Lists) -> None:
        self.lists, self.matrix = lists, None
        self.where[:] = NONE
        self.where[lists.rows] = np.arange(len(lists.rows))
        self.tail_rows = np.zeros(0, dtype=np.int64)
        self.tail = np.zeros((0, lists.centroids.shape[1]), dtype=np.float32)
        self.tail_size = 0

    # -- searching --------------------------------------------------------------------------
    def search(self, query: F32, k: int, allowed: Mask) -> tuple[I64, F32]:
        """The `k` rows most similar to the unit vector `query` among allowed rows, best
        first, with their similarities."""
        with one_thread():
            return self._search(query, k, allowed)

    def _search(self, query: F32, k: int, allowed: Mask) -> tuple[I64, F32]:
        if self.lists is None:
            return self._search_flat(query, k, allowed)
        allowed = _fit(allowed, len(self.where))
        if self.exact or np.count_nonzero(allowed) <= EXACT_MAX:
            return self._search_rows(query, k, allowed)
        lists = self.lists
        tail_rows = self.tail_rows[: self.tail_size]
        tail_ok = allowed[tail_rows] & (self.where[tail_rows] == TAIL - np.arange(len(tail_rows)))
        rows_t, sims_t = tail_rows[tail_ok], self.tail[: self.tail_size][tail_ok] @ query
        nprobe = probe_count(lists.nlist)
        if self._unfiltered(lists, allowed):  # nothing to leave out: no row of the lists read
            return _best_listed(lists, query, nprobe, rows_t, sims_t, k)
        while True:
            positions, sims = lists.scan(query, lists.positions(query, nprobe))
            rows = lists.rows[positions]
            ok = lists.alive[positions] & allowed[rows]
            if np.count_nonzero(ok) + len(rows_t) >= k or nprobe >= lists.nlist:
                break
            nprobe *= 4
        return _best(np.concatenate((rows[ok], rows_t)), np.concatenate((sims[ok], sims_t)), k)

    def _unfiltered(self, lists: Lists, allowed: Mask) -> bool:
        """Whether every vector in the lists is alive and allowed (no filter, nothing removed
        or re-embedded since they were built): the scan's scores then need no row read."""
        if not lists.alive.all():
            return False
        listed = self._listed  # read once: another thread's search may replace it
        if listed is None or listed[0] is not lists or listed[1] != len(self.where):
            listed = self._listed = (lists, len(self.where), self.where >= 0)
        return bool(np.all(allowed | ~listed[2]))

    def similarities_ahead(self, query: F32, size: int) -> None:
        """This thread's next flat search of `query` over `size` rows, started now: its scan
        (the product of the first `size` rows with `query`, the largest part of a search of
        10,000 vectors) is computed here, outside the lock the caller searches under, while
        another thread may hold it. The search uses it only when the index did not change in
        between (same `version`, matrix and size, the same query); else it scans again. A
        changing index may give a torn product here: the version tells, and it is dropped.
        The result is the same product either way (one BLAS thread, same rows, same order)."""
        matrix, version = self.matrix, self.version
        _ahead.value = None
        if matrix is None or self.lists is not None:
            return
        with one_thread():
            sims = matrix[:size] @ query
        _ahead.value = (self, version, matrix, size, query.tobytes(), sims)

    def _taken(self, query: F32, size: int) -> F32 | None:
        """The similarities computed ahead for this search, if they still hold (once)."""
        ahead = getattr(_ahead, "value", None)
        _ahead.value = None
        if ahead is None:
            return None
        index, version, matrix, rows, key, sims = ahead
        if (index is self and version == self.version and matrix is self.matrix
                and rows == size and key == query.tobytes()):
            found: F32 = sims
            return found
        return None

    def _search_flat(self, query: F32, k: int, allowed: Mask) -> tuple[I64, F32]:
        """Brute force over the allowed rows, as the search engine always did."""
        if self.matrix is None:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        every = _every(allowed, len(self.matrix))
        candidates = (np.arange(len(allowed)) if every
                      else np.flatnonzero(allowed[: len(self.matrix)]))
        if len(candidates) == 0:
            return candidates.astype(np.int64), np.zeros(0, dtype=np.float32)
        scanned = self._taken(query, len(allowed))
        if scanned is None:
            scanned = self.matrix[: len(allowed)] @ query
        sims = scanned if every else scanned[candidates]  # every row: the same array
        k = min(k, len(candidates))
        top = np.argpartition(-sims, k - 1)[:k]
        top = top[np.argsort(-sims[top], kind="stable")]
        return candidates[top].astype(np.int64), sims[top]

    def _search_rows(self, query: F32, k: int, allowed: Mask) -> tuple[I64, F32]:
        """Exact scores of every allowed row with a vector."""
        assert self.lists is not None
        where = self.where
        if np.count_nonzero(allowed) > EXACT_MAX:  # all of the lists, read in order
            sims = self.lists.scores_all(query)
            ok = self.lists.alive & allowed[self.lists.rows]
            rows, sims = self.lists.rows[ok], sims[ok]
        else:
            rows = np.flatnonzero(allowed & (where >= 0))
            sims = self.lists.vectors[where[rows]] @ query
        tail = np.flatnonzero(allowed & (where <= TAIL))
        tail_sims = self.tail[TAIL - where[tail]] @ query
        return _best(np.concatenate((rows, tail)), np.concatenate((sims, tail_sims)), k)

    def scores(self, query: F32, rows: I64) -> npt.NDArray[np.float64]:
        """Cosine similarity of the given rows to the unit vector `query` (0 without one)."""
        rows = np.asarray(rows, dtype=np.int64)
        return _multiply(query, len(rows), self.blocks(rows))

    def scores_kept(self, query: F32, rows: I64) -> npt.NDArray[np.float64]:
        """`scores` of rows asked for again and again (the same array: the engine's background
        sample): their vectors are gathered once while the index does not change, and
        multiplied as `scores` multiplies them (the same blocks, the same products)."""
        kept = self._kept
        if kept is None or kept[0] is not rows or kept[1] != self.version \
                or kept[2] is not self.matrix or kept[3] is not self.lists:
            kept = self._kept = (rows, self.version, self.matrix, self.lists,
                                 self.blocks(np.asarray(rows, dtype=np.int64)))
        return _multiply(query, len(rows), kept[4])

    def blocks(self, rows: I64) -> list[tuple[Mask, F32]]:
        """Which of `rows` have a vector where, and those vectors gathered (a block each)."""
        if self.matrix is not None and self.lists is None:
            inside = rows < len(self.matrix)
            return [(inside, self.matrix[rows[inside]])]
        if self.lists is None:
            return []
        where = np.where(rows < len(self.where), self.where[np.minimum(rows, len(self.where) - 1)],
                         NONE)
        listed, tailed = where >= 0, where <= TAIL
        return [(listed, self.lists.vectors[where[listed]]),
                (tailed, self.tail[TAIL - where[tailed]])]

    # -- saving -----------------------------------------------------------------------------
    def arrays(self) -> dict[str, npt.NDArray[Any]]:
        """What `restore` needs besides the lists (saved apart, see `Lists.arrays`): the
        vectors outside the lists and which list entries are still alive."""
        _, _, tail_rows, tail_vectors = self._live_rows()
        out: dict[str, npt.NDArray[Any]] = {
            "dim": np.array([self.dim or 0], dtype=np.int64),
            "size": np.array([len(self.where)], dtype=np.int64),
            "tail_rows": tail_rows, "tail": tail_vectors,
        }
        if self.lists is not None:
            out["alive"] = self.lists.alive
        return out

    @classmethod
    def restore(cls, a: dict[str, npt.NDArray[Any]], lists: Lists | None) -> VectorIndex:
        """The index saved as `arrays()` (and `lists`); ValueError if they do not fit."""
        dim, size = int(a["dim"][0]), int(a["size"][0])
        index = cls(dim or None)
        index.where = np.full(size, NONE, dtype=np.int64)
        tail_rows, tail = a["tail_rows"].astype(np.int64), a["tail"].astype(np.float32)
        if tail.ndim != 2 or len(tail) != len(tail_rows) or (len(tail) and tail.shape[1] != dim):
            raise ValueError("vector index: tail of the wrong shape")
        if ("alive" in a) != (lists is not None):
            raise ValueError("vector index: lists missing or unexpected")
        if lists is not None:
            if len(a["alive"]) != len(lists) or lists.centroids.shape[1] != dim \
                    or (len(lists) and int(lists.rows.max()) >= size):
                raise ValueError("vector index: lists do not match")
            index._install(lists)
            lists.alive = a["alive"].astype(np.bool_)
            index.where[lists.rows[~lists.alive]] = NONE
        if len(tail_rows) and int(tail_rows.max()) >= size:
            raise ValueError("vector index: rows out of range")
        index.set(tail_rows, tail, size)
        return index


def forget_ahead() -> None:
    """Drop what this thread computed ahead and did not use."""
    _ahead.value = None
