"""The task journal in the database: any daemon answers for a task, and finishes one that the
daemon which accepted it could not.

A task is accepted by inserting its row (kind, lane, the request) and committing before the
answer leaves. Every daemon's workers claim tasks from the table: the first open task of a
lane (tasks of one lane run one at a time, in the order accepted; for `OWN_FIRST_S` only by
the daemon that accepted it, whose caches hold the agent), taken with
`SELECT ... FOR UPDATE SKIP LOCKED` and held by a lease (`claimed_by`, `claimed_until`) that
the daemon renews while it runs the task. A claim counts a run (`runs`, the claim's fencing
token): progress and the end are written only by the run that holds the claim. When a daemon
dies its leases run out and another daemon claims its tasks (the runner is told the task is
being run again, and the memories runner first looks for what the cut run stored, under the
agent's lock, so no memory is stored twice); a daemon restarted on the same home frees its
own previous claims at once. A run cut by the database going away (a restart) is let go to be
claimed again, up to `MAX_RUNS` runs; any other error fails the task, with the reason.

Status, progress and the lists are read from the table, so any daemon answers them. The
daemon's listener (pg/notify.py, started here: the daemon's stores hear through it too) wakes
the workers and the waiters when a daemon accepts or finishes a task; without it they look
every `POLL_S`.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from ebbing.access.reach import from_payload, granted, to_payload
from ebbing.errors import NotFound, storage_error
from ebbing.names import new_id
from ebbing.pg.database import database
from ebbing.pg.notify import TASKS, listen, unlisten
from ebbing.pg.taskrows import CLAIM, COLUMNS, OPEN, Lost, owner_of, task_of, transient
from ebbing.server.tasks import (
    DONE,
    FAILED,
    PENDING,
    REACH_KEY,
    RUNNING,
    STORAGE,
    Job,
    Journal,
    Task,
    TaskKinds,
    TaskRunner,
)

MAX_RUNS = 10  # claims of one task before it is failed (a task that kills its daemon)
POLL_S = 1.0  # how often idle workers and waiters look without a notification
RETRY_S = 1.0  # a run cut by the database: claimable again after this
OWN_FIRST_S = 2.0  # a task is left to the daemon that accepted it this long (its caches)
PROGRESS_S = 0.5  # progress is written at most this often
T = TypeVar("T")

log = logging.getLogger("ebbing")


class PgTaskRunner(TaskRunner):
    """TaskRunner's contract (submit, wait, get, all, delete, recover, close) over the
    database's `tasks` table."""

    def __init__(self, url: str, kinds: TaskKinds, folder: Path, *, workers: int = 4,
                 lease_s: float = 30.0, wait_db_s: float = 30.0,
                 listening: bool = True) -> None:
        from psycopg.types.json import Jsonb

        self.jsonb = Jsonb
        self.db = database(url)
        self.kinds = kinds
        self.owner = owner_of(folder)
        self.lease_s = lease_s
        self.wait_db_s = wait_db_s
        self.workers = workers
        self._journal_path = folder / "tasks.jsonl"
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._pokes = 0
        self._closing = False
        self._stop = threading.Event()
        self._running: dict[str, int] = {}  # task id -> the run this daemon holds
        self._threads: list[threading.Thread] = []
        self.listener = listen(url) if listening else None  # the stores' too (pg/notify.py)
        if self.listener is not None:
            self.listener.on_tasks(self._heard)

    # -- the database, waited for while it restarts -------------------------------------------
    def _sql(self, work: Callable[[Any], T]) -> T:
        """Run `work(conn)` in a transaction; a database that is away (refused, cut) is
        waited for up to `wait_db_s` (a commit cut short runs the work again: each work is
        written to be run twice safely)."""
        import psycopg

        deadline = time.monotonic() + self.wait_db_s
        while True:
            try:
                with self.db.pool.connection() as conn, conn.transaction():
                    return work(conn)
            except psycopg.OperationalError:
                if time.monotonic() >= deadline or self._closing:
                    raise
                time.sleep(0.2)

    def _tell(self, conn: Any, task_id: str) -> None:
        conn.execute("SELECT pg_notify(%s, %s)", (TASKS, task_id))

    def _heard(self, _task_id: str | None) -> None:
        self._poke()

    def _poke(self) -> None:
        with self._changed:
            self._pokes += 1
            self._changed.notify_all()

    # -- accepting and answering ---------------------------------------------------------------
    def submit(self, kind: str, lane: str, payload: dict[str, Any]) -> Task:
        """Accept a task: committed to the database before this returns."""
        if kind not in self.kinds:
            raise NotFound(f"no task kind {kind!r} in this build")
        task_id = new_id(datetime.now(UTC))
        reach = to_payload()  # the token's namespaces, kept so the task reaches no more
        if reach is not None:
            payload = payload | {REACH_KEY: reach}
        self._insert(task_id, kind, lane, payload)
        self._poke()
        return self.get(task_id, kind)

    def _insert(self, task_id: str, kind: str, lane: str, payload: dict[str, Any],
                conn: Any = None) -> None:
        namespace, _, name = lane.partition(":")[2].partition("/")

        def work(conn: Any) -> None:
            conn.execute("INSERT INTO tasks (id, namespace, agent, kind, lane, body, "
                         "accepted_by) VALUES (%s, %s, %s, %s, %s, %s, %s) "
                         "ON CONFLICT (id) DO NOTHING", (task_id, namespace, name, kind, lane,
                                                         self.jsonb(payload), self.owner))
            self._tell(conn, task_id)

        if conn is not None:
            work(conn)
        else:
            self._sql(work)

    def _find(self, task_id: str) -> Task | None:
        row = self._sql(lambda conn: conn.execute(
            f"SELECT {COLUMNS} FROM tasks WHERE id = %s", (task_id,)).fetchone())
        return None if row is None else task_of(row)

    def get(self, task_id: str, kind: str) -> Task:
        task = self._find(task_id)
        if task is None or task.kind != kind:
            raise NotFound(f"no {kind} task {task_id!r}")
        return task

    def all(self, kind: str) -> list[Task]:
        rows = self._sql(lambda conn: conn.execute(
            f"SELECT {COLUMNS} FROM tasks WHERE kind = %s ORDER BY number", (kind,)).fetchall())
        return [task_of(row) for row in rows]

    def wait(self, task_id: str, timeout_s: float | None = None) -> Task:
        """Block until the task is done or failed, whichever daemon runs it (or this runner
        closes: a task still open then is run by another daemon, or this one restarted)."""
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while True:
            with self._changed:
                pokes = self._pokes
            task = self._find(task_id)
            if task is None:
                raise NotFound(f"no task {task_id!r}")
            left = None if deadline is None else deadline - time.monotonic()
            if task.status in (DONE, FAILED) or self._closing or (left is not None and left <= 0):
                return task
            with self._changed:
                if self._pokes == pokes and not self._closing:
                    self._changed.wait(POLL_S if left is None else min(left, POLL_S))

    def delete(self, task_id: str, kind: str) -> Task:
        """Forget a finished or pending task (a pending one will not run); RuntimeError for a
        running one (claimed by a daemon, or cut and waiting to be claimed again)."""
        def work(conn: Any) -> Any:
            return conn.execute(f"DELETE FROM tasks WHERE id = %s AND kind = %s AND state <> "
                                f"'{RUNNING}' RETURNING {COLUMNS}", (task_id, kind)).fetchone()

        row = self._sql(work)
        if row is None:
            self.get(task_id, kind)  # NotFound when there is no such task
            raise RuntimeError(f"task {task_id} is running; delete it once it has finished")
        self._poke()
        return task_of(row)

    # -- running ----------------------------------------------------------------------------
    def recover(self) -> list[str]:
        """Free the claims of this home's previous daemon (it died: they are claimable now,
        by any daemon), bring over the open tasks of a JSON Lines journal left in the home,
        and start the workers."""
        moved = self._move_journal()
        freed = self._sql(lambda conn: [row[0] for row in conn.execute(
            f"UPDATE tasks SET claimed_until = NULL WHERE claimed_by = %s AND {OPEN} "
            "RETURNING id", (self.owner,)).fetchall()])
        for i in range(self.workers):
            self._start(self._work, f"ebbing-task-{i}")
        self._start(self._renew, "ebbing-task-lease")
        return moved + freed

    def _move_journal(self) -> list[str]:
        """Open tasks of `tasks.jsonl` (a home that ran with JSON Lines before) go into the
        table, then the file is renamed, so none is lost and none is brought over twice."""
        if not self._journal_path.exists():
            return []
        open_tasks = [t for t in Journal(self._journal_path).load().values()
                      if t.status in (PENDING, RUNNING)]

        def work(conn: Any) -> None:
            for task in open_tasks:
                self._insert(task.id, task.kind, task.lane, task.payload, conn)

        self._sql(work)
        self._journal_path.rename(self._journal_path.with_name("tasks.jsonl.in-database"))
        return [t.id for t in open_tasks]

    def _start(self, target: Callable[[], None], name: str) -> None:
        thread = threading.Thread(target=target, name=name, daemon=True)
        thread.start()
        self._threads.append(thread)

    def _work(self) -> None:
        while not self._closing:
            with self._changed:
                pokes = self._pokes
            try:
                task = self._claim()
            except Exception as error:  # the database away longer than we wait: look again
                log.warning("claiming a task: %s", error)
                task = None
            if task is not None:
                self._run(task)
                continue
            with self._changed:
                if self._pokes == pokes and not self._closing:
                    self._changed.wait(POLL_S)

    def _claim(self) -> Task | None:
        def work(conn: Any) -> Task | None:
            found = conn.execute(CLAIM, (list(self.kinds.runners), self.owner,
                                         OWN_FIRST_S)).fetchone()
            if found is None:
                return None
            row = conn.execute(
                f"UPDATE tasks SET state = '{RUNNING}', runs = runs + 1, claimed_by = %s, "
                "claimed_until = now() + make_interval(secs => %s), updated_at = now() "
                f"WHERE id = %s RETURNING {COLUMNS}",
                (self.owner, self.lease_s, found[0])).fetchone()
            task = task_of(row)
            if task.runs > MAX_RUNS:  # it was claimed this often: it does not finish
                conn.execute(f"UPDATE tasks SET state = '{FAILED}', error = %s, claimed_until "
                             "= NULL, finished_at = now() WHERE id = %s",
                             (f"gave up after {MAX_RUNS} runs", task.id))
                self._tell(conn, task.id)
                return None
            self._tell(conn, task.id)
            with self._lock:
                self._running[task.id] = task.runs
            return task

        return self._sql(work)

    def _run(self, task: Task) -> None:
        written = [time.monotonic()]

        def progress(value: int) -> None:  # (the end writes 100)
            now = time.monotonic()
            if now - written[0] >= PROGRESS_S:
                self._mine(task, "progress = %s", max(0, min(100, int(value))))
                written[0] = now

        try:
            with granted(from_payload(task.payload.get(REACH_KEY))):
                result = self.kinds.runners[task.kind](
                    Job(task.id, task.payload, task.runs > 1, progress))
        except Lost:
            log.warning("task %s was taken over by another daemon", task.id)
        except Exception as error:  # reported in the task, never lost
            if transient(error) and task.runs < MAX_RUNS:
                log.warning("task %s: the database went away (%s); it runs again", task.id,
                            error)
                self._end(task, f"claimed_until = now() + make_interval(secs => {RETRY_S})")
            else:
                kind = STORAGE if storage_error(error) else type(error).__name__
                self._end(task, f"state = '{FAILED}', error = %s, finished_at = now(), "
                          "claimed_until = NULL", f"{kind}: {error}")
        else:
            self._end(task, f"state = '{DONE}', progress = 100, result = %s, "
                      "finished_at = now(), claimed_until = NULL", self.jsonb(result))
        finally:
            with self._lock:
                self._running.pop(task.id, None)
            self._poke()

    def _mine(self, task: Task, change: str, *values: Any) -> None:
        """Change the task if this run still holds its claim (Lost otherwise)."""
        def work(conn: Any) -> int:
            count = conn.execute(f"UPDATE tasks SET {change}, updated_at = now() WHERE id = %s "
                                 "AND claimed_by = %s AND runs = %s",
                                 (*values, task.id, self.owner, task.runs)).rowcount
            if count:
                self._tell(conn, task.id)
            return int(count)

        if not self._sql(work):
            raise Lost(task.id)

    def _end(self, task: Task, change: str, *values: Any) -> None:
        """Write the end of a run; a database away longer than `wait_db_s` is waited for
        again while the lease lasts (after it, another daemon runs the task again)."""
        deadline = time.monotonic() + self.lease_s
        while True:
            try:
                self._mine(task, change, *values)
                return
            except Lost:
                log.warning("task %s ended here, but another daemon holds it now", task.id)
                return
            except Exception:
                if time.monotonic() >= deadline:
                    log.exception("task %s: its end could not be written", task.id)
                    return
                time.sleep(0.5)

    def _renew(self) -> None:
        """Renew the leases of the tasks this daemon runs, three times per lease."""
        while not self._stop.wait(self.lease_s / 3):
            with self._lock:
                held = dict(self._running)
            if not held:
                continue
            with contextlib.suppress(Exception):  # the database away: the next round
                self._sql(lambda conn, held=held: conn.execute(  # type: ignore[misc]
                    "UPDATE tasks SET claimed_until = now() + make_interval(secs => %s) "
                    "FROM unnest(%s::text[], %s::int[]) AS h(id, runs) "
                    "WHERE tasks.id = h.id AND tasks.runs = h.runs AND claimed_by = %s",
                    (self.lease_s, list(held), list(held.values()), self.owner)))

    def close(self) -> None:
        """Let running tasks finish; open ones stay in the table for any daemon."""
        with self._changed:
            self._closing = True
            self._changed.notify_all()
        self._stop.set()
        for thread in self._threads:
            thread.join()
        if self.listener is not None:
            self.listener.off_tasks(self._heard)
            unlisten(self.db.url)
