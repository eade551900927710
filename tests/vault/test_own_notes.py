"""The vault's own notes (what a person wrote in Obsidian) are searched beside the memories:
by `search`, `recall` (a section of their own), the MCP search and search_unified. They are
read, never written: every byte and modification time is the same after syncs, searches,
recalls and the watcher. obsidiantools, reading the same vault, sees the same notes."""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path
from typing import Any

import pytest
from test_watch import eventually
from vault_support import T0

import ebbing
from ebbing.server.calls import search as call_search
from ebbing.server.schema import SearchRequest
from ebbing.service import MemoryService
from ebbing.vault.notes import load_index, passages
from ebbing.vault.promote import promote_ids
from ebbing.vault.sync import sync
from ebbing.vault.watch import watch

TRIP = """---
tags: [travel, japan]
rating: 4
---
# Kyoto trip

We booked the ryokan near Gion for the second week of April.

## Packing
Bring the rail pass and a light raincoat. #todo
"""
SOUP = "Miso soup: dashi first, then tofu and wakame; never boil the miso.\n"
MOVE = "# 搬家\n\n下个月我们要搬到杭州西湖附近，新家有一个小花园。\n"  # noqa: RUF001


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")


@pytest.fixture
def svc(tmp_path: Path, fake_embedder: None) -> Any:
    service = ebbing.open_store("test", "vault", home=tmp_path / "home")
    yield service
    service.close()


def person_notes(vault: Path) -> dict[str, Path]:
    notes = {"Projects/Kyoto trip.md": TRIP, "Recipes/Miso soup.md": SOUP,
             "日记/搬家.md": MOVE, "Inbox/Call Bob.md": "Call Bob about the bike\n"}
    out = {}
    for rel, text in notes.items():
        path = vault / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        out[rel] = path
    return out


def fingerprints(vault: Path) -> dict[str, tuple[str, int]]:
    return {str(p.relative_to(vault)): (hashlib.sha256(p.read_bytes()).hexdigest(),
                                        p.stat().st_mtime_ns)
            for p in vault.rglob("*.md") if "Memories" not in p.parts
            and "Entities" not in p.parts and "Inbox" not in p.parts}


def make_vault(svc: MemoryService, vault: Path) -> dict[str, Path]:
    kept = svc.remember("Max prefers window seats on trains", now=T0)
    sync(svc, vault, now=T0)  # lays the template down
    paths = person_notes(vault)
    promote_ids(svc, [kept.id], vault, now=T0)
    sync(svc, vault, now=T0)
    return paths


def searched(svc: MemoryService, query: str) -> dict[str, Any]:
    return call_search(svc, SearchRequest(query=query, top=5))


def test_own_notes_are_indexed_and_found_marked_as_notes(svc: MemoryService,
                                                         vault: Path) -> None:
    make_vault(svc, vault)
    indexed = set(load_index(svc.folder).notes)
    # not the memory's note, not the entity notes, not the Inbox note (it became a memory),
    # not the template's own Home.md
    assert indexed == {"Projects/Kyoto trip.md", "Recipes/Miso soup.md", "日记/搬家.md"}
    found = searched(svc, "when is the ryokan in Gion booked?")
    assert [n["path"] for n in found["notes"]] == ["Projects/Kyoto trip.md"]
    note = found["notes"][0]
    assert note["kind"] == "note" and note["link"] == "[[Projects/Kyoto trip]]"
    assert "ryokan" in note["excerpt"] and set(note["tags"]) >= {"travel", "japan", "todo"}
    assert note["heading"] == "Kyoto trip"
    assert [n["path"] for n in searched(svc, "搬到杭州")["notes"]] == ["日记/搬家.md"]
    assert searched(svc, "quarterly tax return")["notes"] == []
    # the Inbox note became a memory, found as a memory, not as a note
    bob = searched(svc, "call Bob about the bike")
    assert bob["notes"] == [] and "Bob" in bob["hits"][0]["memory"]["content"]


def test_recall_has_a_section_of_notes(svc: MemoryService, vault: Path) -> None:
    make_vault(svc, vault)
    data = svc.recall("what should I pack: the rail pass?", now=T0, touch=False)
    assert [n["path"] for n in data["vaultNoteList"]] == ["Projects/Kyoto trip.md"]
    prompt = data["memoryPrompt"]
    section = prompt[prompt.index("From the person's own notes"):]
    assert "[[Projects/Kyoto trip]] > Packing: Bring the rail pass" in section
    nothing = svc.recall("quarterly tax return", now=T0, touch=False)
    assert nothing["vaultNoteList"] == [] and "own notes" not in nothing["memoryPrompt"]


def test_edits_and_deletions_reach_the_index_at_the_next_sync(svc: MemoryService,
                                                              vault: Path) -> None:
    paths = make_vault(svc, vault)
    paths["Recipes/Miso soup.md"].write_text("Ramen broth: simmer pork bones twelve hours.\n",
                                             encoding="utf-8")
    paths["Projects/Kyoto trip.md"].unlink()
    report = sync(svc, vault, now=T0)
    assert report.notes == 2 and report.notes_read == 1
    assert searched(svc, "ryokan Gion")["notes"] == []
    assert searched(svc, "wakame dashi")["notes"] == []
    assert [n["path"] for n in searched(svc, "pork broth")["notes"]] == ["Recipes/Miso soup.md"]
    moved = vault / "Archive" / "Miso soup.md"
    moved.parent.mkdir()
    paths["Recipes/Miso soup.md"].rename(moved)
    sync(svc, vault, now=T0)
    assert [n["path"] for n in searched(svc, "pork broth")["notes"]] == ["Archive/Miso soup.md"]


def test_no_note_byte_changes(svc: MemoryService, vault: Path) -> None:
    make_vault(svc, vault)
    before = fingerprints(vault)
    for _ in range(2):
        sync(svc, vault, now=T0)
        searched(svc, "ryokan rail pass miso 杭州")
        svc.recall("ryokan rail pass miso", now=T0)
    assert fingerprints(vault) == before
    assert "Projects/Kyoto trip.md" in before


def test_obsidiantools_reads_the_same_notes(svc: MemoryService, vault: Path) -> None:
    import obsidiantools.api as otools

    make_vault(svc, vault)
    before = fingerprints(vault)
    tools_vault = otools.Vault(vault).connect().gather()
    indexed = load_index(svc.folder).notes
    seen = {str(p.as_posix()) for p in tools_vault.md_file_index.values()}
    assert set(indexed) <= seen  # every note indexed is one obsidiantools reads
    for path, note in indexed.items():
        name = Path(path).stem
        assert set(tools_vault.get_tags(name)) <= set(note.tags)  # inline tags it finds
        readable = " ".join(tools_vault.get_readable_text(name).split())
        for passage in note.passages:
            words = [w for w in passage.text.replace("#todo", "").split() if w.isalpha()]
            assert all(w in readable for w in words), (path, words)
    assert fingerprints(vault) == before


def test_passages_cut_at_headings_not_inside_code() -> None:
    cut = passages("intro\n\n# A\none\n\n```\n# not a heading\n```\n## B\ntwo\n")
    assert [(p.heading, p.text) for p in cut] == [
        ("", "intro"), ("A", "one\n\n```\n# not a heading\n```"), ("B", "two")]


def test_the_watcher_indexes_a_new_note_and_forgets_a_deleted_one(
        svc: MemoryService, vault: Path, tmp_path: Path) -> None:
    make_vault(svc, vault)
    stop = threading.Event()
    watcher = ebbing.open_store("test", "vault", home=tmp_path / "home")
    errors: list[Exception] = []

    def run() -> None:
        try:
            watch(watcher, vault, debounce_s=0.05, settle_s=0.2, stop=stop, polling=True)
        except Exception as error:
            errors.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        new = vault / "Projects" / "Garden.md"
        new.write_text("Plant tomatoes after the last frost in May.\n", encoding="utf-8")
        eventually(lambda: "Projects/Garden.md" in load_index(svc.folder).notes, "indexed")
        (vault / "Recipes" / "Miso soup.md").unlink()
        eventually(lambda: "Recipes/Miso soup.md" not in load_index(svc.folder).notes,
                   "forgotten")
    finally:
        stop.set()
        thread.join(timeout=30)
        watcher.close()
    assert not errors
    assert [n["path"] for n in searched(svc, "tomatoes frost")["notes"]] == ["Projects/Garden.md"]


def test_a_search_between_syncs_finds_notes_as_they_read_now(
        svc: MemoryService, vault: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No `vault sync` and no watcher after make_vault: each search brings the index in step
    (an edit, a new note, a deletion, a move), and touches nothing when nothing changed.
    (Searches list the vault at most once a second; here every time.)"""
    monkeypatch.setattr("ebbing.vault.notes_search.CHECK_EVERY_S", 0.0)
    paths = make_vault(svc, vault)
    index_file = svc.folder / ".cache" / "vault-notes.json"
    assert [n["path"] for n in searched(svc, "ryokan Gion")["notes"]] == [
        "Projects/Kyoto trip.md"]
    written = index_file.stat().st_mtime_ns
    assert searched(svc, "ryokan Gion")["notes"] and index_file.stat().st_mtime_ns == written
    paths["Recipes/Miso soup.md"].write_text("Ramen broth: simmer pork bones twelve hours.\n",
                                             encoding="utf-8")
    assert [n["path"] for n in searched(svc, "pork broth")["notes"]] == ["Recipes/Miso soup.md"]
    assert searched(svc, "wakame dashi")["notes"] == []
    (vault / "Projects" / "Garden.md").write_text("Plant tomatoes after the last frost.\n",
                                                  encoding="utf-8")
    data = svc.recall("when do the tomatoes go out?", now=T0, touch=False)
    assert [n["path"] for n in data["vaultNoteList"]] == ["Projects/Garden.md"]
    paths["Projects/Kyoto trip.md"].unlink()
    assert searched(svc, "ryokan Gion")["notes"] == []
    moved = vault / "Archive" / "Miso soup.md"
    moved.parent.mkdir()
    paths["Recipes/Miso soup.md"].rename(moved)
    assert [n["path"] for n in searched(svc, "pork broth")["notes"]] == ["Archive/Miso soup.md"]
    (vault / "Inbox" / "Idea.md").write_text("Ramen night with pork broth\n", encoding="utf-8")
    assert [n["path"] for n in searched(svc, "pork broth")["notes"]] == ["Archive/Miso soup.md"]
    assert set(load_index(svc.folder).notes) == {"Archive/Miso soup.md", "日记/搬家.md",
                                                 "Projects/Garden.md"}


def test_searches_list_the_vault_at_most_once_a_second(svc: MemoryService, vault: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from ebbing.vault import notes_search

    make_vault(svc, vault)
    listed: list[Path] = []
    real = notes_search.in_step
    monkeypatch.setattr(notes_search, "in_step",
                        lambda folder, *rest: listed.append(folder) or real(folder, *rest))
    monkeypatch.setattr(notes_search, "CHECK_EVERY_S", 3600.0)
    notes_search._CHECKED.pop(svc.folder, None)
    for _ in range(3):
        searched(svc, "ryokan Gion")
    assert listed == [svc.folder]
