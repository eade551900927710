"""A turn that only asks tells nothing (retrieval/asking.py): "is Rex going", "how's the
knee?" rank below the turns that answer. Fresh sentences, in no dataset, with the fake
embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.asking import only_asks
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
ASKS = "how's the kiln holding up"
ANSWER = "the kiln cracked along the door seal, the repair man comes friday"


def test_a_turn_that_only_asks() -> None:
    assert only_asks("is Rex coming to the lake")
    assert only_asks("how's the knee?")
    assert only_asks("did you ever finish the quilt?")
    assert only_asks("wait. are you still moving in june")
    assert only_asks("lol what happened to the canoe?? did it sink")
    assert only_asks("Could you send me the recipe?")


def test_a_turn_that_tells_something_is_not_one() -> None:
    assert not only_asks("I sold the canoe! Did you hear?")
    assert not only_asks("what a mess the garage is.")
    assert not only_asks("how lovely!")
    assert not only_asks("the quilt is done")
    assert not only_asks("14. don't laugh")
    assert not only_asks("lol")
    assert not only_asks("")
    assert not only_asks("Rex update pls")


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Ines", "i'm thinking of firing the kiln again this weekend"),
             ("Bodo", ASKS),
             ("Ines", ANSWER),
             ("Bodo", "ugh. sorry"),
             ("Ines", "kiln!!")]
    turns += [("Bodo", f"The tram to the harbour was late again on day {i}.")
              for i in range(12)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 5}", now=NOW,
                         occurred_at=datetime(2025, 8, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.score for h in svc.search(question, now=NOW, top=30)}


def test_the_asking_turn_ranks_lower_and_the_others_keep_their_scores(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "what happened to the kiln?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, asking_weight=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, asking_weight=0.5))
    weighed = scores(svc, question)
    assert weighed[ASKS] == pytest.approx(0.5 * plain[ASKS])
    assert all(weighed[k] == pytest.approx(plain[k]) for k in plain if k != ASKS)
    hits = svc.search(question, now=NOW, top=30)
    assert [h.memory.content for h in hits].index(ANSWER) < [
        h.memory.content for h in hits].index(ASKS)


def test_a_reply_to_a_question_typed_without_a_mark_borrows_from_it(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "is the kiln holding up?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, reply_weight=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, reply_weight=0.2))
    assert scores(svc, question) == pytest.approx(plain)  # "how's the kiln holding up": no "?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, reply_weight=0.2,
                                                  reply_form=1))
    by_form = scores(svc, question)
    assert by_form[ANSWER] > plain[ANSWER]
    # the turn after the answer replies to no question: it lends, it does not borrow more
    assert by_form["ugh. sorry"] <= plain["ugh. sorry"] + 1e-9


def test_a_turn_with_hardly_a_word_of_its_own_ranks_lower(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "what happened to the kiln?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, bare_weight=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, bare_weight=0.3))
    weighed = scores(svc, question)
    assert weighed["kiln!!"] == pytest.approx(0.7 * plain["kiln!!"])  # one term: kiln
    assert weighed[ANSWER] == pytest.approx(plain[ANSWER])
    assert weighed[ASKS] == pytest.approx(plain[ASKS])  # "kiln", "hold"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, bare_weight=0.3,
                                                  bare_terms=0))
    assert scores(svc, question)["kiln!!"] == pytest.approx(plain["kiln!!"])



def test_a_chinese_turn_is_not_read_by_the_english_form() -> None:
    from ebbing.core.asking import only_asks

    assert only_asks("how's the new flat?")
    assert not only_asks("新家住得怎么样？")  # noqa: RUF001
    assert not only_asks("你周末去爬山吗？")  # noqa: RUF001
