"""Days as a plan stands at them (stop 26, time9): any such weekday ("a Friday", "every
Monday") names no day; a present "is" just before a day is the verb nearest it; "now" beside a
day in a clause with no verb of its own; a range's end after its start. Fresh sentences, in no
dataset: what must be read, and the near misses that must be read otherwise or not at all."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.timeexpr import find_time_window


def read(text: str, said: date) -> list[tuple[str, str]]:
    return [(e.phrase, str(e.start)) for e in resolve(text, said)]


@pytest.mark.parametrize("text", [
    "the hall costs twice as much on a saturday",
    "we swim every Tuesday before work",
    "a Sunday lunch at Gran's is sacred",
    "each Monday the bins go out",
    "the clinic opens one Sunday a month",
])
def test_any_weekday_names_no_day(text: str) -> None:
    assert read(text, date(2026, 3, 4)) == []


@pytest.mark.parametrize(("text", "expected"), [
    # near misses: one weekday, by its own word or by none
    ("on Saturday we swam at the lido", [("on Saturday", "2026-02-28")]),
    ("last Sunday was a washout", [("last Sunday", "2026-03-01")]),
    ("a parcel came on Monday", [("on Monday", "2026-03-02")]),
])
def test_one_weekday_is_still_read(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text, date(2026, 3, 4)) == expected


@pytest.mark.parametrize(("question", "phrase"), [
    ("Why did they pick a Saturday for the christening?", None),
    ("How much is the room on a weekday compared with a Friday?", None),
    ("What does Noor do every Thursday evening?", None),
    # near misses: one day named
    ("What did Noor do on Thursday?", "on Thursday"),
    ("Where was Noor last Friday?", "last Friday"),
])
def test_a_question_about_any_weekday_has_no_window(question: str, phrase: str | None) -> None:
    window = find_time_window(question, datetime(2026, 3, 4, 12, tzinfo=UTC))
    assert (window.phrase if window else None) == phrase


@pytest.mark.parametrize(("text", "said", "expected"), [
    # a present "is" just before the day is the verb nearest it, nearer than the saying
    ("Auntie said the naming is 3rd May in Ikeja", date(2026, 2, 10), [("3rd May", "2026-05-03")]),
    ("Grandad told us his recital is on the 19th", date(2026, 2, 10), [("on the 19th",
                                                                        "2026-02-19")]),
    # near miss: a past "was" before the day still points back
    ("Auntie said the naming was 3rd May", date(2026, 2, 10), [("3rd May", "2025-05-03")]),
    # "now" beside a day, in a clause with no verb of its own: where a plan stands after a change
    ("The garage called me, now 9th April for the clutch", date(2026, 4, 1),
     [("9th April", "2026-04-09")]),
    ("they moved the fitting. 14th October now, the tailor said", date(2026, 9, 20),
     [("14th October", "2026-10-14")]),
    # near miss: "now" opening a clause whose verb is no tense cue
    ("Now tell me about Saturday, I was so sad to miss it", date(2026, 3, 4),
     [("Saturday", "2026-02-28")]),
    # a range's end read before its start is the next one after it
    ("they shifted the course, now 30th December to 4th January", date(2026, 12, 20),
     [("30th December", "2026-12-30"), ("4th January", "2027-01-04")]),
    ("HR moved my leave, now 24th August to 7th September", date(2026, 8, 15),
     [("24th August", "2026-08-24"), ("7th September", "2026-09-07")]),
    # near misses: a bare day ending the range takes the start's month; a range in order
    ("Lisbon. October 5th to the 15th.", date(2026, 9, 16),
     [("October 5th", "2026-10-05"), ("the 15th", "2026-10-15")]),
    ("we were away 2nd March to 9th March", date(2026, 3, 20),
     [("2nd March", "2026-03-02"), ("9th March", "2026-03-09")]),
])
def test_a_day_as_a_plan_stands(text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected
