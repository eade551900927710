"""SearchEngine: a lexical (BM25) index and content vectors kept in step with one store.

Both are derived data. The engine notices new, edited, archived and deleted memories through
the store's columns (a row whose latest line moved has changed) and indexes only those. With a
`folder`, the indexes are saved there (index/state.py) every so often and loaded by the next
process, which then indexes only what the log gained since. Vectors are searched exactly in
small stores and through an IVF index in large ones (index/vectors.py).

Besides the indexes it keeps, per row, who said the memory (for queries that name a speaker),
the conversation it was said in (its `context_id`) and its episode: consecutive memories of
one conversation (core/ranking.py `episodes`). A memory's vector is computed from "speaker:
content" preceded by the memory before it in the same episode, so an answer is embedded with
its question; a memory said in no conversation is embedded alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.query import STOP_WORDS, terms, tokenize
from ebbing.core.ranking import RankParams, episodes
from ebbing.embed.ahead import Ahead, hands_off, may_start
from ebbing.embed.base import comparable, query_vector
from ebbing.graph.index import EntityIndex
from ebbing.graph.saved import entity_index as saved_entities
from ebbing.index.capitals import Capitals
from ebbing.index.events import EventIndex
from ebbing.index.ivf import Lists
from ebbing.index.lexical import LexicalIndex
from ebbing.index.vectors import VectorIndex
from ebbing.lang.hant import simplified
from ebbing.retrieval.capitals import split_names
from ebbing.retrieval.documents import (  # noqa: F401 (INDEX_VERSION, searchable: theirs)
    INDEX_VERSION,
    document_terms,
    memory_names,
    searchable,
)
from ebbing.retrieval.languages import by_pair, onto_own_script, reads_by_pair
from ebbing.retrieval.saved import load_saved, save_indexes, saved_name

if TYPE_CHECKING:
    from ebbing.embed import Embedder
    from ebbing.embed.cache import VectorCache
    from ebbing.models import Memory
    from ebbing.store.memory_store import MemoryStore

Progress = Callable[[int], None]
BACKGROUND = 256  # memories a query's background cosine is measured on (`background`)
BACKGROUND_LEAST = 24

BATCH = 65_536  # rows read, indexed and embedded at a time
SAVE_MIN = 1_000  # save the indexes once this many rows (or 2 % of the store) changed


class SearchEngine:
    def __init__(self, store: MemoryStore, embedder: Embedder | None = None,
                 cache: VectorCache | None = None, folder: Path | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.cache = cache
        self.folder = folder  # where the indexes are saved; None: kept in memory only
        self.episode_max = RankParams().episode_max
        self._last_question: tuple[tuple[str, str], npt.NDArray[np.float32]] | None = None
        self._ahead = Ahead()
        self._cols = store.cols
        self._reset()

    def _reset(self) -> None:
        """Forget every row: the next sync loads the saved indexes if they still hold, and
        indexes what they miss (vectors come from the cache)."""
        self.lexical = LexicalIndex(k1=0.9, b=0.4)  # Anserini's defaults for short passages
        self.indexed = np.full(0, -1, dtype=np.int64)  # per row: the offset indexed, -1 none
        self.vectors = VectorIndex()
        self.speaker = np.full(0, -1, dtype=np.int32)  # per row: a code in `characters`, -1
        self.characters: dict[str, int] = {}  # lower-cased speaker -> code
        self._names: dict[int, frozenset[str]] = {}  # code -> the name's words
        self.names: set[str] = set()  # every name a memory held (memory_names); only grows
        self.capitals = Capitals()  # the Latin words it writes as names (capitals.py)
        self.context = np.full(0, -1, dtype=np.int32)  # per row: a code in `contexts`, -1
        self.contexts: dict[str, int] = {}  # context id -> code
        self.events = EventIndex()  # when what each memory mentions happened (its words)
        self.episode = np.zeros(0, dtype=np.int64)
        self._entities: EntityIndex | None = None  # built on first use (the graph)
        self._loaded = self.folder is None
        self._unsaved = 0
        self._saved_lists: tuple[Lists, str] | None = None
        self._seen: tuple[Any, int, int] | None = None  # the store's state at the last sync
        self.asks: dict[tuple[int, int], bool] = {}  # (row, offset): asks? (replies.py)
        self._background: tuple[tuple[Any, int], npt.NDArray[np.int64] | None] | None = None

    def _episodes(self, n: int) -> npt.NDArray[np.int64]:
        return episodes(self.context[:n], self.episode_max)

    @property
    def entities(self) -> EntityIndex:
        """The associative graph's entity index, built from the indexed memories the first
        time it is asked for (or taken from what an earlier process saved: graph/saved.py),
        then kept in step by sync."""
        store = self.store
        if self._entities is None or self._entities.stale(store):
            self._entities = saved_entities(store, self.folder, self.indexed)
        return self._entities

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
        if store.cols is not self._cols:  # (re)loaded, e.g. after a compaction: rows were
            self._reset()  # renumbered, and an offset may match a different memory's old one
            self._cols = store.cols
        if not self._loaded:
            self._load()
        cols = store.cols
        if len(self.context) < cols.n:
            self.context = np.concatenate([self.context,
                                           np.full(cols.n - len(self.context), -1, np.int32)])
        if len(self.episode) != cols.n:  # e.g. loaded from the saved indexes
            self.episode = self._episodes(cols.n)
        seen = (cols, cols.n, store.memory_log.offset)
        if self._seen is not None and all(a is b or a == b
                                          for a, b in zip(seen, self._seen, strict=True)):
            return 0  # nothing was written since
        n = cols.n
        if len(self.indexed) < n:
            self.indexed = np.concatenate([self.indexed, np.full(n - len(self.indexed), -1)])
        if len(self.speaker) < n:
            self.speaker = np.concatenate([self.speaker,
                                           np.full(n - len(self.speaker), -1, np.int32)])
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
        self.speaker[gone] = -1  # a gone row keeps its conversation: the episode holds
        self.events.remove(gone.tolist())
        if self._entities is not None and len(gone):
            self._entities.update({}, gone.tolist())
        # a memory's vector embeds the one before it: re-embed the row after each change too
        after = changed + 1
        redo = np.union1d(fresh, after[(after < n) & alive[np.minimum(after, n - 1)]])
        is_fresh = np.isin(redo, fresh)
        vectors: npt.NDArray[Any] | None = None
        for start in range(0, len(redo), BATCH):  # each row read once per batch
            rows = redo[start:start + BATCH]
            new = {int(r): store.read_row(int(r)) for r in rows[is_fresh[start:start + BATCH]]}
            for row, memory in new.items():  # the episodes first: they shape the texts
                self.context[row] = self._context_code(memory.context_id)
            self.episode = self._episodes(n)
            read: dict[int, Memory] = dict(new)
            texts = ([self.embedding_text(int(r), read) for r in rows]
                     if self.embedder is not None else [])
            if new:
                self.lexical.add(list(new), [document_terms(m) for m in new.values()])
            for row, memory in new.items():
                self.speaker[row] = self._who(memory)
                self.names.update(memory_names(memory))
                self.capitals.add(*split_names(clip(memory.content, USE_CHARS)),
                                  first_time=bool(self.indexed[row] == -1))
                self.events.set(row, memory)
            if self._entities is not None:
                self._entities.update(new, [])
            part = self._embed(texts, progress) if texts else None
            if part is not None and len(redo) <= BATCH:
                vectors = part
            elif part is not None:  # a large batch: kept as float16 until indexed
                if vectors is None:
                    vectors = np.empty((len(redo), part.shape[1]), dtype=np.float16)
                vectors[start:start + len(rows)] = part
        if vectors is not None:
            self.vectors.set(redo, vectors, n)
        self.indexed[changed] = offsets[changed]
        self._unsaved += len(changed)
        if self.folder is not None and self._unsaved >= max(SAVE_MIN, n // 50):
            self.save()
        return len(changed)

    def rebuild(self, progress: Progress | None = None) -> int:
        """Drop the indexes (the saved ones too, by saving anew) and index every memory."""
        self._reset()
        self._loaded = True
        count = self.sync(progress)
        self.save()
        return count

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

    def _who(self, memory: Memory) -> int:
        """The speaker code of a row: who said it; for a derived memory about a known
        speaker (a profile of them), that speaker: a query naming them wants it too."""
        if not memory.derived_from:
            return self._code(memory.character)
        about = str(memory.metadata.get("entity") or "").strip().lower()
        return self.characters.get(about, -1)

    def _context_code(self, context_id: str | None) -> int:
        if not context_id:
            return -1
        return self.contexts.setdefault(context_id, len(self.contexts))

    def embedding_text(self, row: int, read: dict[int, Memory] | None = None) -> str:
        """What the vector of a row is computed from: "speaker: content", preceded by the
        memory before it when that one is in the same episode."""
        read = {} if read is None else read

        def line(r: int) -> str:
            if r not in read:
                read[r] = self.store.read_row(r)
            m = read[r]
            text = simplified(searchable(m))  # its first part; 對 read as 对 (lang/hant.py)
            return f"{m.character}: {text}" if m.character else text

        before = row - 1
        if (before >= 0 and self.store.cols.col("alive")[before]
                and self.episode[before] == self.episode[row]):
            return f"{line(before)}\n{line(row)}"
        return line(row)

    def speaker_names(self) -> list[str]:
        """The known speakers' names (lower-cased) that hold a word other than a stop word."""
        return [name for name, code in self.characters.items() if code in self._names]

    def named_speakers(self, query: str) -> list[int]:
        """Codes of the known speakers whose whole name the query mentions and who said a
        memory that is still indexed (a speaker whose memories were all given to another, or
        removed, names no one: a warm engine remembers the code, a fresh one never saw it)."""
        words = frozenset(tokenize(query))
        return [code for code, name in self._names.items()
                if name <= words and bool((self.speaker == code).any())]

    def name_terms(self, codes: list[int]) -> set[str]:
        """The index terms of these speakers' names ("Caroline" -> "carolin")."""
        return {term for code in codes for term in terms(" ".join(self._names.get(code, ())))}

    def _embed(self, texts: list[str], progress: Progress | None) -> npt.NDArray[Any] | None:
        if self.embedder is None:
            return None
        if self.cache is not None:
            return self.cache.ensure(texts, self.embedder, progress=progress)
        return self.embedder.embed(texts)

    # -- saved indexes (retrieval/saved.py) ----------------------------------------------
    def _name(self) -> str:
        """What the saved indexes must have been made with to be loaded."""
        return saved_name(self)

    def _load(self) -> None:
        load_saved(self)

    def save(self) -> None:
        """Save the indexes now (sync does it when enough changed)."""
        save_indexes(self)

    # -- searching --------------------------------------------------------------------------
    def lexical_top(self, query_terms: list[str], k: int,
                    allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        rows, _ = self.lexical.search(query_terms, k, allowed=allowed)
        return rows.astype(np.int64)

    def query_vector(self, query: str) -> npt.NDArray[np.float32] | None:
        if self.embedder is None or self.vectors.empty:
            return None
        return self.question_vector(query)

    def question_ahead(self, query: str) -> None:
        """Start embedding the question on a worker thread while the search does its word
        side (embed/ahead.py); `question_vector` takes it."""
        embedder = self.embedder
        last = self._last_question
        if embedder is None or self.store.cols.n == 0 or not may_start(embedder) or (
                last is not None and last[0] == (embedder.name, query)):
            return
        self._ahead.start((embedder.name, query), lambda: query_vector(embedder, query),
                          hands_off(embedder))

    def question_vector(self, query: str) -> npt.NDArray[np.float32] | None:
        """The embedder's vector of a question, the last one kept: a recall embeds its question
        once for the memories and the vault's notes alike."""
        if self.embedder is None:
            return None
        key = (self.embedder.name, query)
        last = self._last_question
        if last is not None and last[0] == key:
            return last[1]
        embedder = self.embedder
        vector = self._ahead.take(key, lambda: query_vector(embedder, query))
        self._last_question = (key, vector)
        return vector

    def cosines(self, q: npt.NDArray[np.float32] | None, rows: npt.NDArray[np.int64],
                query: str | None = None) -> npt.NDArray[np.float64]:
        """Cosine similarity of the given rows to the query vector (0 without vectors). With
        the `query`'s text, a CJK question's are read per language pair
        (retrieval/languages.py)."""
        if q is None or self.vectors.empty:
            return np.zeros(len(rows))
        raw = self.vectors.scores(q, rows)
        if query is not None and reads_by_pair(self.embedder, query):
            return by_pair(self, query, raw, rows)
        if not hasattr(self.embedder, "comparable"):
            return raw
        raw = onto_own_script(self, query, raw, rows)  # CJK memories, English question
        centre = self.background(q, query)
        return np.asarray(comparable(self.embedder, raw, centre=centre), dtype=np.float64)

    def background(self, q: npt.NDArray[np.float32], query: str | None = None) -> float | None:
        """The median cosine of the query to the store's memories (up to BACKGROUND of them,
        evenly spread), None in a store too small to tell. e5's cosines are read against it
        (embed/multilingual.py): how far a memory stands above what this question scores
        against anything, which does not depend on the languages of either."""
        rows = self.background_rows()
        if rows is None:
            return None
        return _median(onto_own_script(self, query, self.vectors.scores_kept(q, rows), rows))

    def background_rows(self) -> npt.NDArray[np.int64] | None:
        """The rows `background` reads, chosen again only after a sync indexed something
        (`_seen` is replaced then) or the store's size changed."""
        key = (self._seen, self.store.cols.n)
        kept = self._background
        if kept is not None and kept[0][0] is key[0] and kept[0][1] == key[1]:
            return kept[1]
        rows = np.flatnonzero(self.indexed[: key[1]] >= 0)
        chosen = (None if len(rows) < BACKGROUND_LEAST else
                  rows[np.linspace(0, len(rows) - 1, min(len(rows), BACKGROUND)).astype(np.int64)])
        self._background = (key, chosen)
        return chosen

    def semantic_top(self, q: npt.NDArray[np.float32] | None, k: int,
                     allowed: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64], Any]:
        """Rows by cosine similarity of their vectors to the query vector, best first."""
        if q is None or self.vectors.empty or not allowed.any():
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        return self.vectors.search(q, k, allowed)


def _median(values: npt.NDArray[Any]) -> float:
    """`float(np.median(values))` (the same value: the middle one, or the mean of the two
    middle ones, NaN if one is NaN, as numpy takes it) without np.median's generic machinery."""
    n = len(values)
    middle = [n // 2] if n % 2 else [n // 2 - 1, n // 2]
    part = np.partition(values, [*middle, -1])
    if np.isnan(part[-1]):
        return float("nan")
    return float(part[middle[0]] if n % 2 else (part[middle[0]] + part[middle[1]]) / 2)
