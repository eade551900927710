"""Conflict candidates come from the store's word index: what a user notices is that a
contradiction is still caught in a large store, across processes, after a compaction and when
the saved index is stale or damaged, and that a word every memory has proves nothing."""

from __future__ import annotations

import shutil
from datetime import timedelta
from pathlib import Path

import pytest
from lifecycle_support import T0

from ebbing.config import Settings
from ebbing.lifecycle import scan, words
from ebbing.lifecycle.conflicts import candidates
from ebbing.models import Status
from ebbing.service import MemoryService


def at(days: int) -> dict[str, object]:
    return {"now": T0 + timedelta(days=days)}


def filler(count: int, start: int = 0) -> list[dict[str, object]]:
    return [{"content": f"Watered the plants on the balcony, note {start + i}", **at(0)}
            for i in range(count)]


def saved(svc: MemoryService) -> Path:
    return svc.folder / ".cache" / "words" / "state.json"


def no_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_: object) -> None:
        raise AssertionError("the log was scanned: the word index was not used")

    monkeypatch.setattr("ebbing.lifecycle.conflicts.match_rows", fail)


def test_a_conflict_is_caught_among_thousands_of_memories(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch(filler(3000))
    berlin = svc.remember("Max lives in Berlin.", **at(1))  # far behind: one scan
    siemens = svc.remember("Anna works at Siemens.", **at(2))  # builds and saves the index
    assert saved(svc).exists()
    no_scan(monkeypatch)
    done = svc.remember_checked("Max moved from Berlin to Paris last month.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]
    assert svc.get(berlin.id).status is Status.OUTDATED
    # a new process (a one-shot `ebbing remember`) maps the saved index back
    other = MemoryService(Settings(home=ebbing_home))
    done = other.remember_checked("Anna left Siemens; she works at Bosch now.", **at(40))
    assert [c.memory.id for c in done.changes] == [siemens.id]


def test_after_a_bulk_import_one_shot_processes_scan_once_then_build(
        ebbing_home: Path) -> None:
    MemoryService(Settings(home=ebbing_home)).remember_batch(filler(3000))
    first = MemoryService(Settings(home=ebbing_home))  # e.g. `ebbing remember`
    berlin = first.remember("Max lives in Berlin.", **at(1))
    assert not saved(first).exists()  # it scanned instead of reading 3,000 memories
    second = MemoryService(Settings(home=ebbing_home))
    done = second.remember_checked("Max moved from Berlin to Paris.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]
    assert saved(second).exists() and not (saved(second).parent / "behind").exists()


def test_a_memory_another_process_wrote_is_a_candidate(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mine = MemoryService(Settings(home=ebbing_home))
    theirs = MemoryService(Settings(home=ebbing_home))
    mine.remember("Anna likes tea.", **at(0))
    berlin = theirs.remember("Max lives in Berlin.", **at(1))
    no_scan(monkeypatch)
    done = mine.remember_checked("Max moved from Berlin to Paris.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]


def test_a_conflict_is_caught_after_another_service_compacted(ebbing_home: Path) -> None:
    mine = MemoryService(Settings(home=ebbing_home))
    gone = [mine.remember(f"Kim plays chess on Monday, game {i}.", **at(0)) for i in range(30)]
    anna = mine.remember("Anna works at Siemens.", **at(1))
    rome = mine.remember("Luca lives in Rome.", **at(2))
    assert saved(mine).exists() or words.store_words(mine).sync() is not None
    theirs = MemoryService(Settings(home=ebbing_home))
    for memory in gone:
        theirs.forget(memory.id, hard=True)
    theirs.compact()  # rows are renumbered: Anna's memory now has the row Kim's first had
    assert theirs.store.cols.row_of(anna.id) != mine.store.cols.row_of(anna.id)
    new = mine.build("Anna left Siemens; she works at Bosch now.", **at(40))
    mine.store.put([new])
    assert [m.id for m in candidates(mine, new, 8)] == [anna.id]
    done = mine.remember_checked("Luca moved from Rome to Milan.", **at(41))
    assert [c.memory.id for c in done.changes] == [rome.id]


def test_a_word_in_too_many_memories_alone_makes_no_candidate(svc: MemoryService) -> None:
    svc.remember_batch([{"content": f"Bought groceries, list {i}", **at(0)}
                        for i in range(scan.COMMON_MIN + 1)])
    kite = svc.remember("Anna bought groceries and a kite.", **at(1))
    words.refresh(svc)  # the index, not the scan
    new = svc.build("Bought groceries and a kite for Anna.", **at(2))
    svc.store.put([new])
    # without the rule every list would score 3 ("Bought" and "groceries") and crowd it out
    assert [m.id for m in candidates(svc, new, 8)] == [kite.id]
    lone = svc.build("Bought groceries again.", **at(3))
    svc.store.put([lone])
    assert candidates(svc, lone, 8) == []


def test_edits_and_deletions_after_the_save_are_seen(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    was_max = svc.remember("Max lives in Berlin.", **at(0))
    deleted = svc.remember("Max lives in Hamburg.", **at(0))
    words.refresh(svc)
    assert saved(svc).exists()
    svc.edit(was_max.id, content="Nora lives in Berlin.", **at(1))
    svc.forget(deleted.id, hard=True)
    kept = svc.remember("Max works at Bosch.", **at(2))
    no_scan(monkeypatch)
    other = MemoryService(Settings(home=ebbing_home))  # the saved index, then what changed
    new = other.build("Max lives in Munich now.", **at(3))
    other.store.put([new])
    # Max (a name, 2) first; the edited memory shares only "lives" now (1), the deleted one
    # nothing
    assert [m.id for m in candidates(other, new, 8)] == [kept.id, was_max.id]
    nora = other.build("Nora moved to Vienna.", **at(4))
    other.store.put([nora])
    # Nora by name first; a move also looks for where others live (lifecycle.conflicts)
    assert [m.id for m in candidates(other, nora, 8)] == [was_max.id, new.id]


def test_a_damaged_saved_index_is_rebuilt_not_believed(
        ebbing_home: Path, caplog: pytest.LogCaptureFixture) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    berlin = svc.remember("Max lives in Berlin.", **at(0))
    svc.remember("Anna works at Siemens.", **at(1))
    words.refresh(svc)
    folder = saved(svc).parent
    for path in folder.glob("*.rows.npy"):
        path.write_bytes(path.read_bytes()[:-8])  # torn
    other = MemoryService(Settings(home=ebbing_home))
    done = other.remember_checked("Max moved from Berlin to Paris.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]
    assert "ignoring the saved word index" in caplog.text


def test_an_index_that_cannot_be_saved_never_fails_a_remember(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    berlin = svc.remember("Max lives in Berlin.", **at(0))
    cache = svc.folder / ".cache" / "words"
    shutil.rmtree(cache)
    cache.write_text("not a folder")
    words.refresh(svc)
    done = svc.remember_checked("Max moved from Berlin to Paris.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]
    assert svc.get(done.memory.id).content == "Max moved from Berlin to Paris."


def test_after_ebbing_compact_the_word_index_is_ready(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from ebbing.cli.app import app

    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch(filler(3000))
    berlin = svc.remember("Max lives in Berlin.", **at(1))
    svc.forget(svc.remember("a note to drop", **at(1)).id, hard=True)
    result = CliRunner().invoke(app, ["compact", "--home", str(ebbing_home)])
    assert result.exit_code == 0, result.output
    assert saved(svc).exists()
    no_scan(monkeypatch)  # a one-shot remember after the compaction neither scans nor builds
    monkeypatch.setattr(words, "build", lambda *_: pytest.fail("the index was built again"))
    done = MemoryService(Settings(home=ebbing_home)).remember_checked(
        "Max moved from Berlin to Paris.", **at(30))
    assert [c.memory.id for c in done.changes] == [berlin.id]


@pytest.mark.parametrize("kept", [10_000, 2])  # 2: the store forgets its older changes
def test_a_long_lived_process_follows_every_change_without_rereading_the_store(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch, kept: int) -> None:
    """One process remembers, edits, deletes and bulk-imports; the index it keeps up to date
    from the store's changes alone finds exactly what an index built from scratch finds."""
    monkeypatch.setattr("ebbing.store.columns.CHANGES_KEPT", kept)
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch(filler(300))
    kept = words.store_words(svc)
    kept.sync(build_now=True)
    made = [svc.remember(f"Lena plays the cello in orchestra {i}", **at(i)) for i in range(12)]
    svc.edit(made[0].id, content="Lena switched from cello to viola", now=T0 + timedelta(days=20))
    svc.forget(made[1].id, hard=True)
    svc.remember_batch([{"content": f"Omar keeps bees near the orchard {i}", **at(21)}
                        for i in range(5)])
    svc.remember("Lena's cello teacher moved to Graz", **at(22))
    index = kept.sync()
    assert index is not None
    fresh = words.StoreWords(MemoryService(Settings(home=ebbing_home)).store)
    scratch = fresh.sync(build_now=True)
    assert scratch is not None
    for key in ("lena", "cello", "viola", "omar", "bees", "graz", "plants"):
        assert index.rows_of(key).tolist() == scratch.rows_of(key).tolist(), key
    assert made[1].id not in {svc.store.cols.ids[r] for r in index.rows_of("cello").tolist()}


def test_a_whole_store_indexed_at_once_holds_each_memorys_own_keys(
        ebbing_home: Path) -> None:
    """After a bulk import (then edits and deletions) the index is built a batch at a time
    (lifecycle/key_table.py): it must hold exactly what indexing each memory on its own holds,
    or detection would find other candidates."""
    import numpy as np

    from ebbing.content import USE_CHARS, clip
    from ebbing.index.pairs import SetPairs
    from ebbing.index.words import GONE, build
    from ebbing.lifecycle.rules.anchors import memory_keys

    texts = ["Max lives in Berlin.", "Caroline's sister doesn't like the new caf\u00e9",
             "We paid 1,000 EUR on 3.5.2024 for \ufb01les", "O\u2019Brien met \u0130zmir's mayor",
             "\u03a3\u039f\u03a3 \U0001f600 moving parties", "v2.1 of user_name, x,y and A.B"]
    svc = MemoryService(Settings(home=ebbing_home))
    stored = svc.remember_batch([
        {"content": f"{texts[i % len(texts)]} note {i}", "tags": ["Travel", "work"][: i % 3],
         "entities": ["Dr. Chen", "O'Brien"][: i % 2], "character": [None, "Priya"][i % 2],
         **at(0)} for i in range(2 * 4096 + 50)])  # three batches
    svc.edit(stored[5].id, content="Nora moved to Vienna.", **at(1))
    svc.forget(stored[7].id, hard=True)

    def same_as_one_by_one() -> None:
        index = words.store_words(svc).sync(build_now=True)
        assert index is not None and index.overlay_rows == 0
        current = words.StoreWords._current(svc.store.cols)
        rows = np.flatnonzero(current != GONE)
        one_by_one = build(SetPairs(
            (row, memory_keys(clip(r["content"], USE_CHARS), r.get("tags") or (),
                              r.get("entities") or (), r.get("character")))
            for row, r in scan.raw_records(svc.store, rows.tolist())), current)
        for name, array in one_by_one.base.arrays().items():
            assert np.array_equal(np.asarray(getattr(index.base, name)), array), name

    same_as_one_by_one()  # built from nothing
    svc.remember_batch([{"content": f"Tom\u00e1s bought {i:,} tickets to Porto", **at(2)}
                        for i in range(3000)])
    svc.edit(stored[9].id, content="Max moved to Lisbon.", **at(3))
    same_as_one_by_one()  # the saved index with 3,001 rows merged in
