"""The daemon's open memory agents: one MemoryService per (namespace, agent), kept open with its
indexes built, all sharing one loaded embedding model.

Concurrency (docs/server.md, "Many clients"): an agent's store and indexes are used by one
request at a time (a lock per agent), but only for the search itself. What a read does
besides is shared between concurrent requests: their queries are embedded together, in one
run of the model, before they take the agent (`SharedEmbedder`), and the memories their
recalls reinforce are written together, one append and one fsync for all of them, after
they leave it (server/touches.py; the fsync after the recalls answer, unless
EBBING_RECALL_FSYNC=before). Writes by other processes are seen because every search
first syncs the engine with the store, which folds what others appended (or reloads a
compacted file); reinforcement goes through the store, under its cross-process lock, as in
the CLI, and a recall answers once its reinforcement is written (and fsynced, with
EBBING_RECALL_FSYNC=before).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from ebbing.access.reach import require
from ebbing.backend import local_copy
from ebbing.config import Settings
from ebbing.embed import Embedder, Vectors, make_embedder
from ebbing.embed.sentence import FEW_TEXTS
from ebbing.errors import unrecorded
from ebbing.index.blas import one_thread
from ebbing.names import agent_folder, check_name
from ebbing.server.touches import Flusher, TouchQueue, Use, collecting, deferred, reinforce
from ebbing.server.turns import Turns
from ebbing.service import MemoryService
from ebbing.store.agents import is_store

BATCH_MOST = 32  # texts: a larger call (a backlog) runs alone, as given (so does an empty one)


class SharedEmbedder:
    """An embedder several agents (threads) use. The model runs one call at a time; small
    calls (queries) that arrive while it runs wait and then go together, FEW_TEXTS texts a
    run, each getting its own rows back (padding is masked: a text's vector does not depend
    on what it was batched with)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self._lock = threading.Lock()  # the model: one run at a time
        self._queue = threading.Lock()
        self._waiting: list[_Call] = []
        self._given = threading.local()
        # one engine for every question of this long-lived process (embed/multilingual.py)
        keep_asking = getattr(inner, "keep_asking", None)
        if keep_asking is not None:
            keep_asking()

    # the inner model's pure readings of its cosines (no model run, so no lock): e5's common
    # scale and its reading per language pair (embed/multilingual.py). Without them the
    # daemon read e5's raw cosines (0.8 for anything): its floor never abstained and a CJK
    # question was not read per language pair, unlike the same search in one process.
    PURE = ("comparable", "between", "native")

    def __getattr__(self, name: str) -> Any:
        if name in SharedEmbedder.PURE:
            return getattr(self.inner, name)  # AttributeError if the inner has none
        raise AttributeError(name)

    @property
    def dim(self) -> int:
        with self._lock:
            return self.inner.dim

    @property
    def loaded(self) -> bool:
        return bool(getattr(self.inner, "loaded", True))

    def load(self) -> None:
        """Load the model now (a no-op for embedders without a model to load)."""
        load = getattr(self.inner, "load", None)
        if load is not None:
            with self._lock:
                load()
                getattr(self.inner, "load_questions", lambda: None)()  # e5's question engine

    def embed(self, texts: Sequence[str]) -> Vectors:
        given: dict[str, Vectors] = getattr(self._given, "vectors", None) or {}
        if len(texts) == 1 and texts[0] in given and not hasattr(self.inner, "embed_query"):
            return given[texts[0]]
        if not texts or len(texts) > BATCH_MOST:
            with self._lock:
                return self.inner.embed(texts)
        call = _Call(list(texts))
        with self._queue:
            self._waiting.append(call)
        with self._lock:  # whoever gets the model runs every call waiting by then
            if not call.done:
                with self._queue:
                    batch, self._waiting = self._waiting, []
                self._run(batch)
        if call.error is not None:
            raise call.error
        assert call.vectors is not None
        return call.vectors

    def embed_query(self, texts: Sequence[str]) -> Vectors:
        """A question's vector: the inner embedder's `embed_query` when it embeds questions
        apart (e5, embed/multilingual.py; one run at a time), else `embed`."""
        asking = getattr(self.inner, "embed_query", None)
        if asking is None:
            return self.embed(texts)
        given: dict[str, Vectors] = getattr(self._given, "vectors", None) or {}
        if len(texts) == 1 and texts[0] in given:
            return given[texts[0]]
        with self._lock:
            rows: Vectors = asking(texts)
            return rows

    def _run(self, batch: list[_Call]) -> None:
        texts = [t for call in batch for t in call.texts]
        try:  # runs of FEW_TEXTS: the single-thread session a lone query uses (runtime.py)
            vectors = np.concatenate([self.inner.embed(texts[i:i + FEW_TEXTS])
                                      for i in range(0, len(texts), FEW_TEXTS)])
            start = 0
            for call in batch:
                call.vectors = vectors[start:start + len(call.texts)]
                start += len(call.texts)
        except Exception as error:  # each caller gets the error of its run
            for call in batch:
                call.error = error
        for call in batch:
            call.done = True

    def given_vector(self, text: str) -> Vectors | None:
        """The vector `given` holds for `text` in this thread, if any."""
        given: dict[str, Vectors] = getattr(self._given, "vectors", None) or {}
        return given.get(text)

    @contextmanager
    def given(self, text: str) -> Iterator[None]:
        """Embed `text` now (with whatever other requests embed at this moment) and, within
        the block, answer this thread's `embed([text])` with that vector."""
        self._given.vectors = {text: self.embed_query([text])}
        try:
            yield
        finally:
            self._given.vectors = None


@dataclass
class _Call:
    texts: list[str]
    vectors: Vectors | None = None
    error: Exception | None = None
    done: bool = False


@contextmanager
def scanned_ahead(svc: WarmService, query: str) -> Iterator[None]:
    """Before the agent's turn: the vector scan of the query's search, so that it runs while
    another request holds the turn (index/vectors.py `similarities_ahead`: used only if the
    index is unchanged when the search comes). Only once the agent's engine is built."""
    from ebbing.index.vectors import forget_ahead

    engine, store = svc._engine, svc._store
    vector = svc.shared_embedder.given_vector(query)
    if engine is not None and store is not None and vector is not None and len(vector):
        engine.vectors.similarities_ahead(vector[0], store.cols.n)
    try:
        yield
    finally:
        forget_ahead()


class WarmService(MemoryService):
    """A MemoryService whose search engine uses the daemon's shared embedder."""

    def __init__(self, settings: Settings, namespace: str, agent: str,
                 embedder: SharedEmbedder) -> None:
        super().__init__(settings, namespace=namespace, agent=agent)
        self.shared_embedder = embedder

    def touch_many(self, memory_ids: list[str], *, now: datetime | None = None,
                   review_ids: set[str] | None = None) -> None:
        """Within `AgentPool.read`, the uses are collected and group-committed after the
        search (server/touches.py); elsewhere written at once."""
        uses = collecting()
        if uses is None:
            super().touch_many(memory_ids, now=now, review_ids=review_ids)
        else:
            uses.append(Use(tuple(memory_ids), self._now(now), frozenset(review_ids or ())))

    @property
    def engine(self) -> Any:
        if self._engine is None:
            from ebbing.retrieval.setup import build_engine

            self._engine = build_engine(self, self.shared_embedder)
        return self._engine


@dataclass
class Agent:
    service: WarmService
    turns: Turns = field(default_factory=Turns)  # one request at a time, in arrival order
    requests: int = 0
    flusher: Flusher | None = None  # None: the recalls answer after the fsync
    touches: TouchQueue = field(init=False)

    def __post_init__(self) -> None:
        self.touches = TouchQueue(self._reinforce)

    def _reinforce(self, uses: list[Use]) -> int:
        """Written in the agent's turn (the store's view in this process changes with them:
        no search may run meanwhile), made durable after it: the fsync, a few milliseconds,
        no longer holds every search of the agent back. The recalls answer after it, or,
        with a `flusher` (EBBING_RECALL_FSYNC=after), before it: the flusher's thread runs it."""
        svc = self.service
        with self.turns.hold(urgent=True):  # answered recalls wait for it alone
            count = reinforce(svc.store, svc.settings.reinforce_params(), uses, durable=False)
        if count:
            if self.flusher is None:
                svc.store.memory_log.flush()
            else:
                self.flusher.later(svc.store.memory_log)
        return count


class AgentPool:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.embedder = SharedEmbedder(make_embedder(settings.embedder, settings.onnx))
        self._agents: dict[tuple[str, str], Agent] = {}
        self._lock = threading.Lock()
        self.flusher = Flusher() if settings.recall_fsync == "after" else None

    def _entry(self, namespace: str, agent: str) -> Agent:
        key = (check_name("namespace", namespace), check_name("agent", agent))
        require(key[0])  # the caller's token must grant the namespace (ebbing.access)
        with self._lock:
            entry = self._agents.get(key)
            if entry is None:
                entry = Agent(WarmService(self.settings, key[0], key[1], self.embedder),
                              flusher=self.flusher)
                self._agents[key] = entry
        return entry

    @contextmanager
    def use(self, namespace: str, agent: str, *, count: bool = True) -> Iterator[MemoryService]:
        """The open service of an agent, for this thread alone until the block ends (`count`:
        a request, shown by /v1/status)."""
        entry = self._entry(namespace, agent)
        with entry.turns.hold():
            entry.requests += count
            yield entry.service

    @contextmanager
    def read(self, namespace: str, agent: str, query: str) -> Iterator[MemoryService]:
        """`use` for a search or recall of `query`: the query is embedded first, together
        with the queries of concurrent requests, outside the agent's lock; the memories the
        recall reinforces are written after the block, together with those of concurrent
        recalls, and the block returns once they are durable. The whole read runs on one BLAS
        thread (index/blas.py): OpenBLAS's other threads spun while they waited for work,
        which at four recalls at a time cost the daemons several milliseconds of CPU a call
        (docs/scale-out.md, "Recall's call path")."""
        entry = self._entry(namespace, agent)
        uses: list[Use] = []
        with one_thread(), self.embedder.given(query), deferred(uses), \
                scanned_ahead(entry.service, query), self.use(namespace, agent) as svc:
            yield svc
        with unrecorded("the use of the memories recalled"):  # a full disk still answers
            entry.touches.commit(uses)

    def exists(self, namespace: str, agent: str) -> bool:
        """Whether the agent has a folder (a read for one that has none answers empty and
        creates nothing)."""
        key = (check_name("namespace", namespace), check_name("agent", agent))
        require(key[0])
        with self._lock:
            if key in self._agents:
                return True
        local_copy(self.settings, *key)  # an agent the shared database holds (docs/scale-out.md)
        return is_store(agent_folder(self.settings.home, *key))

    def warm(self) -> None:
        """Load the model, and index the default agent if it has memories."""
        self.embedder.load()
        namespace, agent = self.settings.namespace, self.settings.agent
        folder = agent_folder(self.settings.home, namespace, agent)
        if (folder / "memories.jsonl").exists():
            with self.use(namespace, agent, count=False) as svc:
                svc.engine.sync()

    def describe(self) -> list[dict[str, Any]]:
        with self._lock:
            agents = sorted(self._agents.items())
        return [{"namespace": ns, "memoryAgentName": name, "requests": entry.requests}
                for (ns, name), entry in agents]

    def close(self) -> None:
        if self.flusher is not None:  # the answered recalls' uses: fsynced before anything
            self.flusher.close()
        with self._lock:
            agents = list(self._agents.values())
            self._agents.clear()
        for entry in agents:
            with entry.turns.hold():
                entry.service.close()
