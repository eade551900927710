"""What a long, once-only step of the embedder is doing now, for whoever shows it.

Exporting the model to ONNX (embed/export.py) takes 10 to 30 s the first time a search or
recall runs. It announces its stages here; an interface that can show them (the CLI on a
terminal, cli/progress.py) listens for the duration of one call. Nobody listening: nothing
happens (the daemon, MCP, `--json`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Listener = Callable[[str], None]
_listeners: list[Listener] = []
_lock = threading.Lock()


def announce(stage: str) -> None:
    """Tell every listener what is happening now (a short phrase; "" when it is over)."""
    with _lock:
        listeners = list(_listeners)
    for listener in listeners:
        listener(stage)


@contextmanager
def listening(listener: Listener) -> Iterator[None]:
    with _lock:
        _listeners.append(listener)
    try:
        yield
    finally:
        with _lock:
            _listeners.remove(listener)
