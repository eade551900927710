"""Days a memory names by a weekday together with where it falls (issue 27, stop 22).

Pure; core/eventtime.py adds what this finds to what its own rules read, and a longer phrase
read here replaces the bare weekday inside it:

- a weekday with a day of the month, "friday the 20th", "Sat 14th", "on Tuesday, the 3rd",
  or after it, "on 5th, Thursday" (stop 24):
  the day of that number that falls on that weekday in the month it is said or the months
  around it (the nearest such day whichever way the verbs point: the number and the weekday
  pin it; within three months either way). Said on Tuesday 3 September 2024, "friday the
  20th" is Friday 20 September, not the last Friday (30 August). No such day near (a
  "Monday the 31st" that no month around holds): nothing, not the bare weekday's reading
  (an empty span, which eventtime.py drops after it has hidden the phrases inside it).
- an ordinal weekday or weekend of a month, "the first saturday in june", "the last
  Sunday of March", "the second weekend in May 2025": that day (or Saturday and Sunday) of
  the month; the month without a year is the one the sentence points at (core/tense.py),
  else the nearer one (core/dates.py `month_by_way`). A fifth Monday a month lacks: nothing,
  as above.

What it returns is plain tuples (start, end, precision, phrase, at, stop), `end` exclusive,
`at`/`stop` where the phrase stands in the text, so eventtime.py keeps its own type.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ebbing.core.dates import month_by_way, valid_year
from ebbing.core.tense import Sentence
from ebbing.core.timeexpr import MONTHS, WEEKDAYS, add_months
from ebbing.core.timephrase import nth_weekday

Found = tuple[date, date, str, str, int, int]

_WEEKDAY = r"(?P<wd>" + "|".join(sorted(
    list(WEEKDAYS) + [w[:3] for w in WEEKDAYS] + ["tues", "thurs", "weds"],
    key=len, reverse=True)) + r")\.?"
_SHORT = {w[:3]: i for w, i in WEEKDAYS.items()} | {"tues": 1, "thurs": 3, "weds": 2}
_MONTH = "(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
# "friday the 20th", "sat 14th", "Tuesday, the 3rd"; a bare number needs "the" or a suffix
# ("friday 8" is as often a time), and a month after it is the date's rule ("the 20th of May")
_WEEKDAY_DAY = re.compile(
    rf"\b{_WEEKDAY},?\s+(?P<the>the\s+)?(?P<d>[0-3]?\d)(?P<suffix>st|nd|rd|th)?\b"
    rf"(?!\s*(?::|\.\d|am\b|pm\b|-|(?:of\s+)?{_MONTH[:-3]}))", re.IGNORECASE)
# the other way round: "on 5th, Thursday", "the 14th, Sunday" (the number needs its suffix)
_DAY_WEEKDAY = re.compile(
    rf"\b(?P<the>the\s+)?(?P<d>[0-3]?\d)(?P<suffix>st|nd|rd|th),?\s+{_WEEKDAY[:-3]}(?!\w)",
    re.IGNORECASE)
_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3,
             "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1, "final": -1}
_NTH = re.compile(
    r"\b(?:the\s+)?(?P<ord>" + "|".join(_ORDINALS) + r")\s+(?P<wd>" + "|".join(WEEKDAYS)
    + rf"|weekend)\s+(?:in|of)\s+{_MONTH}(?:,?\s+(?P<y>(?:19|20)\d\d))?\b", re.IGNORECASE)
REACH = 3  # months either way a weekday with a day number may fall in


def _weekday_of(word: str) -> int:
    word = word.lower().rstrip(".")
    return WEEKDAYS[word] if word in WEEKDAYS else _SHORT[word]


def _weekday_day(text: str, m: re.Match[str], anchor: date) -> Found | None:
    if not (m["the"] or m["suffix"]):
        return None
    number, target = int(m["d"]), _weekday_of(m["wd"])
    first = anchor.replace(day=1)
    days = []
    for step in range(-REACH, REACH + 1):
        try:
            day = add_months(first, step).replace(day=number)
        except ValueError:
            continue
        if day.weekday() == target:
            days.append(day)
    if not days:  # no such day near: nothing, not the bare weekday (eventtime drops it)
        return anchor, anchor, "day", m.group(0).strip(), m.start(), m.end()
    day = min(days, key=lambda d: abs((d - anchor).days))
    return day, day + timedelta(days=1), "day", m.group(0).strip(), m.start(), m.end()


def _nth_of_month(text: str, m: re.Match[str], anchor: date) -> Found | None:
    month = MONTHS[m["m"].lower().rstrip(".")]
    if m["y"]:
        year = int(m["y"])
    else:
        way = Sentence(text).direction(m.start(), m.end())
        year = month_by_way(anchor, month, way)
    if not valid_year(year):
        return None
    first = date(year, month, 1)
    unit = m["wd"].lower()
    days = nth_weekday(first, add_months(first, 1), _ORDINALS[m["ord"].lower()], unit)
    if days is None:  # "the fifth Monday of February": no day, not a Monday
        return anchor, anchor, "day", m.group(0).strip(), m.start(), m.end()
    return days[0], days[1], "week" if unit == "weekend" else "day", \
        m.group(0).strip(), m.start(), m.end()


def named_days(text: str, anchor: date) -> list[Found]:
    """Every weekday with its day number, and every ordinal weekday of a month, in `text`
    (said on `anchor`), resolved; see the module docstring."""
    out = []
    for m in (*_WEEKDAY_DAY.finditer(text), *_DAY_WEEKDAY.finditer(text)):
        got = _weekday_day(text, m, anchor)
        if got is not None:
            out.append(got)
    for m in _NTH.finditer(text):
        got = _nth_of_month(text, m, anchor)
        if got is not None:
            out.append(got)
    return out
