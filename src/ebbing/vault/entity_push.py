"""Entity notes in step with the promoted memories that mention them.

One note per entity with at least one promoted memory, in Entities/. A person's text, aliases
and keys in it are kept; a person may rename or move it (it is found again by its `entity`
property). An entity note deleted by a person is written again while promoted memories
mention the entity; one no promoted memory mentions any more is removed if nobody changed
it, and otherwise kept with an empty list.
"""

from __future__ import annotations

from pathlib import Path

from ebbing.vault.entity_note import entity_managed, entity_view, render_entity
from ebbing.vault.files import (
    ENTITIES,
    link_problem,
    read_text,
    remove_note,
    stem_of,
    write_note,
    written_as,
)
from ebbing.vault.names import entity_stem, link
from ebbing.vault.notefile import Note, NoteError, parse_note
from ebbing.vault.report import SyncReport
from ebbing.vault.scan import Scan
from ebbing.vault.state import VaultState


def entity_paths(names: dict[str, str], found: Scan, state: VaultState,
                 taken: set[str]) -> dict[str, str]:
    """Entity key -> note path: where it is now, where it was written, a note a person
    already has in Entities/ under that name, or a new name."""
    paths: dict[str, str] = {}
    memory_paths = {t.path for t in found.notes.values()}
    free = {p for p in found.on_disk if p.startswith(f"{ENTITIES}/") and p.count("/") == 1
            and p not in memory_paths and p.casefold() not in state.paths()}
    for key in sorted(names):
        if key in found.entities:
            paths[key] = found.entities[key][0]
        elif key in state.entities:
            paths[key] = state.entities[key].path  # deleted by a person: written again there
        elif f"{ENTITIES}/{entity_stem(names[key], set())}.md" in free:
            paths[key] = f"{ENTITIES}/{entity_stem(names[key], set())}.md"  # the person's
            free.discard(paths[key])
        else:
            stem = entity_stem(names[key], taken)
            taken.add(stem.casefold())
            paths[key] = f"{ENTITIES}/{stem}.md"
    return paths


def entity_links(names: dict[str, str], paths: dict[str, str]) -> dict[str, str]:
    return {key: link(stem_of(paths[key]), names[key]) for key in names}


def write_entity_notes(vault: Path, names: dict[str, str], paths: dict[str, str],
                       listed: dict[str, list[tuple[str, str]]], found: Scan,
                       state: VaultState, report: SyncReport) -> None:
    for key in sorted(set(names) | set(state.entities)):
        written = state.entities.get(key)
        where = found.entities.get(key)
        if key not in names and (where is None or not where[1]):
            # no promoted memory mentions it any more, and nobody wrote in its note
            if where is not None:
                remove_note(vault, where[0])
                report.removed.append(where[0])
            state.entities.pop(key, None)
            state.changed = True
            continue
        name = names.get(key) or (written.name if written else key)
        path = paths.get(key) or (where[0] if where else f"{ENTITIES}/{key}.md")
        problem = link_problem(vault, path)
        if problem:
            report.problem(path, problem)
            continue
        view = entity_view(name, listed.get(key, []))
        changed = where[1] if where else None
        if (written is not None and changed is False and written.view == view.checksum
                and written.path == path):
            continue
        existing: Note | None = None
        current: bytes | None = None
        source = where[0] if where is not None else path
        if where is not None or (vault / path).is_file():
            try:
                current, text = read_text(vault, source)
                existing = parse_note(text)
            except (NoteError, OSError) as error:
                report.problem(source, f"{error}; left alone until it is fixed")
                continue
        text = render_entity(view, existing, written.managed if written and written.managed
                             else None, untouched=changed is False)
        data = text.encode("utf-8")
        if current == data:
            result = written_as(vault, path, data)
        else:
            result = write_note(vault, path, text)
            report.written.append(path)
        result.view, result.name = view.checksum, name
        result.managed = entity_managed(view)
        state.entities[key] = result
        state.changed = True
