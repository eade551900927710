"""How this server's tools performed since it started (or since the last reset): calls,
errors and time per tool, for CortexGraph's get_performance_metrics. Kept in the process
only; `bench/mcpserver.py` is where speed is measured."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime
from typing import Any

_LOCK = threading.Lock()
_CALLS: dict[str, list[float]] = {}  # tool -> [calls, errors, total seconds, slowest]
_SINCE = [datetime.now(UTC)]


def record(tool: str, seconds: float, failed: bool) -> None:
    with _LOCK:
        row = _CALLS.setdefault(tool, [0, 0, 0.0, 0.0])
        row[0] += 1
        row[1] += 1 if failed else 0
        row[2] += seconds
        row[3] = max(row[3], seconds)


def snapshot() -> dict[str, Any]:
    with _LOCK:
        tools = {name: {"calls": int(c), "errors": int(e),
                        "mean_ms": round(1000 * total / c, 3) if c else 0.0,
                        "max_ms": round(1000 * slowest, 3)}
                 for name, (c, e, total, slowest) in sorted(_CALLS.items())}
        since = _SINCE[0]
    return {"since": since.isoformat().replace("+00:00", "Z"),
            "calls": sum(t["calls"] for t in tools.values()),
            "errors": sum(t["errors"] for t in tools.values()), "tools": tools}


def reset() -> dict[str, Any]:
    before = snapshot()
    with _LOCK:
        _CALLS.clear()
        _SINCE[0] = datetime.now(UTC)
    return before


class timed:
    """`with timed(name):` records the block as one call of the tool `name`."""

    def __init__(self, tool: str) -> None:
        self.tool = tool

    def __enter__(self) -> timed:
        self.start = time.perf_counter()
        return self

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        record(self.tool, time.perf_counter() - self.start, kind is not None)
