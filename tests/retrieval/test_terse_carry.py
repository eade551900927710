"""In a chat of short turns, a reply carries the words of the turns before it
(retrieval/terse.py `carrying`, retrieval/carry.py). Fresh sentences, in no dataset, with the
fake embedder."""

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
from ebbing.retrieval.terse import carrying
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 9, 0, tzinfo=UTC)


def engine_with(counts: list[int]) -> Any:
    own = np.array(counts, dtype=np.int64)
    return SimpleNamespace(events=SimpleNamespace(own_terms=lambda rows: own[rows]))


def test_carried_words_follow_how_much_the_candidates_read_as_a_chat() -> None:
    params = replace(RankParams(), terse_carry=2, terse_carry_weight=0.3, terse_from=0.2,
                     terse_full=0.4)
    rows = np.arange(10)
    chat = carrying(engine_with([2] * 6 + [99] * 4), rows, params)  # 0.6: all of it
    assert (chat.carry, chat.carry_weight) == (2, pytest.approx(0.3))
    half = carrying(engine_with([2, 3, 1] + [99] * 7), rows, params)  # 0.3: half
    assert (half.carry, half.carry_weight) == (2, pytest.approx(0.15))
    written = engine_with([99] * 9 + [2])  # 0.1: a written account, nothing carried
    assert carrying(written, rows, params) is params
    off = replace(params, terse_carry=0)
    assert carrying(engine_with([2] * 10), rows, off) is off
    already = replace(params, carry=1)  # an explicit carry setting is left as it is
    assert carrying(engine_with([2] * 10), rows, already) is already


CHAT = [("Wren", "the allotment shed finally collapsed"), ("Jory", "noooo"),
        ("Wren", "storm last night"), ("Jory", "rip"),
        ("Wren", "roof in the brambles"), ("Jory", "lol"),
        ("Jory", "how's the cello going"), ("Wren", "grade 5 passed"),
        ("Jory", "nice"), ("Wren", "scales were awful tho")]


def test_a_reply_without_its_topic_is_found_by_the_turns_before(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    for i, (speaker, text) in enumerate(CHAT):
        svc.remember(text, character=speaker, context_id="plot talk", now=NOW,
                     occurred_at=datetime(2025, 10, 4, tzinfo=UTC) + timedelta(minutes=i))

    def shares() -> dict[str, float]:  # each hit's score over the first one's
        hits = svc.search("what happened to wren's allotment shed?", now=NOW, top=10)
        return {h.memory.content: h.score / hits[0].score for h in hits}

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, terse_carry=0))
    before = shares()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, terse_carry=2))
    after = shares()
    # the reply after the shed's news gains from it; the cello's news after "lol" does not
    assert after["storm last night"] > before["storm last night"] + 0.02
    assert after["grade 5 passed"] <= before["grade 5 passed"]
