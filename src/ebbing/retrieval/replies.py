"""Which memories reply to a question: the turn just before, in the same episode, was said by
someone else and asks something. A reply often lacks the topic it answers ("Sure thing! I can
give it to you tomorrow." after "Can you give me the recipe?"); search lends it what the
question asked (core/ranking.py `lend_to_replies`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.retrieval.documents import searchable

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine


def answers(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row: whether it replies to a question, i.e. the memory just before it is in the
    same episode, said by someone else (both speakers known) and holds a question mark. The
    earlier memory is read from the store on first use and kept per row and offset."""
    cols = engine.store.cols
    offsets, alive = cols.col("offset"), cols.col("alive")
    out = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        before = row - 1
        if (before < 0 or not alive[before] or engine.episode[before] != engine.episode[row]
                or engine.speaker[before] < 0 or engine.speaker[row] < 0
                or engine.speaker[before] == engine.speaker[row]):
            continue
        key = (before, int(offsets[before]))
        if key not in engine.asks:
            engine.asks[key] = "?" in searchable(engine.store.read_row(before))
        out[i] = engine.asks[key]
    return out
