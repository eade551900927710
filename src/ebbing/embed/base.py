"""The embedder interface: texts in, L2-normalised float32 rows out (dot product = cosine)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from ebbing.errors import EbbingError

Vectors = np.ndarray[Any, np.dtype[np.float32]]


class EmbedderUnavailable(EbbingError):
    """The embedding model could not be loaded (not installed, not found, unreadable)."""


@runtime_checkable
class Embedder(Protocol):
    """Anything that turns texts into unit vectors of one fixed size.

    `name` is a stable identifier of the model (it is part of every cache key, so two
    embedders with the same name must give the same vectors); `dim` is the vector size."""

    @property
    def name(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """float32 rows, shape (len(texts), dim), each of length 1."""
        ...


def normalize_rows(matrix: np.ndarray[Any, Any], *, in_place: bool = False) -> Vectors:
    """Rows scaled to length 1, as a new float32 array (an all-zero row stays zero), or
    `matrix` itself, scaled in place, if `in_place` and it is a writable float32 array."""
    rows = matrix
    if not (in_place and isinstance(rows, np.ndarray) and rows.dtype == np.float32
            and rows.flags.writeable):
        rows = np.array(matrix, dtype=np.float32, order="C")
    if rows.ndim != 2:
        raise ValueError(f"expected a 2-d array, got shape {rows.shape}")
    squares = np.einsum("ij,ij->i", rows, rows)
    squares[squares == 0] = 1.0
    rows /= np.sqrt(squares)[:, None]
    return rows


def query_vector(embedder: Embedder, query: str) -> Vectors:
    """The vector of a question: `embed_query` for an embedder that embeds questions and
    passages apart (e5's "query: " prefix: embed/multilingual.py), `embed` otherwise."""
    asking = getattr(embedder, "embed_query", None)
    rows = asking([query]) if asking is not None else embedder.embed([query])
    vector: Vectors = rows[0]
    return vector


def comparable(embedder: Any, cosines: Any, *, passages: bool = False,
               centre: float | None = None) -> Any:
    """Cosines of `embedder`'s vectors on the common scale the weights and thresholds were
    chosen on (MiniLM's): the embedder's `comparable` when it has one (e5), else unchanged.
    `centre`: what the question scores against the store's memories in general."""
    scale = getattr(embedder, "comparable", None)
    return cosines if scale is None else scale(cosines, passages=passages, centre=centre)


def native(embedder: Any, threshold: float, *, passages: bool = False) -> float:
    """A threshold on the common scale as a cosine of `embedder`'s own vectors."""
    scale = getattr(embedder, "native", None)
    return threshold if scale is None else float(scale(threshold, passages=passages))
