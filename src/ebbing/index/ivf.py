"""An inverted-file (IVF) index of unit vectors in plain numpy: k-means lists, exact scans.

Training: spherical k-means (Lloyd's iterations on dot products) over a sample of the vectors
gives `nlist` centroids, about the square root of the number of vectors. Every vector goes to
the list of its nearest centroid; a list's vectors are stored together with their rows, in
float32 in memory (numpy converts float16 to float32 several times slower than it multiplies
float32, so scanning float16 lists cost more than the rest of a search) and in float16 on disk.

A query is compared with the centroids, the `nprobe` nearest lists are read and their vectors
scored exactly against the query. Vectors whose row was removed
or re-embedded stay in place but are marked dead until the lists are rebuilt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.index.pair_scan import products

F32 = npt.NDArray[np.float32]
I64 = npt.NDArray[np.int64]

SAMPLE_PER_LIST = 40  # k-means sees this many vectors per centroid (at most)
ITERATIONS = 10
ASSIGN_BLOCK = 32_768  # vectors converted and assigned at a time
PROBE_SHARE = 1 / 12  # share of the lists a query reads
MIN_PROBE = 16
SAMPLE_STEP = 16  # best_positions reads every 16th score for its threshold


def list_count(n: int) -> int:
    return max(16, int(math.sqrt(n)))


def probe_count(nlist: int) -> int:
    return min(nlist, max(MIN_PROBE, math.ceil(nlist * PROBE_SHARE)))


def best_positions(sims: F32, k: int) -> I64:
    """The positions `np.argpartition(-sims, k - 1)[:k]` picks (in another order), found
    among the few scores above a threshold read off every SAMPLE_STEP-th score: the same set
    whenever the k best are one set (every score equal to the k-th is among them). Otherwise
    (scores tied across the k-th place, too few above the threshold, a NaN) argpartition
    itself decides, as before. Its full partition of ~20,000 scores at 100k took 155 us; this
    about 25 us."""
    if len(sims) <= k:
        return np.arange(len(sims), dtype=np.int64)
    sample = sims[::SAMPLE_STEP]
    m = min(len(sample), 2 * k // SAMPLE_STEP + 4)  # about 2.5 k scores above it
    floor = np.partition(sample, len(sample) - m)[len(sample) - m]
    cand = np.flatnonzero(sims >= floor)
    if len(cand) >= k and not np.isnan(floor):
        pick = cand[np.argpartition(-sims[cand], k - 1)[:k]]
        kth = sims[pick].min()
        if np.count_nonzero(sims == kth) == np.count_nonzero(sims[pick] == kth) \
                and not np.isnan(sims).any():
            return pick.astype(np.int64)
    return np.argpartition(-sims, k - 1)[:k].astype(np.int64)


def as_f32(block: npt.NDArray[Any]) -> F32:
    return np.asarray(block, dtype=np.float32)


def assign(vectors: npt.NDArray[Any], centroids: F32) -> npt.NDArray[np.int32]:
    """The nearest centroid (largest dot product) of each vector."""
    out = np.empty(len(vectors), dtype=np.int32)
    for start in range(0, len(vectors), ASSIGN_BLOCK):
        block = as_f32(vectors[start:start + ASSIGN_BLOCK])
        out[start:start + len(block)] = np.argmax(block @ centroids.T, axis=1)
    return out


def train(vectors: npt.NDArray[Any], nlist: int, seed: int = 0) -> F32:
    """Centroids (unit rows) of spherical k-means over a sample of `vectors`."""
    rng = np.random.default_rng(seed)
    n = len(vectors)
    size = min(n, nlist * SAMPLE_PER_LIST)
    sample = as_f32(vectors[np.sort(rng.choice(n, size=size, replace=False))])
    nlist = min(nlist, size)
    centroids = sample[rng.choice(size, size=nlist, replace=False)].copy()
    for _ in range(ITERATIONS):
        labels = np.argmax(sample @ centroids.T, axis=1)
        sums = np.zeros_like(centroids)
        np.add.at(sums, labels, sample)
        counts = np.bincount(labels, minlength=nlist)
        empty = np.flatnonzero(counts == 0)
        sums[empty] = sample[rng.choice(size, size=len(empty), replace=False)]
        norms = np.linalg.norm(sums, axis=1, keepdims=True)
        centroids = (sums / np.where(norms > 0, norms, 1.0)).astype(np.float32)
    return centroids


@dataclass
class Lists:
    """The vectors grouped by list: list i holds positions ends[i-1] (0 for i = 0) to ends[i]."""

    centroids: F32  # (nlist, dim)
    ends: I64  # (nlist,)
    vectors: F32  # (positions, dim)
    rows: I64  # (positions,) the row of each vector
    alive: npt.NDArray[np.bool_]  # (positions,) False once its row was removed or replaced
    trained_on: int  # how many vectors there were when the centroids were trained

    @property
    def nlist(self) -> int:
        return len(self.centroids)

    def __len__(self) -> int:
        return len(self.rows)

    @classmethod
    def build(cls, rows: I64, vectors: npt.NDArray[Any], centroids: F32,
              trained_on: int) -> Lists:
        labels = assign(vectors, centroids)
        order = np.argsort(labels, kind="stable")
        stored = np.empty((len(rows), centroids.shape[1]), dtype=np.float32)
        for start in range(0, len(order), ASSIGN_BLOCK):  # gathered a block at a time
            stored[start:start + ASSIGN_BLOCK] = vectors[order[start:start + ASSIGN_BLOCK]]
        ends = np.cumsum(np.bincount(labels, minlength=len(centroids))).astype(np.int64)
        return cls(centroids, ends, stored, rows[order].astype(np.int64),
                   np.ones(len(rows), dtype=np.bool_), trained_on)

    def positions(self, query: F32, nprobe: int) -> list[tuple[int, int]]:
        """The (start, end) of the `nprobe` lists nearest the query, nearest first."""
        scores = self.centroids @ query
        nprobe = min(nprobe, self.nlist)
        if nprobe < self.nlist:
            nearest = np.argpartition(-scores, nprobe - 1)[:nprobe]
        else:
            nearest = np.arange(self.nlist)
        nearest = nearest[np.argsort(-scores[nearest], kind="stable")]
        starts = np.concatenate(([0], self.ends[:-1]))
        return [(int(starts[i]), int(self.ends[i])) for i in nearest.tolist()
                if self.ends[i] > starts[i]]

    def scan(self, query: F32, spans: list[tuple[int, int]]) -> tuple[I64, F32]:
        """Positions and exact scores of the vectors in the given spans."""
        if not spans:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        positions = np.concatenate([np.arange(s, e, dtype=np.int64) for s, e in spans])
        sims = np.empty(len(positions), dtype=np.float32)
        products(self.vectors, query, spans, sims)  # each list in place: no copy of the vectors
        return positions, sims

    def scan_scores(self, query: F32, spans: list[tuple[int, int]]) -> F32:
        """`scan`'s scores alone (the same products, the same order)."""
        sims = np.empty(sum(e - s for s, e in spans), dtype=np.float32)
        products(self.vectors, query, spans, sims)  # on two threads (index/pair_scan.py)
        return sims

    def scores_all(self, query: F32) -> F32:
        """Exact scores of every stored vector (a block at a time)."""
        out = np.empty(len(self.rows), dtype=np.float32)
        for start in range(0, len(self.rows), ASSIGN_BLOCK):
            out[start:start + ASSIGN_BLOCK] = self.vectors[start:start + ASSIGN_BLOCK] @ query
        return out

    def merged(self, rows: I64, vectors: npt.NDArray[Any]) -> Lists:
        """New lists holding the live vectors here plus `vectors`, with the same centroids."""
        keep = np.flatnonzero(self.alive)
        labels = np.concatenate([np.searchsorted(self.ends, keep, side="right"),
                                 assign(vectors, self.centroids)]).astype(np.int64)
        order = np.argsort(labels, kind="stable")
        old, dim = len(keep), self.centroids.shape[1]
        stored = np.empty((len(order), dim), dtype=np.float32)
        for start in range(0, len(order), ASSIGN_BLOCK):
            part = order[start:start + ASSIGN_BLOCK]
            inside = part < old
            block = np.empty((len(part), dim), dtype=np.float32)
            block[inside] = self.vectors[keep[part[inside]]]
            block[~inside] = vectors[part[~inside] - old]
            stored[start:start + len(part)] = block
        all_rows = np.concatenate([self.rows[keep], rows.astype(np.int64)])[order]
        ends = np.cumsum(np.bincount(labels, minlength=self.nlist)).astype(np.int64)
        return Lists(self.centroids, ends, stored, all_rows,
                     np.ones(len(order), dtype=np.bool_), self.trained_on)

    def arrays(self) -> dict[str, npt.NDArray[Any]]:
        """The lists as arrays (`alive` apart: it changes without the rest)."""
        return {"centroids": self.centroids, "ends": self.ends,
                "vectors": self.vectors.astype(np.float16),
                "rows": self.rows, "trained_on": np.array([self.trained_on], dtype=np.int64)}

    @classmethod
    def restore(cls, a: dict[str, npt.NDArray[Any]]) -> Lists:
        """Lists saved by `arrays`, all alive; ValueError if the arrays do not fit together."""
        centroids, ends = a["centroids"].astype(np.float32), a["ends"].astype(np.int64)
        rows, stored = a["rows"].astype(np.int64), a["vectors"]
        if centroids.ndim != 2 or stored.ndim != 2 or stored.shape[1] != centroids.shape[1] \
                or len(ends) != len(centroids) or len(rows) != len(stored) \
                or (len(ends) and int(ends[-1]) != len(rows)) or bool(np.any(np.diff(ends) < 0)):
            raise ValueError("IVF lists of inconsistent shapes")
        if stored.dtype == np.float32 and stored.flags.c_contiguous:
            vectors = stored  # already converted (see index/state.py): no second copy
        else:
            vectors = np.empty((len(stored), centroids.shape[1]), dtype=np.float32)
            for start in range(0, len(vectors), ASSIGN_BLOCK):
                vectors[start:start + ASSIGN_BLOCK] = stored[start:start + ASSIGN_BLOCK]
        return cls(centroids, ends, vectors, rows, np.ones(len(rows), dtype=np.bool_),
                   int(a["trained_on"][0]))
