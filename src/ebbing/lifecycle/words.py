"""The store's word index (index/words.py), kept in step with the store, and the conflict
candidates it finds: the older memories that hold a new memory's names and words
(ebbing.lifecycle.rules.anchors), scored by what each match is worth.

A process maps the saved index back (index/words_file.py, `<agent>/.cache/words/`), then
indexes the rows whose latest line is not the one indexed: the memories written since it was
saved, by this process or any other, and those edited, deleted or given a new status. Each
`remember` in a long-lived process indexes only its own new line. Once the rows indexed since
the save reach max(SAVE_MIN, 1/500 of the store), they are merged into a new base and saved,
so a one-shot `ebbing remember` never has more than that to read.

When the store's view is reloaded (a compaction by another process renumbers the rows, a
checkout replaces the log), everything indexed is dropped and the saved index, which no longer
matches the log, is rebuilt. Many rows are keyed a batch at a time (key_table.py: the same
keys as `memory_keys`): about 10 us a memory, reading the lines back included (9 to 12 s
for 1,000,000 on a shared 2-core machine). So when more than max(INLINE_MIN, 1/50 of the
store) rows are missing, a detection finds its candidates with one raw scan of the log instead
(lifecycle.scan.match_rows: the same anchors, found at word starts, case as written), which is
cheaper once, and leaves a `behind` file; the next detection, in this process or another,
builds and saves the index. A bulk import or a compaction thus costs one-shot `ebbing
remember` calls one scan and one build, not a build each.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.index import words_file
from ebbing.index.pairs import Pairs
from ebbing.index.words import GONE, WordIndex, build
from ebbing.lifecycle.key_table import KeyTable, text_of
from ebbing.lifecycle.rules.anchors import memory_keys
from ebbing.lifecycle.scan import COMMON_MIN, mapped_records, raw_records
from ebbing.store.atomic import make_folder

if TYPE_CHECKING:
    from ebbing.service import MemoryService
    from ebbing.store.memory_store import CompactReport, MemoryStore

log = logging.getLogger("ebbing")

INLINE_MIN, INLINE_SHARE = 2_000, 50  # rows indexed on the spot: 2,000 or 1/50 of the store
SAVE_MIN, SAVE_SHARE = 200, 500  # save once 200 rows (or 1/500 of the store) were indexed
BATCH = 4096  # memories keyed at once when many are indexed (fits the processor's cache)
BEHIND = "behind"  # a file left by a detection that scanned because the index was far behind
Rows = npt.NDArray[np.int64]


class StoreWords:
    """A WordIndex kept in step with one store."""

    def __init__(self, store: MemoryStore) -> None:
        self.store = store
        self.folder: Path = store.folder / ".cache" / "words"
        self.index: WordIndex | None = None
        self._cols: Any = None
        self._scanned = False  # this process already used the scan once
        self._seen: int | None = None  # the store's change count the index is up to date with

    def sync(self, *, build_now: bool = False) -> WordIndex | None:
        """The index, up to date with the store; None when so much is missing that one scan
        of the log costs less (see the module docstring; `build_now` builds regardless)."""
        store = self.store
        store.refresh()
        cols, fd = store.cols, store.memory_log.fd
        if cols is not self._cols:  # (re)loaded: rows may have been renumbered
            self.index, self._cols, self._seen = None, cols, None
        n = cols.n
        if self.index is None:
            self.index = WordIndex(words_file.load(self.folder, fd, n) if fd is not None
                                   else None)
        index = self.index
        seen = cols.change_count
        rows = None if self._seen is None else cols.changed_since(self._seen)
        current: Rows | None = None
        if rows is None:  # every row: the first time, or after many changes
            current = self._current(cols)
            changed = index.changed(current)
            offsets = current[changed]
        else:  # only the rows the store changed since the last look
            changed, offsets = index.changed_among(rows, self._current(cols, rows), n)
        if len(changed) == 0:
            self._seen = seen
            return index
        behind = self.folder / BEHIND
        if len(changed) > max(INLINE_MIN, n // INLINE_SHARE) and not (
                build_now or self._scanned or behind.exists()):
            self._scanned = True
            try:  # tells the next process (or this one) to build it
                make_folder(self.folder)
                behind.touch(mode=0o600)
            except OSError:
                pass
            return None
        covered = store.memory_log.offset
        if index.base.size == 0 and index.overlay_rows == 0 and len(changed) == n:
            current = self._current(cols) if current is None else current
            index = build(self._pairs(changed[current[changed] != GONE]), current)
        elif len(changed) + index.overlay_rows >= max(SAVE_MIN, n // SAVE_SHARE):
            index = index.merged(changed, offsets, self._pairs(changed[offsets != GONE]))
        else:
            index.put(*self._read(changed, offsets))
            self._seen = seen
            return index
        self.index, self._seen = index, seen
        if fd is not None and words_file.save(self.folder, index.base, fd, covered):
            behind.unlink(missing_ok=True)
        return index

    @staticmethod
    def _current(cols: Any, rows: Rows | None = None) -> Rows:
        """Per row (all, or `rows`), its latest line's offset, or GONE when deleted."""
        alive, offset = cols.arrays["alive"][: cols.n], cols.arrays["offset"][: cols.n]
        if rows is not None:
            alive, offset = alive[rows], offset[rows]
        return np.where(alive, offset, GONE).astype(np.int64)

    def _keys(self, rows: Rows) -> Iterator[tuple[int, set[str]]]:
        """(row, keys) of each row's latest line."""
        for row, r in raw_records(self.store, rows.tolist()):
            yield row, memory_keys(clip(r["content"], USE_CHARS), r.get("tags") or (),
                                   r.get("entities") or (), r.get("character"))

    def _pairs(self, rows: Rows) -> Pairs:
        """The keys of each row's latest line, as pairs: the whole batch at once
        (key_table.py), the log memory-mapped, the collector paused (the records of a
        batch are many small objects that live until the batch is done)."""
        from ebbing.store.batch import paused_gc

        table = KeyTable()
        listed = rows.tolist()
        with paused_gc():
            for start in range(0, len(listed), BATCH):
                part = listed[start:start + BATCH]
                texts: list[str] = []
                entities: list[list[str]] = []
                for r in mapped_records(self.store, part):
                    content, found = r["content"], r.get("entities") or []
                    if len(content) > USE_CHARS:
                        content = clip(content, USE_CHARS)
                    texts.append(text_of(content, r.get("tags") or (), found,
                                         r.get("character")))
                    entities.append(found)
                table.add(part, texts, entities)
        return table.pairs

    def _read(self, rows: Rows, offsets: Rows) -> tuple[list[int], list[set[str]], list[int]]:
        """Each row's keys as of its latest line (`offsets`, one per row; GONE: deleted, no
        keys), and that line."""
        found = dict(self._keys(rows[offsets != GONE]))
        listed = rows.tolist()
        return listed, [found.get(row, set()) for row in listed], offsets.tolist()


def match(index: WordIndex, anchors: dict[str, float],
          allowed: npt.NDArray[np.bool_]) -> tuple[Rows, npt.NDArray[np.float64]]:
    """The `allowed` rows holding any anchor, with the summed weights of the anchors each
    holds. A key held by over 1 % of the rows (at least COMMON_MIN) is left out."""
    cap = max(COMMON_MIN, int(np.count_nonzero(allowed)) // 100)
    parts: list[Rows] = []
    weights: list[npt.NDArray[np.float64]] = []
    for key, weight in anchors.items():
        if index.count(key) > cap:
            continue
        rows = index.rows_of(key)
        rows = rows[rows < len(allowed)]
        rows = rows[allowed[rows]]
        parts.append(rows)
        weights.append(np.full(len(rows), weight))
    if not parts:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    unique, inverse = np.unique(np.concatenate(parts), return_inverse=True)
    return unique, np.bincount(inverse, weights=np.concatenate(weights)).astype(np.float64)


_WORDS: WeakKeyDictionary[MemoryService, StoreWords] = WeakKeyDictionary()


def store_words(svc: MemoryService) -> StoreWords:
    """The word index of `svc`'s store, one per service (a new one if the store was reopened)."""
    words = _WORDS.get(svc)
    if words is None or words.store is not svc.store:
        words = _WORDS[svc] = StoreWords(svc.store)
    return words


def compacted(svc: MemoryService, report: CompactReport) -> CompactReport:
    """After a compaction that changed the log (rows renumbered), the word index is rebuilt
    now when conflict detection is on, rather than by the next `remember`. The maintenance
    commands call this; `MemoryService.compact` alone does not (a rebuild costs about 10 us a
    memory, which a program compacting often should not pay each time)."""
    if report.changed and svc.settings.conflict_detection:
        refresh(svc)
    return report


def refresh(svc: MemoryService) -> None:
    """Bring the saved word index up to date now, building it if need be (after an import or
    a compaction: the next `remember` then finds it ready)."""
    store_words(svc).sync(build_now=True)
