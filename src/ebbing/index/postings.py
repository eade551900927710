"""Per term, its postings as LexicalIndex keeps them (a list of chunks, arrays), for an index
read from a file: every term's chunk is cut from the file's one array the first time the term
is asked for, not all at load. Splitting every term at load (np.split, one array object per
term and per field) was most of the time a new process spent loading its saved BM25 index
(at 1,000 memories about 0.03 s of a cold `ebbing recall`; it grows with the vocabulary), and
a search reads the postings of a handful of terms."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, SupportsIndex, overload

import numpy as np
import numpy.typing as npt

Chunk = npt.NDArray[Any]


class Chunks(list[list[Chunk]]):
    """A list whose items (a term's chunks) come from `flat[start:end]` when first read; a
    term added or replaced later is held as in a plain list."""

    def __init__(self, flat: Chunk, ends: npt.NDArray[np.int64], count: int) -> None:
        super().__init__([None] * count)  # type: ignore[list-item]
        self._flat = flat
        self._ends = ends.tolist()

    def _cut(self, t: int) -> list[Chunk]:
        start = self._ends[t - 1] if t > 0 else 0
        chunks = [self._flat[start:self._ends[t]]]
        super().__setitem__(t, chunks)
        return chunks

    @overload
    def __getitem__(self, index: SupportsIndex) -> list[Chunk]: ...
    @overload
    def __getitem__(self, index: slice) -> list[list[Chunk]]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> list[Chunk] | list[list[Chunk]]:
        if isinstance(index, slice):
            return [self[t] for t in range(*index.indices(len(self)))]
        found = super().__getitem__(index)
        if found is None:
            t = index.__index__()
            return self._cut(t if t >= 0 else t + len(self))
        return found

    def __iter__(self) -> Iterator[list[Chunk]]:
        return (self[t] for t in range(len(self)))


def bounds(all_docs: npt.NDArray[np.int32], all_tfs: npt.NDArray[np.uint16],
           ends: npt.NDArray[np.int64], doc_len: npt.NDArray[np.float32]
           ) -> tuple[npt.NDArray[np.uint16], npt.NDArray[np.float32]]:
    """LexicalIndex's pruning bounds (per term its largest tf, the length of its shortest
    document) of postings laid end to end as saved, term t's ending at ends[t]: what
    `LexicalIndex._exact_bounds` computes from the terms' arrays, without cutting them."""
    count = len(ends)
    sizes = np.diff(ends, prepend=0)
    max_tf = np.zeros(count, dtype=np.uint16)
    min_len = np.full(count, np.inf, dtype=np.float32)
    used = np.flatnonzero(sizes)
    if len(used) == 0:
        return max_tf, min_len
    where = (ends - sizes)[used]
    end = int(ends[-1])
    max_tf[used] = np.maximum.reduceat(all_tfs[:end], where)
    min_len[used] = np.minimum.reduceat(doc_len[all_docs[:end]], where)
    return max_tf, min_len
