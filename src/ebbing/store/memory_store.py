"""MemoryStore: one agent's folder of memories and relations, folded from append-only logs.

Files in the folder (all but the derived ones are plain text that git can version):
  memories.jsonl    header, full memory lines, small touch and delete event lines
  relations.jsonl   header, relation lines and relation deletions
  quarantine.jsonl  lines that could not be read, moved aside with the reason
  ebbing.json       the store's metadata (schema_version)
  .gitignore        lists the derived files below
  .lock             the cross-process lock every write takes
  .cache/           derived data (the snapshot), rebuilt on demand
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import orjson
from pydantic import ValidationError

from ebbing.errors import NewerSchema
from ebbing.models import Memory, Relation
from ebbing.store import snapshot
from ebbing.store.atomic import FILE_MODE, atomic_write, make_folder, remove_stale_temps
from ebbing.store.columns import NO_TIME, Columns, from_us
from ebbing.store.events import apply_touch, current, delete_event, touch_event
from ebbing.store.folderlock import folder_lock
from ebbing.store.logfile import Line, LogFile
from ebbing.store.migrations import SCHEMA_VERSION, migrate
from ebbing.store.records import (
    CompactReport,
    TouchEvent,
    dumps,
    memory_line,
    record_lines,
    relation_line,
)
from ebbing.store.rows import memory_of

__all__ = ["CompactReport", "MemoryStore", "TouchEvent", "memory_line", "relation_line"]

log = logging.getLogger("ebbing")

GITIGNORE = "# derived files, rebuilt on demand\n.lock\n.cache/\n.*.tmp\n"
_BAD_LINE = (orjson.JSONDecodeError, ValidationError, ValueError, KeyError, TypeError)



class MemoryStore:
    """Reads and writes one agent folder. Every public read first notices other processes'
    appends; every write holds the folder's lock and is fsynced before it returns."""

    def __init__(self, folder: Path, *, lock_timeout_s: float = 30.0,
                 snapshot_min_lines: int = 2000) -> None:
        self.folder = folder
        make_folder(folder)
        self.lock = folder_lock(folder / ".lock", timeout=lock_timeout_s, mode=FILE_MODE)
        self.snapshot_min_lines = snapshot_min_lines
        self.snapshot_path = folder / ".cache" / "snapshot.npz"
        quarantine = folder / "quarantine.jsonl"
        self.memory_log = LogFile(folder / "memories.jsonl", self.lock, SCHEMA_VERSION,
                                  quarantine)
        self.relation_log = LogFile(folder / "relations.jsonl", self.lock, SCHEMA_VERSION,
                                    quarantine)
        self.cols = Columns()
        self.relations: dict[tuple[str, str, str], Relation] = {}
        self._unsnapshotted = 0
        self.unmoved = False  # bad lines skipped but not yet quarantined (full disk)
        self._orphans: list[str] = []  # ids of uses of memories the log does not hold
        self._tidied = False
        self._prepare_folder()
        self.refresh()

    def _prepare_folder(self) -> None:
        meta_path = self.folder / "ebbing.json"
        if meta_path.exists():
            meta = orjson.loads(meta_path.read_bytes())
            migrate({"v": int(meta.get("schema_version", 1))})
        else:
            with self.lock:
                if not meta_path.exists():
                    atomic_write(meta_path, dumps({"schema_version": SCHEMA_VERSION}) + b"\n")
        ignore = self.folder / ".gitignore"
        if not ignore.exists():
            atomic_write(ignore, GITIGNORE.encode())

    def close(self) -> None:
        self.memory_log.close()
        self.relation_log.close()

    # -- reading the logs ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Fold whatever other processes appended (or reload a replaced file)."""
        state = self.memory_log.state()
        if state == "reload" or (state == "missing" and self.memory_log.fd is not None):
            self._load_memories()
        elif state == "tail":
            self._fold_memory_tail()
        state = self.relation_log.state()
        if state == "reload" or (state == "missing" and self.relation_log.fd is not None):
            self.relations = {}
            if self.relation_log.reopen():
                self._fold_relation_tail()
        elif state == "tail":
            self._fold_relation_tail()

    def reload(self) -> None:
        """Forget the in-memory view and read both logs again."""
        self.memory_log.close()
        self.relation_log.close()
        self.cols = Columns()
        self.relations = {}
        self.unmoved = False
        self.refresh()

    def _load_memories(self, attempt: int = 0) -> None:
        self.cols = Columns()
        self._unsnapshotted = 0
        if not self.memory_log.reopen():
            return
        assert self.memory_log.fd is not None
        restored = snapshot.load(self.snapshot_path, self.memory_log.fd)
        if restored is not None:
            self.cols, self.memory_log.offset = restored
        self._fold_memory_tail(attempt)

    def _fold_memory_tail(self, attempt: int = 0) -> None:
        lines, torn = self.memory_log.read_lines()
        bad = self._fold_lines(self.memory_log, lines, self._fold_memory)
        self._unsnapshotted += len(lines)
        self._warn_orphans()
        if bad and attempt < 3 and self._move_aside(self.memory_log, bad, "record"):
            self._load_memories(attempt + 1)
            return
        if torn:
            self.memory_log.drop_torn_tail()
        self._maybe_snapshot()

    def _fold_relation_tail(self, attempt: int = 0) -> None:
        lines, torn = self.relation_log.read_lines()
        bad = self._fold_lines(self.relation_log, lines, self._fold_relation)
        if bad and attempt < 3 and self._move_aside(self.relation_log, bad, "relation"):
            self.relations = {}
            if self.relation_log.reopen():
                self._fold_relation_tail(attempt + 1)
            return
        if torn:
            self.relation_log.drop_torn_tail()

    def _move_aside(self, log_file: LogFile, bad: list[Line], what: str) -> bool:
        """Quarantine `bad` lines; False when that cannot be written (a full disk, a
        read-only home): they stay skipped in memory, unapplied, and nothing derived is saved
        past them, so the next run that can write moves them."""
        try:
            with self.lock:
                log_file.quarantine(bad, f"not a readable ebbing {what}")
            return True
        except OSError as error:
            self.unmoved = True
            log.warning("skipped %d unreadable line(s) of %s; could not move them to "
                        "quarantine (%s)", len(bad), log_file.path, error.strerror or error)
            return False

    def _warn_orphans(self) -> None:
        if self._orphans:
            shown = ", ".join(sorted(set(self._orphans))[:5])
            log.warning("ignored %d use(s) of memories %s does not hold (%s); `ebbing compact` "
                        "drops them", len(self._orphans), self.memory_log.path, shown)
            self._orphans = []

    @staticmethod
    def _fold_lines(log_file: LogFile, lines: list[Line], fold: Any) -> list[Line]:
        """Fold lines; return the unreadable ones. A record from a newer schema stops the
        fold and stays unread, so every later call refuses it again (and nothing, such as a
        compaction, can write over it)."""
        bad: list[Line] = []
        for line in lines:
            try:
                record = orjson.loads(line.data)
                if not isinstance(record, dict):
                    raise TypeError("not an object")
                fold(record, line)
            except NewerSchema:
                log_file.offset = line.offset
                raise
            except _BAD_LINE:
                bad.append(line)
        return bad

    def _maybe_snapshot(self, writing: bool = False) -> None:
        """Save the snapshot when enough lines are folded past it. While writing, wait for a
        quarter of the store too, so bulk writes do not rewrite it again and again."""
        due = self.snapshot_min_lines
        if self.unmoved:
            return  # the snapshot would cover lines still to be quarantined
        if writing:
            due = max(due, self.cols.n // 4)
        if self._unsnapshotted >= due:
            self.save_snapshot()

    def save_snapshot(self) -> None:
        """Write the derived snapshot now (bulk imports call this once at the end)."""
        if self.memory_log.fd is not None and not self.unmoved:
            try:
                snapshot.save(self.snapshot_path, self.cols, self.memory_log.fd,
                              self.memory_log.offset)
            except OSError as error:  # derived data: never fail a command over it
                log.warning("could not write the snapshot: %s", error)
            self._unsnapshotted = 0

    # -- folding records ------------------------------------------------------------------------
    def _fold_memory(self, record: dict[str, Any], line: Line) -> None:
        kind, record = current(record)
        if kind == "header":
            return
        if kind == "memory":
            self.cols.put_memory(Memory.model_validate(record), line.offset, len(line.data))
        elif kind == "touch":
            event = touch_event(record)
            if self.cols.row_of(event.memory_id) is None:
                self._orphans.append(event.memory_id)
            apply_touch(self.cols, event)
        elif kind == "delete":
            row = self.cols.row_of(delete_event(record))
            if row is not None:
                self.cols.kill(row)
        else:
            raise ValueError(f"unknown record kind {kind!r}")

    def _fold_relation(self, record: dict[str, Any], line: Line) -> None:
        kind, record = current(record)
        if kind == "header":
            return
        if kind == "relation":
            relation = Relation.model_validate(record)
            self.relations[relation.key()] = relation
        elif kind == "relation_delete":
            self.relations.pop((str(record["from"]), str(record["to"]), str(record["type"])), None)
        else:
            raise ValueError(f"unknown relation kind {kind!r}")

    # -- reading memories -----------------------------------------------------------------------
    def get(self, memory_id: str) -> Memory | None:
        self.refresh()
        row = self.cols.row_of(memory_id)
        if row is None or not self.cols.arrays["alive"][row]:
            return None
        return self.read_row(row)

    def read_row(self, row: int) -> Memory:
        """The full memory at `row`: its latest line with the reinforcement columns laid over."""
        a = self.cols.arrays
        record = orjson.loads(self.memory_log.pread(int(a["offset"][row]), int(a["length"][row])))
        record.pop("kind", None)
        record = migrate(record)
        record.pop("v", None)
        last_review = int(a["last_review"][row])
        record.update(
            use_count=int(a["use_count"][row]),
            strength=float(a["strength"][row]),
            last_used=from_us(int(a["last_used"][row])),
            review_count=int(a["review_count"][row]),
            last_review_at=None if last_review == NO_TIME else from_us(last_review),
            cross_domain_count=int(a["cross_count"][row]),
        )
        return memory_of(record)  # a stored line: no second validation (store/rows.py)

    def alive_rows(self) -> np.ndarray[Any, np.dtype[np.int64]]:
        """Rows of memories that exist (any lifecycle), in the order they were first seen."""
        self.refresh()
        return np.flatnonzero(self.cols.col("alive")).astype(np.int64)

    def iter_memories(self, rows: Iterable[int] | None = None) -> Iterator[Memory]:
        for row in self.alive_rows() if rows is None else rows:
            yield self.read_row(int(row))

    # -- writing --------------------------------------------------------------------------------
    def put(self, memories: list[Memory], *, snapshot: bool = True) -> None:
        """Append full records (new memories or new versions) durably, in one fsync.

        `snapshot=False` leaves the derived snapshot alone (a bulk import saves it once at
        the end with `save_snapshot`)."""
        self.put_records([m.__dict__ for m in memories], snapshot=snapshot)

    def put_records(self, records: list[dict[str, Any]], *, snapshot: bool = True) -> None:
        """`put` for memories given as their validated fields (see ebbing.bulk)."""
        if records:
            self.put_lines(*record_lines(records), lambda offsets, lengths:
                           self.cols.put_records(records, offsets, lengths), snapshot=snapshot)

    def put_lines(self, body: bytes, lengths: Any, fold: Any, *, snapshot: bool = True) -> None:
        """Append memory lines already joined (each ending in a newline; `lengths` without
        it) durably, then `fold(offsets, lengths)` them into the columns."""
        with self.lock:
            self.tidy()
            self.refresh()
            expected = self.memory_log.offset
            new_file = self.memory_log.fd is None
            start, repaired = self.memory_log.append_text(body)
            if new_file and not repaired:
                self.memory_log.reopen()
                expected = start
            if repaired or self.memory_log.fd is None or start != expected:
                self.refresh()
            else:
                offsets = np.cumsum(np.concatenate(([0], np.asarray(lengths) + 1))) + start
                fold(offsets[:-1], offsets[1:] - offsets[:-1] - 1)
                self.memory_log.offset = int(offsets[-1])
                self._unsnapshotted += len(lengths)
            if snapshot:
                self._maybe_snapshot(writing=True)

    def touch(self, events: list[TouchEvent], *, durable: bool = True) -> None:
        """Record uses as small event lines; not `durable`: the caller fsyncs them (flush)."""
        lines = [
            dumps({"kind": "touch", "v": SCHEMA_VERSION, "id": e.memory_id,
                   "at": e.at.isoformat().replace("+00:00", "Z"), "boost": e.touch.boost,
                   "cross": e.touch.cross_context, "review": e.review})
            for e in events
        ]
        def apply() -> None:
            for event in events:
                apply_touch(self.cols, event)

        self._append_events(lines, apply, durable)

    def delete(self, memory_ids: list[str], at: datetime) -> None:
        stamp = at.isoformat().replace("+00:00", "Z")
        lines = [dumps({"kind": "delete", "v": SCHEMA_VERSION, "id": i, "at": stamp})
                 for i in memory_ids]

        def apply() -> None:
            for memory_id in memory_ids:
                row = self.cols.row_of(memory_id)
                if row is not None:
                    self.cols.kill(row)

        self._append_events(lines, apply)

    def _append_events(self, lines: list[bytes], apply: Any, durable: bool = True) -> None:
        if not lines:
            return
        with self.lock:
            self.tidy()
            self.refresh()
            expected = self.memory_log.offset
            start, repaired = self.memory_log.append(lines, sync=durable)
            if repaired or self.memory_log.fd is None or start != expected:
                self.refresh()
            else:
                apply()
                self.memory_log.offset = start + sum(len(line) + 1 for line in lines)
                self._unsnapshotted += len(lines)

    def put_relations(self, relations: list[Relation]) -> None:
        if not relations:
            return
        with self.lock:
            self.refresh()
            self.relation_log.append([relation_line(r) for r in relations])
            self.refresh()

    def delete_relations(self, keys: list[tuple[str, str, str]]) -> None:
        if not keys:
            return
        lines = [dumps({"kind": "relation_delete", "v": SCHEMA_VERSION, "from": f, "to": t,
                        "type": k}) for f, t, k in keys]
        with self.lock:
            self.refresh()
            self.relation_log.append(lines)
            self.refresh()

    def tidy(self) -> None:
        """Once per process, under the lock: remove temp files that writers which died left
        behind (a full disk, a kill), in the folder and its derived cache."""
        if self._tidied:
            return
        assert self.lock.is_locked, "tidy without the lock"
        self._tidied = True
        for folder in (self.folder, self.snapshot_path.parent):
            for path in remove_stale_temps(folder):
                log.info("removed %s, left by a writer that is gone", path)

    def batch(self) -> AbstractContextManager[None]:
        """All or nothing for several writes (see store/batch.py)."""
        from ebbing.store.batch import all_or_nothing

        return all_or_nothing(self)

    # -- compaction -----------------------------------------------------------------------------
    def compact(self) -> CompactReport:
        """Rewrite both logs as one line per live record (see store/compaction.py)."""
        from ebbing.store.compaction import compact

        return compact(self)
