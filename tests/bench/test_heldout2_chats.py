"""bench/data/heldout2_chats.json, the second blind held-out set of issue 27 (three casual
chats written before any run on them): it loads with bench/locomo_data.py as bench/locomo.py
reads it, every evidence id names a turn that exists, and its shape is the one the brief asked
for, so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout2_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    with DATA.open(encoding="utf-8") as handle:
        data: list[dict[str, Any]] = json.load(handle)
    return data


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held2-a", "held2-b", "held2-c"]
    assert sum(len(c.questions) for c in conversations) >= 150
    for conv in conversations:
        assert 60 <= len(conv.questions) <= 80
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 180, 250)
