"""Hybrid search: BM25 and vectors fused by reciprocal rank, then a bounded prior from decay,
status, time and speaker. Relevance leads; the prior only reorders near-ties."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import analyze
from ebbing.core.ranking import RankParams, fuse, lend_context, prior
from ebbing.core.review import priority_many
from ebbing.core.timeexpr import find_time_window, time_affinity
from ebbing.models import Lifecycle, Memory, Status
from ebbing.store.columns import LIFECYCLE_CODE, STATUS_CODE, to_us

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.service import MemoryService

POOL = 100  # candidates taken from each list before fusion


@dataclass
class Hit:
    memory: Memory
    score: float
    relevance: float
    decay: float
    why: dict[str, Any] = field(default_factory=dict)
    review: bool = False


@dataclass(frozen=True)
class Filters:
    tags: tuple[str, ...] = ()
    statuses: tuple[Status, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    include_archived: bool = False


def allowed_rows(svc: MemoryService, filters: Filters) -> npt.NDArray[np.bool_]:
    cols = svc.store.cols
    mask = cols.col("alive").copy()
    if not filters.include_archived:
        mask &= cols.col("lifecycle") != LIFECYCLE_CODE[Lifecycle.ARCHIVED]
    if filters.statuses:
        mask &= np.isin(cols.col("status"), [STATUS_CODE[s] for s in filters.statuses])
    if filters.since is not None:
        mask &= cols.col("occurred") >= to_us(filters.since)
    if filters.until is not None:
        mask &= cols.col("occurred") < to_us(filters.until)
    if filters.tags:
        wanted = {t.lower() for t in filters.tags}
        sets = [i for i, ts in enumerate(cols.tagsets) if wanted & {t.lower() for t in ts}]
        mask &= np.isin(cols.col("tagset"), sets)
    return mask


def run_search(svc: MemoryService, engine: SearchEngine, query: str, *, top: int,
               now: datetime, character: str | None, filters: Filters,
               review_share: float) -> list[Hit]:
    engine.sync()
    cols = svc.store.cols
    allowed = allowed_rows(svc, filters)
    parts = analyze(query)
    lexical = engine.lexical_top(parts.terms, POOL, allowed)
    semantic, _ = engine.semantic_top(query, POOL, allowed)
    params = RankParams()
    rows, relevance = fuse(lexical, semantic, params)
    rows, relevance = lend_context(rows, relevance, cols.col("occurred"), allowed, params)
    if len(rows) == 0:
        return []
    decay = svc.scores(rows, now)
    window = find_time_window(query, now)
    affinity = time_affinity(cols.col("occurred")[rows], window) if window else None
    memories = [svc.store.read_row(int(r)) for r in rows]
    speaker = None
    if character:
        who = character.strip().lower()
        speaker = np.array([(m.character or "").lower() == who
                            or who in {e.lower() for e in m.entities}
                            or who in m.content.lower() for m in memories])
    final = relevance * prior(decay, cols.col("status")[rows], affinity, speaker, params)
    order = np.argsort(-final, kind="stable")
    lex_rank = {int(r): i + 1 for i, r in enumerate(lexical.tolist())}
    sem_rank = {int(r): i + 1 for i, r in enumerate(semantic.tolist())}
    hits = []
    for i in order.tolist():
        row = int(rows[i])
        why: dict[str, Any] = {"lexical_rank": lex_rank.get(row),
               "semantic_rank": sem_rank.get(row),
               "relevance": round(float(relevance[i]), 6), "decay": round(float(decay[i]), 6)}
        if affinity is not None and window is not None:
            why["time"] = {"phrase": window.phrase, "affinity": round(float(affinity[i]), 4)}
        if speaker is not None:
            why["character"] = bool(speaker[i])
        hits.append(Hit(memories[i], float(final[i]), float(relevance[i]), float(decay[i]), why))
    return blend_review(hits, top, review_share, svc)


def blend_review(hits: list[Hit], top: int, share: float, svc: MemoryService) -> list[Hit]:
    """Interleave relevant memories that are fading through the danger zone into the top
    results (at most `share` of them), so that recall doubles as review."""
    if share <= 0 or not hits:
        return hits[:top]
    best = hits[0].relevance
    decay = np.array([h.decay for h in hits])
    due = priority_many(decay, svc.settings.review_params()) > 0
    fading = [h for h, d in zip(hits, due, strict=True)
              if d and h.relevance >= 0.5 * best and h not in hits[:top]]
    slots = min(len(fading), int(top * share))
    if slots == 0:
        return hits[:top]
    head = [h for h in hits if h not in fading][: top - slots]
    result: list[Hit] = []
    step = max(1, len(head) // slots) if slots else 0
    for i, hit in enumerate(head):
        result.append(hit)
        if fading and step and (i + 1) % step == 0 and len(result) < top:
            chosen = fading.pop(0)
            chosen.review = True
            chosen.why["review"] = True
            result.append(chosen)
    return result[:top]
