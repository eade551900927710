"""A general question is timeless: one that joins to its first ask a second put in the past,
not itself asked as general ("Where did the firewood come from, and what did it cost?"), asks
about an occasion of this life and is not read as general knowledge (retrieval/general.py,
`occasion.asks_occasion`). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

import pytest

from ebbing.retrieval.general import asks_general


@pytest.mark.parametrize("question", [
    "Where did the firewood come from and what did it cost?",
    "Where did the new saddle come from, and how much was it?",
    "Where did the slate come from and how long did the delivery take?",
])
def test_a_joined_ask_in_the_past_is_about_an_occasion(question: str) -> None:
    assert not asks_general(question)


@pytest.mark.parametrize("question", [
    "Where did the firewood come from?",  # alone, asked as an origin: still general
    "Where does saffron come from?",
    "Where did chess originate and how is it played?",
    "What are the benefits of rowing and how often should you do it?",
    "Who invented the stethoscope, and why do doctors still use it?",
])
def test_general_questions_stay_general(question: str) -> None:
    assert asks_general(question)
