"""An event interval that only touches a question's window is no part of it (index/events.py
`affinity`): this year is not inside last year because one ends where the other begins, and
a day inside the window still fits it whole."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np

from ebbing.core.timeexpr import TimeWindow, to_micros
from ebbing.index.events import EventIndex


def _at(year: int, month: int, day: int) -> int:
    return to_micros(datetime(year, month, day, tzinfo=UTC))


def test_the_next_year_is_no_part_of_the_year_asked() -> None:
    events = EventIndex()
    events.by_row = {0: [(_at(2026, 1, 1), _at(2027, 1, 1))],  # "this year" said in 2026
                     1: [(_at(2025, 1, 1), _at(2026, 1, 1))],  # "last year"
                     2: [(_at(2025, 11, 3), _at(2025, 11, 4))],  # a day in it
                     3: [(_at(2026, 1, 5), _at(2026, 1, 6))]}  # a day just after it
    last_year = TimeWindow(datetime(2025, 1, 1, tzinfo=UTC),
                           datetime(2026, 1, 1, tzinfo=UTC),
                           "last year")
    fit = events.affinity(np.arange(4, dtype=np.int64), last_year)
    assert fit[1] == fit[2] == 1.0
    assert fit[0] < 0.7 < fit[3] < 1.0
