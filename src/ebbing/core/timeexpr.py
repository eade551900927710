"""Time expressions in queries ("last week", "in May 2023", "3 days ago") as UTC windows.

Pure: the caller passes `now`. Calendar arithmetic happens in `now`'s time zone (a naive `now` is
taken as UTC) and the window comes back as aware UTC datetimes, `end` exclusive. Rules:

- Days: "today", "yesterday", "tomorrow"; "this morning" 05:00-12:00, "this afternoon"
  12:00-18:00, "this evening" 18:00-24:00 (also after "yesterday"); "last night" is yesterday
  18:00 to today 06:00, "tonight" today 18:00 to tomorrow 06:00, "yesterday night" = last night.
- "this/last/next week|month|year": calendar weeks (from Monday), months and years.
- Rolling: "the last/past N days|weeks|months|years", "past week", "last 3 days" run from the
  start of the day N units back to the end of today. A bare "last week" is the calendar week.
- "N days|weeks|months|years ago" is a window around the point N units back: that day; seven
  days centred on it; 31 days centred on it; 365 days centred on it. N is a number or a word
  (a, an, one..twelve, a couple of = 2, a few / several = 3).
- Weekdays: "last Monday" is the most recent Monday strictly before today (1-7 days back);
  "Monday" and "on Monday" the most recent one including today (0-6 days back), unless the
  question points ahead (core/tense.py: "What am I doing on Monday?"), then the coming one;
  "this/coming Monday" is the coming one (1-7 days ahead), "next Monday" the Monday of next
  week. "a Monday", "every Monday" name no one day: no window.
- Weekends (Saturday 00:00 to Monday 00:00): "last/past weekend" is the last one that has fully
  ended before this Monday; "the weekend"/"over the weekend" is the current one on a Saturday or
  Sunday, else that last one; "this weekend" is the one of the current Monday-based week.
- Dates: "2023-05-08", "5/8/2023" (month/day/year, US order), "8 May 2023", "8th of May",
  "May 8, 2023", "May 8th"; a date without a year is the most recent one not after today,
  or the next one not before today when the question points ahead ("What will happen on
  December 3?"); "in May" likewise.
- Months: "May 2023", "in May 2023"; "in May"/"during May" the most recent May begun (this
  month counts), "last May" the one before this month. A bare month name counts too, except
  those as often words or names (March, April, May, June, August: "what did June say?").
- Years: "in 2023", "during 2023", "of 2023" (a bare number is not read as a year). Holidays
  (core/holidays.py): "on Christmas Eve 2023", "last Easter" (the tense picks the year).
- Seasons with a year (northern; "winter 2022" began in December 2021): "summer 2021", "in
  the summer of 2021"; none without one (whose "last summer" depends on who says it).
- Days of a month: "May 3-7, 2023", "3-7 May" (both included). Composed on these
  (core/timephrase.py): "the first weekend of May", "the week before 16 November 2023",
  "between August 11 and August 15 2023", "as of <period>" (no window itself); there March,
  April, May, June and August count ("of May"), never alone. Bounds, days of one month
  (core/timebound.py): "since May" (to today), "before May" (none), "from the 3rd to 9th May".

One inside a longer one is dropped ("in May" in "in May 8, 2023"), the earliest left is
returned; none -> None.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta, tzinfo

import numpy as np
import numpy.typing as npt

from ebbing.core.holidays import JOINED, THING, pick
from ebbing.core.holidays import PATTERN as HOLIDAY
from ebbing.core.tense import AHEAD, Sentence, any_weekday
from ebbing.core.timebound import bounded, day_ranges
from ebbing.core.timephrase import Piece, as_of, compose, relative
from ebbing.lang import has_cjk, language_of

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
NO_TIME = np.iinfo(np.int64).min  # the store's "no time" sentinel
ONE_US = timedelta(microseconds=1)


@dataclass(frozen=True)
class TimeWindow:
    """[start, end) in aware UTC, and the words of the query that named it."""

    start: datetime
    end: datetime
    phrase: str


MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august",
               "september", "october", "november", "december"]
MONTHS = {name: i + 1 for i, name in enumerate(MONTH_NAMES)}
MONTHS.update({name[:3]: i + 1 for i, name in enumerate(MONTH_NAMES)} | {"sept": 9})
WEEKDAYS = {d: i for i, d in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
           "couple": 2, "few": 3, "several": 3}
PARTS = {"morning": (5, 12), "afternoon": (12, 18), "evening": (18, 24), "night": (18, 30)}

_MONTH = "(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<y>(?:19|20)\d\d)"
_NUM = (r"(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
        r"(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several)")
_UNIT = r"(?P<unit>day|week|month|year)s?"
_WEEKDAY = "(?P<wd>" + "|".join(WEEKDAYS) + ")"

Span = tuple[datetime, datetime]
_NO_SENTENCE = Sentence("")


@dataclass(frozen=True)
class _Ctx:
    today: date
    tz: tzinfo
    sentence: Sentence = _NO_SENTENCE

    def ahead(self, m: re.Match[str]) -> bool:
        """The question points ahead at this phrase ("What am I doing on Friday?")."""
        return self.sentence.direction(m.start(), m.end()) == AHEAD

    def at(self, day: date, hour: int = 0) -> datetime:
        return datetime(day.year, day.month, day.day, tzinfo=self.tz) + timedelta(hours=hour)

    def days(self, first: date, count: int = 1) -> Span:
        return self.at(first), self.at(first + timedelta(days=count))

    @property
    def monday(self) -> date:
        return self.today - timedelta(days=self.today.weekday())


def add_months(day: date, months: int) -> date:
    """The same day `months` later (earlier if negative), clamped to the month's last day."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    for d in (day.day, 30, 29, 28):
        try:
            return date(year, month + 1, d)
        except ValueError:
            continue
    raise ValueError("unreachable")  # pragma: no cover


def _month_span(c: _Ctx, year: int, month: int) -> Span:
    first = date(year, month, 1)
    return c.at(first), c.at(add_months(first, 1))


def _number(text: str) -> int:
    """3 for "3", "three", "a few"; 2 for "a couple of"."""
    words = [w for w in text.lower().split() if w not in ("a", "of")] or ["a"]
    return int(words[0]) if words[0].isdigit() else NUMBERS[words[0]]


def _date(c: _Ctx, m: re.Match[str]) -> Span | None:
    month = int(m["m"]) if m["m"].isdigit() else MONTHS[m["m"].lower()]
    year = int(m["y"]) if m["y"] else c.today.year
    try:
        day = date(year, month, int(m["d"]))
        if not m["y"] and day > c.today and not c.ahead(m):
            day = date(year - 1, month, int(m["d"]))
        elif not m["y"] and day < c.today and c.ahead(m):
            day = date(year + 1, month, int(m["d"]))
    except ValueError:
        return None
    return c.days(day)


def _month(c: _Ctx, m: re.Match[str]) -> Span:
    month = MONTHS[m["m"].lower()]
    if m["y"]:
        return _month_span(c, int(m["y"]), month)
    strict = (m["rel"] or "").lower() == "last"
    year = c.today.year
    if not strict and month < c.today.month and c.ahead(m):
        year += 1
    elif (month > c.today.month and not (not strict and c.ahead(m))) or (
            strict and month == c.today.month):
        year -= 1
    return _month_span(c, year, month)


def _year_span(c: _Ctx, year: int) -> Span:
    return c.at(date(year, 1, 1)), c.at(date(year + 1, 1, 1))


def _year(c: _Ctx, m: re.Match[str]) -> Span:
    return _year_span(c, int(m["y"]))


SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}


def _season(c: _Ctx, m: re.Match[str]) -> Span:
    year, first = int(m["y"]), SEASONS[m["s"].lower()]
    start = date(year - 1, 12, 1) if first == 12 else date(year, first, 1)
    return c.at(start), c.at(add_months(start, 3))


def _part_of_day(c: _Ctx, m: re.Match[str]) -> Span:
    day = c.today - timedelta(days=1 if m["rel"].lower() in ("yesterday", "last") else 0)
    first, last = PARTS[m["part"].lower()]
    return c.at(day, first), c.at(day, last)


def _single_day(c: _Ctx, m: re.Match[str]) -> Span:
    offset = {"yesterday": -1, "today": 0, "tomorrow": 1}[m["rel"].lower()]
    return c.days(c.today + timedelta(days=offset))


def _calendar(c: _Ctx, m: re.Match[str]) -> Span:
    step = {"last": -1, "this": 0, "next": 1}[m["rel"].lower()]
    unit = m["unit"].lower()
    if unit == "week":
        return c.days(c.monday + timedelta(days=7 * step), 7)
    if unit == "month":
        first = add_months(c.today.replace(day=1), step)
        return _month_span(c, first.year, first.month)
    return _year_span(c, c.today.year + step)


def _back(day: date, unit: str, n: int) -> date:
    if unit == "month":
        return add_months(day, -n)
    if unit == "year":
        return add_months(day, -12 * n)
    return day - timedelta(days=n * (7 if unit == "week" else 1))


def _rolling(c: _Ctx, m: re.Match[str]) -> Span | None:
    if not (m["n"] or m["the"] or m["which"].lower() == "past"):
        return None  # a bare "last week" is the calendar week
    unit = m["unit"].lower()
    start = _back(c.today, unit, _number(m["n"]) if m["n"] else 1)
    return c.at(start), c.at(c.today + timedelta(days=1))


def _ago(c: _Ctx, m: re.Match[str]) -> Span:
    unit = m["unit"].lower()
    point = _back(c.today, unit, _number(m["n"]))
    half = {"day": 0, "week": 3, "month": 15, "year": 182}[unit]
    return c.days(point - timedelta(days=half), 2 * half + 1)


def _weekday(c: _Ctx, m: re.Match[str]) -> Span | None:
    if any_weekday(m):  # "a Friday wedding", "every Monday": no one day
        return None
    rel = (m["rel"] or "").lower()
    target = WEEKDAYS[m["wd"].lower()]
    if rel == "next":  # "next Friday": the Friday of next week
        return c.days(c.monday + timedelta(days=7 + target))
    if rel in ("coming", "this") or (rel != "last" and c.ahead(m)):
        return c.days(c.today + timedelta(days=(target - c.today.weekday()) % 7 or 7))
    back = (c.today.weekday() - target) % 7
    if rel == "last" and back <= 1:  # yesterday is "yesterday" (eventtime.py)
        back += 7
    return c.days(c.today - timedelta(days=back))


def _weekend(c: _Ctx, m: re.Match[str]) -> Span:
    rel = m["rel"].lower()
    in_weekend = c.today.weekday() >= 5
    if rel == "this" or (rel == "the" and in_weekend):
        return c.days(c.monday + timedelta(days=5), 2)
    return c.days(c.monday - timedelta(days=2), 2)


def _day_range(c: _Ctx, m: re.Match[str]) -> Span | None:
    """"May 3-7, 2023", "3-7 May": days of one month, both included."""
    first = _date(c, m)
    try:
        last = first[0].date().replace(day=int(m["d2"])) if first else None
    except ValueError:
        return None
    if first is None or last is None or last < first[0].date():
        return None
    return first[0], c.at(last + timedelta(days=1))


def _holiday(c: _Ctx, m: re.Match[str]) -> Span | None:
    """"on Christmas Eve 2023", "last Easter" (core/holidays.py); not "Christmas cookies"."""
    named = m["rel"] or m["y"] or JOINED.search(m.string, 0, m.start())
    found = pick(m, c.today, c.sentence.direction(m.start(), m.end())) if named else None
    return None if found is None else (c.at(found[0]), c.at(found[1]))


_Handler = Callable[[_Ctx, re.Match[str]], Span | None]
_DASH = r"\s*[-\u2013]\s*(?P<d2>[0-3]?\d)(?:st|nd|rd|th)?"
_PATTERNS: list[tuple[re.Pattern[str], _Handler]] = [(re.compile(p, re.IGNORECASE), h) for p, h in [
    (r"(?:\bon\s+)?\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b", _date),
    (r"(?:\bon\s+)?\b(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})\b", _date),
    (rf"(?:\bon\s+)?(?:\bthe\s+)?\b{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+{_YEAR})?\b", _date),
    (rf"(?:\bon\s+)?\b{_MONTH}\s+{_DAY}(?:,?\s+{_YEAR})?\b", _date),
    (rf"\b{_MONTH}\s+{_DAY}{_DASH}(?:,?\s+{_YEAR})?\b", _day_range),
    (rf"\b{_DAY}{_DASH}\s+{_MONTH}(?:,?\s+{_YEAR})?\b", _day_range),
    (rf"(?:\b(?P<rel>in|during)\s+)?\b{_MONTH},?\s+{_YEAR}\b", _month),
    (rf"\b(?P<rel>in|during|last)\s+{_MONTH}(?P<y>)\b", _month),
    (r"\b(?P<rel>)(?P<m>january|february|july|september|october|november|december)(?P<y>)\b",
     _month),
    (rf"\b(?:in|during|of)\s+{_YEAR}\b", _year),
    (rf"(?:\b(?:in|during)\s+)?(?:\bthe\s+)?\b(?P<s>spring|summer|autumn|fall|winter)"
     rf"(?:\s+of)?,?\s+{_YEAR}\b", _season),
    (r"\b(?P<rel>today|yesterday|tomorrow)\b", _single_day),
    (r"\b(?P<rel>this|yesterday)\s+(?P<part>morning|afternoon|evening)\b", _part_of_day),
    (r"\b(?P<rel>last|yesterday)\s+(?P<part>night)\b", _part_of_day),
    (r"\b(?P<rel>to)(?P<part>night)\b", _part_of_day),
    (r"\b(?P<rel>last|this|next)\s+(?P<unit>week|month|year)\b", _calendar),
    (rf"(?:\b(?:in|over|during|within)\s+)?(?P<the>\bthe\s+)?\b(?P<which>last|past)\s+"
     rf"(?:{_NUM}\s+)?{_UNIT}\b(?!\s+of\b)", _rolling),
    (rf"\b{_NUM}\s+{_UNIT}\s+ago\b", _ago),
    (rf"\b(?:(?P<rel>last|on|next|this|coming)\s+)?{_WEEKDAY}\b", _weekday),
    (r"(?:\b(?:over|on|during|at)\s+)?\b(?P<rel>the|this|last|past)\s+weekend\b", _weekend),
    (rf"(?:\b(?P<rel>on|at|over|during|for|around|last|this|next)\s+(?:the\s+)?)?\b{HOLIDAY}"
     rf"(?:,?\s+(?:of\s+)?{_YEAR})?(?!\w){THING}", _holiday),
]]
# a month that is as often a word or a name counts only inside a composed phrase ("the first
# weekend of May", "from March to June 2023"), never alone ("what did June say?")
_BARE = re.compile(r"\b(?:of|before|after|since|from|to|and|until|through|between|early|mid|"
                   r"late)[\s-]+(?P<rel>)(?P<m>march|april|may|june|august)(?P<y>)\b(?!\s+\d)",
                   re.IGNORECASE)
_BARE_YEAR = re.compile(r"\b(?:of|before|after|from|to|and|until|through|between|early|mid|"
                        r"late)[\s-]+(?P<y>(?:19|20)\d\d)\b", re.IGNORECASE)
_SHIFTABLE = (_date, _month, _day_range)
_YEAR_IN = re.compile(r"\b\d{4}\b")
_LEAD = re.compile(r"(?:(?:on|in|during|of|over|at|the)\s+)+", re.IGNORECASE)


def _pieces(text: str, ctx: _Ctx) -> list[Piece]:
    found = []
    for pattern, handler in _PATTERNS:
        for m in pattern.finditer(text):
            span = handler(ctx, m)
            if span is not None:
                shiftable = handler in _SHIFTABLE and not _YEAR_IN.search(m.group(0))
                lead = _LEAD.match(m.group(0))
                found.append(Piece(m.start(), m.end(), *span, shiftable=shiftable,
                                   core=m.start() + lead.end() if lead else -1))
    for m in _BARE.finditer(text):
        lo, hi = _month(ctx, m)
        found.append(Piece(m.start("m"), m.end(), lo, hi, shiftable=True, bare=True))
    found += relative(text, ctx.today, ctx.tz)
    for m in _BARE_YEAR.finditer(text):
        lo, hi = _year_span(ctx, int(m["y"]))
        found.append(Piece(m.start("y"), m.end(), lo, hi, bare=True))
    return found


def _context(now: datetime, text: str) -> _Ctx:
    local = now if now.tzinfo is not None else now.replace(tzinfo=UTC)
    return _Ctx(today=local.date(), tz=local.tzinfo or UTC, sentence=Sentence(text))


def _window_zh(text: str, ctx: _Ctx) -> TimeWindow | None:
    """A Chinese question's window: its first time expression (core/eventtime_zh.py)."""
    from ebbing.core.eventtime_zh import resolve_zh  # it builds on this module

    found = resolve_zh(text, ctx.today)
    if not found:
        return None
    first = found[0]
    return TimeWindow(ctx.at(first.start).astimezone(UTC), ctx.at(first.end).astimezone(UTC),
                      first.phrase)


def find_time_window(text: str, now: datetime) -> TimeWindow | None:
    """The time window the text names, if any; see the module docstring for the rules and
    core/timephrase.py for the composed phrases."""
    ctx = _context(now, text)
    if has_cjk(text) and language_of(text) == "zh":
        return _window_zh(text, ctx)
    pieces = _pieces(text, ctx)
    reference = as_of(text, pieces)
    hidden = (0, 0)
    if reference is not None:  # "as of May 2023": the rest is read from its last day
        ctx = replace(ctx, today=(reference.hi - timedelta(days=1)).date())
        hidden = (text.rfind("as", 0, reference.start), reference.end)
        pieces = _pieces(text, ctx)
    found = compose(text, pieces)
    found = [p for p in found + day_ranges(text, found) + bounded(text, found, ctx.today)
             if not (p.start < hidden[1] and hidden[0] < p.end)]
    longest = [f for f in found if not f.bare and not f.void and not any(
        g.end - g.start > f.end - f.start and g.start < f.end and f.start < g.end
        for g in found)]
    if not longest:
        return None
    best = min(longest, key=lambda f: (f.start, f.start - f.end, f.hi - f.lo))
    return TimeWindow(best.lo.astimezone(UTC), best.hi.astimezone(UTC),
                      text[best.start:best.end].strip())


def to_micros(value: datetime) -> int:
    """Microseconds since the epoch, exactly, for an aware datetime (the store's unit)."""
    return (value - EPOCH) // ONE_US


def time_affinity(occurred: npt.NDArray[np.int64], window: TimeWindow, width: timedelta |
                  None = None, missing: float = 0.0) -> npt.NDArray[np.float64]:
    """1.0 for times inside the window, exp(-distance / width) outside; vectorised.

    `occurred` holds microseconds since the epoch. `width` defaults to the window's length (at
    least an hour), so a day window fades over days and a year window over a year: one width
    away the affinity is 1/e ~ 0.37. Times equal to `NO_TIME` get `missing`.
    """
    lo, hi = to_micros(window.start), to_micros(window.end)
    scale = (width or (window.end - window.start)) / ONE_US
    scale = max(scale, 3_600e6 if width is None else 1.0)
    values = np.asarray(occurred, dtype=np.int64)
    absent = values == NO_TIME
    safe = np.where(absent, lo, values)
    distance = (np.maximum(lo - safe, 0) + np.maximum(safe - hi, 0)).astype(np.float64)
    result: npt.NDArray[np.float64] = np.exp(-distance / scale)
    result[absent] = missing
    return result
