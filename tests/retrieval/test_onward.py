"""A person's account goes on past the other's interjection (retrieval/onward.py): "the rowing
club asked me to coach" / "wait, what happened??" / "three mornings a week, they pay me in
coffee". Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.onward import goes_on
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
TOLD = "the rowing club asked me to coach their juniors"
ON = "three mornings a week, they pay me in coffee and gratitude"
NEW_TOPIC = "unrelated but my landlord finally fixed the boiler in the cellar"
AFTER_TOPIC = "twice a month, sometimes with cake on saturdays"
OTHER = "honestly the weather ruined every single plan of ours"


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk = [("Ines", TOLD), ("Bodo", "wait, what happened??"), ("Ines", ON),  # goes on
            ("Bodo", "omg"), ("Bodo", OTHER),                             # Bodo twice
            ("Ines", TOLD.replace("rowing", "chess")), ("Bodo", NEW_TOPIC),
            ("Ines", AFTER_TOPIC)]                                        # a new topic between
    talk += [("Bodo", f"The tram to the harbour was late again on day {i}.") for i in range(12)]
    for i, (speaker, text) in enumerate(talk):
        service.remember(text, character=speaker, context_id="talk" if i < 8 else f"t{i}",
                         now=NOW, occurred_at=datetime(2025, 8, 1, tzinfo=UTC)
                         + timedelta(minutes=i))
    return service


def rows_of(svc: MemoryService, *texts: str) -> np.ndarray:
    engine = svc.engine
    engine.sync()
    at = {svc.store.read_row(r).content: r for r in range(len(engine.episode))}
    return np.array([at[t] for t in texts], dtype=np.int64)


def test_which_turns_go_on_from_their_speakers_turn_two_before(svc: MemoryService) -> None:
    engine = svc.engine
    rows = rows_of(svc, ON, OTHER, AFTER_TOPIC, TOLD)
    # ON: Ines, Bodo's "wait, what happened??", Ines; OTHER: Bodo after Bodo's own "omg" (no
    # other speaker between); AFTER_TOPIC: Ines after Bodo's turn, Ines two before; TOLD: first
    assert goes_on(engine, rows, asks=False).tolist() == [True, False, True, False]
    # "wait, what happened??" only asks by its form; Bodo's boiler news does not
    assert goes_on(engine, rows, asks=True).tolist() == [True, False, False, False]
    # the boiler news holds more than three index terms: a new topic, not a reaction
    assert goes_on(engine, rows, asks=False, between_terms=3).tolist() == [
        True, False, False, False]
    assert goes_on(engine, rows, asks=True, between_terms=3).tolist() == [
        True, False, False, False]
    # a turn of many words tells its own topic: only a short one goes on
    assert goes_on(engine, rows, asks=False, longest=40).tolist() == [True, False, True, False]
    assert goes_on(engine, rows, asks=False, longest=2).tolist() == [False] * 4


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.score for h in svc.search(question, now=NOW, top=30)}


def test_the_turn_going_on_gains_from_the_one_that_names_the_topic(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "what did the rowing club ask Ines to do?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, onward=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, onward=0.2, onward_between=3))
    weighed = scores(svc, question)
    base_ratio = weighed[TOLD] / plain[TOLD]  # every relevance is divided by 1 + onward
    assert weighed[ON] / plain[ON] > 1.05 * base_ratio
    assert weighed[AFTER_TOPIC] / plain[AFTER_TOPIC] == pytest.approx(base_ratio, rel=0.05)


def test_off_changes_nothing(svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "what did the rowing club ask Ines to do?"
    first = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, onward=0.0, onward_between=3,
                                                  onward_asks=1))
    assert scores(svc, question) == first
