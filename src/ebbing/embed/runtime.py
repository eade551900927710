"""OnnxEmbedder: the packaged all-MiniLM-L6-v2 through ONNX Runtime, without torch.

The model's ONNX file (embed/export.py, exported once from the packaged weights) runs in
onnxruntime; the model's own tokenizer.json runs in `tokenizers`, truncating at the model's
window (256 word pieces) as sentence-transformers does. The vectors are those of
SentenceTransformerEmbedder within float32 rounding (2.5e-7 per component measured; the test
allows 1e-5), so this embedder has the same name: cached vectors and saved indexes stay valid
and either one may compute them.

Starting costs a few tenths of a second (onnxruntime, tokenizers, reading 43 MB of weights and
mapping the 47 MB embedding table: embed/mapped.py) instead of about 6 s for torch and
sentence-transformers. When the ONNX file cannot be had (onnxruntime
or tokenizers not installed, an export that fails), it warns once and embeds through
sentence-transformers instead: slower to start, the same vectors.

Threads: up to FEW_TEXTS texts (a query) run on one thread, as with torch (spinning threads
made a query several times slower on a busy machine), and are tokenized one by one (the
tokenizer's batch call starts a pool of threads at its first use: about 1 ms of a first
query); batches run on every core the process may use, in a second session made at the first
batch.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.embed.base import EmbedderUnavailable, Vectors, normalize_rows
from ebbing.embed.sentence import (
    FEW_TEXTS,
    PACKAGED,
    SentenceTransformerEmbedder,
    packaged_model_path,
)

log = logging.getLogger("ebbing")

WINDOW = 256  # word pieces, when the model folder does not say (sentence_bert_config.json)


def _cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


class OnnxEmbedder:
    """The packaged all-MiniLM-L6-v2 on ONNX Runtime, falling back to sentence-transformers."""

    def __init__(self, batch_size: int = 64, cache: Path | None = None) -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be positive, got {batch_size}")
        self.batch_size = batch_size
        self.cache = cache  # where ONNX files are kept (default: export.cache_folder())
        self.name = f"sentence-transformers:{PACKAGED}"
        self.path: Path | None = None  # the exported ONNX file, once loaded
        self.loaded_from: Path | None = None  # its mapped copy, when there is one
        self._output = ""  # the output's name, read from the file at load
        self._model: Path | None = None
        self._runtime: Any = None
        self._tokenizer: Any = None
        self._sessions: dict[int, Any] = {}  # by thread count
        self._dim: int | None = None
        self._fallback: SentenceTransformerEmbedder | None = None

    def __repr__(self) -> str:
        return "OnnxEmbedder()"

    @property
    def loaded(self) -> bool:
        return bool(self._sessions) or (self._fallback is not None and self._fallback.loaded)

    @property
    def runtime(self) -> str:
        """"onnx", or "sentence-transformers" after a fallback ("" before loading)."""
        if self._fallback is not None:
            return "sentence-transformers"
        return "onnx" if self._sessions else ""

    @property
    def dim(self) -> int:
        """The vector size (loads the model the first time it is asked for)."""
        if self._dim is None:
            self.load()
        if self._fallback is not None:
            return self._fallback.dim
        assert self._dim is not None
        return self._dim

    def load(self) -> Any:
        """Load the model now (the first `embed` does it otherwise), exporting the ONNX file
        if it is not there yet; returns the one-thread session (or the fallback's model)."""
        if self._fallback is not None:
            return self._fallback.load()
        if self._sessions:
            return self._sessions[1]
        try:
            return self._load_onnx()
        except EmbedderUnavailable as error:
            reason = str(error)
        except Exception as error:  # onnxruntime raises its own kinds on a bad file
            reason = f"{type(error).__name__}: {error}"
        log.warning("embedding through sentence-transformers (slower to start, same vectors): "
                    "the ONNX Runtime path is unavailable: %s", reason)
        self._fallback = SentenceTransformerEmbedder(PACKAGED, batch_size=self.batch_size)
        return self._fallback.load()

    def _load_onnx(self) -> Any:
        from ebbing.embed.export import ensure_onnx
        from ebbing.embed.mapped import ensure_mapped, remove_mapped

        try:
            # through importlib: neither ships type information for mypy
            runtime = importlib.import_module("onnxruntime")
            tokenizers = importlib.import_module("tokenizers")
        except ImportError as error:
            raise EmbedderUnavailable(f"{error.name} is not installed "
                                      f"(pip install onnxruntime tokenizers)") from error
        model = packaged_model_path()
        path = ensure_onnx(model, self.cache)
        tokenizer = tokenizers.Tokenizer.from_file(str(model / "tokenizer.json"))
        tokenizer.enable_truncation(max_length=_window(model))
        tokenizer.no_padding()  # padded here, per batch (the file pads everything to 128)
        self._runtime, self._tokenizer, self._model, self.path = runtime, tokenizer, model, path
        self.loaded_from = ensure_mapped(path, runtime)
        try:
            session = self._session(1)
        except Exception as error:  # a damaged mapped copy: the export itself still loads
            if self.loaded_from is None:
                raise
            log.info("loading %s (its mapped copy failed, removed: %s)", path, error)
            remove_mapped(path.parent)  # made again at the next start
            self.loaded_from = None
            session = self._session(1)
        output = session.get_outputs()[0]
        self._output = output.name
        width = output.shape[-1]
        self._dim = int(width) if isinstance(width, int) else None
        if self._dim is None:  # a file that does not declare it: measure once
            pooled = session.run(None, self._feed([tokenizer.encode("dimension probe")]))[0]
            self._dim = int(pooled.shape[1])
        return session

    def _session(self, threads: int) -> Any:
        session = self._sessions.get(threads)
        if session is None:
            options = self._runtime.SessionOptions()
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
            # idle threads sleep instead of spinning (see the module's docstring)
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            options.log_severity_level = 3  # errors only
            # a query's shape rarely comes back: planning its memory after the run is wasted
            # (about 1% of a first query's instructions, counted with callgrind)
            options.enable_mem_pattern = threads > 1
            if self.loaded_from is not None:  # optimised when it was saved (embed/mapped.py)
                levels = self._runtime.GraphOptimizationLevel
                options.graph_optimization_level = levels.ORT_DISABLE_ALL
            session = self._runtime.InferenceSession(
                str(self.loaded_from or self.path), options, providers=["CPUExecutionProvider"])
            self._sessions[threads] = session
        return session

    def _feed(self, found: list[Any]) -> dict[str, Any]:
        """The inputs for encoded texts, padded to the longest; the padding is masked out, so
        it does not change the vectors."""
        width = max(len(e.ids) for e in found)
        ids = np.zeros((len(found), width), dtype=np.int64)  # [PAD] is id 0 in BERT's vocab
        mask = np.zeros_like(ids)
        types = np.zeros_like(ids)
        for row, encoding in enumerate(found):
            n = len(encoding.ids)
            ids[row, :n], mask[row, :n], types[row, :n] = (encoding.ids, 1, encoding.type_ids)
        return {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}

    def _run(self, session: Any, texts: list[str], found: list[Any] | None = None) -> Vectors:
        """Embed texts (their encodings, if already made) in one run.

        The output goes straight into an array made here (bound to the session's output):
        letting `run` return it would turn ONNX Runtime's tensor into a numpy array, whose
        first use in a process checks numpy's version with regular expressions compiled on the
        spot (0.1-0.2 ms of a first query)."""
        if found is None:  # a query: one by one, as encode_batch starts a pool of threads
            found = [self._tokenizer.encode(text) for text in texts]  # (1 ms, first call)
        assert self._dim is not None
        out = np.empty((len(found), self._dim), dtype=np.float32)
        binding = session.io_binding()
        for name, value in self._feed(found).items():
            binding.bind_cpu_input(name, value)
        binding.bind_output(self._output, "cpu", 0, np.float32, out.shape, out.ctypes.data)
        session.run_with_iobinding(binding)
        return normalize_rows(out, in_place=True)

    def embed(self, texts: Sequence[str]) -> Vectors:
        if isinstance(texts, str):
            raise TypeError("embed takes a sequence of texts, not one string")
        self.load()
        if self._fallback is not None:
            return self._fallback.embed(texts)
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if len(texts) <= FEW_TEXTS:
            return self._run(self._sessions[1], texts)
        session = self._session(_cores())
        # longest first, in batches of similar length: less padding (as sentence-transformers)
        found = self._tokenizer.encode_batch(texts)
        order = np.argsort([-len(e.ids) for e in found], kind="stable")
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            rows = order[start:start + self.batch_size]
            out[rows] = self._run(session, [], [found[int(i)] for i in rows])
        return out


def _window(model: Path) -> int:
    """The model's window in word pieces, as sentence-transformers reads it."""
    try:
        config = json.loads((model / "sentence_bert_config.json").read_text())
        return int(config.get("max_seq_length") or WINDOW)
    except (OSError, ValueError, TypeError, AttributeError):
        return WINDOW
