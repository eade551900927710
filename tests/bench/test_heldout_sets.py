"""The checks every blind held-out chat set of issue 27 shares (bench/data/heldout*_chats.json),
run over each: every evidence id names a turn, each question carries its category's answer
field, multi-hop evidence spans sessions, the people are in no earlier set (nor LoCoMo's), and,
for the sets whose brief asked it, the categories' shares, how long the chats span and that
time questions reach the whole chat. What is particular to one set stays in its own test file
(test_heldout<N>_chats.py)."""

from __future__ import annotations

from collections import Counter
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
)

from locomo_data import load, parse_date

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
LOCOMO = Path(__file__).resolve().parents[3] / "shared" / "data" / "locomo-dev.json"
FILES = ["heldout_chats.json",
         *(f"heldout{n}_chats.json" for n in (*range(2, 10), 11, 12, 13, 14, 15, 16, 17,
                                             18, 19, 20))]
# category -> (lowest, highest) share of the questions, as each set's brief asked
SHARES: dict[str, dict[int, tuple[float, float]]] = {
    "heldout3_chats.json": {4: (0.25, 0.35), 2: (0.20, 0.30), 1: (0.18, 0.26),
                            3: (0.07, 0.13), 5: (0.10, 0.15)},
    "heldout4_chats.json": {4: (0.25, 0.35), 2: (0.20, 0.30), 1: (0.18, 0.26),
                            3: (0.07, 0.13), 5: (0.10, 0.15)},
    "heldout5_chats.json": {2: (0.30, 0.40), 4: (0.22, 0.30), 1: (0.16, 0.22),
                            3: (0.06, 0.10), 5: (0.10, 0.13)},
    "heldout6_chats.json": {2: (0.35, 0.42), 4: (0.22, 0.28), 1: (0.15, 0.20),
                            3: (0.07, 0.10), 5: (0.09, 0.12)},
    "heldout7_chats.json": {2: (0.35, 0.42), 4: (0.22, 0.28), 1: (0.15, 0.20),
                            3: (0.07, 0.10), 5: (0.09, 0.12)},
    "heldout8_chats.json": {2: (0.35, 0.40), 4: (0.24, 0.27), 1: (0.17, 0.19),
                            3: (0.08, 0.10), 5: (0.09, 0.11)},
    "heldout9_chats.json": {2: (0.35, 0.40), 4: (0.24, 0.27), 1: (0.17, 0.19),
                            3: (0.08, 0.10), 5: (0.09, 0.11)},
}
DAYS = {"heldout5_chats.json": (180, 430), "heldout6_chats.json": (180, 330),
        "heldout7_chats.json": (180, 330), "heldout8_chats.json": (180, 280),
        "heldout9_chats.json": (180, 280)}
REACH = ("heldout6_chats.json", "heldout7_chats.json", "heldout8_chats.json",
         "heldout9_chats.json", "heldout11_chats.json", "heldout12_chats.json",
         "heldout13_chats.json", "heldout14_chats.json", "heldout15_chats.json",
         "heldout16_chats.json", "heldout17_chats.json", "heldout18_chats.json",
         "heldout19_chats.json", "heldout20_chats.json")


@pytest.fixture(scope="module", params=FILES)
def named(request: pytest.FixtureRequest) -> tuple[str, list[dict[str, Any]]]:
    return request.param, read(DATA / request.param)


def test_every_raw_evidence_id_names_an_existing_turn(
        named: tuple[str, list[dict[str, Any]]]) -> None:
    evidence_names_turns(named[1])


def test_questions_carry_the_answer_field_of_their_category(
        named: tuple[str, list[dict[str, Any]]]) -> None:
    answers_by_category(named[1])


def test_multi_hop_questions_span_more_than_one_session(
        named: tuple[str, list[dict[str, Any]]]) -> None:
    if named[0] != FILES[0]:  # the first set's brief did not ask it (one session may hold both)
        multi_hop_spans_sessions(named[1])


def test_the_people_are_in_no_earlier_set(named: tuple[str, list[dict[str, Any]]]) -> None:
    name, raw = named
    old: set[str] = set()
    for earlier in FILES[:FILES.index(name)]:
        old |= speakers_of(DATA / earlier)
    assert len(old) == 6 * FILES.index(name)
    if LOCOMO.exists():
        old |= speakers_of(LOCOMO)
    new = {s["conversation"][k] for s in raw for k in ("speaker_a", "speaker_b")}
    assert len(new) == 6 and not new & old


@pytest.mark.parametrize("name", sorted(SHARES))
def test_the_categories_have_the_asked_for_shares(name: str) -> None:
    counts = Counter(q.category for c in load(DATA / name) for q in c.questions)
    total = sum(counts.values())
    for category, (low, high) in SHARES[name].items():
        assert low <= counts[category] / total <= high, (name, category)


@pytest.mark.parametrize("name", sorted(DAYS))
def test_each_chat_spans_the_months_asked_for(name: str) -> None:
    low, high = DAYS[name]
    for sample in read(DATA / name):
        conv = sample["conversation"]
        dates = [parse_date(v) for k, v in conv.items() if k.endswith("_date_time")]
        assert low <= (max(dates) - min(dates)).days <= high, sample["sample_id"]


@pytest.mark.parametrize("name", REACH)
def test_temporal_questions_reach_back_over_the_whole_chat(name: str) -> None:
    """Time questions are asked about early and late sessions alike, not only the last few."""
    for sample in read(DATA / name):
        last = len(sessions(sample))
        asked = {int(e.split(":")[0][1:]) for qa in sample["qa"] if qa["category"] == 2
                 for e in qa["evidence"]}
        assert min(asked) <= 2 and max(asked) >= last - 1, sample["sample_id"]
        assert len(asked) >= last - 2, sample["sample_id"]
