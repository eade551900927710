"""A time asked for in the talk (retrieval/whenasked.py): "the kiln finally cracked" / "oh
no when" / "saturday, during the glaze firing". Fresh sentences, in no dataset, with the
fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search, whenasked
from ebbing.service import MemoryService

SAID = datetime(2025, 11, 20, 19, 0, tzinfo=UTC)
EVENT = "the kiln at the pottery finally cracked"
ASK = "oh no when"
DAY = "saturday, right in the middle of a firing"
QUESTION = "when did the kiln at the pottery crack?"


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk = [("Ines", EVENT), ("Tom", ASK), ("Ines", DAY), ("Tom", "what a week"),
            ("Ines", "the pottery kiln was brand new in spring"), ("Tom", "when I was small"),
            ("Ines", "on friday I sold six mugs")]
    talk += [("Tom", f"The pottery class on the river met again, week {i}, sunday.")
             for i in range(12)]
    for i, (speaker, text) in enumerate(talk):
        service.remember(text, character=speaker, context_id="talk" if i < 7 else f"t{i}",
                         now=SAID, occurred_at=SAID - timedelta(days=1) + timedelta(minutes=i))
    return service


def ranked(svc: MemoryService, query: str, when_asked: float) -> list[str]:
    kept = search.PARAMS
    search.PARAMS = replace(kept, when_asked=when_asked)
    try:
        return [h.memory.content for h in svc.search(query, top=20, touch=False, now=SAID)]
    finally:
        search.PARAMS = kept


@pytest.mark.parametrize(("text", "asks"), [
    ("oh no when", True), ("since when??", True), ("when's the hearing", True),
    ("wait when did she say that", True), ("which night?", True), ("what day", True),
    ("when I was small", False), ("I love it when it snows", False),
    ("the day we met was magic and I still think of it when it rains", False),
])
def test_a_short_turn_asking_when(text: str, asks: bool) -> None:
    assert whenasked.asks_time(text) is asks


def test_the_event_and_its_day_are_paired_around_the_asking_turn(svc: MemoryService) -> None:
    engine = svc.engine
    engine.sync()
    at = {svc.store.read_row(r).content: r for r in range(len(engine.episode))}
    paired = whenasked.pairs(engine, np.array([at[EVENT]], dtype=np.int64))
    assert paired == {at[EVENT]: at[DAY], at[DAY]: at[EVENT]}
    # "when I was small" is no question: the turns around it are no pair
    around = whenasked.pairs(engine, np.array([at["when I was small"] - 1], dtype=np.int64))
    assert at["when I was small"] - 1 not in around


def test_the_day_rises_for_a_question_asking_when(svc: MemoryService) -> None:
    off, on = ranked(svc, QUESTION, 0.0), ranked(svc, QUESTION, 1.0)
    assert on.index(DAY) < off.index(DAY)
    assert on.index(DAY) <= 2
    plain = "the kiln at the pottery"  # not asking for a time: left alone
    assert ranked(svc, plain, 1.0) == ranked(svc, plain, 0.0)
