"""Taking a person's vault edits back into the store.

- Text or tags edited in a memory's note: the memory gets the new text or tags and a
  change-log entry "edited in the vault". A three-way merge against what ebbing last wrote
  tells which side changed; when both did, the vault's text wins (the store's version stays
  in the log's history until a compaction) and the pass reports a conflict.
- A memory note deleted: the memory is archived (kept, findable when asked for).
- A note of a memory ebbing did not write (restored from the trash, or the vault's sync
  state was lost): the memory is promoted again and the note adopted.
- A note whose front matter does not parse, or whose id was changed, or whose text is
  empty: reported and left alone; nothing in the store changes.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from ebbing.models import Lifecycle, Memory
from ebbing.service import clean_list
from ebbing.vault.changes import DELETED, Change, apply_changes, note_entry, vault_edit
from ebbing.vault.files import read_text
from ebbing.vault.memory_note import read_back, same_tags, same_text
from ebbing.vault.names import note_tags, tags_from_note
from ebbing.vault.notefile import NoteError, parse_note, sha256
from ebbing.vault.report import SyncReport
from ebbing.vault.scan import Scan, Tracked
from ebbing.vault.state import VaultState


def load_note(vault: Path, tracked: Tracked, report: SyncReport) -> bool:
    """Parse a tracked note once; report and mark it broken if it cannot be read."""
    if tracked.note is not None or tracked.broken:
        return not tracked.broken
    try:
        data, text = read_text(vault, tracked.path)
        tracked.sha = sha256(data)
        tracked.note = parse_note(text)
    except (NoteError, OSError) as error:
        report.problem(tracked.path, f"{error}; left alone until it is fixed")
        tracked.broken = True
        return False
    written_id = tracked.note.meta.get("id")
    if written_id is not None and str(written_id) != tracked.memory_id:
        report.problem(tracked.path, f"its id was changed from {tracked.memory_id} to "
                                     f"{written_id}; left alone (put the id back)")
        tracked.broken = True
        return False
    return True


def _edit_of(memory: Memory, tracked: Tracked, report: SyncReport) -> dict[str, Any] | None:
    assert tracked.note is not None
    content, tags = read_back(tracked.note)
    written = tracked.written
    base_content = written.content if written else memory.content
    base_tags = written.tags if written else note_tags(memory.tags)
    new: dict[str, Any] = {}
    if not same_text(content, base_content) and not same_text(content, memory.content):
        if not content.strip():
            report.problem(tracked.path, "the note's text is empty; left alone (write the "
                                         "memory's text back, or delete the note to archive it)")
            tracked.broken = True
            return None
        new["content"] = content
        if written and not same_text(memory.content, base_content):
            report.conflict(tracked.memory_id, tracked.path, "text")
    if not same_tags(tags, base_tags):
        wanted = clean_list(tags_from_note(tags, memory.tags), "tag")
        if not same_tags(wanted, memory.tags):
            new["tags"] = wanted
    return new


def pull(svc: Any, vault: Path, found: Scan, state: VaultState, report: SyncReport,
         at: datetime) -> None:
    changes: dict[str, Change] = {}
    for memory_id, tracked in found.notes.items():
        if not tracked.changed or not load_note(vault, tracked, report):
            continue
        memory = svc.store.get(memory_id)
        if memory is None:
            continue  # deleted from the store: the push decides about the note
        new = _edit_of(memory, tracked, report)
        if new:
            parts = [p for p, key in (("text", "content"), ("tags", "tags")) if key in new]
            changes[memory_id] = _edited(new, parts, at)
            report.edited.append({"id": memory_id, "path": tracked.path, "fields": parts})
        if tracked.written is None and memory.lifecycle is not Lifecycle.PROMOTED:
            changes[memory_id] = _adopted(changes.get(memory_id))
    for memory_id, written in found.deleted.items():
        state.notes.pop(memory_id, None)
        state.changed = True
        memory = svc.store.get(memory_id)
        if memory is None or memory.lifecycle is Lifecycle.ARCHIVED:
            continue
        changes[memory_id] = _archived(at)
        report.archived.append({"id": memory_id, "path": written.path})
    apply_changes(svc, changes, at)


def _edited(new: dict[str, Any], parts: list[str], at: datetime) -> Change:
    def change(memory: Memory) -> dict[str, Any]:
        return {**new, "change_log": vault_edit(memory, parts, at)}
    return change


def _adopted(before: Change | None) -> Change:
    def change(memory: Memory) -> dict[str, Any]:
        fields = (before(memory) if before else None) or {}
        return {**fields, "lifecycle": Lifecycle.PROMOTED}
    return change


def _archived(at: datetime) -> Change:
    def change(memory: Memory) -> dict[str, Any] | None:
        if memory.lifecycle is Lifecycle.ARCHIVED:
            return None
        metadata = {k: v for k, v in memory.metadata.items() if k != "vault_note"}
        return {"lifecycle": Lifecycle.ARCHIVED, "metadata": metadata,
                "change_log": note_entry(memory, DELETED, at)}
    return change
