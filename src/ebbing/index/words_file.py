"""The word index saved beside the store (`<agent folder>/.cache/words/`), so that a new
process (a one-shot `ebbing remember`) maps it back instead of reading every memory again.

  state.json              which files are current and which part of the memory log they cover
  <token>.<array>.npy     the base's arrays (index/words.py), memory-mapped when loaded

The coverage is checked like the store's snapshot and the saved search indexes (covered size,
inode, fingerprints of the head, which carries the log's generation, and of the bytes before
the covered point): appends keep it; a compaction, a quarantine or a checkout of another log
invalidates it. Rows whose latest line is not the one indexed are indexed again by the caller.
The arrays are written to temporary names, fsynced and renamed before state.json names them,
so a crash leaves either the old state or the new one, never a torn array behind a valid
state; a save removes the files no state names any more, and one process saves at a time
(others skip). Anything that does not match or cannot be read is ignored with a warning: the
index is then rebuilt from the log.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from filelock import FileLock, Timeout

from ebbing.index.words import ARRAYS, Base
from ebbing.store.atomic import make_folder, private_open
from ebbing.store.snapshot import fingerprint

log = logging.getLogger("ebbing")

FORMAT = 2  # 2: irregular forms keyed as their base word (core/lemmas.py)
STATE = "state.json"
FIELDS = ("covered", "inode", "head", "tail")
DTYPES = {"blob": np.uint8, "ends": np.int64, "heads": np.uint64, "posts": np.int64,
          "rows": np.int32, "indexed": np.int64}


def _fsynced(path: Path, write: Any) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with private_open(tmp) as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)


def save(folder: Path, base: Base, fd: int, covered: int) -> bool:
    """Save `base` as covering the log open at `fd` up to `covered`; False when another
    process is saving (or the folder cannot be written: derived data, never an error)."""
    try:
        make_folder(folder)
        with FileLock(folder / ".save.lock", timeout=0, mode=0o600):
            token = f"{os.getpid()}-{secrets.token_hex(6)}"
            for name, array in base.arrays().items():
                data = np.ascontiguousarray(array, dtype=DTYPES[name])
                _fsynced(folder / f"{token}.{name}.npy",
                         lambda handle, data=data: np.save(handle, data, allow_pickle=False))
            state = {"format": FORMAT, "token": token, "rows": len(base.indexed),
                     "keys": base.size, "postings": len(base.rows), **fingerprint(fd, covered)}
            _fsynced(folder / STATE, lambda handle: handle.write(json.dumps(state).encode()))
            for path in folder.glob("*.npy"):
                if not path.name.startswith(f"{token}."):
                    path.unlink(missing_ok=True)
            return True
    except Timeout:
        return False
    except OSError as error:
        log.warning("could not save the word index in %s: %s", folder, error)
        return False


def load(folder: Path, fd: int, rows: int) -> Base | None:
    """The saved base if it covers a prefix of the log open at `fd` (whose folded view has
    `rows` rows) and its arrays hold together, else None."""
    for _ in range(2):  # a save may replace the files between reading the state and them
        try:
            return _load(folder, fd, rows)
        except FileNotFoundError:
            continue
    return None


def _load(folder: Path, fd: int, rows: int) -> Base | None:
    path = folder / STATE
    if not path.exists():
        return None
    try:
        state = json.loads(path.read_text())
        if state.get("format") != FORMAT:
            return None
        covered = int(state["covered"])
        if covered > os.fstat(fd).st_size or \
                fingerprint(fd, covered) != {key: state.get(key) for key in FIELDS}:
            return None
        arrays: dict[str, npt.NDArray[Any]] = {}
        for name in ARRAYS:
            array = np.load(folder / f"{state['token']}.{name}.npy", mmap_mode="r",
                            allow_pickle=False)
            if array.dtype != DTYPES[name] or array.ndim != 1:
                raise ValueError(f"{name}: {array.dtype}, {array.ndim} dimensions")
            arrays[name] = array
        base = Base(**arrays)
        _check(base, state, rows, covered)
    except FileNotFoundError:
        raise
    except Exception as error:  # derived data: anything unreadable means "index again"
        log.warning("ignoring the saved word index in %s: %s", folder, error)
        return None
    return base


def _check(base: Base, state: dict[str, Any], rows: int, covered: int) -> None:
    """That the arrays are the sizes the state says and point at rows that exist."""
    keys, postings, indexed = int(state["keys"]), int(state["postings"]), int(state["rows"])
    if (len(base.ends), len(base.heads), len(base.posts)) != (keys,) * 3 or \
            len(base.rows) != postings or len(base.indexed) != indexed:
        raise ValueError("the arrays do not have the sizes the state says")
    if keys and (int(base.ends[-1]) != len(base.blob) or int(base.posts[-1]) != postings):
        raise ValueError("the arrays do not end where the state says")
    if indexed > rows:
        raise ValueError(f"{indexed} rows indexed, the store has {rows}")
    if postings and not 0 <= int(base.rows.min()) <= int(base.rows.max()) < indexed:
        raise ValueError("postings name rows the index does not cover")
    if indexed and int(base.indexed.max()) >= covered:
        raise ValueError("rows indexed past the covered part of the log")
