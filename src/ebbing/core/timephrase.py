"""Composed time phrases: a part of a period, a span beside one, a range between two.

Pure; core/timeexpr.py finds the plain periods ("May 2023", "16 November", "2023", "summer
2021", "last week") and this module builds on them, each rule taking a period (a span of
whole days) and giving another, so rules nest ("the first week of the second half of 2023"):

- ordinal + [count] + unit + "of" + period: "the first weekend of May" (its first Saturday
  and Sunday), "the last two weeks of June" (its last 14 days), "the second half of 2023"
  (July-December), "the third quarter of 2022", "the first three days of March", "the second
  Monday of May", "the last month of 2021". Weeks are counted from the period's first day
  (the second week of November is days 8-14), months and quarters in calendar months.
- a part: "early/mid/late <period>", "the beginning/start/middle/end of <period>": its first,
  middle or last third ("late 2022" is September-December, "early May" days 1-10).
- beside: "the week before 16 November 2023" (the 7 days before it), "the day after May 8",
  "the two weeks after the wedding's date"; "the month before June 2023" is May 2023 (calendar
  months when the period is made of them); "the week of May 8" is the Monday-based week that
  holds it; "the days before June 3" a few (three) days; "the Friday before 17 March" the
  last Friday before it, "the weekend after May 5" the first weekend after it. "The weekend
  after her recital" is beside an event, not a date: no window (it is not last weekend).
- ranges: "between August 11 and August 15 2023", "from March to May 2022", "May 3-7, 2023"
  (both ends included; a first end without a year takes the year that puts it just before
  the second end).
- "as of <period>" names a reference point, not the event's window: the period is no window
  itself, and its last day becomes "now" for the other expressions of the text.

- steps from now: "the week/weekend/month/year before last" (two back), "... after next" (two
  ahead), as many speakers also say them ("last to last week", "next to next month"), "two
  weekends ago" (the weekend a week before last weekend); weeks from Monday.
- an ordinal with a plural unit and no count is a part: "the first weeks of May" is early
  May, "the last days of June" late June.

What does not fit gives no window rather than a wrong one: a part outside its period ("the
fifth weekend of February"), a range whose end comes before its start, a part of a span
shorter than a day.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta, tzinfo

ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
            "4th": 4, "fifth": 5, "5th": 5, "last": -1, "final": -1}
COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}
WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


@dataclass(frozen=True)
class Piece:
    """A period found in the text: [start, end) in the text, [lo, hi) in time (local, aware)."""

    start: int
    end: int
    lo: datetime
    hi: datetime
    shiftable: bool = False  # a date or month without a year: a range's other end may set it
    bare: bool = False  # a month name only a composition may use ("of May", not "ask May")
    core: int = -1  # where the period itself begins, after "on", "in", "of" (-1: at start)
    void: bool = False  # a composition that names no real span ("the fifth weekend of
    # February"): it hides the shorter periods inside it and is no window itself

    @property
    def head(self) -> int:
        return self.core if self.core >= 0 else self.start

    @property
    def days(self) -> tuple[date, date] | None:
        """The span as whole days, or None when it is shorter or not aligned to days."""
        if self.lo.time() != self.hi.time() or self.hi - self.lo < timedelta(days=1):
            return None
        return self.lo.date(), self.hi.date()


def _add_months(day: date, months: int) -> date:
    year, month = divmod(day.year * 12 + day.month - 1 + months, 12)
    for last in (day.day, 30, 29, 28):
        try:
            return date(year, month + 1, last)
        except ValueError:
            continue
    raise ValueError("unreachable")  # pragma: no cover


def _whole_months(first: date, end: date) -> int | None:
    """How many calendar months [first, end) is, or None when it is not made of them."""
    if first.day != 1 or end.day != 1:
        return None
    return (end.year - first.year) * 12 + end.month - first.month


def _count(text: str | None) -> int:
    if not text:
        return 1
    text = " ".join(text.lower().split()).removeprefix("a ")
    if text in ("a", "an"):
        return 1
    return int(text) if text.isdigit() else COUNTS.get(text, 0)


Days = tuple[date, date] | None


def nth_weekday(first: date, end: date, ordinal: int, unit: str) -> Days:
    """The ordinal-th (-1: the last) `unit`, a weekday's name or "weekend" (its Saturday and
    Sunday), of [first, end), or None when it has fewer ("the fifth Monday of February")."""
    target = WEEKDAY_NAMES.index(unit) if unit != "weekend" else 5
    days = [first + timedelta(days=i) for i in range((end - first).days)]
    hits = [d for d in days if d.weekday() == target]
    if not hits or abs(ordinal) > len(hits):
        return None
    day = hits[ordinal - 1] if ordinal > 0 else hits[-1]
    return day, day + timedelta(days=2 if unit == "weekend" else 1)


def _nth(first: date, end: date, ordinal: int, count: int, unit: str) -> Days:
    """The ordinal-th (count units long) part of [first, end), or None when it does not fit."""
    if count < 1:
        return None
    if unit in WEEKDAY_NAMES or unit == "weekend":  # the n-th Saturday (and Sunday)
        return nth_weekday(first, end, ordinal, unit) if count == 1 else None
    months = _whole_months(first, end)
    if unit in ("month", "quarter", "half"):
        if months is None:
            return None
        size = {"month": 1, "quarter": months // 4 if months % 4 == 0 else 0,
                "half": months // 2 if months % 2 == 0 else 0}[unit]
        if unit == "half" and months == 1:  # half a month: by days
            return _by_days(first, end, ordinal, count, (end - first).days / 2)
        if size == 0:
            return None
        total, width = months // size, count
        index = ordinal - 1 if ordinal > 0 else total - width
        if index < 0 or index + width > total:
            return None
        return _add_months(first, index * size), _add_months(first, (index + width) * size)
    return _by_days(first, end, ordinal, count, {"day": 1, "week": 7}[unit])


def _by_days(first: date, end: date, ordinal: int, count: int, size: float) -> Days:
    length = (end - first).days
    if ordinal > 0:
        lo = round((ordinal - 1) * size)
        hi = round((ordinal - 1 + count) * size)
    else:
        lo, hi = length - round(count * size), length
    if lo < 0 or hi > length or hi <= lo:
        return None
    return first + timedelta(days=lo), first + timedelta(days=hi)


def _third(first: date, end: date, which: str) -> Days:
    """The first ("early", "beginning"), middle ("mid") or last ("late", "end") third; a
    span of a day or two is its own part ("the end of today" is today)."""
    index = {"early": 0, "beginning": 0, "start": 0, "mid": 1, "middle": 1, "late": 2,
             "end": 2}[which]
    months = _whole_months(first, end)
    if months is not None and months % 3 == 0 and months >= 3:
        step = months // 3
        return _add_months(first, index * step), _add_months(first, (index + 1) * step)
    length = (end - first).days
    if length < 3:  # a part of a day or two ("the end of today", "late tonight"): those days
        return (first, end) if length >= 1 else None
    if months == 1:  # a month: 1-10, 11-20, 21-end
        lo, hi = (0, 10) if index == 0 else (10, 20) if index == 1 else (20, length)
    else:
        lo, hi = round(index * length / 3), round((index + 1) * length / 3)
    return first + timedelta(days=lo), first + timedelta(days=hi)


def _beside(first: date, end: date, count: int, unit: str, where: str, the: bool) -> Days:
    """"the week before X" (adjacent to X), "two weeks after X" (the week two weeks on)."""
    if unit in ("month", "year"):
        step = 12 if unit == "year" else 1
        size = count * step
        if where == "before":
            lo = _add_months(first, -size)
            return lo, (first if the else _add_months(lo, step))
        hi = _add_months(end, size)
        return (end, hi) if the else (_add_months(hi, -step), hi)
    width = {"day": 1, "week": 7}[unit]
    if where == "before":
        lo = first - timedelta(days=count * width)
        return lo, (first if the else lo + timedelta(days=width))
    hi = end + timedelta(days=count * width)
    return (end, hi) if the else (hi - timedelta(days=width), hi)


_ORD = r"(?P<ord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)"
_CNT = r"(?:(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?couple\s+of|" \
       r"(?:a\s+)?few)\s+)?"
_UNITS = (r"(?P<unit>days?|weeks?|weekends?|months?|quarters?|halves|half|"
          + "|".join(f"{w}s?" for w in WEEKDAY_NAMES) + ")")
_END = r"(?:the\s+)?\s*$"
Rule = Callable[[re.Match[str], date, date], Days]


def _singular(unit: str) -> str:
    unit = unit.lower()
    return "half" if unit == "halves" else unit.removesuffix("s") if unit != "days" else "day"


def _rule_nth(m: re.Match[str], first: date, end: date) -> Days:
    ordinal, unit = ORDINALS[m["ord"].lower()], _singular(m["unit"])
    if not m["n"] and unit != m["unit"].lower() and unit not in ("half", "weekend"):
        # "the last days of June": some days, how many unsaid: its first or last third
        return _third(first, end, {1: "early", -1: "late"}[ordinal]) if ordinal in (1, -1) \
            else None
    return _nth(first, end, ordinal, _count(m["n"]), unit)


def _rule_third(m: re.Match[str], first: date, end: date) -> Days:
    return _third(first, end, m["part"].lower())


def _rule_beside(m: re.Match[str], first: date, end: date) -> Days:
    plural = m["unit"].lower().endswith("s")  # "the days before X": a few, how many unsaid
    count = _count(m["n"]) if m["n"] else 3 if plural else 1
    if count < 1:
        return None
    return _beside(first, end, count, _singular(m["unit"]), m["dir"].lower(), bool(m["the"]))


def _rule_next_to(m: re.Match[str], first: date, end: date) -> Days:
    """"the Friday before 17 March" (the last Friday before that day; "last weekend before
    10 April" too), "the weekend after May 5" (the first Saturday and Sunday after it)."""
    unit = m["wd"].lower()
    target = 5 if unit == "weekend" else WEEKDAY_NAMES.index(unit)
    if m["dir"].lower() == "before":
        day = first - timedelta(days=(first.weekday() - target - 1) % 7 + 1)
        if unit == "weekend" and day + timedelta(days=2) > first:  # it must end before
            day -= timedelta(days=7)
    else:
        day = end + timedelta(days=(target - end.weekday()) % 7)
    return day, day + timedelta(days=2 if unit == "weekend" else 1)


def _rule_holding(m: re.Match[str], first: date, end: date) -> Days:
    """"the week of May 8": the Monday-based week holding that day."""
    if (end - first).days != 1:
        return None
    monday = first - timedelta(days=first.weekday())
    if m["unit"].lower() == "weekend":
        return monday + timedelta(days=5), monday + timedelta(days=7)
    return monday, monday + timedelta(days=7)


# each ends where the period begins; a match is tried on the text just before a period
_PREFIXES: list[tuple[re.Pattern[str], Rule]] = [
    (re.compile(p + _END, re.IGNORECASE), r) for p, r in [
    (rf"\b(?:the\s+)?(?:very\s+)?{_ORD}\s+{_CNT}{_UNITS}\s+of\s+(?:the\s+)?", _rule_nth),
    (r"\b(?:the\s+)?(?P<part>beginning|start|middle|end)\s+of\s+(?:the\s+)?", _rule_third),
    (r"\b(?P<part>early|mid|late)[\s-]+(?:in\s+)?", _rule_third),
    (r"\b(?P<the>the\s+)?" + _CNT.replace("(?:(?P<n>", "(?:(?P<n>a|an|") +
     r"(?P<unit>days?|weeks?|months?|years?)\s+(?P<dir>before|after)\s+", _rule_beside),
    (r"\bthe\s+(?P<unit>week|weekend)\s+of\s+", _rule_holding),
    (r"\b(?:the|last(?=\s+\w+\s+before\b))\s+(?P<wd>" + "|".join(WEEKDAY_NAMES) +
     r"|weekend)\s+(?P<dir>before|after)\s+",
     _rule_next_to),
]]
# "the Friday before his exam": a day beside an event, not a date; no window (the composition
# above reads "the Friday before 17 March")
_DANGLING = re.compile(r"\bthe\s+(?:" + "|".join(WEEKDAY_NAMES) + r"|weekend)$", re.IGNORECASE)
_BESIDE = re.compile(r"\s+(?:before|after)\b", re.IGNORECASE)
_RANGE_HEAD = re.compile(r"\b(?:between|from)\s+(?:the\s+)?$", re.IGNORECASE)
_RANGE_JOIN = re.compile(
    r"^\s*(?:and|to|until|till|through|thru|-|\u2013)\s*(?:the\s+)?$", re.IGNORECASE)
_AS_OF = re.compile(r"\b(?:as\s+of|as\s+at)\s+$", re.IGNORECASE)


def _at(piece: Piece, first: date, end: date) -> tuple[datetime, datetime]:
    tz = piece.lo.tzinfo
    return (datetime(first.year, first.month, first.day, tzinfo=tz),
            datetime(end.year, end.month, end.day, tzinfo=tz))


def compose(text: str, pieces: list[Piece]) -> list[Piece]:
    """`pieces` plus every composition of them the text holds (nested ones too)."""
    out = list(pieces)
    todo = list(pieces)
    while todo:
        piece = todo.pop()
        days = piece.days
        if days is None or piece.void:
            continue
        before = text[:piece.head]
        for pattern, rule in _PREFIXES:
            m = pattern.search(before)
            if m is None:
                continue
            got = rule(m, *days)
            if got is not None and got[0] < got[1]:
                new = Piece(m.start(), piece.end, *_at(piece, *got))
                todo.append(new)
            else:
                new = Piece(m.start(), piece.end, piece.lo, piece.hi, void=True)
            out.append(new)
    for piece in pieces:  # "the weekend after his birthday": no composition read it
        beside = _BESIDE.match(text, piece.end)
        if beside and _DANGLING.search(text, 0, piece.end) and not any(
                o.start <= piece.start and o.end > piece.end for o in out):
            out.append(Piece(piece.start, beside.end(), piece.lo, piece.hi, void=True))
    return out + _ranges(text, out)


def _shift_year(piece: Piece, year: int) -> Piece:
    delta = year - piece.lo.year
    try:
        return replace(piece, lo=piece.lo.replace(year=piece.lo.year + delta),
                       hi=piece.hi.replace(year=piece.hi.year + delta))
    except ValueError:  # 29 February
        return piece


def _ranges(text: str, pieces: list[Piece]) -> list[Piece]:
    """"between A and B", "from A to B", "A-B": both ends included, A no later than B."""
    out = []
    for a in pieces:
        for b in pieces:
            if (a.void or b.void or b.head <= a.end
                    or not _RANGE_JOIN.match(text[a.end:b.head])):
                continue
            head = _RANGE_HEAD.search(text[:a.head])
            joint = text[a.end:b.head].strip()
            if head is None and joint not in ("-", "\u2013", "to", "until"):
                continue
            first = a
            if a.shiftable and (b.lo.year, b.lo.month) != (a.lo.year, a.lo.month):
                # "between May 3 and June 1, 2023"; "between November and March": the year
                # that puts the first end before the second, when the months say which
                year = b.lo.year - (a.lo.month > b.lo.month)
                first = _shift_year(a, year)
            start = head.start() if head else a.start
            if first.lo >= b.hi or first.lo > b.lo:  # backwards: no window at all
                out.append(Piece(start, b.end, a.lo, a.hi, void=True))
                continue
            out.append(Piece(start, b.end, first.lo, b.hi))
    return out


def as_of(text: str, pieces: list[Piece]) -> Piece | None:
    """The period an "as of" names (a reference point for the rest, no window itself)."""
    for piece in pieces:
        if _AS_OF.search(text[:piece.start]):
            return piece
    return None


_STEP = re.compile(r"\bthe\s+(?P<unit>week|weekend|month|year)\s+(?P<dir>before\s+last|"
                   r"after\s+next)\b|\b(?P<to>last\s+to\s+last|next\s+to\s+next)\s+"
                   r"(?P<unit2>week|weekend|month|year)\b", re.IGNORECASE)
_WEEKENDS_AGO = re.compile(r"\b(?P<n>\d{1,2}|two|three|four|five|six|(?:a\s+)?couple\s+of|"
                           r"(?:a\s+)?few)\s+weekends\s+ago\b", re.IGNORECASE)


def relative(text: str, today: date, tz: tzinfo | None) -> list[Piece]:
    """Periods counted in steps from `today`: "the week before last", "the month after
    next", "three weekends ago" (the Monday-based calendar, as core/timeexpr.py)."""
    monday = today - timedelta(days=today.weekday())
    out = []
    for m in _STEP.finditer(text):
        unit = (m["unit"] or m["unit2"]).lower()  # "last to last week": the one before last
        step = -2 if (m["dir"] or m["to"]).lower().startswith(("before", "last")) else 2
        if unit in ("week", "weekend"):  # "last weekend" ended before this Monday
            lo = monday + timedelta(days=7 * step + (5 if unit == "weekend" else 0))
            hi = lo + timedelta(days=2 if unit == "weekend" else 7)
        else:
            first = today.replace(day=1) if unit == "month" else today.replace(month=1, day=1)
            size = 1 if unit == "month" else 12
            lo, hi = _add_months(first, step * size), _add_months(first, (step + 1) * size)
        out.append(Piece(m.start(), m.end(), _aware(lo, tz), _aware(hi, tz)))
    for m in _WEEKENDS_AGO.finditer(text):
        count = _count(m["n"])
        if count < 1:
            continue
        lo = monday - timedelta(days=2 + 7 * (count - 1))
        out.append(Piece(m.start(), m.end(), _aware(lo, tz), _aware(lo + timedelta(days=2), tz)))
    return out


def _aware(day: date, tz: tzinfo | None) -> datetime:
    return datetime(day.year, day.month, day.day, tzinfo=tz)
