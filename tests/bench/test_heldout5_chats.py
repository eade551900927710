"""bench/data/heldout5_chats.json, the fifth blind held-out set of issue 27 (three chats: a
married couple living apart for months, a retired engineer mentoring a new baker, and two
pen-friends writing in English as a second language; written fresh and committed before any
run on them): it loads with bench/locomo_data.py as bench/locomo.py reads it, every evidence id
names a turn that exists, and its shape is the one the brief asked for (at least 30% temporal
questions), so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout5_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held5-a", "held5-b", "held5-c"]
    assert 225 <= sum(len(c.questions) for c in conversations) <= 245
    assert 650 <= sum(len(c.turns) for c in conversations) <= 750
    for conv in conversations:
        assert 72 <= len(conv.questions) <= 84
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 200, 260)
    for sample in raw:
        sessions = [k for k, v in sample["conversation"].items() if isinstance(v, list)]
        assert 10 <= len(sessions) <= 12, sample["sample_id"]
