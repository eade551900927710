# ruff: noqa: RUF001
"""A plan's time that is over by the day of the recall says so in the prompt ("next Friday
[9 Oct 2026, now past]"). Sentences written for this test, in no dataset."""

from __future__ import annotations

from datetime import date

from ebbing.core.annotate import annotate

SAID = date(2026, 3, 4)  # a Wednesday


def test_a_plan_read_after_its_day_is_marked_past() -> None:
    text = "We're driving to Antwerp on Saturday for Noor's recital."
    assert "[7 Mar 2026, now past]" in annotate(text, SAID, date(2026, 4, 1))
    assert "[7 Mar 2026]" in annotate(text, SAID, date(2026, 3, 5))  # still ahead
    assert "[7 Mar 2026]" in annotate(text, SAID)                      # no day given


def test_in_chinese_the_mark_follows_the_prompt_language() -> None:
    text = "我下周二要去口腔医院拔智齿。"
    assert "，已过去]" in annotate(text, SAID, date(2026, 5, 1), "zh")
    assert ", now past]" in annotate(text, SAID, date(2026, 5, 1))


def test_what_was_already_past_when_said_is_not_marked() -> None:
    text = "Yesterday I finally fixed the bike's back brake."
    shown = annotate(text, SAID, date(2026, 9, 1))
    assert "[3 Mar 2026]" in shown and "now past" not in shown


def test_a_duration_is_not_marked() -> None:
    shown = annotate("I've been learning the cello for two years.", SAID, date(2027, 9, 1))
    assert "now past" not in shown
