"""The search indexes saved in .cache/search/: a new process loads them instead of reading every
memory, notices what changed since, and ignores a stale or damaged save."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import engine as engine_module
from ebbing.service import MemoryService
from ebbing.store.memory_store import MemoryStore

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
TOPICS = ["garden tomatoes", "lisbon trip", "tax report", "piano lessons", "dentist visit"]


def fill(svc: MemoryService, count: int, start: int = 0) -> list[str]:
    items = [{"content": f"Note {i} about the {TOPICS[i % len(TOPICS)]} number{i}", "now": NOW,
              "context_id": "one notebook"} for i in range(start, start + count)]
    return [m.id for m in svc.remember_batch(items)]


def reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the memories read from the log (what indexing from scratch costs)."""
    calls: list[int] = []
    original = MemoryStore.read_row

    def read_row(self: MemoryStore, row: int):  # type: ignore[no-untyped-def]
        calls.append(row)
        return original(self, row)

    monkeypatch.setattr(MemoryStore, "read_row", read_row)
    return calls


def ids(svc: MemoryService, query: str) -> list[str]:
    return [h.memory.id for h in svc.search(query, now=NOW, top=5)]


@pytest.fixture
def settings(ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setattr(engine_module, "SAVE_MIN", 10)
    return Settings(home=ebbing_home, embedder="fake")


def test_a_new_process_loads_the_saved_indexes(settings: Settings,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    first = MemoryService(settings)
    fill(first, 200)
    before = ids(first, "lisbon number42")
    saved = first.folder / ".cache" / "search"
    assert list(saved.glob("*/state.json")) and list(saved.glob("*/lexical-*.npz"))
    calls = reads(monkeypatch)
    second = MemoryService(settings)
    assert ids(second, "lisbon number42") == before
    assert len(calls) == 5  # only the returned memories were read, nothing was indexed again
    assert before[0] == first.search("number42", now=NOW)[0].memory.id


def test_appends_edits_and_deletes_after_the_save_are_seen(
        settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    first = MemoryService(settings)
    made = fill(first, 100)
    first.search("anything", now=NOW)  # indexed and saved
    other = MemoryService(settings)  # another process writes meanwhile
    added = fill(other, 3, start=100)
    other.edit(made[7], content="Note about the harbour festival zeppelin")
    other.forget(made[8], hard=True)
    calls = reads(monkeypatch)
    fresh = MemoryService(settings)
    assert fresh.engine.sync() == 5  # three new rows, one edited, one deleted
    # only the changed rows were read, with their neighbours: a vector embeds the memory
    # before it (6 for 7, 99 for 100), and the memory after a change is embedded again (9)
    assert sorted(calls) == [6, 7, 9, 99, 100, 101, 102]  # each once
    assert ids(fresh, "zeppelin")[0] == made[7]
    assert ids(fresh, "number101")[0] == added[1]
    assert made[8] not in ids(fresh, "number8")
    assert made[7] not in ids(fresh, "number7 garden tomatoes")[:1]


def test_a_rewritten_log_invalidates_the_save(settings: Settings,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    first = MemoryService(settings)
    made = fill(first, 60)
    first.search("anything", now=NOW)
    first.forget(made[3], hard=True)
    first.compact()  # rows renumbered in a new file: the saved rows mean nothing now
    calls = reads(monkeypatch)
    fresh = MemoryService(settings)
    assert ids(fresh, "number10")[0] == made[10]
    assert made[3] not in ids(fresh, "number3")
    assert len(set(calls)) >= 59  # indexed again from the log


@pytest.mark.parametrize("damage", ["state", "lexical", "rows", "missing"])
def test_a_damaged_save_never_breaks_search(settings: Settings, damage: str,
                                            caplog: pytest.LogCaptureFixture) -> None:
    first = MemoryService(settings)
    made = fill(first, 50)
    expected = ids(first, "number20")
    folder = next((first.folder / ".cache" / "search").iterdir())
    if damage == "state":
        (folder / "state.json").write_text("{not json")
    elif damage == "missing":
        next(folder.glob("lexical-*.npz")).unlink()
    else:
        path = next(folder.glob(f"{damage}-*.npz"))
        path.write_bytes(path.read_bytes()[:100])
    with caplog.at_level(logging.WARNING, logger="ebbing"):
        fresh = MemoryService(settings)
        assert ids(fresh, "number20") == expected and expected[0] == made[20]
    if damage != "state":
        assert "ignoring the saved search indexes" in caplog.text
    fresh.engine.save()
    assert ids(MemoryService(settings), "number20") == expected  # and the save is repaired


def test_reindex_rebuilds_from_scratch(settings: Settings) -> None:
    svc = MemoryService(settings)
    made = fill(svc, 30)
    svc.search("anything", now=NOW)
    fresh = MemoryService(settings)
    assert fresh.engine.sync() == 0  # loaded: nothing to do
    assert fresh.engine.rebuild() == 30
    assert ids(MemoryService(settings), "number12")[0] == made[12]


def test_a_large_store_saves_its_ivf_lists_once(settings: Settings,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from ebbing.index import ivf, vectors

    monkeypatch.setattr(vectors, "EXACT_MAX", 60)
    monkeypatch.setattr(vectors, "TAIL_MAX", 40)
    monkeypatch.setattr(ivf, "MIN_PROBE", 2)
    first = MemoryService(settings)
    made = fill(first, 300)
    assert ids(first, "number123")[0] == made[123]
    assert first.engine.vector_index_info()["kind"] == "ivf"
    folder = next((first.folder / ".cache" / "search").iterdir())
    lists = sorted(p.name for p in folder.glob("lists-*.npz"))
    assert len(lists) == 1
    second = MemoryService(settings)
    added = fill(second, 12, start=300)  # into the tail: the lists stay as saved
    assert ids(second, "number305")[0] == added[5]
    assert second.engine.vector_index_info()["tail"] == 12
    second.engine.save()
    assert sorted(p.name for p in folder.glob("lists-*.npz")) == lists
    third = MemoryService(settings)
    assert ids(third, "number305")[0] == added[5] and ids(third, "number7")[0] == made[7]
    assert third.engine.sync() == 0
