"""Hearing other daemons' writes as they commit: LISTEN on the database's notifications.

Every append of events notifies channel `ebbing` with the agent's id (a trigger of schema
version 4, whatever writes the events; PostgreSQL delivers it at commit, once per transaction
and agent). A daemon keeps one listening connection (a thread, `listen`); for each agent it
counts what it heard, and a store (pg/store.py) asks the database for the agent's lines only
when that count moved, or when `RECHECK_S` passed without news (the poll, kept as the
fallback). Channel `ebbing_tasks` tells the daemons' task runners (pg/tasks.py) that a task
was accepted or changed state; channel `ebbing_catalog` that the common-sense libraries'
catalog changed (pg/libraries.py).

What was sent while the listener was not connected is unknown: every (re)connection starts a
new epoch, and a store whose last look was in another epoch looks again. Without a live
listener (a command, not a daemon; a daemon with EBBING_PG_LISTEN=false; or the connection
lost) stores poll every `EBBING_PG_POLL_S` as before.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable

EVENTS, TASKS, CATALOG = "ebbing", "ebbing_tasks", "ebbing_catalog"
APPLICATION = "ebbing-listen"  # the listening connection's application_name
RECHECK_S = 1.0  # with a live listener, how long a store trusts silence
QUIET_CHECK_S = 5.0  # a listening connection that heard nothing this long is checked

_lock = threading.Lock()
_listeners: dict[str, Listener] = {}

log = logging.getLogger("ebbing")


class Listener:
    """One LISTEN connection to a database, in a thread of its own, reconnecting for ever."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.epoch = 0  # 0: never connected; bumped on every (re)connection
        self.alive = False
        self.heard: dict[int, int] = {}  # agent id -> notifications heard (this epoch)
        self.catalog_news = (0, 0)  # (epoch, catalog notifications heard in it)
        self._task_hooks: list[Callable[[str | None], None]] = []
        self._users = 0
        self._closing = threading.Event()
        self._connected = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="ebbing-listen", daemon=True)
        self._thread.start()

    def news(self, agent_id: int) -> tuple[int, int] | None:
        """What was heard of the agent, as (epoch, count); None while not listening."""
        if not self.alive:
            return None
        return self.epoch, self.heard.get(agent_id, 0)

    def on_tasks(self, hook: Callable[[str | None], None]) -> None:
        """Call `hook(task_id)` on each task notification (None after a reconnection)."""
        self._task_hooks.append(hook)

    def off_tasks(self, hook: Callable[[str | None], None]) -> None:
        if hook in self._task_hooks:
            self._task_hooks.remove(hook)

    def wait_connected(self, timeout_s: float) -> bool:
        return self._connected.wait(timeout_s)

    def _loop(self) -> None:
        import psycopg

        while not self._closing.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=5,
                                     application_name=APPLICATION) as conn:
                    conn.execute(f"LISTEN {EVENTS}")
                    conn.execute(f"LISTEN {TASKS}")
                    conn.execute(f"LISTEN {CATALOG}")
                    self.heard = {}
                    self.epoch += 1
                    self.catalog_news = (self.epoch, 0)
                    self.alive = True
                    self._connected.set()
                    self._tell_tasks(None)
                    self._listen(conn)
            except psycopg.Error as error:
                if not self._closing.is_set():
                    log.debug("listening to the database: %s", error)
            self.alive = False
            self._closing.wait(0.2)

    def _listen(self, conn: object) -> None:
        quiet = time.monotonic()
        while not self._closing.is_set():
            got = False
            for note in conn.notifies(timeout=0.5):  # type: ignore[attr-defined]
                got = True
                if note.channel == EVENTS:
                    with contextlib.suppress(ValueError):
                        agent = int(note.payload)
                        self.heard[agent] = self.heard.get(agent, 0) + 1
                elif note.channel == TASKS:
                    self._tell_tasks(note.payload or None)
                elif note.channel == CATALOG:
                    self.catalog_news = (self.epoch, self.catalog_news[1] + 1)
            now = time.monotonic()
            if got:
                quiet = now
            elif now - quiet > QUIET_CHECK_S:  # a connection cut without a word
                conn.execute("SELECT 1")  # type: ignore[attr-defined]
                quiet = now

    def _tell_tasks(self, task_id: str | None) -> None:
        for hook in list(self._task_hooks):
            try:
                hook(task_id)
            except Exception:  # a hook's failure must not stop the listening
                log.exception("a task notification hook failed")

    def close(self) -> None:
        self._closing.set()
        self._thread.join(5)


def listen(url: str) -> Listener:
    """The process's listener for `url`, started on first call (each call counts a user;
    `unlisten` stops it after the last)."""
    with _lock:
        found = _listeners.get(url)
        if found is None:
            found = _listeners[url] = Listener(url)
        found._users += 1
        return found


def unlisten(url: str) -> None:
    with _lock:
        found = _listeners.get(url)
        if found is None:
            return
        found._users -= 1
        if found._users > 0:
            return
        del _listeners[url]
    found.close()


def listener(url: str) -> Listener | None:
    """The process's listener for `url`, if one was started (a daemon starts it)."""
    return _listeners.get(url)
