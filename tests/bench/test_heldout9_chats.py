"""bench/data/heldout9_chats.json, the ninth blind held-out set of issue 27, written by the
helper enblind9 on 2026-11-28, blind (no look at src/, docs/ or the ranking code) and committed
before any run on it. Three chats typed on phones by people for whom English is a second
language or a local variety: a Nigerian nurse in Houston and her younger sister in Lagos
(Nigerian English with some Pidgin, 'next tomorrow', naira and dollars, a naming, a cousin's
wedding that moves, exams, NYSC, a shop, a refused visa, their mother's 60th), two software
engineers in India, one in Bengaluru and one who moves to Pune (Indian English, 'itself',
'only', lakhs and LPA, festivals, a manager who leaves, a father's knee replacement, a home
loan, an Ather scooter, an engagement and a wedding date that moves), and a Filipino nurse in
Dubai with her mother in Batangas (Taglish, dirhams and pesos, padala, a house going up stage
by stage, a younger brother's college, a vacation that moves, a balikbayan box). It loads with
bench/locomo_data.py as bench/locomo.py reads it, every evidence id names a turn that exists,
and its shape is the one the brief asked for (about 37% temporal questions, 15 sessions a chat
over six to nine months), so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, sessions, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout9_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["held9-a", "held9-b", "held9-c"]
    assert [len(c.questions) for c in conversations] == [80, 79, 79]
    for conv in conversations:
        assert 80 <= len(conv.turns) <= 110, conv.sample_id
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 80, 110, talks=(15, 15))


def test_phone_texts_are_short_and_come_in_runs(raw: list[dict[str, Any]]) -> None:
    """Texting, not letters: turns are short, and the same person sometimes sends two in a
    row."""
    for sample in raw:
        turns = [t for s in sessions(sample).values() for t in s]
        words = sorted(len(t["text"].split()) for t in turns)
        assert words[len(words) // 2] <= 12, sample["sample_id"]
        runs = sum(a["speaker"] == b["speaker"] for s in sessions(sample).values()
                   for a, b in pairwise(s))
        assert runs >= 2, sample["sample_id"]


def test_each_chat_runs_in_two_currencies(raw: list[dict[str, Any]]) -> None:
    """Money crosses a border in every chat: each names the currency earned abroad and the
    one spent at home (or, for the engineers, lakhs beside 'k' rupee amounts)."""
    pairs = {"held9-a": ("dollar", "naira"), "held9-b": ("lakh", "k "),
             "held9-c": ("dirham", "peso")}
    for sample in raw:
        text = " ".join(t["text"].lower() for s in sessions(sample).values() for t in s)
        assert all(word in text for word in pairs[sample["sample_id"]]), sample["sample_id"]
