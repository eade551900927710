"""A name a texter only wrote in lower case is no stranger to the floor (core/uncased.py,
retrieval/floor.py `stranger_to`); a text with any capital keeps the reading by capitals,
and the store's names stay those written with a capital. Fresh sentences, in no dataset."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ebbing.config import Settings
from ebbing.core.uncased import known_uncased, written_uncased
from ebbing.retrieval.floor import UNNAMED_SHARE
from ebbing.service import MemoryService

NOW = datetime(2031, 3, 4, 18, 0, tzinfo=UTC)
FLOOR = 0.45  # for the fake embedder, as in tests/retrieval/test_floor.py


def test_a_text_without_any_capital_is_written_uncased() -> None:
    assert written_uncased("tobias got the boat out at kinsale yesterday")
    assert written_uncased("the gig in cork is 12 quid")
    assert not written_uncased("Tobias got the boat out at kinsale")  # shows its case
    assert not written_uncased("ok")  # one word says nothing of its writer
    assert not written_uncased("so it goes, ÉTÉ")
    assert not written_uncased("12 34")  # no words


def test_every_name_must_be_held_by_a_text_written_uncased() -> None:
    texts = {0: "quinlan's band plays cork friday", 1: "It is time, said Aoife",
             2: "Ferdia was there"}
    rows = {"quinlan": [0], "tim": [1], "ferdia": [2], "cork": [0]}

    def known(*names: str) -> bool:
        return known_uncased(names, lambda t: rows.get(t, []), texts.__getitem__)

    assert known("quinlan") and known("quinlan", "cork")
    assert not known("tim")  # "time" in a cased text: not Tim
    assert not known("ferdia")  # held only where a cased text writes it
    assert not known("quinlan", "oonagh")  # one name nobody holds
    assert not known()  # nothing to know


def test_a_lower_case_chat_answers_a_capitalised_question_under_the_lowered_floor(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR))
    svc.remember("quinlan's band plays the gig in cork friday", character="Aoife", now=NOW)
    svc.remember("tickets are 12 quid at the door", character="Aoife", now=NOW)
    svc.remember("It is time we went, said Aoife", character="Aoife", now=NOW)
    lowered = round(FLOOR * UNNAMED_SHARE, 4)
    asked = svc.search("When does Quinlan's band play in Cork?", now=NOW)
    assert asked and all(h.why["floor"] == lowered for h in asked)
    for stranger in ("When does Ferdia's band play?", "When does Tim's band play?"):
        assert all(h.why["floor"] == FLOOR for h in svc.search(stranger, now=NOW))
    assert "quinlan" not in svc.engine.names  # the store's names: still written with a capital
