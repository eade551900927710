"""bench/data/heldout7_chats.json, the seventh blind held-out set of issue 27, written by the
helper enblind7 on 2026-11-27/28, blind (no look at the ranking code or its docs) and committed
before any run on it. Three chats by people who write English as a second language, slips and
all: a Brazilian nurse in Dublin and her Polish flatmate who starts a cleaning business, a
Vietnamese graduate student in Melbourne and her aunt who runs a pharmacy in Đà Nẵng and comes
to visit, and two retired engineers in Pune and Bengaluru (Indian English: 'prepone', 'out of
station', 'before 2 days', 'since 3 months'). It loads with bench/locomo_data.py as
bench/locomo.py reads it, every evidence id names a turn that exists, and its shape is the one
the brief asked for (at least 35% temporal questions, 12-20 sessions a chat over 6-11 months),
so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout7_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held7-a", "held7-b", "held7-c"]
    assert 225 <= sum(len(c.questions) for c in conversations) <= 245
    assert 650 <= sum(len(c.turns) for c in conversations) <= 750
    for conv in conversations:
        assert 75 <= len(conv.questions) <= 84
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 210, 270, talks=(12, 20))
