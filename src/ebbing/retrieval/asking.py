"""A turn that only asks something tells nothing: "is pickles going", "how's the finger?",
"did you finish the books?". In a conversation the answer is the turn after it, and what the
question asked already reaches that turn through context (core/ranking.py `lend_context`);
ranked on its own, the asking turn matches the question's words best (it names the topic)
and takes a place the answer needs. Measured on the second blind English set: 1.6 % of the
evidence turns only ask, against 17 % of what the first ten returned.

`prior` lowers such a turn's final score by `RankParams.asking_weight` (its relevance, and
so what it lends its neighbours and what the relevance floor reads, stay as they are).
Whether a turn only asks is read from its form, in English: every sentence of it ends with a
question mark, or, written without an end mark as people type, opens with a question word
or an auxiliary verb ("how's", "what", "did", "is", "are you" ...). A turn with any sentence
that states something ("I got the job! Did you hear?") is not one.

A turn with hardly a word of its own tells nothing either ("lmao", "be careful!!", ":)"):
with at most `bare_terms` index terms in its words (not counting who said it), it ranks
`bare_weight` lower. Such a turn is found by its speaker's name alone (BM25 of a name in a
one-word document is high) or by the likeness e5 gives short texts; on the second blind set
it is 1.3 % of the evidence and 15 % of the first ten. Both off by default
(docs/retrieval.md, "Thirteenth round").
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.retrieval.documents import searchable

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

_OPENS = re.compile(
    r"^\W*(?:how|how's|hows|what|what's|whats|where|where's|when|who|who's|why|which|"
    r"did|do|does|didn't|don't|doesn't|is|isn't|are|aren't|was|were|have|has|had|haven't|"
    r"can|could|would|will|won't|should|shall|may|ur|u\s+(?:ok|good|there|free|up))\b",
    re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+|\n+")
_LAUGH = re.compile(r"^\W*(?:lol|lmao|haha\w*|omg|ok|okay|so|and|but|wait|also|hey|oh)?\W*$",
                    re.IGNORECASE)


def only_asks(text: str) -> bool:
    """Whether every sentence of `text` asks something: it ends with "?", or it has no end
    mark and opens with a question word or an auxiliary verb. "lol" and the like count as
    neither; a text of none of them asks nothing."""
    asked = False
    for sentence in _SENTENCES.split(text.strip()):
        sentence = sentence.strip()
        if not sentence or _LAUGH.match(sentence):
            continue
        end = sentence.rstrip(" )]\"'\u2019\u201d")[-1:]
        marked = end in ("?", "\uff1f")
        if not marked and (end in (".", "!", "\u3002", "\uff01") or not _OPENS.match(sentence)):
            return False  # it states something
        asked = True
    return asked


_KEPT: weakref.WeakKeyDictionary[SearchEngine, dict[tuple[int, int], tuple[bool, int]]] = (
    weakref.WeakKeyDictionary())


def _read(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> list[tuple[bool, int]]:
    """Per row: whether the memory only asks and how many distinct index terms its words
    hold, read from the store on first use and kept per engine, row and offset."""
    offsets = engine.store.cols.col("offset")
    kept = _KEPT.setdefault(engine, {})
    out = []
    for row in rows.tolist():
        key = (row, int(offsets[row]))
        if key not in kept:
            text = searchable(engine.store.read_row(row))
            kept[key] = (only_asks(text), len(set(terms(text))))
        out.append(kept[key])
    return out


def asking_rows(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory only asks (`only_asks`)."""
    return np.array([asks for asks, _ in _read(engine, rows)], dtype=np.bool_)


def term_counts(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Per row: how many distinct index terms the memory's own words hold."""
    return np.array([n for _, n in _read(engine, rows)], dtype=np.int64)


def prior(engine: SearchEngine, rows: npt.NDArray[np.int64],
          params: RankParams) -> npt.NDArray[np.float64] | None:
    """1 - `asking_weight` for each candidate that only asks, times 1 - `bare_weight` for
    each of at most `bare_terms` index terms, 1 for the others; None when both are off."""
    if (params.asking_weight <= 0 and params.bare_weight <= 0) or len(rows) == 0:
        return None
    factor: npt.NDArray[np.float64] = np.ones(len(rows))
    if params.asking_weight > 0:
        factor *= np.where(asking_rows(engine, rows), 1.0 - params.asking_weight, 1.0)
    if params.bare_weight > 0:
        factor *= np.where(term_counts(engine, rows) <= params.bare_terms,
                           1.0 - params.bare_weight, 1.0)
    return factor
