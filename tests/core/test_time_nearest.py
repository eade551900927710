"""A date without a year, read the way the sentence points, else the nearer; a day of the
month written alone after a date takes its month; questions asking for a time however they
begin. Fresh sentences, in no dataset (issue 27, docs/retrieval.md "Fifteenth round")."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.dates import day_by_way, month_by_way
from ebbing.core.eventtime import resolve
from ebbing.core.questions import asks_duration, asks_start, asks_when

FEB = date(2025, 2, 1)  # a Saturday
OCT = date(2025, 10, 20)


def test_a_day_without_a_year_by_the_way_the_sentence_points() -> None:
    assert day_by_way(OCT, 11, 9, 0) == date(2025, 11, 9)  # 20 days on, not 11 months back
    assert day_by_way(OCT, 9, 30, 0) == date(2025, 9, 30)
    assert day_by_way(OCT, 4, 2, 0) == date(2026, 4, 2)  # 5 months on, 7 back
    assert day_by_way(OCT, 11, 9, -1) == date(2024, 11, 9)
    assert day_by_way(OCT, 9, 30, 1) == date(2026, 9, 30)
    assert day_by_way(OCT, 10, 20, 0) == OCT
    assert month_by_way(OCT, 12, 0) == 2025
    assert month_by_way(OCT, 3, 0) == 2026
    assert month_by_way(OCT, 5, 0) == 2025
    assert month_by_way(OCT, 3, -1) == 2025
    assert month_by_way(OCT, 5, 1) == 2026


def read(text: str, said: date) -> list[tuple[str, str]]:
    return [(e.phrase, e.label()) for e in resolve(text, said)]


@pytest.mark.parametrize(("text", "said", "expected"), [
    # no verb: the nearer day, where the old reading went a year back
    ("12th of november, at the Albert Hall", OCT, [("12th of november", "12 Nov 2025")]),
    ("pottery course? 3 march to 7 april", OCT,
     [("3 march", "3 Mar 2026"), ("7 april", "7 Apr 2026")]),
    ("hers is in january i think", OCT, [("in january", "Jan 2026")]),
    # a verb decides as before
    ("we painted the shed on the 2nd of march", OCT, [("the 2nd of march", "2 Mar 2025")]),
    ("I'll repaint it on 2 march", FEB, [("2 march", "2 Mar 2025")]),
    # no verb that points: the nearer March (a modal does not say which way: "it's Monday,
    # so I should get on with it" is today)
    ("the vet says we can collect him in march", FEB, [("in march", "Mar 2025")]),
    # an -ed word after a preposition is a name, not a past verb
    ("the coach from Ormsted leaves 14 october", date(2025, 9, 1),
     [("14 october", "14 Oct 2025")]),
])
def test_the_way_a_date_points(text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected


@pytest.mark.parametrize(("text", "said", "expected"), [
    ("we sail on the 9th of march, home on the 16th", FEB,
     [("the 9th of march", "9 Mar 2025"), ("on the 16th", "16 Mar 2025")]),
    ("arrive may 28, leaving the 3rd", FEB,
     [("may 28", "28 May 2025"), ("the 3rd", "3 Jun 2025")]),
    ("june 9 is no good for me. how about the 14th?", FEB,
     [("june 9", "9 Jun 2025"), ("the 14th", "14 Jun 2025")]),
    # an ordinal naming no day carries nothing; with no month before it, the day alone is
    # this month's or the nearest month's (core/eventcount.py)
    ("april 2 was the 3rd time she called", FEB, [("april 2", "2 Apr 2024")]),
    ("how about the 14th?", FEB, [("the 14th", "14 Feb 2025")]),
])
def test_a_day_of_the_month_alone_takes_the_month_before_it(
        text: str, said: date, expected: list[tuple[str, str]]) -> None:
    assert read(text, said) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("the cast stayed on for like 6 weeks", [("for like 6 weeks", "since Sep 2025")]),
    ("quit sugar again. lasted two months", [("lasted two months", "since Aug 2025")]),
    ("sorted after a day of waiting", []),
])
def test_durations_told_loosely(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text, OCT) == expected


@pytest.mark.parametrize("question", [
    "on what date did Priya renew her passport?",
    "roughly when did the roof start leaking?",
    "until when is the pool closed?",
    "by when does Oskar need the deposit?",
    "what night did the band play the Roundhouse?",
    "which weekend is Oskar's regatta?",
    "what was Mirela's last day at the pharmacy?",
    "what are the dates of the porto trip?",
    "When did Ana move?",
])
def test_questions_asking_for_a_time(question: str) -> None:
    assert asks_when(question)


@pytest.mark.parametrize("question", [
    "What did Oskar cook for the regatta?", "What kind of day did Priya have?",
    "Which dog did they adopt?", "What was the best part of the porto trip?",
])
def test_questions_not_asking_for_a_time(question: str) -> None:
    assert not asks_when(question)


def test_a_hedge_before_how_long_or_when_it_began() -> None:
    assert asks_duration("roughly how long has Priya kept bees?")
    assert asks_start("about when did Mirela start running?")
    assert not asks_start("about what did Mirela start arguing?")
