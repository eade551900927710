"""The relevance floor with the packaged all-MiniLM-L6-v2, in a small personal store written by
hand: paraphrases about what it holds are answered, questions about anything else are not.

The floor was chosen on LoCoMo (bench/abstain.py); this set was never tuned on. Its figures are
in docs/retrieval.md: 10 of the 13 paraphrases answered with the right memory first, 9 of the 9
other questions answered with nothing. The three missed need knowledge the model lacks
(satay sauce is made of peanuts) or a leap it does not make (a cabin in the Alps in August is a
summer holiday, a ThinkPad is a computer)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
MEMORIES = [
    "Caroline adopted a puppy last week",
    "I prefer green tea over coffee",
    "Ralph's favourite font is Inter",
    "Mia adopted a grey cat called Pixel",
    "The quarterly tax report is due on Friday",
    "My sister Anna lives in Lisbon with her husband",
    "I'm allergic to peanuts",
    "We booked a cabin in the Alps for the second week of August",
    "The boiler needs a new valve; the plumber comes on Tuesday",
    "Tom is learning to play the cello",
    "I run 5 km every Saturday morning in the park",
    "My laptop is a 2021 ThinkPad X1 Carbon",
    "Dinner with the Nakamuras is at 7 pm on Thursday",
]
PARAPHRASES = [  # (question, the memory that answers it)
    ("Does she have a dog?", 0),
    ("what should I drink?", 1),
    ("Which typeface does Ralph like?", 2),
    ("What's the name of Mia's cat?", 3),
    ("When do I have to hand in the tax report?", 4),
    ("Where does my sister live?", 5),
    ("Can I eat satay sauce?", 6),
    ("Where are we going on holiday this summer?", 7),
    ("When is the plumber coming?", 8),
    ("What instrument does Tom play?", 9),
    ("How often do I go jogging?", 10),
    ("What computer do I use?", 11),
    ("Who are we having dinner with this week?", 12),
]
ELSEWHERE = [
    "can I return the kettle?",
    "What is the capital of Mongolia?",
    "Who won the football match last night?",
    "How do I reset my router password?",
    "What did Melanie paint?",
    "When is Jolene's exam?",
    "What's the weather like in Oslo?",
    "How many calories are in a banana?",
    "Did Gabriel call back about the contract?",
]


@pytest.fixture(scope="module")
def personal(tmp_path_factory: pytest.TempPathFactory) -> MemoryService:
    home: Path = tmp_path_factory.mktemp("personal")
    svc = MemoryService(Settings(home=home, embedder="minilm"))  # the calibrated floor
    for text in MEMORIES:
        svc.remember(text, now=NOW)
    return svc


def first(svc: MemoryService, question: str) -> str | None:
    hits = svc.search(question, now=NOW, top=5)
    return hits[0].memory.content if hits else None


@pytest.mark.model
def test_paraphrases_about_what_is_stored_are_answered(personal: MemoryService) -> None:
    answered = {q for q, i in PARAPHRASES if first(personal, q) == MEMORIES[i]}
    # the two the floor was lowered for: a paraphrase has only its meaning to go on
    assert {"Does she have a dog?", "what should I drink?"} <= answered
    assert len(answered) >= 10, sorted({q for q, _ in PARAPHRASES} - answered)


@pytest.mark.model
@pytest.mark.parametrize("question", ELSEWHERE)
def test_questions_about_nothing_stored_return_nothing(personal: MemoryService,
                                                       question: str) -> None:
    assert personal.search(question, now=NOW, top=5) == []
