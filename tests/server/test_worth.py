# ruff: noqa: RUF001
"""Offline memorize skips messages that carry no information, and says which and why.

The sentences here are fresh (in no dataset, and not in bench/data/acknowledgements.jsonl,
the transcript the rule was measured on)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ebbing.server.worth import why_not_kept

ACKNOWLEDGEMENTS = [
    "ok, noted",
    "thanks!",
    "Roger that, thanks a lot",
    "Yep, understood.",
    "Got it, point 2 is clear now",
    "Okay okay, I'll bear that in mind",
    "Thank you, that's very clear",
    "Hello!",
    "明白了，第4条我记住了",
    "好嘞，收到",
    "谢谢你，我都记下了",
    "第五点我明白了",
    "嗯，知道了，放心",
    "哦哦，好的好的",
    "OK，了解",
    "   ",
]
INFORMATION = [
    "ok, and the meeting is at 10",
    "Thanks, my dentist is Dr. Ruiz",
    "Got it, I'll take the 6:15 bus instead",
    "Noted, but Anna is vegetarian",
    "I moved to Porto in May",
    "No, I have never been to Japan",
    "明白了，不过我周六不在家",
    "好的，我的新手机号是13800138000",
    "谢谢，我儿子下周一开学",
    "收到，会议改在三楼",
    "我不吃辣",
    "Lisbon",
    "It was lovely!",  # how something went: an assessment, not an acknowledgement
]


@pytest.mark.parametrize("text", ACKNOWLEDGEMENTS)
def test_an_acknowledgement_is_skipped_with_a_reason(text: str) -> None:
    assert why_not_kept(text)


@pytest.mark.parametrize("text", INFORMATION)
def test_a_message_that_states_anything_is_kept(text: str) -> None:
    assert why_not_kept(text) is None


def test_the_written_transcript() -> None:
    """bench/data/acknowledgements.jsonl: English and Chinese turns, each labelled by hand
    (keep or not). Every message with information is kept; at most one acknowledgement may
    slip through (it is then kept, which loses nothing)."""
    path = Path(__file__).resolve().parents[2] / "bench" / "data" / "acknowledgements.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(rows) >= 40 and {r["keep"] for r in rows} == {True, False}
    kept_wrongly = [r["content"] for r in rows if not r["keep"] and why_not_kept(r["content"])
                    is None]
    skipped_wrongly = [r["content"] for r in rows if r["keep"] and why_not_kept(r["content"])]
    assert skipped_wrongly == []
    assert len(kept_wrongly) <= 1, kept_wrongly
