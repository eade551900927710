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
from ebbing.retrieval.documents import document_terms, memory_names
from ebbing.retrieval.tracked import Tracked

if TYPE_CHECKING:
    from ebbing.core.ranking import RankParams
    from ebbing.retrieval.engine import SearchEngine


class Carried(Tracked):
    """The carried words of every indexed memory of one engine, `turns` memories back; with
    `short`, only for memories of fewer index terms than that (a reply too short to name its
    topic); with `names`, only the names (who said the turns before, and the names they
    write with a capital: whom they were about)."""

    def __init__(self, turns: int, short: int = 0, names: bool = False) -> None:
        self.turns, self.short, self.names = turns, short, names
        self.reset()

    def reset(self) -> None:
        super().reset()
        self.index = LexicalIndex(k1=0.9, b=0.4)  # as the engine's own (retrieval/engine.py)
        self._terms: dict[tuple[int, int], list[str]] = {}  # (row, offset): its own terms

    def own(self, engine: SearchEngine, row: int, offset: int) -> list[str]:
        key = (row, offset)
        if key not in self._terms:
            self._terms[key] = document_terms(engine.store.read_row(row))
        return self._terms[key]

    def lent(self, engine: SearchEngine, row: int, offset: int) -> list[str]:
        """What a memory lends the ones after it: its terms, or only its names."""
        if not self.names:
            return self.own(engine, row, offset)
        key = (-1 - row, offset)
        if key not in self._terms:
            self._terms[key] = memory_names(engine.store.read_row(row))
        return self._terms[key]

    def update(self, engine: SearchEngine) -> None:
        """Index the carried words of what the engine indexed since the last update."""
        changed = self.changed(engine)
        if len(changed) == 0:
            return
        indexed = engine.indexed
        n = len(indexed)
        gone = changed[indexed[changed] < 0]
        if len(gone):
            self.index.remove(gone.tolist())
        later = (changed[:, None] + np.arange(1, self.turns + 1)[None, :]).ravel()
        redo = np.union1d(changed[indexed[changed] >= 0], later[later < n])
        redo = redo[indexed[redo] >= 0]
        episode = engine.episode
        rows, docs = [], []
        for row in redo.tolist():
            terms = self.own(engine, row, int(indexed[row]))
            own = set(terms)
            carried: list[str] = []
            for before in range(row - 1, max(row - self.turns, 0) - 1, -1):
                if indexed[before] < 0 or episode[before] != episode[row]:
                    break
                carried += [t for t in self.lent(engine, before, int(indexed[before]))
                            if t not in own]
            rows.append(row)
            docs.append(carried if not self.short or len(terms) < self.short else [])
        self.index.add(rows, docs)
        self.done(engine)


Kind = tuple[int, int, bool]  # turns back, short (0: any memory), names only
_BUILT: WeakKeyDictionary[SearchEngine, dict[Kind, Carried]] = WeakKeyDictionary()


def kind_of(params: RankParams) -> Kind:
    return params.carry, params.carry_short, bool(params.carry_names)


def carried_index(engine: SearchEngine, kind: Kind) -> LexicalIndex:
    """The engine's carried index of this kind, brought up to date."""
    per = _BUILT.setdefault(engine, {})
    if kind not in per:
        per[kind] = Carried(*kind)
    per[kind].update(engine)
    return per[kind].index


def carried_scores(engine: SearchEngine, kind: Kind, query_terms: list[str],
                   rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    """Per row, the BM25 of the query's terms among the row's carried words."""
    return carried_index(engine, kind).scores_for(query_terms, rows).astype(np.float64)


def carried_top(engine: SearchEngine, kind: Kind, query_terms: list[str], k: int,
                allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
    """The `k` allowed rows whose carried words match the query best."""
    rows, _ = carried_index(engine, kind).search(query_terms, k, allowed=allowed)
    return rows.astype(np.int64)
