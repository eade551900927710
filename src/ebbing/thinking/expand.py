"""Recall expands a derived memory to the memories it cites: right after it, the cited
memories (at most EXPAND) that are not already among the results; given the query, those
closest to it (the cited memories that answer it, as bench/dream.py scores a derived memory's
slot), else the first cited. Only cited memories that are valid follow: a derived memory
left suspected by a change does not bring back what is no longer believed."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ebbing.models import Status

if TYPE_CHECKING:
    from ebbing.models import Memory
    from ebbing.retrieval.search import Hit
    from ebbing.service import MemoryService

EXPAND = 3


def with_cited(svc: MemoryService, hits: list[Hit], now: datetime,
               most: int = EXPAND, query: str | None = None) -> list[Hit]:
    from ebbing.retrieval.search import Hit

    if not any(h.memory.derived_from for h in hits):
        return hits
    seen = {h.memory.id for h in hits}
    out: list[Hit] = []
    vector: list[Any] = []  # the query's vector, computed once when first needed
    for hit in hits:
        out.append(hit)
        if not hit.memory.derived_from:
            continue
        cited = [m for m in (svc.store.get(i) for i in hit.memory.derived_from
                             if i not in seen) if m is not None and m.status is Status.VALID]
        for memory in _closest(svc, cited, query, vector)[:most]:
            seen.add(memory.id)
            decay = svc.score(memory, now)
            out.append(Hit(memory, hit.score, hit.relevance, decay,
                           {"cited_by": hit.memory.id, "decay": round(decay, 6)}))
    return out


def _closest(svc: MemoryService, cited: list[Memory], query: str | None,
             vector: list[Any]) -> list[Memory]:
    """`cited` ordered by closeness to the query (stable: cited order among ties and when
    there is no query or no vector)."""
    if query is None or len(cited) < 2:
        return cited
    engine = svc.engine
    found = [svc.store.cols.row_of(m.id) for m in cited]
    rows = [r for r in found if r is not None]
    if len(rows) < len(cited):
        return cited
    if not vector:
        vector.append(engine.query_vector(query))
    closeness = engine.cosines(vector[0], np.array(rows, dtype=np.int64))
    return [cited[i] for i in np.argsort(-closeness, kind="stable").tolist()]
