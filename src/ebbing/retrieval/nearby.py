"""Coverage read from the turns around a memory, not from its whole talk.

Episode coverage (core/ranking.py `episode_coverage`) credits every memory of a talk with
each of the question's words the talk holds anywhere. A written account keeps to its topic,
so that is a fair sign of where the answer lies. Friends catching up do not: one evening's
chat goes from the car to the job interview to a birthday to the race, a few turns each,
and a word said about the car lifts the turns about the birthday as much as those about
the car. "is he comfortable with public speaking?" then ranks every turn of the talk in
which a song called "don't speak" came up above the turn saying "I have to give a speech"
in another talk.

`nearby_coverage` reads the same coverage from the turns within `width` of each candidate
in its talk (the store's rows around it, as `lend_context` reads its neighbours): the part of
the talk where its topic is being discussed. `blend` mixes it into the talk's coverage by
`RankParams.near_cover` times how much the question's candidates read as a chat
(retrieval/terse.py `chat_part`), so a store of written accounts ranks as before.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.retrieval.terse import chat_part

if TYPE_CHECKING:
    from ebbing.core.ranking import FloatArray, IntArray
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine


def nearby_coverage(postings: list[tuple[IntArray, float]], episode: IntArray,
                    rows: IntArray, width: int) -> FloatArray:
    """For each candidate row, how well the memories within `width` rows of it in its own
    episode (itself included) cover the query, in [0, 1]: idf * c / (c + 0.5) per term held
    c times there (as `episode_coverage` scores a talk), relative to the best candidate.
    A memory in no episode (code below 0) is its own window."""
    rows = np.asarray(rows, dtype=np.int64)
    if len(rows) == 0 or width < 0:
        return np.zeros(len(rows))
    offsets = np.arange(-width, width + 1, dtype=np.int64)
    around = rows[:, None] + offsets[None, :]
    inside = (around >= 0) & (around < len(episode))
    safe = np.where(inside, around, 0)
    mine = episode[rows][:, None]
    same = inside & ((episode[safe] == mine) & (mine >= 0) | (offsets[None, :] == 0))
    score = np.zeros(len(rows))
    holds = np.zeros(len(episode), dtype=np.bool_)  # one term's rows at a time: no sorting
    for term_rows, idf in postings:
        held = np.asarray(term_rows, dtype=np.int64)
        held = held[(held >= 0) & (held < len(holds))]
        if len(held) == 0:
            continue
        holds[held] = True
        count = np.sum(same & holds[safe], axis=1).astype(np.float64)
        holds[held] = False
        score += idf * count / (count + 0.5)
    best = float(score.max())
    if best <= 0:
        return np.zeros(len(rows))
    result: FloatArray = score / best
    return result


def blend(coverage: FloatArray, nearby: FloatArray, share: float) -> FloatArray:
    """The talk's coverage with `share` (0 to 1) of it read from the turns nearby."""
    share = min(max(share, 0.0), 1.0)
    result: FloatArray = (1.0 - share) * coverage + share * nearby
    return result


def gated(engine: SearchEngine, rows: npt.NDArray[np.int64], params: RankParams) -> RankParams:
    """`params` with `near_cover` times how much the candidates `rows` read as a chat
    (retrieval/terse.py `chat_part`), unless `near_chat` is 0."""
    if params.near_cover <= 0 or not params.near_chat:
        return params
    return replace(params, near_cover=params.near_cover * chat_part(engine, rows, params))


def covered(postings: list[tuple[IntArray, float]], episode: IntArray, rows: IntArray,
            coverage: FloatArray, params: RankParams) -> FloatArray:
    """`coverage` with `near_cover` of it read from the turns within `near_width` (`blend`);
    unchanged when off."""
    if params.near_cover <= 0:
        return coverage
    return blend(coverage, nearby_coverage(postings, episode, rows, int(params.near_width)),
                 params.near_cover)
