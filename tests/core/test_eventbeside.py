"""What a date says to the words beside it (core/eventbeside.py, core/eventday.py's "5th,
Thursday", core/tense.py's passive of now and "pushed my start to"). Fresh sentences, in no
dataset (issue 27, stop 24): each rule both ways, what it must read and a near miss it must
leave alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.tense import AHEAD, BACK, Sentence

TUE = date(2026, 4, 14)  # a Tuesday


def read(text: str, said: date = TUE) -> list[tuple[str, str]]:
    return [(e.phrase, str(e.start)) for e in resolve(text, said)]


@pytest.mark.parametrize(("text", "expected"), [
    # a weekday beside a date that falls on it is that date (30 May 2026 is a Saturday)
    ("recital is 30 May. Saturday, 6 pm, in the church hall",
     [("30 May", "2026-05-30"), ("Saturday", "2026-05-30")]),
    ("my cousin lands 12th June, Friday, late at night",
     [("12th June", "2026-06-12"), ("Friday", "2026-06-12")]),
    ("the viva slot is Monday 1 June", [("Monday", "2026-06-01"), ("1 June", "2026-06-01")]),
    # the other way round, a day number then its weekday (4 May 2026 is a Monday)
    ("Dentist moved to 4th, Monday. Early slot", [("4th, Monday", "2026-05-04")]),
    ("the tiling starts the 21st, Thursday", [("the 21st, Thursday", "2026-05-21")]),
    # a month, a comma, an ordinal day
    ("I'm aiming for June, 18th, for the housewarming", [("June, 18th", "2026-06-18")]),
    # a range with a bare end
    ("the cabin is ours aug 3 to 9", [("aug 3", "2026-08-03"), ("to 9", "2026-08-09")]),
    ("conference is may 28-2, Lisbon", [("may 28", "2026-05-28"), ("-2", "2026-06-02")]),
    # a year after the end is the start's too
    ("Retreat (March 4-14, 2027)", [("March 4", "2027-03-04"), ("-14, 2027", "2027-03-14")]),
])
def test_reads(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # a weekday beside a date on another weekday: the two disagree, the weekday is left as read
    # (30 May 2026 is a Saturday, not a Friday)
    ("30 May. Friday I cleaned the garage", [("30 May", "2026-05-30"), ("Friday", "2026-04-10")]),
    # a weekday far from the date is another day
    ("the wedding is 30 May and on the Saturday before that we shop for shoes",
     [("30 May", "2026-05-30")]),
    # a month and a comma before a number without its suffix names no day
    ("in March, 4 of us went skiing", [("in March", "2026-03-01")]),
    # a number after "to" followed by a unit or a time names no day
    ("aug 3 to 9 pm is the late shift", [("aug 3", "2026-08-03")]),
    ("on may 2 to 40 guests", [("may 2", "2026-05-02")]),
])
def test_leaves_alone(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected


def test_passive_of_now_is_no_past_verb() -> None:
    # "is fixed" is how things stand now, so the date is the nearer one, not last year's
    assert read("Gran's hip operation is fixed, 20th January", date(2026, 11, 2)) == [
        ("20th January", "2027-01-20")]
    # "was fixed" still points back
    assert read("Gran's hip operation was fixed, 20th January", date(2026, 11, 2)) == [
        ("20th January", "2026-01-20")]
    text = "the boiler is repaired on the 3rd"
    assert Sentence(text).direction(text.index("on the"), len(text)) != BACK
    text = "they repaired the boiler on the 3rd"
    assert Sentence(text).direction(text.index("on the"), len(text)) == BACK


def test_left_before_a_side_is_no_verb() -> None:
    text = "her left wrist cast comes off on the 9th"
    assert Sentence(text).direction(text.index("on the"), len(text)) != BACK
    text = "she left on the 9th"
    assert Sentence(text).direction(text.index("on the"), len(text)) == BACK


def test_moved_with_its_object_points_ahead() -> None:
    text = "I pushed my viva to october 3"
    assert Sentence(text).direction(text.index("october"), len(text)) == AHEAD
    assert read(text, date(2026, 1, 20)) == [("october 3", "2026-10-03")]
    # pushing a thing to a place is no date's move
    text = "I pushed the trolley to the car on the 3rd"
    assert Sentence(text).direction(text.index("on the"), len(text)) == BACK
