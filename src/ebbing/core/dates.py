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


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())
