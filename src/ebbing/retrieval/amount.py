"""A question asking for an amount is answered by a turn that writes one: "how much did Ines
pay for the van?" against "got him down to 4200", "how many guests came?" against "like 60
people". `prior` raises, for such a question (core/questions.py `asks_amount`), the
candidates whose words hold a number (digits, a number word: "three", "a dozen", or Chinese
numerals: 五万, 三千二) by
`RankParams.amount_weight`, as "when did ..." favours turns that carry a date. A count of
things that happened over time ("How many races has Tom won?") is no amount: the turns tell
each race, seldom the count. Off by default (docs/retrieval.md, "Thirteenth round").
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.questions import asks_amount
from ebbing.retrieval.documents import searchable

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|"
    r"sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|half|twice)\b",
    re.IGNORECASE)


# Chinese writes an amount in its numerals (借了五万, 三千二, 六千八, 二十万): two of them in a row,
# or one before a magnitude or a unit (五块, 八岁); a lone 一 is mostly "a" or "once" (一起, 一直)
_CJK_NUMBER = re.compile(r"[零〇一二两三四五六七八九十百千万亿]{2,}|"
                         r"[二两三四五六七八九十][块元毛角岁斤米克里分点号]")


def writes_number(text: str) -> bool:
    """Whether `text` writes a number, in digits, in English words or in Chinese numerals."""
    return bool(_NUMBER.search(text) or _CJK_NUMBER.search(text))


_KEPT: weakref.WeakKeyDictionary[SearchEngine, dict[tuple[int, int], bool]] = (
    weakref.WeakKeyDictionary())


def number_rows(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory writes a number, read from the store on first use and
    kept per engine, row and offset."""
    offsets = engine.store.cols.col("offset")
    kept = _KEPT.setdefault(engine, {})
    out = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        key = (row, int(offsets[row]))
        if key not in kept:
            kept[key] = writes_number(searchable(engine.store.read_row(row)))
        out[i] = kept[key]
    return out


def prior(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
          params: RankParams) -> npt.NDArray[np.float64] | None:
    """1 + `amount_weight` for each candidate writing a number when the question asks for
    an amount, else 1; None when off or not such a question."""
    if params.amount_weight <= 0 or len(rows) == 0 or not asks_amount(query):
        return None
    factor: npt.NDArray[np.float64] = np.where(number_rows(engine, rows),
                                               1.0 + params.amount_weight, 1.0)
    return factor
