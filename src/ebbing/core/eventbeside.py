"""What a date says to the words written right beside it (issue 27, stop 24).

Pure; core/eventtime.py calls `beside(text, anchor, found)` with what its own rules and the
modules around it read, and takes back the list mended:

- **A weekday beside a date names that date**: "27 March. Thursday, 9 am", "December 14th,
  Sunday", "Sunday 7th December", "on 5th, Thursday". Read alone, the weekday was the last
  (or the coming) one from the day said, a day nobody meant; when the date beside it (only
  spaces, commas, a full stop or "on"/"the" between) falls on that weekday, the weekday is
  read as the date. When the date falls on another weekday the two disagree and the weekday
  is left as it was read (a slip of the writer's, or two days).
- **A month, a comma, a day of the month**: "December, 14th" (said in July) is the date, as
  "December 14th" is; the number needs its ordinal suffix ("in May, 3 of us went" names no
  day). The year: the way the sentence points, else the nearer (core/dates.py).
- **A day range written with a bare end**: "oct 9 to 20", "June 3-7", "from the 4th of May
  till 9" end on that day of the same month (the next month's when the number is lower:
  "March 28 to 2"); the end is a day of its own beside the start, and a year written after
  the end is the start's too ("March 4-14, 2026"). A number followed by a
  unit or a time ("oct 9 to 20 people", "May 3 to 5 pm") names no day. A range's end read
  before its start is the next one ("now 24th June to 6th July", the end read by a past verb).

It returns plain tuples like core/eventday.py's (start, end, precision, phrase, at, stop), so
eventtime.py keeps its own type.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from datetime import date, timedelta

from ebbing.core.dates import day_by_way
from ebbing.core.monthcarry import Dated
from ebbing.core.tense import Sentence
from ebbing.core.timeexpr import MONTHS, WEEKDAYS, add_months

Found = tuple[date, date, str, str, int, int]

_SHORT = {w[:3]: i for w, i in WEEKDAYS.items()} | {"tues": 1, "thurs": 3, "weds": 2}
_WEEKDAY_ALONE = re.compile(r"^(?:on\s+)?(?P<wd>[a-z]+)\.?$", re.IGNORECASE)
# only these may stand between a date and its weekday
_BETWEEN = re.compile(r"^[\s,.;:()\-]*(?:(?:on|the)\s+)?[\s,.;:()\-]*$", re.IGNORECASE)
_MONTH = "(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_MONTH_COMMA = re.compile(
    rf"\b{_MONTH},\s+(?P<d>[0-3]?\d)(?:st|nd|rd|th)\b", re.IGNORECASE)
# the end may be followed by an end of clause or a joining word, not by a unit or a time
_UPTO = re.compile(
    r"\s*(?:-|\u2013|to|till|until|through|thru)\s*(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\b"
    r"(?:,?\s+(?P<y>(?:19|20)\d\d)\b)?(?=\s*(?:$|[,.;:!?)]\s|[,;!?)]|\.$|(?:now|and|or|then|but|so|for|in|at|with)\b))",
    re.IGNORECASE)
_NEAR = 12  # characters a date and its weekday may stand apart


def _weekday(phrase: str) -> int | None:
    m = _WEEKDAY_ALONE.match(phrase.strip())
    if m is None:
        return None
    word = m["wd"].lower()
    return WEEKDAYS.get(word, _SHORT.get(word))


def _names_date(f: Dated) -> bool:
    """A day read from a date written with its number ("27 March", "5th", "the 14th")."""
    return f.precision == "day" and f.end - f.start == timedelta(days=1) and bool(
        re.search(r"\d", f.phrase))


def _gap(text: str, one: Dated, other: Dated) -> str:
    return text[min(one.stop, other.stop):max(one.at, other.at)]


def _joined(text: str, one: Dated, other: Dated) -> bool:
    first, second = (one, other) if one.stop <= other.at else (other, one)
    gap = text[first.stop:second.at]
    return second.at >= first.stop and len(gap) <= _NEAR and bool(_BETWEEN.match(gap))


def weekdays_on_dates(text: str, found: Sequence[Dated],
                      anchor: date | None = None) -> list[Found]:
    """Each bare weekday beside a date that falls on it, read as that date, at the weekday's
    own place (eventtime.py keeps the last reading of a place). A date written without a
    year whose weekday disagrees with the year it was read in, and agrees with the year after
    (or the year before, when nearer `anchor`; no full stop between), is read in that year:
    "sept 12 friday", said in January 2025, is Friday 12 September 2025, not Thursday 12
    September 2024 (stop 25)."""
    dates = [f for f in found if _names_date(f)]
    out: list[Found] = []
    for f in found:
        wd = _weekday(f.phrase)
        if wd is None or re.search(r"\d", f.phrase):
            continue
        for d in dates:
            if not _joined(text, f, d):
                continue
            day = (d.start if d.start.weekday() == wd  # one sentence may move the year
                   else None if "." in _gap(text, f, d) else _other_year(d, wd, anchor))
            if day is None:
                continue
            out.append((day, day + timedelta(days=1), "day", f.phrase, f.at, f.stop))
            if day != d.start:
                out.append((day, day + timedelta(days=1), "day", d.phrase, d.at, d.stop))
            break
    return out


def _other_year(d: Dated, wd: int, anchor: date | None) -> date | None:
    """The same month and day a year after `d` (or before it, when that is nearer `anchor`),
    when it falls on weekday `wd`, the date's phrase names no year and the day is within a
    year of `anchor`."""
    if anchor is None or re.search(r"\b(?:19|20)\d\d\b|'\d\d\b", d.phrase):
        return None
    for step in (1, -1):  # a year back only when nearer: "Saturday, April 12th" said on 6
        try:  # April 2026 (12 April a Sunday) is no Saturday of 2025
            day = d.start.replace(year=d.start.year + step)
        except ValueError:  # 29 February
            continue
        if day.weekday() != wd or abs((day - anchor).days) > 366:
            continue
        if step > 0 or abs((day - anchor).days) < abs((d.start - anchor).days):
            return day
    return None


def month_comma_day(text: str, anchor: date) -> list[Found]:
    """"December, 14th": that day of that month, the way the sentence points, else the
    nearer one."""
    out: list[Found] = []
    for sentence in re.finditer(r"[^.!?\n]+[.!?]*", text):
        part = sentence.group(0)
        for m in _MONTH_COMMA.finditer(part):
            try:
                way = Sentence(part).direction(m.start(), m.end())
                day = day_by_way(anchor, MONTHS[m["m"].lower()], int(m["d"]), way)
            except (ValueError, KeyError):
                continue
            at = sentence.start()
            out.append((day, day + timedelta(days=1), "day", m.group(0), at + m.start(),
                        at + m.end()))
    return out


def range_ends(text: str, found: Sequence[Dated]) -> list[Found]:
    """The bare day number ending a range after a date: "oct 9 to 20" is 20 October; and a
    range's end read a year before its start is the next one after it ("now 24th June to 6th
    July": "now" sets the start, the end went by the sentence's "moved")."""
    ordered = sorted(found, key=lambda f: f.at)
    out: list[Found] = [later for one, end in itertools.pairwise(ordered)
                        if (later := _after(text, one, end)) is not None]
    for f in found:
        if not _names_date(f):
            continue
        m = _UPTO.match(text, f.stop)
        if m is None:
            continue
        number = int(m["d"])
        start = f.start
        if m["y"] and int(m["y"]) != start.year:  # "March 4-14, 2026": the year is both ends'
            start = start.replace(year=int(m["y"]))
            out.append((start, start + timedelta(days=1), "day", f.phrase, f.at, f.stop))
        first = start.replace(day=1)
        try:
            end = (first if number > start.day else add_months(first, 1)).replace(day=number)
        except ValueError:
            continue
        if end - start > timedelta(days=31):
            continue
        at = m.start() + len(m.group(0)) - len(m.group(0).lstrip())
        out.append((end, end + timedelta(days=1), "day", text[at:m.end()], at, m.end()))
    return out


_TO = re.compile(r"\s*(?:-|\u2013|to|till|until|through|thru)\s*", re.IGNORECASE)


def _after(text: str, start: Dated, end: Dated) -> Found | None:
    if not (_names_date(start) and _names_date(end) and _TO.fullmatch(text, start.stop, end.at)
            and end.start < start.start and not re.search(r"\d{4}", end.phrase)
            and any(w in MONTHS for w in re.findall(r"[a-z]+", end.phrase.lower()))):
        return None
    try:
        day = end.start.replace(year=end.start.year + 1)
    except ValueError:
        return None
    if not start.start < day <= start.start + timedelta(days=366):
        return None
    return day, day + timedelta(days=1), "day", end.phrase, end.at, end.stop
