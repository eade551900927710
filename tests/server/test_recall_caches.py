"""The daemon keeps what a recall works out from the store alone (the prompt's dated texts,
the lines' fields a `character` is looked for in, who meets whom in the graph) from one
request to the next. Whatever changes, by the daemon's own service or another process,
its answer stays the one a fresh process gives: same memories, order, scores, prompt."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.models import Status
from ebbing.server import calls
from ebbing.server.agents import AgentPool
from ebbing.server.schema import RecallRequest
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, tzinfo=UTC)
QUERIES = ["What did Caroline do yesterday?", "Melanie", "Biscuit the puppy"]


def body(query: str) -> RecallRequest:
    return RecallRequest.model_validate({
        "query": query, "character": "Caroline", "recallDeep": 1, "isTouching": False,
        "isUsingAssociativeThinking": 1, "isReturningDetailedMemoryInfo": 1,
        "now": NOW.isoformat()})


@pytest.fixture
def settings(ebbing_home: Path) -> Settings:
    return Settings(home=ebbing_home, embedder="fake")


@pytest.fixture
def pool(settings: Settings) -> Any:
    pool = AgentPool(settings)
    yield pool
    pool.close()


def seed(settings: Settings) -> dict[str, str]:
    svc = MemoryService(settings)
    day = timedelta(days=1)
    made = {
        "bowling": svc.remember("Yesterday Caroline went bowling with Melanie.", now=NOW,
                                occurred_at=NOW - 3 * day),
        "puppy": svc.remember("Last spring Caroline adopted a puppy called Biscuit.", now=NOW,
                              occurred_at=NOW - 5 * day, character="Caroline"),
        "park": svc.remember("Biscuit sleeps all afternoon at Riverside Park.", now=NOW,
                             occurred_at=NOW - 2 * day),
        "gift": svc.remember("Melanie gave Jon a book about painting last week.", now=NOW,
                             occurred_at=NOW - 9 * day, character="Melanie"),
    }
    for i in range(12):
        svc.remember(f"Filler note {i} about groceries and errands", now=NOW,
                     occurred_at=NOW - (20 + i) * day)
    svc.close()
    return {name: m.id for name, m in made.items()}


def answers(pool: AgentPool, settings: Settings) -> None:
    """Each query through the daemon's warm service equals a fresh service's answer."""
    for query in QUERIES:
        with pool.read("default", "default", query) as svc:
            warm = calls.recall(svc, body(query))
        fresh = MemoryService(settings)
        try:
            cold = calls.recall(fresh, body(query))
        finally:
            fresh.close()
        assert warm == cold, query


def prompt(pool: AgentPool, query: str) -> str:
    with pool.read("default", "default", query) as svc:
        text: str = calls.recall(svc, body(query))["memoryPrompt"]
    return text


def elsewhere(settings: Settings, change: Callable[[MemoryService], object]) -> None:
    """A change made by another process (the CLI, a script)."""
    svc = MemoryService(settings)
    try:
        change(svc)
    finally:
        svc.close()


def test_warm_recalls_follow_every_change(pool: AgentPool, settings: Settings) -> None:
    ids = seed(settings)
    answers(pool, settings)
    assert "Yesterday [28 May 2024] Caroline went bowling" in prompt(pool, QUERIES[0])

    # an edit through the daemon's own service: other words, other dates in the prompt
    with pool.use("default", "default") as svc:
        svc.edit(ids["bowling"], content="Tomorrow Caroline goes bowling with Melanie.")
    shown = prompt(pool, QUERIES[0])
    assert "Tomorrow [30 May 2024, now past] Caroline goes bowling" in shown  # said in 2024
    assert "went bowling" not in shown
    answers(pool, settings)

    # the day it was said moves: the same words mean another date
    elsewhere(settings, lambda s: s.edit(ids["bowling"], occurred_at=NOW - 10 * timedelta(1)))
    assert "Tomorrow [23 May 2024, now past]" in prompt(pool, QUERIES[0])
    answers(pool, settings)

    # another status, from another process
    elsewhere(settings, lambda s: s.edit(ids["puppy"], status=Status.OUTDATED))
    assert "outdated" in prompt(pool, QUERIES[2])
    answers(pool, settings)

    # who said it and whom it names change which memories concern Caroline
    elsewhere(settings, lambda s: s.edit(ids["gift"], character="Caroline",
                                         entities=["Caroline"]))
    answers(pool, settings)

    # a new memory joins the graph: Melanie now meets Oslo
    with pool.read("default", "default", "Melanie") as svc:
        before = calls.recall(svc, body("Melanie"))["associativeThinkingList"]
    elsewhere(settings, lambda s: s.remember("Melanie and Caroline flew to Oslo.", now=NOW))
    with pool.read("default", "default", "Melanie") as svc:
        after = calls.recall(svc, body("Melanie"))["associativeThinkingList"]
    assert "Oslo" not in str(before) and "Oslo" in str(after)
    answers(pool, settings)

    # forgotten, then the log compacted (rows renumbered, offsets reused)
    elsewhere(settings, lambda s: s.forget(ids["park"], hard=True))
    elsewhere(settings, lambda s: s.compact())
    answers(pool, settings)
    with pool.use("default", "default") as svc:
        svc.remember("Yesterday Caroline painted a lake with Melanie.", now=NOW)
    answers(pool, settings)
