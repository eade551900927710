"""A talk typed in short turns weighs meaning more (retrieval/terse.py). Fresh sentences, in
no dataset, with the fake embedder: the setting must give a chat of two- and three-word
turns the scores of a heavier `semantic_weight`, and leave a store of written accounts
exactly as it was."""

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
from ebbing.retrieval import search
from ebbing.retrieval.terse import short_share, weighed
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 9, 0, tzinfo=UTC)

CHAT = [("Wren", "ok so the allotment"), ("Jory", "yes??"), ("Wren", "plot 14 is OURS"),
        ("Jory", "no way"), ("Wren", "marrows everywhere"), ("Jory", "lol"),
        ("Wren", "shed's rotten tho"), ("Jory", "new shed then"), ("Wren", "£90 secondhand"),
        ("Jory", "bargain"), ("Wren", "hose leaks too"), ("Jory", "classic")]

ACCOUNTS = [("Wren", "The allotment committee finally gave me plot fourteen after two years "
             "on the waiting list, and the previous tenant left marrows everywhere."),
            ("Jory", "That is wonderful news, although I remember you saying the shed at the "
             "back was rotten through and would need replacing before winter."),
            ("Wren", "I found a secondhand shed for ninety pounds from a retired teacher in "
             "the next village, and my brother will help me carry the panels over."),
            ("Jory", "Make sure you check the hose connection as well, because the one on my "
             "uncle's plot leaked for a whole season before anyone noticed it.")]


def engine_with(counts: list[int]) -> Any:
    """A stand-in engine whose event index reports these own-term counts, row by row."""
    own = np.array(counts, dtype=np.int64)
    return SimpleNamespace(events=SimpleNamespace(own_terms=lambda rows: own[rows]))


def test_the_share_of_short_candidates() -> None:
    engine = engine_with([1, 2, 3, 4, 99, 99, 99, 99, 99, 99])
    assert short_share(engine, np.arange(10)) == pytest.approx(0.3)
    assert short_share(engine, np.arange(4)) == pytest.approx(0.75)
    assert short_share(engine, np.array([], dtype=np.int64)) == 0.0


def test_meaning_weighs_more_in_proportion_between_the_two_shares() -> None:
    params = replace(RankParams(), terse=1.0, terse_from=0.2, terse_full=0.4)
    rows = np.arange(10)
    long_talk = engine_with([99] * 9 + [2])  # 0.1: a written account
    assert weighed(long_talk, rows, params) is params
    halfway = engine_with([2, 3, 1] + [99] * 7)  # 0.3: half of it
    assert weighed(halfway, rows, params).semantic_weight == pytest.approx(
        params.semantic_weight + 0.5)
    chat = engine_with([2] * 6 + [99] * 4)  # 0.6: all of it, no more
    assert weighed(chat, rows, params).semantic_weight == pytest.approx(
        params.semantic_weight + 1.0)
    off = replace(params, terse=0.0, chat_bare=0)
    assert weighed(chat, rows, off) is off


def store(home: Path, turns: list[tuple[str, str]]) -> MemoryService:
    service = MemoryService(Settings(home=home, embedder="fake"))
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, context_id="the allotment", now=NOW,
                         occurred_at=datetime(2025, 10, 4, tzinfo=UTC) + timedelta(minutes=i))
    return service


def scored(svc: MemoryService, question: str) -> list[tuple[str, float]]:
    return [(h.memory.content, round(h.score, 9)) for h in svc.search(question, now=NOW, top=12)]


QUESTION = "how much did wren pay for the new shed?"


def test_a_chat_of_short_turns_is_asked_as_with_more_weight_on_meaning(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = store(ebbing_home, CHAT)
    base = replace(search.PARAMS, terse=0.0, terse_onward=0.0)
    monkeypatch.setattr(search, "PARAMS", replace(base, terse=1.0))
    terse = scored(svc, QUESTION)
    monkeypatch.setattr(search, "PARAMS", replace(base, semantic_weight=base.semantic_weight + 1))
    heavier = scored(svc, QUESTION)
    monkeypatch.setattr(search, "PARAMS", base)
    plain = scored(svc, QUESTION)
    assert terse == heavier
    assert terse != plain


def test_a_store_of_written_accounts_is_asked_as_before(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = store(ebbing_home, ACCOUNTS)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, terse=1.0, terse_onward=0.1))
    terse = scored(svc, QUESTION)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, terse=0.0, terse_onward=0.0))
    assert terse == scored(svc, QUESTION)


def test_a_chat_of_short_turns_lets_an_account_go_on(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """terse_onward gives a chat the scores `onward` gives it, on top of the heavier meaning."""
    svc = store(ebbing_home, CHAT)
    base = replace(search.PARAMS, terse=1.0, terse_onward=0.0, onward=0.0)
    monkeypatch.setattr(search, "PARAMS", replace(base, terse_onward=0.1))
    terse = scored(svc, QUESTION)
    monkeypatch.setattr(search, "PARAMS", replace(base, onward=0.1))
    assert terse == scored(svc, QUESTION)
    monkeypatch.setattr(search, "PARAMS", base)
    assert terse != scored(svc, QUESTION)
