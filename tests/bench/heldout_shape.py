"""The shape checks the blind held-out chat sets share (tests/bench/test_heldout2_chats.py,
test_heldout3_chats.py): every evidence id names a turn, each question carries its
category's answer field, multi-hop evidence spans sessions, turns are numbered in order by the
two speakers."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from locomo_data import load, parse_date, session_of

SESSION = re.compile(r"session_(\d+)")


def sessions(sample: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    conv = sample["conversation"]
    return {int(m.group(1)): conv[key] for key in conv if (m := SESSION.fullmatch(key))}


def evidence_names_turns(raw: list[dict[str, Any]]) -> None:
    for sample in raw:
        known = {turn["dia_id"] for turns in sessions(sample).values() for turn in turns}
        for index, qa in enumerate(sample["qa"]):
            where = f"{sample['sample_id']}:{index}"
            assert qa["evidence"], where
            assert all(isinstance(e, str) and e in known for e in qa["evidence"]), where
            assert len(set(qa["evidence"])) == len(qa["evidence"]), where


def answers_by_category(raw: list[dict[str, Any]]) -> None:
    for sample in raw:
        for qa in sample["qa"]:
            assert qa["category"] in (1, 2, 3, 4, 5)
            field = "adversarial_answer" if qa["category"] == 5 else "answer"
            assert isinstance(qa.get(field), str) and qa[field].strip(), qa["question"]
            assert ("answer" in qa) == (qa["category"] != 5), qa["question"]
            assert set(qa) == {"question", field, "evidence", "category"}, qa["question"]


def multi_hop_spans_sessions(raw: list[dict[str, Any]]) -> None:
    for sample in raw:
        for qa in sample["qa"]:
            if qa["category"] == 1:
                assert len({session_of(e) for e in qa["evidence"]}) > 1, qa["question"]


def turns_in_order(raw: list[dict[str, Any]], fewest: int, most: int,
                   talks: tuple[int, int] = (8, 12)) -> None:
    """Sessions numbered from 1, `talks` of them (8-12 unless told), dated in order over 90
    days at least, with `fewest`-`most` turns in all, each said by one of the two speakers,
    both in each session."""
    for sample in raw:
        conv = sample["conversation"]
        speakers = {conv["speaker_a"], conv["speaker_b"]}
        numbered = sessions(sample)
        assert talks[0] <= len(numbered) <= talks[1], sample["sample_id"]
        assert sorted(numbered) == list(range(1, len(numbered) + 1))
        assert fewest <= sum(len(turns) for turns in numbered.values()) <= most
        dates = [parse_date(conv[f"session_{n}_date_time"]) for n in sorted(numbered)]
        assert dates == sorted(dates) and len(set(dates)) == len(dates)
        assert (dates[-1] - dates[0]).days >= 90
        for n, turns in numbered.items():
            assert [t["dia_id"] for t in turns] == [f"D{n}:{i}" for i in range(1, len(turns) + 1)]
            assert all(t["speaker"] in speakers and t["text"].strip() for t in turns)
            assert set(Counter(t["speaker"] for t in turns)) == speakers


def read(path: Path) -> list[dict[str, Any]]:
    """A set file as written (the raw LoCoMo schema)."""
    with path.open(encoding="utf-8") as handle:
        data: list[dict[str, Any]] = json.load(handle)
    return data


def speakers_of(path: Path) -> set[str]:
    """The two speakers of every conversation of a set file."""
    return {c["conversation"][k] for c in read(path) for k in ("speaker_a", "speaker_b")}


def sample_of(raw: list[dict[str, Any]], sample_id: str) -> dict[str, Any]:
    """The conversation `sample_id` of a set."""
    return next(s for s in raw if s["sample_id"] == sample_id)


def turns_of(sample: dict[str, Any]) -> list[dict[str, Any]]:
    """A conversation's turns, session by session."""
    return [t for s in sessions(sample).values() for t in s]


def text_of(sample: dict[str, Any]) -> str:
    """A conversation's words, lower-cased, for checks of its voice."""
    return " ".join(t["text"] for t in turns_of(sample)).lower()


def loads_whole(path: Path, ids: list[str], turns: list[int], questions: int,
                per_category: dict[int, int]) -> None:
    """The set loads as bench/locomo.py reads it (bench/locomo_data.py `load`) with every
    question kept: the sample ids, turns and questions per chat, each question's category
    count, and a file under 400 kB."""
    conversations = load(path)
    assert [c.sample_id for c in conversations] == ids
    assert [len(c.questions) for c in conversations] == [questions] * len(ids)
    assert [len(c.turns) for c in conversations] == turns
    for conv in conversations:
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert Counter(q.category for q in conv.questions) == per_category, conv.sample_id
    assert path.stat().st_size < 400_000


def time_questions_reach_every_session(raw: list[dict[str, Any]]) -> None:
    """Every session holds the evidence of some temporal question (category 2)."""
    for sample in raw:
        asked = {int(e.split(":")[0][1:]) for qa in sample["qa"] if qa["category"] == 2
                 for e in qa["evidence"]}
        assert asked == set(sessions(sample)), sample["sample_id"]


def short_turns(raw: list[dict[str, Any]], median: int, longest: int) -> None:
    """Turns as short as texts: the middle turn at most `median` words, none over `longest`."""
    for sample in raw:
        words = sorted(len(t["text"].split()) for s in sessions(sample).values() for t in s)
        assert words[len(words) // 2] <= median, sample["sample_id"]
        assert words[-1] <= longest, sample["sample_id"]


def said_by(sample: dict[str, Any], speaker: str) -> list[str]:
    """Every turn one speaker wrote, lower-cased."""
    return [t["text"].lower() for t in turns_of(sample) if t["speaker"] == speaker]


def has(text: str, word: str) -> bool:
    """The word stands alone in the text (not inside another word)."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None
