"""A stated change that runs on: the day a lasting state begins (core/runson.py). Fresh
sentences, in no dataset."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.runson import runs_on

SAID = date(2027, 4, 14)  # a Wednesday


def begins(text: str) -> list[date]:
    return runs_on(text, SAID, resolve(text, SAID))


@pytest.mark.parametrize(("text", "day"), [
    ("the bakery is putting me on early bakes starting May 10th", date(2027, 5, 10)),
    ("Rent goes up to 940 as of June 1st, ugh", date(2027, 6, 1)),
    ("new badge works from the 20th onwards", date(2027, 4, 20)),
    ("the ferry runs hourly from 2 May", date(2027, 5, 2)),  # ahead of the day said
    ("no coffee since February, proud of me?", date(2027, 2, 1)),
    ("we relocated to Tromso in January", date(2027, 1, 1)),
    ("I joined the choir last Thursday", date(2027, 4, 8)),
    ("From now on I cycle to the depot", SAID),
])
def test_a_state_that_runs_on_begins_on_its_day(text: str, day: date) -> None:
    assert begins(text) == [day]


@pytest.mark.parametrize("text", [
    "my calves still ache from saturday",  # where an ache came from, a day gone by
    "the clinic moved my scan to the 22nd",  # a thing rescheduled: the day is its object
    "the cherry season starts the 24th",  # no one's change
    "we had pancakes on Sunday",  # a day, nothing begun
    "I will call you now",
])
def test_a_time_that_opens_nothing(text: str) -> None:
    assert begins(text) == []
