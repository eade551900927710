"""Holidays as periods: a name people date things by ("on Christmas Eve", "over Easter
weekend", "Christmas 2023") and the days it names in a given year.

Pure: `days_of(name, year)` gives [first, end) as dates; core/timeexpr.py (questions) and
core/eventtime.py (memories) decide the year: the one written, else the one the sentence
points at ("last Christmas", "this Easter", the tense), as for a date without a year.

- Fixed days: New Year's Day (1 January), New Year's Eve (31 December), Valentine's Day
  (14 February), St Patrick's Day (17 March), Halloween (31 October), Christmas Eve (24
  December), Christmas and Christmas Day (25 December), Boxing Day (26 December).
- Easter (its Sunday, by the Gregorian computus; "Easter weekend" Friday to Monday), Good
  Friday and Easter Monday (the days either side of that weekend's Sunday).
- Holidays with one name in one country, so one day: Bonfire Night (Guy Fawkes Night, 5
  November, Britain) and Victoria Day (Canada: the Monday before 25 May; "the Victoria Day
  (long) weekend" Saturday to Monday). Stop 25, time8.
- Only holidays kept on the same day wherever they are kept. Thanksgiving, Labor Day,
  Mother's Day, Father's Day and Independence Day fall on different days in different
  countries (Labor Day is 1 May in China and most of Europe, the first Monday of September in
  the United States), and "the holidays" or "Christmas time" name no day: no window rather
  than a guessed one.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

_FIXED = {"new year's day": (1, 1), "new year's eve": (12, 31), "valentine's day": (2, 14),
          "st patrick's day": (3, 17), "halloween": (10, 31),
          "christmas eve": (12, 24), "christmas": (12, 25), "christmas day": (12, 25),
          "boxing day": (12, 26), "bonfire night": (11, 5)}
_MOVING = ("easter", "easter sunday", "easter weekend", "easter monday", "good friday",
           "victoria day", "victoria day weekend")
# the names as written: apostrophes of either kind or none, "St." or "Saint", "Xmas"
PATTERN = (r"(?P<h>new\s+year'?s?\s+(?:day|eve)|valentine'?s?\s+day|valentines|"
           r"(?:st\.?|saint)\s+patrick'?s?\s+day|hallowe'?en|"
           r"(?:christmas|xmas)(?:\s+(?:eve|day))?|boxing\s+day|"
           r"easter(?:\s+(?:sunday|monday|weekend))?|(?<!a\s)(?<!very\s)(?<!really\s)(?<!so\s)"
           r"good\s+friday|bonfire\s+night|guy\s+fawkes'?s?\s+(?:night|day)|victoria\s+day(?:\s+(?:long\s+)?weekend)?)")
# a holiday's name before one of these, or joined to a word ("Easter-themed"), names a
# thing, not a day ("the Christmas market")
THING = (r"(?!-)(?!\s+(?:island|islands|tree|trees|card|cards|gift|gifts|present|presents|market|"
         r"markets|cookies?|lights?|movies?|films?|songs?|carols?|lists?|shopping|eggs?|bunny|"
         r"costumes?|decorations?|sweaters?|jumpers?|specials?|sales?|music|spirit|story)\b)")
# a composition's word just before a holiday's name ("the week before Christmas")
JOINED = re.compile(r"\b(?:before|after|of|and|to|from|between|until|till|since|by)\s+"
                    r"(?:the\s+)?$", re.IGNORECASE)
ONE = timedelta(days=1)
WORDS = frozenset({"year", "years", "valentine", "valentines", "patrick", "halloween",
                   "hallowe", "christmas", "xmas", "boxing", "easter", "good", "bonfire", "fawkes",
                   "victoria"})


def canonical(written: str) -> str:
    """The table's name for a holiday as written ("Xmas Eve" -> "christmas eve")."""
    text = " ".join(written.lower().replace("\u2019", "'").split())
    text = re.sub(r"^(?:st\.?|saint) ", "st ", text)
    text = text.replace("xmas", "christmas").replace("hallowe'en", "halloween")
    text = re.sub(r"^valentines?'?s?(?: day)?$", "valentine's day", text)
    text = re.sub(r"^(new year|st patrick)'?s? ", r"\1's ", text)
    text = re.sub(r"^guy fawkes.*$", "bonfire night", text)
    text = re.sub(r"^victoria day (?:long )?weekend$", "victoria day weekend", text)
    return text


def easter(year: int) -> date:
    """Easter Sunday of `year` (the anonymous Gregorian algorithm)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    m = (32 + 2 * e + 2 * i - h - k) % 7
    n = (a + 11 * h + 22 * m) // 451
    month, day = divmod(h + m - 7 * n + 114, 31)
    return date(year, month, day + 1)


def days_of(name: str, year: int) -> tuple[date, date] | None:
    """[first, end) of the holiday `name` (as `canonical` gives it) in `year`, or None."""
    if name in _FIXED:
        month, day = _FIXED[name]
        first = date(year, month, day)
        return first, first + timedelta(days=1)
    if name not in _MOVING:
        return None
    if name.startswith("victoria"):  # the Monday before 25 May
        monday = date(year, 5, 24) - timedelta(days=date(year, 5, 24).weekday())
        return monday - timedelta(days=2 if name.endswith("weekend") else 0), monday + ONE
    sunday = easter(year)
    if name in ("easter monday", "good friday"):
        when = sunday + timedelta(days=1 if name == "easter monday" else -2)
        return when, when + ONE
    if name == "easter weekend":
        return sunday - timedelta(days=2), sunday + timedelta(days=2)
    return sunday, sunday + timedelta(days=1)


def nearest(name: str, today: date, ahead: bool, rel: str = "") -> tuple[date, date] | None:
    """The holiday's days in the year the words point at: "last" the latest one that ended
    before today, "next" the first one that begins after it, "this" the one of today's year;
    otherwise the latest one begun by today, or, when the sentence points ahead, the first
    one not over yet."""
    rel = rel.lower()
    this = days_of(name, today.year)
    if this is None:
        return None
    if rel == "this":
        return this
    if rel == "last" or (rel != "next" and not ahead):
        if (this[1] <= today) if rel == "last" else (this[0] <= today):
            return this
        return days_of(name, today.year - 1)
    if (this[0] > today) if rel == "next" else (this[1] > today):
        return this
    return days_of(name, today.year + 1)


def pick(m: re.Match[str], today: date, way: int) -> tuple[date, date] | None:
    """The days a match of PATTERN (groups `h`, `y`, `rel`) names, said on `today`, the
    sentence pointing `way` (1 ahead, -1 back, 0 unknown; core/tense.py): the year written,
    else the one "last", "this" or "next" or the tense points at; None when nothing says
    which ("we always ski at Christmas" is every Christmas)."""
    name = canonical(m["h"])
    if m["y"]:
        year = int(m["y"])
        return days_of(name, year) if 1900 <= year <= 2100 else None
    rel = (m["rel"] or "").lower()
    rel = rel if rel in ("last", "this", "next") else ""
    if not rel and way == 0:
        return None
    return nearest(name, today, way > 0, rel)
