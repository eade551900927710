"""In a chat, a turn of two words that only reacts is bare (retrieval/terse.py `weighed`,
`RankParams.chat_bare`; core/reactions.py; retrieval/asking.py). Fresh sentences, in no
dataset, with the fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.core.reactions import tells
from ebbing.index.events import EventIndex
from ebbing.retrieval import search
from ebbing.retrieval.lists import for_lists
from ebbing.retrieval.terse import weighed
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 9, 0, tzinfo=UTC)
REACTS = "lmao the canoe"  # a reaction and one word: bare in a chat
NEWS = "canoe SOLD"  # shouted news: tells something, never bare
ANSWER = "sold the canoe to a guy from the rowing club"
CHAT = [("Tove", "ok so the canoe"), ("Ansel", "yes??"), ("Tove", ANSWER),
        ("Ansel", REACTS), ("Tove", NEWS), ("Ansel", "omg"), ("Tove", "shed's empty now"),
        ("Ansel", "finally"), ("Tove", "£120"), ("Ansel", "nice"), ("Tove", "paddles too"),
        ("Ansel", "haha yes")]


def engine_with(counts: list[int]) -> Any:
    own = np.array(counts, dtype=np.int64)
    return SimpleNamespace(events=SimpleNamespace(own_terms=lambda rows: own[rows]))


def test_what_tells_something_whatever_its_words() -> None:
    assert tells("61. don't tell Marit")  # a value in digits
    assert tells("found THE BOAT")  # shouted news
    assert tells("no, Marit took it")  # a name inside a sentence
    assert not tells("LOL the canoe")  # a shouted reaction
    assert not tells("absolutely not lol")
    assert not tells("Sure thing")  # a capital where the sentence begins


def test_the_gate_opens_only_in_a_chat_and_not_for_a_time() -> None:
    params = replace(RankParams(), terse=1.0, chat_bare=2)
    rows = np.arange(10)
    chat = weighed(engine_with([2] * 6 + [99] * 4), rows, params)  # 0.6 short: a chat
    assert (chat.bare_terms, chat.bare_react) == (2, 1)
    account = weighed(engine_with([99] * 9 + [2]), rows, params)  # a written account
    assert (account.bare_terms, account.bare_react) == (params.bare_terms, 0)
    off = weighed(engine_with([2] * 6 + [99] * 4), rows, replace(params, chat_bare=0))
    assert (off.bare_terms, off.bare_react) == (params.bare_terms, 0)
    assert for_lists(params, "when was the canoe sold?").chat_bare == 0
    assert for_lists(params, "who bought the canoe?").chat_bare == 2


def test_the_event_index_keeps_the_count_without_reactions(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    ids = [svc.remember(t, character="Tove", now=NOW).id for t in (REACTS, NEWS, ANSWER)]
    svc.search("canoe", now=NOW)  # the engine indexes what was remembered
    engine = svc.engine
    rows = np.array([svc.store.cols.row_of(i) for i in ids], dtype=np.int64)
    assert engine.events.told_terms(rows).tolist()[:2] == [1, 99]
    saved = EventIndex.restore(engine.events.arrays(), len(engine.indexed))
    assert saved.told_terms(rows).tolist() == engine.events.told_terms(rows).tolist()


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for i, (speaker, text) in enumerate(CHAT):
        service.remember(text, character=speaker, context_id="talk", now=NOW,
                         occurred_at=NOW - timedelta(days=3) + timedelta(minutes=i))
    return service


def scores(svc: MemoryService, question: str) -> dict[str, float]:
    return {h.memory.content: h.score for h in svc.search(question, now=NOW, top=30)}


def test_a_reaction_in_a_chat_ranks_lower_and_news_keeps_its_score(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "who bought the canoe?"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, chat_bare=0))
    plain = scores(svc, question)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, chat_bare=2))
    bare = scores(svc, question)
    assert bare[REACTS] == pytest.approx((1 - search.PARAMS.bare_weight) * plain[REACTS])
    assert bare[NEWS] == pytest.approx(plain[NEWS])
    assert bare[ANSWER] == pytest.approx(plain[ANSWER])
