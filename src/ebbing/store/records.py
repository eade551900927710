"""How records are written as log lines, and the small values the store hands back."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson

from ebbing.core.reinforce import Touch
from ebbing.errors import InvalidInput
from ebbing.models import Memory, Relation
from ebbing.store.migrations import SCHEMA_VERSION


def dumps(record: dict[str, Any]) -> bytes:
    return orjson.dumps(record, option=orjson.OPT_SORT_KEYS)


def memory_line(memory: Memory) -> bytes:
    """The memory as one log line. Same bytes as dumping `model_dump(mode="json")` (a test
    pins that), built from the fields directly because bulk imports spend their time here."""
    return record_line(memory.__dict__)


def record_line(fields: dict[str, Any]) -> bytes:
    """A memory given as its fields (a Memory's __dict__, or a record ebbing.bulk validated)
    as one log line."""
    record = dict(fields)
    if record["change_log"]:
        record["change_log"] = [entry.model_dump(mode="json") for entry in fields["change_log"]]
    record["kind"] = "memory"
    record["v"] = SCHEMA_VERSION
    try:
        return orjson.dumps(record, option=orjson.OPT_SORT_KEYS | orjson.OPT_UTC_Z)
    except TypeError as error:  # a lone surrogate in a text, a value JSON cannot hold
        raise InvalidInput(f"cannot store memory {fields['id']}: {error} (texts must be valid "
                           "Unicode, metadata plain JSON values)") from None


def record_lines(records: list[dict[str, Any]]) -> tuple[bytes, list[int]]:
    """Many records (as `record_line` takes them) as their lines joined, each ending in a
    newline, and each line's length. Built in one buffer: keeping a byte string per line alive
    until the batch is written costs as much again as making the lines (a bulk import)."""
    text = bytearray()
    lengths: list[int] = []
    for record in records:
        line = record_line(record)
        text += line
        text += b"\n"
        lengths.append(len(line))
    return bytes(text), lengths


def relation_line(relation: Relation) -> bytes:
    body = relation.model_dump(mode="json", by_alias=True)
    return dumps({"kind": "relation", "v": SCHEMA_VERSION, **body})


@dataclass(frozen=True)
class TouchEvent:
    memory_id: str
    at: datetime
    touch: Touch
    review: bool = False


@dataclass(frozen=True)
class CompactReport:
    changed: bool
    lines_before: int
    lines_after: int
    bytes_before: int
    bytes_after: int
