"""Memories that tell a beginning or a repeat, for a question asking when something began or
about the second, third ... of a thing (issue 27).

"When did Ana start pottery?" is answered by "I just signed up for a wheel class" as often as
by "I've done it for two years" (a duration: `RankParams.start_weight`); "When did Tom win his
third race?" by "I won another race last week". What tells a beginning or a repeat is a word
of core/beginning.py's lists, read from the word index's postings, so no text is read:
`told` marks the candidates holding one (a bounded prior: `begin_weight`, `repeat_weight`),
`told_top` brings the ones closest in meaning to the question, said by the person it names,
into the candidates (`begin_pool`, `repeat_pool`), as time does for a period."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.beginning import BEGINNING_TERMS, asks_beginning
from ebbing.core.rankparams import RankParams
from ebbing.core.repeats import REPEAT_TERMS, asks_nth

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

Asked = list[tuple[float, int, frozenset[str]]]  # (weight, pool, terms) per reading


def asked_told(params: RankParams, query: str) -> Asked:
    """What the question asks that a beginning or a repeat tells, with the setting's weight
    and pool: none unless the weight is above 0 and the question asks it."""
    return [(weight, pool, words) for weight, pool, words, asks in (
        (params.begin_weight, params.begin_pool, BEGINNING_TERMS, asks_beginning),
        (params.repeat_weight, params.repeat_pool, REPEAT_TERMS, asks_nth))
        if weight > 0 and asks(query)]


def told_prior(engine: SearchEngine, rows: npt.NDArray[np.int64],
               asked: Asked) -> npt.NDArray[np.float64]:
    """Per row, the factor its memory gains: 1 + weight for each reading whose terms it
    holds."""
    out = np.ones(len(rows))
    for weight, _, words in asked:
        out = out * (1.0 + weight * told(engine, rows, words))
    return out


def told_rows(engine: SearchEngine, words: frozenset[str]) -> npt.NDArray[np.int64]:
    """The live rows holding one of these index terms (sorted, unique)."""
    found = [rows for rows, _ in engine.lexical.term_postings(sorted(words))]
    if not found:
        return np.zeros(0, dtype=np.int64)
    return np.unique(np.concatenate(found)).astype(np.int64)


def told(engine: SearchEngine, rows: npt.NDArray[np.int64],
         words: frozenset[str]) -> npt.NDArray[np.bool_]:
    """Per row: whether its memory holds one of these index terms."""
    return np.isin(rows, told_rows(engine, words))


def told_top(engine: SearchEngine, q: npt.NDArray[np.float32] | None,
             allowed: npt.NDArray[np.bool_], named: list[int], k: int,
             words: frozenset[str]) -> npt.NDArray[np.int64]:
    """The `k` memories holding one of these terms that are closest in meaning to the
    question, among those said by the people it names (all when it names none)."""
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    rows = told_rows(engine, words)
    rows = rows[rows < len(allowed)]
    rows = rows[allowed[rows]]
    if named and len(rows):
        rows = rows[np.isin(engine.speaker[rows], named)]
    if len(rows) > k:
        rows = rows[np.argsort(-engine.cosines(q, rows), kind="stable")[:k]]
    return rows
