"""A question that names the wrong person: who said what it asks competes on equal terms.

"What did Sam buy at the flea market?" when Ana bought the lamp there and Sam never spoke of
it. The name counts three times for every turn Sam said: the speaker boost (+10 %), the name's
own BM25 and coverage (a turn's index terms hold its speaker's name), and the cosine, a turn's
vector being read from "Sam: ...". Together they lift Sam's unrelated turns above Ana's. So
the question is read once more as what it asks without its people: the name's words left out
on the word side and the question embedded with the people it names written "someone"
(retrieval/unnamed.py `cosines`). When the best of the named person's candidates under that
reading stays below `RankParams.misnamed` times the best of another speaker's, what the
named person said does not hold what is asked and another's turns hold it far better: the
name stops counting, and every candidate is ranked by that reading (`elsewhere`). When the
named person's own turns hold it, nothing changes: the name keeps its weight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.ranking import (
    episode_coverage,
    fuse,
    gathered_coverage,
    lend_context,
    speaker_matches,
)
from ebbing.retrieval import onward, unnamed

if TYPE_CHECKING:
    from ebbing.core.ranking import FloatArray, IntArray
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine


def elsewhere(relevance: FloatArray, said: npt.NDArray[np.bool_],
              speakers: npt.NDArray[np.integer[Any]], share: float) -> bool:
    """Whether another speaker's candidates hold what is asked far better than the named
    person's (`said`): the best of theirs below `share` of the best of another speaker's.
    Candidates without a speaker (`speakers` below 0) are no one's; `share` 0 is off."""
    others = ~said & (speakers >= 0)
    if share <= 0 or not others.any() or not len(relevance):
        return False
    own = float(relevance[said].max()) if said.any() else 0.0
    return own < share * float(relevance[others].max())


def reread(engine: SearchEngine, query: str, named: list[int], rows: IntArray,
           said: npt.NDArray[np.bool_], bm25: FloatArray, coverage: FloatArray,
           sense: FloatArray, share: float, params: RankParams,
           cited: dict[int, IntArray] | None) -> tuple[FloatArray, FloatArray] | None:
    """The relevance and cosines of `rows` read without the named person (their name's
    words dropped: `bm25`, `coverage`; the question embedded with them written "someone")
    when another speaker's candidates hold what is asked far better than theirs
    (`elsewhere`, `RankParams.misnamed`); None when the named person's own turns hold it."""
    plain = unnamed.cosines(engine, query, named, rows, int(params.unnamed_names))
    plain = sense if plain is None else plain
    plain_fused = fuse(bm25, plain, coverage, params, share)
    fair = lend_context(rows, plain_fused, engine.episode, params, cited)
    if not elsewhere(fair, said, engine.speaker[rows], params.misnamed):
        return None
    return onward.lent(engine, rows, fair, plain_fused, params), plain


Scores = tuple["FloatArray", "FloatArray", "FloatArray", "FloatArray"]  # bm25, coverage,
# relevance, cosine


def as_named(engine: SearchEngine, query: str, named: list[int], rows: IntArray,
             rest: list[str], named_rows: npt.NDArray[np.bool_], sense: FloatArray,
             share: float, params: RankParams, cited: dict[int, IntArray] | None,
             scores: Scores) -> tuple[npt.NDArray[np.bool_] | None, FloatArray, FloatArray,
                                      FloatArray, FloatArray]:
    """Who a question that names a speaker means, read from what is asked without the name
    (`rest`, the query's terms less the name's): the named person's turns (`named_rows`, for
    the speaker prior), or no one when another speaker said it far better (`reread`), or only
    their turns that match (`speaker_share`), or, when none of theirs is among the best
    (`speaker_match`), as `mismatch` says. Returns said, bm25, coverage, relevance, cosine."""
    bm25, coverage, relevance, cosine = scores
    said: npt.NDArray[np.bool_] | None = named_rows
    rest_bm25 = engine.lexical.scores_for(rest, rows).astype(np.float64)
    rest_coverage = episode_coverage(engine.lexical.term_postings(rest), engine.episode, rows)
    if cited:
        rest_coverage = gathered_coverage(rest_coverage, cited)
    rest_relevance = lend_context(rows, fuse(rest_bm25, sense, rest_coverage, params, share),
                                  engine.episode, params, cited)
    if params.misnamed > 0 and (fair := reread(  # who said it far better competes on equal
            engine, query, named, rows, named_rows, rest_bm25, rest_coverage, sense, share,
            params, cited)) is not None:  # terms, the floor too
        (relevance, cosine), said, bm25, coverage = fair, None, rest_bm25, rest_coverage
    if said is not None and params.speaker_share > 0:  # only their matching turns
        said = said & (rest_relevance >= params.speaker_share * rest_relevance.max())
    if said is not None and not speaker_matches(rest_relevance, said, params.speaker_match):
        if params.mismatch == 0:
            said, bm25, coverage, relevance = None, rest_bm25, rest_coverage, rest_relevance
        elif params.mismatch == 1:
            said = None
        else:  # who said what matches best is who the question means
            who = engine.speaker[rows[int(np.argmax(rest_relevance))]]
            said = engine.speaker[rows] == who if who >= 0 else None
    return said, bm25, coverage, relevance, cosine
