"""Numeric dates without a year, "30/05", "5/30", "06/06 au 13/06": which number is the day.

A part over 12 settles it ("30/05" is 30 May, "5/30" is 30 May). When both are 12 or less
("02/03", "8/29"'s partner "3/2") the writer's habit decides: `order` is "dm" (day first, as
most of the world writes) or "md" (month first, as in the United States and much of Canada's
English), learnt from the dates the same writer wrote unambiguously (`order_of`), or from
another date in the same text. With no such evidence an ambiguous date gives no interval: a
wrong day is worse than none; "8/10" alone is a score out of ten, "24/7" always. The year
is the one the sentence points at (core/dates.py).
Pure.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ebbing.core.dates import day_by_way, valid_year
from ebbing.core.tense import Sentence

Found = tuple[date, date, str, str, int, int]

# not part of a longer date (5/8/2023) or a number, a time, a score in stars or points
_NUMERIC = re.compile(r"(?<![\d/.,:])(?P<a>\d{1,2})/(?P<b>\d{1,2})"
                      r"(?![\d/]|\s*(?:am|pm|stars?|points?)\b)",
                      re.IGNORECASE)


def _order_of_pair(a: int, b: int) -> str | None:
    if 1 <= a <= 31 and 1 <= b <= 12 < a:
        return "dm"
    if 1 <= b <= 31 and 1 <= a <= 12 < b:
        return "md"
    return None


def order_of(text: str) -> str | None:
    """The order the writer of `text` uses, if one of its numeric dates shows it and none
    contradicts it: "dm", "md" or None."""
    seen = {_order_of_pair(int(m["a"]), int(m["b"])) for m in _NUMERIC.finditer(text)} - {None}
    return seen.pop() if len(seen) == 1 else None


def numeric_days(text: str, anchor: date, order: str | None = None) -> list[Found]:
    """Every day-and-month numeric date of `text` (said on `anchor`) whose order is clear,
    the text's own order before `order`."""
    own = order_of(text) or order
    out: list[Found] = []
    for sentence in re.finditer(r"[^!?\n]+[!?]*", text):
        part = sentence.group(0)
        for m in _NUMERIC.finditer(part):
            a, b = int(m["a"]), int(m["b"])
            if (a, b) == (24, 7):  # "24/7": all the time, not 24 July
                continue
            if b == 10 and not m["b"].startswith("0") and not m["a"].startswith("0") and \
                    _order_of_pair(a, b) is None and order_of(part) is None:
                continue  # "8/10", "10/10": a score out of ten, unless written 08/10
            how = _order_of_pair(a, b) or (own if 1 <= a <= 12 and 1 <= b <= 12 else None)
            if how is None:
                continue
            day_n, month = (a, b) if how == "dm" else (b, a)
            try:
                day = day_by_way(anchor, month, day_n, Sentence(part).direction(*m.span()))
            except ValueError:
                continue
            if valid_year(day.year):
                at = sentence.start()
                out.append((day, day + timedelta(days=1), "day", m.group(0),
                            at + m.start(), at + m.end()))
    return out
