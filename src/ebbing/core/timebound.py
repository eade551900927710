"""A question's period read with the word that bounds it, and day ranges naming one month
(issue 27, stop 27). Pure; core/timeexpr.py `find_time_window` applies it to the periods it
found (core/timephrase.py's `Piece`), on the question side only.

- "since <period>" runs from the period's start to the end of today ("Since January, how
  many races has Noor run?" is January to now, not January); "after <period>" from its end
  to the end of today ("What happened to the roof after June?"). A period not yet over, or
  a bound coordinated with its opposite ("before and after May"), gives no window.
- "before", "prior to" <period> bound it on one side only, with no other side: no window
  rather than the period itself ("What did Noor do before June 2023?" is not asking about
  June). "The week before 16 May" is a composition (timephrase.py), longer than the bound,
  and still wins. "By", "until" <period> ask for the state a thing had reached then ("How
  much had been saved by the end of May?"): told last in or just before the period, whose
  window stays.
- "between the 3rd and the 9th of May", "from 3 to 9 May": the first end is a day of the
  second's month (and year); "between May 3 and 9", "from the 3rd of May to the 9th": the
  second end a day of the first's. Both days included; a first day after the second, or a
  day the month lacks, gives no window. "May 3 and 9" with no "between" or "from" is two
  days, not a range, and "from May 3 to 9 pm" a time: neither is read.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime, timedelta

from ebbing.core.timephrase import Piece

_BOUND = re.compile(r"(?:\b(?P<pair>before|after)\s+(?:and|or|&)\s+)?\b(?P<word>ever\s+since|"
                    r"since|after|before|prior\s+to)\s+(?:the\s+)?$", re.IGNORECASE)
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?"
_FIRST_DAY = re.compile(rf"\b(?:between|from)\s+(?:the\s+)?{_DAY}\s*(?P<join>and|to|until|till|"
                        rf"through|[-\u2013])\s*(?:the\s+)?$", re.IGNORECASE)
_SECOND_DAY = re.compile(r"\s*(?:and|to|until|till|through|[-\u2013])\s*(?:the\s+)?"
                         r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\b(?!\s*(?:[:.]?\d|[ap]\.?m\b|h\b|"
                         r"hours?\b|o'?clock\b|of\b|%|jan|feb|mar|apr|may|jun|jul|aug|sep|"
                         r"oct|nov|dec))", re.IGNORECASE)
_HEAD = re.compile(r"\b(?:between|from)\s+(?:the\s+)?$", re.IGNORECASE)


def _one_day(piece: Piece) -> date | None:
    days = piece.days
    return days[0] if days is not None and days[1] - days[0] == timedelta(days=1) else None


def _span(piece: Piece, start: int, end: int, first: date, last: date) -> Piece:
    tz = piece.lo.tzinfo
    lo = datetime(first.year, first.month, first.day, tzinfo=tz)
    hi = datetime(last.year, last.month, last.day, tzinfo=tz) + timedelta(days=1)
    return Piece(start, end, lo, hi, void=last < first)


def day_ranges(text: str, pieces: list[Piece]) -> list[Piece]:
    """The ranges whose other end is a bare day of the month one end names."""
    out = []
    for piece in pieces:
        day = _one_day(piece)
        if day is None or piece.void:
            continue
        m = _FIRST_DAY.search(text, 0, piece.start)
        if m and m.end() == piece.start:
            try:
                first = day.replace(day=int(m["d"]))
            except ValueError:
                out.append(replace(piece, start=m.start(), void=True))
                continue
            out.append(_span(piece, m.start(), piece.end, first, day))
            continue
        after = _SECOND_DAY.match(text, piece.end)
        head = _HEAD.search(text, 0, piece.start)
        if after and head and head.end() == piece.start:
            try:
                last = day.replace(day=int(after["d"]))
            except ValueError:
                out.append(replace(piece, start=head.start(), end=after.end(), void=True))
                continue
            out.append(_span(piece, head.start(), after.end(), day, last))
    return out


def bounded(text: str, pieces: list[Piece], today: date) -> list[Piece]:
    """For each period a bound word stands just before, the window it bounds (or a void piece
    hiding the period when the bound names no window)."""
    out = []
    for piece in pieces:
        if piece.void or (piece.bare and not piece.days):
            continue
        m = _BOUND.search(text, 0, piece.start)
        if m is None or m.end() != piece.start:
            continue
        word = m["word"].lower()
        tz = piece.lo.tzinfo
        end = datetime(today.year, today.month, today.day, tzinfo=tz) + timedelta(days=1)
        start = piece.lo if word.endswith("since") else piece.hi
        if m["pair"] or not word.endswith(("since", "after")) or start >= end:
            out.append(Piece(m.start(), piece.end, piece.lo, piece.hi, void=True))
        else:
            out.append(Piece(m.start(), piece.end, start, end))
    return out
