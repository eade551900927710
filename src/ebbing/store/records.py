"""How records are written as log lines, and the small values the store hands back."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import orjson

from ebbing.core.reinforce import Touch
from ebbing.models import Memory, Relation
from ebbing.store.migrations import SCHEMA_VERSION


def dumps(record: dict[str, Any]) -> bytes:
    return orjson.dumps(record, option=orjson.OPT_SORT_KEYS)


def memory_line(memory: Memory) -> bytes:
    """The memory as one log line. Same bytes as dumping `model_dump(mode="json")` (a test
    pins that), built from the fields directly because bulk imports spend their time here."""
    record = dict(memory.__dict__)
    if record["change_log"]:
        record["change_log"] = [entry.model_dump(mode="json") for entry in memory.change_log]
    record["kind"] = "memory"
    record["v"] = SCHEMA_VERSION
    return orjson.dumps(record, option=orjson.OPT_SORT_KEYS | orjson.OPT_UTC_Z)


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
