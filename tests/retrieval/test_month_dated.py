"""A month named with its year ("in March 2024") is a period the question is about: time
weighs as for a day named by its date. Fresh sentences (in no dataset), with the deterministic
fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.timeexpr import find_time_window
from ebbing.retrieval import search
from ebbing.retrieval.timed import names_a_month
from ebbing.service import MemoryService

NOW = datetime(2024, 9, 1, 12, 0, tzinfo=UTC)


def conversation(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):  # one conversation: one context id
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_a_month_with_its_year_names_a_period_asked_about() -> None:
    def month(text: str) -> bool:
        window = find_time_window(text, NOW)
        return window is not None and names_a_month(window)

    assert month("What did Oskar repair in March 2024?")
    assert month("Which trail did Wen hike in July, 2023?")
    assert month("What did Wen sow in early May 2024?")
    assert not month("What did Oskar repair last month?")  # said relative to the message
    assert not month("What is Oskar repairing this month?")
    assert not month("What did Oskar repair in March?")  # no year: which March is unsure
    assert not month("What did Oskar repair on 14 March 2024?")  # a day: names_a_date
    assert not month("What did Oskar repair in 2023?")  # a year, not a month


def test_a_month_named_with_its_year_lifts_what_was_said_then(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In March Greta tells Oskar the farm tractor runs again; in July she praises the farm
    shed roof he repaired, in more of the question's words. Asked what he repaired at the
    farm shed in March 2024, the March talk comes first only with the month weighed as a
    date is (`month_dated`, built and kept off: docs/retrieval.md)."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("greta", "The tractor on the farm runs again, Oskar."),
                       ("greta", "The green one from grandad?")],
                 datetime(2024, 3, 12, 18, 0, tzinfo=UTC))
    conversation(svc, [("greta", "Oskar, the farm shed roof you repaired looks great!"),
                       ("oskar", "Thanks, it was a long job.")],
                 datetime(2024, 7, 20, 18, 0, tzinfo=UTC))
    for i in range(12):
        conversation(svc, [("greta", f"Rain again on day {i}, the bus was late.")],
                     datetime(2024, 4, 1, 9, 0, tzinfo=UTC) + timedelta(days=i * 7))

    def first() -> str:
        hits = svc.search("What did Oskar repair at the farm shed in March 2024?", now=NOW,
                          top=3)
        return hits[0].memory.content

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, month_dated=1))
    assert "tractor" in first()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, month_dated=0))
    assert "shed roof" in first()
