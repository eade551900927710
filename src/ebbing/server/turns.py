"""Turns: an agent's lock that serves waiting threads in their order of arrival, urgent ones
first.

A plain lock lets whichever waiting thread the scheduler wakes take it, so under load one
request can wait many searches long while later ones go first (a long tail of latency). In
turns, each waits for those before it only. Writing the reinforcement of recalls that have
already been answered but for it is urgent: it goes before searches still waiting, so a
finished recall is not held behind the searches that arrived after it.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager


class Turns:
    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._held = False
        self._urgent: deque[object] = deque()
        self._normal: deque[object] = deque()

    def _first(self) -> object | None:
        if self._urgent:
            return self._urgent[0]
        return self._normal[0] if self._normal else None

    @contextmanager
    def hold(self, *, urgent: bool = False) -> Iterator[None]:
        """Hold the lock for the block, once every thread that waited before (and, for a
        normal turn, every urgent one) has had its turn."""
        me, line = object(), self._urgent if urgent else self._normal
        with self._changed:
            line.append(me)
            try:
                while self._held or self._first() is not me:
                    self._changed.wait()
            except BaseException:  # interrupted while waiting: the next one may go
                line.remove(me)
                self._changed.notify_all()
                raise
            line.remove(me)
            self._held = True
        try:
            yield
        finally:
            with self._changed:
                self._held = False
                self._changed.notify_all()
