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
