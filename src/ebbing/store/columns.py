"""The folded view of a memory log as columns: what scoring and filtering need, per row.

Full records stay on disk; a row keeps where its latest full line is (offset, length) and the
fields that change without a full line (uses, strength, reviews), so millions of memories load
and score without building millions of Python objects.
"""

from __future__ import annotations

from bisect import bisect_left
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.models import Lifecycle, Memory, Status

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
NO_TIME = np.iinfo(np.int64).min
SCANS_BEFORE_MAP = 8  # lookups by scanning the ids before a map from id to row is built
CHANGES_KEPT = 10_000  # change ranges remembered (twice as many before the oldest go)

STATUSES = list(Status)
LIFECYCLES = list(Lifecycle)
STATUS_CODE = {s: i for i, s in enumerate(STATUSES)}
LIFECYCLE_CODE = {s: i for i, s in enumerate(LIFECYCLES)}

# name -> dtype of every column
FIELDS: dict[str, Any] = {
    "offset": np.int64,
    "length": np.int64,
    "created": np.int64,
    "updated": np.int64,
    "occurred": np.int64,
    "last_used": np.int64,
    "last_review": np.int64,
    "use_count": np.int32,
    "review_count": np.int32,
    "cross_count": np.int32,
    "strength": np.float64,
    "status": np.int8,
    "lifecycle": np.int8,
    "alive": np.bool_,
    "tagset": np.int32,
}


def to_us(value: datetime) -> int:
    """Microseconds since the epoch, exactly (for an aware datetime)."""
    delta = value - EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def from_us(value: int) -> datetime:
    return EPOCH + timedelta(microseconds=int(value))


class Columns:
    """Growable numpy columns, a row per memory id ever seen (deleted rows stay, not alive)."""

    def __init__(self, capacity: int = 1024) -> None:
        self.n = 0
        self.arrays: dict[str, npt.NDArray[Any]] = {
            name: np.zeros(capacity, dtype=dtype) for name, dtype in FIELDS.items()
        }
        self.ids: list[str] = []
        # ids in ascending order (as ids made in time order are): then a lookup bisects
        # `ids` and the map from id to row is never built (`row_of`)
        self.ids_sorted = True
        self._rows: dict[str, int] | None = {}
        self._scans = 0  # lookups answered by scanning `ids` (see `row_of`)
        self.tagsets: list[tuple[str, ...]] = []
        self._tagset_index: dict[tuple[str, ...], int] = {}
        # ranges of rows whose line or aliveness changed, in order, so the indexes that follow
        # the store look at those rows only (`changed_since`); the oldest are forgotten
        self.changes: list[tuple[int, int]] = []
        self.changes_forgotten = 0

    # -- changes ----------------------------------------------------------------------------
    @property
    def change_count(self) -> int:
        """How many changes were marked so far (a position for `changed_since`)."""
        return self.changes_forgotten + len(self.changes)

    def mark(self, start: int, stop: int) -> None:
        """Rows [start, stop) got a new line, or were deleted."""
        self.changes.append((start, stop))
        if len(self.changes) > 2 * CHANGES_KEPT:
            drop = len(self.changes) - CHANGES_KEPT
            del self.changes[:drop]
            self.changes_forgotten += drop

    def changed_since(self, count: int) -> npt.NDArray[np.int64] | None:
        """The rows marked since `change_count` was `count`, ascending; None when those
        changes are forgotten (look at every row then)."""
        if count < self.changes_forgotten or count > self.change_count:
            return None
        ranges = self.changes[count - self.changes_forgotten:]
        if not ranges:
            return np.zeros(0, dtype=np.int64)
        if len(ranges) == 1:
            return np.arange(*ranges[0], dtype=np.int64)
        return np.unique(np.concatenate([np.arange(a, b, dtype=np.int64) for a, b in ranges]))

    def kill(self, row: int) -> None:
        """The memory of `row` was deleted."""
        self.arrays["alive"][row] = False
        self.mark(row, row + 1)

    # -- rows -------------------------------------------------------------------------------
    def row_of(self, memory_id: str) -> int | None:
        if self._rows is None:
            if self.ids_sorted:  # found by bisection: no map of a million ids to build
                at = bisect_left(self.ids, memory_id)
                return at if at < len(self.ids) and self.ids[at] == memory_id else None
            if self._scans < SCANS_BEFORE_MAP:  # a one-shot command looks up one or two ids:
                self._scans += 1  # a scan of the list costs a hundredth of building the map
                try:
                    return self.ids.index(memory_id)
                except ValueError:
                    return None
            self._rows = dict(zip(self.ids, range(len(self.ids)), strict=True))
        return self._rows.get(memory_id)

    def add_row(self, memory_id: str) -> int:
        if self.n == len(self.arrays["offset"]):
            self._grow(max(1024, self.n * 2))
        row = self.n
        self.n += 1
        if self.ids and memory_id <= self.ids[-1]:
            self.ids_sorted = False
        self.ids.append(memory_id)
        if self._rows is not None:
            self._rows[memory_id] = row
        return row

    def add_rows(self, memory_ids: list[str]) -> int:
        """Append rows for ids not seen before; returns the first new row."""
        self.reserve(len(memory_ids))
        first = self.n
        self.n += len(memory_ids)
        if self.ids_sorted and memory_ids:
            self.ids_sorted = (not self.ids or self.ids[-1] < memory_ids[0]) and all(
                a < b for a, b in pairwise(memory_ids))
        self.ids.extend(memory_ids)
        if self._rows is not None:
            self._rows.update(zip(memory_ids, range(first, self.n), strict=True))
        return first

    def reserve(self, extra: int) -> None:
        if self.n + extra > len(self.arrays["offset"]):
            self._grow(max(self.n + extra, self.n * 2))

    def _grow(self, capacity: int) -> None:
        for name, array in self.arrays.items():
            grown = np.zeros(capacity, dtype=array.dtype)
            grown[: self.n] = array[: self.n]
            self.arrays[name] = grown

    def col(self, name: str) -> npt.NDArray[Any]:
        """The live part of a column (a view)."""
        return self.arrays[name][: self.n]

    def tagset_id(self, tags: list[str]) -> int:
        key = tuple(tags)
        found = self._tagset_index.get(key)
        if found is None:
            found = len(self.tagsets)
            self.tagsets.append(key)
            self._tagset_index[key] = found
        return found

    def put_memory(self, m: Memory, offset: int, length: int) -> None:
        """Set (or add) the row of `m`, whose full line is at `offset`."""
        self.put_record(m.__dict__, offset, length)

    def put_record(self, r: dict[str, Any], offset: int, length: int) -> None:
        """Set (or add) the row of a memory given as its fields (a Memory's __dict__)."""
        row = self.row_of(r["id"])
        if row is None:
            row = self.add_row(r["id"])
        a = self.arrays
        a["offset"][row] = offset
        a["length"][row] = length
        a["created"][row] = to_us(r["created_at"])
        a["updated"][row] = to_us(r["updated_at"])
        a["occurred"][row] = to_us(r["occurred_at"])
        a["last_used"][row] = to_us(r["last_used"])
        last_review = r["last_review_at"]
        a["last_review"][row] = NO_TIME if last_review is None else to_us(last_review)
        a["use_count"][row] = r["use_count"]
        a["review_count"][row] = r["review_count"]
        a["cross_count"][row] = r["cross_domain_count"]
        a["strength"][row] = r["strength"]
        a["status"][row] = STATUS_CODE[r["status"]]
        a["lifecycle"][row] = LIFECYCLE_CODE[r["lifecycle"]]
        a["alive"][row] = True
        a["tagset"][row] = self.tagset_id(r["tags"])
        self.mark(row, row + 1)

    def put_records(self, records: list[dict[str, Any]], offsets: Any, lengths: Any) -> None:
        """Fold freshly written records (each a memory's fields); new ids fill contiguous rows
        a column at a time."""
        cols = self
        ids = [r["id"] for r in records]
        if len(set(ids)) != len(ids) or any(cols.row_of(i) is not None for i in ids):
            for record, offset, length in zip(records, offsets, lengths, strict=True):
                self.put_record(record, int(offset), int(length))
            return
        first = cols.add_rows(ids)
        rows = slice(first, first + len(ids))
        a = cols.arrays
        a["offset"][rows] = offsets
        a["length"][rows] = lengths
        # new memories share one time object in several fields: convert each object once
        # (by identity: hashing an aware datetime costs more than converting it)
        memo: dict[int, int] = {}
        for column, field in (("created", "created_at"), ("updated", "updated_at"),
                              ("occurred", "occurred_at"), ("last_used", "last_used")):
            values = [r[field] for r in records]
            keys = [id(value) for value in values]
            for key, value in zip(keys, values, strict=True):
                if key not in memo:
                    memo[key] = to_us(value)
            a[column][rows] = [memo[key] for key in keys]
        a["last_review"][rows] = [NO_TIME if r["last_review_at"] is None else
                                  to_us(r["last_review_at"]) for r in records]
        for column, field in (("use_count", "use_count"), ("review_count", "review_count"),
                              ("cross_count", "cross_domain_count"), ("strength", "strength")):
            a[column][rows] = [r[field] for r in records]
        a["status"][rows] = [STATUS_CODE[r["status"]] for r in records]
        a["lifecycle"][rows] = [LIFECYCLE_CODE[r["lifecycle"]] for r in records]
        a["alive"][rows] = True
        a["tagset"][rows] = [cols.tagset_id(r["tags"]) for r in records]
        self.mark(rows.start, rows.stop)

    def has_any(self, memory_ids: list[str]) -> bool:
        """Whether a row exists for any of these ids (or the list repeats one)."""
        if len(set(memory_ids)) != len(memory_ids):
            return True
        if (self._rows is None and self.ids_sorted and self.ids and memory_ids
                and memory_ids[0] > self.ids[-1]
                and all(a < b for a, b in pairwise(memory_ids))):
            return False  # all after the last id: none can be there
        if self._rows is not None:
            return any(map(self._rows.__contains__, memory_ids))
        return any(self.row_of(i) is not None for i in memory_ids)

    def put_new(self, memory_ids: list[str], offsets: Any, lengths: Any,
                created: npt.NDArray[np.int64], occurred: npt.NDArray[np.int64],
                tagsets: list[tuple[str, ...]]) -> None:
        """Rows for new memories, just made (`put_records` of records with the defaults a new
        memory has: never used or reviewed, strength 1, active and valid), ids not seen
        before (`has_any`), times in microseconds."""
        first = self.add_rows(memory_ids)
        rows = slice(first, self.n)
        a = self.arrays
        a["offset"][rows], a["length"][rows] = offsets, lengths
        for column in ("created", "updated", "last_used"):
            a[column][rows] = created
        a["occurred"][rows] = occurred
        a["last_review"][rows] = NO_TIME
        for column in ("use_count", "review_count", "cross_count"):
            a[column][rows] = 0
        a["strength"][rows] = 1.0
        a["status"][rows] = STATUS_CODE[Status.VALID]
        a["lifecycle"][rows] = LIFECYCLE_CODE[Lifecycle.ACTIVE]
        a["alive"][rows] = True
        known, tagset_id = self._tagset_index.get, self.tagset_id
        a["tagset"][rows] = [found if (found := known(key)) is not None
                             else tagset_id(list(key)) for key in tagsets]
        self.mark(rows.start, rows.stop)

    # -- snapshot support ---------------------------------------------------------------------
    def export(self) -> dict[str, npt.NDArray[Any]]:
        out = {name: array[: self.n].copy() for name, array in self.arrays.items()}
        out["ids"] = np.frombuffer("\n".join(self.ids).encode("utf-8"), dtype=np.uint8)
        return out

    @classmethod
    def restore(cls, arrays: dict[str, npt.NDArray[Any]], tagsets: list[list[str]],
                ids_sorted: bool = False) -> Columns:
        columns = cls(capacity=1)
        blob = arrays["ids"].tobytes().decode("utf-8")
        ids = blob.split("\n") if blob else []
        n = len(ids)
        columns.n = n
        columns.arrays = {
            name: np.ascontiguousarray(arrays[name], dtype=dtype) for name, dtype in FIELDS.items()
        }
        columns.ids = ids
        columns.ids_sorted = ids_sorted
        columns._rows = None  # built on first lookup, unless the ids are sorted
        columns.tagsets = [tuple(t) for t in tagsets]
        columns._tagset_index = {t: i for i, t in enumerate(columns.tagsets)}
        return columns
