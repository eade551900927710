"""A hash table from 64-bit codes to ids, looked up and filled a whole array at a time.

Indexing a store looks up tens of millions of word tokens; a Python dictionary costs a
hashing and a look-up in the interpreter per token. A token of up to eight Latin-1
characters packed into one 64-bit number (its bytes, big-endian, zeros after: never zero
itself, since a token holds no NUL) is looked up here instead, by numpy: open addressing
with linear probing in a table at most half full, so nearly every code is found (or found
missing) in the first one or two rounds of vectorised probes.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)  # Fibonacci hashing: the top bits of code * this


class CodeTable:
    """Nonzero uint64 codes -> int64 ids."""

    def __init__(self, bits: int = 12) -> None:
        self._reset(bits)

    def _reset(self, bits: int) -> None:
        self._bits = bits
        self._codes = np.zeros(1 << bits, dtype=np.uint64)  # 0: an empty slot
        self._ids = np.full(1 << bits, -1, dtype=np.int64)
        self.count = 0

    def _slots(self, codes: U64) -> I64:
        return ((codes * _GOLDEN) >> np.uint64(64 - self._bits)).astype(np.int64)

    def find(self, codes: U64) -> I64:
        """The id of each code, -1 where the table does not hold it."""
        found = np.full(len(codes), -1, dtype=np.int64)
        slots = self._slots(codes)
        todo = np.arange(len(codes), dtype=np.int64)
        mask = (1 << self._bits) - 1
        while len(todo):
            held = self._codes[slots[todo]]
            hit = held == codes[todo]
            found[todo[hit]] = self._ids[slots[todo[hit]]]
            todo = todo[~hit & (held != 0)]  # a different code there: try the next slot
            slots[todo] = (slots[todo] + 1) & mask
        return found

    def insert(self, codes: U64, ids: I64) -> None:
        """Add distinct codes the table does not hold yet, with their ids."""
        if (self.count + len(codes)) * 2 > len(self._codes):
            held = np.flatnonzero(self._codes)
            old_codes, old_ids = self._codes[held], self._ids[held]
            bits = self._bits
            while (self.count + len(codes)) * 2 > (1 << bits):
                bits += 1
            self._reset(bits)
            self._place(old_codes, old_ids)
        self._place(codes, ids)

    def _place(self, codes: U64, ids: I64) -> None:
        slots = self._slots(codes)
        todo = np.arange(len(codes), dtype=np.int64)
        mask = (1 << self._bits) - 1
        while len(todo):
            free = todo[self._codes[slots[todo]] == 0]
            # of the codes wanting the same free slot, the first takes it
            _, first = np.unique(slots[free], return_index=True)
            taken = free[first]
            self._codes[slots[taken]] = codes[taken]
            self._ids[slots[taken]] = ids[taken]
            self.count += len(taken)
            placed = np.zeros(len(codes), dtype=np.bool_)
            placed[taken] = True
            todo = todo[~placed[todo]]  # every slot they looked at is taken now
            slots[todo] = (slots[todo] + 1) & mask
