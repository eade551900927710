"""A stored memory line made a Memory without pydantic's validation: the hot path of every
read (a recall reads about twenty rows; validation was a third of each read's time).

A row's line was validated as a Memory when it was written (the store writes nothing else)
and again when this process folded it into the columns (a line that fails is quarantined,
docs/storage.md), and is migrated to the current schema on reading (store/migrations.py), so
its fields are known to be right: what is left is turning the stored forms into the model's
types, the
ISO times into aware UTC datetimes, the status and lifecycle into their enums, the change
log's entries into ChangeLogEntry. The result equals `Memory.model_validate(record)` (the
same values, the same fields set; tests/store/test_rows.py); a record that is not a plain
stored line (a key the model does not know, a value of another shape) goes through
`model_validate` as before, which raises what it always raised.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ebbing.models import ChangeLogEntry, Lifecycle, Memory, Status, utc

ORDER = tuple(Memory.model_fields)  # a validated Memory's __dict__ holds them in this order
FIELDS = frozenset(ORDER)
# nothing else to set up (no private attributes, no post-init hook): the instance can be laid
# out as model_construct lays it out, without its per-field alias and default look-ups
BARE = not Memory.__private_attributes__ and Memory.__pydantic_post_init__ is None
TIMES = ("created_at", "updated_at", "occurred_at", "last_used", "last_review_at")
REQUIRED = frozenset(("id", "content", "created_at", "updated_at", "occurred_at", "last_used"))


def _time(value: Any) -> datetime:
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    elif not isinstance(value, datetime):
        raise TypeError(value)
    return value if value.tzinfo is UTC else utc(value)


def memory_of(record: dict[str, Any]) -> Memory:
    """`record` (a stored line's fields, current schema) as a Memory; see the module."""
    if not REQUIRED.issubset(record) or not FIELDS.issuperset(record):
        return Memory.model_validate(record)
    try:
        fields = dict(record)
        for name in TIMES:
            value = fields.get(name)
            if value is not None:
                fields[name] = _time(value)
        if "status" in fields:
            fields["status"] = Status(fields["status"])
        if "lifecycle" in fields:
            fields["lifecycle"] = Lifecycle(fields["lifecycle"])
        changes = fields.get("change_log")
        if changes:
            fields["change_log"] = [ChangeLogEntry.model_validate(c) for c in changes]
        elif changes is not None and not isinstance(changes, list):
            raise TypeError(changes)
    except (TypeError, ValueError):
        return Memory.model_validate(record)
    if not BARE or len(fields) != len(ORDER):  # a field left to its default
        return Memory.model_construct(**fields)
    memory = Memory.__new__(Memory)
    object.__setattr__(memory, "__dict__", {name: fields[name] for name in ORDER})
    object.__setattr__(memory, "__pydantic_fields_set__", set(ORDER))
    object.__setattr__(memory, "__pydantic_extra__", None)
    object.__setattr__(memory, "__pydantic_private__", None)
    return memory
