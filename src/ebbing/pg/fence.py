"""Think and dream runs fenced across daemons: one run of a kind per agent at a time.

A run reads the agent's memories, then writes derived ones from what it read; two runs at
once (two daemons, or a task run again by a second daemon while the first, stalled past its
lease, still runs) would each write theirs from the same reading. Each run holds a session
advisory lock on the agent for its kind (class `FENCES[kind]`, object the agent's id) on a
connection of its own, for the whole run; another daemon's run of that kind waits for it
(up to `wait_s`) and then reads what the first wrote. Nested runs in one thread (a task's
check for what its first run wrote, then the run) hold it once. The lock goes with its
connection: a daemon that dies lets it go at once.
"""

from __future__ import annotations

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


class RunBusy(TimeoutError):
    """Another run of this kind for this agent held the fence for the whole wait."""


def _holding() -> dict[tuple[str, int, str], int]:
    found = getattr(_held, "keys", None)
    if found is None:
        found = _held.keys = {}
    return found


def _try(conn: Any, fence: int, agent_id: int) -> bool:
    row = conn.execute("SELECT pg_try_advisory_lock(%s, %s)", (fence, agent_id)).fetchone()
    return bool(row[0])


@contextmanager
def fenced(store: PgStore, kind: str, wait_s: float) -> Iterator[None]:
    """Hold the fence of `kind` ("thought" or "dream") for the store's agent; raises
    RunBusy when another run holds it for longer than `wait_s` (0: do not wait)."""
    key = (store.db.url, store.agent_id, kind)
    holding = _holding()
    if key in holding:  # this thread holds it already
        holding[key] += 1
        try:
            yield
        finally:
            holding[key] -= 1
        return
    pool = store.db.pool
    conn = pool.getconn()
    try:
        conn.autocommit = True
        deadline = time.monotonic() + wait_s
        while not _try(conn, FENCES[kind], store.agent_id):
            if time.monotonic() >= deadline:
                raise RunBusy(f"another {kind} run of this agent is under way (waited "
                              f"{wait_s:g} s): try again later")
            time.sleep(POLL_S)
        holding[key] = 1
        try:
            yield
        finally:
            del holding[key]
            conn.execute("SELECT pg_advisory_unlock(%s, %s)", (FENCES[kind], store.agent_id))
    finally:
        conn.autocommit = False
        pool.putconn(conn)
