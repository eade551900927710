"""The daemon's tasks: MemNetAI's asynchronous calls (memories, common sense, and later think
and dream), journaled in the home so that none is silently lost.

A task is accepted by appending an `accepted` line (with the request) to
`<home>/.serve/tasks.jsonl` and fsyncing it before the answer leaves; its start, progress, end
(`done` with the result, or `failed` with the reason) and deletion are appended the same way.
A daemon started on that home folds the journal: a task accepted or running when the previous
daemon died is run again (its runner is told, so it can first look for what the interrupted
run already wrote; the memories runner does), so every accepted task finishes or reports why
not. At start the journal is rewritten without the deleted tasks.

With the PostgreSQL backend the journal is the database's `tasks` table instead
(pg/tasks.py, `open_tasks` chooses): any daemon on the database answers for a task, and
finishes one whose daemon died.

Kinds plug in as one function each (`TaskKinds.register`): `run(job) -> result`, where
`job.payload` is the request as accepted, `job.progress(n)` reports 0-100, `job.recovered`
says the task is being run again after a restart, and the result is a JSON object (it should
name the memories it wrote under "memoryIds"). Tasks with the same `lane` (the memories runner
uses the agent) run one at a time in the order accepted; other lanes run in parallel.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.access.reach import from_payload, granted, to_payload
from ebbing.errors import NotFound, storage_error
from ebbing.names import new_id
from ebbing.store.atomic import atomic_write, write_all

if TYPE_CHECKING:
    from ebbing.config import Settings

PENDING, RUNNING, DONE, FAILED = "pending", "running", "done", "failed"
STORAGE = "storage"  # how a failed task's error starts when the storage refused a write

REACH_KEY = "ebbingReach"  # in a payload: the namespaces its token granted

def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Task:
    id: str
    kind: str
    lane: str
    payload: dict[str, Any]
    created: str
    updated: str
    status: str = PENDING
    progress: int = 0
    result: dict[str, Any] | None = None
    error: str | None = None
    runs: int = 0  # how many times a daemon started it (more than 1: run again after a restart)

    def public(self) -> dict[str, Any]:
        """The task as the task endpoints show it."""
        return {"taskId": self.id, "taskType": self.kind, "status": self.status,
                "progress": self.progress, "createTime": self.created,
                "updateTime": self.updated, "result": self.result, "error": self.error,
                "recovered": self.runs > 1}


@dataclass
class Job:
    """What a runner gets: the task's request, a progress callback and the restart flag."""

    task_id: str
    payload: dict[str, Any]
    recovered: bool
    progress: Callable[[int], None]


Runner = Callable[[Job], dict[str, Any]]


@dataclass
class TaskKinds:
    """The registry: task kind -> the function that runs it."""

    runners: dict[str, Runner] = field(default_factory=dict)

    def register(self, kind: str, run: Runner) -> None:
        self.runners[kind] = run

    def __contains__(self, kind: str) -> bool:
        return kind in self.runners


class Journal:
    """The append-only, fsynced log of task events."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def append(self, record: dict[str, Any]) -> None:
        line = orjson.dumps(record, option=orjson.OPT_SORT_KEYS) + b"\n"
        with self._lock:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                write_all(fd, line)
                os.fsync(fd)
            finally:
                os.close(fd)

    def load(self) -> dict[str, Task]:
        """Fold the journal (a torn last line, from a crash mid-append, is skipped)."""
        tasks: dict[str, Task] = {}
        if not self.path.exists():
            return tasks
        for raw in self.path.read_bytes().splitlines():
            try:
                event = orjson.loads(raw)
            except orjson.JSONDecodeError:
                continue
            fold(tasks, event)
        return tasks

    def rewrite(self, tasks: dict[str, Task]) -> None:
        """Replace the journal by one `state` line per task (deleted ones dropped)."""
        lines = b"".join(orjson.dumps({"op": "state", "task": t.__dict__},
                                      option=orjson.OPT_SORT_KEYS) + b"\n"
                         for t in tasks.values())
        with self._lock:
            atomic_write(self.path, lines)


def fold(tasks: dict[str, Task], event: dict[str, Any]) -> None:
    op, task_id = event.get("op"), str(event.get("id"))
    if op == "state":
        task = Task(**event["task"])
        tasks[task.id] = task
        return
    if op == "accepted":
        tasks[task_id] = Task(task_id, event["kind"], event["lane"], event["payload"],
                              event["at"], event["at"])
        return
    found = tasks.get(task_id)
    if found is None:
        return
    task = found
    task.updated = event.get("at", task.updated)
    if op == "deleted":
        del tasks[task_id]
    elif op == "started":
        task.status, task.runs = RUNNING, task.runs + 1
    elif op == "progress":
        task.progress = int(event["progress"])
    elif op == "done":
        task.status, task.progress, task.result = DONE, 100, event["result"]
    elif op == "failed":
        task.status, task.error = FAILED, event["error"]


class TaskRunner:
    """Accepts, runs (a thread pool; one task at a time per lane) and reports tasks."""

    def __init__(self, journal_path: Path, kinds: TaskKinds, workers: int = 4) -> None:
        self.journal = Journal(journal_path)
        self.kinds = kinds
        self._tasks = self.journal.load()
        self.journal.rewrite(self._tasks)
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._lanes: dict[str, deque[str]] = {}
        self._closing = False
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="ebbing-task")

    def recover(self) -> list[str]:
        """Queue again every task the previous daemon accepted but did not finish."""
        unfinished = [t.id for t in self._tasks.values() if t.status in (PENDING, RUNNING)]
        for task_id in unfinished:
            self._enqueue(self._tasks[task_id])
        return unfinished

    def _log(self, task: Task, op: str, **fields: Any) -> None:
        event = {"op": op, "id": task.id, "at": _now(), **fields}
        self.journal.append(event)
        with self._changed:
            fold(self._tasks, event)
            self._changed.notify_all()

    def submit(self, kind: str, lane: str, payload: dict[str, Any]) -> Task:
        """Accept a task: journaled (fsynced) before this returns."""
        if kind not in self.kinds:
            raise NotFound(f"no task kind {kind!r} in this build")
        at = _now()
        task_id = new_id(datetime.now(UTC))
        reach = to_payload()  # the token's namespaces, kept so the task reaches no more
        if reach is not None:
            payload = payload | {REACH_KEY: reach}
        self.journal.append({"op": "accepted", "id": task_id, "kind": kind, "lane": lane,
                             "payload": payload, "at": at})
        with self._changed:
            task = Task(task_id, kind, lane, payload, at, at)
            self._tasks[task_id] = task
        self._enqueue(task)
        return task

    def _enqueue(self, task: Task) -> None:
        with self._lock:
            queue = self._lanes.get(task.lane)
            if queue is not None:
                queue.append(task.id)
                return
            self._lanes[task.lane] = deque([task.id])
        self._pool.submit(self._drain, task.lane)

    def _drain(self, lane: str) -> None:
        while True:
            with self._lock:
                queue = self._lanes[lane]
                if not queue:
                    del self._lanes[lane]
                    return
                task = self._tasks.get(queue.popleft())
            if task is not None and task.status in (PENDING, RUNNING):
                self._run(task)

    def _run(self, task: Task) -> None:
        recovered = task.runs > 0
        self._log(task, "started")

        def progress(value: int) -> None:
            self._log(task, "progress", progress=max(0, min(100, int(value))))

        try:
            with granted(from_payload(task.payload.get(REACH_KEY))):
                result = self.kinds.runners[task.kind](
                    Job(task.id, task.payload, recovered, progress))
        except Exception as error:  # reported in the task, never lost
            kind = STORAGE if storage_error(error) else type(error).__name__
            self._log(task, "failed", error=f"{kind}: {error}")
        else:
            self._log(task, "done", result=result)

    def wait(self, task_id: str, timeout_s: float | None = None) -> Task:
        """Block until the task is done or failed (or the runner closes: a task still pending
        then is run by the next daemon)."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        with self._changed:
            while True:
                task = self._tasks.get(task_id)
                if task is None or task.status in (DONE, FAILED) or self._closing:
                    break
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    break
                self._changed.wait(left)
        if task is None:
            raise NotFound(f"no task {task_id!r}")
        return task

    def get(self, task_id: str, kind: str) -> Task:
        with self._lock:
            task = self._tasks.get(task_id)
        if task is None or task.kind != kind:
            raise NotFound(f"no {kind} task {task_id!r}")
        return task

    def all(self, kind: str) -> list[Task]:
        with self._lock:
            return [t for t in self._tasks.values() if t.kind == kind]

    def delete(self, task_id: str, kind: str) -> Task:
        """Forget a finished or pending task (a pending one will not run); RuntimeError for a
        running one."""
        task = self.get(task_id, kind)
        if task.status == RUNNING:
            raise RuntimeError(f"task {task_id} is running; delete it once it has finished")
        self._log(task, "deleted")
        return task

    def close(self) -> None:
        """Let running tasks finish; pending ones stay journaled for the next daemon."""
        with self._changed:
            self._closing = True
            for queue in self._lanes.values():
                queue.clear()
            self._changed.notify_all()
        self._pool.shutdown(wait=True)


def open_tasks(settings: Settings, folder: Path, kinds: TaskKinds) -> TaskRunner:
    """The daemon's task runner: the journal in `folder` (JSON Lines), or the database's
    table (EBBING_BACKEND=postgres; pg/tasks.py)."""
    if settings.backend == "postgres" and settings.database_url:
        from ebbing.pg.tasks import PgTaskRunner

        return PgTaskRunner(settings.database_url, kinds, folder,
                            lease_s=settings.task_lease_s, wait_db_s=settings.lock_timeout_s,
                            listening=settings.pg_listen)
    return TaskRunner(folder / "tasks.jsonl", kinds)
