"""Times as people text them (core/texting.py, read by core/eventtime.py). Fresh sentences,
in no dataset (issue 27, stop 24): what must be read, and the words that look alike and must
be left alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.texting import spelled

THU = date(2026, 10, 8)  # a Thursday


def read(text: str) -> list[tuple[str, str, str]]:
    return [(e.phrase, str(e.start), str(e.end)) for e in resolve(text, THU)]


@pytest.mark.parametrize(("text", "expected"), [
    ("cinema tmrw after my shift?", [("tmrw", "2026-10-09", "2026-10-10")]),
    ("mum rang yday about the boiler", [("yday", "2026-10-07", "2026-10-08")]),
    ("pub quiz 2nite, u in", [("2nite", "2026-10-08", "2026-10-09")]),
    ("we're driving up this sat", [("this sat", "2026-10-10", "2026-10-11")]),
    ("the twins were round last sun", [("last sun", "2026-10-04", "2026-10-05")]),
    ("sat night was carnage lol", [("sat", "2026-10-03", "2026-10-04")]),
    ("smear test next tues", [("next tues", "2026-10-13", "2026-10-14")]),
    ("moving out in like 3 wks", [("in like 3 wks", "2026-10-26", "2026-11-02")]),
    ("started the new meds 2 wks ago", [("2 wks ago", "2026-09-21", "2026-09-28")]),
    ("nxt wkend is the hen do", [("nxt wkend", "2026-10-10", "2026-10-12")]),
    ("been vegan for like 2 yrs", [("for like 2 yrs", "2024-10-08", "2026-10-09")]),
])
def test_reads_texted_times(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert mentions_time(text)
    assert read(text) == expected


@pytest.mark.parametrize("text", [
    "I sat on the wall and waited",
    "too much sun at the beach",
    "c'mon mon, get a move on",
    "they wed in a barn, gorgeous",
    "haven't seen her in like 4 yrs",  # a length up to now, not a day ahead
    "I like 2 sugars in my tea",
])
def test_leaves_alike_words_alone(text: str) -> None:
    assert read(text) == []


def test_the_words_written_are_kept_and_placed() -> None:
    text = "gig tmrw x"
    plain, where = spelled(text)
    assert plain == "gig tomorrow x"
    assert len(where) == len(plain) + 1
    (found,) = resolve(text, THU)
    assert text[found.at:found.stop] == found.phrase == "tmrw"
    assert spelled("nothing texted here") == ("nothing texted here", list(range(20)))


@pytest.mark.parametrize(("text", "expected"), [
    # British counts from a day (core/eventcount.py), said on Thursday 8 October 2026
    ("the mock exam is a fortnight on Tuesday", [("a fortnight on Tuesday", "2026-10-27")]),
    ("they collect the sofa a week on saturday", [("a week on saturday", "2026-10-17")]),
    ("her cast comes off a week tomorrow", [("a week tomorrow", "2026-10-16")]),
    ("parents evening is monday week", [("monday week", "2026-10-19")]),
    ("we got the keys a week last friday", [("a week last friday", "2026-09-25")]),
    # near misses: a weekday beside "weekend" or a numbered week names no count
    ("my friday weekend shift", [("friday", "2026-10-02")]),
    ("on monday, week 3 of term starts", [("on monday", "2026-10-05")]),
])
def test_british_counts_from_a_day(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(e.phrase, str(e.start)) for e in resolve(text, THU)] == expected
