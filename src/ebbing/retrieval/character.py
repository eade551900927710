"""Which candidate memories concern a character (recall's `character`): said by them, naming
them among their entities, or mentioning them in their text.

Who is named in a memory is not a column, so the candidates' lines are read; only the three
fields needed are looked at (no full Memory is built: a recall reads a few hundred candidates,
and validating each one cost more than the rest of the search).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
import orjson

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore


def concern(store: MemoryStore, rows: npt.NDArray[np.int64],
            character: str) -> npt.NDArray[np.bool_]:
    """Per row: whether the memory there concerns `character` (case-insensitive)."""
    who = character.strip().lower()
    offsets, lengths = store.cols.arrays["offset"], store.cols.arrays["length"]
    found = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        line = orjson.loads(store.memory_log.pread(int(offsets[row]), int(lengths[row])))
        found[i] = ((line.get("character") or "").lower() == who
                    or who in {str(e).lower() for e in line.get("entities") or ()}
                    or who in str(line.get("content", "")).lower())
    return found
