"""Names in the vault: file names safe on every filesystem, link targets, Obsidian tags.

A memory note is called after the start of its text plus a short id, `Max moved to Berlin
(7X3K9QWE).md`; an entity note after the entity, `Max.md`. Whatever the text holds (`../`,
`:`, `#`, control, bidi or zero-width characters, a Windows device name), the name stays
one plain file inside its folder, and keeps out the characters that break Obsidian links
(`# | ^ : %% [[ ]]`).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

MAX_SLUG = 60  # characters of text in a memory note's name
MAX_STEM_BYTES = 120  # a whole name, in UTF-8 bytes (filesystems allow 255)
SHORT_ID = 8

# Path separators, characters Windows refuses, and those that break Obsidian links or tags.
_UNSAFE = re.compile(r'[\\/:*?"<>|#^\[\]%]|[\x00-\x1f\x7f]')
_SPACES = re.compile(r"\s+")
# Control and format characters (bidi overrides such as U+202E that make `txt.exe` read as
# `exe.txt`, zero-width ones), line and paragraph separators, unassigned and private code
# points: none belongs in a file name.
_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}
_ID_SUFFIX = re.compile(r"\s\([A-Za-z0-9._-]+\)$")


def clean_text(text: str) -> str:
    """One line of text with unsafe characters replaced by spaces and spaces collapsed."""
    flat = unicodedata.normalize("NFC", text)
    flat = "".join(" " if unicodedata.category(ch) in _INVISIBLE else ch for ch in flat)
    flat = _UNSAFE.sub(" ", flat)
    flat = _SPACES.sub(" ", flat).strip()
    return flat.strip(". ")  # no hidden files, no trailing dot (Windows drops it)


def _cut_bytes(text: str, limit: int) -> str:
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", errors="ignore").rstrip(". ")


def slug(content: str) -> str:
    """A readable title from the start of a memory's text (at a word boundary)."""
    first = next((line for line in content.splitlines() if line.strip()), content)
    text = clean_text(first)
    if len(text) > MAX_SLUG:
        cut = text[:MAX_SLUG]
        space = cut.rfind(" ")
        text = (cut[:space] if space > MAX_SLUG // 2 else cut).rstrip(" .,;-") + "…"
    return _cut_bytes(text, MAX_STEM_BYTES - 30) or "memory"


def id_part(memory_id: str, length: int = SHORT_ID) -> str:
    """The last `length` characters of an id, made safe for a file name (ids may hold ':')."""
    safe = re.sub(r"[^A-Za-z0-9._-]", "-", memory_id).strip(".")
    return safe[-length:] if length < len(safe) else safe


def memory_stem(content: str, memory_id: str, taken: set[str]) -> str:
    """A note name for a memory that no other note has (compared case-insensitively, as
    macOS and Windows do): the short id grows until the name is free."""
    title = slug(content)
    length = SHORT_ID
    while True:
        stem = f"{title} ({id_part(memory_id, length)})"
        if stem.casefold() not in taken or length >= len(memory_id):
            break
        length += 4
    if stem.casefold() in taken:  # two ids differing only in case or unsafe characters
        stem = f"{title} ({id_part(memory_id)}-{short_hash(memory_id)})"
    return stem


def short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:6]


def entity_key(name: str) -> str:
    """Entities are one note per name, whatever the spelling's case."""
    return unicodedata.normalize("NFC", name.strip()).casefold()


def entity_stem(name: str, taken: set[str]) -> str:
    """A note name for an entity, distinct from every name in `taken` (casefolded) and never
    looking like a memory note's name."""
    stem = _cut_bytes(clean_text(name), MAX_STEM_BYTES - 10)
    if not stem or stem.casefold() in _RESERVED or _ID_SUFFIX.search(stem):
        stem = f"{stem or 'entity'} {short_hash(entity_key(name))}".strip()
    if stem.casefold() in taken:
        stem = f"{stem} {short_hash(entity_key(name))}"
    return stem


def link(stem: str, shown: str | None = None) -> str:
    """A wikilink to the note `stem`, showing `shown` when that reads differently."""
    if shown is None or shown == stem:
        return f"[[{stem}]]"
    text = shown.replace("|", "/").replace("]", ")").replace("[", "(")
    return f"[[{stem}|{text}]]"


_LINK = re.compile(r"^\s*\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]\s*$")


def link_target(value: str) -> str:
    """The note a wikilink points at (`[[Max|him]]` -> `Max`); plain text as it is."""
    found = _LINK.match(value)
    return found.group(1).strip() if found else value.strip()


# -- tags -----------------------------------------------------------------------------------
_TAG_DROP = re.compile(r"[^\w/-]", re.UNICODE)


def obsidian_tag(tag: str) -> str:
    """A tag Obsidian accepts: letters, digits, `_`, `-`, `/` for nesting, no spaces, at least
    one non-digit. Empty when nothing usable is left."""
    text = unicodedata.normalize("NFC", tag.strip().lstrip("#"))
    text = _SPACES.sub("-", text)
    text = _TAG_DROP.sub("", text)
    text = re.sub(r"/+", "/", text).strip("/")
    text = re.sub(r"-{2,}", "-", text)
    if text and all(ch.isdigit() or ch in "/-_" for ch in text):
        text = "_" + text
    return text


def note_tags(tags: list[str]) -> list[str]:
    """A memory's tags as Obsidian tags: normalised, de-duplicated (case-insensitively)."""
    seen: dict[str, str] = {}
    for tag in tags:
        normal = obsidian_tag(tag)
        if normal:
            seen.setdefault(normal.casefold(), normal)
    return list(seen.values())


def tags_from_note(note: list[str], original: list[str]) -> list[str]:
    """Tags read from a note, mapped back to the memory's own spelling where a tag is the
    normalised form of one of them (so `Project X` survives a round trip as `Project-X`)."""
    by_normal: dict[str, str] = {}
    for tag in original:
        by_normal.setdefault(obsidian_tag(tag).casefold(), tag)
    result: dict[str, str] = {}
    for tag in note:
        text = tag.strip().lstrip("#").strip()
        if not text:
            continue
        kept = by_normal.get(obsidian_tag(text).casefold(), text)
        result.setdefault(kept.casefold(), kept)
    return list(result.values())
