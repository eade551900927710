"""The packaged all-MiniLM-L6-v2 through SentenceTransformerEmbedder (marked `model`: the
first load imports torch and sentence-transformers, several seconds; then each test is fast)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from embed_support import CountingEmbedder

from ebbing.embed import (
    EmbedderUnavailable,
    SentenceTransformerEmbedder,
    VectorCache,
    make_embedder,
)

pytestmark = pytest.mark.model

ENV = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_PROGRESS_BARS")


@pytest.fixture(scope="module")
def minilm() -> Iterator[SentenceTransformerEmbedder]:
    before = {key: os.environ.get(key) for key in ENV}
    embedder = make_embedder("minilm", onnx=False)
    assert isinstance(embedder, SentenceTransformerEmbedder)
    embedder.load()
    yield embedder
    for key, value in before.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def test_packaged_model_loads_offline(minilm: SentenceTransformerEmbedder) -> None:
    assert minilm.loaded and minilm.dim == 384
    assert minilm.name == "sentence-transformers:all-MiniLM-L6-v2"
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    vectors = minilm.embed(["Caroline is adopting a dog", "", "x" * 5000])
    assert vectors.dtype == np.float32 and vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert minilm.embed([]).shape == (0, 384)


def test_meaning_not_just_words(minilm: SentenceTransformerEmbedder) -> None:
    dog, pet, tax = minilm.embed(["Caroline is adopting a dog", "Who is getting a new pet?",
                                  "The quarterly tax report is due"])
    assert float(dog @ pet) > float(dog @ tax) + 0.2


def test_batching_does_not_change_vectors(minilm: SentenceTransformerEmbedder) -> None:
    texts = ["Max moved to Berlin in May", "I prefer green tea", "Ralph is the new designer"]
    together = minilm.embed(texts)
    alone = np.vstack([minilm.embed([text]) for text in texts])
    assert np.allclose(together, alone, atol=1e-5)


def test_one_text_at_a_time_gives_the_batch_vectors(
        minilm: SentenceTransformerEmbedder) -> None:
    texts = ["", "hi", "Caroline is adopting a dog", "word " * 400]  # the last one is cut
    batch = minilm.embed([*texts, "a fifth text: a batch on every thread"])[:4]
    alone = np.vstack([minilm.embed([text]) for text in texts])
    assert alone.dtype == np.float32 and np.abs(alone - batch).max() < 1e-5
    assert np.allclose(np.linalg.norm(alone, axis=1), 1.0, atol=1e-5)


def test_cache_with_the_real_model(minilm: SentenceTransformerEmbedder, tmp_path: Path) -> None:
    counting = CountingEmbedder(minilm)
    texts = ["Caroline is adopting a dog", "I prefer green tea"]
    made = VectorCache(tmp_path, counting.name).ensure(texts, counting)
    cache = VectorCache(tmp_path, counting.name)
    assert np.array_equal(cache.ensure(texts, counting), made)
    assert len(counting.calls) == 1 and cache.dim == 384
    assert np.allclose(made, minilm.embed(texts), atol=2e-3)


def test_a_model_that_is_not_here_is_a_clear_error(minilm: SentenceTransformerEmbedder,
                                                   tmp_path: Path) -> None:
    with pytest.raises(EmbedderUnavailable, match="could not load"):
        SentenceTransformerEmbedder(str(tmp_path / "no-such-model")).embed(["x"])
