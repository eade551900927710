"""Chunk files of the vector cache: the on-disk format, reading, writing and merging.

A chunk is a pair of numpy files in one cache folder, named by a chunk id that no other
writer can pick (time in ns, process id, random bits; ids sort by creation time):

  keys-<id>.npy     uint8, n x 16: content keys, sorted and unique within the chunk
  vectors-<id>.npy  float16, n x dim: the vectors, row for row

float16 halves the disk and memory of float32 (768 MB instead of 1.5 GB for a million
384-dimensional vectors); rounding moves a component of a unit vector by about 1e-4 and a
cosine by less than that, far below what separates a match from a non-match. Each file is written
to a temporary name, fsynced and renamed into place, the vectors before the keys, so a
chunk is visible (its keys file exists) only once both files are complete.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.store.atomic import make_folder, private_open

KEY_BYTES = 16
KEY_DTYPE = np.dtype(f"S{KEY_BYTES}")
STORED_DTYPE = np.dtype(np.float16)
MAX_CHUNKS = 8  # more than this many chunks are merged
STALE_S = 3600.0  # unfinished files older than this are a crashed writer's leftovers

Keys = np.ndarray[Any, np.dtype[np.bytes_]]


class ChunkError(ValueError):
    """A chunk that cannot be used: truncated, garbled, or of the wrong shape."""


Prefixes = np.ndarray[Any, np.dtype[np.uint64]]


def prefixes(keys: Keys) -> Prefixes:
    """The first 8 bytes of each key as a number that sorts as the key does (searching
    numbers is about three times faster than searching 16-byte strings)."""
    head = np.ascontiguousarray(keys.view(np.uint8).reshape(-1, KEY_BYTES)[:, :8])
    return head.view(">u8").reshape(-1).astype(np.uint64)


@dataclass(frozen=True)
class Chunk:
    id: str
    keys: Keys  # 1-d, KEY_DTYPE, sorted, unique
    vectors: np.ndarray[Any, Any]  # (len(keys), dim), float16 (possibly a read-only memmap)

    @property
    def dim(self) -> int:
        return int(self.vectors.shape[1])

    @cached_property
    def heads(self) -> Prefixes:
        return prefixes(self.keys)

    def find(self, keys: Keys, heads: Prefixes | None = None,
             ) -> tuple[np.ndarray[Any, np.dtype[np.intp]], np.ndarray[Any, np.dtype[np.bool_]]]:
        """For each key its row here (valid where found) and whether it is here."""
        heads = prefixes(keys) if heads is None else heads
        last = len(self.keys) - 1
        at = np.minimum(np.searchsorted(self.heads, heads), last)
        found = self.keys[at] == keys
        again = ~found & (self.heads[at] == heads)  # two keys share 8 bytes: rare
        if again.any():
            at[again] = np.minimum(np.searchsorted(self.keys, keys[again]), last)
            found[again] = self.keys[at[again]] == keys[again]
        return at, found


def text_keys(embedder_name: str, texts: Iterable[str]) -> Keys:
    """The content key of each text: the first 16 bytes of sha256(name + NUL + text)."""
    prefix = embedder_name.encode("utf-8", "surrogatepass") + b"\0"
    joined = b"".join(
        hashlib.sha256(prefix + text.encode("utf-8", "surrogatepass")).digest()[:KEY_BYTES]
        for text in texts
    )
    return np.frombuffer(joined, dtype=KEY_DTYPE)


def new_chunk_id() -> str:
    return f"{time.time_ns():020d}-{os.getpid()}-{secrets.token_hex(4)}"


def keys_path(folder: Path, chunk_id: str) -> Path:
    return folder / f"keys-{chunk_id}.npy"


def vectors_path(folder: Path, chunk_id: str) -> Path:
    return folder / f"vectors-{chunk_id}.npy"


def list_chunk_ids(folder: Path) -> list[str]:
    """Ids of the chunks whose keys file exists, oldest first."""
    try:
        names = [entry.name for entry in os.scandir(folder)]
    except FileNotFoundError:
        return []
    return sorted(name[5:-4] for name in names
                  if name.startswith("keys-") and name.endswith(".npy"))


def _save(path: Path, array: np.ndarray[Any, Any]) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with private_open(tmp) as out:
            np.save(out, array, allow_pickle=False)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def write_chunk(folder: Path, keys: Keys, vectors: np.ndarray[Any, Any]) -> Chunk:
    """Write sorted unique keys and their vectors as a new chunk; returns it (in memory)."""
    if len(keys) != len(vectors) or len(keys) == 0:
        raise ValueError("a chunk needs as many vectors as keys, and at least one")
    keys = np.ascontiguousarray(keys, dtype=KEY_DTYPE)
    stored = np.ascontiguousarray(vectors, dtype=STORED_DTYPE)
    chunk_id = new_chunk_id()
    make_folder(folder)
    _save(vectors_path(folder, chunk_id), stored)
    _save(keys_path(folder, chunk_id), keys.view(np.uint8).reshape(-1, KEY_BYTES))
    return Chunk(chunk_id, keys, stored)


def read_chunk(folder: Path, chunk_id: str, dim: int | None = None) -> Chunk:
    """Load a chunk: the keys into memory, the vectors as a read-only memmap.

    Raises FileNotFoundError when a file vanished (merged away by another process),
    ChunkError when the files are damaged (the chunk counts as missing and is deleted at the
    next merge), and other OSErrors (no memory to map, too many open files) as they come."""
    try:
        raw = np.load(keys_path(folder, chunk_id), allow_pickle=False)
        vectors = np.load(vectors_path(folder, chunk_id), mmap_mode="r", allow_pickle=False)
    except FileNotFoundError:
        # Removal takes the keys first: vectors gone while the keys remain is damage.
        if keys_path(folder, chunk_id).exists():
            raise ChunkError(f"chunk {chunk_id}: its vectors file is missing") from None
        raise
    except (ValueError, EOFError, TypeError) as error:  # an OSError may pass: not damage
        raise ChunkError(f"unreadable chunk {chunk_id}: {error}") from error
    if raw.dtype != np.uint8 or raw.ndim != 2 or raw.shape[1] != KEY_BYTES or len(raw) == 0:
        raise ChunkError(f"chunk {chunk_id}: keys of dtype {raw.dtype}, shape {raw.shape}")
    if vectors.dtype not in (STORED_DTYPE, np.dtype(np.float32)) or vectors.ndim != 2 \
            or len(vectors) != len(raw):
        raise ChunkError(f"chunk {chunk_id}: vectors of dtype {vectors.dtype}, "
                         f"shape {vectors.shape} for {len(raw)} keys")
    if dim is not None and vectors.shape[1] != dim:
        raise ChunkError(f"chunk {chunk_id}: {vectors.shape[1]} dimensions, expected {dim}")
    keys = np.ascontiguousarray(raw).view(KEY_DTYPE).reshape(-1)
    if len(keys) > 1 and not bool(np.all(keys[1:] > keys[:-1])):
        raise ChunkError(f"chunk {chunk_id}: keys not sorted")
    return Chunk(chunk_id, keys, vectors)


def remove_chunk(folder: Path, chunk_id: str) -> None:
    """Delete a chunk, keys first so that it stops being listed before its vectors go."""
    keys_path(folder, chunk_id).unlink(missing_ok=True)
    vectors_path(folder, chunk_id).unlink(missing_ok=True)


def plan_merge(rows: Sequence[int], max_chunks: int = MAX_CHUNKS) -> list[int]:
    """Indexes of the chunks to merge, or [] while there are at most `max_chunks`.

    Takes the smallest chunks, enough to leave about half of `max_chunks`, plus each next
    smallest chunk that is no bigger than all taken so far: a large chunk is rewritten only
    when as much new data has gathered, so a row is rewritten a logarithmic number of times,
    never once per add."""
    if len(rows) <= max_chunks:
        return []
    order = sorted(range(len(rows)), key=lambda i: rows[i])
    take = len(rows) - max_chunks // 2 + 1
    total = sum(rows[i] for i in order[:take])
    while take < len(order) and rows[order[take]] <= total:
        total += rows[order[take]]
        take += 1
    return sorted(order[:take])


def merge(chunks: Sequence[Chunk]) -> tuple[Keys, np.ndarray[Any, Any]]:
    """The union of chunks as sorted unique keys and float16 vectors; where a key is in
    several chunks the row of the first chunk given wins."""
    keys = np.concatenate([c.keys for c in chunks])
    order = np.argsort(keys, kind="stable")
    ordered = keys[order]
    first = np.ones(len(ordered), dtype=bool)
    first[1:] = ordered[1:] != ordered[:-1]
    take = order[first]
    vectors = np.concatenate([np.asarray(c.vectors, dtype=STORED_DTYPE) for c in chunks])
    return keys[take], vectors[take]


def remove_leftovers(folder: Path, now: float | None = None) -> None:
    """Delete what crashed writers left: old temporary files, and old vectors files whose
    keys file never appeared."""
    now = time.time() if now is None else now
    listed = set(list_chunk_ids(folder))
    leftovers = [*folder.glob(".*.tmp"),
                 *(path for path in folder.glob("vectors-*.npy") if path.stem[8:] not in listed)]
    for path in leftovers:
        try:
            if now - path.stat().st_mtime > STALE_S:
                path.unlink()
        except FileNotFoundError:
            pass
