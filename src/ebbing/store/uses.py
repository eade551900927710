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


def uses_of(log: Path, memory_id: str) -> list[tuple[datetime, float]]:
    """Every use of one memory still in the log: (time, strength boost), in log order. The
    id is looked for as bytes (memory-mapped), so a page showing one memory reads no line
    but its own touches."""
    import mmap

    import orjson

    needle = b'"id":"' + memory_id.encode() + b'","kind":"touch"'
    found: list[tuple[datetime, float]] = []
    try:
        handle = open(log, "rb")  # noqa: SIM115 (closed below)
    except FileNotFoundError:
        return found
    with handle:
        try:
            data = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        except ValueError:  # an empty file
            return found
        with data:
            at = data.find(needle)
            while at >= 0:
                start = data.rfind(b"\n", 0, at) + 1
                end = data.find(b"\n", at)
                if end < 0:  # a line still being written: not a use yet
                    break
                try:
                    record = orjson.loads(data[start:end])
                    found.append((utc(datetime.fromisoformat(record["at"])),
                                  float(record["boost"])))
                except (orjson.JSONDecodeError, KeyError, TypeError, ValueError):
                    pass  # a line ebbing cannot read is reported by the store, not here
                at = data.find(needle, end)
    return found
