"""Event times: when the things each memory mentions happened, as the search engine keeps them.

Derived data beside the other indexes (saved with them, rebuilt from the log whenever the
index version changes): per memory, the intervals that core/eventtime.py resolves from its
words against its `occurred_at` ("yesterday" said on 17 March 2022 is 16 March 2022). The
record is not changed: the words are what a person said; what they mean in dates is a reading
that a better resolver may redo, so it lives where a rebuild can redo it.

A quick screen skips the text of a memory that holds no word a time expression needs
(most memories): resolving costs about 0.4 ms a text, the screen a few microseconds.

Three more readings of a memory's words are kept here, made at the same time and saved the
same way, so that a search reads no text for them: whether it only asks something
(core/asking.py; retrieval/asking.py), how many distinct index terms its words hold when
they are few (at most FEW), and whether they write a number (core/numbers.py;
retrieval/amount.py).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.asking import only_asks
from ebbing.core.derive import uncited
from ebbing.core.eventnumeric import order_of
from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.numbers import writes_number
from ebbing.core.query import terms
from ebbing.core.reactions import tells, told_terms
from ebbing.core.runson import from_now, runs_on
from ebbing.core.timeexpr import TimeWindow, to_micros

if TYPE_CHECKING:
    from ebbing.models import Memory

Intervals = list[tuple[int, int]]  # [start, end) in microseconds since the epoch, UTC
FEW = 3  # own index terms counted up to this many; a memory of more counts as MANY
MANY = 99
OPENS = -2  # a saved row's end: the day a lasting state begins (core/runson.py), not an event
Periods = dict[int, tuple[int, int]]  # per row, a lasting state's [start, end) in microseconds


def memory_events(memory: Memory, order: str | None = None) -> tuple[Intervals, bool, int | None]:
    """The intervals a memory's words name, resolved against when it was said, whether one
    of them is a duration ("for 3 years", "since 2019"), and the first day a lasting state it
    tells of begins ("starting November 3rd", core/runson.py), None if it tells of none;
    `order` is how its writer puts a numeric date's day and month (core/eventnumeric.py)."""
    text = memory.content
    timed = mentions_time(text)
    if not timed and not from_now(text):
        return [], False, None
    out, span = [], False
    said = memory.occurred_at.date()
    found = resolve(text, said, order) if timed else []
    for event in found:
        start = datetime(event.start.year, event.start.month, event.start.day, tzinfo=UTC)
        end = datetime(event.end.year, event.end.month, event.end.day, tzinfo=UTC)
        out.append((to_micros(start), to_micros(end)))
        span |= event.precision == "span"
    begins = runs_on(text, said, found)
    first = min(begins) if begins else None
    return out, span, None if first is None else to_micros(
        datetime(first.year, first.month, first.day, tzinfo=UTC))


class EventIndex:
    """Per row, the event intervals of the memory there (most rows have none)."""

    def __init__(self) -> None:
        self.by_row: dict[int, Intervals] = {}
        self.spans: set[int] = set()  # rows whose words name a duration
        self.asks: set[int] = set()  # rows whose words only ask something
        self.few: dict[int, int] = {}  # rows whose words hold at most FEW index terms: how many
        self.numbers: set[int] = set()  # rows whose words write a number
        self.told: dict[int, int] = {}  # the rows of `few`: their terms but reactions
        # rows that tell of a lasting state: the day it begins (core/runson.py), its period
        # closed by the search engine (retrieval/runson.py)
        self.onward: dict[int, int] = {}
        self.version = 0  # counts changes, for what is derived from `onward` elsewhere
        self._table: npt.NDArray[np.int64] | None = None  # (row, start, end), for `within`
        # per writer, how their numeric dates put day and month ("dm", "md"), learnt from the
        # ones they wrote that show it ("30/05"), for the ones that do not ("02/03")
        self.orders: dict[str, str] = {}

    def set(self, row: int, memory: Memory) -> None:
        self._table = None
        self.version += 1
        writer = memory.character or ""
        shown = order_of(memory.content) if "/" in memory.content else None
        if shown:
            self.orders[writer] = shown
        found, span, begins = memory_events(memory, self.orders.get(writer))
        if begins is None:
            self.onward.pop(row, None)
        else:
            self.onward[row] = begins
        if found:
            self.by_row[row] = found
        else:
            self.by_row.pop(row, None)
        if span:
            self.spans.add(row)
        else:
            self.spans.discard(row)
        text = memory.content
        (self.asks.add if only_asks(text) else self.asks.discard)(row)
        own = len(set(terms(text))) if len(text) < 200 else MANY
        if own <= FEW:
            self.few[row] = own
        else:
            self.few.pop(row, None)
        if own <= FEW:  # "lmao savage": 1, "PASSED PROBATION 🎉": 2 (core/reactions.py)
            self.told[row] = MANY if tells(text) else told_terms(text)
        else:
            self.told.pop(row, None)
        said = clip(text, USE_CHARS)  # as the indexes see it (retrieval/documents.py)
        said = uncited(said) if memory.derived_from else said  # no citation's digits
        (self.numbers.add if writes_number(said) else self.numbers.discard)(row)

    def remove(self, rows: list[int]) -> None:
        self._table = None
        self.version += 1
        for row in rows:
            self.by_row.pop(row, None)
            self.onward.pop(row, None)
            self.spans.discard(row)
            self.asks.discard(row)
            self.few.pop(row, None)
            self.told.pop(row, None)
            self.numbers.discard(row)

    def asking(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        return np.array([int(r) in self.asks for r in rows.tolist()], dtype=bool)

    def own_terms(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        return np.array([self.few.get(int(r), MANY) for r in rows.tolist()], dtype=np.int64)

    def told_terms(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """Per row: `own_terms` without the reactions ("lol", "omg"), unless the memory
        `tells` something whatever its words (core/reactions.py)."""
        return np.array([self.told.get(r, MANY) for r in rows.tolist()], dtype=np.int64)

    def numbered(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        return np.array([int(r) in self.numbers for r in rows.tolist()], dtype=bool)

    def has(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        return np.array([int(r) in self.by_row for r in rows.tolist()], dtype=bool)

    def has_span(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        return np.array([int(r) in self.spans for r in rows.tolist()], dtype=bool)

    def affinity(self, rows: npt.NDArray[np.int64], window: TimeWindow,
                 periods: Periods | None = None) -> npt.NDArray[np.float64]:
        """Per row, how well its best event interval fits the window: 1.0 when they overlap,
        fading with the gap over the window's length (as `time_affinity` does for points),
        and scaled down by how much wider than the window the interval is (a "for 3 years"
        covers a given May only loosely). 0 for rows without events. A lasting state's
        period (`periods`, retrieval/runson.py) counts by the share of the window it holds
        in, scaled down as an interval is by how much longer than the window it runs from its
        first day to its close or the window's end, whichever is first: a state begun in
        November holds through December, one begun in May holds there more loosely, and one
        changed on 2 December holds in it for a day."""
        lo, hi = to_micros(window.start), to_micros(window.end)
        scale = max(float(hi - lo), 3_600e6)
        result = np.zeros(len(rows))
        for i, row in enumerate(rows.tolist()):
            for start, end in self.by_row.get(row, ()):
                # apart: as far as its middle (2026 is no part of a 2025 it only touches)
                gap = 0 if start < hi and end > lo else abs((start + end) // 2 - (lo + hi) // 2)
                gap = max(gap - (hi - lo) // 2, 0)
                width = min(1.0, scale / max(float(end - start), 1.0)) ** 0.5
                result[i] = max(result[i], float(np.exp(-gap / scale)) * width)
            start, end = (periods or {}).get(row, (hi, hi))
            if start < hi and end > lo:  # the share of the window it holds in, as loosely
                held = (min(end, hi) - max(start, lo)) / max(float(hi - lo), 1.0)
                width = min(1.0, scale / max(float(min(end, hi) - start), 1.0)) ** 0.5
                result[i] = max(result[i], held * width)
        return result

    def within(self, window: TimeWindow, longest: float = 4.0,
               periods: Periods | None = None) -> npt.NDArray[np.int64]:
        """The rows with an event interval that overlaps the window and is at most `longest`
        times as long as it (a "for 3 years" is no answer to "what happened in May?"), as a
        way in for search: a memory that dates a thing to the question's period is a
        candidate whatever its words share with the question. So is one that tells of a
        lasting state whose period (`periods`, as `affinity` reads it) meets the window."""
        if self._table is None:
            flat = [(row, s, e) for row, spans in self.by_row.items() for s, e in spans]
            self._table = np.array(flat, dtype=np.int64).reshape(-1, 3)
        table = self._table
        lo, hi = to_micros(window.start), to_micros(window.end)
        width = max(float(hi - lo), 86_400e6)
        hit = ((table[:, 1] < hi) & (table[:, 2] > lo)
               & ((table[:, 2] - table[:, 1]) <= longest * width))
        held = [row for row, (start, end) in (periods or {}).items()
                if start < hi and end > lo and min(end, hi) - start <= longest * width]
        return np.union1d(table[hit, 0], np.array(held, dtype=np.int64)).astype(np.int64)

    # -- saving with the other indexes --------------------------------------------------------
    def arrays(self) -> npt.NDArray[np.int64]:
        """Rows of (row, start, end, 1 if the row names a duration else 0), then for each row
        that tells of a lasting state (row, the day it begins, OPENS, 0), then for each row
        that only asks, holds few terms or writes a number (row, -1, -1, 4 x own terms + 2 if
        it writes a number + 1 if it asks + 1024 x (1 + its terms but reactions) if it has few)."""
        flat = [(row, s, e, int(row in self.spans))
                for row, spans in self.by_row.items() for s, e in spans]
        flat += [(row, begins, OPENS, 0) for row, begins in sorted(self.onward.items())]
        flat += [(row, -1, -1, 4 * self.few.get(row, MANY) + 2 * int(row in self.numbers)
                  + int(row in self.asks) + 1024 * (self.told[row] + 1 if row in self.told else 0))
                 for row in sorted(self.asks | self.numbers | set(self.few))]
        return np.array(flat, dtype=np.int64).reshape(-1, 4)

    @classmethod
    def restore(cls, table: npt.NDArray[np.int64], rows: int) -> EventIndex:
        index = cls()
        if table.ndim != 2 or table.shape[1] != 4 or (len(table) and table[:, 0].max() >= rows):
            raise ValueError("the saved event times do not match the rows")
        for row, start, end, span in table.tolist():
            if end == OPENS:  # a lasting state begins
                index.onward[row] = start
                continue
            if start == end == -1:  # what its words are like, not an event
                if span >= 1024:
                    index.told[row] = span // 1024 - 1
                    span %= 1024
                if span & 1:
                    index.asks.add(row)
                if span & 2:
                    index.numbers.add(row)
                if span // 4 <= FEW:
                    index.few[row] = span // 4
                continue
            index.by_row.setdefault(row, []).append((start, end))
            if span:
                index.spans.add(row)
        return index
