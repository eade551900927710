"""A question asking for an amount is answered by a turn that writes one: "how much did Ines
pay for the van?" against "got him down to 4200", "how many guests came?" against "like 60
people". `prior` raises, for such a question (core/questions.py `asks_amount`), the
candidates whose words write a number (core/numbers.py: digits, "three", "a dozen", 五万,
三千二; read once per memory by the event index) by `RankParams.amount_weight`, as "when
did ..." favours turns that carry a date. A count of things that happened over time ("How
many races has Tom won?") is no amount: the turns tell each race, seldom the count. Measured
in docs/retrieval.md, "Thirteenth round".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.questions import asks_amount

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

def number_rows(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory writes a number, as the event index read it when the
    memory was indexed (index/events.py): a search reads no text for it."""
    return engine.events.numbered(rows)


def prior(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
          params: RankParams) -> npt.NDArray[np.float64] | None:
    """1 + `amount_weight` for each candidate writing a number when the question asks for
    an amount, else 1; None when off or not such a question."""
    if params.amount_weight <= 0 or len(rows) == 0 or not asks_amount(query):
        return None
    factor: npt.NDArray[np.float64] = np.where(number_rows(engine, rows),
                                               1.0 + params.amount_weight, 1.0)
    return factor
