"""bench/data/heldout12_chats.json, the twelfth blind held-out set, written by the helper
enblind12 on 2026-11-28 at stop 28, blind (no look at src/, docs/ or the ranking code) and
committed before any run on it. Three chats in voices no earlier set used: two flatmates in
Singapore writing Singlish ('can or not', 'lah', 'chope', 'later' for this evening, 'next
tues', 'after CNY'), one a national serviceman (field camp in Brunei, a promotion, an IPPT
award said as gold and corrected to silver, ORD), the other an auditor who gets dengue, changes
jobs and finds them a new flat when the landlord sells; a Jamaican-born grandmother in
Lewisham sending long transcribed voice notes with some Patois ('mi soon come', 'likkle') to
her terse grandson at university in Leeds (a knee that goes from arthritis to a replacement
whose date moves, a trip home to Jamaica for her sister's eightieth that she extends); and a
Texas rancher and his large-animal vet over a dry year, both laconic, dated by the season and
the sale barn (cows culled, early weaning, an August sale, a preg check, the fall sale, a bull
whose breed is corrected). It loads with bench/locomo_data.py as bench/locomo.py reads it,
every evidence id names a turn that exists, and its shape stays what it was written as, so an
edit cannot silently drop a question from the scores."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, sessions, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout12_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == [
        "held12-flatmates", "held12-voicenotes", "held12-ranch"]
    assert [len(c.questions) for c in conversations] == [85, 87, 83]
    for conv in conversations:
        assert 60 <= len(conv.turns) <= 100, conv.sample_id
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 60, 100, talks=(10, 11))


def test_the_grandmother_speaks_at_length_and_her_grandson_briefly(
        raw: list[dict[str, Any]]) -> None:
    """Her turns are transcribed voice notes, his are a few words typed."""
    notes = next(s for s in raw if s["sample_id"] == "held12-voicenotes")
    turns = [t for s in sessions(notes).values() for t in s]
    words: dict[str, list[int]] = {"Hyacinth": [], "Dane": []}
    for turn in turns:
        words[turn["speaker"]].append(len(turn["text"].split()))
    assert min(words["Hyacinth"]) >= 5
    assert sorted(words["Hyacinth"])[len(words["Hyacinth"]) // 2] >= 25
    assert max(words["Dane"]) <= 12


def test_the_flatmates_and_the_rancher_text_in_short_runs(raw: list[dict[str, Any]]) -> None:
    """Texting, not letters: turns are short, and one person often sends two in a row."""
    for sample in raw:
        if sample["sample_id"] == "held12-voicenotes":
            continue
        turns = [t for s in sessions(sample).values() for t in s]
        words = sorted(len(t["text"].split()) for t in turns)
        assert words[len(words) // 2] <= 10, sample["sample_id"]
        runs = sum(a["speaker"] == b["speaker"] for s in sessions(sample).values()
                   for a, b in pairwise(s))
        assert runs >= 5, sample["sample_id"]
