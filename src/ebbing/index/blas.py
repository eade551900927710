"""Query-time matrix products on one BLAS thread.

OpenBLAS splits even a small matrix-vector product over its threads, which spin while they wait
for each other. On a busy machine (other processes on the cores) a scan of 10,000 vectors then
took 33 ms instead of 1.3 ms on one thread (median of 200, the same run). A query's products are
small and memory-bound, so they run on one thread; bulk work (k-means, assigning vectors to
lists) keeps every thread.
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager, nullcontext
from typing import Any

log = logging.getLogger("ebbing")

_controller: Any = None


def one_thread() -> AbstractContextManager[Any]:
    """A context in which BLAS uses one thread (a no-op if the limit cannot be set)."""
    global _controller
    try:
        if _controller is None:
            from threadpoolctl import ThreadpoolController

            _controller = ThreadpoolController()
        return _controller.limit(limits=1, user_api="blas")  # type: ignore[no-any-return]
    except Exception as error:  # a speed-up only: never fail a search over it
        log.debug("cannot limit BLAS threads: %s", error)
        return nullcontext()
