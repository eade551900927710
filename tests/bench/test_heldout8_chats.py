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

from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import (
    answers_by_category,
    evidence_names_turns,
    multi_hop_spans_sessions,
    read,
    sessions,
    speakers_of,
    turns_in_order,
)

from locomo_data import load, parse_date

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout8_chats.json"
LOCOMO = Path(__file__).resolve().parents[3] / "shared" / "data" / "locomo-dev.json"


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


def test_the_categories_have_the_asked_for_shares() -> None:
    counts = Counter(q.category for c in load(DATA) for q in c.questions)
    total = sum(counts.values())
    assert 0.35 <= counts[2] / total <= 0.40  # temporal, 87: the brief asks 35-40%
    assert 0.24 <= counts[4] / total <= 0.27  # single-hop, 60
    assert 0.17 <= counts[1] / total <= 0.19  # multi-hop, 42
    assert 0.08 <= counts[3] / total <= 0.10  # open-domain / inference, 21
    assert 0.09 <= counts[5] / total <= 0.11  # adversarial, 24


def test_every_raw_evidence_id_names_an_existing_turn(raw: list[dict[str, Any]]) -> None:
    evidence_names_turns(raw)


def test_questions_carry_the_answer_field_of_their_category(raw: list[dict[str, Any]]) -> None:
    answers_by_category(raw)


def test_multi_hop_questions_span_more_than_one_session(raw: list[dict[str, Any]]) -> None:
    multi_hop_spans_sessions(raw)


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 230, 300, talks=(15, 15))


def test_each_chat_spans_six_to_nine_months(raw: list[dict[str, Any]]) -> None:
    for sample in raw:
        conv = sample["conversation"]
        dates = [parse_date(v) for k, v in conv.items() if k.endswith("_date_time")]
        assert 180 <= (max(dates) - min(dates)).days <= 280, sample["sample_id"]


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


def test_temporal_questions_reach_back_over_the_whole_chat(raw: list[dict[str, Any]]) -> None:
    """Time questions are asked about early and late sessions alike, not only the last few."""
    for sample in raw:
        last = len(sessions(sample))
        asked = {int(e.split(":")[0][1:]) for qa in sample["qa"] if qa["category"] == 2
                 for e in qa["evidence"]}
        assert min(asked) <= 2 and max(asked) >= last - 1, sample["sample_id"]
        assert len(asked) >= last - 2, sample["sample_id"]


def test_the_new_people_are_in_no_earlier_set(raw: list[dict[str, Any]]) -> None:
    old: set[str] = set()
    for name in ("heldout_chats.json", "heldout2_chats.json", "heldout3_chats.json",
                 "heldout4_chats.json", "heldout5_chats.json", "heldout6_chats.json",
                 "heldout7_chats.json"):
        old |= speakers_of(DATA.with_name(name))
    assert len(old) == 42
    if LOCOMO.exists():
        old |= speakers_of(LOCOMO)
    new = {s["conversation"][k] for s in raw for k in ("speaker_a", "speaker_b")}
    assert len(new) == 6 and not new & old
