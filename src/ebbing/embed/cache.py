"""VectorCache: vectors of texts kept on disk, keyed by content and embedder name.

Derived data: it lives in `<agent folder>/.cache/vectors/<slug>/` (the store gitignores
`.cache/`), can be deleted at any time and is rebuilt by embedding again. The slug is the
embedder name made file-safe plus 8 hex digits of its hash, so two names never share a
folder. A text's key is the first 16 bytes of sha256(embedder name + NUL + text): the same
text embedded by another model is another key, and an edited memory is simply a new text.

Storage is a handful of append-only chunk files (see chunks.py). Each `ensure` that embeds
something adds a chunk; past MAX_CHUNKS chunks the small ones are merged. Lookups binary
search the sorted keys of each chunk (no Python dict of a million keys), and the vectors are
memory-mapped, so opening a cache of a million vectors reads only its 16 MB of keys.

Several processes may write one cache: chunk names are unique and appear by atomic rename;
a key stored twice is harmless (the older chunk's row wins); one merge at a time (a lock
that others do not wait for). An unreadable chunk counts as missing: its texts are embedded
again, and the next merge deletes it.

A cache may have a shared tier (`Shared`: with the PostgreSQL backend, the database's
`text_vectors` table, pg/vectors.py): what the chunks lack is asked of it before anything is
embedded (and kept in a chunk), and what is embedded is written to it, so the processes that
share a database embed each text once between them. The tier holds the same float16 values
under the same keys, so a vector read from it is the one this cache would have kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from filelock import FileLock, Timeout

from ebbing.embed import chunks
from ebbing.embed.base import Embedder, Vectors, normalize_rows
from ebbing.embed.chunks import Chunk, ChunkError, Keys

log = logging.getLogger("ebbing")

FLUSH_ROWS = 8192  # a long `ensure` saves a chunk this often, so an interruption keeps most


class Shared(Protocol):
    """Vectors shared with other processes, under the cache's keys (float16 rows)."""

    def fetch(self, keys: Keys) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
        """The vector of each key (rows of zeros where missing; (n, 0) if none) and which
        were found; never raises (an unreachable tier finds nothing)."""
        ...

    def store(self, keys: Keys, vectors: Vectors) -> None:
        """Keep these vectors for the others; never raises."""
        ...


def slug(embedder_name: str) -> str:
    """A folder name for an embedder: readable, and distinct for distinct names."""
    readable = re.sub(r"[^A-Za-z0-9._-]+", "-", embedder_name).strip("-.")[:80] or "embedder"
    return f"{readable}-{hashlib.sha256(embedder_name.encode()).hexdigest()[:8]}"


class VectorCache:
    """The cached vectors of one embedder for one agent folder."""

    def __init__(self, folder: Path, embedder_name: str, dim: int | None = None,
                 shared: Shared | None = None) -> None:
        self.embedder_name = embedder_name
        self.shared = shared
        self.path = folder / ".cache" / "vectors" / slug(embedder_name)
        self._dim = dim
        self._chunks: dict[str, Chunk] = {}  # loaded chunks by id, oldest first
        self._bad: set[str] = set()  # ids of unreadable chunks (not retried; merged away)
        self._count: tuple[tuple[str, ...], int] | None = None
        self._merge_lock = FileLock(self.path / ".merge.lock", timeout=0, mode=0o600)

    def __repr__(self) -> str:
        return f"VectorCache({str(self.path)!r})"

    @property
    def dim(self) -> int | None:
        """The vector size, once known (given, read from a chunk, or from an embedding)."""
        return self._dim

    # -- reading --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Notice chunks that other processes added or merged away."""
        for _ in range(3):
            ids = chunks.list_chunk_ids(self.path)
            listed = set(ids)
            loaded = {i: c for i, c in self._chunks.items() if i in listed}
            vanished = False
            for chunk_id in ids:
                if chunk_id in loaded or chunk_id in self._bad:
                    continue
                try:
                    chunk = chunks.read_chunk(self.path, chunk_id, self._dim)
                except FileNotFoundError:
                    vanished = True  # merged away meanwhile: the merged chunk is listed now
                    continue
                except ChunkError as error:
                    self._set_aside(chunk_id, str(error))
                    continue
                except OSError as error:  # not the chunk's fault: skip it this time only
                    log.warning("vector cache %s: cannot read chunk %s now: %s", self.path,
                                chunk_id, error)
                    continue
                loaded[chunk_id] = chunk
            self._chunks = dict(sorted(loaded.items()))
            if self._dim is None and self._chunks:
                self._settle_dim()
            if not vanished:
                return

    def _set_aside(self, chunk_id: str, reason: str) -> None:
        log.warning("vector cache %s: %s (its texts will be embedded again)", self.path, reason)
        self._bad.add(chunk_id)
        self._chunks.pop(chunk_id, None)

    def _settle_dim(self) -> None:
        """Take the size most rows have (on a tie, the newest chunk's); set the rest aside."""
        rows: dict[int, int] = {}
        for chunk in self._chunks.values():
            rows[chunk.dim] = rows.get(chunk.dim, 0) + len(chunk.keys)
        newest = list(self._chunks.values())[-1].dim
        self._dim = max(rows, key=lambda dim: (rows[dim], dim == newest))
        for chunk in list(self._chunks.values()):
            if chunk.dim != self._dim:
                self._set_aside(chunk.id, f"chunk {chunk.id}: {chunk.dim} dimensions, "
                                          f"expected {self._dim}")

    def lookup(self, texts: Sequence[str]) -> tuple[Vectors, np.ndarray[Any, np.dtype[np.bool_]]]:
        """The cached vector of each text (float32, unit rows; zeros where missing) and
        which were found. Before the size is known (an empty cache made without `dim`)
        the rows have 0 columns."""
        return self._lookup(chunks.text_keys(self.embedder_name, texts))

    def _lookup(self, keys: Keys) -> tuple[Vectors, np.ndarray[Any, np.dtype[np.bool_]]]:
        self.refresh()
        heads = chunks.prefixes(keys)
        found = np.zeros(len(keys), dtype=bool)
        parts: list[tuple[np.ndarray[Any, np.dtype[np.intp]], Vectors]] = []
        for chunk in self._chunks.values():
            todo = np.flatnonzero(~found)
            if todo.size == 0:
                break
            at, hit = chunk.find(keys[todo], heads[todo])
            if hit.any():
                rows = todo[hit]
                # float16 storage: scaled back to unit length as float32
                parts.append((rows, normalize_rows(chunk.vectors[at[hit]])))
                found[rows] = True
        if len(parts) == 1 and len(parts[0][0]) == len(keys):
            return parts[0][1], found  # all in one chunk, in order: no second copy
        out = np.zeros((len(keys), self._dim or 0), dtype=np.float32)
        for rows, block in parts:
            out[rows] = block
        return out, found

    def __len__(self) -> int:
        """How many distinct texts have a vector."""
        self.refresh()
        ids = tuple(self._chunks)
        if self._count is None or self._count[0] != ids:
            count = 0
            bigger: list[Chunk] = []
            for chunk in sorted(self._chunks.values(), key=lambda c: -len(c.keys)):
                new = np.ones(len(chunk.keys), dtype=bool)
                for other in bigger:  # keys stored twice count once
                    new &= ~other.find(chunk.keys, chunk.heads)[1]
                count += int(new.sum())
                bigger.append(chunk)
            self._count = (ids, count)
        return self._count[1]

    # -- writing --------------------------------------------------------------------------------
    def ensure(self, texts: Sequence[str], embedder: Embedder, batch_size: int = 256,
               progress: Callable[[int], None] | None = None) -> Vectors:
        """The vector of every text, in order: cached ones are read, the missing ones are
        embedded (each distinct text once, `batch_size` at a time) and saved.

        `progress`, if given, gets increments that add up to len(texts), as rich's `advance`
        or tqdm's `update` want: first how many were cached, then after each batch how many
        of the texts it covered (a text given twice counts twice)."""
        if isinstance(texts, str):
            raise TypeError("ensure takes a sequence of texts, not one string")
        if embedder.name != self.embedder_name:
            raise ValueError(f"this cache holds vectors of {self.embedder_name!r}, "
                             f"not of {embedder.name!r}")
        if batch_size < 1:
            raise ValueError(f"batch_size must be positive, got {batch_size}")
        keys = chunks.text_keys(self.embedder_name, texts)
        out, found = self._lookup(keys)
        missing = np.flatnonzero(~found)
        if missing.size and self._dim is not None and embedder.dim != self._dim:
            # the same name for a model of another size: what is cached is stale
            for chunk_id in list(self._chunks):
                self._set_aside(chunk_id, f"chunk {chunk_id}: {self._dim} dimensions, but "
                                          f"{embedder.name} gives {embedder.dim}")
            self._dim = embedder.dim
            out, found = self._lookup(keys)
            missing = np.flatnonzero(~found)
        if missing.size and self.shared is not None:
            out, missing = self._from_shared(keys, out, missing)
        if progress is not None and missing.size < len(keys):
            progress(len(keys) - int(missing.size))
        if missing.size == 0:
            if out.shape[1] == 0:  # no texts and no size known yet
                return np.zeros((0, embedder.dim), dtype=np.float32)
            return out
        # each distinct missing text once, in the order the texts came
        distinct, first, inverse = np.unique(keys[missing], return_index=True,
                                             return_inverse=True)
        order = np.argsort(first)
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        slot = rank[inverse.reshape(-1)]  # the distinct text of each missing row
        todo = missing[first[order]]
        fresh = self._embed_missing([texts[int(i)] for i in todo], distinct[order], embedder,
                                    batch_size, progress, np.bincount(slot, minlength=len(todo)))
        if out.shape[1] == 0:  # the size was unknown (and so nothing was found)
            out = np.zeros((len(keys), fresh.shape[1]), dtype=np.float32)
        out[missing] = fresh[slot]
        return out

    def _from_shared(self, keys: Keys, out: Vectors, missing: np.ndarray[Any, Any]
                     ) -> tuple[Vectors, np.ndarray[Any, Any]]:
        """Fill the missing rows the shared tier holds (kept in a chunk of their own);
        returns the rows and what is still missing."""
        assert self.shared is not None
        fetched, hit = self.shared.fetch(keys[missing])
        if not hit.any() or (self._dim is not None and fetched.shape[1] != self._dim):
            return out, missing  # nothing, or vectors of another size under this name
        self._check_dim(fetched.shape[1])
        rows, got = missing[hit], fetched[hit]
        distinct, first = np.unique(keys[rows], return_index=True)
        self._save(distinct, got[first])
        if out.shape[1] == 0:
            out = np.zeros((len(keys), got.shape[1]), dtype=np.float32)
        out[rows] = normalize_rows(got)  # as a lookup of the chunk gives them
        return out, missing[~hit]

    def _embed_missing(self, texts: list[str], keys: Keys, embedder: Embedder,
                       batch_size: int, progress: Callable[[int], None] | None,
                       covers: np.ndarray[Any, np.dtype[np.intp]]) -> Vectors:
        """Embed texts, save them in chunks of about FLUSH_ROWS, and return the vectors as
        a lookup will give them later (rounded through float16, unit rows)."""
        fresh: Vectors | None = None
        saved = 0
        for start in range(0, len(texts), batch_size):
            batch = texts[start:start + batch_size]
            vectors = np.asarray(embedder.embed(batch), dtype=np.float32)
            if vectors.ndim != 2 or len(vectors) != len(batch):
                raise ValueError(f"{embedder.name} returned shape {vectors.shape} "
                                 f"for {len(batch)} texts")
            if fresh is None:
                self._check_dim(vectors.shape[1])
                fresh = np.empty((len(texts), vectors.shape[1]), dtype=np.float32)
            fresh[start:start + len(batch)] = vectors
            done = start + len(batch)
            if done - saved >= FLUSH_ROWS or done == len(texts):
                self._save(keys[saved:done], fresh[saved:done])
                if self.shared is not None:
                    self.shared.store(keys[saved:done], fresh[saved:done])
                saved = done
            if progress is not None:
                progress(int(covers[start:done].sum()))
        assert fresh is not None
        return normalize_rows(fresh.astype(chunks.STORED_DTYPE))

    def _check_dim(self, dim: int) -> None:
        if self._dim is None:
            self._dim = dim
        elif dim != self._dim:
            raise ValueError(f"{self.embedder_name} gave {dim}-dimensional vectors, "
                             f"expected {self._dim}")

    def _save(self, keys: Keys, vectors: Vectors) -> None:
        order = np.argsort(keys)
        try:
            chunk = chunks.write_chunk(self.path, keys[order], vectors[order])
        except OSError as error:  # derived data: never fail a command over it
            log.warning("could not save vectors in %s: %s", self.path, error)
            return
        self._chunks[chunk.id] = chunk
        self._maybe_merge()

    def _maybe_merge(self) -> None:
        if not chunks.plan_merge([len(c.keys) for c in self._chunks.values()]) \
                and len(self._bad) == 0:
            return
        try:
            with self._merge_lock:
                self._merge()
        except Timeout:
            return  # another process is merging this cache now
        except OSError as error:
            log.warning("could not merge the vector cache %s: %s", self.path, error)

    def _merge(self) -> None:
        self.refresh()
        bad = set(self._bad)
        listed = list(self._chunks.values())
        plan = chunks.plan_merge([len(c.keys) for c in listed])
        if plan:
            parts = [listed[i] for i in plan]
            keys, vectors = chunks.merge(parts)
            merged = chunks.write_chunk(self.path, keys, vectors)
            for part in parts:
                chunks.remove_chunk(self.path, part.id)
                del self._chunks[part.id]
            # memory-mapped rather than held: a merged chunk can be large
            with contextlib.suppress(FileNotFoundError, ChunkError):
                merged = chunks.read_chunk(self.path, merged.id, self._dim)
            self._chunks[merged.id] = merged
            self._chunks = dict(sorted(self._chunks.items()))
        for chunk_id in bad:
            chunks.remove_chunk(self.path, chunk_id)
        self._bad -= bad
        chunks.remove_leftovers(self.path)

    def clear(self) -> None:
        """Delete every cached vector of this embedder."""
        for chunk_id in chunks.list_chunk_ids(self.path):
            chunks.remove_chunk(self.path, chunk_id)
        if self.path.exists():
            for path in self.path.glob("vectors-*.npy"):
                path.unlink(missing_ok=True)
        self._chunks, self._bad, self._count = {}, set(), None
