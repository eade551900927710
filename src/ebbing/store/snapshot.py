"""A derived, rebuildable snapshot of the folded columns, so a large store opens fast.

It records how many bytes of the log it covers, the log file's inode, and fingerprints of the
head (whose header carries a generation that every content-changing rewrite renews) and of the
bytes just before the covered point. Appends keep all of these; a compaction, a quarantine, a
git checkout or merge replaces the file and so changes the inode and usually the generation. A
snapshot that does not match is ignored and the log is folded from the start instead.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.store.atomic import atomic_write, make_folder
from ebbing.store.columns import Columns

FORMAT = 3
PROBE = 4096


def fingerprint(fd: int, covered: int) -> dict[str, Any]:
    head = os.pread(fd, min(PROBE, covered), 0)
    start = max(0, covered - PROBE)
    tail = os.pread(fd, covered - start, start)
    return {
        "covered": covered,
        "inode": os.fstat(fd).st_ino,
        "head": hashlib.sha256(head).hexdigest(),
        "tail": hashlib.sha256(tail).hexdigest(),
    }


def save(path: Path, columns: Columns, fd: int, covered: int) -> None:
    meta = {"format": FORMAT, "tagsets": columns.tagsets, "ids_sorted": columns.ids_sorted,
            **fingerprint(fd, covered)}
    buffer = io.BytesIO()
    arrays = columns.export()
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    np.savez(buffer, allow_pickle=False, **arrays)
    make_folder(path.parent)
    atomic_write(path, buffer.getvalue())


def load(path: Path, fd: int) -> tuple[Columns, int] | None:
    """The snapshot's columns and the log offset they cover, or None if it does not apply."""
    try:
        with np.load(path, allow_pickle=False) as archive:
            meta = json.loads(archive["meta"].tobytes())
            if meta.get("format") != FORMAT:
                return None
            covered = int(meta["covered"])
            if covered > os.fstat(fd).st_size or fingerprint(fd, covered) != {
                key: meta.get(key) for key in ("covered", "inode", "head", "tail")
            }:
                return None
            arrays = {name: archive[name] for name in archive.files if name != "meta"}
    except (OSError, ValueError, KeyError, json.JSONDecodeError):
        return None
    columns = Columns.restore(arrays, meta["tagsets"], meta.get("ids_sorted") is True)
    if any(len(array) != columns.n for array in columns.arrays.values()):
        return None
    return columns, covered
