"""The vault's own notes, indexed read-only: what a person wrote in Obsidian is searched
beside the memories (vault/notes_search.py), never rewritten.

A note of the vault is indexed when ebbing did not write it: not a memory's note or an
entity's note (the sync state knows those), not an Inbox note (it becomes a memory), not
under Templates/ or hidden folders, not `Home.md` while it still holds the template's bytes.
Each `vault sync` pass (and so `vault watch`) brings the index in step: a new note is read,
an edited one read again, a deleted or moved one leaves it. So does every search between
passes (`in_step`): it lists the vault and compares each note's size and modification time
with the index, and reads again only what changed, so a note edited a moment ago is found as
it reads now. A note whose size and modification time did not change is not even opened.
Notes are opened for reading only.

The index is derived data, kept in the agent's folder (`.cache/vault-notes.json`): losing it
loses nothing, the next pass builds it again. It names the vault it describes; a pass over
another vault replaces it.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import orjson

from ebbing.store.atomic import atomic_write
from ebbing.vault.files import is_inbox, note_listing, stem_of
from ebbing.vault.notefile import NoteError, parse_note

INDEX_VERSION = 1
PASSAGE_CHARS = 700  # a passage (what is ranked and shown) holds about this many characters
_HEADING = re.compile(r"^#{1,6}\s+(.*\S)\s*$")
_INLINE_TAG = re.compile(r"(?<![\w#&])#([^\s#\[\]()!?,.;:'\"]+)")
_CODE_FENCE = re.compile(r"^(`{3,}|~{3,})")


@dataclass
class Passage:
    heading: str  # the nearest heading above it ('' before the first)
    text: str


@dataclass
class IndexedNote:
    path: str  # relative to the vault, with '/'
    sha256: str
    size: int
    mtime_ns: int
    title: str
    tags: list[str] = field(default_factory=list)
    passages: list[Passage] = field(default_factory=list)


@dataclass
class NotesIndex:
    vault: str = ""
    notes: dict[str, IndexedNote] = field(default_factory=dict)  # by path


def index_path(folder: Path) -> Path:
    return Path(folder) / ".cache" / "vault-notes.json"


def load_index(folder: Path) -> NotesIndex:
    """The saved index ('' vault, no notes: never built, or unreadable)."""
    try:
        raw = orjson.loads(index_path(folder).read_bytes())
        if raw.get("version") != INDEX_VERSION:
            return NotesIndex()
        notes = {}
        for item in raw["notes"]:
            item["passages"] = [Passage(**p) for p in item["passages"]]
            note = IndexedNote(**item)
            notes[note.path] = note
        return NotesIndex(str(raw["vault"]), notes)
    except (OSError, ValueError, KeyError, TypeError):
        return NotesIndex()


def save_index(folder: Path, index: NotesIndex) -> None:
    data = {"version": INDEX_VERSION, "vault": index.vault,
            "notes": [asdict(n) for n in sorted(index.notes.values(), key=lambda n: n.path)]}
    target = index_path(folder)
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, orjson.dumps(data))


def own_notes(on_disk: list[str], ebbing_paths: set[str], vault: Path) -> list[str]:
    """Of the notes on disk, those a person wrote: not ebbing's (`ebbing_paths`, casefolded),
    not in the Inbox, not the template's untouched Home.md."""
    return [p for p in on_disk if p.casefold() not in ebbing_paths and not is_inbox(p)
            and not (p == "Home.md" and _is_template_home(vault))]


def _is_template_home(vault: Path) -> bool:
    from ebbing.vault.template import template_root

    try:
        return (vault / "Home.md").read_bytes() == (template_root() / "Home.md").read_bytes()
    except OSError:
        return False


def refresh(folder: Path, vault: Path, paths: list[str]) -> tuple[NotesIndex, int]:
    """Bring the index of `folder` in step with the notes at `paths` (the vault's own
    notes): returns it and how many notes were read again. Notes that are gone leave it."""
    index = load_index(folder)
    other_vault = index.vault != str(vault)
    if other_vault:
        index = NotesIndex(str(vault))
    kept: dict[str, IndexedNote] = {}
    read = 0
    for path in paths:
        old = index.notes.get(path)
        try:
            st = os.stat(vault / path)
        except OSError:
            continue
        if old is not None and (old.size, old.mtime_ns) == (st.st_size, st.st_mtime_ns):
            kept[path] = old
            continue
        note = read_note(vault, path, old)
        read += 1
        if note is not None:
            kept[path] = note
    changed = other_vault or kept.keys() != index.notes.keys() or read > 0
    index.notes = kept
    if changed:
        save_index(folder, index)
    return index, read


def in_step(folder: Path, vault: Path, namespace: str, agent: str,
            index: NotesIndex) -> bool:
    """Before a search between sync passes: whether the index (`index`, as last loaded) was
    out of step with the vault's own notes and has been brought in step (`refresh`). A vault
    never made (no `.obsidian`) is left alone; so is one whose sync state cannot be read (the
    next pass reports it). Reads only the sync state and the vault's listing (one scan of
    each folder, a note's size and time from the same pass) unless a note was added, edited,
    moved or deleted. Writes nothing but the index."""
    from ebbing.vault.state import state_path

    if not (vault / ".obsidian").is_dir():
        return False
    try:
        raw = orjson.loads(state_path(vault, namespace, agent).read_bytes())
    except FileNotFoundError:
        raw = {}
    except (OSError, ValueError):
        return False
    try:
        ebbing_paths = {str(w["path"]).casefold() for part in ("notes", "entities")
                        for w in raw.get(part, {}).values()}
    except (AttributeError, KeyError, TypeError):
        return False
    listed = note_listing(vault)
    persons = own_notes(sorted(listed), ebbing_paths, vault)
    if index.vault == str(vault) and index.notes.keys() == set(persons) and all(
            (index.notes[p].size, index.notes[p].mtime_ns) == listed[p] for p in persons):
        return False
    refresh(folder, vault, persons)
    return True


def read_note(vault: Path, path: str, old: IndexedNote | None) -> IndexedNote | None:
    """A note read (opened for reading only) and split into passages; None if unreadable."""
    try:
        with open(vault / path, "rb") as handle:
            data = handle.read()
            st = os.fstat(handle.fileno())
    except OSError:
        return None
    sha = hashlib.sha256(data).hexdigest()
    if old is not None and old.sha256 == sha:
        return IndexedNote(old.path, sha, st.st_size, st.st_mtime_ns, old.title, old.tags,
                           old.passages)
    text = data.decode("utf-8", errors="replace")
    try:
        parsed = parse_note(text)
        meta, body = parsed.meta, parsed.body
    except NoteError:  # a broken front matter: the whole text is what the person wrote
        meta, body = {}, text.lstrip("\ufeff").replace("\r\n", "\n")
    title = str(meta.get("title") or stem_of(path))
    tags = _tags(meta.get("tags"), body)
    return IndexedNote(path, sha, st.st_size, st.st_mtime_ns, title, tags, passages(body))


def _tags(listed: Any, body: str) -> list[str]:
    found: list[str] = []
    if isinstance(listed, str):
        found += [t for t in re.split(r"[,\s]+", listed) if t]
    elif isinstance(listed, list):
        found += [str(t) for t in listed if t is not None]
    found += _INLINE_TAG.findall(body)
    return list(dict.fromkeys(t.lstrip("#") for t in found if t.lstrip("#")))


def passages(body: str) -> list[Passage]:
    """The body in passages of about PASSAGE_CHARS, cut at headings and between paragraphs
    (a long paragraph at its sentences, then anywhere), each with the heading above it."""
    out: list[Passage] = []
    heading, fenced = "", False
    paragraph: list[str] = []
    buffer: list[str] = []

    def end_paragraph() -> None:
        text = "\n".join(paragraph).strip()
        paragraph.clear()
        if text:
            buffer.append(text)
        if sum(len(b) for b in buffer) >= PASSAGE_CHARS:
            flush()

    def flush() -> None:
        text = "\n\n".join(buffer).strip()
        buffer.clear()
        out.extend(Passage(heading, piece) for piece in _cut(text) if text)

    for line in body.split("\n"):
        if _CODE_FENCE.match(line.strip()):
            fenced = not fenced
        match = None if fenced else _HEADING.match(line)
        if match:
            end_paragraph()
            flush()
            heading = match.group(1).strip()
        elif line.strip() or fenced:
            paragraph.append(line)
        else:
            end_paragraph()
    end_paragraph()
    flush()
    return out


def _cut(text: str) -> list[str]:
    if len(text) <= PASSAGE_CHARS * 3 // 2:
        return [text]
    pieces, current = [], ""
    for sentence in re.split(r"(?<=[.!?。！？\n])\s*", text):  # noqa: RUF001
        if current and len(current) + len(sentence) > PASSAGE_CHARS:
            pieces.append(current.strip())
            current = ""
        while len(sentence) > PASSAGE_CHARS * 3 // 2:
            pieces.append(sentence[:PASSAGE_CHARS].strip())
            sentence = sentence[PASSAGE_CHARS:]
        current += (" " if current else "") + sentence
    if current.strip():
        pieces.append(current.strip())
    return [p for p in pieces if p]
