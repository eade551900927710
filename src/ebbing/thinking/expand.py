"""Recall expands a derived memory to the memories it cites: right after it, the cited
memories (at most EXPAND, in the order cited) that are not already among the results."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit
    from ebbing.service import MemoryService

EXPAND = 3


def with_cited(svc: MemoryService, hits: list[Hit], now: datetime,
               most: int = EXPAND) -> list[Hit]:
    from ebbing.retrieval.search import Hit

    if not any(h.memory.derived_from for h in hits):
        return hits
    seen = {h.memory.id for h in hits}
    out: list[Hit] = []
    for hit in hits:
        out.append(hit)
        added = 0
        for cited_id in hit.memory.derived_from:
            if added >= most or cited_id in seen:
                continue
            cited = svc.store.get(cited_id)
            if cited is None:
                continue
            seen.add(cited_id)
            added += 1
            decay = svc.score(cited, now)
            out.append(Hit(cited, hit.score, hit.relevance, decay,
                           {"cited_by": hit.memory.id, "decay": round(decay, 6)}))
    return out
