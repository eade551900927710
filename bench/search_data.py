"""The synthetic stores of bench/search.py: text, memories, queries, and their vectors.

Memories: one sentence of 8-20 words drawn with Zipf frequencies from the ~21,000 English
words of the model's word-piece vocabulary, 0-2 tags, a speaker half of the time, times spread
over a year (so consecutive memories are seconds to hours apart, and episodes form as in a
busy log: up to 64 memories within an hour of each other).

Vectors are put into the store's vector cache by the engine itself (`fill_vectors`): a
SearchEngine over the store syncs once with the store's VectorCache, so every text it asks the
cache for is exactly what a search's engine will ask for later ("speaker: content", after the
previous memory of the same episode: `SearchEngine.embedding_text`), whatever that becomes.
The embedder that fills the misses is either the real model or `SyntheticEmbedder`, which
stands in for it under the model's own name.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

BATCH = 10_000  # memories stored per remember_batch
NOW = datetime(2026, 1, 1, tzinfo=UTC)
TAGS = ["work", "family", "health", "travel", "food", "finance", "people", "project", "home",
        "hobby", "music", "reading", "sport", "idea", "learning", "pets", "garden", "friends"]
WHO = ["alice", "bob", "caroline", "melanie", "jun", "priya", "tomas", "grandma"]
FRAMES = ["{}", "what about {}?", "when did we talk about {}?", "do you remember {}?",
          "what did they say about {}", "anything on {}"]
CONTEXT_WEIGHT = 0.5  # the previous memory's words, relative to the memory's own
NOISE = 0.3  # the noise vector's length, relative to the unit word sum
_WORD = re.compile(r"[a-z]+")


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# -- text ---------------------------------------------------------------------------------------
def vocabulary() -> list[str]:
    """The whole lowercase English words of the model's word-piece vocabulary (about 21,000),
    without stop words, in the vocabulary's order (roughly by frequency)."""
    from ebbing.core.query import STOP_WORDS
    from ebbing.embed.sentence import packaged_model_path

    lines = (packaged_model_path() / "vocab.txt").read_text(encoding="utf-8").split()
    return [w for w in dict.fromkeys(lines) if w.isascii() and w.isalpha() and w.islower()
            and len(w) >= 3 and w not in STOP_WORDS]


def zipf(n: int, s: float = 1.0, shift: float = 2.7) -> np.ndarray[Any, Any]:
    weights = 1.0 / (np.arange(n) + shift) ** s
    return weights / weights.sum()  # type: ignore[no-any-return]


def word_ids(n: int, vocab: int, seed: int) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """Word ids of n sentences (flat) and where each sentence ends."""
    rng = np.random.default_rng(seed)
    lengths = rng.integers(8, 21, size=n)
    ids = rng.choice(vocab, size=int(lengths.sum()), p=zipf(vocab)).astype(np.int32)
    return ids, np.cumsum(lengths)


def sentences(words: list[str], ids: np.ndarray[Any, Any],
              ends: np.ndarray[Any, Any]) -> list[str]:
    flat = [words[i] for i in ids.tolist()]
    out, start = [], 0
    for end in ends.tolist():
        out.append(" ".join(flat[start:end]).capitalize() + ".")
        start = end
    return out


def build_store(home: Path, texts: list[str], seed: int, days: float = 365) -> None:
    """Store the texts as memories, each batch of BATCH at times spread over `days` before
    NOW, with 0-2 tags, a speaker half of the time and a context id per conversation (a run
    of memories less than an hour apart, as episodes were once guessed from time)."""
    from ebbing.config import Settings
    from ebbing.service import MemoryService

    rng = np.random.default_rng(seed + 1)
    service = MemoryService(Settings(home=home))
    start = NOW - timedelta(days=days)
    talks = 0
    for first in range(0, len(texts), BATCH):
        batch = texts[first:first + BATCH]
        seconds = np.sort(rng.uniform(0, days * 86_400, len(batch)))
        items = []
        for i, text in enumerate(batch):
            at = start + timedelta(seconds=float(seconds[i]))
            if i and seconds[i] - seconds[i - 1] > 3600:  # an hour apart: a new conversation
                talks += 1
            item: dict[str, Any] = {"content": text, "occurred_at": at, "now": at,
                                    "context_id": f"conversation {first}-{talks}",
                                    "tags": [TAGS[j] for j in rng.choice(len(TAGS),
                                                                         int(rng.integers(0, 3)),
                                                                         replace=False)]}
            if rng.random() < 0.5:
                item["character"] = WHO[int(rng.integers(len(WHO)))]
            items.append(item)
        service.remember_batch(items, snapshot=False)
        say(f"  stored {first + len(batch):,}")
    service.store.save_snapshot()
    service.close()


def make_queries(words: list[str], ids: np.ndarray[Any, Any], ends: np.ndarray[Any, Any],
                 count: int, seed: int) -> list[str]:
    """Distinct queries: 2-4 words of a random stored sentence in a question frame."""
    rng = np.random.default_rng(seed + 3)
    starts = np.concatenate([[0], ends[:-1]])
    out: dict[str, None] = {}
    while len(out) < count:
        doc = int(rng.integers(len(ends)))
        own = ids[starts[doc]:ends[doc]]
        picked = rng.choice(own, size=min(len(own), int(rng.integers(2, 5))), replace=False)
        frame = FRAMES[int(rng.integers(len(FRAMES)))]
        out.setdefault(frame.format(" ".join(words[i] for i in picked.tolist())))
    return list(out)


# -- vectors ------------------------------------------------------------------------------------
def word_vectors(workdir: Path, words: list[str]) -> np.ndarray[Any, Any]:
    """The real model's vector of each vocabulary word (computed once per workdir)."""
    import os

    from ebbing.embed import make_embedder

    spec = os.environ.get("EBBING_EMBEDDER", "default")  # the model the store is searched with
    path = workdir / ("word-vectors.npy" if spec == "default" else f"word-vectors-{spec}.npy")
    if path.exists():
        return np.load(path)  # type: ignore[no-any-return]
    say(f"  embedding the {len(words):,} words of the vocabulary (once)")
    vectors = make_embedder(spec).embed(words)
    np.save(path, vectors)
    return vectors


class SyntheticEmbedder:
    """Stands in for the real model under its name: a text's vector is the information-weighted
    (-log Zipf probability) sum of the real vectors of its known words, normalised, plus
    Gaussian noise of length NOISE, normalised again. An embedding text of several lines (a
    memory after the previous one of its episode) weighs the last line's words (the memory's
    own, its speaker's name included) 1 and the earlier lines' words CONTEXT_WEIGHT, as the
    real model mixes both."""

    def __init__(self, name: str, words: list[str], vectors: np.ndarray[Any, Any],
                 seed: int) -> None:
        self.name = name
        self.dim = int(vectors.shape[1])
        info = -np.log(zipf(len(words)))[:, None].astype(np.float32)
        self.table = (vectors * info).astype(np.float32)
        self.index = {word: i for i, word in enumerate(words)}
        self.rng = np.random.default_rng(seed)

    def embed(self, texts: Sequence[str]) -> np.ndarray[Any, Any]:
        from ebbing.embed.base import normalize_rows

        ids: list[int] = []
        weights: list[float] = []
        owners: list[int] = []
        for row, text in enumerate(texts):
            lines = text.split("\n")
            for number, line in enumerate(lines):
                weight = 1.0 if number == len(lines) - 1 else CONTEXT_WEIGHT
                for word in _WORD.findall(line.lower()):
                    at = self.index.get(word)
                    if at is not None:
                        ids.append(at)
                        weights.append(weight)
                        owners.append(row)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        np.add.at(out, np.asarray(owners, dtype=np.int64),
                  self.table[np.asarray(ids, dtype=np.int64)]
                  * np.asarray(weights, dtype=np.float32)[:, None])
        out = normalize_rows(out)
        out += self.rng.normal(0, NOISE / math.sqrt(self.dim), out.shape).astype(np.float32)
        return normalize_rows(out)


def fill_vectors(home: Path, embedder: Any) -> int:
    """Put the vector of every memory into the store's vector cache, through the engine's own
    sync (so under the keys the engine looks up); returns how many texts `embedder` embedded
    (the ones not cached yet). The indexes are not saved: the first measured process builds
    them from the cache as a first search would."""
    from ebbing.config import Settings
    from ebbing.embed.cache import VectorCache
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.service import MemoryService

    service = MemoryService(Settings(home=home))
    counted = Counting(embedder)
    engine = SearchEngine(service.store, counted, VectorCache(service.folder, embedder.name))
    total = service.store.cols.n
    done = [0]

    def progress(count: int) -> None:
        done[0] += count
        if done[0] % 50_000 < count or done[0] == total:
            say(f"  vectors {done[0]:,} / {total:,}")

    engine.sync(progress)
    service.close()
    return counted.embedded


class Counting:
    """An embedder passing texts on to another and counting them; `limit` (if given) is the
    most texts one call may embed, past which it raises instead."""

    def __init__(self, inner: Any, limit: int | None = None) -> None:
        self.inner, self.limit, self.embedded, self.calls = inner, limit, 0, 0

    @property
    def name(self) -> str:
        return str(self.inner.name)

    @property
    def dim(self) -> int:
        return int(self.inner.dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray[Any, Any]:
        if self.limit is not None and len(texts) > self.limit:
            raise RuntimeError(
                f"asked to embed {len(texts)} texts at once while measuring: the vector cache "
                f"misses stored memories (first: {texts[0]!r}); build the store's vectors again")
        self.embedded += len(texts)
        self.calls += 1
        return self.inner.embed(texts)  # type: ignore[no-any-return]

    def embed_query(self, texts: Sequence[str]) -> np.ndarray[Any, Any]:
        """A question, as the engine asks for it: the inner embedder's question side when it
        has one (e5's "query: "), counted as `embed` counts."""
        if self.limit is not None and len(texts) > self.limit:
            raise RuntimeError(f"asked to embed {len(texts)} questions at once while measuring")
        self.embedded += len(texts)
        self.calls += 1
        asking = getattr(self.inner, "embed_query", None)
        return asking(texts) if asking is not None else self.inner.embed(texts)  # type: ignore[no-any-return]

    def __getattr__(self, name: str) -> Any:
        """Everything else of the inner embedder (e5's `comparable`, `between`, `loaded`...),
        so that the engine reads a counted embedder as it reads the real one."""
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)
