"""Which way a "when" question looks, and which memories date a thing that way (issue 27,
stop 24).

"When did Ana register the company?" asks about something done: the turn that answers it
tells it as done, its date on or before the day it was said ("I registered it on
Wednesday"). The plans around it ("I must register it next week", "the deadline is 31
January") date things after the day they were said. "When will Ana's second operation be?"
asks the other way: a plan answers it. So for a question asking for a time, a memory whose
words date a thing of a day or a week (index/events.py) the way the question looks, counted
from the memory's own day, gains `when_way` (a prior, like `when_weight`); a memory dating
nothing, or only the other way, gains nothing.

The question's way: ahead when it holds a word of a plan or a change of one ("will", "going
to", "plan", "supposed to", "scheduled", "originally", "new date", "booked", the date a thing
moved to); back when it holds a past form and no such word ("did", "happened", "-ed", "was
born"); else none, and nothing is weighed: "When was the race?" (a copula alone) is answered
by the plan's date as often as by the report.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.tense import AHEAD, BACK, UNKNOWN

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

_DAY_US = 86_400_000_000
REACH = 2
_SHORT = 8 * _DAY_US  # a day's or a week's reading; a month or a duration says little here
_PLAN = re.compile(
    r"\b(?:will|shall|going\s+to|gonna|plan|plans|planned|planning|supposed|scheduled|"
    r"rescheduled|due|upcoming|next|original|originally|first\s+set|new\s+(?:date|day)|"
    r"postponed?|preponed?|push(?:ed)?\s+back|booked?|expected|meant\s+to)\b"
    r"|\b(?:date|day)s?\b[^?]*\b(?:moved?|changed?|shifted)\s+(?:to|from)\b",
    re.IGNORECASE)
_LENGTH = re.compile(r"\bhow\s+(?:long|many|much)\b", re.IGNORECASE)
# a thing done: "did", a past form or a passive's participle ("was born", "were mailed"); a
# copula alone asks when a thing was set as much as when it was done ("When was the race?":
# the plan's date answers it), so it looks no way
_PAST = re.compile(r"\b(?:did|happened|got|came|went|took|left|met|began|won|lost|made|gave|"
                   r"saw|born|done|held|sent|given|taken|seen|begun|gone)\b|\b[a-z]{3,}ed\b",
                   re.IGNORECASE)


def question_way(question: str) -> int:
    """AHEAD (a plan asked about), BACK (a thing done), or UNKNOWN (also a length or a count
    asked: "how long had she worked nights?" is answered by a span, not a day)."""
    if _LENGTH.search(question):
        return UNKNOWN
    if _PLAN.search(question):
        return AHEAD
    return BACK if _PAST.search(question) else UNKNOWN


def _row_way(engine: SearchEngine, row: int, way: int, said: npt.NDArray[np.int64]) -> int:
    """1 when the memory's words date a thing of a day or a week `way` from the day it was
    said (BACK: ending on or before that day; AHEAD: starting after it), -1 when they date
    one only the other way, 0 when they date none."""
    spans = engine.events.by_row.get(row)
    if not spans or row >= len(said):
        return 0
    day = int(said[row]) - int(said[row]) % _DAY_US  # the day said, from its midnight (UTC)
    found = 0
    for start, end in spans:
        if end - start > _SHORT:
            continue
        if (end <= day + _DAY_US) == (way == BACK):
            return 1
        found = -1
    return found


def _beside(row: int) -> tuple[int, ...]:
    """The rows up to `REACH` turns before or after `row` (an answer, or its teller going on
    past the other's reaction, as whentold.py reads them)."""
    return tuple(row + step for step in range(-REACH, REACH + 1) if step)


def dated_way(engine: SearchEngine, rows: npt.NDArray[np.int64], way: int,
              other: float = 0.0, beside: float = 0.0) -> npt.NDArray[np.float64]:
    """Per row: 1 when its words date a thing of a day or a week the way asked (`_row_way`),
    `other` when they date one only the other way; a row dating nothing, `beside` when the
    memory up to `REACH` turns from it in the same talk dates one the way asked, else 0."""
    said = engine._cols.col("occurred")
    out = np.zeros(len(rows))
    for i, row in enumerate(rows.tolist()):
        got = _row_way(engine, row, way, said)
        if got:
            out[i] = 1.0 if got > 0 else other
        elif beside > 0 and any(
                0 <= near < len(engine.episode) and engine.episode[near] == engine.episode[row]
                and _row_way(engine, near, way, said) > 0 for near in _beside(row)):
            out[i] = beside
    return out


def prior(engine: SearchEngine, rows: npt.NDArray[np.int64], query: str, params: RankParams,
          relevance: npt.NDArray[np.float64] | None = None) -> npt.NDArray[np.float64]:
    """1 + `when_way` for the rows dating a thing the way the question looks, 1 + `when_way`
    x `way_other` for those dating one only the other way, 1 + `when_way` x `way_beside` for
    an undated one beside a row dating it the way asked, else 1; with `way_floor`, only rows
    whose relevance is at least that part of the best candidate's gain (a dated turn about
    something else is no answer, whichever way it looks)."""
    way = question_way(query)
    if params.when_way <= 0 or way == UNKNOWN:
        return np.ones(len(rows))
    lift = dated_way(engine, rows, way, params.way_other, params.way_beside)
    if params.way_floor > 0 and relevance is not None and len(relevance):
        lift = np.where(relevance >= params.way_floor * float(relevance.max()), lift, 0.0)
    return 1.0 + params.when_way * lift
