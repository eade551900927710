"""Changing a memory's status: supersede, repudiate, suspect, validate, and its history.

The rules (which transitions are allowed, how a full change log folds) are pure and live in
ebbing.lifecycle.rules.status; this module applies them to the store, under its lock.

Crash safety: when a change creates the newer memory (from a text), the newer memory is
appended and fsynced first, the older memory's new status second, in two appends. A crash
between them leaves two valid memories (the change simply did not happen, and `reconcile`
can find it again), never a status pointing at a memory that was not written.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from ebbing.errors import InvalidInput
from ebbing.lifecycle.rules.status import (
    TRIGGER_STATUSES,
    IllegalTransition,
    append_entry,
    check_transition,
    excerpt,
    keeps_link,
)
from ebbing.lifecycle.scan import raw_records
from ebbing.models import ChangeLogEntry, Memory, Status, utc
from ebbing.store.columns import STATUS_CODE
from ebbing.thinking.activity import user_call
from ebbing.thinking.derived import on_status_change

if TYPE_CHECKING:
    from ebbing.lifecycle.conflicts import Reconciled, Remembered
    from ebbing.service import MemoryService

MAX_CHAIN = 10_000  # links followed before a chain is taken to be broken


@dataclass(frozen=True)
class Transition:
    """One status change as stored: the memory after it, where it came from, what caused it."""

    memory: Memory
    previous: Status
    trigger: Memory | None
    created: bool
    entry: ChangeLogEntry
    kept: Memory | None = None  # what still holds of it, remembered on its own (remainder.py)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.memory.id,
            "from_status": self.previous.value,
            "to_status": self.memory.status.value,
            "linked_new_memory_id": self.memory.linked_new_memory_id,
            "trigger_id": self.trigger.id if self.trigger else None,
            "created_trigger": self.created,
            "entry": self.entry.model_dump(mode="json"),
            "memory": self.memory.model_dump(mode="json"),
            "trigger": self.trigger.model_dump(mode="json") if self.trigger else None,
            "kept": self.kept.model_dump(mode="json") if self.kept else None,
        }


def change_status(svc: MemoryService, memory_id: str, target: Status, *, reason: str,
                  part: str | None = None, by: str | None = None, text: str | None = None,
                  fields: dict[str, Any] | None = None,
                  now: datetime | None = None) -> Transition:
    """Move a memory to `target` status, with a change-log entry saying why.

    The newer memory that caused it is an existing one (`by`) or a new one made from `text`
    (with `fields` as for `remember`; tags and entities default to the old memory's). Illegal
    transitions raise IllegalTransition and change nothing."""
    at = datetime.now(UTC) if now is None else utc(now)
    why = (reason or "").strip()
    if not why:
        raise InvalidInput("give a reason for the change (--reason)")
    if by and text:
        raise IllegalTransition("give the newer memory either by id (--by) or as text, not both")
    with svc.store.lock:
        old = svc.get(memory_id)
        check_transition(old.status, target)
        trigger, created = None, False
        if by:
            trigger = _existing_trigger(svc, old, svc.get(by), target)
        elif text is not None:
            given = dict(fields or {})
            given.setdefault("tags", old.tags)
            given.setdefault("entities", old.entities)
            trigger, created = svc.build(text, now=at, **given), True
        entry = ChangeLogEntry(
            at=at, from_status=old.status, to_status=target, reason=why,
            affected_part=(part or "").strip() or None,
            trigger_memory_id=trigger.id if trigger else None,
            trigger_excerpt=excerpt(trigger.content) if trigger else None,
        )
        link = (trigger.id if trigger else old.linked_new_memory_id) if keeps_link(target) \
            else None
        updated = Memory.model_validate(old.model_dump() | {
            "status": target, "linked_new_memory_id": link, "updated_at": at,
            "change_log": append_entry(old.change_log, entry)})
        if created:
            assert trigger is not None
            svc.store.put([trigger])  # the newer memory first: see the module docstring
        svc.store.put([updated])
        on_status_change(svc, updated, at)  # derived memories citing it follow (thinking/)
    return Transition(updated, old.status, trigger, created, entry)


def _existing_trigger(svc: MemoryService, old: Memory, trigger: Memory,
                      target: Status) -> Memory:
    if trigger.id == old.id:
        raise IllegalTransition("a memory cannot be changed by itself")
    if trigger.status not in TRIGGER_STATUSES:
        raise IllegalTransition(
            f"memory {trigger.id} is {trigger.status.value}: only a valid or suspected memory "
            "can change another one")
    if keeps_link(target):
        step, seen = trigger, {trigger.id}
        while step.linked_new_memory_id and len(seen) < MAX_CHAIN:
            if step.linked_new_memory_id == old.id:
                raise IllegalTransition(
                    f"memory {trigger.id} already leads to {old.id}: linking back would make "
                    "a loop")
            if step.linked_new_memory_id in seen:
                break
            seen.add(step.linked_new_memory_id)
            found = svc.store.get(step.linked_new_memory_id)
            if found is None:
                break
            step = found
    return trigger


def supersede(svc: MemoryService, old_id: str, *, reason: str, by: str | None = None,
              text: str | None = None, **options: Any) -> Transition:
    """The old memory is outdated: a newer one (by id, or made from text) replaces it."""
    if not by and not text:
        raise InvalidInput("name the newer memory: --by ID, or give its text")
    return change_status(svc, old_id, Status.OUTDATED, reason=reason, by=by, text=text,
                         **options)


def repudiate(svc: MemoryService, old_id: str, *, reason: str, **options: Any) -> Transition:
    """The memory was never true (optionally: the memory that says so)."""
    return change_status(svc, old_id, Status.REPUDIATED, reason=reason, **options)


def suspect(svc: MemoryService, old_id: str, *, reason: str, **options: Any) -> Transition:
    """The memory may be outdated (optionally: the memory that raised the doubt)."""
    return change_status(svc, old_id, Status.SUSPECTED_OUTDATED, reason=reason, **options)


def validate(svc: MemoryService, memory_id: str, *, reason: str,
             **options: Any) -> Transition:
    """Back to valid: a suspicion cleared, or a mistaken correction undone (reinstated)."""
    return change_status(svc, memory_id, Status.VALID, reason=reason, **options)


def history(svc: MemoryService, memory_id: str) -> list[Memory]:
    """Every memory linked to this one through `linked_new_memory_id`, in either direction,
    oldest first (by creation time): the whole chain with each one's change log."""
    start = svc.get(memory_id)
    store = svc.store
    cols = store.cols
    changed = np.flatnonzero(cols.col("alive") & (cols.col("status") != STATUS_CODE[Status.VALID]))
    earlier: dict[str, list[str]] = {}
    for _, record in raw_records(store, changed.tolist()):
        link = record.get("linked_new_memory_id")
        if link:
            earlier.setdefault(link, []).append(record["id"])
    found = {start.id: start}
    queue = [start]
    while queue and len(found) < MAX_CHAIN:
        memory = queue.pop()
        linked = [memory.linked_new_memory_id] if memory.linked_new_memory_id else []
        for other_id in earlier.get(memory.id, []) + linked:
            if other_id in found:
                continue
            other = store.get(other_id)
            if other is not None:
                found[other_id] = other
                queue.append(other)
    return sorted(found.values(), key=lambda m: (m.created_at, m.id))


class StatusOps:
    """Status changes and conflict detection as MemoryService methods (a mixin, so the
    service module stays small); each delegates to the functions above or lifecycle.conflicts."""

    def supersede(self, old_id: str, *, reason: str, **options: Any) -> Transition:
        return supersede(cast("MemoryService", self), old_id, reason=reason, **options)

    def repudiate(self, old_id: str, *, reason: str, **options: Any) -> Transition:
        return repudiate(cast("MemoryService", self), old_id, reason=reason, **options)

    def suspect(self, old_id: str, *, reason: str, **options: Any) -> Transition:
        return suspect(cast("MemoryService", self), old_id, reason=reason, **options)

    def validate(self, memory_id: str, *, reason: str, **options: Any) -> Transition:
        return validate(cast("MemoryService", self), memory_id, reason=reason, **options)

    def history(self, memory_id: str) -> list[Memory]:
        return history(cast("MemoryService", self), memory_id)

    def remember_checked(self, content: str, *, check_conflicts: bool | None = None,
                         **fields: Any) -> Remembered:
        """Remember, then (when conflict detection is on) let the judge compare the new
        memory with older ones it may contradict and change their status."""
        from ebbing.lifecycle.conflicts import remember_checked

        done = remember_checked(cast("MemoryService", self), content, check=check_conflicts,
                                **fields)
        user_call(cast("MemoryService", self), fields.get("now"))  # active again (thinking/)
        return done

    def reconcile(self, **options: Any) -> Reconciled:
        """Run conflict detection over stored memories (a dry run unless apply=True)."""
        from ebbing.lifecycle.conflicts import reconcile

        return reconcile(cast("MemoryService", self), **options)
