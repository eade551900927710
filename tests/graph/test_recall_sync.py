"""A recall's associative thinking sees the memories its own search saw: it does not look at
the store a second time (with PostgreSQL each look is a round trip whenever another daemon
wrote), and gives the same list as with that look."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.graph.views import thinking
from ebbing.retrieval.engine import SearchEngine
from ebbing.service import MemoryService

NOW = datetime(2024, 3, 9, 8, 30, tzinfo=UTC)


def filled(home: Path) -> MemoryService:
    svc = MemoryService(Settings(home=home, embedder="fake"))
    day = timedelta(days=1)
    for i in range(12):
        svc.remember(f"Spare note {i} on invoices and parcels", now=NOW,
                     occurred_at=NOW - (30 - i) * day)
    svc.remember("Ingrid lent her canoe to Tomasz for the Oder weekend.", now=NOW,
                 occurred_at=NOW - 4 * day)
    svc.remember("Tomasz painted the canoe green at the Wroclaw boathouse.", now=NOW,
                 occurred_at=NOW - 2 * day)
    return svc


def test_a_recall_syncs_the_engine_only_for_its_search(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = filled(ebbing_home)
    svc.search("warm up", now=NOW)  # the engine is built
    callers: list[str] = []
    original = SearchEngine.sync

    def counted(self: SearchEngine, *args: Any, **kwargs: Any) -> int:
        import traceback

        callers.append(traceback.extract_stack(limit=2)[0].name)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(SearchEngine, "sync", counted)
    data = svc.recall("Who has Ingrid's canoe?", now=NOW, touch=False)
    assert data["associativeThinkingList"], "the graph has something to say about Tomasz"
    assert callers and "entity_index" not in callers


def test_thinking_after_a_search_is_the_same_without_a_second_sync(ebbing_home: Path) -> None:
    svc = filled(ebbing_home)
    query = "What colour is the canoe Tomasz borrowed?"
    svc.search(query, now=NOW)
    looked = thinking(svc, query, 2, NOW)
    trusted = thinking(svc, query, 2, NOW, synced=True)
    assert trusted == looked and looked["associativeThinkingList"]
