"""bench/data/heldout11_chats.json, the eleventh blind held-out set of issue 27, written by the
helper enblind11 on 2026-11-28, blind (no look at src/, docs/ or the ranking code) and committed
before any run on it. Three chats in voices no earlier set used: a Newfoundland crab
fisherman and his pregnant sister in St. John's ('where you to b'y', a crab price dispute, a
house that falls through and one that closes, camp work in Fort McMurray taken and quit, a
breech baby born early), two Australian women in their seventies, one touring the west coast
by caravan with her husband and one minding her cat in Ballarat (a route that changes twice,
an abscess and a sprained ankle, a cataract done private, a choir solo, a grandson's wedding
that moves), and two teenage Rocket League players in Ohio over one summer (lowercase, 'fr',
'ngl', emoji; a LAN in Columbus, a broken wrist, a teammate who drops and is replaced, a move
to Indianapolis). It loads with bench/locomo_data.py as bench/locomo.py reads it, every
evidence id names a turn that exists, and its shape stays what it was written as, so an edit
cannot silently drop a question from the scores."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import read, sessions, turns_in_order

from locomo_data import load

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout11_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == [
        "held11-outport", "held11-caravan", "held11-gamers"]
    assert [len(c.questions) for c in conversations] == [86, 81, 74]
    for conv in conversations:
        assert 80 <= len(conv.turns) <= 110, conv.sample_id
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    turns_in_order(raw, 80, 110, talks=(11, 12))


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


def test_the_gamers_type_in_lowercase(raw: list[dict[str, Any]]) -> None:
    """The teenagers' chat is mostly lowercase with no capital at the start of a turn."""
    gamers = next(s for s in raw if s["sample_id"] == "held11-gamers")
    turns = [t["text"] for s in sessions(gamers).values() for t in s]
    lower = sum(t == t.lower() for t in turns)
    assert lower >= 0.8 * len(turns)
