"""The day an answer names, told again (issue 27, stop 22): "when did the band play the Pearl
Room?" is answered by "pearl room is locked in. friday the 20th" (said on the 3rd) and by
"ur band was SO good friday" (said on the 22nd, about the 20th). The first shares the
question's words; the second only its day. A plan told in one talk and its telling in a
later one date the same thing to the same day, in words that share little.

So for a question asking for a time (core/questions.py `asks_when`), with
`RankParams.when_echo` > 0: the days named by the `FROM` most relevant candidates that date
something to a day (at most `SHORTEST` days long; core/eventtime.py via index/events.py)
are taken as the asked day; every other candidate whose
words date something to one of those days gains `when_echo` times that candidate's
relevance over the best. A week, a month or a duration echoes nothing (too many things
happen in a month). Only the candidates are read; no memory joins them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

FROM = 3  # the most relevant candidates dating something to a day: the asked day's
DAY_US = 86_400_000_000
SHORTEST = 2  # days: an interval longer than this is no day


def _days(engine: SearchEngine, row: int) -> list[tuple[int, int]]:
    return [(s, e) for s, e in engine.events.by_row.get(row, ())
            if e - s <= SHORTEST * DAY_US]


def prior(engine: SearchEngine, rows: IntArray, relevance: FloatArray,
          params: RankParams) -> FloatArray:
    """1 + `when_echo` x (the best source's relevance over the best of all) for each
    candidate dating something to a day a source names, 1 for the others."""
    out: FloatArray = np.ones(len(rows))
    top = float(relevance.max()) if len(relevance) else 0.0
    if params.when_echo <= 0 or top <= 0:
        return out
    sources: list[tuple[int, int, float, int]] = []
    taken = 0
    for i in np.argsort(-relevance, kind="stable").tolist():
        row = int(rows[i])
        days = _days(engine, row)
        sources += [(s, e, float(relevance[i]) / top, row) for s, e in days]
        taken += bool(days)
        if taken == FROM:
            break
    if not sources:
        return out
    for i, row in enumerate(rows.tolist()):
        best = 0.0
        for s, e in _days(engine, int(row)):
            for lo, hi, share, source in sources:
                if source != row and s < hi and lo < e:
                    best = max(best, share)
        out[i] = 1.0 + params.when_echo * best
    return out
