"""Reading many stored records fast, as plain dicts: no validation, only what a scan needs.

Detection on `remember` and `history` look at fields that are not columns (content,
entities, linked_new_memory_id) across many memories. Reading each as a full Memory costs
about 25 us; a raw read (pread + orjson) about 5 us, which keeps `remember` fast on a store
of tens of thousands of memories.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.store.migrations import SCHEMA_VERSION, migrate

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore


def raw_records(store: MemoryStore, rows: Iterable[int]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(row, record) for each row's latest full line, at the current schema."""
    offsets = store.cols.col("offset")
    lengths = store.cols.col("length")
    pread = store.memory_log.pread
    for row in rows:
        record = orjson.loads(pread(int(offsets[row]), int(lengths[row])))
        if record.get("v", 1) != SCHEMA_VERSION:
            record = migrate(record)
        yield int(row), record
