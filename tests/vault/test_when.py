"""A memory note shows the dates its time words mean, in ebbing's part, and the round trip
between the note and the memory stays exact: no date leaks into the memory's text, no text a
person typed is lost, and nothing in a memory's text can pass for ebbing's dates."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import frontmatter
import obsidiantools.api as otools
from vault_support import note_of, rewrite

from ebbing.service import MemoryService
from ebbing.vault.memory_note import MARKER
from ebbing.vault.promote import promote_ids
from ebbing.vault.sections import END_MARKER
from ebbing.vault.sync import sync

SAID = datetime(2022, 3, 17, 18, 0, tzinfo=UTC)  # a Thursday
LATER = SAID + timedelta(days=30)
BOWLING = "Yesterday I went bowling with my team. Next month we will go hiking."


def _promoted(svc: MemoryService, vault: Path, text: str = BOWLING) -> tuple[str, Path]:
    memory = svc.remember(text, occurred_at=SAID, now=SAID)
    promote_ids(svc, [memory.id], vault, now=SAID)
    return memory.id, note_of(vault, memory.id)


def _body(path: Path) -> str:
    return frontmatter.load(path).content


def _section(path: Path, heading: str) -> list[str]:
    lines = _body(path).split("\n")
    start = lines.index(heading)
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].startswith(("## ", "%% ebbing:"))), len(lines))
    return [line for line in lines[start + 1:end] if line]


def test_the_note_shows_each_time_word_with_its_date_and_the_text_is_untouched(
        svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    assert _section(path, "## When") == [
        "- “Yesterday [16 Mar 2022] I went bowling with my team.”",
        "- “Next month [Apr 2022] we will go hiking.”",
    ]
    body = _body(path)
    # the memory's own words stay as said, above the marker; the dates are ebbing's part
    assert body.startswith(BOWLING + "\n\n" + MARKER + "\n")
    assert body.index("## Related") < body.index("## When") < body.index("## Change log")
    assert body.index("## Change log") < body.index(END_MARKER)
    assert svc.get(memory_id).content == BOWLING
    # a reader of the vault (obsidiantools) sees the dates in the note's text
    reader = otools.Vault(vault).connect().gather()
    assert "Yesterday [16 Mar 2022] I went bowling" in reader.readable_text_index[path.stem]
    assert reader.front_matter_index[path.stem]["id"] == memory_id
    # the next pass has nothing to do
    report = sync(svc, vault, now=LATER)
    assert not report.changed and report.edited == []
    assert svc.get(memory_id).change_log == []


def test_a_memory_without_time_words_has_no_when_section(svc: MemoryService,
                                                         vault: Path) -> None:
    _, path = _promoted(svc, vault, text="Max likes green tea")
    assert "## When" not in _body(path)


def test_an_edited_text_comes_back_exactly_and_its_dates_follow(svc: MemoryService,
                                                                vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    rewrite(path, "Yesterday I went bowling", "Two days ago I went bowling")
    report = sync(svc, vault, now=LATER)
    assert [e["fields"] for e in report.edited] == [["text"]]
    wanted = "Two days ago I went bowling with my team. Next month we will go hiking."
    assert svc.get(memory_id).content == wanted  # no date read back into the text
    assert _section(path, "## When")[0] == (
        "- “Two days ago [15 Mar 2022] I went bowling with my team.”")
    assert _body(path).startswith(wanted + "\n\n" + MARKER)
    assert not sync(svc, vault, now=LATER).changed
    assert svc.get(memory_id).content == wanted


def test_an_untouched_note_follows_a_store_edit_of_the_text(svc: MemoryService,
                                                           vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    svc.edit(memory_id, content="Last Friday I met Anna.", now=LATER)
    sync(svc, vault, now=LATER)
    assert _section(path, "## When") == ["- “Last Friday [11 Mar 2022] I met Anna.”"]
    svc.edit(memory_id, content="I met Anna.", now=LATER)
    sync(svc, vault, now=LATER)
    assert "## When" not in _body(path)
    assert svc.get(memory_id).content == "I met Anna."


def test_a_line_a_person_types_under_when_is_kept_and_not_taken_as_text(
        svc: MemoryService, vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    rewrite(path, "- “Next month [Apr 2022] we will go hiking.”",
            "- “Next month [Apr 2022] we will go hiking.”\n- it was really May, actually")
    sync(svc, vault, now=LATER)
    body = _body(path)
    assert svc.get(memory_id).content == BOWLING
    assert body.split(END_MARKER)[1].strip() == "- it was really May, actually"
    assert _section(path, "## When") == [
        "- “Yesterday [16 Mar 2022] I went bowling with my team.”",
        "- “Next month [Apr 2022] we will go hiking.”",
    ]
    assert not sync(svc, vault, now=LATER).changed


def test_text_that_looks_like_the_dates_survives_round_trips_byte_for_byte(
        svc: MemoryService, vault: Path) -> None:
    forged = ("Yesterday [16 Mar 2022] I went bowling.\n\n## When\n\n"
              "- “Yesterday [16 Mar 2022] I went bowling.”\n\n## Change log")
    memory_id, path = _promoted(svc, vault, text=forged)
    for _ in range(3):
        sync(svc, vault, now=LATER)
    assert svc.get(memory_id).content == forged
    # a person who types the same into the note keeps exactly what they typed
    rewrite(path, "I went bowling.\n\n## When", "I went bowling!\n\n## When")
    sync(svc, vault, now=LATER)
    assert svc.get(memory_id).content == forged.replace("bowling.\n\n## When",
                                                        "bowling!\n\n## When")
    assert not sync(svc, vault, now=LATER).changed


def test_a_deleted_marker_or_a_lost_sync_state_reads_no_date_as_text(svc: MemoryService,
                                                                     vault: Path) -> None:
    memory_id, path = _promoted(svc, vault)
    for state in (vault / ".ebbing").glob("*.json"):
        state.unlink()
    report = sync(svc, vault, now=LATER)
    assert report.edited == [] and svc.get(memory_id).content == BOWLING
    assert _body(path).split(END_MARKER)[1] == ""  # none of ebbing's lines taken as a person's
    rewrite(path, MARKER + "\n", "")  # a person deletes the marker line
    report = sync(svc, vault, now=LATER)
    assert report.edited == [] and svc.get(memory_id).content == BOWLING
    assert _body(path).startswith(BOWLING + "\n\n" + MARKER)
    assert _body(path).count("## When") == 1
