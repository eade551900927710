"""A lasting state's period: from the day it begins until its writer changes the same thing
again (issue 27, stop 35).

The event index keeps, per memory that tells of a lasting state ("they're moving me to days
starting November 3rd", core/runson.py), the day it begins. Here each becomes a period
[that day, close): it is closed by the writer's later state of the same thing ("back to
nights from January 5th" closes the days), and stays open while none is told. Which later
state changes the same thing is read from meaning, with no threshold: of the writer's later
states the one nearest to it in meaning, provided it is, of the writer's earlier states,
the nearest to that one too ("deer season starts the 24th", told between, is nearer to the
days than anything else the writer began, but the days' nearest is the nights). A state
told by no known speaker, or without a vector, stays open.

Read by search (retrieval/search.py: how well a memory's time fits the question's) and by
the time way in (retrieval/timed.py), through `periods`, worked out again only after the
event index or the store changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ebbing.index.events import Periods

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

OPEN = np.iinfo(np.int64).max  # no later state closes it


def periods(engine: SearchEngine) -> Periods:
    """Per row that tells of a lasting state, its period [start, end) in microseconds."""
    events = engine.events
    if not events.onward:
        return {}
    key = (events.version, engine.store.cols.n, engine.vectors.version)
    kept = engine.__dict__.get("_runs_on")  # kept on the engine, as subject.py does
    if kept is not None and kept[0] == key:
        got: Periods = kept[1]
        return got
    said = engine.store.cols.col("occurred")
    by_writer: dict[int, list[int]] = {}
    for row in sorted(events.onward):
        if row < len(engine.speaker) and engine.speaker[row] >= 0:
            by_writer.setdefault(int(engine.speaker[row]), []).append(row)
    out: Periods = {row: (start, OPEN) for row, start in events.onward.items()}
    for rows in by_writer.values():
        rows.sort(key=lambda r: (int(said[r]), r))
        for earlier, later in closings(engine, rows):
            start = out[earlier][0]
            out[earlier] = (start, max(events.onward[later], said_day(int(said[later])), start))
    engine.__dict__["_runs_on"] = (key, out)
    return out


def said_day(micros: int) -> int:
    """The start of the day a time in microseconds falls on (UTC)."""
    day = 86_400_000_000
    return micros - micros % day


def closings(engine: SearchEngine, rows: list[int]) -> list[tuple[int, int]]:
    """Of one writer's states in the order told, the pairs (earlier, later) where the later
    changes the same thing: each the other's nearest in meaning on its side in time."""
    if len(rows) < 2:
        return []
    near = similarities(engine, rows)
    if near is None:
        return []
    pairs = []
    for i in range(len(rows) - 1):
        j = i + 1 + int(np.argmax(near[i, i + 1:]))  # its nearest later state
        if int(np.argmax(near[j, :j])) == i:  # and it is that one's nearest earlier
            pairs.append((rows[i], rows[j]))
    return pairs


def similarities(engine: SearchEngine, rows: list[int]) -> np.ndarray | None:
    """Cosines between the rows' vectors, None when any of them has none."""
    ids = np.asarray(rows, dtype=np.int64)
    vectors = np.zeros((len(ids), 0), dtype=np.float32)
    found = np.zeros(len(ids), dtype=bool)
    for inside, block in engine.vectors.blocks(ids):
        if vectors.shape[1] == 0 and len(block):
            vectors = np.zeros((len(ids), block.shape[1]), dtype=np.float32)
        vectors[inside] = block
        found |= inside
    if not found.all() or vectors.shape[1] == 0:
        return None
    result: np.ndarray = vectors @ vectors.T
    return result
