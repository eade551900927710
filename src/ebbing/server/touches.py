"""Recall's reinforcement in the daemon, group-committed: the uses of concurrent recalls of
one agent are written in one append and one fsync, in the order the recalls finished.

A recall answers once its own uses are written (it waits for the append that carries them),
and, with EBBING_RECALL_FSYNC=before, once they are fsynced; by default (after) their fsync
follows the answer in a thread of its own (`Flusher`): a crash of the daemon loses none of
an answered recall's uses, a crash of the machine in that fsync's milliseconds can. A memory
two recalls used is reinforced twice, the second boost capped by the strength after the
first, exactly as two appends one after the other would do.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ebbing.core.reinforce import ReinforceParams, apply_boost, plan_touch
from ebbing.store.memory_store import MemoryStore, TouchEvent


@dataclass(frozen=True)
class Use:
    """What one recall reinforces: the memories it returned, when, which as reviews."""

    ids: tuple[str, ...]
    at: datetime
    reviews: frozenset[str] = frozenset()


def reinforce(store: MemoryStore, params: ReinforceParams, uses: Sequence[Use], *,
              durable: bool = True) -> int:
    """Write the uses in one append (one fsync) under the store's lock; returns how many
    touch lines were written. A memory deleted since it was found is skipped. Not `durable`:
    written without the fsync, which the caller does (`store.memory_log.flush()`) before
    any of these recalls answers."""
    with store.lock:  # the boosts are capped by the strengths read here
        store.refresh()
        cols, strength = store.cols, dict[str, float]()
        events = []
        for use in uses:
            for memory_id in use.ids:
                row = cols.row_of(memory_id)
                if row is None or not cols.arrays["alive"][row]:
                    continue
                now = strength.get(memory_id, float(cols.arrays["strength"][row]))
                plan = plan_touch(now, (), (), params)  # a plain use: no context tags
                strength[memory_id] = apply_boost(now, plan.boost)
                events.append(TouchEvent(memory_id, use.at, plan, memory_id in use.reviews))
        store.touch(events, durable=durable)
        return len(events)


_deferred = threading.local()


@contextmanager
def deferred(into: list[Use]) -> Iterator[None]:
    """Within the block, this thread's reinforcement is collected into `into` instead of
    being written (WarmService.touch_many); the caller commits it."""
    _deferred.uses = into
    try:
        yield
    finally:
        _deferred.uses = None


def collecting() -> list[Use] | None:
    """The list this thread's uses go to, or None: write them now."""
    uses: list[Use] | None = getattr(_deferred, "uses", None)
    return uses


@dataclass
class _Ticket:
    uses: list[Use]
    done: bool = False
    error: BaseException | None = None


@dataclass
class TouchQueue:
    """One agent's uses waiting to be written. `write` gets the uses of every recall that
    waits (in arrival order) and writes them at once; the first waiting thread runs it while
    the others wait for it, then the next batch goes."""

    write: Callable[[list[Use]], object]
    _changed: threading.Condition = field(default_factory=threading.Condition)
    _waiting: list[_Ticket] = field(default_factory=list)
    _busy: bool = False

    def commit(self, uses: list[Use]) -> None:
        """Return once `uses` are written (raise what writing them raised)."""
        if not uses:
            return
        ticket = _Ticket(uses)
        with self._changed:
            self._waiting.append(ticket)
            while not ticket.done:
                if self._busy:
                    self._changed.wait()
                    continue
                batch, self._waiting, self._busy = self._waiting, [], True
                self._changed.release()
                error: BaseException | None = None
                try:
                    self.write([use for t in batch for use in t.uses])
                except BaseException as caught:  # every recall of the batch reports it
                    error = caught
                finally:
                    self._changed.acquire()
                for waiting in batch:
                    waiting.done, waiting.error = True, error
                self._busy = False
                self._changed.notify_all()
        if ticket.error is not None:
            raise ticket.error


class Flusher:
    """fsyncs logs in a thread of its own, just after the recalls whose uses they hold have
    answered (EBBING_RECALL_FSYNC=after, the default): the answer no longer waits for the
    disk (an fsync here takes 4-12 ms). The uses were written before the answer (`write(2)`,
    in the page cache, readable by every process), so a crash of the daemon loses none;
    what a crash of the machine itself (power, kernel) in the milliseconds before the fsync
    can lose is the uses of recalls answered in that window, never a memory or any other
    write (docs/server.md). `close` fsyncs whatever is still waiting."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._waiting: dict[int, Any] = {}  # id(log) -> log (a LogFile: `flush()` fsyncs it)
        self._busy = False
        self._closing = False
        self._thread = threading.Thread(target=self._loop, name="ebbing-fsync", daemon=True)
        self._thread.start()

    def later(self, log: Any) -> None:
        """fsync `log` soon (once however many recalls ask before it runs)."""
        with self._changed:
            if self._closing:  # closing: at once, in the caller
                log.flush()
                return
            self._waiting[id(log)] = log
            self._changed.notify_all()

    def wait(self) -> None:
        """Return once every log asked for so far is fsynced (or its fsync failed)."""
        with self._changed:
            while self._waiting or self._busy:
                self._changed.wait()

    def _flush(self, logs: list[Any]) -> None:
        for log in logs:
            try:
                log.flush()
            except OSError as error:  # the recalls have answered: say so, do not hide it
                logging.getLogger("ebbing").warning(
                    "recalls answered, but the fsync of their uses in %s failed: %s",
                    getattr(log, "path", log), error.strerror or error)

    def _loop(self) -> None:
        while True:
            with self._changed:
                while not self._waiting and not self._closing:
                    self._changed.wait()
                if not self._waiting and self._closing:
                    return
                logs, self._waiting, self._busy = list(self._waiting.values()), {}, True
            try:
                self._flush(logs)
            finally:
                with self._changed:
                    self._busy = False
                    self._changed.notify_all()

    def close(self) -> None:
        """fsync what waits, then stop the thread (the daemon's shutdown)."""
        with self._changed:
            self._closing = True
            self._changed.notify_all()
        self._thread.join()
