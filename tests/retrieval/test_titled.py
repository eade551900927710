"""A name the question writes with a word the store does not ("Storm Brannagh" where the chat
says "Brannagh", "Cousin Ilse" where it says "cousin Ilse"): the run of capitalised words is
the name the store holds, and the floor is not kept whole for a stranger
(retrieval/titled.py). Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import titled
from ebbing.retrieval.floor import UNNAMED_SHARE
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
FLOOR = 0.45  # for the fake embedder, as tests/retrieval/test_floor.py


@pytest.mark.parametrize(("question", "words"), [
    ("When did Storm Brannagh reach the coast?", [["Storm", "Brannagh"]]),
    ("What did Cousin Ilse's bakery sell?", [["Cousin", "Ilse's"]]),
    ("How far is Tromsø Harbour from Ilse?", [["Tromsø", "Harbour"]]),
    ("When did Marek-Jan Vos and Ilse meet?", [["Marek-Jan", "Vos"]]),
    ("What did Ilse say about Oslo?", []),  # one capitalised word apiece: no run
])
def test_runs_are_the_capitalised_words_side_by_side(question: str,
                                                     words: list[list[str]]) -> None:
    assert titled.runs(question) == words


def test_a_word_beside_a_known_name_is_known_a_run_of_strangers_is_not() -> None:
    known = {"brannagh", "ils"}  # index terms: "Ilse" stems to "ils"
    assert titled.joined("When did Storm Brannagh reach the coast?", known) == {"storm"}
    assert titled.joined("What did Cousin Ilse's bakery sell?", known) == {"cousin"}
    assert titled.joined("When did Storm Ophelia reach the coast?", known) == frozenset()
    assert titled.joined("What did Ilse say about Oslo?", known) == frozenset()
    assert titled.joined("Did Ilse go?", known) == frozenset()  # "Did" is no name


def _store(home: Path) -> MemoryService:
    svc = MemoryService(Settings(home=home, embedder="fake", relevance_floor=FLOOR))
    svc.remember("the forecast says Brannagh makes landfall at dawn", character="Pieter",
                 now=NOW)
    svc.remember("our shed roof went in the night, half the tiles", character="Pieter",
                 now=NOW)
    return svc


def test_a_titled_name_the_store_holds_lowers_the_floor_as_the_name_alone(
        ebbing_home: Path) -> None:
    """"When did Storm Brannagh reach the coast?" asks about the store's Brannagh: the floor
    is lowered as for "When did Brannagh reach the coast?"; "Storm Ophelia", which the store
    never names, keeps the whole floor."""
    svc = _store(ebbing_home)
    lowered = round(FLOOR * UNNAMED_SHARE, 4)
    alone = svc.search("When did Brannagh reach the coast?", now=NOW)
    titled_hits = svc.search("When did Storm Brannagh reach the coast?", now=NOW)
    assert alone and all(h.why["floor"] == lowered for h in alone)
    assert titled_hits and all(h.why["floor"] == lowered for h in titled_hits)
    stranger = svc.search("When did Storm Ophelia reach the coast?", now=NOW)
    assert all(h.why["floor"] == FLOOR for h in stranger)
