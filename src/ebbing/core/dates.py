"""Calendar arithmetic the time rules share: counts written as words, months, weeks, shifts.

Pure, like the rest of core/: dates in, dates out.
"""

from __future__ import annotations

from datetime import date, timedelta

from ebbing.core.timeexpr import NUMBERS, add_months


def count_of(text: str) -> int:
    words = [w for w in text.lower().split() if w not in ("a", "of")] or ["a"]
    return int(words[0]) if words[0].isdigit() else NUMBERS[words[0]]


def valid_year(year: int) -> bool:
    return 1900 <= year <= 2100


def month_range(year: int, month: int) -> tuple[date, date]:
    first = date(year, month, 1)
    return first, add_months(first, 1)


def shift(day: date, unit: str, n: int) -> date:
    if unit == "month":
        return add_months(day, n)
    if unit == "year":
        return add_months(day, 12 * n)
    return day + timedelta(days=n * (7 if unit == "week" else 1))


def around(point: date, unit: str) -> tuple[date, date, str]:
    """The span a count of `unit`s back or on names ("3 days ago", "in two weeks"): that day;
    the week centred on it; its month; its year (start, end exclusive, precision)."""
    if unit == "day":
        return point, point + timedelta(days=1), "day"
    if unit == "week":
        return point - timedelta(days=3), point + timedelta(days=4), "week"
    if unit == "month":
        return *month_range(point.year, point.month), "month"
    return date(point.year, 1, 1), date(point.year + 1, 1, 1), "year"


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


def day_by_way(anchor: date, month: int, day: int, way: int) -> date:
    """The `month`/`day` without a year that a sentence pointing `way` means: the next one
    on or after `anchor` (ahead, 1), the last one on or before it (back, -1), or, when the
    words leave the way open (0), the nearer of the two: a speaker naming a day a year off
    would name the year ("the 5th of november", said on 9 October, is next month's).
    Raises ValueError for a day the year lacks (29 February)."""
    this = date(anchor.year, month, day)
    ahead = this if this >= anchor else date(anchor.year + 1, month, day)
    back = this if this <= anchor else date(anchor.year - 1, month, day)
    if way == 0:
        return back if anchor - back <= ahead - anchor else ahead
    return ahead if way > 0 else back


def month_by_way(anchor: date, month: int, way: int) -> int:
    """The year of `month` named without one: the coming one (ahead), the last one (back,
    the current month included either way), or the nearer of the two when the way is open."""
    later = (month - anchor.month) % 12
    earlier = (anchor.month - month) % 12
    ahead = way > 0 or (way == 0 and later < earlier)
    return anchor.year + (month < anchor.month) if ahead else anchor.year - (month > anchor.month)
