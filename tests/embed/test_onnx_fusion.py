"""The exported graph's layers fused into ONNX Runtime's operators, and the guard that keeps the
unfused graph when fusing fails or would change the vectors (marked `model`: uses the ONNX file
exported from the packaged model, exporting it first if needed)."""

from __future__ import annotations

import collections
import logging
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import numpy_helper

from ebbing.embed import OnnxEmbedder, fusion, make_embedder
from ebbing.embed.sentence import packaged_model_path

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def exported() -> Path:
    embedder = make_embedder("minilm")
    assert isinstance(embedder, OnnxEmbedder)
    embedder.load()
    assert embedder.runtime == "onnx" and embedder.path is not None
    return embedder.path


def test_the_exported_graph_is_fused(exported: Path) -> None:
    ops = collections.Counter(node.op_type for node in onnx.load(str(exported)).graph.node)
    # one fused attention per layer instead of a dozen operators each: the faster graph
    assert ops["Attention"] == 6 and ops["EmbedLayerNormalization"] == 1
    assert ops["SkipLayerNormalization"] == 12 and "Softmax" not in ops
    assert sum(ops.values()) < 80


def _perturbed(graph: bytes, scale: float) -> bytes:
    """The graph with the last layer norm's weights scaled: other vectors than `graph`'s."""
    model = onnx.load_from_string(graph)
    norms = [n for n in model.graph.node if n.op_type == "SkipLayerNormalization"]
    gamma = norms[-1].input[2]
    for index, tensor in enumerate(model.graph.initializer):
        if tensor.name == gamma:
            scaled = numpy_helper.to_array(tensor) * np.float32(scale)
            model.graph.initializer[index].CopyFrom(numpy_helper.from_array(scaled, gamma))
    return bytes(model.SerializeToString())


def test_a_fused_graph_that_changes_the_vectors_is_refused(
        exported: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = exported.read_bytes()
    changed = _perturbed(plain, 1.05)
    monkeypatch.setattr(fusion, "_optimized", lambda data, model: changed)
    assert fusion.fuse(plain, packaged_model_path()) == plain
    same = _perturbed(plain, 1.0)
    monkeypatch.setattr(fusion, "_optimized", lambda data, model: same)
    assert fusion.fuse(plain, packaged_model_path()) == same


def test_a_failing_fusion_keeps_the_unfused_graph(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def broken(data: bytes, model: Path) -> bytes:
        raise ValueError("no attention was fused")

    monkeypatch.setattr(fusion, "_optimized", broken)
    with caplog.at_level(logging.INFO, logger="ebbing"):
        assert fusion.fuse(b"the unfused graph", packaged_model_path()) == b"the unfused graph"
    assert any("no attention was fused" in r.getMessage() for r in caplog.records)
