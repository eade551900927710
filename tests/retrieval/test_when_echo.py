"""The day an answer names, told again (retrieval/whenecho.py): "the quiz night is locked in,
thursday the 12th" said on the 2nd, and "we came second on thursday!!" said on the 14th, date
the same night. Fresh sentences, in no dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import search, whenecho
from ebbing.service import MemoryService

PLAN = "the quiz night at the Anchor is locked in, thursday the 12th"
TOLD = "we came second on thursday!! so close"
OTHER = "my cousin visited on tuesday"
QUESTION = "when was the quiz night at the Anchor?"
FIRST = datetime(2026, 3, 2, 18, 0, tzinfo=UTC)  # a Monday
LATER = datetime(2026, 3, 14, 11, 0, tzinfo=UTC)  # a Saturday: "thursday" is the 12th


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    service.remember(PLAN, character="Ada", context_id="one", now=FIRST, occurred_at=FIRST)
    service.remember("sounds fun", character="Ben", context_id="one", now=FIRST,
                     occurred_at=FIRST)
    for i, text in enumerate([TOLD, OTHER, "the weather was grim all week"]):
        service.remember(text, character="Ada", context_id="two", now=LATER,
                         occurred_at=LATER.replace(minute=i))
    for i in range(12):
        service.remember(f"a quiz about rivers and lakes, item {i}.",
                         character="Ben", context_id=f"t{i}", now=LATER, occurred_at=LATER)
    return service


def ranked(svc: MemoryService, query: str, when_echo: float) -> list[str]:
    kept = search.PARAMS
    search.PARAMS = replace(kept, when_echo=when_echo)
    try:
        return [h.memory.content for h in svc.search(query, top=20, touch=False, now=LATER)]
    finally:
        search.PARAMS = kept


def test_the_day_told_again_gains(svc: MemoryService) -> None:
    engine = svc.engine
    engine.sync()
    at = {svc.store.read_row(r).content: r for r in range(len(engine.episode))}
    rows = np.array(sorted(at[t] for t in (PLAN, TOLD, OTHER)), dtype=np.int64)
    relevance = np.array([1.0 if r == at[PLAN] else 0.1 for r in rows.tolist()])
    params = replace(search.PARAMS, when_echo=1.0)
    factor = dict(zip(rows.tolist(), whenecho.prior(engine, rows, relevance, params).tolist(),
                      strict=True))
    assert factor[at[TOLD]] == pytest.approx(2.0)  # the 12th, as the plan's
    assert factor[at[OTHER]] == 1.0  # the 10th
    assert factor[at[PLAN]] == pytest.approx(1.1)  # the telling is a source too, weak
    off = replace(search.PARAMS, when_echo=0.0)
    assert whenecho.prior(engine, rows, relevance, off).tolist() == [1.0, 1.0, 1.0]


def test_the_telling_rises_for_a_question_asking_when(svc: MemoryService) -> None:
    off, on = ranked(svc, QUESTION, 0.0), ranked(svc, QUESTION, 1.0)
    assert on.index(TOLD) < off.index(TOLD)
    plain = "the quiz night at the Anchor"  # not asking for a time: left alone
    assert ranked(svc, plain, 1.0) == ranked(svc, plain, 0.0)
