"""Search and recall through the service, with the deterministic fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.models import ChangeLogEntry, Status
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    old = NOW - timedelta(days=200)
    service.remember("Ralph joined the team as the new designer", character="alice",
                     entities=["Ralph"], now=old)
    service.remember("The quarterly tax report is due on Friday", tags=["finance"], now=NOW)
    service.remember("Caroline is adopting a dog from the shelter", character="caroline",
                     occurred_at=datetime(2023, 5, 8, tzinfo=UTC), now=NOW)
    service.remember("Caroline went hiking in the Alps", character="caroline",
                     occurred_at=datetime(2023, 9, 2, tzinfo=UTC), now=NOW)
    for i in range(30):
        service.remember(f"Filler note number {i} about groceries and errands", now=NOW)
    return service


def test_lowercase_question_finds_an_old_memory(svc: MemoryService) -> None:
    hits = svc.search("who is ralph?", now=NOW)
    assert hits and hits[0].memory.content.startswith("Ralph joined")
    assert hits[0].why["lexical_rank"] == 1


def test_relevance_leads_over_freshness(svc: MemoryService) -> None:
    # the Ralph memory is 200 days old (score near 0) and still ranks first for its query
    hits = svc.search("Ralph designer", now=NOW)
    assert hits[0].memory.entities == ["Ralph"] and hits[0].decay < 0.01


def test_time_expression_favours_that_period(svc: MemoryService) -> None:
    hits = svc.search("what did Caroline do in May 2023?", now=NOW)
    assert "adopting" in hits[0].memory.content
    assert hits[0].why["time"]["affinity"] == 1.0
    hits = svc.search("what did Caroline do in September 2023?", now=NOW)
    assert "hiking" in hits[0].memory.content


def test_filters_and_archived(svc: MemoryService) -> None:
    tax = svc.search("tax report", now=NOW)[0].memory
    assert [h.memory.id for h in svc.search("tax report", tags=("finance",), now=NOW)] == [tax.id]
    svc.forget(tax.id)
    assert tax.id not in {h.memory.id for h in svc.search("tax report", now=NOW)}
    assert tax.id in {h.memory.id for h in
                      svc.search("tax report", include_archived=True, now=NOW)}


def test_search_does_not_touch_but_recall_does(svc: MemoryService) -> None:
    hit = svc.search("tax report", now=NOW)[0]
    assert svc.get(hit.memory.id).use_count == 0
    data = svc.recall("tax report", now=NOW, detailed=True)
    first = data["memorySummaryList"][0]
    assert first["memorySummaryId"] == hit.memory.id
    assert svc.get(hit.memory.id).use_count == 1
    assert "The quarterly tax report is due on Friday" in data["memoryPrompt"]
    assert set(first) >= {"memorySummaryText", "maxImpression", "charactersInMemory",
                          "memoryStatus", "linkedNewMemorySummaryId", "memoryChangeLog",
                          "metaData", "score", "createTime", "updateTime"}


def test_recall_never_presents_an_outdated_memory_as_current(svc: MemoryService) -> None:
    old = svc.search("Caroline adopting dog", now=NOW)[0].memory
    entry = ChangeLogEntry(at=NOW, from_status=Status.VALID, to_status=Status.OUTDATED,
                           reason="the adoption fell through")
    svc.edit(old.id, status=Status.OUTDATED, change_log=[entry])
    prompt = svc.recall("Caroline adopting dog", now=NOW, touch=False)["memoryPrompt"]
    assert "(outdated; may no longer hold) caroline: Caroline is adopting" in prompt
    assert "the adoption fell through" in prompt


def test_new_memories_are_found_by_an_existing_engine(svc: MemoryService) -> None:
    svc.search("anything", now=NOW)
    fresh = svc.remember("Zanzibar trip booked for August", now=NOW)
    assert svc.search("Zanzibar", now=NOW)[0].memory.id == fresh.id
