"""Time as a way in: candidates found by when they were said or what they date (issue 27),
and whether a question names one day by its date."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.timeexpr import MONTH_NAMES, TimeWindow, to_micros
from ebbing.retrieval import runson

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

ONE_DAY = timedelta(days=1)
YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def by_time(engine: SearchEngine, occurred: npt.NDArray[np.int64], window: TimeWindow,
            allowed: npt.NDArray[np.bool_], q: npt.NDArray[np.float32] | None,
            k: int) -> npt.NDArray[np.int64]:
    """Candidates by time: the `k` memories closest in meaning to the query among those whose
    words date a thing to the window (index/events.py), and the `k` among those said in it."""
    lo, hi = to_micros(window.start), to_micros(window.end)
    dated = engine.events.within(window, periods=runson.periods(engine))
    dated = dated[allowed[dated]]
    said = np.flatnonzero(allowed & (occurred >= lo) & (occurred < hi)).astype(np.int64)
    out = []
    for rows in (dated, said):
        if len(rows) > k:
            rows = rows[np.argsort(-engine.cosines(q, rows), kind="stable")[:k]]
        out.append(rows)
    return np.union1d(*out).astype(np.int64)


def names_a_date(window: TimeWindow) -> bool:
    """Whether the query names one day by its date ("as mentioned on 3 June, 2023", "on July
    9th"): a day the question is about. "Today" and "yesterday" in a message say when it is
    being written as often as which day it asks about."""
    return window.end - window.start <= ONE_DAY and any(c.isdigit() for c in window.phrase)


def names_a_month(window: TimeWindow) -> bool:
    """Whether the query names one calendar month by its name and year ("in August 2023",
    "in July, 2023"): a period the question is about, written out as a date is, where
    "last month" or "this month" may only say when the message is written."""
    length = window.end - window.start
    return (ONE_DAY < length <= 31 * ONE_DAY and window.start.day == 1
            and YEAR.search(window.phrase) is not None
            and any(name in window.phrase.lower() for name in MONTH_NAMES))
