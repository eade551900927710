"""Which way a "when" question looks (retrieval/whenway.py): "when did Ines sign the lease?"
is answered by a turn telling it done, "when will Ines sign the lease?" by a plan. Fresh
sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.tense import AHEAD, BACK, UNKNOWN
from ebbing.retrieval import search, whenway
from ebbing.service import MemoryService

DONE = "signed the lease for the shop on monday, finally"
PLAN = "the lease signing is on friday the 20th, nervous"
NONE = "the shop lease looks fair to me"
SAID = datetime(2026, 3, 11, 18, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(("question", "way"), [
    ("When did Ines sign the lease?", BACK),
    ("what day was the fence painted", BACK),
    ("When will Ines sign the lease?", AHEAD),
    ("What date was the audition originally set for?", AHEAD),
    ("which day did the recital move to?", AHEAD),
    ("When is the recital?", UNKNOWN),
    ("how long had Ines rented the shop before she bought it?", UNKNOWN),
    # a move of house is a thing done, not a plan's change
    ("When did Ines move to Porto?", BACK),
    # a copula alone asks when a thing was set as much as when it was done (stop 26): the
    # plan's date answers "When was the recital?"; a passive's participle is a thing done
    ("When was Ines's cello recital?", UNKNOWN),
    ("What day was the school fete?", UNKNOWN),
    ("When were the Porto flats viewings?", UNKNOWN),
    ("When was Ines's nephew born?", BACK),
    ("When were the cello strings sent?", BACK),
    ("When was the fence done in the end?", BACK),
])
def test_the_way_a_question_looks(question: str, way: int) -> None:
    assert whenway.question_way(question) == way


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for i, text in enumerate([DONE, PLAN, NONE]):
        service.remember(text, character="Ines", context_id="one", now=SAID,
                         occurred_at=SAID.replace(minute=i))
    return service


def test_a_memory_dating_a_thing_the_asked_way_gains(svc: MemoryService) -> None:
    engine = svc.engine
    engine.sync()
    at = {svc.store.read_row(r).content: r for r in range(len(engine.episode))}
    rows = np.array([at[DONE], at[PLAN], at[NONE]], dtype=np.int64)
    on = replace(search.PARAMS, when_way=0.5, way_other=0.0, way_floor=0.0)
    back = whenway.prior(engine, rows, "When did Ines sign the lease?", on).tolist()
    assert back == [1.5, 1.0, 1.0]  # monday, before the day said; the plan's 20th is ahead
    ahead = whenway.prior(engine, rows, "When will Ines sign the lease?", on).tolist()
    assert ahead == [1.0, 1.5, 1.0]
    assert whenway.prior(engine, rows, "When is the lease?", on).tolist() == [1.0, 1.0, 1.0]
    off = replace(search.PARAMS, when_way=0.0)
    assert whenway.prior(engine, rows, "When did Ines sign the lease?", off).tolist() == [
        1.0, 1.0, 1.0]


def test_when_terse_lifts_dated_turns_in_a_chat_of_short_turns(ebbing_home: Path) -> None:
    from ebbing.retrieval import whentold

    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for i, text in enumerate(["tuesday.", "yay!!", "the kiln?", "thursday night"]):
        service.remember(text, character="Ines", context_id="one", now=SAID,
                         occurred_at=SAID.replace(minute=i))
    engine = service.engine
    engine.sync()
    rows = np.arange(4, dtype=np.int64)
    relevance = np.ones(4)
    dated = engine.events.has(rows).tolist()
    assert dated == [True, False, False, True]
    base = replace(search.PARAMS, near_terse=0.0, when_way=0.0)
    off = whentold.prior(engine, rows, relevance, base, "when was the kiln fixed?")
    on = whentold.prior(engine, rows, relevance, replace(base, when_terse=0.5),
                        "when was the kiln fixed?")
    assert on.tolist() == pytest.approx([x + 0.5 * d for x, d in zip(off.tolist(), dated,
                                                                      strict=True)])


def test_way_terse_weighs_the_way_only_in_a_chat_of_short_turns(ebbing_home: Path) -> None:
    """`way_terse` (stop 26): `when_way` added in the part the candidates read as a chat; a
    store of long turns gets none of it."""
    from ebbing.retrieval import whentold

    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for i, text in enumerate(["glazed it monday.", "yay!!", "the kiln?", "firing next friday"]):
        service.remember(text, character="Ines", context_id="one", now=SAID,
                         occurred_at=SAID.replace(minute=i))
    long = "We spent the whole of the weekend at the pottery studio learning to centre clay"
    for i in range(4):
        service.remember(f"{long}, round {i}, and it went on until late in the evening.",
                         character="Ines", context_id="two", now=SAID,
                         occurred_at=SAID.replace(minute=10 + i))
    engine = service.engine
    engine.sync()
    base = replace(search.PARAMS, near_terse=0.0, when_weight=0.0, when_way=0.0, way_other=0.0)
    gated = replace(base, way_terse=0.5)
    question = "when did Ines glaze the pot?"
    chat = np.arange(4, dtype=np.int64)
    assert whentold.prior(engine, chat, np.ones(4), gated, question).tolist() == [
        1.5, 1.0, 1.0, 1.0]  # monday, told as done; next friday is ahead
    prose = np.arange(4, 8, dtype=np.int64)
    assert whentold.prior(engine, prose, np.ones(4), gated, question).tolist() == [1.0] * 4


def test_way_floor_and_way_beside(ebbing_home: Path) -> None:
    """`way_floor` (stop 27): only a memory about the thing asked (relevance at least that
    part of the best) gains the lift; `way_beside`: an undated turn up to two turns from one
    dated the asked way, in the same talk, gains that part of it (the news told after "saw
    the surgeon on monday"); a turn of another talk does not."""
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    talk = ["saw the surgeon on monday, the six week check", "oh good, and??",
            "xray is fine and I can drive again", "lovely news"]
    for i, text in enumerate(talk):
        service.remember(text, character="Ines", context_id="one", now=SAID,
                         occurred_at=SAID.replace(minute=i))
    service.remember("the car needs new tyres", character="Ines", context_id="two",
                     now=SAID, occurred_at=SAID.replace(day=20))
    engine = service.engine
    engine.sync()
    rows = np.arange(5, dtype=np.int64)
    question = "When was Ines allowed to drive again?"
    on = replace(search.PARAMS, when_way=0.5, way_other=0.0, way_floor=0.0)
    assert whenway.prior(engine, rows, question, on).tolist() == [1.5, 1.0, 1.0, 1.0, 1.0]
    beside = replace(on, way_beside=0.5)
    assert whenway.prior(engine, rows, question, beside).tolist() == [
        1.5, 1.25, 1.25, 1.0, 1.0]  # "lovely news" is three turns on; "tyres" another talk
    relevance = np.array([0.2, 0.3, 1.0, 0.1, 0.5])
    floored = replace(beside, way_floor=0.5)
    assert whenway.prior(engine, rows, question, floored, relevance).tolist() == [
        1.0, 1.0, 1.25, 1.0, 1.0]  # the dated turn is about little of the question
