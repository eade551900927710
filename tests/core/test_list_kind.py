"""What a question asks over several talks, and the kind a list question asks for. Fresh
sentences (in no dataset)."""

from __future__ import annotations

import pytest

from ebbing.core.questions import asks_several, list_kind


@pytest.mark.parametrize("question", [
    "Which harbours has Odile sailed into?",  # a list (asks_list)
    "What has Bram knitted for his nieces?",  # what has happened over time
    "Where have the twins gone skiing?",
    "How many times has Odile repainted the shed?",
    "How many cakes has Bram burnt this winter?",
])
def test_questions_answered_over_several_talks(question: str) -> None:
    assert asks_several(question)


@pytest.mark.parametrize("question", [
    "What did Bram knit last week?",  # one past event
    "What is Odile's favourite harbour?",
    "What has to be done before the move?",  # an obligation, not what has happened
    "How many years ago did Bram move to Ghent?",
    "How many months old is the puppy?",
])
def test_questions_about_one_thing(question: str) -> None:
    assert not asks_several(question)


@pytest.mark.parametrize(("question", "kind"), [
    ("What board games has Ravi taught his cousins?", "board games"),
    ("Which Baltic ports did Odile anchor in?", "Baltic ports"),
    ("What herbs does Bram grow on the balcony?", "herbs"),
    ("What charities for seabirds has Odile backed?", "charities"),
    ("What kinds of tea has Ravi tried?", "tea"),
    ("What sorts of glass does Bram blow?", "glass"),
])
def test_the_kind_a_list_question_asks_for(question: str, kind: str) -> None:
    assert list_kind(question) == kind


@pytest.mark.parametrize("question", [
    "What did Ravi teach his cousins?",  # no kind named
    "What is Odile's address?",
    "What class does Bram take?",  # singular
    "Where has Ravi camped?",
])
def test_no_kind(question: str) -> None:
    assert list_kind(question) is None
