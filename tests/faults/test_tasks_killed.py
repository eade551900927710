"""Every asynchronous endpoint (memories, think, dream, common sense) through a real daemon
process SIGKILLed in the middle of a task and started again: the task finishes every message
it accepted (the journal holds them), writes nothing twice, and only then says done."""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
import pytest
from filelock import FileLock

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
from fake_openai import FakeOpenAI
from server_support import ebbing_process, seed, wait_for

from ebbing.server import state
from ebbing.server.client import request
from ebbing.server.state import DaemonState, Paths
from ebbing.service import MemoryService

NO_CONFLICT = '{"outcome": "none", "reason": "different things", "part": ""}'


def stored_in(svc: MemoryService) -> list[Any]:
    found = list(svc.store.iter_memories())
    svc.close()
    return found


def start(home: Path) -> DaemonState:
    started = ebbing_process("serve", "--background", "--port", "0", "--json")
    assert started.returncode == 0, started.stderr
    found = state.read(Paths.of(home))
    assert found is not None
    return found


def kill(daemon: DaemonState) -> None:
    os.kill(daemon.pid, signal.SIGKILL)
    wait_for(lambda: not state.pid_alive(daemon.pid), what="the daemon to die")


def finished(daemon: DaemonState, api: str, task_id: str) -> dict[str, Any]:
    detail: dict[str, Any] = wait_for(
        lambda: (d := request(daemon, "GET", f"/{api}/task/detail?taskId={task_id}"))[
            "status"] in ("done", "failed") and d, seconds=120, what=f"the {api} task")
    return detail


def running(daemon: DaemonState, api: str, task_id: str) -> None:
    wait_for(lambda: request(daemon, "GET", f"/{api}/task/detail?taskId={task_id}")[
        "status"] == "running", what=f"the {api} task to start")


def stop() -> None:
    assert ebbing_process("serve", "stop").returncode == 0


@contextmanager
def held(folder: Path) -> Iterator[None]:
    """The store's lock held by this process: a task that must write waits for it."""
    lock = FileLock(str(folder / ".lock"))
    lock.acquire()
    try:
        yield
    finally:
        lock.release()


@pytest.fixture(autouse=True)
def patient(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_LOCK_TIMEOUT_S", "120")


def test_a_memories_task_killed_mid_way_stores_every_message_after_a_restart(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's case: 100 messages, the daemon SIGKILLed part way through (the judge of
    conflict detection, an LLM here, holds the task at its 21st question)."""
    gate = threading.Event()
    asked = [0]

    def answer(body: dict[str, Any]) -> str:
        asked[0] += 1
        if asked[0] > 20:
            gate.wait(60)
        return NO_CONFLICT

    messages = [{"role": "user", "content": f"Caroline told Melanie about lake trip "
                 f"number {k} in the summer"} for k in range(100)]
    with FakeOpenAI(answer) as llm:
        monkeypatch.setenv("EBBING_CONFLICT_JUDGE", "llm")
        monkeypatch.setenv("EBBING_LLM_BASE_URL", llm.url)
        monkeypatch.setenv("EBBING_LLM_MODEL", "fake")
        first = start(ebbing_home)
        task_id = request(first, "POST", "/v1/memories", {
            "memoryAgentName": "lakes", "asyncMode": 1, "messages": messages})["taskId"]
        wait_for(lambda: len(llm.requests) > 20, what="the task to be part way")
        kill(first)
        gate.set()
        second = start(ebbing_home)
        try:
            detail = finished(second, "memories", task_id)
        finally:
            stop()
    assert detail["status"] == "done" and detail["recovered"] is True, detail
    stored = stored_in(MemoryService(agent="lakes"))
    assert sorted(m.content for m in stored) == sorted(m["content"] for m in messages)
    assert sorted(detail["result"]["memoryIds"]) == sorted(m.id for m in stored)


def test_a_memories_task_an_older_daemon_stored_part_of_finishes_the_rest(
        ebbing_home: Path) -> None:
    """An interrupted run that stored 3 of 10 messages (one by one, as ebbing did before):
    the run after the restart stores the other 7, and names all 10."""
    task_id = "01JTASKSTOREDPARTOFIT00000"
    body = {"memoryAgentName": "part", "asyncMode": True,
            "messages": [{"role": "user", "content": f"I planted tree number {k} today"}
                         for k in range(10)]}
    lines = [{"op": "accepted", "id": task_id, "kind": "memories", "lane": "agent:x",
              "payload": body, "at": "2026-01-01T00:00:00.000Z"},
             {"op": "started", "id": task_id, "at": "2026-01-01T00:00:00.001Z"}]
    paths = Paths.of(ebbing_home)
    paths.make()
    (paths.folder / "tasks.jsonl").write_bytes(b"".join(orjson.dumps(x) + b"\n"
                                                        for x in lines))
    svc = MemoryService(agent="part")
    for k in range(3):
        svc.remember(f"I planted tree number {k} today", source="memnetai",
                     context_id=task_id, character="user",
                     metadata={"memnetai": {"metaData": "", "messages": [k], "role": "user"}})
    svc.close()
    daemon = start(ebbing_home)
    try:
        detail = finished(daemon, "memories", task_id)
    finally:
        stop()
    assert detail["status"] == "done", detail
    stored = stored_in(MemoryService(agent="part"))
    assert sorted(m.content for m in stored) == sorted(m["content"] for m in body["messages"])
    assert sorted(detail["result"]["memoryIds"]) == sorted(m.id for m in stored)
    assert len(detail["result"]["recovered"]["storedNow"]) == 7


@pytest.mark.parametrize("api", ["think", "dream"])
def test_a_think_or_dream_task_killed_mid_way_writes_once_after_a_restart(
        ebbing_home: Path, api: str) -> None:
    from ebbing.thinking.derived import derived_memories

    seed(ebbing_home)
    first = start(ebbing_home)
    with held(ebbing_home / "default" / "default"):
        task_id = request(first, "POST", f"/v1/{api}",
                          {"subject": "Caroline", "asyncMode": True})["taskId"]
        running(first, api, task_id)
        kill(first)
    second = start(ebbing_home)
    try:
        detail = finished(second, api, task_id)
    finally:
        stop()
    assert detail["status"] == "done" and detail["recovered"] is True, detail
    derived = derived_memories(MemoryService())
    contents = [m.content for m in derived]
    assert len(contents) == len(set(contents))  # nothing written twice
    assert set(detail["result"]["memoryIds"]) <= {m.id for m in derived}
    if api == "think":
        assert len(detail["result"]["memoryIds"]) == 1
        assert [m.metadata.get("task") for m in derived] == [task_id]


def test_a_common_sense_task_killed_mid_way_adds_each_chunk_once_after_a_restart(
        ebbing_home: Path) -> None:
    from ebbing.commonsense import library as libraries

    seed(ebbing_home)
    first = start(ebbing_home)
    made = request(first, "POST", "/v1/common-sense", {
        "commonSenseDatabaseId": "plants", "asyncMode": False,
        "commonSenseText": "# Plants\n\nBasil needs sun."})
    assert made["status"] == "done", made
    text = "# Trees\n\nOaks live long.\n\n# Water\n\nFerns like shade and water."
    with held(ebbing_home / "default" / "_commonsense" / "plants"):
        task_id = request(first, "POST", "/v1/common-sense", {
            "commonSenseDatabaseId": "plants", "asyncMode": True,
            "commonSenseText": text})["taskId"]
        running(first, "common-sense", task_id)
        kill(first)
    second = start(ebbing_home)
    try:
        detail = finished(second, "common-sense", task_id)
    finally:
        stop()
    assert detail["status"] == "done" and detail["recovered"] is True, detail
    svc = MemoryService()
    store = libraries.find(svc, "plants").store(svc)
    contents = [e.content for e in store.iter_memories()]
    store.close()
    assert len(contents) == len(set(contents)) == 1 + detail["result"]["chunks"]
