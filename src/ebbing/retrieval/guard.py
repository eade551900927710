"""Never below plain cosine where the reading is unsure (docs/retrieval.md, "guard1, stop 27").

Search reads a question (its words, names, time, who said what) and moves memories by what it
reads. Where the reading is sure, that is where ebbing gains over plain cosine; where it is
not, the memories it moved up are no better than the ones plain cosine puts first, and on
voices it never read (a truck driver dictating in 河南话, letters in Hiberno-English) it fell
below cosine. This module tells the two apart from the question and its matches alone:

- cosine's favourites: the first `guard_top` candidates by the memories' cosine to the
  question (the same cosines the floor reads), among the candidates that cleared the floor;
- the displaced: those of the favourites that the ranking left out of its first `guard_places`;
- the intruders: the ranking's first `guard_places` that are none of cosine's first
  `guard_places`;
- the evidence of a candidate: the idf share of the question's own words it holds (a name the
  question asks about is one of them), plus how well its time fits a time the question names,
  plus whether it was said by the person the question names.

The reading is sure when some intruder's evidence exceeds every displaced favourite's by
`guard_margin`: the memory was moved up for something the question asks and cosine's
favourite lacks. Otherwise it is unsure, and the order is fused by rank with cosine's:
1/(k0 + rank) + 1/(k0 + cosine rank) (`guard` is k0; 0: off). Only the candidates that cleared
the floor are reordered, so nothing the floor removed comes back.

Guarded: a CJK question, or any question of a store that writes CJK (`guard_latin` 0). On
English chats (heldout10) every setting tried lost R@5 and R@10: there the favourites cosine
loses were no likelier right than what the reading put above them (docs/retrieval.md,
"guard1, stop 27").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.lang import has_cjk
from ebbing.retrieval.languages import writes_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def evidence(words: FloatArray, affinity: FloatArray | None,
             said: npt.NDArray[np.bool_] | None, extra: float) -> FloatArray:
    """Per candidate, how much of what the question asks it was seen to hold: the idf share
    of the question's words, plus `extra` times its time's fit to the question's period (at
    most 1) and `extra` when the person the question names said it. A time or a speaker
    qualifies what is asked; alone it does not answer it, so it counts less than words."""
    out = np.asarray(words, dtype=np.float64).copy()
    if affinity is not None:
        out += extra * np.minimum(np.asarray(affinity, dtype=np.float64), 1.0)
    if said is not None:
        out += extra * np.asarray(said, dtype=np.float64)
    return out


def unsure(order: IntArray, cosine: FloatArray, strength: FloatArray, places: int, top: int,
           margin: float) -> bool:
    """Whether the ranking's first `places` (indices `order`, best first) left out one of the
    first `top` by cosine with no intruder holding more of what the question asks (by
    `margin`) than every such favourite."""
    if len(order) < 2 or places <= 0 or top <= 0:
        return False
    by_cosine = order[np.argsort(-cosine[order], kind="stable")]
    head = set(order[:places].tolist())
    displaced = [i for i in by_cosine[:top].tolist() if i not in head]
    if not displaced:
        return False
    liked = set(by_cosine[:places].tolist())
    intruders = [i for i in order[:places].tolist() if i not in liked]
    if not intruders:
        return False
    return bool(max(strength[intruders]) < max(strength[displaced]) + margin)


def fused(order: IntArray, cosine: FloatArray, k0: float) -> IntArray:
    """`order` and the same candidates by cosine, fused by reciprocal rank (ties: the
    ranking's order)."""
    by_cosine = order[np.argsort(-cosine[order], kind="stable")]
    rank = np.empty(int(order.max()) + 1, dtype=np.float64)
    rank[by_cosine] = np.arange(len(order), dtype=np.float64)
    score = 1.0 / (k0 + np.arange(len(order), dtype=np.float64)) + 1.0 / (k0 + rank[order])
    result: IntArray = order[np.argsort(-score, kind="stable")]
    return result


def guarded(order: IntArray, cosine: FloatArray, words: FloatArray,
            affinity: FloatArray | None, said: npt.NDArray[np.bool_] | None,
            params: Any, engine: SearchEngine, query: str) -> IntArray:
    """`order` (indices into the candidates, best first, the floor applied), fused with
    cosine's order of the same candidates where the reading is unsure; else unchanged. A
    question in no CJK script of a store that writes none is left alone unless
    `guard_latin` (see the module's text)."""
    if params.guard <= 0 or len(order) < 2:
        return order
    if not (params.guard_latin or has_cjk(query) or writes_cjk(engine)):
        return order
    strength = evidence(words, affinity, said, params.guard_extra)
    if not unsure(order, cosine, strength, params.guard_places, params.guard_top,
                  params.guard_margin):
        return order
    return fused(order, cosine, params.guard)
