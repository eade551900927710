"""(key, row) pairs on their way into the word index (index/words.py): which row holds which
key. The index wants them as sorted codes, `key << 32 | row` with the key numbered in byte
order, without repeats.

`RowPairs` takes them a batch of rows at a time, rows ascending from batch to batch (a whole
store being indexed). Each batch is sorted on its own (small, so it stays in the processor's
cache), and where each pair will go among its key's pairs is known at once: after the pairs
of the batches before, then in row order. So when the keys' final numbers are known, the
codes are put in place in one pass, without sorting millions of them again.

`SetPairs` are the pairs of a few rows given as sets of keys (the rows indexed one at a
time since the last save).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]
Bools = npt.NDArray[np.bool_]
LOW = 0xFFFFFFFF


def distinct(codes: I64) -> I64:
    """Sorted `codes` without repeats."""
    return codes[np.concatenate([[True], codes[1:] != codes[:-1]])] if len(codes) else codes


class Pairs(Protocol):
    keys: Sequence[str]  # key id -> key

    def used(self) -> Bools:
        """Per key id: does any pair hold it."""
        ...

    def codes(self, id_of: I64) -> I64:
        """The pairs as `id_of[key id] << 32 | row`, sorted, without repeats (`id_of` gives
        distinct numbers to the keys used)."""
        ...


class RowPairs:
    """Pairs added a batch of rows at a time, each batch's rows above the last one's."""

    def __init__(self, keys: Sequence[str]) -> None:
        self.keys = keys  # grows as the caller meets new keys
        self._counts = np.zeros(0, dtype=np.int64)  # pairs per key id so far
        self._batches: list[tuple[I32, I32, I32]] = []  # key ids, rows, place among the key's
        self._last = -1

    def add(self, ids: I64, rows: I64) -> None:
        """Add a batch of pairs (any order, repeats allowed): row `rows[i]` holds key id
        `ids[i]`."""
        if not len(ids):
            return
        codes = distinct(np.sort((ids << 32) | rows))
        ids, rows = codes >> 32, codes & LOW
        if int(rows.min()) <= self._last:
            raise ValueError("a batch's rows must come after the rows added before")
        self._last = int(rows.max())
        if len(self._counts) < len(self.keys):
            self._counts = np.concatenate([
                self._counts, np.zeros(len(self.keys) - len(self._counts), dtype=np.int64)])
        first = np.flatnonzero(np.concatenate([[True], ids[1:] != ids[:-1]]))
        sizes = np.diff(np.append(first, len(ids)))
        within = np.arange(len(ids), dtype=np.int64) - np.repeat(first, sizes)
        place = self._counts[ids] + within
        self._counts[ids[first]] += sizes
        self._batches.append((ids.astype(np.int32), rows.astype(np.int32),
                              place.astype(np.int32)))

    def used(self) -> Bools:
        found = np.zeros(len(self.keys), dtype=np.bool_)
        found[: len(self._counts)] = self._counts > 0
        return found

    def codes(self, id_of: I64) -> I64:
        counts = np.zeros(int(id_of.max()) + 1 if len(id_of) else 0, dtype=np.int64)
        used = np.flatnonzero(self._counts)
        counts[id_of[used]] = self._counts[used]
        start = np.cumsum(counts) - counts
        out = np.empty(int(counts.sum()), dtype=np.int64)
        for ids, rows, place in self._batches:
            final = id_of[ids]
            out[start[final] + place] = (final << 32) | rows
        return out


class SetPairs:
    """The pairs of some rows, each given with the set of keys it holds."""

    def __init__(self, items: Iterable[tuple[int, Iterable[str]]]) -> None:
        key_ids: dict[str, int] = {}
        get = key_ids.setdefault
        ids: list[int] = []
        rows: list[int] = []
        for row, found in items:
            for key in found:
                ids.append(get(key, len(key_ids)))
                rows.append(row)
        self.keys: Sequence[str] = list(key_ids)
        self._ids = np.array(ids, dtype=np.int64)
        self._rows = np.array(rows, dtype=np.int64)

    def used(self) -> Bools:
        return np.ones(len(self.keys), dtype=np.bool_)

    def codes(self, id_of: I64) -> I64:
        return distinct(np.sort((id_of[self._ids] << 32) | self._rows))
