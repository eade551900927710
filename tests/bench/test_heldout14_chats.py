"""bench/data/heldout14_chats.json, the fourteenth blind held-out set, written by the helper
enblind14 on 2026-11-28 at stop 30, blind (no look at src/, docs/ or the ranking code) and
committed before any run on it. Three chats in voices no earlier set used: a matatu owner in
Nairobi and his younger brother at university in Eldoret, in Kenyan English with Sheng and
Swahili ('niaje', 'sasa', 'poa', 'mbogi', 'fare imepanda'), M-Pesa sums in shillings, a second
matatu bought in March and sold in June, its route licence moved from 105 to 46, and their
mother's land dispute told first through an uncle's hearsay (10 metres, really 2.5; later a
claim the beacons were not returned, which a chief's photo disproves); a mother up a West
Virginia holler and her son at a Columbus warehouse, in Appalachian English ('might could', 'a
right smart', 'fixin' to', 'reckon'), a church supper, deer season, her knee surgery moved from
October 14th to November 4th, his shifts nights, then days, then nights again, and her late
husband's Ranger traded in; and two Welsh sisters, a sheep farmer near Bala who writes some
Welsh ('diolch', 'cariad', 'hiraeth', 'paned') and a paramedic in Cardiff, with lambing, a
storm that takes the shed roof, a planning application refused then approved, a Brittany trip
rebooked from May to September, and dates written 'the 3rd' and 'Tues' without a month. It loads
with bench/locomo_data.py as bench/locomo.py reads it, every evidence id names a turn that
exists, and its shape stays what it was written as, so an edit cannot silently drop a question
from the scores."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from heldout_shape import (
    answers_by_category,
    evidence_names_turns,
    loads_whole,
    multi_hop_spans_sessions,
    read,
    sample_of,
    sessions,
    text_of,
    time_questions_reach_every_session,
    turns_in_order,
    turns_of,
)

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout14_chats.json"


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    return read(DATA)


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    loads_whole(DATA, ["held14-kenya", "held14-appalachia", "held14-wales"], [100, 99, 100], 85,
                {1: 14, 2: 30, 3: 9, 4: 23, 5: 9})


def test_the_shared_shape_holds(raw: list[dict[str, Any]]) -> None:
    evidence_names_turns(raw)
    answers_by_category(raw)
    multi_hop_spans_sessions(raw)
    turns_in_order(raw, 60, 100, talks=(10, 11))


def test_time_questions_reach_every_session(raw: list[dict[str, Any]]) -> None:
    time_questions_reach_every_session(raw)


def test_the_brothers_text_in_kenyan_english_with_sheng(raw: list[dict[str, Any]]) -> None:
    kenya = sample_of(raw, "held14-kenya")
    text = text_of(kenya)
    for word in ("niaje", "sasa", "poa", "mbogi", "fare imepanda", "mpesa", "eish", "asante"):
        assert word in text, word
    shillings = {n for n, turns in sessions(kenya).items()
                 if any(re.search(r"\b\d[\d,.]*(k|m)?\b", t["text"].lower()) for t in turns)}
    assert len(shillings) >= 8
    words = sorted(len(t["text"].split()) for t in turns_of(kenya))
    assert words[len(words) // 2] <= 10


def test_the_mother_and_son_write_appalachian_english(raw: list[dict[str, Any]]) -> None:
    chat = turns_of(sample_of(raw, "held14-appalachia"))
    text = " ".join(t["text"] for t in chat).lower()
    for word in ("might could", "a right smart", "holler", "fixin", "reckon", "mam"):
        assert word in text, word
    his = [t["text"] for t in chat if t["speaker"] == "Cody"]
    assert sum(t == t.lower() for t in his) >= 0.6 * len(his)


def test_the_farming_sister_writes_some_welsh_and_dates_lack_months(
        raw: list[dict[str, Any]]) -> None:
    chat = turns_of(sample_of(raw, "held14-wales"))
    text = " ".join(t["text"] for t in chat).lower()
    for word in ("diolch", "cariad", "hiraeth", "paned", "lambing", "tues", "thurs", "weds"):
        assert word in text, word
    bare = [t for t in chat
            if re.search(r"\bthe \d{1,2}(st|nd|rd|th)\b(?! (may|june|sept))", t["text"].lower())]
    assert len(bare) >= 4
    welsh = re.compile(r"\b(diolch|cariad|fi hefyd|byth|bopeth|llongyfarchiadau|am)\b", re.I)
    assert not any(welsh.search(t["text"]) for t in chat
                   if t["speaker"] == "Sioned" and "llongyfarchiadau" not in t["text"])


def test_changed_facts_are_asked_in_the_present_from_the_newest_turn(
        raw: list[dict[str, Any]]) -> None:
    """A fact that changed is asked as it stands now, with the turn that last changed it."""
    asked = {(s["sample_id"], qa["question"]): qa["evidence"] for s in raw for qa in s["qa"]}
    assert asked[("held14-kenya", "What is the fare on route 105 now?")] == ["D10:7"]
    assert asked[("held14-kenya", "How much does the bus from Nairobi to Eldoret cost now?")] \
        == ["D11:1"]
    assert asked[("held14-appalachia", "Which shift does Cody work now?")][0] == "D10:2"
    assert asked[("held14-appalachia", "What car does Darlene drive now?")] == ["D6:3"]
    assert asked[("held14-wales", "When is the sisters' Brittany trip?")] == ["D6:1"]
    assert asked[("held14-wales", "Has the granary holiday let got planning permission?")] == \
        ["D7:1"]
