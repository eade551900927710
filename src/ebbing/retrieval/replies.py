"""Which memories reply to a question: the turn just before, in the same episode, was said by
someone else and asks something. A reply often lacks the topic it answers ("Sure thing! I can
give it to you tomorrow." after "Can you give me the recipe?"); search lends it what the
question asked (core/ranking.py `lend_to_replies`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.retrieval.asking import asking_rows
from ebbing.retrieval.documents import searchable

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine


def answers(engine: SearchEngine, rows: npt.NDArray[np.int64],
            form: bool = False) -> npt.NDArray[np.bool_]:
    """Per row: whether it replies to a question, i.e. the memory just before it is in the
    same episode, said by someone else (both speakers known) and holds a question mark. The
    earlier memory is read from the store on first use and kept per row and offset. With
    `form`, the memory before only asks (retrieval/asking.py `asking_rows`: "how's the
    knee", typed without a question mark, asks too; "Great! Did you go?" does not)."""
    after = _after_other(engine, rows)
    if form:
        earlier = rows - 1
        ok = earlier >= 0
        asks = np.zeros(len(rows), dtype=np.bool_)
        asks[ok] = asking_rows(engine, earlier[ok])
        return asks & after
    offsets = engine.store.cols.col("offset")
    out = np.zeros(len(rows), dtype=np.bool_)
    for i in np.flatnonzero(after).tolist():
        before = int(rows[i]) - 1
        key = (before, int(offsets[before]))
        if key not in engine.asks:
            engine.asks[key] = "?" in searchable(engine.store.read_row(before))
        out[i] = engine.asks[key]
    return out


def _after_other(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: the memory just before it is alive, in the same episode and said by another
    known speaker."""
    alive = engine.store.cols.col("alive")
    out = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        before = row - 1
        out[i] = not (before < 0 or not alive[before]
                      or engine.episode[before] != engine.episode[row]
                      or engine.speaker[before] < 0 or engine.speaker[row] < 0
                      or engine.speaker[before] == engine.speaker[row])
    return out

