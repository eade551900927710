"""A daemon's read (search or recall) runs on one BLAS thread from its start to its end
(server/agents.py `AgentPool.read`): OpenBLAS's other threads spun while they waited for
work, which cost the daemons CPU a call (docs/scale-out.md, "Recall's call path")."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ebbing.config import Settings
from ebbing.index import blas
from ebbing.server import calls
from ebbing.server.agents import AgentPool
from ebbing.server.schema import RecallRequest
from ebbing.service import MemoryService


class Library:
    """A BLAS library's thread count, as threadpoolctl sets and restores it."""

    def __init__(self, threads: int) -> None:
        self.threads = threads

    def limit(self, limits: int, user_api: str) -> Any:
        library, original = self, self.threads

        class Limiter:
            def restore_original_limits(self) -> None:
                library.threads = original

        library.threads = limits
        return Limiter()


def test_a_recall_runs_on_one_blas_thread_and_gives_them_back(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(threads=4)
    monkeypatch.setattr(blas, "_controller", library)
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember("Ingrid tunes the old piano every spring",
                 now=datetime(2025, 3, 1, tzinfo=UTC))
    svc.close()
    seen: list[int] = []
    ranked = MemoryService.search

    def search(self: MemoryService, *args: Any, **kwargs: Any) -> Any:
        seen.append(library.threads)  # the ranking's products
        return ranked(self, *args, **kwargs)

    monkeypatch.setattr(MemoryService, "search", search)
    pool = AgentPool(Settings(home=ebbing_home))
    try:
        body = RecallRequest.model_validate({"query": "who tunes the piano?"})
        with pool.read("default", "default", body.query) as agent:
            seen.append(library.threads)  # the embedding and the scan ahead came before
            data = calls.recall(agent, body)
        assert "piano" in data["memoryPrompt"]
        assert seen == [1, 1]
        assert library.threads == 4  # bulk work has every thread again
    finally:
        pool.close()
