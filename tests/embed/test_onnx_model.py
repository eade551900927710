"""The packaged all-MiniLM-L6-v2 on ONNX Runtime against sentence-transformers (marked
`model`: the first run exports the ONNX file into the user cache folder, about 10-30 s, and
sentence-transformers is loaded once for the comparison)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from ebbing.embed import OnnxEmbedder, SentenceTransformerEmbedder, VectorCache, make_embedder

pytestmark = pytest.mark.model

ENV = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_PROGRESS_BARS")
PROBES = [
    "Caroline is adopting a dog",  # short
    "What did Caroline say about the adoption agency last week?",
    "Melanie paints sunrises at the lake " * 60,  # about 480 word pieces: cut at 256
    "",  # empty-ish
    " ",
    "\n\t",
    "?",
    "Caroline est allée à l'agence d'adoption avec sa sœur",  # non-English
    "キャロラインは犬を飼うことにした",
    "Привет, как дела? Ich heiße Ralph 🎉",
    "x" * 3000,  # one long word: many word pieces
]


@pytest.fixture(scope="module")
def both() -> Iterator[tuple[OnnxEmbedder, SentenceTransformerEmbedder]]:
    before = {key: os.environ.get(key) for key in ENV}
    onnx = make_embedder("minilm")
    assert isinstance(onnx, OnnxEmbedder)
    onnx.load()
    old = make_embedder("minilm", onnx=False)
    assert isinstance(old, SentenceTransformerEmbedder)
    yield onnx, old
    for key, value in before.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def test_onnx_runs_without_falling_back(
        both: tuple[OnnxEmbedder, SentenceTransformerEmbedder]) -> None:
    onnx, _ = both
    assert onnx.runtime == "onnx" and onnx.dim == 384 and onnx.path is not None
    assert onnx.path.exists() and onnx.path.name == "model.onnx"


def test_the_same_vectors_as_sentence_transformers(
        both: tuple[OnnxEmbedder, SentenceTransformerEmbedder]) -> None:
    onnx, old = both
    expected = old.embed(PROBES)
    alone = np.vstack([onnx.embed([text]) for text in PROBES])  # a query: one thread
    batch = onnx.embed(PROBES * 3)  # a batch: every core, sorted by length, padded
    assert alone.dtype == np.float32 and batch.dtype == np.float32
    assert np.abs(alone - expected).max() < 1e-5
    assert np.abs(batch - np.vstack([expected] * 3)).max() < 1e-5
    assert np.allclose(np.linalg.norm(batch, axis=1), 1.0, atol=1e-5)
    assert onnx.embed([]).shape == (0, 384)


def test_long_texts_are_cut_where_sentence_transformers_cuts_them(
        both: tuple[OnnxEmbedder, SentenceTransformerEmbedder]) -> None:
    onnx, _ = both
    head = "Melanie paints sunrises at the lake " * 60
    # past the 256-word-piece window, what follows changes nothing
    longer = onnx.embed([head + "and then a different ending about taxes"])
    assert np.abs(longer - onnx.embed([head])).max() < 1e-6


def test_vectors_cached_by_either_serve_the_other(
        both: tuple[OnnxEmbedder, SentenceTransformerEmbedder], tmp_path: Path) -> None:
    onnx, old = both
    texts = ["Max moved to Berlin in May", "I prefer green tea"]
    assert onnx.name == old.name
    made = VectorCache(tmp_path, old.name).ensure(texts, old)
    assert np.array_equal(VectorCache(tmp_path, onnx.name).ensure(texts, onnx), made)
    assert np.abs(onnx.embed(texts) - made).max() < 2e-3  # float16 storage


def test_a_recall_imports_neither_torch_nor_sentence_transformers(
        both: tuple[OnnxEmbedder, SentenceTransformerEmbedder], tmp_path: Path) -> None:
    # the floor off: this is about what a recall imports, not what clears relevance (a
    # paraphrase at cosine 0.43 stays under the calibrated floor, docs/retrieval.md)
    env = {**os.environ, "EBBING_HOME": str(tmp_path / "home"), "EBBING_DAEMON": "false",
           "EBBING_RELEVANCE_FLOOR": "0", "EBBING_EMBEDDER": "minilm"}
    remember = [sys.executable, "-m", "ebbing", "remember"]
    for text in ("Caroline is adopting a dog", "Max moved to Berlin in May",
                 "The quarterly tax report is due on Friday"):
        subprocess.run([*remember, text], env=env, check=True, capture_output=True)
    code = (
        "import json, sys\n"
        "from typer.testing import CliRunner\n"
        "from ebbing.cli.app import app\n"
        "r = CliRunner().invoke(app, ['recall', 'who is getting a new pet?', '--json'])\n"
        "assert r.exit_code == 0, r.output\n"
        "heavy = [m for m in ('torch', 'sentence_transformers', 'transformers', 'onnx')\n"
        "         if m in sys.modules]\n"
        "print(json.dumps({'heavy': heavy, 'onnxruntime': 'onnxruntime' in sys.modules,\n"
        "                  'output': r.stdout}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, check=True)
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found["heavy"] == [] and found["onnxruntime"]
    assert "Caroline is adopting a dog" in found["output"]
    assert "warning" not in result.stderr
