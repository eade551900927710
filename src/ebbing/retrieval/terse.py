"""A talk typed in short turns is matched by meaning more than by words.

Friends typing to each other write turns of two or three words ("flat as a pancake", "41!!!
finished on the 31st", "she's called morag"): a question and the turn that answers it share a
word less often than in a written account, and BM25 over a three-word document weighs
whichever word it holds by length alone. On the three blind English chat sets (median 2-3
index terms a turn) a heavier weight on meaning raised dialog R@10 on every one, while on
LoCoMo (median 9) and RealMem (long assistant turns) it lowered it (docs/retrieval.md,
"Thirteenth round" and "Fifteenth round"). So the weight follows the candidates: `weighed`
adds up to `RankParams.terse` to `semantic_weight` in proportion to how many of the
question's candidates hold at most a few index terms of their own (index/events.py `FEW`,
read when each memory was indexed: a search reads no text). The share is the question's
own, so within one question every candidate is weighed alike; a store of long notes asks as
before, and one question over a chat asks by meaning more.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.index.events import FEW

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine


def short_share(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> float:
    """The share of `rows` whose own words hold at most FEW index terms."""
    if len(rows) == 0:
        return 0.0
    return float(np.mean(engine.events.own_terms(rows) <= FEW))


def chat_part(engine: SearchEngine, rows: npt.NDArray[np.int64], params: RankParams) -> float:
    """0 while at most `terse_from` of `rows` are short turns, 1 from `terse_full` on, in
    proportion between: how much the question's candidates read as a chat."""
    span = max(params.terse_full - params.terse_from, 1e-9)
    return min(max((short_share(engine, rows) - params.terse_from) / span, 0.0), 1.0)


def carrying(engine: SearchEngine, rows: npt.NDArray[np.int64],
             params: RankParams) -> RankParams:
    """`params` with carried words (retrieval/carry.py) `terse_carry` turns back, their
    weight `terse_carry_weight` times how much the candidates `rows` read as a chat
    (`chat_part`): a reply typed in a chat lacks the topic the turns before it named ("flat
    as a pancake" after "doughlores made her first loaf"); a written account names it in
    every turn. Unchanged when `carry` is already set, `terse_carry` is 0 or the candidates
    read as no chat."""
    if params.terse_carry <= 0 or params.carry > 0 or len(rows) == 0:
        return params
    part = chat_part(engine, rows, params)
    if part <= 0:
        return params
    return replace(params, carry=params.terse_carry,
                   carry_weight=params.terse_carry_weight * part)


def weighed(engine: SearchEngine, rows: npt.NDArray[np.int64], params: RankParams) -> RankParams:
    """`params` with `semantic_weight` raised by `terse` (and `onward` by `terse_onward`)
    times where the candidates' share of short turns lies between `terse_from` (nothing
    added) and `terse_full` (all of it); from half of that on, a turn counts as bare with
    up to `chat_bare` terms but its reactions (`bare_react`, core/reactions.py)."""
    if (params.terse <= 0 and params.chat_bare <= 0) or len(rows) == 0:
        return params
    part = chat_part(engine, rows, params)
    if part <= 0:
        return params
    if params.chat_bare > 0 and part >= 0.5:  # "lmao savage" tells nothing in a chat
        params = replace(params, bare_terms=max(params.bare_terms, params.chat_bare),
                         bare_react=1)
    return replace(params, semantic_weight=params.semantic_weight + max(params.terse, 0) * part,
                   onward=params.onward + params.terse_onward * part)
