"""What someone does for a living, asked in English of a conversation (retrieval/trade.py):
the turn saying "he's a ..." about the person named just before ranks higher. Fresh
sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.trade import asked_of, states_trade
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
ANSWER = "honestly yes. he's a tram driver in Ostrava on the night shift"
OTHER = "she's a glassblower, she did the lamp in our hall"


def test_a_trade_question_names_whom_it_asks_about() -> None:
    assert asked_of("What does Torvald do for a living?") == ["torvald"]
    assert asked_of("what does Ilse do for work?") == ["ils"] or \
        asked_of("what does Ilse do for work?") == ["ilse"]
    assert asked_of("What is Benedek's job?") == ["benedek"]
    assert asked_of("What was Benedek's occupation?") == ["benedek"]
    assert asked_of("Where does Torvald work?") == ["torvald"]


def test_a_question_about_a_job_that_is_not_the_trade_is_not_one() -> None:
    assert asked_of("When did Torvald lose his job?") == []
    assert asked_of("What job did Ilse apply for in March?") == []
    assert asked_of("What does Torvald think of the new tram line?") == []
    # someone else's trade, or work that is no trade: the named person's job facts gain nothing
    assert asked_of("What does Benedek's brother do for a living?") == []
    assert asked_of("What is Ilse's daughter's profession?") == []
    assert asked_of("Where does Torvald do voluntary work?") == []
    assert asked_of("What does the Jansens' son do for work?") == []
    assert "dwyer" in asked_of("What does Aoife O'Dwyer do for a living?")  # a name's apostrophe
    assert asked_of("Torvald 做什么工作?") == []


def test_a_turn_saying_someone_is_a_kind_of_worker() -> None:
    assert states_trade(ANSWER) == "he"
    assert states_trade("Ilse is an upholsterer now, she loves it") == "ilse"
    assert states_trade("I worked as a lifeguard for three summers") == "i"
    assert states_trade("she was the village blacksmith before the war") == "she"
    assert states_trade("He is a locksmith.") == "he"


def test_a_turn_saying_no_trade() -> None:
    assert states_trade("that's a shame about the tram") is None
    assert states_trade("he's a bit tired today") is None
    assert states_trade("I'm a huge fan of night trains") is None
    assert states_trade("we took a tram to the harbour") is None


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Mirela", "Torvald came round for dinner on Sunday, he fixed my bike light"),
             ("Sunniva", "aw that's sweet"),
             ("Mirela", "Torvald wants to adopt a rabbit and I'm not sure"),
             ("Sunniva", "is he nice though"),
             ("Mirela", ANSWER),
             ("Sunniva", "and how's your aunt Dorota?"),
             ("Mirela", OTHER)]
    turns += [("Sunniva", f"The ferry to the island left late again on day {i}.")
              for i in range(14)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 7}", now=NOW,
                         occurred_at=datetime(2025, 8, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def ranked(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, now=NOW, top=30)]


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.score for h in svc.search(question, now=NOW, top=30)}


@pytest.mark.parametrize("question", ["What does Torvald do for a living?",
                                      "what does torvald do for a living"])  # typed in chat
def test_the_turn_with_his_trade_weighs_more_and_the_aunts_does_not(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, trade_weight=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, trade_weight=0.5))
    weighed = scores(svc, question)
    assert weighed[ANSWER] == pytest.approx(1.5 * plain[ANSWER])
    # the aunt's trade is someone else's: Dorota is named after Torvald, just before it
    assert weighed[OTHER] == pytest.approx(plain[OTHER])
    assert all(weighed[k] == pytest.approx(plain[k]) for k in plain if k != ANSWER)


def test_another_question_is_left_alone(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "What does Torvald want to adopt?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, trade_weight=0.0))
    plain = ranked(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, trade_weight=0.5))
    assert ranked(svc, question) == plain


def test_a_question_typed_in_lower_case_names_a_known_person() -> None:
    known = {"torvald", "ils", "ilse", "mirela"}
    assert asked_of("what did torvald do for work", known) == ["torvald"]
    assert asked_of("where does mirela work these days", known) == ["mirela"]
    # a word that is nobody's name names no one, and without the store's names nothing is read
    assert asked_of("what does the new guy do for a living", known) == []
    assert asked_of("what did torvald do for work") == []
    # someone else's trade stays someone else's
    assert asked_of("what does torvald's brother do for a living", known) == []
