"""bench/data/heldout13_chats.json, the thirteenth blind held-out set, written by the helper
enblind13 on 2026-11-28 at stop 29, blind (no look at src/, docs/ or the ranking code) and
committed before any run on it. Three chats in voices no earlier set used: a Cape Town couple
texting about their small wedding in South African English ('now-now', 'just now' for later,
'robot' for a traffic light, 'braai', 'lekker', 'eish', load-shedding stages that cancel a cake
tasting and hit the speeches), whose farm venue is sold from under them (a cousin's hearsay that
turns out right, then two that do not), the deposit paid back in three parts, the guest count
going 60, 72, 65 and the date moving from September to October; a retiring signals man in
Toronto writing whole punctuated sentences and dates month first (5/30) to his daughter in
Montreal, who mixes in Québécois French and writes the same days day first (30/05): his
retirement date moves twice, she leaves her lease for one with her boyfriend on moving day,
she sells her car and later he sells his; and a New Zealand shearer on contract in Western
Australia and his partner in Gisborne (NZ slang: 'sweet as', 'chur', 'smoko', 'the wops',
'togs'), their time difference going from five hours to four, his daily tallies, a back he
hurts twice, and a return date that moves later and then earlier. It loads with
bench/locomo_data.py as bench/locomo.py reads it, every evidence id names a turn that exists,
and its shape stays what it was written as, so an edit cannot silently drop a question from
the scores."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import (
    answers_by_category,
    evidence_names_turns,
    loads_whole,
    multi_hop_spans_sessions,
    read,
    sessions,
    time_questions_reach_every_session,
    turns_in_order,
)

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout13_chats.json"
SLASH_DATE = re.compile(r"\b(\d{1,2})/(\d{1,2})\b")


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def _sample(raw: list[dict[str, Any]], sample_id: str) -> dict[str, Any]:
    return next(s for s in raw if s["sample_id"] == sample_id)


def _turns(sample: dict[str, Any]) -> list[dict[str, Any]]:
    return [t for s in sessions(sample).values() for t in s]


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    loads_whole(DATA, ["held13-capetown", "held13-montreal", "held13-shearer"], [99, 95, 92], 86,
                {1: 15, 2: 31, 3: 8, 4: 23, 5: 9})


def test_the_shared_shape_holds(raw: list[dict[str, Any]]) -> None:
    evidence_names_turns(raw)
    answers_by_category(raw)
    multi_hop_spans_sessions(raw)
    turns_in_order(raw, 60, 100, talks=(10, 11))


def test_time_questions_reach_every_session(raw: list[dict[str, Any]]) -> None:
    time_questions_reach_every_session(raw)


def test_the_cape_town_couple_text_in_south_african_english(raw: list[dict[str, Any]]) -> None:
    cape = _sample(raw, "held13-capetown")
    text = " ".join(t["text"] for t in _turns(cape)).lower()
    for word in ("now-now", "just now", "braai", "robot", "lekker", "eish", "oke", "bakkie"):
        assert word in text, word
    staged = {n for n, turns in sessions(cape).items()
              if any(re.search(r"\bstage \d\b", t["text"].lower()) for t in turns)}
    assert len(staged) >= 5


def test_the_montreal_daughter_mixes_in_french_and_her_father_writes_whole_sentences(
        raw: list[dict[str, Any]]) -> None:
    chat = _turns(_sample(raw, "held13-montreal"))
    french = re.compile(r"\b(papa|merci|oui|non|pas|c'est|char|chum|proprio|malade|aussi|ben|"
                        r"bordel|fête|mon|et|je|t'es|pantoute|ayoye|bienvenue|promis)\b", re.I)
    hers = [t["text"] for t in chat if t["speaker"] == "Maude"]
    his = [t["text"] for t in chat if t["speaker"] == "Russell"]
    assert sum(bool(french.search(t)) for t in hers) >= 0.7 * len(hers)
    assert not any(french.search(t) for t in his if "Miss Bixi" not in t)
    assert all(t.rstrip()[-1] in ".?!" for t in his)
    assert sorted(len(t.split()) for t in his)[len(his) // 2] > \
        sorted(len(t.split()) for t in hers)[len(hers) // 2]


def test_she_writes_dates_day_first_and_he_month_first(raw: list[dict[str, Any]]) -> None:
    """30/05 from her and 5/30 from him are the same day; neither ever swaps."""
    chat = _turns(_sample(raw, "held13-montreal"))
    days: dict[str, set[tuple[int, int]]] = {"Maude": set(), "Russell": set()}
    for turn in chat:
        for first, second in SLASH_DATE.findall(turn["text"]):
            month, day = ((int(second), int(first)) if turn["speaker"] == "Maude"
                          else (int(first), int(second)))
            assert 1 <= month <= 12 and 1 <= day <= 31, turn["dia_id"]
            days[turn["speaker"]].add((month, day))
            if turn["speaker"] == "Maude":
                assert len(first) == len(second) == 2, turn["dia_id"]
    assert any(d > 12 for _, d in days["Maude"]) and any(d > 12 for _, d in days["Russell"])
    assert len(days["Maude"] & days["Russell"]) >= 8


def test_the_shearer_and_his_partner_text_briefly_in_new_zealand_slang(
        raw: list[dict[str, Any]]) -> None:
    shearer = _sample(raw, "held13-shearer")
    chat = _turns(shearer)
    text = " ".join(t["text"] for t in chat).lower()
    for word in ("sweet as", "chur", "smoko", "the wops", "togs", "arvo", "yeah nah", "tally"):
        assert word in text, word
    words = sorted(len(t["text"].split()) for t in chat)
    assert words[len(words) // 2] <= 10
    runs = sum(a["speaker"] == b["speaker"] for s in sessions(shearer).values()
               for a, b in pairwise(s))
    assert runs >= 5


def test_changed_facts_are_asked_in_the_present_from_the_newest_turn(
        raw: list[dict[str, Any]]) -> None:
    """A fact that changed is asked as it stands now, with the turn that last changed it."""
    asked = {(s["sample_id"], qa["question"]): qa["evidence"] for s in raw for qa in s["qa"]}
    assert asked[("held13-capetown", "How many guests are on the wedding list?")] == ["D7:9"]
    assert asked[("held13-montreal", "When is Russell's last day of work?")][0] == "D6:8"
    assert asked[("held13-shearer", "When is Tama coming home?")][0] == "D9:2"
    assert asked[("held13-shearer", "How many hours ahead of Tama is Aroha?")] == ["D3:1"]
