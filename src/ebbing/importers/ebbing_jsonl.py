"""ebbing JSON Lines: our own export, and raw store logs (memories.jsonl, relations.jsonl).

An export holds memory and relation lines. A raw store log may also hold a header and event
lines; those are folded the way the store folds them: a touch makes its memory one use older,
fresher and stronger, a delete removes the memory (or relation) from what is imported.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from ebbing.carried import KINDS as CARRIED
from ebbing.carried import Carried
from ebbing.core.reinforce import apply_boost
from ebbing.importers.common import (
    ImportBatch,
    SkipLine,
    Skipped,
    build_memory,
    build_relation,
    count,
    parse_object,
    parse_time,
    read_lines,
)
from ebbing.models import Memory, Relation
from ebbing.store.memory_store import memory_line, relation_line
from ebbing.store.migrations import migrate

FORMAT = "ebbing"
KINDS = ("header", "memory", "relation", "touch", "delete", "relation_delete", *CARRIED)

RelationKey = tuple[str, str, str]


def export_lines(memories: Iterable[Memory], relations: Iterable[Relation]) -> Iterator[bytes]:
    """Every memory, then every relation, as ebbing JSON Lines (each ending in a newline)."""
    for memory in memories:
        yield memory_line(memory) + b"\n"
    for relation in relations:
        yield relation_line(relation) + b"\n"


class _Fold:
    """The memories and relations the lines read so far add up to."""

    def __init__(self) -> None:
        self.memories: dict[str, Memory] = {}
        self.relations: dict[RelationKey, Relation] = {}
        self.counts: dict[str, int] = {}
        self.carried = Carried()  # libraries and working-memory snapshots

    def apply(self, record: dict[str, Any]) -> None:
        kind = record.pop("kind", None)
        if kind == "header":
            _migrate({"v": record.get("schema_version", 1)})  # refuses a newer store
            return
        if kind not in KINDS:
            if kind is None:
                raise SkipLine('no "kind" field: not an ebbing export line')
            raise SkipLine(f"unknown record kind {kind!r}")
        count(self.counts, str(kind))
        record = _migrate(record)
        record.pop("v", None)
        if kind == "memory":
            memory = build_memory(record)
            self.memories[memory.id] = memory
        elif kind in CARRIED:
            self.carried.apply(str(kind), record)
        elif kind == "relation":
            relation = build_relation(record)
            self.relations[relation.key()] = relation
        elif kind == "touch":
            self._touch(record)
        elif kind == "delete":
            memory_id = _text(record, "id")
            if self.memories.pop(memory_id, None) is None:
                raise SkipLine(f"deletes memory {memory_id!r}, which no earlier line holds")
        else:  # relation_delete
            key = (_text(record, "from"), _text(record, "to"), _text(record, "type"))
            if self.relations.pop(key, None) is None:
                raise SkipLine(f"deletes relation {' '.join(key)!r}, which no earlier line holds")

    def _touch(self, record: dict[str, Any]) -> None:
        memory_id = _text(record, "id")
        at = parse_time(record.get("at"), "at")
        boost = record.get("boost", 0.0)
        if isinstance(boost, bool) or not isinstance(boost, int | float):
            raise SkipLine(f"bad boost {boost!r}: not a number")
        memory = self.memories.get(memory_id)
        if memory is None:
            raise SkipLine(f"a use of memory {memory_id!r}, which no earlier line holds")
        update: dict[str, Any] = {
            "use_count": memory.use_count + 1,
            "last_used": max(memory.last_used, at),
            "strength": apply_boost(memory.strength, float(boost)),
        }
        if record.get("cross"):
            update["cross_domain_count"] = memory.cross_domain_count + 1
        if record.get("review"):
            update["review_count"] = memory.review_count + 1
            last: datetime | None = memory.last_review_at
            update["last_review_at"] = at if last is None else max(last, at)
        self.memories[memory_id] = memory.model_copy(update=update)


def _migrate(record: dict[str, Any]) -> dict[str, Any]:
    try:
        return migrate(record)  # NewerSchema passes through: nothing is guessed
    except ValueError as error:
        raise SkipLine(str(error)) from error


def _text(record: dict[str, Any], key: str) -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value:
        raise SkipLine(f"missing {key!r}")
    return value


def read_ebbing(paths: list[Path]) -> ImportBatch:
    """Fold the lines of `paths`, in order, into memories and relations."""
    fold = _Fold()
    skipped: list[Skipped] = []
    for path in paths:
        for number, raw in read_lines(path):
            try:
                fold.apply(parse_object(raw))
            except SkipLine as skip:
                skipped.append(Skipped(path.name, number, str(skip)))
    return ImportBatch(list(fold.memories.values()), list(fold.relations.values()),
                       fold.counts, skipped, FORMAT, fold.carried)
