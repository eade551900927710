"""Where the vault's notes are now: which memory notes changed, moved or were deleted, which
notes ebbing did not write but belong to a memory, and what waits in the Inbox.

Notes ebbing wrote are found by the path it wrote them to; a note whose size and time still
match is not even read. Only when a note went missing, or a note ebbing does not know
appears, are unknown notes read, and then only their first few kilobytes (to find an `id:`
or `entity:` property).

Symbolic links are not followed. One that leaves the vault is reported, and while there is
one, a note that went missing is not taken as deleted (it may have been moved behind it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ebbing.vault.files import is_inbox, leaves_vault, list_notes, unchanged
from ebbing.vault.notefile import Note, NoteError, parse_note
from ebbing.vault.state import VaultState, Written

_ID = re.compile(r"^id:[ \t]*[\"']?([A-Za-z0-9][A-Za-z0-9._:-]{0,127})[\"']?[ \t]*$", re.M)
_ENTITY = re.compile(r"^entity:", re.M)
HEAD_BYTES = 16384
LINK_MESSAGE = ("is a symbolic link that leaves the vault; ebbing does not follow it (what is "
                "behind it is neither read, written nor taken as deleted; docs/vault.md)")
BEHIND_MESSAGE = ("is not in the vault any more, but the vault has symbolic links leaving it "
                  "that ebbing does not follow: not taken as deleted (its memory is kept)")


@dataclass
class Tracked:
    """A memory's note as found on disk."""

    memory_id: str
    path: str
    written: Written | None  # None: a note ebbing did not write (adopted)
    changed: bool  # differs from what ebbing wrote (always True when adopted)
    note: Note | None = None  # parsed, once something needed it
    broken: bool = False  # reported and left alone this pass
    sha: str | None = None  # checksum of the bytes `note` was parsed from


@dataclass
class Scan:
    notes: dict[str, Tracked] = field(default_factory=dict)
    deleted: dict[str, Written] = field(default_factory=dict)
    entities: dict[str, tuple[str, bool]] = field(default_factory=dict)  # key -> (path, changed)
    inbox: list[str] = field(default_factory=list)
    on_disk: list[str] = field(default_factory=list)
    problems: list[tuple[str, str]] = field(default_factory=list)
    links: list[str] = field(default_factory=list)  # symbolic links that leave the vault
    behind: dict[str, Written] = field(default_factory=dict)  # notes that may be behind one


def front_matter_head(vault: Path, path: str) -> str:
    """The front-matter block of a note, read from its first kilobytes ('' if none)."""
    try:
        with open(vault / path, "rb") as handle:
            head = handle.read(HEAD_BYTES).decode("utf-8", errors="ignore")
    except OSError:
        return ""
    head = head.lstrip("\ufeff").replace("\r\n", "\n")
    if not head.startswith("---"):
        return ""
    end = head.find("\n---", 3)
    return head[3:end] if end >= 0 else head[3:]


def scan(vault: Path, state: VaultState, known: Any) -> Scan:
    """Locate every note. `known(memory_id)` tells whether the store has that memory."""
    found = Scan()
    found.on_disk = list_notes(vault, found.links)
    found.problems += [(link, LINK_MESSAGE) for link in found.links]
    missing: dict[str, Written] = {}
    for memory_id, written in state.notes.items():
        if leaves_vault(vault, written.path):
            found.behind[memory_id] = written
            continue
        status = unchanged(vault, written)
        if status is None:
            missing[memory_id] = written
        else:
            found.notes[memory_id] = Tracked(memory_id, written.path, written, not status)
    missing_entities: dict[str, Written] = {}
    for key, written in state.entities.items():
        status = unchanged(vault, written)
        if status is None:
            missing_entities[key] = written
        else:
            found.entities[key] = (written.path, not status)
    known_paths = state.paths()
    for path in found.on_disk:
        if path.casefold() in known_paths:
            continue
        head = front_matter_head(vault, path)
        match = _ID.search(head)
        note_id: str | None = match.group(1) if match else None
        memory_id = note_id or ""
        if memory_id and memory_id in missing:
            found.notes[memory_id] = Tracked(memory_id, path, missing.pop(memory_id), True)
        elif memory_id and memory_id in found.notes and known(memory_id):
            found.problems.append(
                (path, f"has the id of the memory whose note is {found.notes[memory_id].path}; "
                       "left alone (give one of them another id or delete it)"))
        elif memory_id and known(memory_id):
            found.notes[memory_id] = Tracked(memory_id, path, None, True)
        elif is_inbox(path):
            found.inbox.append(path)
        elif missing_entities and _ENTITY.search(head):
            _follow_entity(vault, path, missing_entities, found)
    if found.links:  # a note that is gone may be behind a link: never a deletion
        found.behind.update(missing)
        found.problems += [(w.path, BEHIND_MESSAGE) for w in missing.values()]
        missing = {}
    found.deleted = missing
    return found


def _follow_entity(vault: Path, path: str, missing: dict[str, Written], found: Scan) -> None:
    from ebbing.vault.names import entity_key

    try:
        note = parse_note((vault / path).read_text(encoding="utf-8"))
    except (NoteError, OSError, UnicodeDecodeError):
        return
    key = entity_key(str(note.meta.get("entity") or ""))
    if key in missing:
        missing.pop(key)
        found.entities[key] = (path, True)
