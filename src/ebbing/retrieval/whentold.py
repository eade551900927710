"""A time told beside the event it dates (issue 27): "what day did his dad get discharged?"
is answered by "monday. they let him out with a zimmer frame", two turns after "dad's home".
The turn that holds the day shares few words with the question; the turn beside it holds
the event. For a question asking for a time (core/questions.py `asks_when`), a memory whose
words carry a date (index/events.py) gains a share of the relevance of the memories up to
`REACH` turns before or after it in the same talk, relative to the best candidate's, and
those dated memories join the candidates (search's neighbours reach one turn only).

The share is `when_near` (0 by default: LoCoMo's long turns each tell their own story) plus
`near_terse` (0.3) in the part the question's candidates are short chat turns
(`near_weight`, docs/retrieval.md "Stop 22"). The prior also holds whenasked.py's pairs
around a "when?" asked in the talk and whenecho.py's day told again (both off)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.retrieval import terse, whenasked, whenecho, whenway
from ebbing.retrieval.onward import lengths

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

REACH = 2  # an answer, or the teller going on past the other's reaction

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def dated_near(engine: SearchEngine, found: IntArray, allowed: npt.NDArray[np.bool_]) -> IntArray:
    """The allowed memories up to `REACH` turns from a found one, in its talk, whose words
    carry a date."""
    n = min(len(engine.episode), len(allowed))
    out = []
    for step in range(-REACH, REACH + 1):
        if step == 0:
            continue
        other = found + step
        inside = (other >= 0) & (other < n)
        other, origin = other[inside], found[inside]
        other = other[allowed[other] & (engine.episode[other] == engine.episode[origin])]
        out.append(other)
    near = np.unique(np.concatenate(out)) if out else np.zeros(0, dtype=np.int64)
    near = near[engine.events.has(near.astype(np.int64))] if len(near) else near
    return near.astype(np.int64)


def near_share(engine: SearchEngine, rows: IntArray, relevance: FloatArray) -> FloatArray:
    """Per candidate with a date in its words, the best relevance among the candidates up to
    `REACH` turns away in the same talk, over the best relevance of all; 0 for the others."""
    out = np.zeros(len(rows))
    top = float(relevance.max()) if len(relevance) else 0.0
    if top <= 0:
        return out
    value = {int(r): float(v) for r, v in zip(rows.tolist(), relevance.tolist(), strict=True)}
    dated = engine.events.has(rows)
    for i in np.flatnonzero(dated).tolist():
        row = int(rows[i])
        code = engine.episode[row]
        best = 0.0
        for step in range(-REACH, REACH + 1):
            other = row + step
            if step and other in value and engine.episode[other] == code:
                best = max(best, value[other])
        out[i] = best / top
    return out


def near_weight(engine: SearchEngine, rows: IntArray, params: RankParams) -> float:
    """`when_near`, plus `near_terse` in the part the question's candidates are short turns
    (as retrieval/terse.py reads it: nothing at `terse_from`, all at `terse_full`): a
    chat's day is told in a turn of its own beside the event, a long turn tells its own."""
    if params.near_terse <= 0 or len(rows) == 0:
        return params.when_near
    return params.when_near + params.near_terse * terse.chat_part(engine, rows, params)


def with_dated(engine: SearchEngine, found: IntArray, allowed: npt.NDArray[np.bool_],
               when: bool, params: RankParams) -> IntArray:
    """`found`, and for a question asking for a time with `when_near` on, the dated memories
    near them (`dated_near`)."""
    if not when or len(found) == 0:
        return found
    near = near_weight(engine, found, params)
    found = whenasked.with_pairs(engine, found, allowed, params)  # "I GOT IT" / "when??"
    if near <= 0:
        return found
    return np.union1d(found, dated_near(engine, found, allowed)).astype(np.int64)


def prior(engine: SearchEngine, rows: IntArray, relevance: FloatArray,
          params: RankParams, query: str = "") -> FloatArray:
    """The factor a question asking for a time gives each candidate: `when_weight` (and
    `when_terse` in a chat) for a memory whose words carry a date, times `when_near` of its
    neighbours' relevance share, times `when_way` for one dating a thing the way the
    question looks (whenway.py)."""
    dated = engine.events.has(rows)
    weight = params.when_weight  # more in a chat of short turns (`when_terse`)
    if params.when_terse > 0 and len(rows):
        weight += params.when_terse * terse.chat_part(engine, rows, params)
    out: FloatArray = (1.0 + weight * dated).astype(np.float64)
    near = near_weight(engine, rows, params)
    if near > 0:
        share = near_share(engine, rows, relevance)
        if params.when_len > 0:  # a long turn tells its own story, a short one dates another's
            share = np.where(lengths(engine, rows) <= params.when_len, share, 0.0)
        out = out * (1.0 + near * share)
    if params.when_asked > 0:  # the event told before "when?" and the day told after it
        out = out * whenasked.prior(engine, rows, relevance, params)
    if params.when_echo > 0:  # the day the best hits name, told again elsewhere
        out = out * whenecho.prior(engine, rows, relevance, params)
    way = params.when_way  # more in a chat of short turns (`way_terse`)
    if params.way_terse > 0 and len(rows):
        way += params.way_terse * terse.chat_part(engine, rows, params)
    if way > 0:  # done or planned, as the question asks
        out = out * whenway.prior(engine, rows, query, replace(params, when_way=way),
                                   relevance)
    return out
