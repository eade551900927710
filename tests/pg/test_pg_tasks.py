"""The task journal in the database (pg/tasks.py): a task one daemon accepted is answered by
any daemon and finished by another when its own dies; one lane runs one task at a time, in
the order accepted; a run that lost its claim writes nothing more; two runs of one memories
task store each message once. Each runner here stands for a daemon (a home of its own)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import psycopg
import pytest

from ebbing.pg.tasks import PgTaskRunner, owner_of
from ebbing.server.tasks import DONE, RUNNING, Job, TaskKinds

WAIT_S = 60.0


@pytest.fixture
def runners(tmp_path: Path, pg_url: str) -> Iterator[Any]:
    made: list[PgTaskRunner] = []

    def make(name: str, kinds: TaskKinds, *, start: bool = True, **options: Any) -> PgTaskRunner:
        folder = tmp_path / name
        folder.mkdir(exist_ok=True)
        runner = PgTaskRunner(pg_url, kinds, folder, **options)
        made.append(runner)
        if start:
            runner.recover()
        return runner

    yield make
    for runner in made:
        runner.close()


def kinds_of(**runs: Any) -> TaskKinds:
    kinds = TaskKinds()
    for kind, run in runs.items():
        kinds.register(kind, run)
    return kinds


def echo(job: Job) -> dict[str, Any]:
    return {"echo": job.payload, "recovered": job.recovered}


def test_a_task_accepted_by_one_daemon_is_run_by_another_and_answered_by_both(
        runners: Any) -> None:
    a = runners("a", kinds_of(echo=echo), start=False)  # a accepts, but runs nothing
    b = runners("b", kinds_of(echo=echo))
    task = a.submit("echo", "agent:ns/x", {"n": 1})
    assert task.status in ("pending", "running")
    finished = a.wait(task.id, WAIT_S)
    assert finished.status == DONE, finished
    assert finished.result == {"echo": {"n": 1}, "recovered": False}
    assert b.get(task.id, "echo").public() == a.get(task.id, "echo").public()
    assert [t.id for t in b.all("echo")] == [task.id]
    assert b.delete(task.id, "echo").id == task.id
    assert a.all("echo") == []


def test_one_lane_runs_one_task_at_a_time_in_the_order_accepted_across_daemons(
        runners: Any) -> None:
    seen: list[tuple[str, int, str]] = []
    lock = threading.Lock()

    def record(job: Job) -> dict[str, Any]:
        with lock:
            seen.append(("start", job.payload["n"], job.payload["lane"]))
        time.sleep(0.02)
        with lock:
            seen.append(("end", job.payload["n"], job.payload["lane"]))
        return {}

    a = runners("a", kinds_of(record=record))
    b = runners("b", kinds_of(record=record))
    tasks = [(a, b)[n % 2].submit("record", f"agent:ns/{lane}", {"n": n, "lane": lane})
             for n in range(8) for lane in ("x", "y")]
    for task in tasks:
        assert a.wait(task.id, WAIT_S).status == DONE
    for lane in ("x", "y"):
        mine = [(what, n) for what, n, on in seen if on == lane]
        assert mine == [(what, n) for n in range(8) for what in ("start", "end")]


def test_a_dead_daemons_running_task_is_run_again_by_another_once_its_hold_runs_out(
        runners: Any, pg_url: str) -> None:
    b = runners("b", kinds_of(echo=echo), start=False)
    task = b.submit("echo", "agent:ns/x", {"n": 2})
    with psycopg.connect(pg_url) as conn:  # a daemon claimed it, then died
        conn.execute("UPDATE tasks SET state = 'running', runs = 1, claimed_by = 'gone', "
                     "claimed_until = now() + interval '1 second' WHERE id = %s", (task.id,))
    b.recover()
    finished = b.wait(task.id, WAIT_S)
    assert finished.status == DONE, finished
    assert finished.result == {"echo": {"n": 2}, "recovered": True}
    assert finished.public()["recovered"] is True and finished.runs == 2


def test_a_daemon_restarted_on_its_home_frees_its_previous_claims_at_once(
        runners: Any, tmp_path: Path, pg_url: str) -> None:
    first = runners("a", kinds_of(echo=echo), start=False)
    task = first.submit("echo", "agent:ns/x", {"n": 3})
    with psycopg.connect(pg_url) as conn:  # its claim would hold for an hour
        conn.execute("UPDATE tasks SET state = 'running', runs = 1, claimed_by = %s, "
                     "claimed_until = now() + interval '1 hour' WHERE id = %s",
                     (owner_of(tmp_path / "a"), task.id))
    first.close()
    again = runners("a", kinds_of(echo=echo))
    assert again.wait(task.id, WAIT_S).status == DONE


def test_a_run_that_lost_its_claim_writes_nothing_more(runners: Any, pg_url: str) -> None:
    def taken_over(job: Job) -> dict[str, Any]:
        with psycopg.connect(pg_url) as conn:  # another daemon claimed it meanwhile
            conn.execute("UPDATE tasks SET runs = runs + 1, claimed_by = 'other', "
                         "claimed_until = now() + interval '1 hour' WHERE id = %s",
                         (job.task_id,))
        job.progress(50)
        return {"written": True}

    a = runners("a", kinds_of(over=taken_over))
    task = a.submit("over", "agent:ns/x", {})
    deadline = time.monotonic() + WAIT_S
    while a.get(task.id, "over").runs < 2 or task.id in a._running:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    found = a.get(task.id, "over")
    assert (found.status, found.progress, found.result) == (RUNNING, 0, None)


def test_a_run_cut_by_the_database_going_away_runs_again(runners: Any) -> None:
    runs: list[bool] = []

    def flaky(job: Job) -> dict[str, Any]:
        runs.append(job.recovered)
        if len(runs) == 1:
            raise RuntimeError("commit failed") from psycopg.OperationalError("server closed")
        return {"ok": True}

    a = runners("a", kinds_of(flaky=flaky))
    task = a.submit("flaky", "agent:ns/x", {})
    finished = a.wait(task.id, WAIT_S)
    assert (finished.status, finished.runs, runs) == (DONE, 2, [False, True])

    def broken(job: Job) -> dict[str, Any]:
        raise ValueError("a bug")

    b = runners("b", kinds_of(broken=broken))
    failed = b.wait(b.submit("broken", "agent:ns/y", {}).id, WAIT_S)
    assert (failed.status, failed.error, failed.runs) == ("failed", "ValueError: a bug", 1)


def test_open_tasks_of_a_json_lines_journal_move_into_the_database(
        runners: Any, tmp_path: Path) -> None:
    folder = tmp_path / "a"
    folder.mkdir()
    lines = [{"op": "accepted", "id": "01JOURNALTASK0000000000000", "kind": "echo",
              "lane": "agent:ns/x", "payload": {"n": 4}, "at": "2026-01-01T00:00:00.000Z"},
             {"op": "accepted", "id": "01JOURNALTASK0000000000001", "kind": "echo",
              "lane": "agent:ns/x", "payload": {"n": 5}, "at": "2026-01-01T00:00:00.000Z"},
             {"op": "done", "id": "01JOURNALTASK0000000000001", "result": {},
              "at": "2026-01-01T00:00:01.000Z"}]
    (folder / "tasks.jsonl").write_bytes(b"".join(orjson.dumps(x) + b"\n" for x in lines))
    a = runners("a", kinds_of(echo=echo))
    assert a.wait("01JOURNALTASK0000000000000", WAIT_S).result == {
        "echo": {"n": 4}, "recovered": False}
    assert [t.id for t in a.all("echo")] == ["01JOURNALTASK0000000000000"]
    assert not (folder / "tasks.jsonl").exists()
    assert (folder / "tasks.jsonl.in-database").exists()


def test_two_runs_of_one_memories_task_at_once_store_each_message_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two daemons both running one task (one's hold ran out while it still ran): each
    builds its memories, then the look and the store are one locked region of the agent."""
    from ebbing.config import Settings
    from ebbing.server import memorize
    from ebbing.server.agents import AgentPool

    monkeypatch.setenv("EBBING_EMBEDDER", "fake:384")
    meet = threading.Barrier(2, timeout=30)
    build = memorize._build
    met: set[str] = set()

    def build_together(*args: Any) -> Any:
        built = build(*args)
        name = threading.current_thread().name
        if name.startswith("run-") and name not in met:
            met.add(name)
            meet.wait()  # both built before either stores (the first time)
        return built

    monkeypatch.setattr(memorize, "_build", build_together)
    payload = {"messages": [{"content": "the heron nests by the mill"},
                            {"content": "the mill pond freezes in January"}]}
    pools = [AgentPool(Settings(home=tmp_path / name)) for name in "ab"]
    results: list[dict[str, Any]] = []
    try:
        threads = [threading.Thread(
            target=lambda pool=pool: results.append(memorize.run_memories(pool, Job(
                "01SAMETASK0000000000000000", payload, True, lambda _n: None))),
            name=f"run-{i}") for i, pool in enumerate(pools)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        with pools[0].use("default", "default") as svc:
            stored = [m for m in svc.store.iter_memories()
                      if m.context_id == "01SAMETASK0000000000000000"]
    finally:
        for pool in pools:
            pool.close()
    assert sorted(m.content for m in stored) == sorted(m["content"]
                                                       for m in payload["messages"])
    assert [sorted(r["memoryIds"]) for r in results] == [sorted(m.id for m in stored)] * 2


def test_the_task_table_upgrades_from_version_2(pg_url: str) -> None:
    from ebbing.pg import schema

    with psycopg.connect(pg_url, autocommit=True) as conn:
        schema.migrate(conn, target=2)
        conn.execute("INSERT INTO tasks (id, namespace, agent, body) VALUES "
                     "('t1', 'ns', 'x', '{}')")
        schema.migrate(conn)
        row = conn.execute("SELECT state, lane, kind, runs FROM tasks").fetchone()
    assert row == ("pending", "agent:ns/x", "memories", 0)
