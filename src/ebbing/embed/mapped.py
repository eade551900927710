"""The exported graph saved again by ONNX Runtime with its word-piece embedding table in a file
beside it, which ONNX Runtime maps into memory instead of parsing and copying at every start.

model.onnx (embed/export.py) holds its 90 MB of weights inside the protobuf: every start parses
them and copies them into tensors before prepacking the matrices. Half of those bytes are the
embedding table (30,522 word pieces x 384 floats, 47 MB), of which a query reads a dozen rows.
Saved once as `mapped-<onnxruntime version>.onnx` with the tensors of at least EXTERNAL_BYTES
(only that table) in `mapped-<onnxruntime version>.weights`, the table is mapped, not read:
making a session took 111 ms of CPU instead of 173 (fresh processes, medians, busy 2-core
machine) and the embedder's load 0.66 s instead of 0.76 s, the first query no slower.
Putting the layer matrices in the mapped file too (EXTERNAL_BYTES of 1 MiB) loaded faster
still (0.49 s) but made the first query 0.3 ms slower: the buffers they were read into are
given back to the system after prepacking, and the first run's allocations fault fresh pages in.

ONNX Runtime writes the file itself (`SessionOptions.optimized_model_filepath` with external
initializers): no torch, no `onnx` package, the same graph and the same weights, so the same
vectors. It is saved after ONNX Runtime's hardware-independent optimisations
(ORT_ENABLE_EXTENDED) and loaded without optimising again (ORT_DISABLE_ALL). It lives in the
export's folder (same cache key), is named after the onnxruntime version that wrote it, is
written into a scratch folder and renamed into place weights first (a graph never names
a weights file that is not there), and is removed when model.onnx is exported again. Anything
that fails here only costs speed: the embedder loads model.onnx instead.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from filelock import FileLock

log = logging.getLogger("ebbing")

EXTERNAL_BYTES = 4 << 20  # tensors this large or larger go to the weights file
PREFIX = "mapped-"
LOCK_WAIT = 60.0  # seconds


def mapped_paths(exported: Path, version: str) -> tuple[Path, Path]:
    """The graph and the weights file saved from `exported` by onnxruntime `version`."""
    stem = f"{PREFIX}{version}"
    return exported.parent / f"{stem}.onnx", exported.parent / f"{stem}.weights"


def remove_mapped(folder: Path) -> None:
    """Remove every mapped copy in an export's folder (its model.onnx is being replaced)."""
    for old in folder.glob(f"{PREFIX}*"):
        with contextlib.suppress(OSError):
            old.unlink()


def ensure_mapped(exported: Path, runtime: Any) -> Path | None:
    """The mapped copy of `exported` (saved now if missing), or None if it cannot be made."""
    graph, weights = mapped_paths(exported, str(runtime.__version__))
    if graph.exists() and weights.exists():
        return graph
    try:
        with FileLock(exported.parent / "export.lock", timeout=LOCK_WAIT):
            if not (graph.exists() and weights.exists()):
                _save(exported, graph, weights, runtime)
    except Exception as error:  # onnxruntime, the lock and the file system raise many kinds
        log.info("loading %s as it is (saving it with mapped weights failed: %s: %s)",
                 exported, type(error).__name__, error)
        return None
    return graph


def _save(exported: Path, graph: Path, weights: Path, runtime: Any) -> None:
    scratch = Path(tempfile.mkdtemp(prefix=f".{PREFIX}", dir=exported.parent))
    try:
        options = runtime.SessionOptions()
        options.log_severity_level = 3
        options.graph_optimization_level = runtime.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
        options.optimized_model_filepath = str(scratch / graph.name)
        options.add_session_config_entry(
            "session.optimized_model_external_initializers_file_name", weights.name)
        options.add_session_config_entry(
            "session.optimized_model_external_initializers_min_size_in_bytes",
            str(EXTERNAL_BYTES))
        runtime.InferenceSession(str(exported), options, providers=["CPUExecutionProvider"])
        for path in (weights, graph):  # the weights first
            os.chmod(scratch / path.name, 0o600)  # private, as model.onnx
            _flush(scratch / path.name)
            os.replace(scratch / path.name, path)
        _flush(exported.parent)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _flush(path: Path) -> None:
    """fsync a file or a folder."""
    from ebbing.store.atomic import fsync_dir  # opens read-only: a file works too

    fsync_dir(path)
