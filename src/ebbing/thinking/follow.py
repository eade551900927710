"""Derived memories follow what they cite: a profile, summary, theme, bridge or thought never
states a memory that is no longer valid as if it were.

When a memory changes status (every change goes through lifecycle/statuses.py, which calls
`follow`), each derived memory citing it is brought in line:

- the memory is no longer valid (outdated, repudiated or suspected) and the derived memory
  is valid: it is **revised** without that citation, its text composed again from the
  memories it still cites that are valid (core/derive.py `recompose`, the offline writer's
  own texts), with a change-log entry naming the citation dropped and why, and its relation
  to the dropped memory removed. When that cannot be done (fewer than two valid memories
  would be left, or an LLM wrote the thought), it turns **suspected_outdated** instead, its
  change log naming the citation;
- the memory is valid again (`validate`): a derived memory left suspected by such a change
  is valid again once every memory it cites is valid (a change-log entry says so).

A dream later writes what the new memories say (its pool holds only valid memories)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from ebbing.core.derive import recompose
from ebbing.lifecycle.rules.status import append_entry
from ebbing.models import ChangeLogEntry, Memory, Status
from ebbing.thinking.derived import citing, revise, source_of

if TYPE_CHECKING:
    from ebbing.service import MemoryService


def follow(svc: MemoryService, changed: Memory, now: datetime) -> list[Memory]:
    """Bring the derived memories citing `changed` in line with its new status; the new
    versions written."""
    out = []
    for derived_id in citing(svc, changed.id):
        derived = svc.store.get(derived_id)
        if derived is None or changed.id not in derived.derived_from:
            continue
        if changed.status is Status.VALID:
            updated = _believed_again(svc, derived, changed, now)
        elif derived.status is Status.VALID:
            updated = _without(svc, derived, changed, now)
        else:
            updated = None
        if updated is not None:
            out.append(updated)
    return out


def _without(svc: MemoryService, derived: Memory, changed: Memory,
             now: datetime) -> Memory:
    """`derived` revised without `changed` (and any other citation no longer valid), or
    suspected when it cannot stand without them."""
    kept = [m for m in (svc.store.get(i) for i in derived.derived_from)
            if m is not None and m.status is Status.VALID and m.id != changed.id]
    text = recompose(derived.metadata, [source_of(m, 1.0, now) for m in kept])
    why = f"cited memory {changed.id} became {changed.status.value}"
    if text is not None:
        revised = revise(svc, derived, text, [m.id for m in kept], now,
                         reason=f"{why}: revised without it", trigger=changed.id)
        if revised is not None:
            return revised
    return _set_status(svc, derived, Status.SUSPECTED_OUTDATED, now, ChangeLogEntry(
        at=now, from_status=derived.status, to_status=Status.SUSPECTED_OUTDATED,
        reason=why if text is None else f"{why}; it could not be revised",
        affected_part=f"citation {changed.id}", trigger_memory_id=changed.id))


def _believed_again(svc: MemoryService, derived: Memory, changed: Memory,
                    now: datetime) -> Memory | None:
    if derived.status is not Status.SUSPECTED_OUTDATED:
        return None
    cited = [svc.store.get(i) for i in derived.derived_from]
    if any(m is None or m.status is not Status.VALID for m in cited):
        return None
    return _set_status(svc, derived, Status.VALID, now, ChangeLogEntry(
        at=now, from_status=derived.status, to_status=Status.VALID,
        reason=f"cited memory {changed.id} is valid again; every memory cited is valid",
        affected_part=f"citation {changed.id}", trigger_memory_id=changed.id))


def _set_status(svc: MemoryService, derived: Memory, status: Status, now: datetime,
                entry: ChangeLogEntry) -> Memory:
    updated = Memory.model_validate(derived.model_dump() | {
        "status": status, "updated_at": now,
        "change_log": append_entry(derived.change_log, entry)})
    svc.store.put([updated])
    return updated
