"""Progress on a terminal for the slow, once-only steps a command may run into: the first
search or recall exports the embedding model to ONNX (10 to 30 s). Shown on stderr while it
runs, only when stderr is a terminal and the command was not asked for --json (whose stderr
is for errors as JSON)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ebbing.cli.common import err


@contextmanager
def export_progress(as_json: bool, console: Any = None) -> Iterator[None]:
    """While the block runs, show what the model export is doing (a spinner, the stage and
    the seconds spent), if anything; nothing at all under --json or off a terminal."""
    console = console or err
    if as_json or not console.is_terminal:
        yield
        return
    from ebbing.embed.stages import listening

    shown: list[Any] = []
    started: list[float] = []

    def show(stage: str) -> None:
        if not stage:
            if shown:
                shown.pop().stop()
                console.print(f"embedding model exported to ONNX in "
                              f"{time.monotonic() - started[0]:.0f} s (once)", markup=False)
            return
        started[:] = started or [time.monotonic()]
        text = f"first use: exporting the embedding model to ONNX, once (10-30 s): {stage}"
        if shown:
            shown[0].update(text)
        else:
            status = console.status(text)
            status.start()
            shown.append(status)

    try:
        with listening(show):
            yield
    finally:
        while shown:
            shown.pop().stop()
