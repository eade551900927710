"""The word index of conflict detection: which rows hold a key (a stem or a name key, see
ebbing.lifecycle.rules.anchors). Derived data: it can always be rebuilt from the log.

It is a frozen base plus an overlay. The base is plain sorted arrays, so that
index/words_file.py can save it and map it back from disk without parsing anything:

  blob, ends   the keys, UTF-8, in byte order, end to end (ends: where each key ends)
  heads        each key's first eight bytes as a big-endian number: one binary search finds
               a key (keys sharing eight bytes are then compared whole)
  posts, rows  each key's rows, ascending (int32), end to end (posts: where each key's end)
  indexed      per row, the log offset of the line that was indexed (-1 none, -2 gone)

Rows indexed since (new, edited, deleted memories) live in the overlay, a set of rows per key,
and the base's postings of those rows are ignored (`stale`). `merged()` folds the overlay (and
any batch of rows given to it) into a new base: the base's postings are already in order, so
this is one filter and one merge of sorted runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.index.pairs import Pairs, SetPairs

NONE, GONE = -1, -2  # `indexed` values: never indexed, indexed as deleted (no keys)
I64 = npt.NDArray[np.int64]
ARRAYS = ("blob", "ends", "heads", "posts", "rows", "indexed")


def _head(key: bytes) -> int:
    return int.from_bytes(key[:8].ljust(8, b"\0"), "big")


def _heads(blob: npt.NDArray[np.uint8], ends: I64) -> npt.NDArray[np.uint64]:
    starts = np.concatenate([[0], ends[:-1]]).astype(np.int64)
    lengths = ends - starts
    heads = np.zeros(len(ends), dtype=np.uint64)
    padded = np.concatenate([blob, np.zeros(8, dtype=np.uint8)]).astype(np.uint64)
    for j in range(8):
        byte = np.where(lengths > j, padded[np.minimum(starts + j, len(blob))], 0)
        heads |= byte.astype(np.uint64) << np.uint64(8 * (7 - j))
    return heads


@dataclass
class Base:
    blob: npt.NDArray[np.uint8]
    ends: I64
    heads: npt.NDArray[np.uint64]
    posts: I64
    rows: npt.NDArray[np.int32]
    indexed: I64

    @classmethod
    def empty(cls) -> Base:
        return cls.from_sorted([], np.zeros(0, np.int64), np.zeros(0, np.int32),
                               np.zeros(0, np.int64))

    @classmethod
    def from_sorted(cls, keys: Sequence[bytes], posts: I64, rows: npt.NDArray[np.int32],
                    indexed: I64) -> Base:
        blob = np.frombuffer(b"".join(keys), dtype=np.uint8).copy()
        ends = np.cumsum([len(k) for k in keys], dtype=np.int64)
        return cls(blob, ends, _heads(blob, ends), posts, rows, indexed)

    @property
    def size(self) -> int:  # keys
        return len(self.ends)

    def key(self, i: int) -> bytes:
        start = int(self.ends[i - 1]) if i else 0
        return bytes(self.blob[start:int(self.ends[i])])

    def lower_bound(self, key: bytes) -> tuple[int, bool]:
        """Where `key` is (True) or would go (False) in the sorted keys."""
        head = np.uint64(_head(key))
        lo = int(np.searchsorted(self.heads, head, "left"))
        hi = int(np.searchsorted(self.heads, head, "right"))
        while lo < hi:  # keys that share their first eight bytes: compared whole
            found = self.key(lo)
            if found >= key:
                return lo, found == key
            lo += 1
        return lo, False

    def postings(self, i: int) -> npt.NDArray[np.int32]:
        start = int(self.posts[i - 1]) if i else 0
        return self.rows[start:int(self.posts[i])]

    def arrays(self) -> dict[str, npt.NDArray[Any]]:
        return {name: getattr(self, name) for name in ARRAYS}


class WordIndex:
    """Rows per key: a base and an overlay of the rows indexed since."""

    def __init__(self, base: Base | None = None) -> None:
        self.base = base or Base.empty()
        self.indexed: I64 = np.array(self.base.indexed, dtype=np.int64)
        self._room = self.indexed  # `indexed` is its first rows; the rest are NONE
        self.stale = np.zeros(len(self.indexed), dtype=np.bool_)  # base postings to ignore
        self._overlay: dict[str, set[int]] = {}
        self._keys_of: dict[int, set[str]] = {}  # overlay row -> its keys

    @property
    def overlay_rows(self) -> int:
        return int(np.count_nonzero(self.stale)) + sum(
            1 for row in self._keys_of if row >= len(self.stale))

    def changed(self, current: I64) -> I64:
        """Rows whose line is not the one indexed (`current`: per row its latest line's
        offset, or GONE)."""
        self._grow(len(current))
        return np.flatnonzero(current != self.indexed[: len(current)]).astype(np.int64)

    def changed_among(self, rows: I64, current: I64, n: int) -> tuple[I64, I64]:
        """Of `rows` (with `current`, their latest lines' offsets or GONE, in a store of `n`
        rows), the ones whose line is not the one indexed, and their offsets."""
        self._grow(n)
        differ = current != self.indexed[rows]
        return rows[differ], current[differ]

    def _grow(self, n: int) -> None:
        """Room for `n` rows (new rows: never indexed), growing by doubling, so indexing one
        new memory at a time costs no copy of a million offsets."""
        if len(self.indexed) >= n:
            return
        if len(self._room) < n:
            room = np.full(max(n, 2 * len(self._room), 1024), NONE, dtype=np.int64)
            room[: len(self.indexed)] = self.indexed
            self._room = room
        self.indexed = self._room[:n]

    def put(self, rows: Sequence[int], keys: Sequence[set[str]], offsets: Sequence[int]) -> None:
        """Index each row's keys (an empty set for a deleted memory) as of its line at
        `offsets`, replacing what the row had."""
        for row, found, offset in zip(rows, keys, offsets, strict=True):
            for key in self._keys_of.pop(row, ()):
                holders = self._overlay[key]
                holders.discard(row)
                if not holders:
                    del self._overlay[key]
            if row < len(self.stale):
                self.stale[row] = True
            self.indexed[row] = offset
            if found:
                self._keys_of[row] = set(found)
                for key in found:
                    self._overlay.setdefault(key, set()).add(row)

    def count(self, key: str) -> int:
        """About how many rows hold `key` (rows re-indexed since the base may count twice)."""
        at, found = self.base.lower_bound(key.encode())
        held = (int(self.base.posts[at]) - (int(self.base.posts[at - 1]) if at else 0)
                if found else 0)
        return held + len(self._overlay.get(key, ()))

    def rows_of(self, key: str) -> I64:
        """The rows holding `key`, ascending."""
        base = self.base
        at, found = base.lower_bound(key.encode())
        rows = base.postings(at).astype(np.int64) if found else np.zeros(0, np.int64)
        if len(rows) and self.stale.any():
            rows = rows[~self.stale[rows]]
        extra = self._overlay.get(key)
        if extra:  # rows of the overlay are stale in the base (or past it): no duplicates
            rows = np.sort(np.concatenate([
                rows, np.fromiter(extra, dtype=np.int64, count=len(extra))]))
        return rows

    def merged(self, rows: Sequence[int] | I64 = (), offsets: Sequence[int] | I64 = (),
               pairs: Pairs | None = None) -> WordIndex:
        """A new index whose base holds everything this one knows, with `rows` (re)indexed
        as of their lines at `offsets`, holding the keys `pairs` gives them (none: deleted);
        this one is left as it was."""
        base = self.base
        replaced = self.stale.copy()
        indexed = self.indexed.copy()
        listed = np.asarray(rows, dtype=np.int64)
        indexed[listed] = np.asarray(offsets, dtype=np.int64)
        replaced[listed[listed < len(replaced)]] = True
        redone = set(listed.tolist())
        parts: list[Pairs] = [SetPairs((row, found) for row, found in self._keys_of.items()
                                       if row not in redone)]
        if pairs is not None:
            parts.append(pairs)
        # the keys: the base's, with the new ones inserted in order
        known: dict[str, int] = {}  # key -> its place in the base
        fresh: dict[str, int] = {}  # key -> where it goes among the base's
        for part in parts:
            for i in np.flatnonzero(part.used()).tolist():
                key = part.keys[i]
                if key in known or key in fresh:
                    continue
                at, present = base.lower_bound(key.encode()) if base.size else (0, False)
                (known if present else fresh)[key] = at
        inserted = sorted((key.encode(), at) for key, at in fresh.items())
        where = np.array([at for _, at in inserted], dtype=np.int64)
        old_new = np.arange(base.size, dtype=np.int64)
        old_new += np.searchsorted(where, old_new, "right")
        fresh_new = where + np.arange(len(inserted), dtype=np.int64)
        final = {key: int(old_new[at]) for key, at in known.items()}
        final.update((key.decode(), i) for (key, _), i in zip(inserted, fresh_new.tolist(),
                                                               strict=True))
        blob, ends = _insert_keys(base, old_new, fresh_new, [key for key, _ in inserted])
        # the postings: the base's (minus replaced rows) and the new pairs, merged
        sizes = np.diff(np.concatenate([[0], base.posts])).astype(np.int64)
        old_rows = np.asarray(base.rows, dtype=np.int64)
        keep = ~replaced[old_rows]
        runs = [(np.repeat(old_new, sizes)[keep] << 32) | old_rows[keep]]
        for part in parts:  # each sorted
            runs.append(part.codes(np.fromiter((final.get(key, -1) for key in part.keys),
                                               dtype=np.int64, count=len(part.keys))))
        runs = [run for run in runs if len(run)]
        merged = (runs[0] if len(runs) == 1 else  # merging sorted runs: one stable sort
                  np.sort(np.concatenate(runs or [np.zeros(0, np.int64)]), kind="stable"))
        posts = np.searchsorted(merged >> 32, np.arange(len(ends), dtype=np.int64), "right")
        return WordIndex(Base(blob, ends, _heads(blob, ends), posts.astype(np.int64),
                              (merged & 0xFFFFFFFF).astype(np.int32), indexed))


def _insert_keys(base: Base, old_new: I64, fresh_new: I64,
                 fresh: list[bytes]) -> tuple[npt.NDArray[np.uint8], I64]:
    """The key blob and ends with the base's keys moved to `old_new` and `fresh` put at
    `fresh_new`."""
    count = base.size + len(fresh)
    old_starts = np.concatenate([[0], base.ends[:-1]]).astype(np.int64)
    lengths = np.zeros(count, dtype=np.int64)
    lengths[old_new] = base.ends - old_starts
    lengths[fresh_new] = [len(k) for k in fresh]
    ends = np.cumsum(lengths, dtype=np.int64)
    starts = ends - lengths
    blob = np.zeros(int(ends[-1]) if count else 0, dtype=np.uint8)
    shift = np.repeat(starts[old_new] - old_starts, base.ends - old_starts)
    blob[np.arange(len(base.blob), dtype=np.int64) + shift] = base.blob
    for i, key in zip(fresh_new.tolist(), fresh, strict=True):
        blob[int(starts[i]):int(ends[i])] = np.frombuffer(key, dtype=np.uint8)
    return blob, ends


def build(pairs: Pairs, indexed: I64) -> WordIndex:
    """An index of these pairs, from nothing; `indexed`: per row, the line indexed."""
    return WordIndex(Base.from_sorted([], np.zeros(0, np.int64), np.zeros(0, np.int32),
                                      indexed)).merged(pairs=pairs)
