"""A fenced think or dream run whose database connection is cut (pg/fence.py): the fence went
with the connection, so another daemon may be running one now; the run notices before it
writes anything, stops with FenceLost, and writes nothing. A run whose fence is intact writes
as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "thinking"))
from thinking_support import NOW, make_service

import ebbing.thinking.dream  # noqa: F401  (the module, beside the function of its name)
from ebbing.backend import run_fence
from ebbing.pg.fence import FENCES, FenceLost
from ebbing.service import MemoryService
from ebbing.thinking import dream, think
from ebbing.thinking.derived import derived_memories

dream_module = sys.modules["ebbing.thinking.dream"]

HOLD = """
import sys
from ebbing.config import Settings
from ebbing.backend import run_fence
from ebbing.service import MemoryService
svc = MemoryService(Settings(home=sys.argv[1], embedder="fake"))
with run_fence(svc.store, sys.argv[2], 0.0):
    print("held", flush=True)
    sys.stdin.read()
"""


def cut_fence(url: str, kind: str, agent_id: int) -> int:
    """pg_terminate_backend on the session holding the fence; returns how many were cut."""
    with psycopg.connect(url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' "
            "AND granted AND classid = %s AND objid = %s AND objsubid = 2 AND database = "
            "(SELECT oid FROM pg_database WHERE datname = current_database())",
            (FENCES[kind], agent_id)).fetchall()
    return len(rows)


def agent_id(svc: MemoryService) -> int:
    return int(svc.store.agent_id)  # type: ignore[attr-defined]


def test_a_dream_whose_fence_connection_is_cut_mid_run_stops_before_writing(
        tmp_path: Path, postgres_backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = make_service(tmp_path / "a")
    before = svc.store.memory_log.lines()  # type: ignore[attr-defined]
    real = dream_module.groups_of
    cuts: list[int] = []

    def groups_then_cut(*args: Any, **kwargs: Any) -> Any:
        # the run has read the agent's memories; its fence's connection is cut now
        cuts.append(cut_fence(postgres_backend, "dream", agent_id(svc)))
        return real(*args, **kwargs)

    monkeypatch.setattr(dream_module, "groups_of", groups_then_cut)
    with pytest.raises(FenceLost, match="lost its fence"):
        dream(svc, now=NOW)
    assert cuts == [1]
    svc.store.refresh()
    assert derived_memories(svc) == []
    assert svc.store.memory_log.lines() == before  # type: ignore[attr-defined]
    # the fence is free again: the next run takes it and writes
    monkeypatch.setattr(dream_module, "groups_of", real)
    assert dream(svc, now=NOW).written
    assert derived_memories(svc)


def test_a_cut_fence_taken_by_another_process_stops_the_first_run(
        tmp_path: Path, postgres_backend: str) -> None:
    """The hazard itself: after the cut another daemon holds the fence while the first run
    still goes on; the first run's write is refused, the other keeps its fence."""
    svc = make_service(tmp_path / "a")
    with run_fence(svc.store, "thought", 1.0):
        assert cut_fence(postgres_backend, "thought", agent_id(svc)) == 1
        other = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path / "b"), "thought"],
                                 text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 env=os.environ)
        try:
            assert other.stdout is not None and other.stdout.readline().strip() == "held"
            with pytest.raises(FenceLost):
                think(svc, "Caroline", now=NOW)  # nested: runs under the lost fence
        finally:
            assert other.stdin is not None
            other.stdin.close()
            other.wait(timeout=30)
    svc.store.refresh()
    assert derived_memories(svc) == []


def test_an_intact_fence_lets_the_run_write(tmp_path: Path) -> None:
    svc = make_service(tmp_path / "a")
    with run_fence(svc.store, "dream", 1.0):
        assert dream(svc, now=NOW).written
    assert derived_memories(svc)
