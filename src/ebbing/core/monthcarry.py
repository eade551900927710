"""A day of the month written alone after a date takes that date's month: "we fly on the 4th
of April, back on the 11th" comes back on 11 April, "leave June 6, back the 11th" on 11 June.
Read alone, "on the 11th" is this month's or the nearest month's (core/eventtime.py `_nth`),
which a month named just before it contradicts. A day number lower than the date's own is
in the month after ("from the 28th of May to the 3rd": 3 June). Only a day number after a
preposition ("on", "by", "until", "till", "back", "to", "through") or ending its clause
("how about the 22nd?") counts: "the 3rd time" and "the 11th floor" name no day.

Pure: it reads the text and the dates found in it and returns the carried days, built from
the dated event they follow (`dataclasses.replace`), so eventtime.py's type is kept."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from typing import Any, ClassVar, Protocol, TypeVar

from ebbing.core.timeexpr import MONTHS, add_months


class Dated(Protocol):
    """A found time: eventtime.py's `EventTime` and what the modules beside it return."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def start(self) -> date: ...
    @property
    def end(self) -> date: ...
    @property
    def precision(self) -> str: ...
    @property
    def phrase(self) -> str: ...
    @property
    def at(self) -> int: ...
    @property
    def stop(self) -> int: ...


T = TypeVar("T", bound=Dated)

_ORDINAL = re.compile(
    r"(?:\b(?:by|until|till|back|to|through)\s+)?(?P<phrase>(?:\bon\s+)?\bthe\s+"
    r"(?P<d>[0-3]?\d)(?:st|nd|rd|th))\b(?P<after>\s*(?:[,.;:!?)]|$)|\s+[a-z]+)?",
    re.IGNORECASE)
_LED = re.compile(r"^(?:on|by|until|till|back|to|through)\b", re.IGNORECASE)
_MONTH_WORD = re.compile(r"\b(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b",
                         re.IGNORECASE)


def _names_month(phrase: str) -> bool:
    return bool(_MONTH_WORD.search(phrase)) or bool(re.search(r"\d[-/]\d", phrase))


def carried(text: str, found: list[T]) -> list[T]:
    """The days of the month written alone in `text` after one of `found`'s dates that names
    its month, each in that month (or the next, when its number is lower)."""
    dated = sorted((f for f in found if f.precision == "day" and _names_month(f.phrase)),
                   key=lambda f: f.stop)
    out: list[T] = []
    for m in _ORDINAL.finditer(text):
        led = bool(_LED.match(m.group(0)))
        ends = m["after"] is not None and not m["after"].strip().isalpha()
        if not (led or ends) or (m["after"] or "").strip().lower() == "of":
            continue
        before = [f for f in dated if f.stop <= m.start("phrase")]
        if not before:
            continue
        base = before[-1].start
        first = base.replace(day=1)
        number = int(m["d"])
        try:
            day = first.replace(day=number)
            if number < base.day:
                day = add_months(first, 1).replace(day=number)
        except ValueError:
            continue
        out.append(replace(before[-1], start=day, end=day + timedelta(days=1),
                           phrase=m["phrase"], at=m.start("phrase"), stop=m.end("phrase")))
    return out
