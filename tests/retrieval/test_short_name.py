"""A speaker called by the short form of their name (retrieval/shortname.py): the question is
searched with the name written whole too. Fresh sentences, in no dataset, with the fake
embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.shortname import full_name, spelled_out
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
SPEAKERS = ["valentina", "idris"]


def test_a_short_form_begins_one_speakers_name() -> None:
    assert full_name("val", SPEAKERS) == "valentina"
    assert full_name("valentin", SPEAKERS) == "valentina"
    assert full_name("idr", SPEAKERS) == "idris"
    # a whole name, a stop word, too short, or the beginning of two names is none
    assert full_name("valentina", SPEAKERS) is None
    assert full_name("the", ["theodora", "amal"]) is None
    assert full_name("va", SPEAKERS) is None
    assert full_name("ali", ["alistair", "alicia"]) is None
    assert full_name("ann", ["ann", "annabel"]) is None  # Ann is a speaker of her own


def test_a_question_writing_the_short_form_as_a_name() -> None:
    assert spelled_out("What did Val bring to the potluck?", SPEAKERS, set()) == \
        "What did Valentina bring to the potluck?"
    assert spelled_out("Where did Val's brother park the van?", SPEAKERS, set()) == \
        "Where did Valentina's brother park the van?"
    assert spelled_out("What did Val bring?", SPEAKERS, set(), keep=True) == \
        "What did Val Valentina bring?"
    # typed in lower case: a word the store writes as a name, at least half the name's length
    assert spelled_out("what did rosa plant by the shed", ["rosalind", "femi"], {"rosa"}) == \
        "what did rosalind plant by the shed"


def test_words_that_are_no_short_form_are_left_alone() -> None:
    # capitalised questions: a lower-case word is no name, and the name written whole stays
    assert spelled_out("What car did Melinda buy?", ["caroline", "melinda"], {"car"}) == \
        "What car did Melinda buy?"
    assert spelled_out("What did Valentina bring?", SPEAKERS, set()) == \
        "What did Valentina bring?"
    # in lower case: a word the store never writes as a name, or too short for the name
    assert spelled_out("what did rosa plant", ["rosalind", "femi"], set()) == \
        "what did rosa plant"
    assert spelled_out("what car did melinda buy", ["caroline", "melinda"], {"car"}) == \
        "what car did melinda buy"
    assert spelled_out("what did the band play", ["theodora", "amal"], {"the"}) == \
        "what did the band play"
    assert spelled_out("What did Val bring?", [], set()) == "What did Val bring?"


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Idris", "Val! did the allotment survive the frost"),
             ("Valentina", "barely. the courgettes died but the leeks are fine"),
             ("Idris", "Val you legend, save me some leeks"),
             ("Valentina", "I planted garlic along the fence yesterday")]
    turns += [("Idris", f"The ferry to the island left late again on day {i}.")
              for i in range(12)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 4}", now=NOW,
                         occurred_at=datetime(2025, 8, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def ranked(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, now=NOW, top=30)]


@pytest.mark.parametrize("mode", [1, 2])
def test_the_short_form_asks_of_the_speaker(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch, mode: int) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, short_names=mode))
    whole = ranked(svc, "What did Valentina plant along the fence?")
    assert ranked(svc, "What did Val plant along the fence?")[0] == whole[0] == \
        "I planted garlic along the fence yesterday"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, short_names=1))
    assert ranked(svc, "What did Val plant along the fence?") == whole


def test_off_reads_the_question_as_written(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, short_names=0))
    plain = ranked(svc, "How did Val's courgettes do?")
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, short_names=1))
    assert ranked(svc, "How did Val's courgettes do?") == \
        ranked(svc, "How did Valentina's courgettes do?")
    assert plain  # the question as written still finds the talk
