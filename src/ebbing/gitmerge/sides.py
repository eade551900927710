"""One version of a store log (ancestor, ours or theirs) folded the way the store folds it.

The bytes are written into a private temporary folder and opened with the store itself, so
the merge sees exactly what `ebbing` would (migrations, touches, deletions, unreadable lines
set aside). Full records are read only for the memories a merge has to look at.
"""

from __future__ import annotations

import contextlib
import logging
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from ebbing.models import Memory, Relation
from ebbing.store.logfile import earlier_generations
from ebbing.store.memory_store import MemoryStore

# what touches change: merged by adding both sides' changes rather than by taking one side
COUNTERS = ("use_count", "strength", "last_used", "review_count", "last_review_at",
            "cross_domain_count")
_COLUMNS = ("use_count", "strength", "last_used", "review_count", "last_review",
            "cross_count")


@dataclass(frozen=True)
class Raw:
    """A log line as written: its kind, the id (or relation key) it is about, its bytes."""

    kind: str | None
    key: Any
    data: bytes


def parse_line(data: bytes) -> Raw:
    try:
        record = orjson.loads(data)
    except orjson.JSONDecodeError:
        return Raw(None, None, data)
    if not isinstance(record, dict):
        return Raw(None, None, data)
    kind = record.get("kind")
    if kind in ("relation", "relation_delete"):
        key = (record.get("from"), record.get("to"), record.get("type"))
        return Raw(kind, key, data)
    return Raw(kind if isinstance(kind, str) else None, record.get("id"), data)


def split_lines(data: bytes) -> list[bytes]:
    """The lines of a log without their newlines (a torn last line counts as a line)."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return lines


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Warnings about a temporary copy's unreadable lines would only confuse: they stay in
    the merged file, where the store sets them aside with a warning of its own."""
    logger = logging.getLogger("ebbing")
    before = logger.disabled
    logger.disabled = True
    try:
        yield
    finally:
        logger.disabled = before


class Side:
    """The folded state of one version of `memories.jsonl` or `relations.jsonl`."""

    def __init__(self, data: bytes, name: str) -> None:
        self.data, self.name = data, name
        self._tmp = tempfile.TemporaryDirectory(prefix="ebbing-merge-")
        folder = Path(self._tmp.name)
        (folder / name).write_bytes(data)
        with quiet():
            self.store = MemoryStore(folder, snapshot_min_lines=1 << 62)
        self.unreadable = (folder / "quarantine.jsonl").exists()  # lines the store set aside
        cols = self.store.cols
        self.rows = {memory_id: row for row, memory_id in enumerate(cols.ids)}
        self._body = self.store.memory_log.pread(0, self.store.memory_log.size()) \
            if self.store.memory_log.fd is not None else b""
        self._memories: dict[str, Memory] = {}
        lines = split_lines(data)
        head = orjson.loads(lines[0]) if lines and parse_line(lines[0]).kind == "header" else {}
        self.generation: Any = head.get("generation")
        self.earlier = earlier_generations(lines[0])[1:] if head else []
        self.compaction_form = _compaction_form(lines, name)
        self.relation_deletes = {raw.key for raw in map(parse_line, lines)
                                 if raw.kind == "relation_delete"} if name != "memories.jsonl" \
            else set()

    def rewritten_since(self, base: Side) -> bool:
        """This version has another header than the ancestor: compacted since, or a log that
        was removed and started again (only `compacted_from` tells them apart)."""
        return self.generation is not None and self.generation != base.generation

    def compacted_from(self, base: Side) -> bool:
        """This version is proved to be a compaction of the ancestor's log (a compaction drops
        hard-deleted memories and relations without a trace, so what it lacks was deleted):
        its header descends from the ancestor's (`earlier`, written by every rewrite), or,
        for a header of an ebbing that did not write `earlier`, it is in the form only a
        compaction writes (one full record per id, ordered, no event lines) and still holds
        something of the ancestor's. A log removed and started again (a new header, only
        new memories, or nothing but a header) is neither: it proves no deletion."""
        if not self.rewritten_since(base):
            return False
        if base.generation in self.earlier:
            return True
        if self.earlier or not self.compaction_form:
            return False
        if self.name == "memories.jsonl":
            return any(base.alive(memory_id) for memory_id in self.rows)
        return bool(base.relations.keys() & self.relations.keys())

    def missing(self, base: Side) -> int:
        """How many memories (or relations) alive in the ancestor this version lacks without
        a delete line."""
        if self.name == "memories.jsonl":
            return sum(1 for memory_id in base.rows
                       if base.alive(memory_id) and memory_id not in self.rows)
        return len(base.relations.keys() - self.relations.keys() - self.relation_deletes)

    def lost(self, base: Side, memory_id: str) -> bool:
        """The ancestor had the memory and this version lacks it without having deleted it
        (no delete line, no compaction): lines went missing (a truncation at a line's end, a
        hand edit). That is no deletion: the memory stays as the ancestor had it."""
        return (base.alive(memory_id) and memory_id not in self.rows
                and not self.compacted_from(base))

    def lost_relation(self, base: Side, key: tuple[str, str, str]) -> bool:
        return (key in base.relations and key not in self.relations
                and key not in self.relation_deletes and not self.compacted_from(base))

    def close(self) -> None:
        self.store.close()
        self._tmp.cleanup()

    # -- memories --------------------------------------------------------------------------
    def alive(self, memory_id: str) -> bool:
        row = self.rows.get(memory_id)
        return row is not None and bool(self.store.cols.arrays["alive"][row])

    def dead(self, memory_id: str) -> bool:
        return memory_id in self.rows and not self.alive(memory_id)

    def signature(self, memory_id: str) -> tuple[Any, ...] | None:
        """Cheap identity of a memory's state: its latest full line and its counters."""
        row = self.rows.get(memory_id)
        if row is None or not self.alive(memory_id):
            return None
        a = self.store.cols.arrays
        start, length = int(a["offset"][row]), int(a["length"][row])
        return (self._body[start:start + length], *(a[c][row].item() for c in _COLUMNS))

    def memory(self, memory_id: str) -> Memory:
        found = self._memories.get(memory_id)
        if found is None:
            found = self._memories[memory_id] = self.store.read_row(self.rows[memory_id])
        return found

    # -- relations -------------------------------------------------------------------------
    @property
    def relations(self) -> dict[tuple[str, str, str], Relation]:
        return self.store.relations


def _compaction_form(lines: list[bytes], name: str) -> bool:
    """Whether a log is laid out as `ebbing compact` writes it: a header, then one full
    record per memory (or relation), ordered, and no event line."""
    if not lines or parse_line(lines[0]).kind != "header":
        return False
    kind = "memory" if name == "memories.jsonl" else "relation"
    keys = []
    for raw in map(parse_line, lines[1:]):
        if raw.kind != kind:
            return False
        keys.append(raw.key if isinstance(raw.key, str) else repr(raw.key))
    return keys == sorted(set(keys)) if kind == "memory" else len(set(keys)) == len(keys)


def fields(memory: Memory) -> dict[str, Any]:
    """What an edit changes: every field but the counters."""
    data: dict[str, Any] = memory.model_dump(mode="json")
    for name in COUNTERS:
        data.pop(name)
    return data
