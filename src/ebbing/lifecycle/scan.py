"""Looking at many stored records fast, for fields that are not columns (content, entities,
linked_new_memory_id): raw reads as plain dicts (pread + orjson, no validation: about 5 us a
record against 25 us for a full Memory), and word matches over the memory-mapped log that
parse no line at all: conflict candidates on `remember` when the word index (lifecycle.words) is
too far behind the log to be brought up to date on the spot, e.g. the first `remember` after a
bulk import. They match a name or stem as a prefix at any word start of the stored line, case
as given, so they find a little more than the index (which matches whole tokens and stems in
the content, tags, entities and speaker): "Max" also finds "Maxine".
"""

from __future__ import annotations

import mmap
import os
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
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


def mapped_records(store: MemoryStore, rows: Sequence[int]) -> Iterator[dict[str, Any]]:
    """As `raw_records`, the records only, reading the log memory-mapped (no system call per
    line): for many rows at once."""
    fd = store.memory_log.fd
    if fd is None or not rows:
        yield from (record for _, record in raw_records(store, rows))
        return
    offsets = store.cols.col("offset")[rows].tolist()
    lengths = store.cols.col("length")[rows].tolist()
    loads = orjson.loads
    with mmap.mmap(fd, 0, access=mmap.ACCESS_READ) as data:
        view = memoryview(data)
        try:
            for at, size in zip(offsets, lengths, strict=True):
                record = loads(view[at:at + size])
                yield record if record.get("v", 1) == SCHEMA_VERSION else migrate(record)
        finally:
            view.release()


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# words that occur in every stored line (field names, enum values) and so prove nothing
RECORD_WORDS = _words("""kind memory content tags entities character source metadata
created_at updated_at occurred_at last_used use_count strength lifecycle status active
promoted archived valid suspected_outdated outdated repudiated linked_new_memory_id change_log
review_count last_review_at cross_domain_count true false null from_status to_status reason
affected_part trigger_memory_id trigger_excerpt folded""")


COMMON_MIN = 200


def _find_all(data: mmap.mmap, needle: bytes, cap: int) -> list[int] | None:
    """Every position of `needle`, or None past `cap` of them (then it is too common to tell
    memories apart, and finding them all would cost a Python step each)."""
    found: list[int] = []
    at = data.find(needle)
    while at >= 0:
        if len(found) >= cap:
            return None
        found.append(at)
        at = data.find(needle, at + 1)
    return found


def match_rows(store: MemoryStore, rows: npt.NDArray[np.int64],
               words: dict[str, float]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
    """For each of `rows`, the summed weight of the `words` found at a word start in its
    latest stored line (case as given: pass names capitalised, other words in lower case).
    Returns (rows, scores) for the rows that matched anything.

    One pass per word over the memory-mapped log (C-speed literal search); matches are placed
    in rows by binary search over line offsets, so no line is parsed."""
    fd = store.memory_log.fd
    if fd is None or len(rows) == 0 or not words:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    offsets = store.cols.col("offset")[rows]
    order = np.argsort(offsets, kind="stable")
    starts = offsets[order]
    ends = starts + store.cols.col("length")[rows][order]
    size = os.fstat(fd).st_size
    if size == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    scores = np.zeros(len(rows))
    cap = max(COMMON_MIN, len(rows) // 100)  # a word in over 1 % of the lines proves nothing
    with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as data:
        raw = np.frombuffer(data, dtype=np.uint8)
        try:
            for word, weight in words.items():
                if not word or any(w.startswith(word.lower()) for w in RECORD_WORDS):
                    continue  # it would match every line
                found = _find_all(data, word.encode(), cap)
                if not found:
                    continue
                pos = np.array(found, dtype=np.int64)
                pos = pos[pos > 0]
                before = raw[pos - 1]
                starts_word = ~(((before >= 97) & (before <= 122)) | ((before >= 65) & (
                    before <= 90)) | ((before >= 48) & (before <= 57)) | (before >= 128))
                pos = pos[starts_word]
                line = np.searchsorted(starts, pos, side="right") - 1
                inside = (line >= 0) & (pos < ends[np.maximum(line, 0)])
                scores[np.unique(line[inside])] += weight
        finally:
            del raw
    hit = np.flatnonzero(scores)
    return rows[order][hit].astype(np.int64), scores[hit]
