"""New memories written by a person: notes in the vault's Inbox/ folder.

A note in Inbox/ (with or without front matter) becomes a promoted memory: its text is the
memory, and `tags`, `entities` (names or [[links]]), `character`, `source` and `occurred`
properties fill those fields; other keys stay in the note. The note then moves to
Memories/ under its memory's name. Before the memory is stored, its id is written into the
note, so a crash in between cannot turn one note into two memories. An empty note is left
waiting (a person may have just created it); so, in watch mode, is one edited within the
last few seconds.
"""

from __future__ import annotations

import os
import time
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from ebbing.errors import EbbingError
from ebbing.models import Lifecycle, Memory
from ebbing.names import check_id
from ebbing.vault.files import FOLDERS, read_text, write_note
from ebbing.vault.memory_note import split_body
from ebbing.vault.names import link_target, tags_from_note
from ebbing.vault.notefile import Note, NoteError, parse_note, render_note, text_list
from ebbing.vault.report import SyncReport
from ebbing.vault.scan import Scan, Tracked


def _when(value: Any) -> datetime | None:
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    parsed = datetime.fromisoformat(str(value).strip())
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _text(value: Any) -> str | None:
    return None if value is None or str(value).strip() == "" else str(value).strip()


def inbox_memory(svc: Any, note: Note, content: str, memory_id: str | None,
                 at: datetime) -> Memory:
    """The memory an Inbox note describes (not stored yet)."""
    meta = note.meta
    try:
        occurred = _when(meta.get("occurred"))
    except ValueError:
        raise EbbingError(f"occurred: {meta.get('occurred')!r} is not an ISO date") from None
    memory: Memory = svc.build(
        content,
        tags=tags_from_note(text_list(meta.get("tags")), []),
        entities=[link_target(e) for e in text_list(meta.get("entities")) if link_target(e)],
        character=_text(meta.get("character")),
        source=_text(meta.get("source")) or "vault",
        occurred_at=occurred,
        now=at,
    )
    update: dict[str, Any] = {"lifecycle": Lifecycle.PROMOTED}
    if memory_id:
        update["id"] = memory_id
    return memory.model_copy(update=update)


def _given_id(svc: Any, note: Note) -> str | None:
    """An id the note already carries that no memory has (a person's, or ours from a pass
    that stopped half-way)."""
    value = note.meta.get("id")
    if value is None:
        return None
    try:
        wanted = check_id(str(value).strip())
    except EbbingError:
        return None
    return None if svc.store.get(wanted) is not None else wanted


def take_inbox(svc: Any, vault: Path, found: Scan, report: SyncReport, at: datetime,
               settle_s: float = 0.0) -> None:
    for path in found.inbox:
        if settle_s and _age(vault / path) < settle_s:
            report.waiting.append(path)
            continue
        try:
            _, text = read_text(vault, path)
            note = parse_note(text)
        except (NoteError, OSError) as error:
            report.problem(path, f"{error}; left alone until it is fixed")
            continue
        content, _ = split_body(note.body)
        if not content.strip():
            report.waiting.append(path)
            continue
        try:
            memory = inbox_memory(svc, note, content, _given_id(svc, note), at)
        except (EbbingError, ValueError) as error:
            report.problem(path, f"{error}; left alone until it is fixed")
            continue
        if str(note.meta.get("id", "")) != memory.id:
            note.meta = {"id": memory.id, **{k: v for k, v in note.meta.items() if k != "id"}}
            write_note(vault, path, render_note(note.meta, note.body))
            FOLDERS.sync()  # the id is on disk before the memory is stored
        svc.store.put([memory])
        found.notes[memory.id] = Tracked(memory.id, path, None, True, note=note)
        report.created.append({"id": memory.id, "path": path})


def _age(path: Path) -> float:
    try:
        return time.time() - os.stat(path).st_mtime
    except FileNotFoundError:
        return 0.0
