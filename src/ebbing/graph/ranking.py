"""Association in search: extra candidates and a bounded relevance bonus (one call each from
ebbing.retrieval.search, so that the hook stays small)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.graph.associate import Association, Weigh, associate
from ebbing.graph.index import EntityIndex

FloatArray = npt.NDArray[np.float64]
FIRSTS = 0  # the first memories of each ranked list that also seed association (0: none;
# seeding from them was measured to lower multi-hop recall, see docs/graph.md)


@dataclass
class Associated:
    index: EntityIndex | None = None
    association: Association | None = None
    extra: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _scores: dict[int, float] = field(default_factory=dict)

    @classmethod
    def find(cls, index: EntityIndex, query: str, hops: int, weigh: Weigh,
             allowed: npt.NDArray[np.bool_], *firsts: npt.NDArray[np.int64]) -> Associated:
        """Spread from the query's entities and those of the first `RECALLED` rows of each
        ranked list in `firsts`, over `hops` hops (0: no association)."""
        if hops <= 0:
            return cls()
        recalled = [int(r) for ranked in firsts for r in ranked[:FIRSTS].tolist()]
        association = associate(index, query, hops, weigh, recalled)
        return cls(index, association, association.extra_rows(index, allowed))

    def boost(self, rows: npt.NDArray[np.int64], relevance: FloatArray,
              weight: float) -> FloatArray:
        """relevance + weight * (how strongly the row's entities are activated, at most 1)."""
        if self.index is None or self.association is None or weight <= 0:
            return relevance
        scores = self.association.row_scores(self.index, rows)
        self._scores = {int(r): float(s) for r, s in zip(rows.tolist(), scores, strict=True)
                        if s > 0}
        result: FloatArray = relevance + weight * scores
        return result

    def why(self, row: int) -> dict[str, Any]:
        """For a hit's `why`: the activated entities it mentions, and the bonus."""
        if row not in self._scores or self.index is None or self.association is None:
            return {}
        index, active = self.index, self.association.activation
        names = [index.name(e) for e in index.of_row.get(row, ()) if active.get(e, 0) > 0]
        return {"associated": {"entities": names, "activation": round(self._scores[row], 4)}}
