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

if TYPE_CHECKING:
    from ebbing.core.ranking import FloatArray


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
