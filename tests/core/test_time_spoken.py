"""Times as English is spoken around the world (core/eventcount.py) and a turn's phrases
composed as a question's are (core/eventcompose.py). Fresh sentences, in no dataset (issue 27,
stop 23): each rule both ways, what it must read and a near miss it must leave alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.timeexpr import find_time_window

WED = date(2025, 3, 12)  # a Wednesday
SAT = date(2025, 3, 15)


def read(text: str, said: date = WED) -> list[tuple[str, str, str]]:
    return [(e.phrase, str(e.start), str(e.end)) for e in resolve(text, said)]


@pytest.mark.parametrize(("text", "expected"), [
    # counted from the day said
    ("My nephew came home before 3 days only", [("before 3 days", "2025-03-09", "2025-03-10")]),
    ("she shifted to Hyderabad before one month", [("before one month", "2025-02-01",
                                                     "2025-03-01")]),
    ("I will send the papers after 2 days", [("after 2 days", "2025-03-14", "2025-03-15")]),
    ("my cousin is living with us since 4 months",
     [("since 4 months", "2024-11-12", "2025-03-13")]),
    ("we have been neighbours since two years ago",
     [("since two years ago", "2023-03-12", "2025-03-13")]),
    ("Grandad had his knee done a fortnight back", [("a fortnight back", "2025-02-23",
                                                     "2025-03-02")]),
    ("the plaster comes off in a fortnight", [("in a fortnight", "2025-03-23", "2025-03-30")]),
    ("ma is coming day after tomorrow", [("day after tomorrow", "2025-03-14", "2025-03-15")]),
    ("they met last to last week at the temple",
     [("last to last week", "2025-02-24", "2025-03-03")]),
    ("the plumber comes next to next week", [("next to next week", "2025-03-24",
                                              "2025-03-31")]),
    ("we're off to the lakes this coming weekend",
     [("this coming weekend", "2025-03-15", "2025-03-17")]),
    ("the pandit came last to last Tuesday", [("last to last Tuesday", "2025-03-04",
                                                "2025-03-05")]),
    ("we leave the Monday after next", [("the Monday after next", "2025-03-24", "2025-03-25")]),
    ("can't meet til after thursday", [("til after thursday", "2025-03-13", "2025-03-14")]),
    # a day of the month by its number alone
    ("does the 19th suit you?", [("the 19th", "2025-03-19", "2025-03-20")]),
    ("the rent went up on the 3rd", [("on the 3rd", "2025-03-03", "2025-03-04")]),
    ("I have to submit it by the 28th", [("the 28th", "2025-03-28", "2025-03-29")]),
    ("the fitter can't come before the 20th now", [("the 20th", "2025-03-20", "2025-03-21")]),
    ("results come after the 25th only", [("the 25th", "2025-03-25", "2025-03-26")]),
    ("the inspection got preponed to the 17th", [("the 17th", "2025-03-17", "2025-03-18")]),
    # parts of a period, steps from the day said
    ("the builders start in the second week of April",
     [("the second week of April", "2025-04-08", "2025-04-15")]),
    ("we repainted the kitchen in late January", [("late January", "2025-01-21",
                                                   "2025-02-01")]),
    ("the twins were born at the end of June 2023",
     [("the end of June 2023", "2023-06-21", "2023-07-01")]),
    ("the boiler broke the week before last", [("the week before last", "2025-02-24",
                                                "2025-03-03")]),
])
def test_what_it_reads(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize("text", [
    "she lives in the 14th flat along",          # an ordinal with its noun
    "it was my 2nd attempt at the exam",
    "about the 4th time he has asked",
    "after two weeks of physio my shoulder was fine",  # counted from an event, not the day
    "after three days the swelling went down",         # told of the past: from an event
    "in the long run it was worth it",
    "she is in the top 5th percentile",
])
def test_what_it_leaves_alone(text: str) -> None:
    assert read(text) == []


def test_a_range_keeps_its_two_days() -> None:
    assert read("the exhibition runs 4 april to 9 may") == [
        ("4 april", "2025-04-04", "2025-04-05"), ("9 may", "2025-05-09", "2025-05-10")]


def test_a_part_of_a_month_that_is_also_a_name_only_inside_the_phrase() -> None:
    assert read("May said the ferry was late") == []
    assert read("we sailed to Skye in early May") == [("early May", "2024-05-01",
                                                        "2024-05-11")]


def test_an_impossible_part_gives_no_day_rather_than_the_month() -> None:
    assert read("the fifth Friday of February 2025 was cold") == []


def test_the_number_alone_points_the_way_the_verb_does() -> None:
    assert read("we went to the fair on 2nd", SAT) == [("2nd", "2025-03-02", "2025-03-03")]
    assert read("the fair will be on 2nd", SAT) == [("2nd", "2025-04-02", "2025-04-03")]


def test_the_screen_lets_every_new_phrase_through() -> None:
    for text in ("a fortnight ago", "before 2 days", "the 19th?", "early May", "til friday"):
        assert mentions_time(text), text


def test_a_question_reads_last_to_last_as_its_turns_do() -> None:
    from datetime import UTC, datetime

    window = find_time_window("What did Asha cook last to last week?",
                              datetime(2025, 3, 12, 9, tzinfo=UTC))
    assert window is not None
    assert (window.start.date(), window.end.date()) == (date(2025, 2, 24), date(2025, 3, 3))


def test_a_day_number_takes_the_month_named_before_it_and_no_street_or_quarter() -> None:
    assert read("we have booked the barn for September, the 12th to the 14th") == [
        ("the 12th", "2025-09-12", "2025-09-13"), ("the 14th", "2025-09-14", "2025-09-15")]
    assert read("the lease will end in november, on the 3rd") == [
        ("in november", "2025-11-01", "2025-12-01"), ("on the 3rd", "2025-11-03", "2025-11-04")]
    assert read("the deli on 7th closes early") == []          # a street, not a day
    assert read("she's at the clinic on 2nd") == []
    assert read("they scored twice in the 3rd and won") == []  # a period of a game
    assert read("the dentist moved us to the 26th because of a cancellation") == [
        ("the 26th", "2025-03-26", "2025-03-27")]


def test_a_part_of_a_day_is_that_day_not_nothing() -> None:
    assert read("the forms are due by the end of today") == [
        ("the end of today", "2025-03-12", "2025-03-13")]
    assert read("I'm on call late tonight and early tomorrow") == [
        ("late tonight", "2025-03-12", "2025-03-13"), ("early tomorrow", "2025-03-13",
                                                        "2025-03-14")]

