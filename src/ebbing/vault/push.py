"""Writing the store into the vault: one note per promoted memory, kept in step.

A note is rewritten only when what ebbing owns in it changed (a checksum of its view) or the
file changed; the person's aliases, keys and the text above the marker are merged in, never
dropped. A note a person edited is only rewritten after its edits were taken back (a
promotion alone leaves such a note for the next sync). When a memory was deleted from the
store, its note goes too, unless a person changed it since ebbing wrote it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ebbing.models import Lifecycle, Memory
from ebbing.store.columns import LIFECYCLE_CODE
from ebbing.vault.changes import apply_changes
from ebbing.vault.files import (
    MEMORIES,
    is_inbox,
    link_problem,
    read_text,
    remove_note,
    same_text,
    stem_of,
    write_note,
    written_as,
)
from ebbing.vault.memory_note import Links, memory_view, render
from ebbing.vault.names import entity_key, link, memory_stem
from ebbing.vault.notefile import NoteError, sha256
from ebbing.vault.pull import load_note
from ebbing.vault.report import SyncReport
from ebbing.vault.scan import Scan
from ebbing.vault.state import VaultState


def promoted_ids(svc: Any) -> list[str]:
    store = svc.store
    rows = store.alive_rows()
    lifecycle = store.cols.col("lifecycle")[rows]
    wanted = rows[lifecycle == LIFECYCLE_CODE[Lifecycle.PROMOTED]]
    return [store.cols.ids[int(row)] for row in wanted]


def shown_memories(svc: Any, found: Scan, state: VaultState, vault: Path,
                   report: SyncReport, skip: set[str]) -> dict[str, Memory]:
    """Memories that have a note: the promoted ones and those whose note is tracked (an
    archived memory keeps its note). Notes of memories gone from the store are removed
    when untouched, and otherwise left to the person."""
    shown: dict[str, Memory] = {}
    for memory_id in [*promoted_ids(svc), *found.notes]:
        if memory_id in shown or memory_id in skip:
            continue
        memory = svc.store.get(memory_id)
        if memory is not None:
            shown[memory_id] = memory
            continue
        tracked = found.notes[memory_id]
        state.notes.pop(memory_id, None)
        state.changed = True
        if tracked.changed:
            report.problem(tracked.path, "its memory was deleted from the store; the note "
                                         "was changed since ebbing wrote it, so it stays yours")
        else:
            remove_note(vault, tracked.path)
            report.removed.append(tracked.path)
    return shown


def assign_paths(shown: dict[str, Memory], found: Scan, taken: set[str]) -> dict[str, str]:
    """Where each note lives: where it is now, or a new name in Memories/ (notes taken in
    from the Inbox move there too)."""
    paths: dict[str, str] = {}
    for memory_id in sorted(shown):
        tracked = found.notes.get(memory_id)
        if tracked is not None and not is_inbox(tracked.path):
            paths[memory_id] = tracked.path
    for memory_id in sorted(shown):
        if memory_id in paths:
            continue
        memory = shown[memory_id]
        recorded = memory.metadata.get("vault_note")
        stem = memory_stem(memory.content, memory_id, taken)
        if (isinstance(recorded, str) and recorded.endswith(".md")
                and stem_of(recorded).casefold() not in taken
                and recorded.split("/")[0] == MEMORIES and recorded.count("/") == 1):
            stem = stem_of(recorded)  # the name it had before (stable)
        taken.add(stem.casefold())
        paths[memory_id] = f"{MEMORIES}/{stem}.md"
    return paths


def build_links(svc: Any, shown: dict[str, Memory], paths: dict[str, str],
                entity_links: dict[str, str]) -> Links:
    links = Links(notes={i: stem_of(p) for i, p in paths.items()},
                  entities=entity_links)
    for relation in svc.relations():
        ends = ((relation.from_id, relation.to_id, relation.type),
                (relation.to_id, relation.from_id, f"{relation.type} (from)"))
        for here, other, kind in ends:
            if here in shown:
                links.relations.setdefault(here, []).append((other, kind))
                if other not in links.notes and other not in links.texts:
                    memory = svc.store.get(other)
                    if memory is not None:
                        links.texts[other] = memory.content
    return links


def record_paths(svc: Any, shown: dict[str, Memory], paths: dict[str, str],
                 at: Any) -> dict[str, Memory]:
    """Each memory's metadata names its note (`vault_note`), so a person or a program can
    find it; bookkeeping that leaves `updated_at` alone. Returns the memories it stored."""
    def setter(path: str) -> Any:
        def change(memory: Memory) -> dict[str, Any] | None:
            if memory.metadata.get("vault_note") == path:
                return None
            return {"metadata": {**memory.metadata, "vault_note": path}}
        return change

    changes = {i: setter(p) for i, p in paths.items()
               if shown[i].metadata.get("vault_note") != p}
    stored = apply_changes(svc, changes, at, bump=False)
    shown.update(stored)
    return stored


def write_memory_notes(vault: Path, shown: dict[str, Memory], paths: dict[str, str],
                       links: Links, found: Scan, state: VaultState, report: SyncReport,
                       pulled: bool) -> None:
    for memory_id, memory in shown.items():
        tracked = found.notes.get(memory_id)
        path = paths[memory_id]
        problem = link_problem(vault, path)
        if problem:
            report.problem(path, problem)
            continue
        view = memory_view(memory, links)
        written = state.notes.get(memory_id)
        if tracked is not None:
            if tracked.broken or (tracked.changed and not pulled):
                continue  # broken, or a person's edits wait for the next sync
            if (not tracked.changed and written is not None and written.view == view.checksum
                    and tracked.path == path):
                continue
            if not load_note(vault, tracked, report):
                continue
        existing = tracked.note if tracked is not None else None
        text = render(view, existing, written.managed if written and written.managed else None,
                      untouched=tracked is not None and not tracked.changed)
        old_path = tracked.path if tracked is not None else None
        data = text.encode("utf-8")
        current = _current_bytes(vault, old_path) if old_path == path else None
        base = (tracked.sha if tracked is not None and tracked.sha else
                written.sha256 if written is not None else None)
        if current is not None and base is not None and sha256(current) != base:
            continue  # saved again while this pass ran: merged by the next pass
        if current is not None and same_text(current, data):  # nothing to change: no write
            result = written_as(vault, path, current)
        else:
            result = write_note(vault, path, text)
            if old_path is not None and old_path != path:
                remove_note(vault, old_path)
                report.moved.append({"id": memory_id, "from": old_path, "to": path})
            else:
                report.written.append(path)
        result.view, result.content, result.tags = view.checksum, view.content, view.tags
        result.managed = view.managed
        state.notes[memory_id] = result
        state.changed = True


def _current_bytes(vault: Path, path: str | None) -> bytes | None:
    if path is None:
        return None
    try:
        data, _ = read_text(vault, path)
    except (NoteError, OSError):
        return None
    return data


def entity_names(shown: dict[str, Memory]) -> dict[str, str]:
    """Entity key -> the spelling shown, from the promoted memories (oldest first)."""
    names: dict[str, str] = {}
    for memory in sorted(shown.values(), key=lambda m: (m.created_at, m.id)):
        if memory.lifecycle is Lifecycle.PROMOTED:
            for name in memory.entities:
                names.setdefault(entity_key(name), name.strip())
    return names


def mentions(shown: dict[str, Memory], paths: dict[str, str]) -> Iterator[tuple[str, str, str]]:
    """(entity key, note name, status) for every promoted memory and entity it mentions."""
    for memory_id, memory in shown.items():
        if memory.lifecycle is Lifecycle.PROMOTED:
            for key in dict.fromkeys(entity_key(e) for e in memory.entities):
                yield key, stem_of(paths[memory_id]), memory.status.value


__all__ = ["assign_paths", "build_links", "entity_names", "link", "mentions", "promoted_ids",
           "record_paths", "shown_memories", "write_memory_notes"]
