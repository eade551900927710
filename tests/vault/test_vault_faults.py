"""What a person types into a note is never lost, and content cannot forge ebbing's markers:
text appended below ebbing's part, typed inside it, a memory whose text holds a marker line."""

from __future__ import annotations

import shutil
import unicodedata
from datetime import timedelta
from pathlib import Path

import orjson
import pytest
from vault_support import T0, note_of, rewrite

from ebbing.errors import InvalidInput
from ebbing.service import MemoryService
from ebbing.vault.memory_note import MARKER
from ebbing.vault.promote import promote_ids
from ebbing.vault.sync import sync

LATER = T0 + timedelta(days=1)


def promoted(svc: MemoryService, vault: Path, text: str, **fields: object) -> tuple[str, Path]:
    memory = svc.remember(text, now=T0, **fields)  # type: ignore[arg-type]
    promote_ids(svc, [memory.id], vault, now=T0)
    return memory.id, note_of(vault, memory.id)


def append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(text)


def test_a_line_appended_at_the_end_of_a_note_stays(svc: MemoryService, vault: Path) -> None:
    memory_id, path = promoted(svc, vault, "Max moved to Berlin", entities=["Max"])
    append(path, "\nCall him on Friday.\n")
    sync(svc, vault, now=LATER)
    assert "Call him on Friday." in path.read_text(encoding="utf-8")
    # and it stays through later rewrites of ebbing's part (a new change-log entry)
    svc.edit(memory_id, tags=["people"], now=LATER + timedelta(days=1))
    sync(svc, vault, now=LATER + timedelta(days=1))
    text = path.read_text(encoding="utf-8")
    assert "Call him on Friday." in text and "people" in text
    assert svc.get(memory_id).content == "Max moved to Berlin"


def test_a_line_typed_inside_ebbings_part_is_kept(svc: MemoryService, vault: Path) -> None:
    memory_id, path = promoted(svc, vault, "Max moved to Berlin")
    rewrite(path, "## Change log\n", "## Change log\nMy own remark about this.\n")
    sync(svc, vault, now=LATER)
    svc.edit(memory_id, tags=["people"], now=LATER)
    sync(svc, vault, now=LATER)
    assert "My own remark about this." in path.read_text(encoding="utf-8")


def test_an_entity_note_keeps_what_a_person_appended(svc: MemoryService, vault: Path) -> None:
    promoted(svc, vault, "Max moved to Berlin", entities=["Max"])
    entity = vault / "Entities" / "Max.md"
    append(entity, "\nMax's birthday is in May.\n")
    other = svc.remember("Max likes tea", entities=["Max"], now=T0)
    promote_ids(svc, [other.id], vault, now=LATER)
    sync(svc, vault, now=LATER)
    text = entity.read_text(encoding="utf-8")
    assert "Max's birthday is in May." in text and "Max likes tea" in text


def test_a_memory_holding_the_marker_line_is_not_cut(svc: MemoryService, vault: Path) -> None:
    content = f"first part\n{MARKER}\nsecond part\n\\{MARKER}\nthird part"
    memory_id, path = promoted(svc, vault, content)
    rewrite(path, "status: valid", "status: valid\nmood: fine")  # edit a property
    sync(svc, vault, now=LATER)
    memory = svc.get(memory_id)
    assert memory.content == content and not memory.change_log
    sync(svc, vault, now=LATER + timedelta(days=1))
    assert svc.get(memory_id).content == content


def test_bidi_and_invisible_characters_never_reach_a_file_name(svc: MemoryService,
                                                               vault: Path) -> None:
    texts = ["invoice\u202etxt.exe", "zero\u200bwidth\u2066isolate\u2069", "line\u2028sep",
             "private\ue000use", "soft\u00adhyphen"]
    ids = [svc.remember(text, entities=[text], now=T0).id for text in texts]
    promote_ids(svc, ids, vault, now=T0)
    names = [p.stem for p in vault.rglob("*.md") if ".obsidian" not in p.parts]
    assert len(names) >= 2 * len(texts)
    for name in names:
        bad = [c for c in name if unicodedata.category(c) in {"Cc", "Cf", "Co", "Zl", "Zp"}]
        assert not bad, (name, bad)
    assert any(name.startswith("invoice txt.exe") for name in names)
    assert [svc.get(i).content for i in ids] == texts  # the memories keep them


# -- symbolic links: never followed out of the vault, for reads and writes alike --------------
def outside_folder(tmp: Path) -> Path:
    folder = tmp / "outside"
    folder.mkdir()
    return folder


def test_a_symlinked_memories_or_entities_folder_receives_nothing(
        svc: MemoryService, vault: Path, tmp_path: Path) -> None:
    elsewhere = outside_folder(tmp_path)
    (elsewhere / "mem").mkdir()
    (elsewhere / "ent").mkdir()
    vault.mkdir()
    (vault / "Memories").symlink_to(elsewhere / "mem", target_is_directory=True)
    (vault / "Entities").symlink_to(elsewhere / "ent", target_is_directory=True)
    memory = svc.remember("Max moved to Berlin", entities=["Max"], now=T0)
    report = promote_ids(svc, [memory.id], vault, now=T0).sync
    assert report is not None
    assert sorted(p.relative_to(elsewhere).as_posix() for p in elsewhere.rglob("*")) == [
        "ent", "mem"]
    messages = " ".join(p["message"] for p in report.problems)
    assert "symbolic link" in messages and "leaves the vault" in messages
    assert svc.get(memory.id) is not None


def test_a_symlinked_inbox_note_pointing_outside_is_not_imported(
        svc: MemoryService, vault: Path, tmp_path: Path) -> None:
    elsewhere = outside_folder(tmp_path)
    secret = elsewhere / "secret.md"
    secret.write_text("my bank password is hunter2\n", encoding="utf-8")
    sync(svc, vault, now=T0)
    (vault / "Inbox").mkdir(exist_ok=True)
    (vault / "Inbox" / "link.md").symlink_to(secret)
    report = sync(svc, vault, now=LATER)
    assert report.created == [] and svc.list() == []
    assert secret.read_text(encoding="utf-8") == "my bank password is hunter2\n"
    assert any(p["path"] == "Inbox/link.md" and "leaves the vault" in p["message"]
               for p in report.problems)


def test_a_note_moved_behind_a_link_is_not_deleted(svc: MemoryService, vault: Path,
                                                   tmp_path: Path) -> None:
    elsewhere = outside_folder(tmp_path)
    memory_id, path = promoted(svc, vault, "Max moved to Berlin")
    (vault / "Archive").symlink_to(elsewhere, target_is_directory=True)
    path.rename(elsewhere / path.name)
    for day in (1, 2):
        report = sync(svc, vault, now=T0 + timedelta(days=day))
        assert report.archived == [] and report.written == []
        assert svc.get(memory_id).lifecycle.value == "promoted"
    assert any(p["path"] == "Archive" for p in report.problems)
    assert not list((vault / "Memories").glob("*.md"))  # not written a second time either


def test_a_symlinked_state_folder_is_refused(svc: MemoryService, vault: Path,
                                             tmp_path: Path) -> None:
    elsewhere = outside_folder(tmp_path)
    sync(svc, vault, now=T0)
    shutil.rmtree(vault / ".ebbing")
    (vault / ".ebbing").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(InvalidInput, match="leaves the vault"):
        sync(svc, vault, now=LATER)
    assert list(elsewhere.iterdir()) == []


def test_a_note_from_an_earlier_ebbing_keeps_a_line_appended_to_it(svc: MemoryService,
                                                                   vault: Path) -> None:
    """Notes written before the end marker existed, with a sync state that does not hold
    ebbing's part: a person's last line stays, ebbing's own placeholder does not."""
    memory_id, path = promoted(svc, vault, "Max moved to Berlin")
    text = path.read_text(encoding="utf-8").replace(
        "\n%% ebbing: end of what ebbing writes; text below this line is yours and stays %%",
        "")
    path.write_text(text + "A line the person added.\n", encoding="utf-8")
    state_file = next((vault / ".ebbing").glob("*.json"))
    state = orjson.loads(state_file.read_bytes())
    for written in state["notes"].values():
        written.pop("managed")
    state_file.write_bytes(orjson.dumps(state))
    rewrite(path, "Max moved to Berlin\n", "Max moved to Berlin in May\n")
    sync(svc, vault, now=LATER)
    after = path.read_text(encoding="utf-8")
    assert svc.get(memory_id).content == "Max moved to Berlin in May"
    tail = after.split("%% ebbing: end of what ebbing writes")[1]
    assert "A line the person added." in tail and "no changes yet" not in tail


def test_vault_init_writes_nothing_through_a_link_out_of_the_vault(tmp_path: Path) -> None:
    from ebbing.vault.template import init_vault

    elsewhere = outside_folder(tmp_path)
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / ".obsidian").symlink_to(elsewhere, target_is_directory=True)
    report = init_vault(vault)
    assert list(elsewhere.iterdir()) == []
    assert any(".obsidian/" in c and "leaves the vault" in c for c in report.conflicts)
    assert (vault / "Memories").is_dir()


def test_inbox_notes_with_hostile_names_are_taken_and_renamed_safely(svc: MemoryService,
                                                                     vault: Path) -> None:
    sync(svc, vault, now=T0)
    names = ["evil\u202efdp.md", "line\nbreak.md", "-- --.md", "%% [[x]] #^|.md"]
    for index, name in enumerate(names):
        (vault / "Inbox" / name).write_text(f"hostile name number {index}\n", encoding="utf-8")
    report = sync(svc, vault, now=LATER)
    assert len(report.created) == len(names) and not report.problems
    assert sorted(m.content for m in svc.list()) == [f"hostile name number {i}"
                                                     for i in range(len(names))]
    assert list((vault / "Inbox").iterdir()) == []
    for path in (vault / "Memories").iterdir():
        assert path.stem.startswith("hostile name number ")
