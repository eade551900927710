"""Two-way sync round trips on real files: what a person does in the vault comes back."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import frontmatter
from vault_support import T0, meta, note_of, rewrite

from ebbing.models import Lifecycle
from ebbing.service import MemoryService
from ebbing.vault.promote import promote_ids
from ebbing.vault.sync import sync

LATER = T0 + timedelta(days=1)


def _promoted(svc: MemoryService, vault: Path, text: str = "Max moved to Berlin",
              **fields: object) -> tuple[str, Path]:
    memory = svc.remember(text, now=T0, **fields)  # type: ignore[arg-type]
    promote_ids(svc, [memory.id], vault, now=T0)
    return memory.id, note_of(vault, memory.id)


def test_an_edited_body_updates_the_memory_with_a_change_log_entry(svc: MemoryService,
                                                                   vault: Path) -> None:
    memory_id, path = _promoted(svc, vault, tags=["people"])
    rewrite(path, "Max moved to Berlin", "Max moved to Berlin in April 2024.\n\nWith Anna.")
    report = sync(svc, vault, now=LATER)
    assert report.edited == [{"id": memory_id, "path": path.relative_to(vault).as_posix(),
                              "fields": ["text"]}]
    memory = svc.get(memory_id)
    assert memory.content == "Max moved to Berlin in April 2024.\n\nWith Anna."
    assert [(e.reason, e.affected_part, e.at) for e in memory.change_log] == [
        ("edited in the vault", "text", LATER)]
    assert memory.tags == ["people"] and memory.lifecycle is Lifecycle.PROMOTED
    assert meta(path)["change_log"] == ["2025-03-02T09:00:00 edited in the vault (part: text)"]
    # the note is now what ebbing wrote: the next pass changes nothing
    assert not sync(svc, vault, now=LATER).changed


def test_edited_tags_update_the_memory_keeping_original_spellings(svc: MemoryService,
                                                                  vault: Path) -> None:
    memory_id, path = _promoted(svc, vault, tags=["Project X", "people"])
    assert meta(path)["tags"] == ["Project-X", "people"]
    rewrite(path, "- people\n", "- travel\n")
    report = sync(svc, vault, now=LATER)
    assert report.edited[0]["fields"] == ["tags"]
    memory = svc.get(memory_id)
    assert memory.tags == ["Project X", "travel"]
    assert memory.change_log[-1].affected_part == "tags"


def test_saves_while_typing_share_one_change_log_entry_and_the_log_stays_short(
        svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    for minute in range(5):
        rewrite(path, "Berlin", f"Berlin {minute}")
        sync(svc, vault, now=LATER + timedelta(minutes=minute))
    memory = svc.get(memory_id)
    assert len(memory.change_log) == 1 and memory.change_log[0].at == LATER + timedelta(
        minutes=4)
    for day in range(2, 8):  # edits on separate days: at most 3 entries, the first kept
        rewrite(path, "Berlin", f"Berlin d{day}")
        sync(svc, vault, now=T0 + timedelta(days=day))
    log = svc.get(memory_id).change_log
    assert len(log) == 3
    assert [e.at for e in log] == [LATER + timedelta(minutes=4), T0 + timedelta(days=6),
                                   T0 + timedelta(days=7)]


def test_a_deleted_note_archives_the_memory(svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault, entities=["Max"])
    path.unlink()
    report = sync(svc, vault, now=LATER)
    assert report.archived == [{"id": memory_id, "path": path.relative_to(vault).as_posix()}]
    memory = svc.get(memory_id)
    assert memory.lifecycle is Lifecycle.ARCHIVED
    assert memory.change_log[-1].reason == "note deleted in the vault"
    assert memory.content == "Max moved to Berlin"  # kept, findable when asked for
    assert not path.exists() and not (vault / "Entities" / "Max.md").exists()
    assert not sync(svc, vault, now=LATER).changed  # not written back


def test_a_new_inbox_note_becomes_a_memory_and_moves_to_memories(svc: MemoryService,
                                                                 vault: Path) -> None:
    _promoted(svc, vault)  # lays the vault down
    inbox = vault / "Inbox" / "Anna.md"
    inbox.write_text("---\ntags: [family, Work Stuff]\nentities: ['[[Max]]', Anna]\n"
                     "character: me\nmood: happy\n---\n\nAnna is Max's sister.\n",
                     encoding="utf-8")
    report = sync(svc, vault, now=LATER)
    assert len(report.created) == 1
    memory = svc.get(report.created[0]["id"])
    assert memory.content == "Anna is Max's sister."
    assert memory.tags == ["family", "Work Stuff"] and memory.entities == ["Max", "Anna"]
    assert memory.character == "me" and memory.source == "vault"
    assert memory.lifecycle is Lifecycle.PROMOTED
    assert not inbox.exists()
    path = vault / memory.metadata["vault_note"]
    assert path.parent.name == "Memories"
    data = meta(path)
    assert data["id"] == memory.id and data["mood"] == "happy"  # the person's key stays
    assert data["tags"] == ["family", "Work-Stuff"]
    assert (vault / "Entities" / "Anna.md").is_file()
    assert not sync(svc, vault, now=LATER).changed


def test_an_inbox_note_without_front_matter_and_an_empty_one(svc: MemoryService,
                                                             vault: Path) -> None:
    _promoted(svc, vault)
    (vault / "Inbox" / "plain.md").write_text("Just a thought\n", encoding="utf-8")
    (vault / "Inbox" / "Untitled.md").write_text("", encoding="utf-8")
    report = sync(svc, vault, now=LATER)
    assert [c["path"] for c in report.created] == ["Inbox/plain.md"]
    assert report.waiting == ["Inbox/Untitled.md"]
    moved = vault / svc.get(report.created[0]["id"]).metadata["vault_note"]
    assert moved.read_text(encoding="utf-8").count("---\n") == 2  # exactly one block


def test_an_inbox_note_whose_id_was_written_before_a_crash_makes_one_memory(
        svc: MemoryService, vault: Path) -> None:
    _promoted(svc, vault)
    pending = "01JPENDING0000000000000000"
    (vault / "Inbox" / "n.md").write_text(f"---\nid: {pending}\n---\nHalf done\n",
                                          encoding="utf-8")
    sync(svc, vault, now=LATER)
    assert svc.get(pending).content == "Half done"
    assert len(svc.list()) == 2


def test_keys_a_person_added_survive_every_rewrite(svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    rewrite(path, "change_log: []\n", "change_log: []\nrating: 5\nseen_at: 2025-01-02\n")
    rewrite(path, "aliases:\n", "aliases:\n- Berlin move\n")
    sync(svc, vault, now=LATER)
    for step in range(3):  # uses and text edits rewrite the note
        svc.touch(memory_id, now=LATER + timedelta(hours=step))
        sync(svc, vault, now=LATER + timedelta(hours=step))
    rewrite(path, "Max moved", "Max really moved")
    sync(svc, vault, now=LATER + timedelta(hours=5))
    data = meta(path)
    assert data["rating"] == 5 and str(data["seen_at"]) == "2025-01-02"
    assert data["aliases"] == [memory_id, "Berlin move"]
    assert data["use_count"] == 3
    assert path.read_text(encoding="utf-8").count("\n---\n") == 1


def test_broken_front_matter_is_reported_and_left_alone(svc: MemoryService,
                                                        vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    broken = path.read_text(encoding="utf-8").replace("tags: []", "tags: [unclosed", 1)
    broken = broken.replace("Max moved to Berlin", "Max moved to Paris")
    path.write_text(broken, encoding="utf-8")
    log_before = svc.store.memory_log.path.read_bytes()
    svc.touch(memory_id, now=LATER)  # the store changes meanwhile
    report = sync(svc, vault, now=LATER)
    assert [p["path"] for p in report.problems] == [path.relative_to(vault).as_posix()]
    assert "not valid YAML" in report.problems[0]["message"]
    assert path.read_text(encoding="utf-8") == broken  # untouched, no second block
    memory = svc.get(memory_id)
    assert memory.content == "Max moved to Berlin" and memory.lifecycle is Lifecycle.PROMOTED
    assert svc.store.memory_log.path.read_bytes().startswith(log_before)
    path.write_text(broken.replace("[unclosed", "[]"), encoding="utf-8")  # fixed by hand
    report = sync(svc, vault, now=LATER)
    assert report.problems == [] and svc.get(memory_id).content == "Max moved to Paris"


def test_an_unclosed_block_and_a_changed_id_are_left_alone(svc: MemoryService,
                                                           vault: Path) -> None:
    a, path_a = _promoted(svc, vault, text="first")
    b, path_b = _promoted(svc, vault, text="second")
    text_a = path_a.read_text(encoding="utf-8").replace("\n---\n", "\n", 1)
    path_a.write_text(text_a, encoding="utf-8")
    rewrite(path_b, f"id: {b}", "id: SOMETHING-ELSE")
    report = sync(svc, vault, now=LATER)
    assert len(report.problems) == 2
    assert path_a.read_text(encoding="utf-8") == text_a
    assert svc.get(a).lifecycle is svc.get(b).lifecycle is Lifecycle.PROMOTED


def test_both_sides_changed_the_text_the_vault_wins_and_says_so(svc: MemoryService,
                                                                vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    svc.edit(memory_id, content="Max moved to Hamburg", now=LATER)
    rewrite(path, "Max moved to Berlin", "Max moved to Bremen")
    report = sync(svc, vault, now=LATER)
    assert report.conflicts[0]["id"] == memory_id
    assert svc.get(memory_id).content == "Max moved to Bremen"


def test_a_store_edit_reaches_an_untouched_note(svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    svc.edit(memory_id, content="Max moved to Hamburg", tags=["people"], now=LATER)
    report = sync(svc, vault, now=LATER)
    assert report.edited == [] and report.written == [path.relative_to(vault).as_posix()]
    post = frontmatter.load(path)
    assert post.content.startswith("Max moved to Hamburg\n") and post["tags"] == ["people"]


def test_a_renamed_or_moved_note_is_followed(svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    target = vault / "People" / "Max's move.md"
    target.parent.mkdir()
    path.rename(target)
    report = sync(svc, vault, now=LATER)
    assert report.archived == []
    memory = svc.get(memory_id)
    assert memory.lifecycle is Lifecycle.PROMOTED
    assert memory.metadata["vault_note"] == "People/Max's move.md"
    assert not sync(svc, vault, now=LATER).changed


def test_a_note_restored_or_a_lost_sync_state_is_adopted(svc: MemoryService,
                                                        vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    kept = path.read_bytes()
    path.unlink()
    sync(svc, vault, now=LATER)
    assert svc.get(memory_id).lifecycle is Lifecycle.ARCHIVED
    path.write_bytes(kept)  # back from the trash
    sync(svc, vault, now=LATER)
    assert svc.get(memory_id).lifecycle is Lifecycle.PROMOTED
    for state in (vault / ".ebbing").glob("*.json"):
        state.unlink()
    report = sync(svc, vault, now=LATER)
    assert report.archived == [] and report.created == [] and path.is_file()
    assert svc.get(memory_id).lifecycle is Lifecycle.PROMOTED


def test_a_memory_deleted_from_the_store_takes_its_untouched_note(svc: MemoryService,
                                                                  vault: Path) -> None:
    a, path_a = _promoted(svc, vault, text="forget me")
    b, path_b = _promoted(svc, vault, text="keep my note")
    rewrite(path_b, "keep my note", "keep my note, I wrote here")
    svc.forget(a, hard=True)
    svc.forget(b, hard=True)
    report = sync(svc, vault, now=LATER)
    assert not path_a.exists() and path_b.exists()
    assert [p["path"] for p in report.problems] == [path_b.relative_to(vault).as_posix()]
    assert not sync(svc, vault, now=LATER).problems  # reported once, then the person's


def test_promotion_leaves_a_note_a_person_is_editing(svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    rewrite(path, "Max moved", "Max has moved")
    other = svc.remember("another", now=T0)
    promote_ids(svc, [other.id], vault, now=LATER)  # writes only the store's side
    assert "Max has moved" in path.read_text(encoding="utf-8")
    assert svc.get(memory_id).content == "Max moved to Berlin"
    sync(svc, vault, now=LATER)
    assert svc.get(memory_id).content == "Max has moved to Berlin"


def test_promoted_memories_stay_findable(svc: MemoryService, vault: Path) -> None:
    memory_id, _ = _promoted(svc, vault, text="The boat is called Seagull")
    svc.settings.embedder = "fake"
    hits = svc.search("what is the boat called", now=LATER)
    assert [h.memory.id for h in hits][:1] == [memory_id]
