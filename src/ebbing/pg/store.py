"""PgStore: the JSON Lines store's contract over a PostgreSQL database many processes share.

The database is the truth: every line any process writes is an event of the agent, appended
in the agent's lock (pg/lock.py) and committed before the write is acknowledged. The agent's
folder under this process's home holds a local copy of its logs (pg/mirror.py), from which the
store folds its columns exactly as MemoryStore does, so every index and every ranking above it
is the same code. Before a read, the store asks the database how many lines each log holds
(always under the lock; outside it when the daemon's listener heard of a write, or at most
every `poll_s` seconds without one) and fetches the ones it lacks.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from filelock import FileLock, Timeout

from ebbing.pg.database import database
from ebbing.pg.lock import COUNTERS, AgentLock
from ebbing.pg.mirror import FETCH, LOOK, MirrorLog
from ebbing.pg.notify import RECHECK_S, listener
from ebbing.store.folderlock import FolderLock
from ebbing.store.memory_store import CompactReport, MemoryStore
from ebbing.store.migrations import SCHEMA_VERSION

if TYPE_CHECKING:
    from ebbing.pg.vectors import DatabaseVectors


class PgStore(MemoryStore):
    def __init__(self, folder: Path, url: str, namespace: str, agent: str, *,
                 lock_timeout_s: float = 30.0, snapshot_min_lines: int = 2000,
                 poll_s: float = 0.05) -> None:
        self.db = database(url)
        self.agent_id = self.db.agent_id(namespace, agent)
        self.poll_s = poll_s
        self._checked = float("-inf")
        self._heard: tuple[int, int] | None = None  # the listener's news at the last look
        # this store's own commits that appended events (each is heard once, pg/notify.py):
        # the count, whether the held transaction appended, and the count at the last look
        self._own, self._appending, self._own_at_look = 0, False, 0
        self._sizes: tuple[int | None, int | None] = (None, None)
        self._synced_in_lock = False
        self._timeout = lock_timeout_s
        super().__init__(folder, lock_timeout_s=lock_timeout_s,
                         snapshot_min_lines=snapshot_min_lines)

    def _prepare_folder(self) -> None:
        super()._prepare_folder()
        assert isinstance(self.lock, FolderLock | FileLock)
        self.lock = AgentLock(self.lock, self.db, self.agent_id, self._timeout,  # type: ignore[assignment]
                              self._begin, self._rolled_back, self._committed)
        quarantine = self.folder / "quarantine.jsonl"
        self.memory_log = MirrorLog(self.folder / "memories.jsonl", self.agent_lock,
                                    SCHEMA_VERSION, quarantine, "m", self.agent_id)
        self.relation_log = MirrorLog(self.folder / "relations.jsonl", self.agent_lock,
                                      SCHEMA_VERSION, quarantine, "r", self.agent_id)
        self.memory_log.on_append = self.relation_log.on_append = self.appended

    @property
    def agent_lock(self) -> AgentLock:
        lock = self.lock
        assert isinstance(lock, AgentLock)
        return lock

    # -- keeping the local copy in step ----------------------------------------------------------
    def refresh(self) -> None:
        if isinstance(self.lock, AgentLock):
            self.catch_up()
        super().refresh()

    def reload(self) -> None:
        self._synced_in_lock = False  # a reload reads the database again (a compaction)
        super().reload()

    def catch_up(self, force: bool = False) -> None:
        """Fetch the lines other processes committed (throttled outside the lock: with the
        daemon's listener (pg/notify.py) only when it heard of a write of the agent, or
        after a second of silence; without one every `poll_s`)."""
        lock = self.agent_lock
        now = time.monotonic()
        if lock.is_locked:
            if not self._synced_in_lock:  # once per hold: no other process writes meanwhile
                self._sync(lock.conn, inside=True)
                self._synced_in_lock = True
            return
        ears = listener(self.db.url)
        news = ears.news(self.agent_id) if ears is not None else None
        if not force:
            if news is None and now - self._checked < self.poll_s:
                return
            if news is not None and self._only_own(news) and now - self._checked < RECHECK_S:
                return
        try:
            lock.file_lock.acquire(timeout=0)
        except Timeout:
            return  # a local writer holds the copy: fold it as it is
        try:
            with self.db.pool.connection() as conn:
                conn.autocommit = True  # reads alone: no transaction, no COMMIT's round trip
                try:
                    self._sync(conn, inside=False)
                finally:
                    with contextlib.suppress(Exception):  # a broken one: the pool drops it
                        conn.autocommit = False
        finally:
            lock.file_lock.release()
        self._checked, self._heard, self._own_at_look = now, news, self._own

    def _only_own(self, news: tuple[int, int]) -> bool:
        """Whether everything the listener heard of the agent since the last look was this
        store's own commits (already in the local copy: no need to ask the database). A
        commit is heard once (PostgreSQL folds a transaction's identical notifications);
        one not heard yet counts as heard, so another's write heard meanwhile waits for
        it, milliseconds, or for the silence check (RECHECK_S)."""
        if self._heard is None or news[0] != self._heard[0]:
            return False  # not looked yet, or a new epoch: what was sent is unknown
        return news[1] - self._heard[1] <= self._own - self._own_at_look

    def _sync(self, conn: Any, inside: bool) -> None:
        assert isinstance(self.memory_log, MirrorLog)
        assert isinstance(self.relation_log, MirrorLog)
        if not inside and self._look(conn):
            return
        row = self.agent_lock.counters() if inside else None  # read with the lock
        if row is None:
            row = conn.execute(COUNTERS, (self.agent_id,)).fetchone()
        self.memory_log.catch_up(conn, int(row[0]), str(row[2]), inside)
        self.relation_log.catch_up(conn, int(row[1]), str(row[2]), inside)

    def _look(self, conn: Any) -> bool:
        """Outside the lock: the counters and the lines the copies lack in one statement
        (LOOK: one round trip where a counter query and a fetch per log took two or
        three); False when a copy needs more than that gives (`MirrorLog.take`), and the
        caller catches up the longer way."""
        memories, relations = self.memory_log, self.relation_log
        assert isinstance(memories, MirrorLog) and isinstance(relations, MirrorLog)
        have = (memories.lines(), relations.lines())
        row = conn.execute(LOOK, (have[0], FETCH, have[1], FETCH, self.agent_id)).fetchone()
        if row is None:
            return False
        took = (memories.take(have[0], int(row[0]), str(row[2]), list(row[3])),
                relations.take(have[1], int(row[1]), str(row[2]), list(row[4])))
        return all(took)

    def _begin(self) -> None:
        """The lock was taken: remember the copies' sizes, to cut them back on a rollback."""
        self._synced_in_lock = False
        self._appending = False
        self._sizes = (_size(self.memory_log.path), _size(self.relation_log.path))

    def appended(self) -> None:
        """The held transaction appended events (pg/mirror.py)."""
        self._appending = True

    def _committed(self) -> None:
        if self._appending:
            self._own += 1
        self._appending = False

    def _rolled_back(self) -> None:
        """The lock's transaction was rolled back: nothing of it is in the database, so
        nothing of it may stay in the copies."""
        for path, size in zip((self.memory_log.path, self.relation_log.path), self._sizes,
                              strict=True):
            if size is None:
                path.unlink(missing_ok=True)
            elif (_size(path) or 0) > size:
                os.truncate(path, size)
        self.reload()

    def shared_vectors(self, model: str) -> DatabaseVectors:
        """The database's vectors of this agent's texts by `model` (pg/vectors.py), which
        the search engine's vector cache reads before it embeds anything."""
        from ebbing.pg.vectors import DatabaseVectors

        return DatabaseVectors(self.db, self.agent_id, model)

    def compact(self) -> CompactReport:
        """Rewrite the agent's events as one line per live record (pg/compaction.py)."""
        from ebbing.pg.compaction import compact

        return compact(self)


def _size(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return None
