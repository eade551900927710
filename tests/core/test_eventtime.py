"""The resolver of time words in a memory's content (core/eventtime.py): a table of exact
cases, each an expression, the day it was said and the interval it means."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.annotate import annotate
from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.questions import asks_duration, asks_start, asks_when

THU = date(2022, 3, 17)  # a Thursday
SAT = date(2023, 7, 15)  # a Saturday
JAN = date(2024, 1, 10)

# (text, anchor, phrase, first day, last day, precision)
CASES = [
    ("Yesterday I went bowling.", THU, "Yesterday", "2022-03-16", "2022-03-16", "day"),
    ("We watched it last night", THU, "last night", "2022-03-16", "2022-03-16", "day"),
    ("I'm baking today", THU, "today", "2022-03-17", "2022-03-17", "day"),
    ("the day before yesterday", THU, "the day before yesterday", "2022-03-15", "2022-03-15",
     "day"),
    ("I fly out tomorrow", THU, "tomorrow", "2022-03-18", "2022-03-18", "day"),
    ("Last Tuesday I met three new friends.", THU, "Last Tuesday", "2022-03-15", "2022-03-15",
     "day"),
    ("Last Thursday was rough", THU, "Last Thursday", "2022-03-10", "2022-03-10", "day"),
    ("I met her on Friday.", THU, "on Friday", "2022-03-11", "2022-03-11", "day"),
    ("I'll call her on Friday.", THU, "on Friday", "2022-03-18", "2022-03-18", "day"),
    ("next Monday is the exam", THU, "next Monday", "2022-03-21", "2022-03-21", "day"),
    ("It was due on the 5th.", THU, "on the 5th", "2022-03-05", "2022-03-05", "day"),
    ("It was due on the 25th.", THU, "on the 25th", "2022-02-25", "2022-02-25", "day"),
    ("I'll pay on the 25th.", THU, "on the 25th", "2022-03-25", "2022-03-25", "day"),
    ("We met on May 8, 2023", THU, "May 8, 2023", "2023-05-08", "2023-05-08", "day"),
    # no verb says which way: the nearer 8 May (seven weeks on, not ten months back)
    ("the 8th of May", THU, "the 8th of May", "2022-05-08", "2022-05-08", "day"),
    ("the 8th of May was lovely", THU, "the 8th of May", "2021-05-08", "2021-05-08", "day"),
    ("the 8th of January", THU, "the 8th of January", "2022-01-08", "2022-01-08", "day"),
    ("deadline 2023-05-08", THU, "2023-05-08", "2023-05-08", "2023-05-08", "day"),
    ("on 5/8/2023", THU, "5/8/2023", "2023-05-08", "2023-05-08", "day"),
    ("last week was busy", THU, "last week", "2022-03-07", "2022-03-13", "week"),
    ("next week we move", THU, "next week", "2022-03-21", "2022-03-27", "week"),
    ("this weekend we'll relax", THU, "this weekend", "2022-03-19", "2022-03-20", "week"),
    ("last weekend we hiked", SAT, "last weekend", "2023-07-08", "2023-07-09", "week"),
    ("Next month we'll go hiking.", THU, "Next month", "2022-04-01", "2022-04-30", "month"),
    ("earlier this month", THU, "earlier this month", "2022-03-01", "2022-03-31", "month"),
    ("last year was hard", THU, "last year", "2021-01-01", "2021-12-31", "year"),
    ("this summer", THU, "this summer", "2022-06-01", "2022-08-31", "season"),
    ("last summer", SAT, "last summer", "2022-06-01", "2022-08-31", "season"),
    ("this winter was cold", JAN, "this winter", "2023-12-01", "2024-02-29", "season"),
    ("next spring", SAT, "next spring", "2024-03-01", "2024-05-31", "season"),
    ("in May", THU, "in May", "2022-05-01", "2022-05-31", "month"),
    ("I was born in May", THU, "in May", "2021-05-01", "2021-05-31", "month"),
    ("in November", THU, "in November", "2021-11-01", "2021-11-30", "month"),
    ("I will travel in May", THU, "in May", "2022-05-01", "2022-05-31", "month"),
    ("in March 2020", THU, "in March 2020", "2020-03-01", "2020-03-31", "month"),
    ("in 2019", THU, "in 2019", "2019-01-01", "2019-12-31", "year"),
    ("back in 2010", THU, "back in 2010", "2010-01-01", "2010-12-31", "year"),
    ("two days ago", THU, "two days ago", "2022-03-15", "2022-03-15", "day"),
    ("two weeks ago", THU, "two weeks ago", "2022-02-28", "2022-03-06", "week"),
    ("a few months ago", THU, "a few months ago", "2021-12-01", "2021-12-31", "month"),
    ("5 years ago", THU, "5 years ago", "2017-01-01", "2017-12-31", "year"),
    ("in two weeks", THU, "in two weeks", "2022-03-28", "2022-04-03", "week"),
    ("I've had them for 3 years.", date(2023, 6, 1), "for 3 years", "2020-06-01", "2023-06-01",
     "span"),
    ("since January", THU, "since January", "2022-01-01", "2022-03-17", "span"),
    ("since May 2020", THU, "since May 2020", "2020-05-01", "2022-03-17", "span"),
    ("since 2019", THU, "since 2019", "2019-01-01", "2022-03-17", "span"),
    # gaps found on LoCoMo's turns
    ("this past weekend was fun", THU, "past weekend", "2022-03-12", "2022-03-13", "week"),
    ("two weekends ago we hiked", THU, "two weekends ago", "2022-03-05", "2022-03-06", "week"),
    ("a weekend ago", SAT, "a weekend ago", "2023-07-08", "2023-07-09", "week"),
    ("I ran into her the other day", THU, "the other day", "2022-03-10", "2022-03-16", "week"),
    ("a few weeks back I quit", THU, "a few weeks back", "2022-02-21", "2022-02-27", "week"),
    ("I've been playing for about four months now", date(2023, 12, 11), "for about four months",
     "2023-08-11", "2023-12-11", "span"),
    ("Seven years now, and I love it", date(2023, 8, 14), "Seven years now", "2016-08-14",
     "2023-08-14", "span"),
    ("5 years already!", THU, "5 years already", "2017-03-17", "2022-03-17", "span"),
    ("In the summer of 2019 we lived in Oslo", THU, "In the summer of 2019", "2019-06-01",
     "2019-08-31", "season"),
    ("winter 2021 was cold", THU, "winter 2021", "2020-12-01", "2021-02-28", "season"),
]


@pytest.mark.parametrize(("text", "anchor", "phrase", "first", "last", "precision"), CASES)
def test_an_expression_resolves_to_its_interval(text: str, anchor: date, phrase: str,
                                                first: str, last: str, precision: str) -> None:
    found = resolve(text, anchor)
    assert [(e.phrase, e.start.isoformat(), (e.end - e.start).days) for e in found] == [
        (phrase, first, (date.fromisoformat(last) - date.fromisoformat(first)).days + 1)]
    assert found[0].precision == precision


def test_the_quick_screen_never_skips_a_text_the_resolver_understands() -> None:
    assert all(mentions_time(text) for text, *_ in CASES)
    assert not mentions_time("We had lunch with Anna at the office 1234")  # a bare number


@pytest.mark.parametrize("text", [
    "", "   ", "February 30", "on the 31st of February", "in 99999", "in 1200",
    "for 5000 years", "for 0 days", "since 2999", "since the dawn of time", "12 months ago ago",
    "We had a summer camp", "I like May.", "the 45th of May", "Friday" * 10_000,
    "\x00\udcff", "in -3 weeks", "1e9 days ago",
])
def test_absurd_or_unknown_words_give_no_interval_and_never_crash(text: str) -> None:
    found = resolve(text, THU)
    assert all(e.end > e.start and 1900 <= e.start.year <= 2100 for e in found)
    if text not in ("Friday" * 10_000, "12 months ago ago"):
        assert found == []


def test_every_expression_of_a_memory_is_found_in_order() -> None:
    found = resolve("Yesterday I saw Ana; next week we fly to Oslo, in 2019 we lived there.",
                    THU)
    assert [e.phrase for e in found] == ["Yesterday", "next week", "in 2019"]


def test_the_prompt_shows_the_date_beside_the_words() -> None:
    assert annotate("Yesterday I went bowling, last week I saw Anna.", THU) == (
        "Yesterday [16 Mar 2022] I went bowling, last week [7-13 Mar 2022] I saw Anna.")
    assert annotate("No time here.", THU) == "No time here."
    assert annotate("in 2019 and in May 2020", THU) == "in 2019 [2019] and in May 2020 [May 2020]"


@pytest.mark.parametrize(("question", "expected"), [
    ("When did Caroline go to the support group?", True),
    ("what year did Ana move to Oslo?", True),
    ("How long has Mel had her dog?", True),
    ("  When's the party?", True),
    ("Where did Caroline go?", False),
    ("What did Ana do when she was young?", False),
    ("Who came to the wedding?", False),
])
def test_a_question_asking_for_a_time_is_recognised(question: str, expected: bool) -> None:
    assert asks_when(question) is expected


@pytest.mark.parametrize(("question", "expected"), [
    ("How long has Nate had his first two turtles?", True),
    ("For how long did they date?", True),
    ("Since when has Mel painted?", True),
    ("How many years has John been surfing?", True),
    ("How long ago was Caroline's 18th birthday?", False),  # a point, not a duration
    ("When did Nate get his turtles?", False),
    ("How many turtles does Nate have?", False),
])
def test_a_question_asking_how_long_is_recognised(question: str, expected: bool) -> None:
    assert asks_duration(question) is expected


@pytest.mark.parametrize(("question", "expected"), [
    ("Which year did Tomas start collecting stamps?", True),
    ("When did the Okafors get their parrot?", True),
    ("In what year did Lea first visit Porto?", True),
    ("When was the bakery opened?", True),
    ("What did Lea start painting?", False),  # asks what, not when
    ("When did Lea finish the marathon?", False),
])
def test_a_question_asking_when_something_began_is_recognised(question: str,
                                                              expected: bool) -> None:
    assert asks_start(question) is expected


@pytest.mark.parametrize(("text", "phrase", "since"), [
    ("I've had them four years and they still love lettuce.", "four years", "Jun 2019"),
    ("She has worked at the ferry office about six months", "about six months", "Dec 2022"),
    ("We've been married 10 years!", "10 years", "Jun 2013"),
])
def test_a_stated_duration_says_when_it_began(text: str, phrase: str, since: str) -> None:
    found = resolve(text, date(2023, 6, 1))
    assert [(e.phrase, e.precision, e.label()) for e in found] == [
        (phrase, "span", f"since {since}")]
