"""A turn that only asks something tells nothing: "is pickles going", "how's the finger?",
"did you finish the books?". In a conversation the answer is the turn after it, and what the
question asked already reaches that turn through context (core/ranking.py `lend_context`);
ranked on its own, the asking turn matches the question's words best (it names the topic)
and takes a place the answer needs. Measured on the second blind English set: none of the
313 evidence turns only asks, against 13 % of what the first ten returned.

`prior` lowers such a turn's final score by `RankParams.asking_weight` (its relevance, and
so what it lends its neighbours and what the relevance floor reads, stay as they are).
Whether a turn only asks is read from its form, in English (core/asking.py): every sentence
of it ends with a question mark, or, written without an end mark as people type, opens with
a question word or an auxiliary verb ("how's", "what", "did", "is", "are you" ...). A turn
with any sentence that states something ("I got the job! Did you hear?") is not one.

A turn with hardly a word of its own tells nothing either ("lmao", "be careful!!", ":)"):
with at most `bare_terms` index terms in its words (not counting who said it), it ranks
`bare_weight` lower. Such a turn is found by its speaker's name alone (BM25 of a name in a
one-word document is high) or by the likeness e5 gives short texts; on the second blind set
it is 1.3 % of the evidence and 18 % of the first ten. Both readings are made once, when a
memory is indexed, and kept with the event times (index/events.py): a search reads no text.
Measured in docs/retrieval.md, "Thirteenth round".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine


def asking_rows(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory only asks (core/asking.py `only_asks`), as the event index
    read it when the memory was indexed (index/events.py)."""
    return engine.events.asking(rows)


def term_counts(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Per row: how many distinct index terms the memory's own words hold (a large number
    for any memory of more than a few)."""
    return engine.events.own_terms(rows)


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
        counts = (engine.events.told_terms(rows) if params.bare_react
                  else term_counts(engine, rows))  # "lmao savage" tells one word
        factor *= np.where(counts <= params.bare_terms,
                           1.0 - params.bare_weight, 1.0)
    return factor
