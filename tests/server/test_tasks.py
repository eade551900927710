"""Tasks are journaled: a daemon that dies and starts again finishes or reports every task
it accepted, and a task run again does not write its memories twice."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import orjson
import pytest
from server_support import ThreadDaemon
from test_api import raw, token

from ebbing.config import load_settings
from ebbing.server.state import Paths
from ebbing.server.tasks import DONE, FAILED, Job, TaskKinds, TaskRunner
from ebbing.service import MemoryService


def test_pending_tasks_survive_a_stop_and_run_at_the_next_start(tmp_path: Path) -> None:
    gate = threading.Event()
    ran: list[str] = []

    def slow(job: Job) -> dict[str, object]:
        gate.wait(10)
        ran.append(job.payload["n"])
        return {"memoryIds": [], "recovered": job.recovered}

    kinds = TaskKinds()
    kinds.register("memories", slow)
    journal = tmp_path / "tasks.jsonl"
    first = TaskRunner(journal, kinds)
    ids = [first.submit("memories", "agent:a", {"n": str(n)}).id for n in range(3)]
    threading.Timer(0.3, gate.set).start()
    first.close()  # the running task finishes; the two behind it stay pending, journaled
    assert ran == ["0"]
    second = TaskRunner(journal, kinds)
    assert second.recover() == ids[1:]
    for task_id in ids:
        assert second.wait(task_id, 10).status == DONE
    assert ran == ["0", "1", "2"]  # each ran once, in the order accepted (one lane)
    assert second.get(ids[1], "memories").result == {"memoryIds": [], "recovered": False}
    second.close()


def test_a_failing_task_reports_why(tmp_path: Path) -> None:
    def broken(job: Job) -> dict[str, object]:
        raise ValueError("the disk is full")

    kinds = TaskKinds()
    kinds.register("memories", broken)
    runner = TaskRunner(tmp_path / "tasks.jsonl", kinds)
    task = runner.wait(runner.submit("memories", "x", {}).id, 10)
    assert task.status == FAILED and task.error == "ValueError: the disk is full"
    runner.close()
    assert TaskRunner(tmp_path / "tasks.jsonl", kinds).get(task.id, "memories").status == FAILED


def journal_of_a_dead_daemon(home: Path, task_id: str, started: bool) -> None:
    request = {"memoryAgentName": "dead", "namespace": "default", "asyncMode": True,
               "messages": [{"role": "user", "content": "I keep bees on the roof",
                             "character": "用户"}]}
    lines = [{"op": "accepted", "id": task_id, "kind": "memories", "lane": "agent:x",
              "payload": request, "at": "2026-01-01T00:00:00.000Z"}]
    if started:
        lines.append({"op": "started", "id": task_id, "at": "2026-01-01T00:00:00.001Z"})
    paths = Paths.of(home)
    paths.make()
    (paths.folder / "tasks.jsonl").write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines)
                                               + b'{"op": "done", "id": "torn')  # torn line


@pytest.mark.parametrize("stored_before_death", [False, True])
def test_a_restarted_daemon_finishes_what_the_dead_one_accepted(
        ebbing_home: Path, stored_before_death: bool) -> None:
    task_id = "01JTASKDEADDAEMON000000000"
    journal_of_a_dead_daemon(ebbing_home, task_id, started=True)
    svc = MemoryService(namespace="default", agent="dead")
    if stored_before_death:  # it had stored the memory, then died before journaling "done"
        svc.remember("I keep bees on the roof", source="memnetai", context_id=task_id,
                     character="用户")
    svc.close()
    daemon = ThreadDaemon(load_settings())
    running = daemon.start()
    try:
        status, body = raw(running, "GET", f"/memories/task/detail?taskId={task_id}",
                           headers=token(running))
        deadline = time.monotonic() + 120  # a deadline, not a count of polls: a loaded
        while body["data"]["status"] != "done" and time.monotonic() < deadline:  # machine
            time.sleep(0.05)  # embeds the recovered message slowly
            status, body = raw(running, "GET", f"/memories/task/detail?taskId={task_id}",
                               headers=token(running))
        assert status == 200 and body["data"]["status"] == "done"
        assert body["data"]["recovered"] is True
        written = body["data"]["result"]["memoryIds"]
    finally:
        daemon.stop()
    memories = MemoryService(namespace="default", agent="dead").list()
    assert [m.content for m in memories] == ["I keep bees on the roof"]  # once, not twice
    assert [m.id for m in memories] == written


def test_a_daemon_killed_with_tasks_in_flight_finishes_them_after_a_restart(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import signal

    from fake_openai import FakeOpenAI
    from server_support import ebbing_process, wait_for

    from ebbing.server import state
    from ebbing.server.client import request

    gate = threading.Event()

    def answer(body: dict[str, object]) -> str:
        gate.wait(60)
        return '{"memories": [{"text": "The user keeps bees on the roof", "messages": [0]}]}'

    with FakeOpenAI(answer) as llm:
        monkeypatch.setenv("EBBING_MEMORIZE", "llm")
        monkeypatch.setenv("EBBING_LLM_BASE_URL", llm.url)
        monkeypatch.setenv("EBBING_LLM_MODEL", "fake")
        started = ebbing_process("serve", "--background", "--port", "0", "--json")
        assert started.returncode == 0, started.stderr
        first = state.read(Paths.of(ebbing_home))
        assert first is not None
        body = {"memoryAgentName": "bees", "asyncMode": 1,
                "messages": [{"role": "user", "content": "I keep bees on the roof"}]}
        ids = [request(first, "POST", "/v1/memories", body)["taskId"] for _ in range(2)]
        wait_for(lambda: llm.requests, what="the first task to reach the LLM")
        os.kill(first.pid, signal.SIGKILL)  # one task running, one queued behind it
        wait_for(lambda: not state.pid_alive(first.pid), what="the daemon to die")
        gate.set()
        again = ebbing_process("serve", "--background", "--port", "0", "--json")
        assert again.returncode == 0, again.stderr
        second = state.read(Paths.of(ebbing_home))
        assert second is not None
        try:
            for task_id in ids:
                detail = wait_for(lambda t=task_id: (d := request(
                    second, "GET", f"/memories/task/detail?taskId={t}"))["status"] in
                    ("done", "failed") and d, what="the task")
                assert detail["status"] == "done", detail
                assert len(detail["result"]["memoryIds"]) == 1
        finally:
            assert ebbing_process("serve", "stop").returncode == 0
    contents = [m.content for m in MemoryService(agent="bees").list()]
    assert contents == ["The user keeps bees on the roof"] * 2  # each task wrote its own
