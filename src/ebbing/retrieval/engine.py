"""SearchEngine: a lexical (BM25) index and content vectors kept in step with one store.

Both are derived data. The engine notices new, edited, archived and deleted memories through
the store's columns (a row whose latest line moved has changed) and indexes only those. With a
`folder`, the indexes are saved there (index/state.py) every so often and loaded by the next
process, which then indexes only what the log gained since. Vectors are searched exactly in
small stores and through an IVF index in large ones (index/vectors.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.index import state
from ebbing.index.ivf import Lists
from ebbing.index.lexical import LexicalIndex
from ebbing.index.vectors import VectorIndex

if TYPE_CHECKING:
    from ebbing.embed import Embedder
    from ebbing.embed.cache import VectorCache
    from ebbing.models import Memory
    from ebbing.store.memory_store import MemoryStore

Progress = Callable[[int], None]
log = logging.getLogger("ebbing")

INDEX_VERSION = 1  # bump when document_terms or the embedded text change: saved indexes go stale
BATCH = 65_536  # rows read, indexed and embedded at a time
SAVE_MIN = 1_000  # save the indexes once this many rows (or 2 % of the store) changed


def document_terms(memory: Memory) -> list[str]:
    """What the lexical index sees: content, tags, entities and who said it."""
    parts = [memory.content, " ".join(memory.tags), " ".join(memory.entities),
             memory.character or ""]
    return terms(" ".join(parts))


class SearchEngine:
    def __init__(self, store: MemoryStore, embedder: Embedder | None = None,
                 cache: VectorCache | None = None, folder: Path | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.cache = cache
        self.folder = folder  # where the indexes are saved; None: kept in memory only
        self.lexical = LexicalIndex()
        self.indexed = np.full(0, -1, dtype=np.int64)  # per row: the offset indexed, -1 none
        self.vectors = VectorIndex()
        self._loaded = folder is None
        self._unsaved = 0
        self._saved_lists: tuple[Lists, str] | None = None
        self._seen: tuple[Any, int, int] | None = None  # the store's state at the last sync

    @property
    def exact_vectors(self) -> bool:
        """Search every vector exactly, even in a large store (to measure the IVF's recall)."""
        return self.vectors.exact

    @exact_vectors.setter
    def exact_vectors(self, value: bool) -> None:
        self.vectors.exact = value

    def vector_index_info(self) -> dict[str, Any]:
        return self.vectors.info()

    def sync(self, progress: Progress | None = None) -> int:
        """Index what changed since the last sync; returns how many rows were (re)indexed."""
        store = self.store
        store.refresh()
        if not self._loaded:
            self._load()
        cols = store.cols
        seen = (cols, cols.n, store.memory_log.offset)
        if self._seen is not None and all(a is b or a == b
                                          for a, b in zip(seen, self._seen, strict=True)):
            return 0  # nothing was written since
        n = cols.n
        if len(self.indexed) < n:
            self.indexed = np.concatenate([self.indexed, np.full(n - len(self.indexed), -1)])
        alive = cols.col("alive")
        offsets = np.where(alive, cols.col("offset"), -2)
        changed = np.flatnonzero(offsets != self.indexed[:n])
        self._seen = seen
        if len(changed) == 0:
            return 0
        gone = changed[~alive[changed]]
        fresh = changed[alive[changed]]
        if len(gone):
            self.lexical.remove(gone.tolist())
            self.vectors.remove(gone)
        vectors: npt.NDArray[Any] | None = None
        for start in range(0, len(fresh), BATCH):
            rows = fresh[start:start + BATCH]
            memories = [store.read_row(int(r)) for r in rows]
            self.lexical.add(rows.tolist(), [document_terms(m) for m in memories])
            part = self._embed([m.content for m in memories], progress)
            if part is not None and len(fresh) <= BATCH:
                vectors = part
            elif part is not None:  # a large batch: kept as float16 until indexed
                if vectors is None:
                    vectors = np.empty((len(fresh), part.shape[1]), dtype=np.float16)
                vectors[start:start + len(rows)] = part
        if vectors is not None:
            self.vectors.set(fresh, vectors, n)
        self.indexed[changed] = offsets[changed]
        self._unsaved += len(changed)
        if self.folder is not None and self._unsaved >= max(SAVE_MIN, n // 50):
            self.save()
        return len(changed)

    def rebuild(self, progress: Progress | None = None) -> int:
        """Drop the indexes (the saved ones too, by saving anew) and index every memory."""
        self.lexical, self.vectors = LexicalIndex(), VectorIndex()
        self.indexed = np.full(0, -1, dtype=np.int64)
        self._loaded, self._seen, self._saved_lists = True, None, None
        count = self.sync(progress)
        self.save()
        return count

    def _embed(self, texts: list[str], progress: Progress | None) -> npt.NDArray[Any] | None:
        if self.embedder is None:
            return None
        if self.cache is not None:
            return self.cache.ensure(texts, self.embedder, progress=progress)
        return self.embedder.embed(texts)

    # -- saved indexes ----------------------------------------------------------------------
    def _name(self) -> str:
        """What the saved indexes must have been made with to be loaded."""
        model = self.embedder.name if self.embedder is not None else "no vectors"
        return f"{model}; index {INDEX_VERSION}"

    def _load(self) -> None:
        self._loaded = True
        fd = self.store.memory_log.fd
        if self.folder is None or fd is None:
            return
        saved = state.load(self.folder, self._name(), fd, self.store.cols.n)
        if saved is None:
            return
        self.indexed, self.lexical, self.vectors = saved.indexed, saved.lexical, saved.vectors
        if saved.lists_token is not None and saved.vectors.lists is not None:
            self._saved_lists = (saved.vectors.lists, saved.lists_token)

    def save(self) -> None:
        """Save the indexes now (sync does it when enough changed)."""
        fd = self.store.memory_log.fd
        if self.folder is None or fd is None:
            return
        lists = self.vectors.lists
        token = self._saved_lists[1] if self._saved_lists and self._saved_lists[0] is lists \
            else None
        n = self.store.cols.n
        saved = state.Saved(self.indexed[:n], self.lexical, self.vectors, token)
        try:
            token = state.save(self.folder, self._name(), fd, self.store.memory_log.offset,
                               saved, lists)
        except OSError as error:  # derived data: never fail a search over it
            log.warning("could not save the search indexes in %s: %s", self.folder, error)
            return
        self._saved_lists = (lists, token) if lists is not None and token else None
        self._unsaved = 0

    # -- searching --------------------------------------------------------------------------
    def lexical_top(self, query_terms: list[str], k: int,
                    allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        rows, _ = self.lexical.search(query_terms, k, allowed=allowed)
        return rows.astype(np.int64)

    def semantic_top(self, query: str, k: int,
                     allowed: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64], Any]:
        """Rows by cosine similarity of their content to the query, best first."""
        if self.embedder is None or self.vectors.empty or not allowed.any():
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        q = self.embedder.embed([query])[0]
        return self.vectors.search(q, k, allowed)
