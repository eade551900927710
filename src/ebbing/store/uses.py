"""When memories were used: the times of their touch events, read from the log.

A touch line is `{"at":...,"boost":...,"cross":...,"id":...,"kind":"touch",...}` (sorted
keys, written by MemoryStore.touch). Reading them costs one pass over the log, done only for
the memories that could need it. A compaction folds touches into `use_count` and drops their
times, so uses before the last compaction are not seen here: a rule on recent uses can only
undercount them, never invent one.
"""

from __future__ import annotations

import os
import re
import threading
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



_USE = re.compile(rb'^\{"at":"([^"]+)","boost":([-+0-9.eE]+),[^\n]*?"id":"([^"]+)","kind":"touch"',
                  re.M)


class UseLog:
    """The uses of every memory of one log, (time, strength boost) per id in log order: read
    once, then only what was appended since (a page showing one memory then costs no pass
    over the log). A compaction replaces the file (or a reload shortens it): read again."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self._file: tuple[int, int] | None = None
        self._offset = 0
        self._uses: dict[bytes, list[tuple[bytes, bytes]]] = {}
        self._lock = threading.Lock()

    def of(self, memory_id: str) -> list[tuple[datetime, float]]:
        with self._lock:
            self._catch_up()
            found = list(self._uses.get(memory_id.encode(), ()))
        uses = []
        for at, boost in found:
            try:
                uses.append((utc(datetime.fromisoformat(at.decode())), float(boost)))
            except ValueError:
                continue  # a line ebbing cannot read is reported by the store, not here
        return uses

    def _catch_up(self) -> None:
        try:
            stat = os.stat(self.log)
        except FileNotFoundError:
            self._file, self._offset, self._uses = None, 0, {}
            return
        if (stat.st_dev, stat.st_ino) != self._file or stat.st_size < self._offset:
            self._file, self._offset, self._uses = (stat.st_dev, stat.st_ino), 0, {}
        if stat.st_size == self._offset:
            return
        with open(self.log, "rb") as handle:
            handle.seek(self._offset)
            while True:
                block = handle.read(CHUNK)
                cut = block.rfind(b"\n") + 1  # complete lines only, as every reader
                if not cut:
                    return
                for match in _USE.finditer(block, 0, cut):
                    self._uses.setdefault(match.group(3), []).append(
                        (match.group(1), match.group(2)))
                self._offset += cut
                handle.seek(self._offset)
