"""A question asking for an amount favours the turns that write a number (retrieval/amount.py,
core/questions.py `asks_amount`). Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.numbers import writes_number
from ebbing.core.questions import asks_amount
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 1, 12, 0, tzinfo=UTC)
PRICE = "got him down to 4200 in the end"
TALK = "the van is a bit rusty but Ines loves the van already"


def test_questions_asking_for_an_amount() -> None:
    assert asks_amount("How much did Ines pay for the van?")
    assert asks_amount("how many guests came to the barn dance")
    assert asks_amount("what was the rent on the old flat?")
    assert asks_amount("What salary did the co-op offer Bodo?")
    assert asks_amount("how old is Bodo's grandmother?")
    assert asks_amount("how many nights did they stay in Tromsø?")
    # a value measured or given as a number: a race's time, a mark, a deposit, an age
    assert asks_amount("what was oskar's time in the fell race")
    assert asks_amount("What mark did Ines get for her dissertation?")
    assert asks_amount("what deposit did the boatyard ask for?")
    assert asks_amount("What time does the ferry to Tromsø leave?")
    assert asks_amount("what was the distance of the sponsored swim?")


def test_counts_of_what_happened_and_spans_between_events_are_not() -> None:
    assert not asks_amount("How many races has Bodo won?")
    assert not asks_amount("How many times did Ines call the landlord?")
    assert not asks_amount("How many weeks passed between the move and the wedding?")
    assert not asks_amount("how many days after the storm did the power come back?")
    assert not asks_amount("What did Ines paint?")
    assert not asks_amount("How did Bodo get to Tromsø?")
    assert not asks_amount("What was the best time of Ines's summer?")
    assert not asks_amount("What did Bodo mark on the map?")
    assert not asks_amount("When did Ines have a good time in Tromsø?")


def test_a_turn_writing_a_number() -> None:
    assert writes_number(PRICE)
    assert writes_number("like sixty people, it was packed")
    assert writes_number("a dozen eggs")
    assert not writes_number(TALK)
    assert not writes_number("someone bought it")
    # Chinese writes amounts in its numerals (fresh sentences)
    assert writes_number("表妹开网店亏了三千二，还欠供货商八千。")  # noqa: RUF001
    assert writes_number("侄子今年九岁，上三年级。")  # noqa: RUF001
    assert writes_number("这台缝纫机是两百块从旧货市场淘来的。")
    assert not writes_number("我们一起去河边散步，一直走到天黑。")  # noqa: RUF001
    assert not writes_number("老周一个人住在山上。")


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("Ines", "I bought the van!! the one from the lane"),
             ("Bodo", "how much did he want for it"),
             ("Ines", PRICE),
             ("Bodo", TALK)]
    turns += [("Bodo", f"The tram to the harbour was late again on day {i}.")
              for i in range(12)]
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id=f"talk {i // 4}", now=NOW,
                         occurred_at=datetime(2025, 8, 1, tzinfo=UTC) + timedelta(hours=i))
    return service


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.score for h in svc.search(question, now=NOW, top=30)}


def test_the_turn_with_the_amount_weighs_more(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "How much did Ines pay for the van?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, amount_weight=0.0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, amount_weight=0.5))
    weighed = scores(svc, question)
    assert weighed[PRICE] == pytest.approx(1.5 * plain[PRICE])
    assert weighed[TALK] == pytest.approx(plain[TALK])
    # another question is left alone
    other = "What does Ines think of the van?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, amount_weight=0.0))
    before = scores(svc, other)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, amount_weight=0.5))
    assert scores(svc, other) == pytest.approx(before)
