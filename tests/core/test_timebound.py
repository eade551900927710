"""A question's period with the word that bounds it, and day ranges of one month
(core/timebound.py through find_time_window): phrases written for these tests, in no
dataset; each an exact window, or none rather than a wrong one."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.timeexpr import find_time_window

NOW = datetime(2026, 11, 26, 15, 0, tzinfo=UTC)  # a Thursday


def days(text: str) -> tuple[date, date] | None:
    found = find_time_window(text, NOW)
    return None if found is None else (found.start.date(), found.end.date())


@pytest.mark.parametrize(("text", "first", "end"), [
    # the first end a bare day of the second's month
    ("What did Wren plant between the 4th and the 11th of March?", "2026-03-04", "2026-03-12"),
    ("Where was Ossian from the 2nd to the 6th of October 2025?", "2025-10-02", "2025-10-07"),
    ("Who visited between 14 and 19 August?", "2026-08-14", "2026-08-20"),
    ("Which dishes did Tove cook from 7 to 9 February?", "2026-02-07", "2026-02-10"),
    # the second end a bare day of the first's month
    ("What broke between September 21 and 25?", "2026-09-21", "2026-09-26"),
    ("How did Bram sleep from the 3rd of July to the 8th?", "2026-07-03", "2026-07-09"),
    # a period with its bound: since runs to today, after from its end to today
    ("Since March, how many lessons has Wren had?", "2026-03-01", "2026-11-27"),
    ("What has Ossian built ever since the summer of 2024?", "2024-06-01", "2026-11-27"),
    ("What went wrong with the boiler after September?", "2026-10-01", "2026-11-27"),
    ("What did Tove change after 12 October 2026?", "2026-10-13", "2026-11-27"),
    # a composition beside a date is longer than the bound and still wins
    ("What did Bram fix the week before 16 May 2026?", "2026-05-09", "2026-05-16"),
    ("Where did Wren go last weekend before 13 April 2026?", "2026-04-11", "2026-04-13"),
    ("What did Ossian buy the Friday before 17 March 2026?", "2026-03-13", "2026-03-14"),
    ("Where was Tove between 3 May and 1 June 2026?", "2026-05-03", "2026-06-02"),
])
def test_a_bounded_period_or_a_range_of_days(text: str, first: str, end: str) -> None:
    assert days(text) == (date.fromisoformat(first), date.fromisoformat(end))


@pytest.mark.parametrize("text", [
    # one side only: no window rather than the period itself
    "What did Wren grow before June 2025?",
    "What did Bram eat prior to 12 April 2026?",
    # a bound and its opposite: both sides, no window
    "How did Ossian's knee feel before and after May 2026?",
    # after a period not yet over: nothing of it has happened
    "What will Tove do after December 2026?",
    # backwards, or a day the month lacks
    "What happened between the 9th and the 3rd of May?",
    "What happened between the 20th and the 31st of April?",
])
def test_no_window_rather_than_a_wrong_one(text: str) -> None:
    assert days(text) is None


@pytest.mark.parametrize(("text", "first", "end"), [
    # look-alikes: two days, a clock time, "since when" with no period
    ("What did Bram post on May 3 and 9?", "2026-05-03", "2026-05-04"),
    ("What was on from May 3 to 9 pm?", "2026-05-03", "2026-05-04"),
    ("What did Wren do on 8 November, since she was free?", "2026-11-08", "2026-11-09"),
    # the state reached by a time: told in or just before it, the period's own window
    ("How many chapters had Tove written by October 2026?", "2026-10-01", "2026-11-01"),
    ("Where did Ossian live until March 2026?", "2026-03-01", "2026-04-01"),
])
def test_look_alikes_keep_their_reading(text: str, first: str, end: str) -> None:
    assert days(text) == (date.fromisoformat(first), date.fromisoformat(end))


def test_since_when_names_no_period() -> None:
    assert days("Since when has Tove kept bees?") is None
