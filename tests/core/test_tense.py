"""Which way a sentence points at its time words (core/tense.py), through the resolver: fresh
sentences, each said on Thursday 26 November 2026, and the day or month they mean."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.tense import AHEAD, BACK, UNKNOWN, Sentence

SAID = date(2026, 11, 26)  # a Thursday


@pytest.mark.parametrize(("text", "phrase", "first"), [
    # plans: ahead
    ("Dentist appointment on December 3", "December 3", "2026-12-03"),
    ("Booked flights for January 12", "January 12", "2027-01-12"),
    ("Vet appointment for Pepper on Friday", "on Friday", "2026-11-27"),
    ("I'm driving to Leeds on Saturday", "on Saturday", "2026-11-28"),
    ("We will repaint the shed in March", "in March", "2027-03-01"),
    ("Rent is due on the 2nd", "on the 2nd", "2026-12-02"),
    ("The team lunch was moved to Monday", "Monday", "2026-11-30"),
    ("Next Friday I'm meeting Sam", "Next Friday", "2026-12-04"),
    ("This Friday we're off to the coast", "This Friday", "2026-11-27"),
    ("Piano recital on the 5th!", "on the 5th", "2026-12-05"),
    # reports: back
    ("I went to the dentist on November 3", "November 3", "2026-11-03"),
    ("The recital on the 5th was lovely", "on the 5th", "2026-11-05"),
    ("Last Friday I fixed the gate", "Last Friday", "2026-11-20"),
    ("We painted the shed in March", "in March", "2026-03-01"),
    ("I had a great time on Saturday", "on Saturday", "2026-11-21"),
    ("My sister moved to Berlin in May", "in May", "2026-05-01"),
    # nothing to go on: read as past, as before
    ("Thinking about Monday", "Monday", "2026-11-23"),
])
def test_a_phrase_resolves_in_the_direction_its_sentence_points(text: str, phrase: str,
                                                                 first: str) -> None:
    found = resolve(text, SAID)
    assert [(e.phrase, e.start.isoformat()) for e in found] == [(phrase, first)]


def test_the_nearest_verb_decides_between_a_report_and_a_plan() -> None:
    text = "I went to the dentist on Monday and will go back on Friday"
    sentence = Sentence(text)
    monday, friday = text.index("on Monday"), text.index("on Friday")
    assert sentence.direction(monday, monday + 9) == BACK
    assert sentence.direction(friday, friday + 9) == AHEAD
    assert Sentence("Monday").direction(0, 6) == UNKNOWN
    assert [e.start.isoformat() for e in resolve(text, SAID)] == ["2026-11-23", "2026-11-27"]
