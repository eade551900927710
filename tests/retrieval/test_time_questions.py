"""Time in search, end to end (fresh sentences, in no dataset): how long one thing took looks
up its start and its end; a holiday in a question is matched by a memory that dates a thing
to it, or was said on it."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def talk(svc: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):
        svc.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                     context_id=f"talk {start.isoformat()}", now=NOW)


def test_how_long_something_took_finds_the_day_it_began(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The start ("I've started on a quilt") shares only "quilt" with the question; the
    finish, and many turns about finishing, share much more."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk(svc, [("marek", "I started on a quilt for my niece, blue and yellow squares."),
               ("odile", "Lovely colours!")], datetime(2024, 1, 8, 18, 0, tzinfo=UTC))
    for day in range(9, 24):  # the question's other words, again and again
        talk(svc, [("marek", f"It will take ages to finish the quilt, day {day}: Marek "
                             f"wants to finish it before it takes over the flat.")],
             datetime(2024, 1, day, 18, 0, tzinfo=UTC))
    talk(svc, [("marek", "Finally finished the quilt today, all 64 squares!")],
         datetime(2024, 4, 2, 18, 0, tzinfo=UTC))
    question = "How long did it take for Marek to finish the quilt?"

    def found() -> list[str]:
        return [h.memory.content for h in svc.search(question, now=NOW, top=3)]

    assert any(c.startswith("I started on a quilt") for c in found())
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, split=1))
    assert not any(c.startswith("I started on a quilt") for c in found())


def test_a_holiday_in_a_question_finds_what_was_said_on_it(ebbing_home: Path) -> None:
    """The turn said on 24 December never names the day; the others, said on other days,
    share as many words with the question."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for month in range(2, 13):
        talk(svc, [("odile", f"Odile baked bread with her aunt again, batch {month}.")],
             datetime(2023, month, 10, 18, 0, tzinfo=UTC))
    talk(svc, [("odile", "Odile sang carols with her aunt by the stove tonight.")],
         datetime(2023, 12, 24, 20, 0, tzinfo=UTC))
    hits = svc.search("What did Odile do with her aunt on Christmas Eve?", now=NOW, top=3)
    assert hits[0].memory.content.startswith("Odile sang carols")


def test_a_memory_dating_a_thing_to_a_holiday_is_found_by_its_date(ebbing_home: Path) -> None:
    """Said in January, "Christmas Eve" is 24 December; the question names the date."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for day in range(1, 24):
        talk(svc, [("odile", f"Odile was at her aunt's again, visit {day}.")],
             datetime(2023, 11, day, 18, 0, tzinfo=UTC))
    talk(svc, [("odile", "We spent Christmas Eve at her aunt's, singing by the stove.")],
         datetime(2024, 1, 20, 18, 0, tzinfo=UTC))
    hits = svc.search("Where was Odile on 24 December 2023?", now=NOW, top=3)
    assert hits[0].memory.content.startswith("We spent Christmas Eve")
