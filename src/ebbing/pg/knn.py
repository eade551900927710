"""Nearest memories of one agent by vector, right under the agent filter.

A plain `WHERE agent_id = $1 ORDER BY embedding <=> $2 LIMIT 10` over one HNSW index of every
agent returns the index's global neighbours and then drops the other agents' rows: for a
small agent among many, almost nothing is left (recall 0.04 measured on pgvector 0.6). Here:

- an agent of at most `EXACT_BELOW` vectors is scanned exactly (its rows by the primary key;
  the distance written so that the HNSW index cannot serve the ORDER BY): exact, and a few
  milliseconds;
- a larger agent walks the HNSW index with `hnsw.iterative_scan = relaxed_order` (pgvector
  0.8): the scan goes on until `k` rows of the agent are found, and the outer query puts them
  back in distance order.

bench/scale.py measures recall@10 of both against exact search (docs/scale-out.md).
"""

from __future__ import annotations

import struct
from typing import Any

import numpy as np
import numpy.typing as npt

DIMS = 384  # the dimension the schema indexes (schema.py: vectors_384)
EXACT_BELOW = 20_000
EF_SEARCH = 100

INDEX = ("CREATE INDEX IF NOT EXISTS vectors_384 ON vectors USING hnsw "
         "((embedding::halfvec(384)) halfvec_cosine_ops) WHERE dims = 384")

EXACT = """
SELECT id, (embedding::halfvec(384) <=> %(q)s::halfvec(384)) + 0 AS distance
FROM vectors WHERE agent_id = %(agent)s AND dims = 384
ORDER BY distance LIMIT %(k)s
"""

ITERATIVE = """
WITH found AS MATERIALIZED (
    SELECT id, embedding::halfvec(384) <=> %(q)s::halfvec(384) AS distance
    FROM vectors WHERE agent_id = %(agent)s AND dims = 384
    ORDER BY embedding::halfvec(384) <=> %(q)s::halfvec(384) LIMIT %(k)s
)
SELECT id, distance FROM found ORDER BY distance
"""


def text_of(vector: npt.NDArray[Any]) -> str:
    return "[" + ",".join(f"{x:.6g}" for x in np.asarray(vector, dtype=np.float32)) + "]"


def put_vectors(conn: Any, agent_id: int, ids: list[str], vectors: npt.NDArray[Any]) -> int:
    """Set the vectors of memories (derived data: rewritten whenever a text changes)."""
    if len(ids) == 0:
        return 0
    rows = conn.execute(
        "INSERT INTO vectors (agent_id, id, dims, embedding) "
        "SELECT m.agent_id, m.id, %s, v.embedding::halfvec "
        "FROM unnest(%s::text[], %s::text[]) AS v(id, embedding) "
        "JOIN memories m ON m.agent_id = %s AND m.id = v.id "
        "ON CONFLICT (agent_id, id) DO UPDATE SET dims = excluded.dims, "
        "embedding = excluded.embedding",
        (vectors.shape[1], ids, [text_of(v) for v in vectors], agent_id))
    return int(rows.rowcount)


def copy_vectors(conn: Any, agent_id: int, ids: list[str], vectors: npt.NDArray[Any]) -> int:
    """Add the vectors of memories that have none yet, by one binary COPY (no text to format
    or parse: each vector goes as pgvector's halfvec wire form, half floats big-endian). Fails
    (a unique violation) if one of them has a vector already: `put_vectors` replaces."""
    if len(ids) == 0:
        return 0
    halves = np.asarray(vectors, dtype=">f2")
    dims = halves.shape[1]
    head = struct.pack(">hii", 4, 4, agent_id)  # 4 fields; the first: agent_id
    tail = struct.pack(">ihihh", 2, dims, 4 + 2 * dims, dims, 0)  # dims; halfvec's header
    parts = [b"PGCOPY\n\xff\r\n\x00", struct.pack(">ii", 0, 0)]
    for memory_id, half in zip(ids, halves, strict=True):
        name = memory_id.encode("utf-8")
        parts += [head, struct.pack(">i", len(name)), name, tail, half.tobytes()]
    parts.append(struct.pack(">h", -1))
    with conn.cursor().copy("COPY vectors (agent_id, id, dims, embedding) FROM STDIN "
                            "(FORMAT BINARY)") as copy:
        copy.write(b"".join(parts))
    return len(ids)


def bulk(conn: Any) -> Any:
    """For writing many vectors at once: the HNSW index is dropped first and built once after
    (building it is far faster than growing it a row at a time). A context manager."""
    from contextlib import contextmanager

    @contextmanager
    def dropped() -> Any:
        conn.execute("DROP INDEX IF EXISTS vectors_384")
        yield
        conn.execute(INDEX)
    return dropped()


def vector_count(conn: Any, agent_id: int) -> int:
    row = conn.execute("SELECT count(*) FROM vectors WHERE agent_id = %s AND dims = %s",
                       (agent_id, DIMS)).fetchone()
    return int(row[0])


def nearest(conn: Any, agent_id: int, query: npt.NDArray[Any], k: int = 10,
            size: int | None = None, exact_below: int = EXACT_BELOW,
            iterative: bool = True) -> list[tuple[str, float]]:
    """The agent's `k` memories nearest `query` (cosine distance), nearest first. `size`:
    how many vectors the agent has, if the caller knows (else counted). `exact_below` and
    `iterative` are there to measure the other ways (bench/scale.py)."""
    if len(query) != DIMS:
        raise ValueError(f"the database indexes {DIMS}-dimensional vectors, not {len(query)}")
    size = vector_count(conn, agent_id) if size is None else size
    params = {"q": text_of(query), "agent": agent_id, "k": k}
    with conn.transaction():
        if size <= exact_below:
            rows = conn.execute(EXACT, params).fetchall()
        else:
            mode = "relaxed_order" if iterative else "off"
            conn.execute(f"SET LOCAL hnsw.iterative_scan = {mode}")
            conn.execute(f"SET LOCAL hnsw.ef_search = {EF_SEARCH}")
            rows = conn.execute(ITERATIVE, params).fetchall()
    return [(str(i), float(d)) for i, d in rows]
