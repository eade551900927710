"""bench/data/heldout4_chats.json, the fourth blind held-out set of issue 27 (three chats
between college friends, a brother and sister, and two friends, written in loose texting style
and committed before any run on them): it loads with bench/locomo_data.py as bench/locomo.py
reads it, every evidence id names a turn that exists, and its shape is the one the brief asked
for, so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout4_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held4-a", "held4-b", "held4-c"]
    assert 195 <= sum(len(c.questions) for c in conversations) <= 215
    for conv in conversations:
        assert 64 <= len(conv.questions) <= 72
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 200, 250)
    for sample in raw:
        sessions = [k for k, v in sample["conversation"].items() if isinstance(v, list)]
        assert 9 <= len(sessions) <= 12, sample["sample_id"]
