"""What the best hits are about, asked again (pseudo-relevance feedback on the vectors; issue
27, "Tenth round" of docs/retrieval.md): the question's vector moved toward the mean vector of
its first few hits (Rocchio's rule). A question names a kind or an inference ("What has Ana
painted?", "What might Tom's job be?"); the turns that answer it best say what the person
actually did ("the lake at sunrise", "the harbour at dusk"), and the others of that kind are
nearer to those turns than to the question's own words. Derived data only: nothing stored
changes, and a search with `RankParams.echo` 0 never calls this."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.index.vectors import VectorIndex
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.retrieval.search import Hit
    from ebbing.store.columns import Columns

F32 = npt.NDArray[np.float32]


def vectors_of(index: VectorIndex, rows: npt.NDArray[np.int64]) -> F32:
    """The vectors the index holds for `rows` (rows without one left out), as float32."""
    blocks = [np.asarray(block, dtype=np.float32)
              for _, block in index._blocks(np.asarray(rows, dtype=np.int64))
              if len(block)]
    if not blocks:
        return np.zeros((0, index.dim or 0), dtype=np.float32)
    return np.concatenate(blocks)


def moved(q: F32, fed: F32, weight: float) -> F32:
    """`q` + `weight` x the mean of the rows of `fed`, made unit length again; `q` itself when
    there is nothing to move toward or the sum vanishes."""
    if len(fed) == 0 or weight <= 0:
        return q
    out = np.asarray(q, dtype=np.float32) + np.float32(weight) * fed.mean(axis=0)
    norm = float(np.linalg.norm(out))
    if norm <= 0:
        return q
    result: F32 = (out / norm).astype(np.float32)
    return result


def echoed(engine: SearchEngine, cols: Columns, query: str, ids: Sequence[str],
           weight: float) -> F32 | None:
    """The question's vector moved toward the vectors of the memories `ids` (the first hits of
    a search), None when the question or none of them has a vector."""
    q = engine.query_vector(query)
    if q is None or not ids:
        return None
    rows = [cols.row_of(i) for i in ids]
    found = np.array([r for r in rows if r is not None], dtype=np.int64)
    fed = vectors_of(engine.vectors, found)
    if len(fed) == 0:
        return None
    return moved(q, fed, weight)


def asked_again(ask: Callable[..., list[Hit]], engine: SearchEngine, cols: Columns,
                query: str, hits: list[Hit], params: RankParams) -> list[Hit]:
    """The search asked again (`ask(query, vector=...)`) with the question's vector moved
    toward the first `params.echo` of `hits`; `hits` as they were when nothing could move."""
    again = echoed(engine, cols, query, [h.memory.id for h in hits[:params.echo]],
                   params.echo_weight)
    return hits if again is None else ask(query, vector=again)
