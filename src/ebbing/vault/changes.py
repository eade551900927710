"""Changes the vault makes to memories: change-log entries and batched, locked edits."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from ebbing.lifecycle.rules.status import append_entry
from ebbing.models import MAX_CHANGE_LOG, ChangeLogEntry, Memory

EDITED = "edited in the vault"
DELETED = "note deleted in the vault"
COALESCE = timedelta(hours=1)  # edits saved within this of the last one share its entry


def append_change(log: list[ChangeLogEntry], entry: ChangeLogEntry) -> list[ChangeLogEntry]:
    """The change log with `entry` appended, folded by the store-wide rule (the first and the
    two latest entries kept; see ebbing.lifecycle.rules.status.append_entry)."""
    return append_entry(log, entry, MAX_CHANGE_LOG)


def vault_edit(memory: Memory, parts: list[str], at: datetime) -> list[ChangeLogEntry]:
    """The change log after a person edited `parts` ("text", "tags") of the memory's note.

    Obsidian saves every few seconds while someone types: an edit within an hour of the
    last "edited in the vault" entry widens that entry instead of adding one per save."""
    log = list(memory.change_log)
    if log and log[-1].reason == EDITED and at - log[-1].at <= COALESCE:
        last = log[-1]
        earlier = (last.affected_part or "").split(", ")
        merged = ", ".join(dict.fromkeys(p for p in [*earlier, *parts] if p))
        log[-1] = last.model_copy(update={"at": at, "affected_part": merged or None})
        return log
    entry = ChangeLogEntry(at=at, from_status=memory.status, to_status=memory.status,
                           reason=EDITED, affected_part=", ".join(parts) or None)
    return append_change(log, entry)


def note_entry(memory: Memory, reason: str, at: datetime) -> list[ChangeLogEntry]:
    entry = ChangeLogEntry(at=at, from_status=memory.status, to_status=memory.status,
                           reason=reason)
    return append_change(list(memory.change_log), entry)


Change = Callable[[Memory], dict[str, Any] | None]


def apply_changes(svc: Any, changes: dict[str, Change], at: datetime, *,
                  bump: bool = True) -> dict[str, Memory]:
    """Apply changes to many memories in one durable append, under the store's lock.

    Each change sees the memory as it is under the lock (so a use recorded meanwhile by
    another process is not overwritten) and returns the fields to set, or None to skip.
    `bump=False` keeps `updated_at` (bookkeeping such as where a note lives)."""
    if not changes:
        return {}
    done: dict[str, Memory] = {}
    with svc.store.lock:
        for memory_id, change in changes.items():
            memory = svc.store.get(memory_id)
            if memory is None:
                continue
            fields = change(memory)
            if not fields:
                continue
            if bump:
                fields["updated_at"] = at
            done[memory_id] = Memory.model_validate(memory.model_dump() | fields)
        svc.store.put(list(done.values()))
    return done
