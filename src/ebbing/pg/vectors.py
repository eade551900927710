"""The vectors recall ranks with, shared through the database (schema version 6).

Each daemon keeps the vectors of an agent's memories in its own vector cache (embed/cache.py:
chunk files under the agent's folder, keyed by sha256(embedder name + NUL + text)). Without a
shared tier every daemon embedded every memory of an agent again on its first recall of the
agent. `text_vectors` holds those same vectors, under the same keys, per agent and embedder:
whichever process embeds a text first writes its vector (a second writer of the same key
changes nothing: `ON CONFLICT DO NOTHING`), and every other process reads it instead of
embedding again. The key holds the embedder's name, so another model (or another version of
one, which is another name) finds nothing and embeds anew; its rows sit beside the old
model's. The values are the cache's own (float16, as the chunk files keep them), so a
vector read from the table ranks exactly as one embedded here: recall does not change.

This is derived data, never the truth: a failure to read or write it is logged and the cache
embeds (or keeps the vector to itself), as it did before the table existed.

The `vectors` table (version 3: one vector per memory id) stays what pg/knn.py searches.
"""

from __future__ import annotations

import logging
import struct
from typing import TYPE_CHECKING, Any

import numpy as np

from ebbing.embed.chunks import KEY_BYTES, Keys

if TYPE_CHECKING:
    from ebbing.embed.base import Vectors
    from ebbing.pg.database import Database

log = logging.getLogger("ebbing")

# Version 6: the vectors of texts, shared between the processes of one database.
V6 = """
CREATE TABLE text_vectors (
    agent_id integer NOT NULL,
    model text NOT NULL,
    key bytea NOT NULL,
    embedding halfvec NOT NULL,
    PRIMARY KEY (agent_id, model, key)
);
"""

STAGE = ("CREATE TEMP TABLE IF NOT EXISTS text_vectors_in "
         "(key bytea NOT NULL, embedding halfvec NOT NULL) ON COMMIT DELETE ROWS")
SIGNATURE = b"PGCOPY\n\xff\r\n\x00"


class DatabaseVectors:
    """The shared tier of one agent's vector cache for one embedder (embed/cache.py)."""

    def __init__(self, db: Database, agent_id: int, model: str) -> None:
        self.db = db
        self.agent_id = agent_id
        self.model = model

    def __repr__(self) -> str:
        return f"DatabaseVectors(agent {self.agent_id}, {self.model!r})"

    def fetch(self, keys: Keys) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
        """The stored vector of each key (float16 rows; zeros where none) and which were
        found. Nothing found (or the database unreachable): a (len, 0) array."""
        found = np.zeros(len(keys), dtype=bool)
        empty = np.zeros((len(keys), 0), dtype=np.float16)
        if len(keys) == 0:
            return empty, found
        try:
            with self.db.pool.connection() as conn, conn.cursor() as cur, cur.copy(
                    "COPY (SELECT key, embedding FROM text_vectors WHERE agent_id = %s "
                    "AND model = %s AND key = ANY(%s)) TO STDOUT (FORMAT BINARY)",
                    (self.agent_id, self.model, raw(keys))) as copy:
                data = b"".join(bytes(part) for part in copy)
        except Exception as error:  # derived data: embed instead
            log.warning("could not read vectors from the database: %s", error)
            return empty, found
        got_keys, vectors = parse_copy(data)
        if len(got_keys) == 0:
            return empty, found
        order = np.argsort(got_keys)
        got_keys, vectors = got_keys[order], vectors[order]
        at = np.searchsorted(got_keys, keys)
        at[at >= len(got_keys)] = 0
        found = got_keys[at] == keys
        out = np.zeros((len(keys), vectors.shape[1]), dtype=np.float16)
        out[found] = vectors[at[found]]
        return out, found

    def store(self, keys: Keys, vectors: Vectors) -> None:
        """Write the vectors of keys the table lacks (float16, as the cache keeps them); a
        key another process wrote meanwhile keeps its row."""
        if len(keys) == 0:
            return
        halves = np.asarray(vectors, dtype=">f2")
        dims = halves.shape[1]
        head = struct.pack(">hi", 2, KEY_BYTES)
        tail = struct.pack(">ihh", 4 + 2 * dims, dims, 0)
        parts = [SIGNATURE, struct.pack(">ii", 0, 0)]
        for key, half in zip(raw(keys), halves, strict=True):
            parts += [head, key, tail, half.tobytes()]
        parts.append(struct.pack(">h", -1))
        try:
            with self.db.pool.connection() as conn:
                conn.execute(STAGE)
                with conn.cursor().copy("COPY text_vectors_in (key, embedding) FROM STDIN "
                                        "(FORMAT BINARY)") as copy:
                    copy.write(b"".join(parts))
                conn.execute("INSERT INTO text_vectors (agent_id, model, key, embedding) "
                             "SELECT %s, %s, key, embedding FROM text_vectors_in "
                             "ON CONFLICT DO NOTHING", (self.agent_id, self.model))
        except Exception as error:  # derived data: the local cache still has them
            log.warning("could not write vectors to the database: %s", error)


def raw(keys: Keys) -> list[bytes]:
    """Each key's 16 bytes (an element of a numpy bytes array loses its trailing zeros)."""
    rows = np.ascontiguousarray(keys).view(np.uint8).reshape(-1, KEY_BYTES)
    return [row.tobytes() for row in rows]


def parse_copy(data: bytes) -> tuple[Keys, np.ndarray[Any, Any]]:
    """The (key, halfvec) rows of a binary COPY: keys (KEY_BYTES each) and float16 rows.
    Every row of one model has the same size, so the rows are read as one numpy record
    array; a row of another size (a wrong key, a vector of another dimension) is refused."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a binary COPY")
    start = len(SIGNATURE) + 8 + struct.unpack_from(">i", data, len(SIGNATURE) + 4)[0]
    end = len(data) - 2  # the trailer
    if end <= start:
        return np.zeros(0, dtype=f"S{KEY_BYTES}"), np.zeros((0, 0), dtype=np.float16)
    dims = struct.unpack_from(">h", data, start + 2 + 4 + KEY_BYTES + 4)[0]
    row = np.dtype([("fields", ">i2"), ("key_len", ">i4"), ("key", f"S{KEY_BYTES}"),
                    ("vec_len", ">i4"), ("dims", ">i2"), ("unused", ">i2"),
                    ("vector", ">f2", (dims,))])
    if (end - start) % row.itemsize:
        raise ValueError("rows of different sizes in the vectors read")
    rows = np.frombuffer(data, dtype=row, offset=start, count=(end - start) // row.itemsize)
    if not ((rows["key_len"] == KEY_BYTES).all() and (rows["dims"] == dims).all()
            and (rows["fields"] == 2).all()):
        raise ValueError("rows of different shapes in the vectors read")
    return rows["key"].copy(), rows["vector"].astype(np.float16)
