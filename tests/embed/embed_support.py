"""Test helpers of the embedding tests (a uniquely named module: pytest puts this folder on
sys.path, beside other test folders)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ebbing.embed import Embedder, FakeEmbedder


class CountingEmbedder:
    """Wraps an embedder and records every batch it is asked to embed."""

    def __init__(self, inner: Embedder | None = None, name: str | None = None) -> None:
        self.inner = inner or FakeEmbedder(32)
        self.name = name or self.inner.name
        self.dim = self.inner.dim
        self.calls: list[list[str]] = []

    @property
    def embedded(self) -> list[str]:
        return [text for call in self.calls for text in call]

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return self.inner.embed(texts)
