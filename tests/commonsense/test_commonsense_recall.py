"""Recall with common sense through the service: separate list, own prompt section, switches,
one-time ids, visibility across agents, and libraries that never change or decay."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.commonsense import library
from ebbing.config import Settings
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
RETURNS = "Items can be returned within 30 days with a receipt."


def agent(home: Path, name: str) -> MemoryService:
    return MemoryService(Settings(home=home, embedder="fake"), agent=name)


@pytest.fixture
def alice(ebbing_home: Path) -> MemoryService:
    svc = agent(ebbing_home, "alice")
    svc.remember("I bought a kettle at the corner shop", now=NOW)
    shop = library.create(svc, "shop", agent_library=False, now=NOW)
    library.add(svc, shop, RETURNS, now=NOW)
    library.add(svc, shop, "Orders ship within two days by parcel post.", now=NOW)
    own = library.create(svc, "diary-rules", agent_library=True, now=NOW)
    library.add(svc, own, "Alice returns things only on Saturdays.", now=NOW)
    return svc


def texts(data: dict[str, object]) -> list[str]:
    return [str(c["text"]) for c in data["commonSenseList"]]  # type: ignore[attr-defined]


def test_common_sense_comes_back_apart_from_memories(alice: MemoryService) -> None:
    data = alice.recall("can I return the kettle with a receipt?", detailed=True, now=NOW)
    assert texts(data)[0] == RETURNS
    assert all("kettle" in s["memorySummaryText"] for s in data["memorySummaryList"])
    memories, common = data["memoryPrompt"].split("\n\n")
    assert memories.startswith("Relevant memories") and "kettle" in memories
    assert common.startswith("Common sense") and RETURNS in common and RETURNS not in memories
    assert data["usage"]["consumedCommonMemoryWords"] == sum(len(t.split())
                                                             for t in texts(data))


def test_switches_choose_the_libraries(alice: MemoryService) -> None:
    query = "when does Alice return things with a receipt?"
    default = texts(alice.recall(query, now=NOW))
    assert RETURNS in default and "Alice returns things only on Saturdays." not in default
    both = texts(alice.recall(query, agent_common_sense=True, now=NOW))
    assert {RETURNS, "Alice returns things only on Saturdays."} <= set(both)
    own = texts(alice.recall(query, global_common_sense=False, agent_common_sense=True,
                             now=NOW))
    assert own == ["Alice returns things only on Saturdays."]
    assert texts(alice.recall(query, common_sense=False, agent_common_sense=True,
                              common_sense_ids=["shop"], now=NOW)) == []
    once = texts(alice.recall(query, global_common_sense=False,
                              common_sense_ids=["diary-rules"], now=NOW))
    assert once == ["Alice returns things only on Saturdays."]
    # one-time: nothing persisted, the next recall is back to the defaults
    assert texts(alice.recall(query, global_common_sense=False, now=NOW)) == []


def test_unrelated_queries_bring_no_common_sense(alice: MemoryService) -> None:
    assert texts(alice.recall("zebra xylophone", now=NOW)) == []


def test_global_libraries_are_seen_by_every_agent_agent_ones_by_their_own(
        alice: MemoryService, ebbing_home: Path) -> None:
    bob = agent(ebbing_home, "bob")
    assert texts(bob.recall("return with a receipt", now=NOW))[0] == RETURNS
    assert [lib.name for lib in library.visible(bob)] == ["shop"]
    assert texts(bob.recall("Saturdays", agent_common_sense=True, now=NOW)) == []
    # a one-time id may name any library the caller can read, another agent's too
    once = texts(bob.recall("Saturdays", common_sense_ids=["diary-rules"], now=NOW))
    assert once == ["Alice returns things only on Saturdays."]
    assert texts(bob.recall("Saturdays", common_sense_ids=["alice/diary-rules"],
                            now=NOW)) == once
    with pytest.raises(Exception, match="no common-sense library 'nothing-here'"):
        bob.recall("Saturdays", common_sense_ids=["nothing-here"], now=NOW)


def test_recall_never_touches_or_ages_common_sense(alice: MemoryService) -> None:
    shop = library.find(alice, "shop")
    log = shop.folder / "memories.jsonl"
    before_bytes = log.read_bytes()
    before = {e.id: (e.use_count, e.strength, e.last_used) for e in library.entries(alice, shop)}
    for days in (0, 30, 400):
        data = alice.recall("return with a receipt", now=NOW + timedelta(days=days))
        assert texts(data)[0] == RETURNS  # a year later it is found just the same
        assert data["commonSenseList"][0]["score"] == pytest.approx(
            alice.recall("return with a receipt", now=NOW)["commonSenseList"][0]["score"])
    after = {e.id: (e.use_count, e.strength, e.last_used) for e in library.entries(alice, shop)}
    assert after == before and log.read_bytes() == before_bytes
    # while the memory recalled beside it was reinforced
    assert alice.list()[0].use_count > 0


def test_an_added_entry_is_found_by_the_next_recall(alice: MemoryService) -> None:
    assert texts(alice.recall("opening hours", now=NOW)) == []
    library.add(alice, library.find(alice, "shop"), "Opening hours are 9 to 5.", now=NOW)
    assert texts(alice.recall("opening hours", now=NOW)) == ["Opening hours are 9 to 5."]
