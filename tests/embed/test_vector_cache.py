"""VectorCache: embeds only what is missing, survives reloads, merges and damaged files."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from embed_support import CountingEmbedder

from ebbing.embed import FakeEmbedder, VectorCache, chunks
from ebbing.embed import cache as cache_module

WORDS = ["apple", "river", "stone", "cloud", "lamp", "garden", "violin", "copper", "meadow",
         "harbor"]


def texts(n: int, start: int = 0) -> list[str]:
    return [f"{WORDS[i % 10]} {WORDS[(i // 10) % 10]} number {i}" for i in range(start, start + n)]


def chunk_ids(cache: VectorCache) -> list[str]:
    return chunks.list_chunk_ids(cache.path)


def test_only_missing_texts_are_embedded(tmp_path: Path, counting: CountingEmbedder) -> None:
    cache = VectorCache(tmp_path, counting.name)
    first = cache.ensure(["a dog", "a cat"], counting)
    assert counting.embedded == ["a dog", "a cat"]
    both = cache.ensure(["a cat", "a bird", "a dog", "a bird"], counting)
    assert counting.embedded == ["a dog", "a cat", "a bird"]  # each missing text once
    assert both.dtype == np.float32 and both.shape == (4, counting.dim)
    assert np.array_equal(both[0], first[1]) and np.array_equal(both[2], first[0])
    assert np.array_equal(both[1], both[3])
    direct = FakeEmbedder(32).embed(["a cat", "a bird", "a dog", "a bird"])
    assert np.allclose(both, direct, atol=2e-3)  # float16 storage
    assert np.allclose(np.linalg.norm(both, axis=1), 1.0, atol=1e-6)
    assert len(cache) == 3
    assert cache.ensure([], counting).shape == (0, counting.dim)
    assert len(counting.calls) == 2


def test_batches_and_progress(tmp_path: Path, counting: CountingEmbedder) -> None:
    seen: list[int] = []
    VectorCache(tmp_path, counting.name).ensure(texts(5), counting, batch_size=2,
                                                 progress=seen.append)
    assert [len(call) for call in counting.calls] == [2, 2, 1]
    assert seen == [2, 2, 1]
    seen.clear()  # increments add up to the texts given: cached ones first, repeats count
    VectorCache(tmp_path, counting.name).ensure([*texts(7), *texts(7)], counting, batch_size=2,
                                                 progress=seen.append)
    assert seen == [10, 4] and sum(seen) == 14


def test_reload_from_disk_gives_identical_vectors(tmp_path: Path,
                                                  counting: CountingEmbedder) -> None:
    made = VectorCache(tmp_path, counting.name).ensure(texts(50), counting)
    again = VectorCache(tmp_path, counting.name)
    vectors, found = again.lookup(texts(50))
    assert found.all() and np.array_equal(vectors, made)
    assert np.array_equal(again.ensure(texts(50), counting), made)
    assert len(counting.calls) == 1 and len(again) == 50 and again.dim == 32
    assert (tmp_path / ".cache" / "vectors").is_dir() and again.path.parent.name == "vectors"


def test_lookup_of_missing_and_empty(tmp_path: Path, counting: CountingEmbedder) -> None:
    vectors, found = VectorCache(tmp_path, counting.name).lookup(["x", "y"])
    assert vectors.shape == (2, 0) and not found.any()  # no size known yet
    vectors, found = VectorCache(tmp_path, counting.name, dim=32).lookup(["x"])
    assert vectors.shape == (1, 32) and not found.any() and not vectors.any()
    cache = VectorCache(tmp_path, counting.name)
    cache.ensure(["x"], counting)
    vectors, found = cache.lookup(["y", "x"])
    assert found.tolist() == [False, True] and not vectors[0].any() and vectors[1].any()


def test_keyed_by_embedder_name(tmp_path: Path, counting: CountingEmbedder) -> None:
    VectorCache(tmp_path, counting.name).ensure(texts(10), counting)
    other = CountingEmbedder(FakeEmbedder(32), name="another-model")
    cache = VectorCache(tmp_path, other.name)
    assert not cache.lookup(texts(10))[1].any()
    cache.ensure(texts(10), other)
    assert other.embedded == texts(10)
    assert cache.path != VectorCache(tmp_path, counting.name).path
    with pytest.raises(ValueError, match="another-model"):
        cache.ensure(["x"], counting)
    # names that make the same readable slug still get their own folders
    assert cache_module.slug("a/b") != cache_module.slug("a:b")


def test_a_model_of_another_size_under_the_same_name_replaces_the_cache(
        tmp_path: Path, counting: CountingEmbedder) -> None:
    VectorCache(tmp_path, "model").ensure(texts(10), CountingEmbedder(name="model"))
    smaller = CountingEmbedder(FakeEmbedder(16), name="model")
    vectors = VectorCache(tmp_path, "model").ensure(texts(12), smaller)
    assert vectors.shape == (12, 16) and smaller.embedded == texts(12)
    fresh = VectorCache(tmp_path, "model")
    assert fresh.lookup(texts(12))[1].all() and fresh.dim == 16 and len(fresh) == 12


def test_merging_keeps_every_vector(tmp_path: Path, counting: CountingEmbedder) -> None:
    cache = VectorCache(tmp_path, counting.name)
    expected = {}
    for i in range(40):  # 40 adds of 3 texts (one of them seen before)
        batch = [*texts(2, start=2 * i), texts(1)[0]]
        for text, vector in zip(batch, cache.ensure(batch, counting), strict=True):
            expected[text] = vector
        assert len(chunk_ids(cache)) <= chunks.MAX_CHUNKS
    assert len(counting.embedded) == 80 == len(set(counting.embedded))
    fresh = VectorCache(tmp_path, counting.name)
    vectors, found = fresh.lookup(list(expected))
    assert found.all() and len(fresh) == 80
    assert np.array_equal(vectors, np.array(list(expected.values())))
    assert not list(cache.path.glob(".*.tmp"))


def test_merge_plan_rewrites_little() -> None:
    sizes: list[int] = []
    rewritten = 0
    for _ in range(2000):  # equal adds: each row is rewritten a logarithmic number of times
        sizes.append(1)
        plan = chunks.plan_merge(sizes)
        if plan:
            merged = sum(sizes[i] for i in plan)
            rewritten += merged
            sizes = [s for i, s in enumerate(sizes) if i not in plan] + [merged]
        assert len(sizes) <= chunks.MAX_CHUNKS
    assert sum(sizes) == 2000 and rewritten < 2000 * 12
    assert chunks.plan_merge([1] * chunks.MAX_CHUNKS) == []


def test_duplicates_across_chunks_are_harmless(tmp_path: Path) -> None:
    fake = FakeEmbedder(32)
    cache = VectorCache(tmp_path, fake.name)
    made = cache.ensure(texts(20), fake)
    (only,) = cache._chunks.values()
    # another process embedded half of the same texts at the same time
    chunks.write_chunk(cache.path, only.keys[:10], np.asarray(only.vectors[:10]))
    fresh = VectorCache(tmp_path, fake.name)
    assert len(chunk_ids(fresh)) == 2 and len(fresh) == 20
    assert np.array_equal(fresh.lookup(texts(20))[0], made)
    keys, vectors = chunks.merge(list(fresh._chunks.values()))
    assert len(keys) == len(vectors) == 20


def test_interrupted_ensure_keeps_what_was_saved(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache_module, "FLUSH_ROWS", 4)

    class Failing(CountingEmbedder):
        def embed(self, batch):  # type: ignore[no-untyped-def]
            if len(self.calls) == 3:
                raise KeyboardInterrupt
            return super().embed(batch)

    failing = Failing()
    with pytest.raises(KeyboardInterrupt):
        VectorCache(tmp_path, failing.name).ensure(texts(20), failing, batch_size=2)
    counting = CountingEmbedder()
    VectorCache(tmp_path, counting.name).ensure(texts(20), counting, batch_size=2)
    assert counting.embedded == texts(20)[4:]


@pytest.mark.parametrize("damage", ["garbage vectors", "truncated keys", "empty keys",
                                    "no vectors", "no keys", "wrong dimension",
                                    "unsorted keys"])
def test_damaged_chunk_counts_as_missing(tmp_path: Path, counting: CountingEmbedder,
                                         damage: str) -> None:
    cache = VectorCache(tmp_path, counting.name)
    cache.ensure(texts(5), counting)
    (damaged,) = chunk_ids(cache)
    cache.ensure(texts(5, start=5), counting)
    keys_file = chunks.keys_path(cache.path, damaged)
    vectors_file = chunks.vectors_path(cache.path, damaged)
    if damage == "garbage vectors":
        vectors_file.write_bytes(b"\x93NUMPY garbage" * 3)
    elif damage == "truncated keys":
        keys_file.write_bytes(keys_file.read_bytes()[:100])
    elif damage == "empty keys":
        keys_file.write_bytes(b"")
    elif damage == "no vectors":
        vectors_file.unlink()
    elif damage == "no keys":
        keys_file.unlink()
    elif damage == "wrong dimension":
        np.save(vectors_file, np.zeros((5, 7), dtype=np.float16))
    else:
        np.save(keys_file, np.load(keys_file)[::-1])
    counting.calls.clear()
    again = VectorCache(tmp_path, counting.name)
    found = again.lookup(texts(10))[1]
    assert found.tolist() == [False] * 5 + [True] * 5
    vectors = again.ensure(texts(10), counting)
    assert counting.embedded == texts(5)
    assert np.allclose(vectors, FakeEmbedder(32).embed(texts(10)), atol=2e-3)
    assert damaged not in chunk_ids(again)  # the next merge deleted the damaged chunk
    assert VectorCache(tmp_path, counting.name).lookup(texts(10))[1].all()


def test_leftovers_of_crashed_writers_are_removed_when_old(tmp_path: Path) -> None:
    tmp = tmp_path / ".keys-x.npy.123.abcd.tmp"
    tmp.write_bytes(b"half a file")
    orphan = chunks.vectors_path(tmp_path, "orphan")  # its keys file never came
    np.save(orphan, np.zeros((1, 4), dtype=np.float16))
    chunk = chunks.write_chunk(tmp_path, chunks.text_keys("n", ["a"]), np.ones((1, 4)))
    chunks.remove_leftovers(tmp_path, now=time.time() + 10)
    assert tmp.exists() and orphan.exists()  # maybe a writer at work
    chunks.remove_leftovers(tmp_path, now=time.time() + 2 * chunks.STALE_S)
    assert not tmp.exists() and not orphan.exists()
    assert chunks.list_chunk_ids(tmp_path) == [chunk.id]
    assert chunks.vectors_path(tmp_path, chunk.id).exists()


def test_clear(tmp_path: Path, counting: CountingEmbedder) -> None:
    cache = VectorCache(tmp_path, counting.name)
    cache.ensure(texts(5), counting)
    cache.clear()
    assert len(cache) == 0 and not list(cache.path.glob("*.npy"))
    assert not VectorCache(tmp_path, counting.name).lookup(texts(5))[1].any()


WORKER = """
import sys, pathlib
from ebbing.embed import FakeEmbedder, VectorCache
from ebbing.embed import cache
cache.FLUSH_ROWS = 3
fake = FakeEmbedder(32)
texts = [f"text {i}" for i in range(int(sys.argv[2]), int(sys.argv[3]))]
c = VectorCache(pathlib.Path(sys.argv[1]), fake.name)
for i in range(0, len(texts), 5):
    c.ensure(texts[i:i + 5], fake, batch_size=2)
"""


def test_two_processes_write_one_cache(tmp_path: Path) -> None:
    workers = [subprocess.Popen([sys.executable, "-c", WORKER, str(tmp_path), start, stop])
               for start, stop in (("0", "300"), ("150", "450"))]
    assert [w.wait(timeout=120) for w in workers] == [0, 0]
    fake = FakeEmbedder(32)
    everything = [f"text {i}" for i in range(450)]
    cache = VectorCache(tmp_path, fake.name)
    vectors, found = cache.lookup(everything)
    assert found.all() and len(cache) == 450
    assert np.allclose(vectors, fake.embed(everything), atol=2e-3)
