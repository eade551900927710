"""Days as a sentence tells them (stop 25, time8): a present "is" before a day, a day someone
said or offered, a weekday choosing its date's year, "last Saturday" said the day after, and
holidays with one name in one country. Fresh sentences, in no dataset: what must be read,
and the near misses that must be read otherwise or not at all."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.timeexpr import find_time_window


def read(text: str, said: date) -> list[tuple[str, str]]:
    return [(e.phrase, str(e.start)) for e in resolve(text, said)]


@pytest.mark.parametrize(("text", "said", "expected"), [
    # a present "is" before the day, or the day the subject of "is" / "works": what is set
    ("the review is Thursday at 2, can you come", date(2026, 3, 3), [("Thursday", "2026-03-05")]),
    ("now its on the 12th", date(2026, 6, 8), [("on the 12th", "2026-06-12")]),
    ("Monday is the first day back", date(2026, 3, 4), [("Monday", "2026-03-09")]),
    ("nvm thursday works", date(2026, 3, 4), [("thursday", "2026-03-05")]),
    # near misses: a past copula stays back, and "today is Friday" names today
    ("Monday was the worst", date(2026, 3, 4), [("Monday", "2026-03-02")]),
    ("today is Friday", date(2026, 3, 6), [("today", "2026-03-06"), ("Friday", "2026-03-06")]),
    # a day someone said is not dated by the saying: the nearer one
    ("the vet said october 2 for the jab", date(2026, 9, 20), [("october 2", "2026-10-02")]),
    ("they offered tues oct 6 instead", date(2026, 9, 30),
     [("tues", "2026-10-06"), ("oct 6", "2026-10-06")]),
    # near miss: "told me on Friday" says when the telling was
    ("The dentist told me on Friday that I need a crown", date(2026, 3, 4),
     [("on Friday", "2026-02-27")]),
    # a date a plan slipped or shifted to lies ahead
    ("the launch slipped to May 14", date(2026, 4, 10), [("May 14", "2026-05-14")]),
    ("the gig shifted to june 3", date(2026, 4, 10), [("june 3", "2026-06-03")]),
])
def test_direction(text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # 25 September 2025 is a Thursday, 25 September 2026 a Friday: the weekday picks the year
    ("sept 25 friday, what do u think", [("sept 25", "2026-09-25"), ("friday", "2026-09-25")]),
    ("sept 25 thursday, what do u think", [("sept 25", "2025-09-25"),
                                           ("thursday", "2025-09-25")]),
    # neither year's 25 September is a Monday: the two disagree and each keeps its reading
    ("sept 25 monday, what do u think", [("sept 25", "2025-09-25"), ("monday", "2026-01-05")]),
    # a year written is kept; a full stop between makes them two sentences
    ("sept 25 2025 friday works", [("sept 25 2025", "2025-09-25"), ("friday", "2026-01-09")]),
    ("25 Sept. Friday I cleaned the shed", [("25 Sept", "2025-09-25"),
                                            ("Friday", "2026-01-09")]),
])
def test_weekday_picks_the_year(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text, date(2026, 1, 10)) == expected


def test_last_weekday_said_the_day_after_is_the_week_before() -> None:
    # said on Sunday 8 March: yesterday would be "yesterday"
    assert read("picked up the keys last Saturday", date(2026, 3, 8)) == [
        ("last Saturday", "2026-02-28")]
    # said on Tuesday 10 March: the Saturday just gone
    assert read("picked up the keys last Saturday", date(2026, 3, 10)) == [
        ("last Saturday", "2026-03-07")]
    window = find_time_window("What did I do last Saturday?", datetime(2026, 3, 8, 12))
    assert window is not None and window.start.date() == date(2026, 2, 28)


@pytest.mark.parametrize(("text", "said", "expected"), [
    ("Good Friday was quiet at the shop", date(2026, 4, 20), [("Good Friday", "2026-04-03")]),
    ("we went to the coast on Easter Monday", date(2026, 5, 2),
     [("on Easter Monday", "2026-04-06")]),
    ("the fireworks on Bonfire Night were mad", date(2026, 11, 9),
     [("on Bonfire Night", "2026-11-05")]),
    ("we drove to the cottage over the Victoria Day weekend", date(2026, 6, 1),
     [("over the Victoria Day weekend", "2026-05-16")]),
    # near misses: an adjective's "good Friday", the man, and a habit name no day
    ("we had a good Friday at the pub", date(2026, 4, 20), [("Friday", "2026-04-17")]),
    ("I watched a film about Guy Fawkes yesterday", date(2026, 4, 20),
     [("yesterday", "2026-04-19")]),
    ("we always go camping on Victoria Day", date(2026, 6, 1), []),
])
def test_holidays(text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected


def test_a_question_names_a_holiday_window() -> None:
    now = datetime(2026, 12, 1, tzinfo=UTC)
    window = find_time_window("what went wrong with the boiler around bonfire night", now)
    assert window is not None
    assert (window.start.date(), window.end.date()) == (date(2026, 11, 5), date(2026, 11, 6))
    long = find_time_window("What did they do over the Victoria Day long weekend?", now)
    assert long is not None
    assert (long.start.date(), long.end.date()) == (date(2026, 5, 16), date(2026, 5, 19))


@pytest.mark.parametrize(("text", "said", "expected"), [
    # a possessive's "'s" is no "is": the sentence's past verb still decides
    ("We ate at Rosa's on Tuesday, it was packed", date(2026, 3, 8),
     [("on Tuesday", "2026-03-03")]),
    ("St. Jude's on Tuesday. First time.", date(2026, 3, 8), [("on Tuesday", "2026-03-03")]),
    # "it's Sunday", said on a Sunday, is today; a date after "it's" is the coming one
    ("its sunday. no", date(2026, 3, 8), [("sunday", "2026-03-08")]),
    ("its may 26 so ive got like 15 weeks", date(2026, 2, 8), [("may 26", "2026-05-26")]),
])
def test_is_read_only_as_is(text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected


def test_only_the_day_itself_is_the_subject_and_the_year_moves_ahead() -> None:
    # a date inside a longer subject is not set by its "is": the nearer one
    assert read("The photo from March 2nd is also in the album", date(2026, 7, 11)) == [
        ("March 2nd", "2026-03-02")]
    # 12 April 2026 is a Sunday; a Saturday 12 April lies a year back: left as read, ahead
    assert read("Scheduled for Saturday, April 12th, at 10", date(2026, 4, 6)) == [
        ("Saturday", "2026-04-11"), ("April 12th", "2026-04-12")]


def test_a_year_back_when_nearer() -> None:
    # said on 30 March 2026, read ahead ("booked") as 2027; 22 March 2026 is the Sunday
    assert read("booked for Sunday, March 22nd", date(2026, 3, 30)) == [
        ("Sunday", "2026-03-22"), ("March 22nd", "2026-03-22")]
