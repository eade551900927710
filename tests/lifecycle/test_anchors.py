"""What conflict detection matches on: a stored memory's keys and a new memory's anchors."""

from __future__ import annotations

import pytest

from ebbing.core.query import terms, tokenize
from ebbing.lifecycle.rules.anchors import anchors, cased_tokens, memory_keys

TEXTS = [
    "Max lives in Berlin.",
    "Caroline's sister doesn't like the new café — she said so on 3.5.2024, twice!",
    "We paid 1,000 EUR for \uff26\uff55\uff4c\uff4c-width \ufb01les and the user_name field",
    "I'm moving to Lisbon; the movers (Smith & Sons) come at 9am",
    "L'Oréal's CEO met O'Brien in São Paulo",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_cased_tokens_are_the_search_tokens(text: str) -> None:
    assert [t for t, _ in cased_tokens(text)] == tokenize(text)


@pytest.mark.parametrize("text", TEXTS)
def test_stored_words_are_the_search_index_terms(text: str) -> None:
    tags, entities, who = ["Travel plans"], ["Dr. Chen"], "Priya"
    keys = memory_keys(text, tags, entities, who)
    words = {k for k in keys if k == k.lower()}
    assert words == set(terms(" ".join([text, *tags, *entities, who])))


def test_names_are_keyed_where_written_with_a_capital_or_named_as_entities() -> None:
    keys = memory_keys("Max met anna in Berlin", entities=["paris"], character="Jun")
    assert {"Max", "Berlin", "Paris", "Jun"} <= keys
    assert "Anna" not in keys and "anna" in keys  # written in lower case: a word, not a name


def test_anchors_weigh_names_two_and_other_words_one() -> None:
    found = anchors("Max moved from Berlin to Paris in 2024 with James", entities=["Acme"])
    assert found == {"Max": 2.0, "Berlin": 2.0, "Paris": 2.0, "James": 2.0, "Acme": 2.0,
                     "mov": 1.0}
    # the stem of a name ("jame") is not counted again as a word; numbers are left out


def test_anchors_match_whole_stems_not_prefixes() -> None:
    stored = memory_keys("Maxine is moving house; she loved the movie")
    wanted = anchors("Max moved")
    assert "Max" not in stored and "mov" in stored and "movi" in stored
    assert {k for k in wanted if k in stored} == {"mov"}
