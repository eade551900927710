"""A weekday with its day number, an ordinal weekday of a month (core/eventday.py), the days
of the month alone after "since" / "until" (core/eventtime.py `_nth`), thanks pointing back
(core/tense.py). Fresh sentences, in no dataset."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve

CASES = [
    # said on, text, phrase, first day, day after the last
    (date(2026, 2, 3), "the plumber comes thursday the 19th, fingers crossed",
     "thursday the 19th", date(2026, 2, 19), date(2026, 2, 20)),
    (date(2026, 2, 3), "we spoke on Sat 24th about the lease", "Sat 24th",
     date(2026, 1, 24), date(2026, 1, 25)),  # the nearest Saturday the 24th is January's
    (date(2026, 2, 3), "Wednesday, the 4th of March works for the tasting",
     "the 4th of March", date(2026, 3, 4), date(2026, 3, 5)),  # the date's own rule
    (date(2026, 7, 8), "the regatta is the first sunday in august",
     "the first sunday in august", date(2026, 8, 2), date(2026, 8, 3)),
    (date(2026, 7, 8), "last saturday of september we repaint the shed",
     "last saturday of september", date(2026, 9, 26), date(2026, 9, 27)),
    (date(2026, 7, 8), "the second weekend in october 2027 is the reunion",
     "the second weekend in october 2027", date(2027, 10, 9), date(2027, 10, 11)),
    (date(2026, 10, 20), "she has slept badly since the 11th", "since the 11th",
     date(2026, 10, 11), date(2026, 10, 12)),
    (date(2026, 10, 5), "since the 28th the tap drips", "since the 28th",
     date(2026, 9, 28), date(2026, 9, 29)),  # always back: last month's
    (date(2026, 10, 5), "the gallery is shut until the 19th", "until the 19th",
     date(2026, 10, 19), date(2026, 10, 20)),  # ahead
    (date(2026, 10, 25), "I waited until the 19th for the refund", "until the 19th",
     date(2026, 10, 19), date(2026, 10, 20)),  # a past verb: back
    (date(2026, 3, 11), "the lantern walk was this afternoon", "this afternoon",
     date(2026, 3, 11), date(2026, 3, 12)),  # "afternoon" is no "day after"
    (date(2026, 3, 17), "thanks for sunday, the soup was perfect", "sunday",
     date(2026, 3, 15), date(2026, 3, 16)),  # thanks are for what happened (core/tense.py)
    (date(2026, 3, 17), "two tickets for sunday please", "sunday",
     date(2026, 3, 22), date(2026, 3, 23)),  # "for" alone still points ahead
]


@pytest.mark.parametrize(("said", "text", "phrase", "first", "end"), CASES)
def test_days_named_with_where_they_fall(said: date, text: str, phrase: str, first: date,
                                          end: date) -> None:
    found = {f.phrase: (f.start, f.end) for f in resolve(text, said)}
    assert found.get(phrase) == (first, end), found


@pytest.mark.parametrize(("said", "text"), [
    (date(2026, 2, 3), "the fifth monday of february is when it opens"),  # February has 4
    (date(2026, 2, 3), "table for friday 8 please"),  # a bare number: a time as often
    (date(2026, 2, 3), "the friday 20 people came"),  # a count, not a day
])
def test_no_day_rather_than_a_wrong_one(said: date, text: str) -> None:
    found = resolve(text, said)
    assert not any(f.precision == "day" and f.start.day in (8, 20) for f in found), found
    if "fifth" in text:
        assert found == []  # not the bare Monday inside it either


def test_a_weekday_with_a_number_no_month_around_holds() -> None:
    # no month from November 2025 to May 2026 has a Monday the 31st: no day at all, not
    # the bare Monday either
    assert resolve("monday the 31st suits me", date(2026, 2, 3)) == []
    assert resolve("tuesday the 31st suits me", date(2026, 2, 3))[0].start == date(2026, 3, 31)
