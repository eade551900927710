"""Think and dream runs fenced across daemons: one run of a kind per agent at a time.

A run reads the agent's memories, then writes derived ones from what it read; two runs at
once (two daemons, or a task run again by a second daemon while the first, stalled past its
lease, still runs) would each write theirs from the same reading. Each run holds a session
advisory lock on the agent for its kind (class `FENCES[kind]`, object the agent's id) on a
connection of its own, for the whole run; another daemon's run of that kind waits for it
(up to `wait_s`) and then reads what the first wrote. Nested runs in one thread (a task's
check for what its first run wrote, then the run) hold it once. The lock goes with its
connection: a daemon that dies lets it go at once.

The lock goes with its connection also when only the connection is cut (a network fault, a
database restart, `pg_terminate_backend`), while the run goes on: another daemon may then
start a run of the agent. So the run cannot lose the fence silently: every append of its
thread to the agent (pg/writes.py `append`, inside the write's transaction, which holds the
agent's write lock) first checks in `pg_locks` that the very session that took the fence
(its backend's pid and start time) still holds it, and raises FenceLost otherwise, before
anything is written (the write's transaction rolls back). A fence is taken only inside a
transaction holding the agent's write lock, so no fence changes hands between a write's check
and its commit: a run that takes over a lost fence reads every write the first run committed.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ebbing.pg.store import PgStore

FENCES = {"thought": 0x0EBC, "dream": 0x0EBD}  # beside LOCK_CLASS 0x0EBB (pg/schema.py)
POLL_S = 0.05

_held = threading.local()


HOLDS = """
SELECT EXISTS (
    SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND l.classid = %s AND l.objid = %s AND l.pid = %s AND a.backend_start = %s)
"""


class RunBusy(TimeoutError):
    """Another run of this kind for this agent held the fence for the whole wait."""


class FenceLost(RuntimeError):
    """The run's fence went with its cut connection: another run may hold it now, so this
    one stops before writing."""


# this thread's fences: (database address, agent id, kind) -> [depth, session], where the
# session is (dsn, backend pid, backend start) of the connection that holds the fence
Held = dict[tuple[str, int, str], list[Any]]


def _holding() -> Held:
    found = getattr(_held, "keys", None)
    if found is None:
        found = _held.keys = {}
    return found


def _try(conn: Any, fence: int, agent_id: int, writing: bool, wait_s: float) -> bool:
    """Try to take the fence, inside a transaction holding the agent's write lock (unless
    this thread's own write transaction holds it already): waits up to `wait_s` for a write
    under way, then counts as not taken."""
    import psycopg

    from ebbing.pg.schema import LOCK_CLASS

    try:
        with conn.transaction():
            if not writing:
                conn.execute("SELECT set_config('lock_timeout', %s, true), "
                             "pg_advisory_xact_lock(%s, %s)",
                             (f"{max(1, int(wait_s * 1000))}ms", LOCK_CLASS, agent_id))
            row = conn.execute("SELECT pg_try_advisory_lock(%s, %s)",
                               (fence, agent_id)).fetchone()
    except psycopg.errors.LockNotAvailable:
        return False
    return bool(row[0])


def check(conn: Any, agent_id: int) -> None:
    """Raise FenceLost when this thread runs fenced for `agent_id` on `conn`'s database and
    the session that took the fence no longer holds it (called in the write's transaction,
    before anything is written)."""
    holding = getattr(_held, "keys", None)
    if not holding:
        return
    dsn = conn.info.dsn
    for (_, agent, kind), (_, session) in list(holding.items()):
        if agent != agent_id or session[0] != dsn:
            continue
        row = conn.execute(HOLDS, (FENCES[kind], agent_id, session[1], session[2])).fetchone()
        if not row[0]:
            raise FenceLost(f"the {kind} run of this agent lost its fence (its database "
                            "connection was cut): it stops before writing; run it again")


@contextmanager
def fenced(store: PgStore, kind: str, wait_s: float) -> Iterator[None]:
    """Hold the fence of `kind` ("thought" or "dream") for the store's agent; raises
    RunBusy when another run holds it for longer than `wait_s` (0: do not wait)."""
    key = (store.db.url, store.agent_id, kind)
    holding = _holding()
    if key in holding:  # this thread holds it already
        holding[key][0] += 1
        try:
            yield
        finally:
            holding[key][0] -= 1
        return
    pool = store.db.pool
    conn = pool.getconn()
    try:
        conn.autocommit = True
        deadline = time.monotonic() + wait_s
        writing = store.agent_lock.is_locked
        while not _try(conn, FENCES[kind], store.agent_id, writing,
                       max(POLL_S, deadline - time.monotonic())):
            if time.monotonic() >= deadline:
                raise RunBusy(f"another {kind} run of this agent is under way (waited "
                              f"{wait_s:g} s): try again later")
            time.sleep(POLL_S)
        session = conn.execute("SELECT pid, backend_start FROM pg_stat_activity "
                               "WHERE pid = pg_backend_pid()").fetchone()
        assert session is not None  # this very session's row
        holding[key] = [1, (conn.info.dsn, session[0], session[1])]
        try:
            yield
        finally:
            del holding[key]
            with contextlib.suppress(Exception):  # a cut connection let the lock go
                conn.execute("SELECT pg_advisory_unlock(%s, %s)",
                             (FENCES[kind], store.agent_id))
    finally:
        with contextlib.suppress(Exception):
            conn.autocommit = False
        pool.putconn(conn)  # a broken connection: the pool discards it
