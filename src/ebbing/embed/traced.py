"""One text at a time (a query) through a traced copy of the packaged model's transformer.

`SentenceTransformer.encode` spends about a third of a one-query embedding in Python: module
hooks, attention-mask helpers, device and mode checks around six small layers. A TorchScript
trace of the transformer, frozen, runs the same operations without them (one thread, 2-core
machine: 10.2 ms -> 7.1 ms a query, bench/search.py). It is used only for a single text,
which is never padded, so the mask the trace saw (all ones) holds; the mean pooling and the
normalisation are done here as the packaged model's Pooling and Normalize modules do.

The trace is checked against `encode` on texts of several lengths (empty, short, beyond the
256 word-piece window); if anything differs by more than MAX_DIFF, or tracing fails, None is
returned and the caller keeps `encode`. Batches always go through `encode`.
"""

from __future__ import annotations

import importlib
import logging
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from ebbing.embed.base import Vectors

log = logging.getLogger("ebbing")

MAX_DIFF = 1e-5  # per component of a unit vector; float32 reordering gives about 2e-7
PROBES = ("", "hi", "What did Caroline say about the adoption agency last week?",
          "word " * 400)

Encode = Callable[[str], Vectors]


def single_text_encoder(model: Any) -> Encode | None:
    """A function embedding one text as `model.encode([text])` does, but faster; or None."""
    try:
        # through importlib, so that mypy does not follow torch (see sentence.py)
        torch: Any = importlib.import_module("torch")
        tokenizer, bert = model.tokenizer, model[0].auto_model
        window = int(model.max_seq_length)

        class Hidden(torch.nn.Module):  # type: ignore[misc]  # the last hidden state
            def __init__(self) -> None:
                super().__init__()
                self.bert = bert

            def forward(self, ids: Any, types: Any) -> Any:
                return self.bert(input_ids=ids, token_type_ids=types,
                                 attention_mask=torch.ones_like(ids)).last_hidden_state

        def tokens(text: str) -> tuple[Any, Any]:
            found = tokenizer([text], truncation=True, max_length=window, return_tensors="pt")
            ids = found["input_ids"]
            return ids, found.get("token_type_ids", torch.zeros_like(ids))

        # quiet: tracer warnings on shape-dependent branches, and transformers' complaint
        # about a loss function the tracer looks at (nothing is trained here)
        quiet = logging.getLogger("transformers")
        level = quiet.level
        quiet.setLevel(logging.ERROR)
        try:
            with warnings.catch_warnings(), torch.inference_mode(False):
                warnings.simplefilter("ignore")
                traced = torch.jit.freeze(torch.jit.trace(Hidden().eval(), tokens(PROBES[2]),
                                                          check_trace=False, strict=False))
        finally:
            quiet.setLevel(level)

        def encode(text: str) -> Vectors:
            with torch.inference_mode():
                hidden = traced(*tokens(text))
                pooled = torch.nn.functional.normalize(hidden.mean(dim=1), dim=1)
            return np.asarray(pooled.numpy(), dtype=np.float32)

        for probe in PROBES:
            expected = model.encode([probe], normalize_embeddings=True, convert_to_numpy=True,
                                    show_progress_bar=False)
            if float(np.abs(encode(probe) - expected).max()) > MAX_DIFF:
                log.info("the traced query path differs from the model's; not used")
                return None
        return encode
    except Exception as error:  # any failure only costs speed: the caller keeps `encode`
        log.info("no traced query path for this model: %s", error)
        return None
