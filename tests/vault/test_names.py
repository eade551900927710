"""Note names stay one safe file in their folder; tags become tags Obsidian accepts."""

from __future__ import annotations

import re
from pathlib import Path

import frontmatter
from vault_support import T0

from ebbing.service import MemoryService
from ebbing.vault.names import (
    entity_stem,
    memory_stem,
    note_tags,
    obsidian_tag,
    slug,
    tags_from_note,
)
from ebbing.vault.promote import promote_ids

HOSTILE = [
    "../../etc/passwd",
    "..",
    "C:\\Windows\\System32: do not",
    "Meeting: 10:30 | room #4 ^block [[link]] %%comment%%",
    "CON",
    "   \t\n  ",
    ".hidden start",
    "a" * 500,
    "emoji 🎉 and ünïcödé, 東京",
    "line one\nline two",
    "nul\x00byte and \x1b escape",
    "trailing dots...",
    'quotes "and" <angle> *star* ?question',
]
BAD_IN_NAMES = re.compile(r'[\\/:*?"<>|#^\[\]%\x00-\x1f]')


def test_hostile_titles_give_safe_names_inside_the_folder(svc: MemoryService,
                                                          vault: Path) -> None:
    ids = [svc.remember(text if text.strip() else f"blank {i}", now=T0).id
           for i, text in enumerate(HOSTILE)]
    promote_ids(svc, ids, vault, now=T0)
    notes = sorted((vault / "Memories").iterdir())
    assert len(notes) == len(HOSTILE)
    for path in notes:
        assert path.parent == vault / "Memories" and path.suffix == ".md"
        stem = path.stem
        assert not BAD_IN_NAMES.search(stem), stem
        assert not stem.startswith((".", " ")) and not stem.endswith((".", " "))
        assert len(path.name.encode("utf-8")) <= 130
        assert frontmatter.load(path)["id"] in ids
    outside = [p for p in vault.parent.rglob("*.md") if vault not in p.parents]
    assert outside == []


def test_slug_reads_like_the_text_and_cuts_at_a_word() -> None:
    assert slug("Max moved to Berlin.\nMore") == "Max moved to Berlin"
    long = slug("word " * 40)
    assert long.endswith("…") and len(long) <= 61 and "  " not in long
    assert slug("../../") == "memory"


def test_names_never_collide_even_case_insensitively() -> None:
    taken: set[str] = set()
    first = memory_stem("Same text", "id-0001", taken)
    taken.add(first.casefold())
    second = memory_stem("Same text", "ID-0001", taken)
    assert first.casefold() != second.casefold()
    taken.add(second.casefold())
    assert entity_stem("Max", taken) == "Max"
    assert entity_stem("CON", set()).startswith("CON ")  # a Windows device name
    assert entity_stem("x (ABCDEFGH)", set()) != "x (ABCDEFGH)"  # never like a memory note
    assert entity_stem("Max", {"max"}) != "Max"


def test_tags_become_obsidian_tags_and_round_trip_to_the_original() -> None:
    assert obsidian_tag("Project X") == "Project-X"
    assert obsidian_tag("#work/urgent") == "work/urgent"
    assert obsidian_tag("2024") == "_2024"
    assert obsidian_tag("c++ & rust!") == "c-rust"
    assert obsidian_tag("!!!") == ""
    assert note_tags(["a b", "A-B", "café"]) == ["a-b", "café"]
    original = ["Project X", "people"]
    assert tags_from_note(["Project-X", "people", "#new"], original) == [
        "Project X", "people", "new"]
