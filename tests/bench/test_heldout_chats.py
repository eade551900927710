"""bench/data/heldout_chats.json, the blind held-out conversations of issue 27: it loads with
bench/locomo_data.py as bench/locomo.py reads it, and every evidence id names a turn that
exists, so an edit cannot silently drop a question from the scores."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from locomo_data import load, parse_date

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "heldout_chats.json"
SESSION = re.compile(r"session_(\d+)")


@pytest.fixture(scope="module")
def raw() -> list[dict[str, Any]]:
    with DATA.open(encoding="utf-8") as handle:
        data: list[dict[str, Any]] = json.load(handle)
    return data


def sessions(sample: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    conv = sample["conversation"]
    return {int(m.group(1)): conv[key] for key in conv if (m := SESSION.fullmatch(key))}


def test_it_loads_as_the_benchmark_reads_it_with_no_question_skipped() -> None:
    conversations = load(DATA)
    assert [c.sample_id for c in conversations] == ["heldout-1", "heldout-2", "heldout-3"]
    for conv in conversations:
        assert 40 <= len(conv.questions) <= 50
        assert all(q.evidence for q in conv.questions), conv.sample_id
        assert {q.category for q in conv.questions} == {1, 2, 3, 4, 5}
    assert DATA.stat().st_size < 400_000


def test_turns_are_numbered_in_order_by_the_two_speakers(raw: list[dict[str, Any]]) -> None:
    for sample in raw:
        conv = sample["conversation"]
        speakers = {conv["speaker_a"], conv["speaker_b"]}
        numbered = sessions(sample)
        assert sorted(numbered) == list(range(1, len(numbered) + 1))
        dates = [parse_date(conv[f"session_{n}_date_time"]) for n in sorted(numbered)]
        assert dates == sorted(dates)
        for n, turns in numbered.items():
            assert 14 <= len(turns) <= 24
            assert [t["dia_id"] for t in turns] == [f"D{n}:{i}" for i in range(1, len(turns) + 1)]
            assert all(t["speaker"] in speakers and t["text"].strip() for t in turns)
