"""A turn's time phrases composed the way a question's are (core/timephrase.py), so that a
memory and a question read "the first week of April" alike (issue 27, stop 23).

Pure; core/eventtime.py hands over what its own rules found in one sentence and adds what
this returns (a longer phrase then hides the shorter ones inside it):

- parts of a period: "the first week of April", "early May", "mid-April", "the end of
  June 2024", "the last two weeks of March", "the second half of the year 2023";
- a span beside a date: "the week before the 16th of November", "two days after May 8";
- steps from the day said: "the week before last", "the month after next", and the way
  many speakers say them, "last to last week", "next to next month" (timephrase.relative).

A range keeps its two ends ("3 March to 7 April" is two days, not one span of five weeks).
A month that is as often a word or a name (March, April, May, June, August) counts only
inside such a phrase ("early May", "the end of June"), never alone. Its year, when none is
said, is the one the sentence points at (core/tense.py), else the nearer (core/dates.py).
What the composition cannot place (the fifth weekend of February) is an empty span: it
hides the phrases inside it and is then dropped, so there is no time rather than a wrong one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, date, datetime

from ebbing.core.dates import month_by_way, month_range, valid_year
from ebbing.core.monthcarry import Dated
from ebbing.core.tense import Sentence
from ebbing.core.timeexpr import MONTHS
from ebbing.core.timephrase import Piece, compose, relative

Found = tuple[date, date, str, str, int, int]


_MONTH = "(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
# a month a composition may use: after "of", "early", "before", "from", ... (never alone)
_LED_MONTH = re.compile(
    r"\b(?:of|before|after|from|to|and|until|till|through|between|early|mid|late)[\s-]+"
    rf"(?:the\s+)?{_MONTH}(?:,?\s+(?P<y>(?:19|20)\d\d))?\b(?!\s*\d)", re.IGNORECASE)
_LEAD = re.compile(r"(?:(?:on|in|during|of|over|at|the|since|until|till)\s+)+", re.IGNORECASE)
# a composition needs one of these words; most sentences have none and cost nothing here
_CUES = re.compile(r"\b(?:of|before|after|from|between|early|mid|late|to)\b", re.IGNORECASE)


def _aware(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


def _precision(first: date, end: date) -> str:
    days = (end - first).days
    return ("day" if days <= 1 else "week" if days <= 7 else "month" if days <= 31
            else "season" if days <= 92 else "year")


def _pieces(sentence: str, offset: int, anchor: date, found: Sequence[Dated]) -> list[Piece]:
    pieces = []
    for f in found:
        if not offset <= f.at < offset + len(sentence):
            continue
        start = f.at - offset
        lead = _LEAD.match(sentence, start)
        pieces.append(Piece(start, f.stop - offset, _aware(f.start), _aware(f.end),
                            core=lead.end() if lead and lead.end() < f.stop - offset else -1))
    way = Sentence(sentence)
    for m in _LED_MONTH.finditer(sentence):
        if any(p.start < m.end() and m.start("m") < p.end for p in pieces):
            continue  # "June 2023" is read already
        month = MONTHS[m["m"].lower()]
        year = int(m["y"]) if m["y"] else month_by_way(
            anchor, month, way.direction(m.start("m"), m.end()))
        if not valid_year(year):
            continue
        first, end = month_range(year, month)
        pieces.append(Piece(m.start("m"), m.end(), _aware(first), _aware(end),
                            shiftable=not m["y"], bare=True))
    return pieces


def composed(text: str, anchor: date, found: Sequence[Dated]) -> list[Found]:
    """The composed phrases of `text` (said on `anchor`) built on the periods `found` in it,
    and the steps from `anchor` it names; void ones as empty spans (see the docstring)."""
    out: list[Found] = []
    for sentence in re.finditer(r"[^.!?\n]+[.!?]*", text):
        part, offset = sentence.group(0), sentence.start()
        steps = relative(part, anchor, UTC)
        if not steps and not _CUES.search(part):
            continue
        pieces = _pieces(part, offset, anchor, found)
        seen = {(p.start, p.end, p.lo, p.hi) for p in pieces}
        for p in compose(part, pieces + steps):
            if p.bare or (p.start, p.end, p.lo, p.hi) in seen or sum(
                    p.start <= q.start and q.end <= p.end for q in pieces) > 1:
                continue  # a range ("3 march to 7 april") keeps its two days, not one span
            seen.add((p.start, p.end, p.lo, p.hi))
            first, end = p.lo.date(), p.hi.date()
            if p.void or p.days is None:
                first = end = anchor  # hides what it holds, then dropped (eventtime)
            phrase = part[p.start:p.end].strip()
            out.append((first, end, _precision(first, end), phrase,
                        offset + p.start, offset + p.end))
    return out
