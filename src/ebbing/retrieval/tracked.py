"""What a structure kept beside one search engine has read of each row, so that an update
reads only the rows indexed (added, changed or removed) since the last one. Used by the words
carried within a talk (retrieval/carry.py) and the names given in passing (retrieval/naming.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine


class Tracked:
    """`changed(engine)`: the rows to read again; `done(engine)` once they are read. A new
    engine state (its word index replaced: rows were renumbered) starts afresh (`reset`,
    which a subclass extends with what it keeps)."""

    def reset(self) -> None:
        self.seen = np.full(0, -1, dtype=np.int64)  # per row: the engine offset it was read at
        self.lexical: object | None = None  # the engine's word index it was read beside

    def changed(self, engine: SearchEngine) -> npt.NDArray[np.int64]:
        if self.lexical is not engine.lexical:
            self.reset()
            self.lexical = engine.lexical
        indexed = engine.indexed
        n = len(indexed)
        if len(self.seen) < n:
            self.seen = np.concatenate([self.seen, np.full(n - len(self.seen), -1)])
        return np.flatnonzero(self.seen[:n] != indexed).astype(np.int64)

    def done(self, engine: SearchEngine) -> None:
        self.seen[:len(engine.indexed)] = engine.indexed
