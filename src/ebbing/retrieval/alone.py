"""A name alone: a short turn that holds only the person a question names.

A question's rarest word is often a person's name ("What did Hana plant in May?"). BM25 gives
a short turn that holds the name and little else ("Look at Hana's hands!") the name's weight
scaled up by its shortness, and its vector is mostly the name, so it can outrank the turn that
says what was planted. A candidate whose only words of the question are names (those the
question writes with a capital and the names of the speakers it mentions) tells nothing of
what is asked: its BM25 is kept at most a share of the lowest BM25 among candidates holding one
of the question's other words (`capped`); and when it writes the name (someone else's turn
naming the person, or any turn naming someone who is not a speaker) its cosine can be
lowered by a share too (`name_cosine`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ebbing.core.query import proper_names

if TYPE_CHECKING:
    from ebbing.core.ranking import FloatArray
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine


def capped(bm25: FloatArray, names: list[FloatArray], others: list[FloatArray],
           share: float) -> FloatArray:
    """`bm25` with each candidate that holds some of `names` (one name's contribution per
    candidate each) and none of `others` (the question's other words) kept at most `share`
    of the lowest BM25 among the candidates holding one of `others`. Unchanged when no
    candidate holds a name or none holds another word."""
    if share <= 0 or not names or not others:
        return bm25
    holds_other = np.any(np.stack(others) > 0, axis=0)
    alone = np.any(np.stack(names) > 0, axis=0) & ~holds_other
    if not alone.any() or not holds_other.any():
        return bm25
    cap = share * float(bm25[holds_other].min())
    result: FloatArray = np.where(alone, np.minimum(bm25, cap), bm25)
    return result


def name_alone(engine: SearchEngine, query: str, terms: list[str], named: list[int],
               rows: np.ndarray, bm25: FloatArray, cosine: FloatArray,
               params: RankParams) -> tuple[FloatArray, FloatArray]:
    """`capped` BM25 and the lowered cosines for a query over candidate `rows`: its names are
    the words it writes with a capital and the terms of the speakers it names
    (retrieval/engine.py `name_terms`). Both unchanged when off (the default)."""
    if params.name_alone <= 0 and params.name_cosine <= 0:
        return bm25, cosine
    speakers = engine.name_terms(named)
    names = set(proper_names(query)) | speakers
    named_terms = [t for t in dict.fromkeys(terms) if t in names]
    if not named_terms or len(named_terms) == len(set(terms)):
        return bm25, cosine

    def score(term: str) -> FloatArray:
        return engine.lexical.scores_for([term], rows).astype(np.float64)
    held = [score(t) for t in named_terms]
    others = [score(t) for t in dict.fromkeys(terms) if t not in names]
    bm25 = capped(bm25, held, others, params.name_alone)
    if params.name_cosine > 0:
        theirs = np.isin(engine.speaker[rows], named)  # their own turns hold their name
        written = np.zeros(len(rows), dtype=bool)
        for term, part in zip(named_terms, held, strict=True):
            short = (part > np.median(part[part > 0]) if params.name_short and (part > 0).any()
                     else True)  # shorter than most of its holders: the name weighs more
            written |= (part > 0) & (~theirs if term in speakers else True) & short
        alone = written & ~np.any(np.stack(others) > 0, axis=0)
        cosine = np.where(alone, (1.0 - params.name_cosine) * cosine, cosine)
    return bm25, cosine
