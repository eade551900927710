"""A text written without capitals holds its words as possible names (core/uncased.py), so
a question that capitalises a name the texter only wrote in lower case is not read as
naming a stranger; a text with any capital keeps the reading by capitals."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ebbing.config import Settings
from ebbing.core.uncased import uncased_names, written_uncased
from ebbing.retrieval.floor import UNNAMED_SHARE, names_stranger
from ebbing.service import MemoryService

NOW = datetime(2031, 3, 4, 18, 0, tzinfo=UTC)
FLOOR = 0.45  # for the fake embedder, as in tests/retrieval/test_floor.py


def test_a_text_without_capitals_holds_its_words_as_names() -> None:
    assert written_uncased("tobias got the boat out at kinsale yesterday")
    assert {"tobia", "kinsal"} <= set(uncased_names("tobias got the boat out at kinsale"))
    assert "yesterday" not in uncased_names("tobias got the boat out at kinsale yesterday")
    assert uncased_names("the gig in cork is 12 quid") and "12" not in uncased_names(
        "the gig in cork is 12 quid")


def test_a_text_with_any_capital_or_too_few_words_keeps_the_reading_by_capitals() -> None:
    assert uncased_names("Tobias got the boat out at kinsale") == []  # shows its case
    assert uncased_names("ok") == []  # one word says nothing of its writer
    assert uncased_names("ok i will") == []  # stop words only
    assert uncased_names("so it goes 🙂 ÉTÉ") == []


def test_a_capitalised_question_knows_a_name_the_texter_wrote_in_lower_case(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR))
    svc.remember("quinlan's band plays the gig in cork friday", character="Aoife", now=NOW)
    svc.remember("It is time for the gig, said Aoife", character="Aoife", now=NOW)
    svc.search("gig", now=NOW)
    known = svc.engine.names
    assert not names_stranger("When does Quinlan's band play in Cork?", known, False)
    assert names_stranger("When does Ferdia's band play in Cork?", known, False)
    assert names_stranger("When did Tim play the gig?", known, False)  # "time" had a capital


def test_a_lower_case_chat_answers_a_capitalised_question_under_the_lowered_floor(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR))
    svc.remember("quinlan's band plays the gig in cork friday", character="Aoife", now=NOW)
    svc.remember("tickets are 12 quid at the door", character="Aoife", now=NOW)
    lowered = round(FLOOR * UNNAMED_SHARE, 4)
    asked = svc.search("When does Quinlan's band play?", now=NOW)
    assert asked and all(h.why["floor"] == lowered for h in asked)
    stranger = svc.search("When does Ferdia's band play?", now=NOW)
    assert all(h.why["floor"] == FLOOR for h in stranger)
