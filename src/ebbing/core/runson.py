"""A stated change that runs on: the day a lasting state begins (issue 27, stop 35).

"they're moving me to days starting November 3rd", "nights from monday", "from now on I
walk to work", "no sugar since March", "I moved to Leeds in May": each tells of a state that
begins on its day and holds after it, until something changes it again. A question about a
later month ("what shift was he on in December?") is answered by it though its words date
it to November; the event index (index/events.py) keeps the day each such state begins, and
retrieval/runson.py closes the period at the writer's later change of the same thing.

What makes a time the start of a lasting state, from the words around it:
- a word that opens a period before it: "starting", "beginning", "as of", "effective"
  ("starting the 14th", "as of Monday"); "from" too when the day lies ahead of the day said
  or "on"/"onwards" follows it ("nights from monday", "from the 1st on"), since a past day
  after "from" names where a thing came from ("my arms hurt from saturday");
- "since" ("since March", "since 2019": core/eventtime.py reads it as a length up to the day
  said; the state goes on after it);
- a verb of changing or beginning earlier in the message, in words that name a person, with
  the time not its object ("we moved in May", "I started my course last tuesday", "they
  changed my shift. back to nights after new year"; but "they moved my appointment to the
  22nd" reschedules a thing, and "deer season starts the 24th" is no one's change);
- "from now on", "starting today", "as of today": the day said.
Pure: the caller resolves the times (core/eventtime.py `resolve`) and passes them.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ebbing.core.eventtime import EventTime

# a word that opens a period, just before the time ("starting on the 3rd", "as of Monday")
OPENS = re.compile(r"\b(?P<w>starting|beginning|as\s+of|effective|from)(?:\s+(?:on|from))?"
                   r"\s+(?:the\s+)?$", re.IGNORECASE)
ONWARD = re.compile(r"^\s*(?:on\b|onwards?\b|forward\b)", re.IGNORECASE)
NOW_ON = re.compile(r"\bfrom\s+now\s+on(?:wards?)?\b|\b(?:starting|as\s+of|beginning)\s+now\b",
                    re.IGNORECASE)
# verbs of changing or beginning: the state after them lasts
CHANGES = re.compile(r"\b(?:mov(?:e|es|ed|ing)|switch(?:es|ed|ing)?|transferr?(?:s|ed|ing)?|"
                     r"start(?:s|ed|ing)?|beg[iau]n(?:s|ning)?|join(?:s|ed|ing)?|"
                     r"quit(?:s|ting)?|retir(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|"
                     r"relocat(?:e|es|ed|ing))\b", re.IGNORECASE)
# a change of someone's: the words name a person ("deer season starts the 24th" does not)
PERSON = re.compile(r"\b(?:i|me|my|we|us|our|he|him|his|she|her|they|them|their)\b|"
                    r"\b(?:i|we|you|they)'(?:m|re|ve)\b", re.IGNORECASE)
CLAUSE = re.compile(r"[,.!?;:\n]")
# the time is what the verb moves ("moved my appointment to the 22nd"), not when it changed
OBJECT = re.compile(r"\b(?:to|till|until|for|by)\s+(?:the\s+)?$", re.IGNORECASE)


def runs_on(text: str, anchor: date, found: list[EventTime]) -> list[date]:
    """The days on which a lasting state that `text` tells of begins, in text order: each
    time of `found` (the text's times, resolved against `anchor`, the day said) that opens
    one, and `anchor` for "from now on"."""
    out: list[date] = []
    for event in found:
        head = text[:event.at]
        opens = OPENS.search(head)
        if opens:
            lead = opens["w"].lower()
            if lead != "from" or event.start >= anchor or ONWARD.match(text[event.stop:]):
                out.append(event.start)
            continue
        if event.phrase.lower().startswith("since"):
            out.append(event.start)
            continue
        if CHANGES.search(head) and PERSON.search(text) and not OBJECT.search(
                CLAUSE.split(head)[-1]):
            out.append(event.start)
    if from_now(text):
        out.append(anchor)
    return out


def from_now(text: str) -> bool:
    """Whether the text opens a lasting state on the day it is said ("from now on")."""
    return "now" in text.lower() and NOW_ON.search(text) is not None
