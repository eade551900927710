"""Query-time matrix products on one BLAS thread.

OpenBLAS splits even a small matrix-vector product over its threads, which spin while they wait
for each other. On a busy machine (other processes on the cores) a scan of 10,000 vectors then
took 33 ms instead of 1.3 ms on one thread (median of 200, the same run). A query's products are
small and memory-bound, so they run on one thread; bulk work (k-means, assigning vectors to
lists) keeps every thread.

Searches on several threads (the daemon) share one limit: the first to enter sets it and the
last to leave restores it. Each taking and restoring its own would let the second save the
first's limit of one as "the original" and put it back last, leaving bulk work on one thread
for the rest of the process.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

log = logging.getLogger("ebbing")

_controller: Any = None
_lock = threading.Lock()
_inside = 0  # threads inside one_thread() now
_limiter: Any = None  # the limit they share, restored when the last one leaves


def _limit() -> Any:
    """Limit BLAS to one thread; the limiter that restores it, or None if it cannot be set."""
    global _controller
    try:
        if _controller is None:
            from threadpoolctl import ThreadpoolController

            _controller = ThreadpoolController()
        return _controller.limit(limits=1, user_api="blas")
    except Exception as error:  # a speed-up only: never fail a search over it
        log.debug("cannot limit BLAS threads: %s", error)
        return None


@contextmanager
def one_thread() -> Iterator[None]:
    """A context in which BLAS uses one thread (a no-op if the limit cannot be set)."""
    global _inside, _limiter
    with _lock:
        if _inside == 0:
            _limiter = _limit()
        _inside += 1
    try:
        yield
    finally:
        with _lock:
            _inside -= 1
            if _inside == 0 and _limiter is not None:
                try:
                    _limiter.restore_original_limits()
                except Exception as error:
                    log.debug("cannot restore BLAS threads: %s", error)
                _limiter = None
