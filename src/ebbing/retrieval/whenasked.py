"""A time asked for in the talk itself (issue 27, stop 22): "I GOT AN INTERVIEW" / "when" /
"monday! first round w the comms director". One person tells an event, the other asks when,
and the first answers with the day: the turn before the asking one tells what happened, the
turn after it when. A question asking for a time ("when was her first-round interview?")
is answered by the two together, and each of them matches it only in part: the event's turn
holds the question's words and no date, the answer's turn a date and few of its words.

So for a question asking for a time (core/questions.py `asks_when`), with
`RankParams.when_asked` > 0, each turn of such a pair gains `when_asked` times the other's
relevance over the best candidate's (a prior, as whentold.py's), and when one of the two is
a candidate the other joins the candidates. The asking turn is short (at most `FEW` index
terms of its own, index/events.py) and asks for a time in its words ("when", "since when",
"when's the move", "what day?"); the turns before and after it are the other speaker's, all
three in one episode. Who said each turn is what the caller said; a turn said by no known
speaker takes no part. Only the few short turns beside the candidates are read (their text
from the store), and only for a question asking for a time.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.index.events import FEW

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

# "when", "since when?", "yay when do u go", "when's your lease up", "what day?", "which
# night"; not "when I was little" (a clause: "when" then a subject and a verb of its own)
_AUX = "is|was|are|were|do|does|did|will|would|can|could|should"
_ASKS_TIME = re.compile(
    rf"(?<![\w'])(?:since\s+)?when(?:'s\b|\s+(?:{_AUX})\b|\W*$)|(?<![\w'])(?:what|which)\s+"
    r"(?:day|date|night|time|weekend|week|month)s?\W*$", re.IGNORECASE)


def asks_time(text: str) -> bool:
    """Whether a short turn asks the other when something happens or happened."""
    return len(text) <= 60 and bool(_ASKS_TIME.search(text.strip()))


def pairs(engine: SearchEngine, rows: IntArray) -> dict[int, int]:
    """For the memories up to two turns from `rows`: each event turn and its answer turn
    mapped to the other, around a short turn by another speaker asking when."""
    alive = engine.store.cols.col("alive")
    speaker, episode = engine.speaker, engine.episode
    n = min(len(episode), len(alive))
    near = np.unique(np.concatenate([rows + s for s in (-1, 1)])) if len(rows) else rows
    near = near[(near > 0) & (near < n - 1)]
    short = near[engine.events.own_terms(near.astype(np.int64)) <= FEW]
    out: dict[int, int] = {}
    for asking in short.tolist():
        before, after = asking - 1, asking + 1
        if not (alive[asking] and alive[before] and alive[after]):
            continue
        if not episode[before] == episode[asking] == episode[after]:
            continue
        who = speaker[asking]
        if who < 0 or speaker[before] < 0 or speaker[after] < 0 or who in (
                speaker[before], speaker[after]):
            continue
        if asks_time(engine.store.read_row(asking).content):
            out[before], out[after] = after, before
    return out


def with_pairs(engine: SearchEngine, found: IntArray, allowed: npt.NDArray[np.bool_],
               params: RankParams) -> IntArray:
    """`found` and, with `when_asked` on, the other turn of each pair one of them is in."""
    if params.when_asked <= 0 or len(found) == 0:
        return found
    have = set(found.tolist())
    others = [o for r, o in pairs(engine, found).items()
              if r in have and o < len(allowed) and allowed[o]]
    if not others:
        return found
    return np.union1d(found, np.array(others, dtype=np.int64)).astype(np.int64)


def prior(engine: SearchEngine, rows: IntArray, relevance: FloatArray,
          params: RankParams) -> FloatArray:
    """1 + `when_asked` x the pair's other turn's relevance over the best, per candidate."""
    out: FloatArray = np.ones(len(rows))
    top = float(relevance.max()) if len(relevance) else 0.0
    if params.when_asked <= 0 or top <= 0:
        return out
    other = pairs(engine, rows)
    value = {int(r): float(v) for r, v in zip(rows.tolist(), relevance.tolist(), strict=True)}
    for i, row in enumerate(rows.tolist()):
        partner = other.get(int(row))
        if partner is not None and partner in value:
            out[i] = 1.0 + params.when_asked * value[partner] / top
    return out
