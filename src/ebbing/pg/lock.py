"""The lock of one agent in a shared database: every write of the agent, in any process on
any host, holds it.

Taking it (outermost, per thread): the folder's file lock (the local copy of the log is shared
by the processes of this host), then a connection from the pool, a transaction, and the
transaction's advisory lock on the agent. Everything written while it is held goes into that
transaction, committed when the outermost holder lets go: a locked region is all or nothing
(a failure rolls it back, and the local copy is cut back to match). A write is acknowledged
only after its region committed, so none is lost when a process or the database dies.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import Any

from filelock import FileLock, Timeout

from ebbing.pg.database import Database
from ebbing.pg.schema import LOCK_CLASS
from ebbing.store.folderlock import FolderLock

COUNTERS = "SELECT memory_lines, relation_lines, generation FROM agents WHERE id = %s"


class AgentLock:
    """Reentrant, like the FileLock it stands in for (`with lock:`, `is_locked`)."""

    def __init__(self, file_lock: FolderLock | FileLock, db: Database, agent_id: int,
                 timeout_s: float, on_begin: Callable[[], None], on_rollback: Callable[[], None],
                 on_commit: Callable[[], None] | None = None) -> None:
        self.file_lock = file_lock
        self.db = db
        self.agent_id = agent_id
        self.timeout_s = timeout_s
        self.on_begin = on_begin
        self.on_rollback = on_rollback
        self.on_commit = on_commit
        self._local = threading.local()

    @property
    def depth(self) -> int:
        return int(getattr(self._local, "depth", 0))

    @property
    def is_locked(self) -> bool:
        return self.depth > 0

    @property
    def conn(self) -> Any:
        """The connection of the transaction this thread holds (None unless locked)."""
        return getattr(self._local, "conn", None)

    def counters(self) -> tuple[int, int, str] | None:
        """The agent's (memory_lines, relation_lines, generation) read right after the
        lock was taken, once per hold (None: already taken, or not held)."""
        found = getattr(self._local, "counters", None)
        self._local.counters = None
        return None if found is None else (int(found[0]), int(found[1]), str(found[2]))

    def appending(self, lazy: bool) -> bool:
        """Called before each append of the hold: whether this one may set the commit
        asynchronous (`lazy`: a recall's uses, pg/touch.py, and nothing that must be
        durable appended in this hold). Once something durable is appended, the commit is
        made synchronous again (one statement, only when an earlier append had set it)."""
        local = self._local
        if lazy and not getattr(local, "durable", False):
            local.lazy = True
            return True
        local.durable = True
        if getattr(local, "lazy", False):
            self.conn.execute("SELECT set_config('synchronous_commit', 'on', true)")
            local.lazy = False
        return False

    def acquire(self, timeout: float | None = None, **_: Any) -> AgentLock:
        depth = self.depth
        if depth > 0:  # this thread holds the file lock and the transaction already: a
            self._local.depth = depth + 1  # nested hold needs no call of the file lock
            return self
        wait = self.timeout_s if timeout is None or timeout < 0 else timeout
        self.file_lock.acquire(timeout=wait)
        try:
            self._begin(wait)
        except BaseException:
            self.file_lock.release()
            raise
        self._local.depth = 1
        return self

    def _begin(self, wait: float) -> None:
        """Open the transaction and take the agent's advisory lock. A database that is
        restarting (connections refused or cut) is waited for, up to the lock's timeout."""
        import psycopg

        deadline = time.monotonic() + wait
        while True:
            conn = self.db.pool.getconn()
            try:
                # one round trip: the timeout is set before the lock is waited for, and
                # the agent's counters (what the local copy must hold, pg/store.py) are
                # read by the next statement of the pipeline, once the lock is held
                with conn.pipeline():
                    conn.execute("SELECT set_config('lock_timeout', %s, true), "
                                 "pg_advisory_xact_lock(%s, %s)",
                                 (f"{max(1, int(wait * 1000))}ms", LOCK_CLASS, self.agent_id))
                    counters = conn.execute(COUNTERS, (self.agent_id,))
                self._local.counters = counters.fetchone()
                break
            except psycopg.errors.LockNotAvailable:
                conn.rollback()
                self.db.pool.putconn(conn)
                raise Timeout(str(self.file_lock.lock_file)) from None
            except psycopg.OperationalError:
                self._drop(conn)
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.2)
            except BaseException:
                self._drop(conn)
                raise
        self._local.conn = conn
        self._local.lazy = self._local.durable = False
        try:
            self.on_begin()
        except BaseException:
            self._local.conn = None
            self._drop(conn)
            raise

    def _drop(self, conn: Any) -> None:
        with contextlib.suppress(Exception):  # a broken connection: the pool discards it
            conn.rollback()
        self.db.pool.putconn(conn)

    def release(self, force: bool = False, failed: bool = False) -> None:
        depth = self.depth - 1
        self._local.depth = depth
        if depth > 0:  # a nested hold ends: the outermost one lets the file lock go
            return
        try:
            self._end(failed)
        finally:
            self.file_lock.release()

    def _end(self, failed: bool) -> None:
        conn, self._local.conn, self._local.counters = self.conn, None, None
        if not failed:
            try:
                conn.commit()
            except BaseException:
                self._drop(conn)
                self.on_rollback()
                raise
            self.db.pool.putconn(conn)
            if self.on_commit is not None:
                self.on_commit()
            return
        self._drop(conn)
        self.on_rollback()

    def __enter__(self) -> AgentLock:
        return self.acquire()

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> None:
        self.release(failed=kind is not None)
