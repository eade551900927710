"""A name alone (`RankParams.name_alone`, retrieval/alone.py): a short turn that holds only the
person a question names does not outrank, by BM25, a turn holding what the question asks.
Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.retrieval.alone import capped
from ebbing.service import MemoryService

NOW = datetime(2025, 8, 1, 12, 0, tzinfo=UTC)
TOLD = "At the market on Friday Teodor told the whole queue about the storm and the barn roof."
LONG = "On Sunday I finally got the little plum saplings into the ground by the old fence out back."


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.why["bm25"] for h in svc.search(question, now=NOW, top=30)}


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("odile", "Wow, Teodor!"),
             ("teodor", LONG),
             ("odile", "Teodor, look at your muddy boots."),
             ("teodor", "My sister repainted the garden shed a pale green."),
             ("odile", TOLD)]
    turns += [("odile", f"The fence between our yards leaned again after storm {i}.")
              for i in range(18)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 4}", now=NOW,
                         occurred_at=datetime(2025, 6, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def test_a_turn_holding_only_the_name_falls_below_the_answer(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "What did Teodor plant along the fence?"
    answer = LONG
    wow = "Wow, Teodor!"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=0.0, misnamed=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=1.0, misnamed=0.0))
    alone = scores(svc, question)
    assert alone[answer] == plain[answer]  # what holds the asked words is left alone
    assert alone[wow] < plain[wow]  # the short turn naming him loses the name's length gain
    assert plain[wow] > plain[answer]  # the name's rarity and the turn's shortness won
    assert alone[wow] <= min(v for k, v in alone.items() if "fence" in k) < alone[answer]


def test_a_question_of_names_only_is_left_alone(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Who is Teodor?" asks nothing but the name: every turn holding it keeps its BM25."""
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=0.0, misnamed=0.0))
    plain = scores(svc, "Who is Teodor?")
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=1.0, misnamed=0.0))
    assert scores(svc, "Who is Teodor?") == plain


def test_a_question_without_a_name_is_left_alone(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "who repainted the garden shed?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=0.0, misnamed=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_alone=1.0, misnamed=0.0))
    assert scores(svc, question) == plain


def test_capped_keeps_name_only_candidates_under_the_weakest_content_match() -> None:
    bm25 = np.array([9.0, 4.0, 3.0, 0.0])  # name only, name + content, content only, nothing
    name = np.array([9.0, 2.0, 0.0, 0.0])
    other = np.array([0.0, 2.0, 3.0, 0.0])
    assert capped(bm25, [name], [other], 1.0).tolist() == [3.0, 4.0, 3.0, 0.0]
    assert capped(bm25, [name], [other], 2.0).tolist() == [6.0, 4.0, 3.0, 0.0]
    assert capped(bm25, [name], [other], 0.0).tolist() == bm25.tolist()  # off
    nobody = np.zeros(4)  # no candidate holds another word: nothing to compare with
    assert capped(bm25, [name], [nobody], 1.0).tolist() == bm25.tolist()


def test_someone_elses_turn_naming_the_person_loses_cosine_not_their_own(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """`name_cosine`: Odile's "Wow, Teodor!" writes his name and nothing asked, so its cosine
    is lowered; Teodor's own turn about the shed holds his name only as its speaker and keeps
    its cosine; the answer, holding "fence", keeps its own."""
    def cosines(share: float) -> dict[str, float]:
        monkeypatch.setattr(search, "PARAMS",
                            replace(search.PARAMS, name_cosine=share, misnamed=0.0))
        hits = svc.search("What did Teodor plant along the fence?", now=NOW, top=30)
        return {h.memory.content: h.why["cosine"] for h in hits}

    plain, lowered = cosines(0.0), cosines(0.2)
    assert lowered["Wow, Teodor!"] == pytest.approx(0.8 * plain["Wow, Teodor!"], abs=1e-3)
    assert lowered["Teodor, look at your muddy boots."] < plain["Teodor, look at your muddy boots."]
    shed = "My sister repainted the garden shed a pale green."
    assert lowered[shed] == plain[shed] and lowered[LONG] == plain[LONG]


def test_only_a_turn_shorter_than_most_naming_the_person_loses_cosine(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """`name_short`: "Wow, Teodor!" weighs his name more than most turns holding it do and is
    lowered; Odile's long turn telling what he said at the market is not."""
    def cosines(share: float) -> dict[str, float]:
        monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, name_cosine=share,
                                                      misnamed=0.0, name_short=1))
        hits = svc.search("What did Teodor plant along the fence?", now=NOW, top=30)
        return {h.memory.content: h.why["cosine"] for h in hits}

    plain, lowered = cosines(0.0), cosines(0.2)
    assert lowered["Wow, Teodor!"] < plain["Wow, Teodor!"]
    assert lowered[TOLD] == plain[TOLD] and lowered[LONG] == plain[LONG]
