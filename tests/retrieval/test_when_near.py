"""A time told beside the event it dates (retrieval/whentold.py): "what day did Oskar's boat
come back from the yard?" is answered by "thursday. they towed it round at dawn", two turns
after the event. Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search, whentold
from ebbing.service import MemoryService

SAID = datetime(2025, 6, 14, 18, 0, tzinfo=UTC)
EVENT = "Oskar's boat is back from the yard at last"
DAY = "thursday. they towed it round at dawn"
FAR_DAY = "on tuesday the bakery ran out of rye"
QUESTION = "what day did oskar's boat come back from the yard?"


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk = [("Oskar", EVENT), ("Mia", "no way, when??"), ("Oskar", DAY),
            ("Mia", "the yard took its time then"), ("Oskar", "tell me about it"),
            ("Mia", FAR_DAY)]
    talk += [("Mia", f"The boat race on the river was cancelled again, week {i}.")
             for i in range(12)]
    for i, (speaker, text) in enumerate(talk):
        service.remember(text, character=speaker, context_id="talk" if i < 6 else f"t{i}",
                         now=SAID, occurred_at=SAID - timedelta(days=1) + timedelta(minutes=i))
    return service


def ranked(svc: MemoryService, when_near: float, when_len: int = 0) -> list[str]:
    kept = search.PARAMS
    search.PARAMS = replace(kept, when_near=when_near, when_len=when_len)
    try:
        return [h.memory.content for h in svc.search(QUESTION, top=20, touch=False, now=SAID)]
    finally:
        search.PARAMS = kept


def test_the_day_told_two_turns_after_the_event_gains(svc: MemoryService) -> None:
    engine = svc.engine
    engine.sync()
    at = {svc.store.read_row(r).content: r for r in range(len(engine.episode))}
    rows = np.array(sorted(at[t] for t in (EVENT, DAY, FAR_DAY)), dtype=np.int64)
    relevance = np.array([1.0 if r == at[EVENT] else 0.1 for r in rows.tolist()])
    share = dict(zip(rows.tolist(), whentold.near_share(engine, rows, relevance).tolist(),
                     strict=True))
    assert share[at[DAY]] == pytest.approx(1.0)  # two turns after the event, dated
    assert share[at[EVENT]] == 0.0  # no date in its own words
    assert share[at[FAR_DAY]] == 0.0  # three turns after DAY, five after the event
    found = whentold.dated_near(engine, np.array([at[EVENT]], dtype=np.int64),
                                np.ones(len(engine.episode), dtype=bool))
    assert found.tolist() == [at[DAY]]  # the dated turn two on joins; the others carry no date


def test_the_dated_turn_rises_for_a_question_asking_when(svc: MemoryService) -> None:
    off, on = ranked(svc, 0.0), ranked(svc, 1.0)
    assert on.index(DAY) < off.index(DAY)
    assert on.index(DAY) <= 2
    assert ranked(svc, 1.0, when_len=40) == on  # a short turn: the same
    assert ranked(svc, 1.0, when_len=2) == off  # longer than two terms: nothing lent
    plain = [h.memory.content for h in svc.search("oskar's boat and the yard", top=20,
                                                  touch=False, now=SAID)]
    kept = search.PARAMS
    search.PARAMS = replace(kept, when_near=1.0)
    try:  # a question not asking for a time is left alone
        assert [h.memory.content for h in svc.search("oskar's boat and the yard", top=20,
                                                     touch=False, now=SAID)] == plain
    finally:
        search.PARAMS = kept
