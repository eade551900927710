"""The folded view of a memory log as columns: what scoring and filtering need, per row.

Full records stay on disk; a row keeps where its latest full line is (offset, length) and the
fields that change without a full line (uses, strength, reviews), so millions of memories load
and score without building millions of Python objects.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.models import Lifecycle, Status

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
NO_TIME = np.iinfo(np.int64).min

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
    """Microseconds since the epoch, exactly."""
    return (value - EPOCH) // timedelta(microseconds=1)


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
        self._rows: dict[str, int] | None = {}
        self.tagsets: list[tuple[str, ...]] = []
        self._tagset_index: dict[tuple[str, ...], int] = {}

    # -- rows -------------------------------------------------------------------------------
    def row_of(self, memory_id: str) -> int | None:
        if self._rows is None:
            self._rows = {key: row for row, key in enumerate(self.ids)}
        return self._rows.get(memory_id)

    def add_row(self, memory_id: str) -> int:
        if self.n == len(self.arrays["offset"]):
            self._grow(max(1024, self.n * 2))
        row = self.n
        self.n += 1
        self.ids.append(memory_id)
        if self._rows is not None:
            self._rows[memory_id] = row
        return row

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

    # -- snapshot support ---------------------------------------------------------------------
    def export(self) -> dict[str, npt.NDArray[Any]]:
        out = {name: array[: self.n].copy() for name, array in self.arrays.items()}
        out["ids"] = np.array([i.encode("utf-8") for i in self.ids], dtype=np.bytes_)
        return out

    @classmethod
    def restore(cls, arrays: dict[str, npt.NDArray[Any]], tagsets: list[list[str]]) -> Columns:
        columns = cls(capacity=1)
        n = len(arrays["ids"])
        columns.n = n
        columns.arrays = {
            name: np.ascontiguousarray(arrays[name], dtype=dtype) for name, dtype in FIELDS.items()
        }
        columns.ids = np.char.decode(arrays["ids"], "utf-8").tolist() if n else []
        columns._rows = None  # built on first lookup
        columns.tagsets = [tuple(t) for t in tagsets]
        columns._tagset_index = {t: i for i, t in enumerate(columns.tagsets)}
        return columns
