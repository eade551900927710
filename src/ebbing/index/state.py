"""The search engine's indexes saved beside the store, so that a new process does not read and
index every memory again.

Derived data in `<agent folder>/.cache/search/<embedder slug>/`:

  state.json            which files are current, and which part of the memory log they cover
  lexical-<token>.npz   the BM25 index (LexicalIndex.save)
  rows-<token>.npz      per row the log offset that was indexed (-1 none, -2 gone), and the
                        vectors outside the IVF lists with which list entries are alive
  lists-<token>.npz     the IVF lists (absent for small stores), rewritten only when they change,
  lists-<token>.vectors.npy  and their vectors (float16), read back a block at a time

The coverage is checked like the store's snapshot (covered size, inode, fingerprints of the
head, which carries the log's generation, and of the bytes before the covered point): appends
keep it; a compaction, a quarantine or a checkout of another log invalidates it. The rows past
the covered point (or whose offset moved) are then indexed as usual. state.json is replaced
atomically after the files it names exist, and a save removes the files no state names any
more; one process saves at a time (others skip). Anything that does not match or cannot be read
is ignored with a warning: search indexes from the log instead and never fails over it.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from filelock import FileLock, Timeout

from ebbing.index.capitals import Capitals
from ebbing.index.events import EventIndex
from ebbing.index.ivf import Lists
from ebbing.index.lexical import LexicalIndex
from ebbing.index.vectors import VectorIndex
from ebbing.store.atomic import make_folder, private_open, private_write
from ebbing.store.snapshot import fingerprint

log = logging.getLogger("ebbing")

FORMAT = 2
STATE = "state.json"
FIELDS = ("covered", "inode", "head", "tail")


@dataclass
class Saved:
    indexed: npt.NDArray[np.int64]  # per row: the log offset indexed, -1 none, -2 gone
    lexical: LexicalIndex
    vectors: VectorIndex
    lists_token: str | None  # the lists file these vectors came from
    speaker: npt.NDArray[np.int32]  # per row: a code in `characters`, -1 none
    characters: list[str]  # lower-cased speakers, in code order
    context: npt.NDArray[np.int32]  # per row: a code in `contexts` (conversation), -1 none
    contexts: list[str]  # context ids, in code order
    events: EventIndex  # per row, when what the memory mentions happened
    names: list[str]  # the names the memories held (SearchEngine.names)
    capitals: Capitals  # the Latin words they write as names (SearchEngine.capitals)


def write_npz(path: Path, arrays: dict[str, npt.NDArray[Any]]) -> None:
    """Derived data: written to a temporary name and renamed (no fsync: a torn file fails to
    load and is rebuilt)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with private_open(tmp) as handle:
            np.savez(handle, **arrays)  # type: ignore[arg-type]
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)


def _write_npy(path: Path, array: npt.NDArray[Any]) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with private_open(tmp) as handle:
            np.save(handle, array, allow_pickle=False)
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)


def _read_f32(path: Path, block: int = 1 << 16) -> npt.NDArray[np.float32]:
    """A 2-d float16 .npy file as float32, read a block of rows at a time (a million
    384-dimensional vectors never sit in memory twice)."""
    with path.open("rb") as handle:
        version = np.lib.format.read_magic(handle)
        header = np.lib.format.read_array_header_1_0 if version == (1, 0) \
            else np.lib.format.read_array_header_2_0
        shape, fortran, dtype = header(handle)
        if len(shape) != 2 or fortran or dtype != np.float16:
            raise ValueError(f"{path.name}: not a float16 matrix")
        out = np.empty(shape, dtype=np.float32)
        buffer = np.empty((block, shape[1]), dtype=np.float16)
        for start in range(0, shape[0], block):
            part = buffer[: min(block, shape[0] - start)]
            if handle.readinto(part.data.cast("B")) != part.nbytes:
                raise ValueError(f"{path.name}: truncated")
            out[start:start + len(part)] = part
    return out


def _read_npz(path: Path) -> dict[str, npt.NDArray[Any]]:
    with np.load(path, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


def save(folder: Path, embedder: str, fd: int, covered: int, saved: Saved,
         lists: Lists | None) -> str | None:
    """Save the indexes as covering the log up to `covered`; returns the token of the lists
    file now current (`saved.lists_token` when `lists` are the ones saved before), or
    `saved.lists_token` unchanged when another process is saving."""
    make_folder(folder)
    try:
        with FileLock(folder / ".save.lock", timeout=0, mode=0o600):
            token = f"{os.getpid()}-{secrets.token_hex(6)}"
            lists_token = saved.lists_token if lists is not None else None
            if lists is not None and lists_token is None:
                lists_token = token
                arrays = lists.arrays()
                _write_npy(folder / f"lists-{token}.vectors.npy", arrays.pop("vectors"))
                write_npz(folder / f"lists-{token}.npz", arrays)
            saved.lexical.save(folder / f"lexical-{token}.npz")
            write_npz(folder / f"rows-{token}.npz",
                       {"indexed": saved.indexed, "speaker": saved.speaker,
                        "characters": np.array(saved.characters, dtype=str),
                        "context": saved.context,
                        "contexts": np.array(saved.contexts, dtype=str),
                        "events": saved.events.arrays(),
                        "names": np.array(saved.names, dtype=str),
                        **saved.capitals.arrays(),
                        **saved.vectors.arrays()})
            state = {"format": FORMAT, "embedder": embedder, "token": token,
                     "lists": lists_token, **fingerprint(fd, covered)}
            tmp = folder / f".{STATE}.{os.getpid()}.tmp"
            private_write(tmp, json.dumps(state).encode())
            tmp.replace(folder / STATE)
            keep = {f"lexical-{token}.npz", f"rows-{token}.npz", f"lists-{lists_token}.npz",
                    f"lists-{lists_token}.vectors.npy"}
            for path in [*folder.glob("*-*.npz"), *folder.glob("*-*.npy")]:
                if path.name not in keep:
                    path.unlink(missing_ok=True)
            return lists_token
    except Timeout:
        return saved.lists_token


def load(folder: Path, embedder: str, fd: int, rows: int) -> Saved | None:
    """The saved indexes if they cover a prefix of the log open at `fd` (whose folded view has
    `rows` rows), else None."""
    path = folder / STATE
    if not path.exists():
        return None
    try:
        state = json.loads(path.read_text())
        if state.get("format") != FORMAT or state.get("embedder") != embedder:
            return None
        covered = int(state["covered"])
        if covered > os.fstat(fd).st_size or \
                fingerprint(fd, covered) != {key: state.get(key) for key in FIELDS}:
            return None
        token, lists_token = str(state["token"]), state.get("lists")
        lexical = LexicalIndex.load(folder / f"lexical-{token}.npz")
        arrays = _read_npz(folder / f"rows-{token}.npz")
        lists = None
        if lists_token is not None:
            arrays_of_lists = _read_npz(folder / f"lists-{lists_token}.npz")
            arrays_of_lists["vectors"] = _read_f32(folder / f"lists-{lists_token}.vectors.npy")
            lists = Lists.restore(arrays_of_lists)
        indexed = arrays.pop("indexed").astype(np.int64)
        speaker = arrays.pop("speaker").astype(np.int32)
        characters = [str(c) for c in arrays.pop("characters").tolist()]
        if len(speaker) != len(indexed) or int(speaker.max(initial=-1)) >= len(characters):
            raise ValueError("the saved speakers do not match the rows")
        context = arrays.pop("context").astype(np.int32)
        contexts = [str(c) for c in arrays.pop("contexts").tolist()]
        if len(context) != len(indexed) or int(context.max(initial=-1)) >= len(contexts):
            raise ValueError("the saved conversations do not match the rows")
        events = EventIndex.restore(arrays.pop("events").astype(np.int64), len(indexed))
        names = [str(n) for n in arrays.pop("names").tolist()]
        capitals = Capitals.restore(arrays)
        highest = max(int(arrays["tail_rows"].max(initial=-1)), lexical.max_row,
                      -1 if lists is None else int(lists.rows.max(initial=-1)))
        if indexed.ndim != 1 or len(indexed) > rows or highest >= rows:
            raise ValueError("the saved indexes have more rows than the store")
        vectors = VectorIndex.restore(arrays, lists)
    except Exception as error:  # derived data: anything unreadable means "index again"
        log.warning("ignoring the saved search indexes in %s: %s", folder, error)
        return None
    return Saved(indexed, lexical, vectors, lists_token, speaker, characters, context,
                 contexts, events, names, capitals)
