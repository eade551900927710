"""Fusing lexical and semantic evidence, then a bounded prior: relevance leads.

All functions are pure and vectorised over candidate rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

# status codes follow ebbing.models.Status order: valid, suspected, outdated, repudiated
STATUS_PRIOR = np.array([1.0, 0.97, 0.9, 0.85])


@dataclass(frozen=True)
class RankParams:
    rrf_k: float = 60.0
    lexical_weight: float = 1.0
    semantic_weight: float = 0.2  # all-MiniLM-L6-v2 on chat turns trails BM25 (bench/locomo.py)
    decay_weight: float = 0.05  # at most +-5 %: reorders near-ties, never hides a match
    time_weight: float = 0.35  # a query that names a period favours memories from it
    character_weight: float = 0.1
    context_weight: float = 0.1  # share of a match's relevance lent to its conversational
    context_window_us: int = 3_600_000_000  # neighbours: adjacent memories within an hour


def lend_context(rows: IntArray, relevance: FloatArray, occurred: npt.NDArray[np.int64],
                 allowed: npt.NDArray[np.bool_], params: RankParams) -> tuple[IntArray, FloatArray]:
    """Memories said just before or after a matching one (adjacent in the store, within the
    window) get a share of its relevance: an answer is usually next to its question.

    `occurred` and `allowed` are whole columns; returns the widened candidates and relevance.
    """
    if params.context_weight <= 0 or len(rows) == 0:
        return rows, relevance
    lent: dict[int, float] = {}
    n = len(allowed)
    for row, value in zip(rows.tolist(), relevance.tolist(), strict=True):
        for neighbour in (row - 1, row + 1):
            if 0 <= neighbour < n and allowed[neighbour] and (
                    abs(int(occurred[neighbour]) - int(occurred[row]))
                    <= params.context_window_us):
                lent[neighbour] = max(lent.get(neighbour, 0.0), value)
    base = dict(zip(rows.tolist(), relevance.tolist(), strict=True))
    keys = sorted(set(base) | set(lent))
    widened = np.array(keys, dtype=np.int64)
    values = np.array([base.get(k, 0.0) + params.context_weight * lent.get(k, 0.0)
                       for k in keys])
    return widened, values / (1.0 + params.context_weight)


def reciprocal_rank(ranked_rows: IntArray, candidates: IntArray, k: float) -> FloatArray:
    """1 / (k + rank) for each candidate (rank 1-based), 0 for candidates not in the list."""
    position = {int(row): rank for rank, row in enumerate(ranked_rows.tolist(), start=1)}
    return np.array([1.0 / (k + position[c]) if c in position else 0.0
                     for c in candidates.tolist()], dtype=np.float64)


def fuse(lexical: IntArray, semantic: IntArray,
         params: RankParams) -> tuple[IntArray, FloatArray]:
    """Candidates (union of both ranked lists) and their fused relevance in [0, 1]."""
    candidates = np.unique(np.concatenate([lexical, semantic])).astype(np.int64)
    if len(candidates) == 0:
        return candidates, np.zeros(0)
    total = params.lexical_weight + params.semantic_weight
    best = total / (params.rrf_k + 1.0)
    score = (params.lexical_weight * reciprocal_rank(lexical, candidates, params.rrf_k)
             + params.semantic_weight * reciprocal_rank(semantic, candidates, params.rrf_k))
    return candidates, score / best


def prior(decay_scores: FloatArray, status_codes: npt.NDArray[np.int8],
          time_affinity: FloatArray | None, character_match: npt.NDArray[np.bool_] | None,
          params: RankParams) -> FloatArray:
    """A multiplicative prior near 1.0: decay (bounded by tanh), status, time, character."""
    value = 1.0 + params.decay_weight * (np.tanh(decay_scores) - 0.5)
    value = value * STATUS_PRIOR[status_codes.astype(np.int64)]
    if time_affinity is not None:
        value = value * (1.0 + params.time_weight * time_affinity)
    if character_match is not None:
        value = value * (1.0 + params.character_weight * character_match)
    result: FloatArray = value
    return result


def interleave_review(order: IntArray, relevance: FloatArray, due: npt.NDArray[np.bool_],
                      top: int, share: float) -> list[tuple[int, bool]]:
    """The `top` candidate indices to return, best first, as (index, is_review).

    Candidates due for review (fading through the danger zone) that are relevant (at least
    half the best relevance) but ranked below the top take up to `share` of the slots,
    spread evenly through the results, so that recall doubles as review."""
    ranked = order.tolist()
    head = ranked[:top]
    if share <= 0 or not ranked:
        return [(i, False) for i in head]
    best = float(relevance.max())
    fading = [i for i in ranked[top:] if due[i] and relevance[i] >= 0.5 * best]
    slots = min(len(fading), int(top * share))
    if slots == 0:
        return [(i, False) for i in head]
    head, fading = head[: top - slots], fading[:slots]
    step = max(1, len(head) // slots)
    result: list[tuple[int, bool]] = []
    for position, index in enumerate(head, start=1):
        result.append((index, False))
        if fading and position % step == 0 and len(result) < top:
            result.append((fading.pop(0), True))
    result += [(i, True) for i in fading[: top - len(result)]]
    return result
