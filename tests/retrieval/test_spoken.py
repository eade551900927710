"""A question's word meets the store's spoken spelling of it (retrieval/spoken.py): the g
dropped from "-ing", Scots words. Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.spoken import forms
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)


def test_a_word_ending_in_ing_is_also_written_without_its_g() -> None:
    assert forms("Who is catering the christening?") == {
        "cater": ["caterin"], "christen": ["christenin"]}
    assert forms("what's the plan for the evening")["evening"] == ["evenin"]


def test_short_ing_words_and_stop_words_keep_one_spelling() -> None:
    # "thing" -> "thin", "wing" -> "win", "sing" -> "sin", "bring" -> "brin": other words
    assert forms("Which thing did the wing need, and who will sing or bring it?") == {}
    assert forms("What is nothing doing?") == {}  # stop words
    assert forms("Who won the cabin?") == {}  # no "-ing", no Scots word


def test_scots_words_for_a_standard_one() -> None:
    assert forms("How old are the kids?") == {"old": ["auld"], "child": ["wean", "bairn"]}
    assert forms("Who did the groceries?") == {"groceri": ["messag"]}
    assert forms("Where is the wee shop?") == {}  # the Scots word asked is read as it is


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Fergus", "the christenin's on the 9th, my sister's daein the caterin"),
             ("Ailsa", "braw. the wean will love the cake"),
             ("Fergus", "aye. my auld van's back in the garage tho"),
             ("Ailsa", "a christening gown arrived from my aunt in Oban")]
    turns += [("Fergus", f"The train to Largs was cancelled again on day {i}.")
              for i in range(12)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 4}", now=NOW,
                         occurred_at=datetime(2025, 8, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def ranked(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, now=NOW, top=30)]


def test_the_spoken_spelling_answers(svc: MemoryService,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, spoken=1))
    assert ranked(svc, "Who is doing the catering?")[0] == \
        "the christenin's on the 9th, my sister's daein the caterin"
    assert "braw. the wean will love the cake" in ranked(svc, "Which child will love the cake?")
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, spoken=0))
    assert "the christenin's on the 9th, my sister's daein the caterin" not in \
        ranked(svc, "Who is doing the catering?")[:1]


def test_a_standard_spelling_keeps_its_place(svc: MemoryService,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # the memory that writes the question's own word is not pushed down by the spoken one
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, spoken=1))
    hits = ranked(svc, "Who sent the christening gown?")
    assert hits[0] == "a christening gown arrived from my aunt in Oban"
    # a question with nothing spoken ranks as without the setting
    plain = ranked(svc, "When was the train to Largs cancelled?")
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, spoken=0))
    assert ranked(svc, "When was the train to Largs cancelled?") == plain
