"""bench/data/heldout8_chats.json, the eighth blind held-out set of issue 27, written by the
helper enblind8 on 2026-11-28, blind (no look at the ranking code or its docs) and committed
before any run on it. Three chats typed on phones: a Toronto couple in their late twenties
planning a wedding on a budget while he changes jobs (lowercase, 'tmrw', 'b4', 'nvm thursday
works', plans that move), a retired Manchester bus driver and his son in Leeds with a new baby
(British dates: 'a fortnight on Tuesday', Bank Holiday, half term, 'the 3rd'), and two
coworkers at a small US startup in Slack-style DMs (ticket numbers, EOD, Q3, 'next sprint',
'after the offsite'). It loads with bench/locomo_data.py as bench/locomo.py reads it, every
evidence id names a turn that exists, and its shape is the one the brief asked for (at least
35% temporal questions, 15 sessions a chat over six to nine months), so an edit cannot
silently drop a question from the scores."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, sessions, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout8_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held8-a", "held8-b", "held8-c"]
    assert sum(len(c.questions) for c in conversations) == 234
    assert 700 <= sum(len(c.turns) for c in conversations) <= 820
    for conv in conversations:
        assert len(conv.questions) == 78
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 230, 300, talks=(15, 15))


def test_phone_texts_are_short_and_come_in_runs(raw: list[dict[str, Any]]) -> None:
    """Texting, not letters: turns are short, and the same person often sends several in a
    row (the couple's chat most of all)."""
    for sample in raw:
        turns = [t for s in sessions(sample).values() for t in s]
        words = sorted(len(t["text"].split()) for t in turns)
        assert words[len(words) // 2] <= 12, sample["sample_id"]
        runs = sum(a["speaker"] == b["speaker"] for s in sessions(sample).values()
                   for a, b in pairwise(s))
        assert runs >= (10 if sample["sample_id"] == "held8-a" else 1), sample["sample_id"]
