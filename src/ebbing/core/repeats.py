"""A question about the second, third ... of a thing, and the memories that tell a repeat.
Pure.

"When did Tom win his third race?" asks about one occurrence in a series; the memory that
tells it says "I won another race last week" or "my third race" as often as it repeats the
question's words, and "another" is the word the question lacks. `asks_nth` reads the
ordinal a question gives a thing of someone's (not a day or a week of a calendar: "the
second week of May" is a time, core/timeexpr.py), `REPEAT_TERMS` the index terms that tell
a repeat (stems for English, character bigrams for Chinese, as core/query.py `terms`
makes them), which search reads from the word index's postings (retrieval/told.py)."""

from __future__ import annotations

import re

from ebbing.core.query import terms

_ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
             "tenth")
# a unit of the calendar after the ordinal makes it a time, not an occurrence
_CALENDAR = ("day", "days", "week", "weeks", "weekend", "weekends", "month", "months", "year",
             "years", "quarter", "half", "decade", "century", "semester", "term", "hour",
             "hours", "minute", "minutes", "half-year")
_NTH = re.compile(
    r"\b(?:(?:my|his|her|their|our|your|its|the|a)\s+|\w+['\u2019]s\s+)"
    r"(?P<nth>" + "|".join(_ORDINALS) + r"|[2-9](?:nd|rd|th)|10th)\s+(?P<next>[\w-]+)",
    re.IGNORECASE)
_NTH_ZH = re.compile(r"第(?P<nth>[二三四五六七八九十]|[2-9])个?(?P<next>[\u4e00-\u9fff])")
_CALENDAR_ZH = frozenset("天日周週月年季星礼")  # 第三个月, 第二个星期: a time

REPEAT_TERMS: frozenset[str] = frozenset(
    t for word in ("another", *_ORDINALS, "又一", "再次", "第二", "第三", "第四", "第五")
    for t in terms(word))


def asks_nth(question: str) -> bool:
    """Whether the question asks about an occurrence after the first of something ("his third
    race", "Ana's second puppy", "她的第二本小说"), not a time ("the second week of May",
    "第二周")."""
    for match in _NTH.finditer(question):
        if match["next"].lower() not in _CALENDAR and match["next"].lower() != "of":
            return True
    return any(m["next"] not in _CALENDAR_ZH for m in _NTH_ZH.finditer(question))


def tells_repeat(text: str) -> bool:
    """Whether the text holds a word that tells a repeat ("I won another race", "my third
    kiln", "又一次", "再次")."""
    return not REPEAT_TERMS.isdisjoint(terms(text))
