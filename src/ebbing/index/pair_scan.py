"""The IVF scan's list products on two threads, each product exactly as one thread makes it.

A question at 100k memories reads 27 lists of about 316 vectors (13 MB of float32): the
largest part of a search's own CPU after the question's vector (docs/languages.md), and it is
memory-bound, so while the rest of a search holds one core the other core mostly waits. Here
the lists are shared out between the search's thread and one helper thread: each takes the
next list not yet taken (numpy lets go of the interpreter while it multiplies). Each list is
still one `np.matmul` of the same rows with the same query into the same place, so every score
is the same bit for bit (a product's bits depend on its shape, not on the thread that makes
it), and BLAS stays on one thread (index/blas.py: the search's `one_thread` holds until both
are done).

A second thread pays only when a core is free: on a quiet 2-core machine (the question's
vector computed beforehand, both threads at real-time priority so other processes did not
run) the scan of 27 lists took 1.6-2.1 ms against 2.5-3.0 alone; on this machine shared at
load 13 it took 9-13 ms against 7-10 alone (the helper off its core while holding the
interpreter stops the search's thread too). So the helper is asked only while the 1-minute
load average is below the cores plus LOAD_SLACK (a searching process is about 1.5 of that
load itself), read at most once a second. EBBING_PAIR_SCAN chooses: "auto" (that), "on"
(always), "off" (never).

The search's thread never waits for the helper: the helper multiplies into its own buffer
and copies a finished list into the result under a lock; once the search's thread has taken
the last list it closes the result (the helper copies nothing after that) and makes itself
any list the helper began and had not copied yet (the cores busy elsewhere, the helper may
be off its core for milliseconds). A failure on the helper leaves its lists to the search's
thread the same way. Below PAIR_MIN vectors the search's thread scans alone (a handoff costs
tens of microseconds).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import numpy.typing as npt

F32 = npt.NDArray[np.float32]

PAIR_MIN = 4096  # vectors scanned below which one thread does it all
LOAD_SLACK = 0.5  # the helper is asked while the load average is below the cores + this
LOAD_EVERY = 1.0  # seconds between two readings of the load average
ROADS = ("auto", "on", "off")  # EBBING_PAIR_SCAN
_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()
_free: tuple[float, bool] = (-LOAD_EVERY, False)  # (when read, whether a core was free)


def core_free() -> bool:
    """Whether the helper may be asked: EBBING_PAIR_SCAN "on", or "auto" (the default) and
    the 1-minute load average below the usable cores plus LOAD_SLACK (read once a second)."""
    global _free
    road = os.environ.get("EBBING_PAIR_SCAN", "auto").strip().lower()
    if road in ("on", "off"):
        return road == "on"
    now = time.monotonic()
    if now - _free[0] >= LOAD_EVERY:
        cores = (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                 else os.cpu_count() or 1)
        try:
            _free = (now, os.getloadavg()[0] < cores + LOAD_SLACK)
        except OSError:  # no load average here: one thread
            _free = (now, False)
    return _free[1]


def _helper() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ebbing-scan")
        return _pool


def alone(vectors: F32, query: F32, spans: list[tuple[int, int]], out: F32) -> None:
    """Each span's product into `out`, one after the other (the spans' order)."""
    done = 0
    for s, e in spans:
        np.matmul(vectors[s:e], query, out=out[done:done + e - s])
        done += e - s


def products(vectors: F32, query: F32, spans: list[tuple[int, int]], out: F32,
             pair_min: int | None = None) -> None:
    """`alone`'s products (the same bits in the same places), shared with the helper thread
    when there are at least `pair_min` (PAIR_MIN) vectors in two lists or more and a core is
    free (`core_free`)."""
    total = len(out)
    if len(spans) < 2 or total < (PAIR_MIN if pair_min is None else pair_min) \
            or not core_free():
        alone(vectors, query, spans, out)
        return
    offsets = list(itertools.accumulate((e - s for s, e in spans), initial=0))
    count = len(spans)
    claim = itertools.count()  # next() of a count is atomic under the GIL
    lock = threading.Lock()
    closed = [False]
    helped: list[int] = []  # the lists the helper put into `out`

    def helper() -> None:
        scratch = np.empty(max(e - s for s, e in spans), dtype=np.float32)
        try:
            while (i := next(claim)) < count:
                s, e = spans[i]
                np.matmul(vectors[s:e], query, out=scratch[: e - s])
                with lock:
                    if closed[0]:  # the search's thread went on without it
                        return
                    out[offsets[i]:offsets[i + 1]] = scratch[: e - s]
                    helped.append(i)
        except Exception:  # whatever it missed, the search's thread makes
            return

    with contextlib.suppress(RuntimeError):  # the interpreter shutting down: no new threads
        _helper().submit(helper)
    mine = set()
    while (i := next(claim)) < count:
        s, e = spans[i]
        np.matmul(vectors[s:e], query, out=out[offsets[i]:offsets[i + 1]])
        mine.add(i)
    with lock:  # from here on the helper writes nothing
        closed[0] = True
        missing = set(range(count)) - mine - set(helped)
    for i in sorted(missing):  # begun by the helper, not finished: made here, not waited for
        s, e = spans[i]
        np.matmul(vectors[s:e], query, out=out[offsets[i]:offsets[i + 1]])
