"""The export saved again with its large weights in a mapped file beside it (embed/mapped.py):
the same vectors, made once, and never in the way when it fails (marked `model`: it needs the
real ONNX file, exported into the user cache folder by the first run, about 10-30 s)."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ebbing.embed import OnnxEmbedder
from ebbing.embed import mapped as mapped_module
from ebbing.embed.export import onnx_path
from ebbing.embed.mapped import ensure_mapped, mapped_paths
from ebbing.embed.sentence import packaged_model_path

pytestmark = pytest.mark.model

TEXTS = ["Caroline is adopting a dog", "What did Melanie paint last summer at the lake?",
         "Melanie paints sunrises " * 80, "キャロラインは犬を飼うことにした", ""]


@pytest.fixture(scope="module")
def exported() -> Path:
    """The real export in the user cache folder (exported now if it is not there)."""
    embedder = OnnxEmbedder()
    embedder.load()
    assert embedder.runtime == "onnx" and embedder.path is not None
    return embedder.path


@pytest.fixture
def cache(tmp_path: Path, exported: Path) -> Path:
    """A cache folder holding a copy of the real export and nothing else."""
    folder = tmp_path / "cache"
    target = onnx_path(packaged_model_path(), folder)
    target.parent.mkdir(parents=True)
    shutil.copyfile(exported, target)
    return folder


def _unmapped(cache: Path, monkeypatch: pytest.MonkeyPatch) -> OnnxEmbedder:
    with monkeypatch.context() as patch:
        patch.setattr(mapped_module, "ensure_mapped", lambda exported, runtime: None)
        plain = OnnxEmbedder(cache=cache)
        plain.load()
    assert plain.loaded_from is None
    return plain


def test_made_beside_the_export_at_the_first_load_with_the_same_vectors(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    embedder = OnnxEmbedder(cache=cache)
    embedder.load()
    assert embedder.path is not None and embedder.loaded_from is not None
    graph, weights = mapped_paths(embedder.path, embedder._runtime.__version__)
    assert embedder.loaded_from == graph and graph.parent == embedder.path.parent
    # the embedding table (30,522 x 384 floats) is in the mapped file, not in the graph
    table = 30_522 * 384 * 4
    assert weights.stat().st_size >= table
    assert graph.stat().st_size < embedder.path.stat().st_size - table + 1_000_000
    names = sorted(p.name for p in graph.parent.iterdir())
    assert names == sorted(["export.lock", graph.name, "model.onnx", weights.name])  # no scratch
    plain = _unmapped(cache, monkeypatch)
    for texts in (TEXTS[:1], TEXTS):  # a query, and a padded batch
        assert np.abs(embedder.embed(texts) - plain.embed(texts)).max() < 1e-6
    made = graph.stat().st_mtime_ns
    again = OnnxEmbedder(cache=cache)
    again.load()
    assert again.loaded_from == graph and graph.stat().st_mtime_ns == made  # reused


def test_a_damaged_copy_is_removed_and_the_export_loaded(
        cache: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    first = OnnxEmbedder(cache=cache)
    first.load()
    assert first.loaded_from is not None and first.path is not None
    _, weights = mapped_paths(first.path, first._runtime.__version__)
    with weights.open("r+b") as handle:
        handle.truncate(weights.stat().st_size // 2)
    caplog.set_level(logging.INFO, logger="ebbing")
    damaged = OnnxEmbedder(cache=cache)
    damaged.load()
    assert damaged.runtime == "onnx" and damaged.loaded_from is None
    assert "mapped copy failed" in caplog.text
    assert not list(first.path.parent.glob("mapped-*"))
    plain = _unmapped(cache, monkeypatch)
    assert np.abs(damaged.embed(TEXTS) - plain.embed(TEXTS)).max() < 1e-6
    remade = OnnxEmbedder(cache=cache)  # the next start makes it again
    remade.load()
    assert remade.loaded_from is not None and remade.loaded_from.exists()


def test_a_copy_that_cannot_be_saved_costs_only_speed(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    class Failing:
        __version__ = "0.0"

        def SessionOptions(self) -> Any:  # onnxruntime's name
            raise RuntimeError("no room")

    exported = tmp_path / "model.onnx"
    exported.write_bytes(b"graph")
    caplog.set_level(logging.INFO, logger="ebbing")
    assert ensure_mapped(exported, Failing()) is None
    assert "no room" in caplog.text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["export.lock", "model.onnx"]
