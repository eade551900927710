"""SearchEngine: a lexical (BM25) index and content vectors kept in step with one store.

Both are derived data. The engine notices new, edited, archived and deleted memories through
the store's columns (a row whose latest line moved has changed) and indexes only those.

Besides the indexes it keeps, per row, who said the memory (for queries that name a speaker)
and its episode: consecutive memories close in time (a conversation). A memory's vector is
computed from "speaker: content" preceded by the memory before it in the same episode, so an
answer is embedded with its question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import STOP_WORDS, terms, tokenize
from ebbing.core.ranking import RankParams, episodes
from ebbing.graph.index import EntityIndex
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
        self.vectors: npt.NDArray[np.float32] | None = None  # per row, kept across resets
        self.characters: dict[str, int] = {}  # lower-cased speaker -> code
        self._names: dict[int, frozenset[str]] = {}  # code -> the name's words
        self.episode_window_us = RankParams().episode_window_us
        self._cols = store.cols
        self._reset()

    def _reset(self) -> None:
        """Forget every row: the next sync indexes them all (vectors come from the cache)."""
        self.lexical = LexicalIndex(k1=0.9, b=0.4)  # Anserini's defaults for short passages
        self.indexed = np.full(0, -1, dtype=np.int64)  # per row: the offset indexed, -1 none
        self.speaker = np.full(0, -1, dtype=np.int32)  # per row: a code in `characters`, -1
        self.episode = np.zeros(0, dtype=np.int64)
        self.entities = EntityIndex.for_store(self.store)  # the associative graph's entities

    def sync(self, progress: Progress | None = None) -> int:
        """Index what changed since the last sync; returns how many rows were (re)indexed."""
        store = self.store
        store.refresh()
        if store.cols is not self._cols:  # (re)loaded, e.g. after a compaction: rows were
            self._reset()  # renumbered, and an offset may match a different memory's old one
            self._cols = store.cols
        if self.entities.stale(store):  # aliases changed: index the entities again
            self.entities = EntityIndex.for_store(store)
            rows = np.flatnonzero(self.indexed >= 0).tolist()
            self.entities.update({r: store.read_row(r) for r in rows}, [])
        cols = store.cols
        n = cols.n
        if len(self.indexed) < n:
            self.indexed = np.concatenate([self.indexed, np.full(n - len(self.indexed), -1)])
            self.speaker = np.concatenate([self.speaker,
                                           np.full(n - len(self.speaker), -1, np.int32)])
        alive = cols.col("alive")
        offsets = np.where(alive, cols.col("offset"), -2)
        changed = np.flatnonzero(offsets != self.indexed[:n])
        if len(changed) == 0:
            return 0
        gone = changed[~alive[changed]]
        fresh = changed[alive[changed]]
        if len(gone):
            self.lexical.remove(gone.tolist())
        self.speaker[gone] = -1
        self.episode = episodes(cols.col("occurred")[:n], self.episode_window_us)
        read = {int(r): store.read_row(int(r)) for r in fresh}
        if read:
            self.lexical.add(fresh.tolist(), [document_terms(m) for m in read.values()])
        for row, memory in read.items():
            self.speaker[row] = self._code(memory.character)
        self.entities.update(read, gone.tolist())
        # a memory's vector embeds the one before it: re-embed the row after each change too
        after = changed + 1
        redo = np.union1d(fresh, after[(after < n) & alive[np.minimum(after, n - 1)]])
        if len(redo) and self.embedder is not None:
            self._embed(redo, [self.embedding_text(int(r), read) for r in redo], progress)
        self.indexed[changed] = offsets[changed]
        return len(changed)

    def _code(self, character: str | None) -> int:
        if not character:
            return -1
        name = character.strip().lower()
        if name not in self.characters:
            code = self.characters[name] = len(self.characters)
            words = frozenset(tokenize(name))
            if words - STOP_WORDS:
                self._names[code] = words
        return self.characters[name]

    def embedding_text(self, row: int, read: dict[int, Memory] | None = None) -> str:
        """What the vector of a row is computed from: "speaker: content", preceded by the
        memory before it when that one is in the same episode."""
        read = {} if read is None else read
        def line(r: int) -> str:
            if r not in read:
                read[r] = self.store.read_row(r)
            m = read[r]
            return f"{m.character}: {m.content}" if m.character else m.content

        before = row - 1
        if (before >= 0 and self.store.cols.col("alive")[before]
                and self.episode[before] == self.episode[row]):
            return f"{line(before)}\n{line(row)}"
        return line(row)

    def named_speakers(self, query: str) -> list[int]:
        """Codes of the known speakers whose whole name the query mentions."""
        words = frozenset(tokenize(query))
        return [code for code, name in self._names.items() if name <= words]

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

    def query_vector(self, query: str) -> npt.NDArray[np.float32] | None:
        if self.embedder is None or self.vectors is None:
            return None
        vector: npt.NDArray[np.float32] = self.embedder.embed([query])[0]
        return vector

    def cosines(self, q: npt.NDArray[np.float32] | None,
                rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        """Cosine similarity of the given rows to the query vector (0 without vectors)."""
        if q is None or self.vectors is None:
            return np.zeros(len(rows))
        return (self.vectors[rows] @ q).astype(np.float64)

    def semantic_top(self, q: npt.NDArray[np.float32] | None, k: int,
                     allowed: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64], Any]:
        """Rows by cosine similarity of their vectors to the query vector, best first."""
        if q is None or self.vectors is None:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        candidates = np.flatnonzero(allowed)
        if len(candidates) == 0:
            return candidates.astype(np.int64), np.zeros(0)
        sims = (self.vectors[: len(allowed)] @ q)[candidates]
        k = min(k, len(candidates))
        top = np.argpartition(-sims, k - 1)[:k]
        top = top[np.argsort(-sims[top], kind="stable")]
        return candidates[top].astype(np.int64), sims[top]
