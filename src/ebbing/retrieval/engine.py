"""SearchEngine: a lexical (BM25) index and content vectors kept in step with one store.

Both are derived data. The engine notices new, edited, archived and deleted memories through
the store's columns (a row whose latest line moved has changed) and indexes only those.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.index.lexical import LexicalIndex

if TYPE_CHECKING:
    from ebbing.embed import Embedder
    from ebbing.embed.cache import VectorCache
    from ebbing.models import Memory
    from ebbing.store.memory_store import MemoryStore

Progress = Callable[[int], None]


def document_terms(memory: Memory) -> list[str]:
    """What the lexical index sees: content, tags, entities and who said it."""
    parts = [memory.content, " ".join(memory.tags), " ".join(memory.entities),
             memory.character or ""]
    return terms(" ".join(parts))


class SearchEngine:
    def __init__(self, store: MemoryStore, embedder: Embedder | None = None,
                 cache: VectorCache | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.cache = cache
        self.lexical = LexicalIndex()
        self.indexed = np.full(0, -1, dtype=np.int64)  # per row: the offset indexed, -1 none
        self.vectors: npt.NDArray[np.float32] | None = None

    def sync(self, progress: Progress | None = None) -> int:
        """Index what changed since the last sync; returns how many rows were (re)indexed."""
        store = self.store
        store.refresh()
        cols = store.cols
        n = cols.n
        if len(self.indexed) < n:
            self.indexed = np.concatenate([self.indexed, np.full(n - len(self.indexed), -1)])
        alive = cols.col("alive")
        offsets = np.where(alive, cols.col("offset"), -2)
        changed = np.flatnonzero(offsets != self.indexed[:n])
        if len(changed) == 0:
            return 0
        gone = changed[~alive[changed]]
        fresh = changed[alive[changed]]
        if len(gone):
            self.lexical.remove(gone.tolist())
        if len(fresh):
            memories = [store.read_row(int(r)) for r in fresh]
            self.lexical.add(fresh.tolist(), [document_terms(m) for m in memories])
            self._embed(fresh, [m.content for m in memories], progress)
        self.indexed[changed] = offsets[changed]
        return len(changed)

    def _embed(self, rows: npt.NDArray[np.int64], texts: list[str],
               progress: Progress | None) -> None:
        if self.embedder is None:
            return
        if self.cache is not None:
            vectors = self.cache.ensure(texts, self.embedder, progress=progress)
        else:
            vectors = self.embedder.embed(texts)
        n = self.store.cols.n
        dim = vectors.shape[1]
        if self.vectors is None:
            self.vectors = np.zeros((max(n, 1024), dim), dtype=np.float32)
        elif len(self.vectors) < n:
            grown = np.zeros((max(n, 2 * len(self.vectors)), dim), dtype=np.float32)
            grown[: len(self.vectors)] = self.vectors
            self.vectors = grown
        self.vectors[rows] = vectors

    def lexical_top(self, query_terms: list[str], k: int,
                    allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        rows, _ = self.lexical.search(query_terms, k, allowed=allowed)
        return rows.astype(np.int64)

    def semantic_top(self, query: str, k: int,
                     allowed: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64], Any]:
        """Rows by cosine similarity of their content to the query, best first."""
        if self.embedder is None or self.vectors is None:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        candidates = np.flatnonzero(allowed)
        if len(candidates) == 0:
            return candidates.astype(np.int64), np.zeros(0)
        q = self.embedder.embed([query])[0]
        sims = (self.vectors[: len(allowed)] @ q)[candidates]
        k = min(k, len(candidates))
        top = np.argpartition(-sims, k - 1)[:k]
        top = top[np.argsort(-sims[top], kind="stable")]
        return candidates[top].astype(np.int64), sims[top]
