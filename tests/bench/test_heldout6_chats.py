"""bench/data/heldout6_chats.json, the sixth blind held-out set of issue 27 (three chats: a
night-shift nurse and her brother starting a food truck, a widower in his seventies and the
neighbour's teenage son who helps him with his phone, and two climbing partners, one of whom
moves abroad; written fresh as people text, and committed before any run on them): it loads
with bench/locomo_data.py as bench/locomo.py reads it, every evidence id names a turn that
exists, and its shape is the one the brief asked for (at least 35% temporal questions, 12-20
sessions a chat), so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout6_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held6-a", "held6-b", "held6-c"]
    assert 225 <= sum(len(c.questions) for c in conversations) <= 245
    assert 650 <= sum(len(c.turns) for c in conversations) <= 750
    for conv in conversations:
        assert 75 <= len(conv.questions) <= 84
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 210, 270, talks=(12, 20))
