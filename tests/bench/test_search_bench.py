"""bench/search.py puts its vectors where the engine looks for them, and stops when it misses."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.embed import FakeEmbedder
from ebbing.embed.cache import VectorCache
from ebbing.service import MemoryService
from search_data import (
    Counting,
    SyntheticEmbedder,
    build_store,
    fill_vectors,
    sentences,
    word_ids,
)

WORDS = [f"word{chr(97 + i)}{chr(97 + j)}" for i in range(26) for j in range(26)]


def small_store(home: Path, n: int = 300) -> list[str]:
    ids, ends = word_ids(n, len(WORDS), seed=7)
    texts = sentences(WORDS, ids, ends)
    build_store(home, texts, seed=7, days=1)  # minutes apart: episodes of several memories
    return texts


def test_filled_vectors_are_the_ones_a_search_looks_up(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake:16")
    home = tmp_path / "store"
    texts = small_store(home)
    assert fill_vectors(home, FakeEmbedder(16)) == len(texts)
    svc = MemoryService(Settings(home=home))
    engine = svc.engine
    counter = Counting(engine.embedder, limit=1)
    engine.embedder = counter
    hits = svc.search(" ".join(texts[5].split()[:3]))
    assert hits and counter.embedded == 1  # the query only: every memory's vector was cached
    with_context = [r for r in range(len(texts)) if "\n" in engine.embedding_text(r)]
    assert len(with_context) > len(texts) // 2  # the cached texts were not the bare contents


def test_a_cache_of_bare_contents_stops_the_measurement(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake:16")
    home = tmp_path / "store"
    texts = small_store(home)
    svc = MemoryService(Settings(home=home))
    VectorCache(svc.folder, "fake-16").ensure(texts, FakeEmbedder(16))  # the old bench's keys
    engine = svc.engine
    engine.embedder = Counting(engine.embedder, limit=1)
    with pytest.raises(RuntimeError, match="misses stored memories"):
        svc.search("anything")


def test_synthetic_vectors_weigh_the_memory_over_its_context() -> None:
    vectors = np.random.default_rng(1).normal(size=(len(WORDS), 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    embedder = SyntheticEmbedder("sentence-transformers:x", WORDS, vectors, seed=3)
    # words of neighbouring ranks, so that they carry about as much information
    after, own, before = embedder.embed(["wordma wordmb\nwordmc wordmd", "wordmc wordmd",
                                         "wordma wordmb"])
    assert after.shape == (384,) and abs(float(after @ after) - 1) < 1e-5
    assert after @ own > after @ before > 0.2
    assert embedder.name == "sentence-transformers:x" and embedder.dim == 384


def test_ranking_cpu_times_each_search_with_the_questions_vectors_given(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from search import ranking_cpu

    monkeypatch.setenv("EBBING_EMBEDDER", "fake:16")
    home = tmp_path / "store"
    texts = small_store(home)
    fill_vectors(home, FakeEmbedder(16))
    queries = tmp_path / "queries.json"
    queries.write_text(json.dumps([" ".join(t.split()[:3]) for t in texts[:6]]))
    found = ranking_cpu(home, queries, 2)
    assert found["searches"] == 12 and found["ranking_cpu_median_ms"] > 0
