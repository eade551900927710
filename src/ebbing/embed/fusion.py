"""The exported graph with BERT's layers fused into ONNX Runtime's own operators, once, at export.

torch's exporter writes BERT as about 500 small operators (each attention a dozen reshapes,
transposes and matrix products, each layer norm and GELU several). ONNX Runtime's offline
BERT optimizer (`onnxruntime.transformers.optimizer`, shipped with onnxruntime, pure Python on
the `onnx` package) rewrites them into 56 (EmbedLayerNormalization, Attention with the three
projections in one product, SkipLayerNormalization, BiasGelu): the same arithmetic, so a query
takes less time (0.1-0.8 ms in different runs) and the session loads faster (bench/cold.py,
docs/retrieval.md).

It only fuses the attention written out operator by operator, which is what transformers'
"eager" attention exports (export.py asks for it); the default SDPA attention exports masks
through Where/IsNaN that the optimizer does not recognise.

The fused graph is kept only if it gives the unfused graph's vectors on probe inputs (several
lengths, padded, in one batch) within FUSED_TOLERANCE: the vectors stay those of
sentence-transformers within 1e-5 (tests/embed/test_onnx_model.py). Any failure (an optimizer
that is missing, raises, or fuses nothing useful) keeps the unfused graph, which is correct,
only slower.
"""

from __future__ import annotations

import importlib
import json
import logging
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger("ebbing")

FUSED_TOLERANCE = 2e-6  # per component of the unit vectors (measured: 2.7e-7)
PROBE_LENGTHS = (3, 11, 40, 130)  # word pieces per probe row, padded to the longest


def fuse(plain: bytes, model: Path) -> bytes:
    """`plain` (an exported ONNX file) with its BERT layers fused, or `plain` itself when they
    cannot be fused or the fused graph does not give the same vectors."""
    try:
        fused = _optimized(plain, model)
        difference = _difference(plain, fused, _vocabulary(model))
    except Exception as error:  # the optimizer and onnxruntime raise many kinds
        log.info("kept the unfused ONNX graph (fusing failed: %s: %s)",
                 type(error).__name__, error)
        return plain
    if difference > FUSED_TOLERANCE:
        log.info("kept the unfused ONNX graph (the fused one differs by %.2g)", difference)
        return plain
    return fused


def _optimized(plain: bytes, model: Path) -> bytes:
    onnx: Any = importlib.import_module("onnx")
    optimizer: Any = importlib.import_module("onnxruntime.transformers.optimizer")
    config = json.loads((model / "config.json").read_text())
    quiet = logging.getLogger("onnxruntime.transformers")  # it logs each fusion it tries
    level = quiet.level
    quiet.setLevel(logging.ERROR)
    try:
        fused = optimizer.optimize_model(
            onnx.load_from_string(plain), model_type="bert",
            num_heads=int(config["num_attention_heads"]), hidden_size=int(config["hidden_size"]),
            opt_level=0, use_gpu=False)  # opt_level 0: its own fusions only, nothing
    finally:                             # hardware-specific from onnxruntime's optimizer
        quiet.setLevel(level)
    counts = fused.get_fused_operator_statistics()
    if not counts.get("Attention"):
        raise ValueError("no attention was fused")
    data: bytes = fused.model.SerializeToString()
    return data


def _vocabulary(model: Path) -> int:
    return int(json.loads((model / "config.json").read_text()).get("vocab_size", 30522))


def _difference(plain: bytes, fused: bytes, vocabulary: int) -> float:
    """The largest difference between the two graphs' unit vectors on padded probe rows."""
    from ebbing.embed.base import normalize_rows

    runtime: Any = importlib.import_module("onnxruntime")
    rows = np.random.default_rng(18)
    width = max(PROBE_LENGTHS)
    ids = np.zeros((len(PROBE_LENGTHS), width), dtype=np.int64)
    for row, length in enumerate(PROBE_LENGTHS):
        ids[row, :length] = rows.integers(1000, vocabulary, length)
        ids[row, 0], ids[row, length - 1] = 101, 102  # [CLS] ... [SEP]
    feed = {"input_ids": ids, "attention_mask": (ids != 0).astype(np.int64),
            "token_type_ids": np.zeros_like(ids)}
    found = []
    for graph in (plain, fused):
        options = runtime.SessionOptions()
        options.log_severity_level = 3
        session = runtime.InferenceSession(graph, options, providers=["CPUExecutionProvider"])
        found.append(normalize_rows(session.run(None, feed)[0]))
    return float(np.abs(found[0] - found[1]).max())
