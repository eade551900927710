"""A thing asked about by its kind and told by its name (retrieval/naming.py). Fresh
sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.naming import aliases
from ebbing.service import MemoryService

NOW = datetime(2025, 12, 1, 9, 0, tzinfo=UTC)
TOLD = "marigold's engine died again at the second lock, we got towed by a hire boat"

TALKS = [
    [("Ines", "WE BOUGHT A NARROWBOAT"), ("Bodo", "you did not"),
     ("Ines", "she's called marigold"), ("Bodo", "marigold!!"),
     ("Ines", "moored at the basin till spring")],
    [("Ines", "ok update"), ("Bodo", "go on"), ("Ines", TOLD), ("Bodo", "classic"),
     ("Ines", "the engine man says a new fuel pump")],
    [("Bodo", "the tram to the harbour was late again"), ("Ines", "every single day"),
     ("Bodo", "the boat show is on saturday though"), ("Ines", "which one"),
     ("Bodo", "the one by the harbour, the new engine stand looks good")],
    *[[("Bodo", f"what went wrong with the {thing} in week {n}"), ("Ines", "the usual, honestly"),
       ("Bodo", f"the {thing} broke again, wrong part ordered"), ("Ines", "ugh")]
      for n, thing in enumerate(["bike", "washer", "laptop", "heater", "car", "oven", "phone"])],
]


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    at = datetime(2025, 9, 1, tzinfo=UTC)
    for n, talk in enumerate(TALKS):
        for i, (speaker, text) in enumerate(talk):
            service.remember(text, character=speaker, context_id=f"talk {n}", now=NOW,
                             occurred_at=at + timedelta(days=7 * n, minutes=i))
    return service


def ranked(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, now=NOW, top=15)]


def test_the_kind_asked_finds_the_name_given_beside_it(svc: MemoryService) -> None:
    engine = svc.engine
    engine.sync()
    assert aliases(engine, ["narrowboat"]) == ["marigold"]
    assert aliases(engine, ["narrowboat", "marigold"]) == []  # the question names it itself
    assert aliases(engine, ["harbour", "tram"]) == []  # nothing was named near them
    assert aliases(engine, ["ine"]) == []  # a speaker's name is near every turn


def test_a_question_by_the_kind_reaches_the_turn_by_the_name(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "what went wrong with the engine of ines's narrowboat?"
    # the fake embedder's likeness says nothing
    plain = replace(search.PARAMS, terse=0.0, chat_bare=0)
    monkeypatch.setattr(search, "PARAMS", replace(plain, naming=0.0))
    off = ranked(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(plain, naming=0.5))
    on = ranked(svc, question)
    assert on[0] == TOLD
    assert off.index(TOLD) > 5

