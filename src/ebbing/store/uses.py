"""When memories were used: the times of their touch events, read from the log.

A touch line is `{"at":...,"boost":...,"cross":...,"id":...,"kind":"touch",...}` (sorted
keys, written by MemoryStore.touch). Reading them costs one pass over the log, done only for
the memories that could need it. A compaction folds touches into `use_count` and drops their
times, so uses before the last compaction are not seen here: a rule on recent uses can only
undercount them, never invent one.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from ebbing.models import utc

_TOUCH = re.compile(rb'^\{"at":"([^"]+)",[^\n]*?"id":"([^"]+)","kind":"touch"', re.M)
CHUNK = 1 << 24


def touch_times(log: Path, ids: set[str], since: datetime) -> dict[str, list[datetime]]:
    """Times of the uses of `ids` at or after `since`, per id, in log order."""
    found: dict[str, list[datetime]] = {}
    if not ids:
        return found
    wanted = {i.encode() for i in ids}
    start = utc(since)
    try:
        handle = open(log, "rb")  # noqa: SIM115 (closed below; read in chunks)
    except FileNotFoundError:
        return found
    with handle:
        rest = b""
        while True:
            block = handle.read(CHUNK)
            data = rest + block
            cut = data.rfind(b"\n") + 1  # complete lines only, as every reader
            for match in _TOUCH.finditer(data, 0, cut):
                if match.group(2) in wanted:
                    at = utc(datetime.fromisoformat(match.group(1).decode()))
                    if at >= start:
                        found.setdefault(match.group(2).decode(), []).append(at)
            rest = data[cut:]
            if not block:
                return found
