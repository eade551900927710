"""The daemon's open memory agents: one MemoryService per (namespace, agent), kept open with its
indexes built, all sharing one loaded embedding model.

Each agent is used by one request at a time (a lock per agent); the model, by one embedding
at a time. Writes by other processes are seen because every search first syncs the engine
with the store, which folds what others appended (or reloads a compacted file); recall's
reinforcement goes through the store, under its cross-process lock, as in the CLI.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ebbing.config import Settings
from ebbing.embed import Embedder, Vectors, make_embedder
from ebbing.names import agent_folder, check_name
from ebbing.service import MemoryService
from ebbing.store.agents import is_store


class SharedEmbedder:
    """An embedder several agents (threads) use, one call at a time."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self._lock = threading.Lock()

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

    def embed(self, texts: Sequence[str]) -> Vectors:
        with self._lock:
            return self.inner.embed(texts)


class WarmService(MemoryService):
    """A MemoryService whose search engine uses the daemon's shared embedder."""

    def __init__(self, settings: Settings, namespace: str, agent: str,
                 embedder: SharedEmbedder) -> None:
        super().__init__(settings, namespace=namespace, agent=agent)
        self.shared_embedder = embedder

    @property
    def engine(self) -> Any:
        if self._engine is None:
            from ebbing.retrieval.setup import build_engine

            self._engine = build_engine(self, self.shared_embedder)
        return self._engine


@dataclass
class Agent:
    service: WarmService
    lock: threading.Lock = field(default_factory=threading.Lock)
    requests: int = 0


class AgentPool:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.embedder = SharedEmbedder(make_embedder(settings.embedder, settings.onnx))
        self._agents: dict[tuple[str, str], Agent] = {}
        self._lock = threading.Lock()

    @contextmanager
    def use(self, namespace: str, agent: str, *, count: bool = True) -> Iterator[MemoryService]:
        """The open service of an agent, for this thread alone until the block ends (`count`:
        a request, shown by /v1/status)."""
        key = (check_name("namespace", namespace), check_name("agent", agent))
        with self._lock:
            entry = self._agents.get(key)
            if entry is None:
                entry = Agent(WarmService(self.settings, key[0], key[1], self.embedder))
                self._agents[key] = entry
        with entry.lock:
            entry.requests += count
            yield entry.service

    def exists(self, namespace: str, agent: str) -> bool:
        """Whether the agent has a folder (a read for one that has none answers empty and
        creates nothing)."""
        key = (check_name("namespace", namespace), check_name("agent", agent))
        with self._lock:
            if key in self._agents:
                return True
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
        with self._lock:
            agents = list(self._agents.values())
            self._agents.clear()
        for entry in agents:
            with entry.lock:
                entry.service.close()
