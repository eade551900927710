"""A person's account goes on past the other's interjection (issue 27, fourteenth round).

In a chat, one person tells something over several turns and the other answers each with a
word or a question: "our drummer quit" / "noooo why" / "he's moving to austin for a job";
"tweaked my finger bouldering" / "omg" / "ring finger, left hand. doc says it's a pulley
strain". The teller's second turn lacks the topic (it is the account's next piece), and it
is two turns from the one that names it, so context (core/ranking.py `lend_context`, the
turns just before and after) does not reach it.

So a memory whose turn before is another speaker's, and whose turn before that is its own
speaker's, in the same episode, goes on with what that turn said: it gains
`RankParams.onward` times that turn's relevance before context (as a reply gains its
question's, `lend_to_replies`). With `onward_between` only when the turn between is a
reaction, at most that many index terms of its own (more is a new topic), or with
`onward_asks` 1 only asks (core/asking.py `only_asks`: "why??", "wait what happened"); with
`onward_len` only when the memory itself is short (a long turn names its own topic). Such a
memory joins the candidates when the turn it goes on from is one (`candidates`). Who said
each turn is what the caller said; a memory said by no known speaker never takes part.

Off by default (`onward` 0): on the two blind English sets it was tuned on it gains R@5
+0.03, but on the third, confirm-only, R@5 fell 0.625 -> 0.610 while R@10 rose 0.717 ->
0.729 (docs/retrieval.md, "Fourteenth round").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.ranking import lend_to_replies, neighbours
from ebbing.retrieval.asking import asking_rows
from ebbing.retrieval.replies import answers

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def goes_on(engine: SearchEngine, rows: IntArray, asks: bool,
            between_terms: int = 0, longest: int = 0) -> npt.NDArray[np.bool_]:
    """Per row: the memory two before it is alive, said by the same known speaker, the one
    between by another known speaker, all three in one episode; with `asks` or
    `between_terms`, the one between only asks or holds at most `between_terms` index terms
    of its own (a reaction: "omg", "noooo why"; either one when both are given)."""
    alive = engine.store.cols.col("alive")
    speaker, episode = engine.speaker, engine.episode
    out = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        first, between = row - 2, row - 1
        out[i] = not (first < 0 or not alive[first] or not alive[between]
                      or speaker[row] < 0 or speaker[between] < 0
                      or speaker[first] != speaker[row] or speaker[between] == speaker[row]
                      or episode[first] != episode[row] or episode[between] != episode[row])
    if (asks or between_terms > 0) and out.any():
        at = np.flatnonzero(out)
        short = (engine.events.own_terms(rows[at] - 1) <= between_terms if between_terms > 0
                 else np.zeros(len(at), dtype=np.bool_))
        asking = asking_rows(engine, rows[at] - 1) if asks else np.zeros(len(at), dtype=np.bool_)
        out[at] = short | asking
    if longest > 0 and out.any():
        at = np.flatnonzero(out)
        out[at] = lengths(engine, rows[at]) <= longest
    return out


def lengths(engine: SearchEngine, rows: IntArray) -> npt.NDArray[np.float64]:
    """Per row: its word-index document's length in terms (its words, who said it, tags), as
    BM25 reads it (index/lexical.py, at its 400-line limit, keeps it without a reader)."""
    lexical = engine.lexical
    docs = np.full(len(rows), -1, dtype=np.int64)
    inside = rows < len(lexical._row_doc)
    docs[inside] = lexical._row_doc[rows[inside]]
    out: npt.NDArray[np.float64] = np.full(len(rows), np.inf)
    out[docs >= 0] = lexical._doc_len[docs[docs >= 0]]
    return out


def candidates(engine: SearchEngine, found: IntArray, allowed: npt.NDArray[np.bool_],
               params: RankParams) -> IntArray:
    """`found` and their allowed same-episode neighbours (`neighbours`); with `onward` on,
    also each found memory's speaker's turn two on where that turn goes on from it."""
    rows = neighbours(found, engine.episode, allowed)
    if params.onward <= 0 or len(found) == 0:
        return rows
    later = found + 2
    later = later[(later < len(engine.episode)) & (later < len(allowed))]
    later = later[allowed[later]]
    later = later[goes_on(engine, later, bool(params.onward_asks), params.onward_between,
                            params.onward_len)]
    return np.union1d(rows, later).astype(np.int64)


def lent(engine: SearchEngine, rows: IntArray, relevance: FloatArray, fused: FloatArray,
         params: RankParams) -> FloatArray:
    """`relevance` with what replies gain from their question (`reply_weight`, off by
    default) and what a turn going on gains from its speaker's turn before (`onward`)."""
    if params.reply_weight > 0:  # a reply is about what the question before it asked
        asks = answers(engine, rows, bool(params.reply_form))  # "?", or by form (asking.py)
        relevance = lend_to_replies(rows, relevance, fused, asks, params.reply_weight)
    if params.onward <= 0 or len(rows) == 0:
        return relevance
    going = goes_on(engine, rows, bool(params.onward_asks), params.onward_between,
                    params.onward_len)
    at = {int(r): i for i, r in enumerate(rows.tolist())}
    given = np.zeros(len(rows))
    for i in np.flatnonzero(going).tolist():
        first = at.get(int(rows[i]) - 2)
        if first is not None:
            given[i] = fused[first]
    out: FloatArray = (relevance + params.onward * given) / (1.0 + params.onward)
    return out
