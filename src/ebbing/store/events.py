"""Reading a log's records: the current schema, and the small event lines (touch, delete)
read strictly and laid over the columns.

An event line is applied only when every field it needs is there and well typed: a
hand-written `delete` without its time, a touch whose boost is not a number, are not ebbing's
lines and go to quarantine (the caller moves what raises here) instead of changing memories.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from ebbing.core.reinforce import Touch, apply_boost
from ebbing.models import utc
from ebbing.store.columns import Columns, to_us
from ebbing.store.migrations import migrate
from ebbing.store.records import TouchEvent


def _text(record: dict[str, Any], key: str) -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value:
        raise ValueError(f"event without a valid {key!r}")
    return value


def _time(record: dict[str, Any]) -> datetime:
    return utc(datetime.fromisoformat(_text(record, "at")))


def _flag(record: dict[str, Any], key: str, required: bool) -> bool:
    value = record.get(key, None if required else False)
    if not isinstance(value, bool):
        raise ValueError(f"event without a valid {key!r}")
    return value


def touch_event(record: dict[str, Any]) -> TouchEvent:
    """The use a `touch` line records (ValueError if any field is missing or mistyped)."""
    boost = record.get("boost")
    if isinstance(boost, bool) or not isinstance(boost, int | float) or boost < 0:
        raise ValueError("touch without a valid 'boost'")
    touch = Touch(boost=float(boost), cross_context=_flag(record, "cross", True))
    return TouchEvent(_text(record, "id"), _time(record), touch,
                      _flag(record, "review", False))


def delete_event(record: dict[str, Any]) -> str:
    """The id a `delete` line removes (ValueError unless it has an id and a valid time)."""
    _time(record)
    return _text(record, "id")


def current(record: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """A record's kind and its body at the current schema (a header only has its version
    checked: its body is empty)."""
    kind = record.pop("kind", None)
    if kind == "header":
        migrate({"v": record.get("schema_version", 1)})
        return kind, {}
    record = migrate(record)
    record.pop("v", None)
    return kind, record


def apply_touch(cols: Columns, event: TouchEvent) -> None:
    """Lay one use over its memory's row (a use of a memory that is gone changes nothing)."""
    row = cols.row_of(event.memory_id)
    a = cols.arrays
    if row is None or not a["alive"][row]:
        return
    at = to_us(event.at)
    a["use_count"][row] += 1
    a["last_used"][row] = max(int(a["last_used"][row]), at)
    a["strength"][row] = apply_boost(float(a["strength"][row]), event.touch.boost)
    if event.touch.cross_context:
        a["cross_count"][row] += 1
    if event.review:
        a["review_count"][row] += 1
        a["last_review"][row] = max(int(a["last_review"][row]), at)
