"""What a turn carries from the turns before it (issue 27): a reply often lacks whom and what
it is about ("That's great progress!" after "The store made its first profit this month"), so
each memory of a conversation gets a second lexical document, its carried words: the index
terms of the `turns` memories just before it in the same episode (their words, and who said
them), less the terms the memory holds itself. A query scores them by BM25 like its own words,
weighted by `RankParams.carry_weight` (retrieval/search.py); the carried index's best matches
join the candidates.

The carried index is built only when a setting asks for it, and kept per engine and per
`turns` (so settings can be compared over one ingested store): on first use it indexes every
indexed memory, then each use adds what the engine indexed since and redoes the memories after
a changed one. It is derived data, never saved; a process that turns it on builds it once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

import numpy as np
import numpy.typing as npt

from ebbing.index.lexical import LexicalIndex
from ebbing.retrieval.documents import document_terms

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine


class Carried:
    """The carried words of every indexed memory of one engine, `turns` memories back."""

    def __init__(self, turns: int) -> None:
        self.turns = turns
        self.reset()

    def reset(self) -> None:
        self.index = LexicalIndex(k1=0.9, b=0.4)  # as the engine's own (retrieval/engine.py)
        self.seen = np.full(0, -1, dtype=np.int64)  # per row: the engine offset it was built at
        self.lexical: LexicalIndex | None = None  # the engine's index it was built beside
        self._terms: dict[tuple[int, int], list[str]] = {}  # (row, offset): its own terms

    def own(self, engine: SearchEngine, row: int, offset: int) -> list[str]:
        key = (row, offset)
        if key not in self._terms:
            self._terms[key] = document_terms(engine.store.read_row(row))
        return self._terms[key]

    def update(self, engine: SearchEngine) -> None:
        """Index the carried words of what the engine indexed since the last update."""
        if self.lexical is not engine.lexical:  # a new engine state: rows were renumbered
            self.reset()
            self.lexical = engine.lexical
        indexed = engine.indexed
        n = len(indexed)
        if len(self.seen) < n:
            self.seen = np.concatenate([self.seen, np.full(n - len(self.seen), -1)])
        changed = np.flatnonzero(self.seen[:n] != indexed)
        if len(changed) == 0:
            return
        gone = changed[indexed[changed] < 0]
        if len(gone):
            self.index.remove(gone.tolist())
        later = (changed[:, None] + np.arange(1, self.turns + 1)[None, :]).ravel()
        redo = np.union1d(changed[indexed[changed] >= 0], later[later < n])
        redo = redo[indexed[redo] >= 0]
        episode = engine.episode
        rows, docs = [], []
        for row in redo.tolist():
            own = set(self.own(engine, row, int(indexed[row])))
            carried: list[str] = []
            for before in range(row - 1, max(row - self.turns, 0) - 1, -1):
                if indexed[before] < 0 or episode[before] != episode[row]:
                    break
                carried += [t for t in self.own(engine, before, int(indexed[before]))
                            if t not in own]
            rows.append(row)
            docs.append(carried)
        self.index.add(rows, docs)
        self.seen[:n] = indexed


_BUILT: WeakKeyDictionary[SearchEngine, dict[int, Carried]] = WeakKeyDictionary()


def carried_index(engine: SearchEngine, turns: int) -> LexicalIndex:
    """The engine's carried index, `turns` memories back, brought up to date."""
    per = _BUILT.setdefault(engine, {})
    if turns not in per:
        per[turns] = Carried(turns)
    per[turns].update(engine)
    return per[turns].index


def carried_scores(engine: SearchEngine, turns: int, query_terms: list[str],
                   rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    """Per row, the BM25 of the query's terms among the row's carried words."""
    return carried_index(engine, turns).scores_for(query_terms, rows).astype(np.float64)


def carried_top(engine: SearchEngine, turns: int, query_terms: list[str], k: int,
                allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
    """The `k` allowed rows whose carried words match the query best."""
    rows, _ = carried_index(engine, turns).search(query_terms, k, allowed=allowed)
    return rows.astype(np.int64)
