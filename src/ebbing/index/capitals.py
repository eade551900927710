"""The Latin words a store writes as names (retrieval/capitals.py says which), kept as the
engine indexes each memory and saved with the other indexes (index/state.py). Like
`SearchEngine.names` they only grow: an edited memory adds the names its new text writes."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
import numpy.typing as npt


class Capitals:
    """The store's inner names, and how many memories open a sentence with each word."""

    def __init__(self) -> None:
        self.inner: set[str] = set()
        self.opening: Counter[str] = Counter()
        self.added = 0  # memories taken: what is read from these changes only when this does

    def add(self, inner: list[str], opening: list[str], first_time: bool) -> None:
        """Take a memory's names (retrieval/capitals.py `split_names`); its openings count
        once per memory (`first_time`: never indexed before, so an edit does not count its
        memory twice)."""
        self.added += 1
        self.inner.update(inner)
        if first_time:
            self.opening.update(opening)

    def arrays(self) -> dict[str, npt.NDArray[Any]]:
        words = sorted(self.opening)
        return {"capitals_inner": np.array(sorted(self.inner), dtype=str),
                "capitals_opening": np.array(words, dtype=str),
                "capitals_counts": np.array([self.opening[w] for w in words], dtype=np.int64)}

    @classmethod
    def restore(cls, arrays: dict[str, npt.NDArray[Any]]) -> Capitals:
        """From `arrays` (taking its entries out of the dict)."""
        out = cls()
        out.inner = {str(w) for w in arrays.pop("capitals_inner").tolist()}
        words = [str(w) for w in arrays.pop("capitals_opening").tolist()]
        counts = [int(c) for c in arrays.pop("capitals_counts").tolist()]
        if len(words) != len(counts):
            raise ValueError("the saved capitals do not match their counts")
        out.opening = Counter(dict(zip(words, counts, strict=True)))
        return out
