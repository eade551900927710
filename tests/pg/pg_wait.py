"""Waiting on what another home or the listener does, in the PostgreSQL tests."""

from __future__ import annotations

import time
from typing import Any

WAIT_S = 30.0


def until(check: Any, what: str, wait_s: float = WAIT_S) -> None:
    """Wait until `check()` holds, failing with `what` after `wait_s`."""
    deadline = time.monotonic() + wait_s
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.01)
