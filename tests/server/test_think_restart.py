"""A think task run again after the daemon died writes its thought once, not twice."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import orjson
import pytest
from server_support import ThreadDaemon, ebbing_process, wait_for

from ebbing.config import load_settings
from ebbing.server import state
from ebbing.server.client import request
from ebbing.server.state import DaemonState, Paths
from ebbing.service import MemoryService
from ebbing.thinking import think
from ebbing.thinking.derived import derived_memories

TASK = "01JTHINKTASKOFADEADDAEMON0"
BODY = {"subject": "Caroline", "asyncMode": True, "isAuto": False}


def thoughts() -> list[Any]:
    return [m for m in derived_memories(MemoryService()) if "thought" in m.tags]


def finished(daemon: DaemonState, task_id: str) -> dict[str, Any]:
    detail: dict[str, Any] = wait_for(
        lambda: (d := request(daemon, "GET", f"/think/task/detail?taskId={task_id}"))[
            "status"] in ("done", "failed") and d, what="the think task")
    return detail


@pytest.mark.parametrize("written_before_death", [False, True])
def test_a_restarted_daemon_finishes_a_think_task_with_one_thought(
        seeded: Path, written_before_death: bool) -> None:
    lines = [{"op": "accepted", "id": TASK, "kind": "think", "lane": "agent:default/default",
              "payload": BODY, "at": "2026-01-01T00:00:00.000Z"},
             {"op": "started", "id": TASK, "at": "2026-01-01T00:00:00.001Z"}]
    paths = Paths.of(seeded)
    paths.make()
    (paths.folder / "tasks.jsonl").write_bytes(b"".join(orjson.dumps(x) + b"\n"
                                                        for x in lines))
    before = []
    if written_before_death:  # it wrote the thought, then died before journaling "done"
        before = think(MemoryService(), "Caroline", metadata={"task": TASK}).written
    daemon = ThreadDaemon(load_settings())
    running = daemon.start()
    try:
        detail = finished(running, TASK)
    finally:
        daemon.stop()
    assert detail["status"] == "done" and detail["recovered"] is True
    found = thoughts()
    assert len(found) == 1 and found[0].metadata["task"] == TASK
    assert detail["result"]["memoryIds"] == [found[0].id]
    if before:
        assert found[0].id == before[0].id


def test_a_killed_daemon_does_not_think_twice_after_a_restart(seeded: Path) -> None:
    started = ebbing_process("serve", "--background", "--port", "0", "--json")
    assert started.returncode == 0, started.stderr
    first = state.read(Paths.of(seeded))
    assert first is not None
    task_id = request(first, "POST", "/v1/think", BODY)["taskId"]
    assert finished(first, task_id)["status"] == "done"
    os.kill(first.pid, signal.SIGKILL)
    wait_for(lambda: not state.pid_alive(first.pid), what="the daemon to die")
    # the instant of the kill that matters: the thought stored, its "done" not yet journaled
    journal = Paths.of(seeded).folder / "tasks.jsonl"
    kept = [line for line in journal.read_bytes().splitlines(keepends=True)
            if orjson.loads(line).get("op") != "done"]
    journal.write_bytes(b"".join(kept))
    again = ebbing_process("serve", "--background", "--port", "0", "--json")
    assert again.returncode == 0, again.stderr
    second = state.read(Paths.of(seeded))
    assert second is not None and second.pid != first.pid
    try:
        detail = finished(second, task_id)
    finally:
        assert ebbing_process("serve", "stop").returncode == 0
    assert detail["status"] == "done" and detail["recovered"] is True
    found = thoughts()
    assert len(found) == 1, [m.content for m in found]
    assert detail["result"]["memoryIds"] == [found[0].id]
