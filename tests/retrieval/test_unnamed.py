"""The question's meaning without its people (`RankParams.unnamed`, retrieval/unnamed.py): a
turn that only names the asked person loses the cosine the name gave it, and the turn saying
what is asked keeps its own. Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.query import terms
from ebbing.retrieval import search
from ebbing.retrieval.unnamed import unnamed
from ebbing.service import MemoryService

NOW = datetime(2025, 9, 1, 12, 0, tzinfo=UTC)
NAMES_ONLY = "Ha, classic Wiebke!"
ANSWER = "she buried the spare key under the blue flowerpot by the back steps"


def test_each_person_is_written_someone() -> None:
    assert unnamed("Where did Wiebke hide the spare key?", {"wiebk"}) == \
        "Where did someone hide the spare key?"
    assert unnamed("What is Oskar's tortoise called?", {"oskar"}) == \
        "What is someone's tortoise called?"
    assert unnamed("Did Oskar and Wiebke ever paint the boat?", {"oskar", "wiebk"}) == \
        "Did someone and someone ever paint the boat?"


def test_only_a_capitalised_name_is_a_person() -> None:
    """"Rose" the person, not "rose" the flower."""
    assert unnamed("What did Rose plant by the rose arch?", set(terms("Rose"))) == \
        "What did someone plant by the rose arch?"


def test_a_question_of_no_name_or_only_names_is_left_alone() -> None:
    assert unnamed("where is the spare key?", {"wiebk"}) is None
    assert unnamed("Wiebke?", {"wiebk"}) is None
    assert unnamed("Who is Wiebke?", set()) is None


def cosines(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.why["cosine"] for h in svc.search(question, now=NOW, top=40)}


def relevances(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.relevance for h in svc.search(question, now=NOW, top=40)}


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Wiebke", "We got locked out again last night, it was freezing."),
             ("Jules", NAMES_ONLY),
             ("Wiebke", ANSWER),
             ("Jules", "The plumber finally came about the dripping tap."),
             ("Wiebke", "My nephew started violin lessons on Tuesdays.")]
    turns += [("Jules", f"The bus to the coast was late again on day {i}.")
              for i in range(16)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 5}", now=NOW,
                         occurred_at=datetime(2025, 7, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def test_the_turn_naming_her_loses_and_the_answer_gains_on_it(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Where did Wiebke hide the spare key?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.0))
    plain = relevances(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.5, unnamed_way=1))
    lowered = relevances(svc, question)
    assert lowered[NAMES_ONLY] < plain[NAMES_ONLY]  # its likeness was mostly her name
    gap_plain = plain[ANSWER] - plain[NAMES_ONLY]
    assert lowered[ANSWER] - lowered[NAMES_ONLY] > gap_plain


def test_lowering_only_never_raises_and_raising_only_never_lowers(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Where did Wiebke hide the spare key?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.0))
    plain = relevances(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.5, unnamed_way=1))
    lowered = relevances(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.5, unnamed_way=2))
    raised = relevances(svc, question)
    shared = plain.keys() & lowered.keys() & raised.keys()
    assert all(lowered[k] <= plain[k] + 1e-9 for k in shared)
    assert all(raised[k] >= plain[k] - 1e-9 for k in shared)
    assert any(raised[k] > plain[k] for k in shared)


def test_the_cosine_shown_and_the_floor_keep_the_question_as_asked(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the ranking reads the second cosine: `why["cosine"]` (and the relevance floor
    reading it) is the question's own."""
    question = "Where did Wiebke hide the spare key?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.0))
    plain = cosines(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.5))
    assert cosines(svc, question) == plain


def test_a_question_naming_no_speaker_is_left_alone(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under `unnamed_names` 1 only the speakers a question names are people: "Where did the
    plumber go?" names none, and "Where is Lisbon's old tram?" names no speaker."""
    for question in ("Where did the plumber go?", "When does the Lisbon tram come?"):
        monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.0))
        plain = relevances(svc, question)
        monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, unnamed=0.5,
                                                      unnamed_names=1))
        assert relevances(svc, question) == plain
