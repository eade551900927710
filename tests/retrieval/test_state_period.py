"""A lasting state's period (retrieval/runson.py): told in one month, it holds in a later
one until its writer changes the same thing. Fresh sentences (in no dataset), with the
deterministic fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.index.events import EventIndex
from ebbing.retrieval import runson
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def told(svc: MemoryService, speaker: str, text: str, when: datetime) -> None:
    svc.remember(text, character=speaker, occurred_at=when, context_id=f"chat {when}", now=NOW)


def affinity(svc: MemoryService, question: str, text: str) -> float:
    for hit in svc.search(question, now=NOW, top=20):
        if hit.memory.content == text:
            return float(hit.why["time"]["affinity"])
    raise AssertionError(f"not found: {text}")


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    told(service, "ines", "Big change: they're putting me on the late desk starting October "
         "7th.", datetime(2024, 9, 20, 18, 0, tzinfo=UTC))
    for i in range(6):
        told(service, "piet", f"The desk plant needs water again, week {i}.",
             datetime(2024, 10, 1, 9, 0, tzinfo=UTC) + timedelta(days=i * 9))
    return service


LATE = "Big change: they're putting me on the late desk starting October 7th."
EARLY = "They are moving me back to the early desk from December 2nd."


def test_a_state_told_in_september_holds_in_december(svc: MemoryService) -> None:
    """Its words date it to 7 October; asked about December, it still holds then (without
    its period, 7 October fades over December's length: about 0.35 of the full 2.0)."""
    got = affinity(svc, "Which desk did Ines work in December 2024?", LATE)
    assert got > 1.0


def test_a_later_change_of_the_same_thing_closes_it(svc: MemoryService) -> None:
    told(svc, "ines", EARLY, datetime(2024, 11, 25, 18, 0, tzinfo=UTC))
    january = "Which desk did Ines work in January 2025?"
    assert affinity(svc, january, LATE) < 0.3  # the late desk ended on 2 December
    assert affinity(svc, january, EARLY) > 1.0  # the early one goes on


def test_the_writer_nearest_states_pair_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Of one writer's three states, the third changes the first (each the other's nearest
    on its side in time); the second, about another thing, closes nothing."""
    near = np.array([[1.0, 0.5, 0.9], [0.5, 1.0, 0.6], [0.9, 0.6, 1.0]])
    monkeypatch.setattr(runson, "similarities", lambda engine, rows: near)
    assert runson.closings(None, [10, 11, 12]) == [(10, 12)]  # type: ignore[arg-type]


def test_the_day_a_state_begins_is_saved_with_the_index() -> None:
    index = EventIndex()
    index.onward[3] = 1_700_000_000_000_000
    index.by_row[3] = [(1_700_000_000_000_000, 1_700_086_400_000_000)]
    again = EventIndex.restore(index.arrays(), 4)
    assert again.onward == index.onward
    assert again.by_row == index.by_row
