"""A question about how a thing stood at first, answered by what was said first of it.

The mirror of retrieval/latest.py. A fact told again as it changed (外婆的手术约了3月18号,
then 推迟了 改到4月8号, then 又改了 推到4月15号) has its latest telling first for most
questions: it writes more of what is asked, and latest.py puts it there for a question about
now. A question about the first state (当初借了多少, 原来在哪上班, 一开始定的哪天; "when was
it first booked", "what was it originally") asks for the earliest: among the first `DEPTH`
results, a memory said before one above it and about the same thing comes just before it, and
so on back down the chain.

"A telling of the same thing" is read as latest.py reads an update, from the memories and not
the question, but only from a change: the later tells a change (retrieval/changed.py) and the
two are among each other's `latest.CHANGED_NEAR` nearest of many, or the offline conflict
rules read the later as changing the earlier. Two memories that are merely each other's
nearest are not enough (新护士长是谁 原来在哪个科 asks where the new head nurse worked before,
not about an earlier memory of another head nurse); and the earlier's
score is within `margin` of the later's (RankParams.latest, the same nearness in score as for
the present). Only Chinese memories are moved (the rules and the change words read Chinese),
so an English store is never touched; the question may be asked in English of a Chinese
store.

(stop 36, zhrank12) A later memory that says the earlier was told wrong (the rules read it as
taking it back: 记错了 利率是三点一, 港错哒 不是九点) tells how things stood then, not a later
state: the earlier is no first telling to put before it (`corrects`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.lang import has_cjk
from ebbing.lifecycle.rules.judge import Outcome
from ebbing.retrieval.answer import slot_of
from ebbing.retrieval.changed import tells_change
from ebbing.retrieval.latest import (
    CHANGED_AMONG,
    CHANGED_NEAR,
    holds_less,
    judged,
    said_after,
    texts_of,
    vectors_of,
    verdict,
)

# the first state: 原来 "originally", 当初 "at the time it began", 起初 / 一开始 / 最初 / 起先 /
# 刚开始 "at first", 原先 / 本来 "originally"; in English "first", "originally", "initially",
# "at the start"
FIRST_ZH = re.compile(r"原来|当初|起初|一开始|最初|原先|本来|起先|刚开始|头一回")
FIRST_EN = re.compile(r"\b(?:first|originally|initially|at\s+the\s+(?:start|outset)"
                      r"|in\s+the\s+beginning|to\s+begin\s+with)\b", re.IGNORECASE)
if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

DEPTH = 5  # how far down the first few an earlier memory about the same thing is looked for


def corrects(old: str, new: str) -> bool:
    """Whether `new` says `old` was told wrong (the conflict rules read it as taking `old`
    back: 记错了 利率是三点一, 不是九点): it tells how things stood then, not a later state, so
    `old` is no earlier telling to put before it (stop 36)."""
    return verdict(old, new).outcome is Outcome.REPUDIATED


def asks_first(query: str) -> bool:
    """Whether the question asks how something stood at first (`FIRST_ZH`, `FIRST_EN`)."""
    return bool(FIRST_ZH.search(query) if has_cjk(query) else FIRST_EN.search(query))


def earliest_first(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
                   order: npt.NDArray[np.int64], final: npt.NDArray[np.float64],
                   margin: float) -> npt.NDArray[np.int64]:
    """`order` (indices into `rows`, best first) with the earlier telling of each of its first
    `DEPTH` put just before it (see the module's text); unchanged when `margin` is 0 or the
    question does not ask about the first state."""
    if margin <= 0 or len(order) < 2 or engine.vectors.empty or not asks_first(query):
        return order
    vectors = vectors_of(engine, rows)
    near = vectors @ vectors.T
    np.fill_diagonal(near, -np.inf)
    many = len(rows) >= CHANGED_AMONG
    close = (np.argpartition(-near, CHANGED_NEAR, axis=1)[:, :CHANGED_NEAR]
             if many and 0 < CHANGED_NEAR < len(rows) else np.zeros((len(rows), 0), dtype=int))
    occurred = engine.store.cols.col("occurred")[rows]
    text = texts_of(engine)
    out = [int(i) for i in order]
    moved: set[int] = set()
    slot = slot_of(query)  # an earlier telling holding no value of what is asked stays

    def told_before(later: int, at: int) -> int | None:
        """The earliest of the next `DEPTH` below `at`, said before `later` and about the same
        thing, near enough in score; None when there is none."""
        new = text(int(rows[later]))
        if not has_cjk(new):
            return None
        best: int | None = None
        for b in out[at + 1:at + DEPTH]:
            if b in moved or not said_after(occurred, rows, later, b) \
                    or final[b] < (1 - margin) * final[later]:
                continue
            old = text(int(rows[b]))
            if not has_cjk(old) or holds_less(slot, new, old) or corrects(old, new):
                continue
            among = many and (b in close[later] or later in close[b])
            same = (among and tells_change(new)) or judged(old, new)
            if same and (best is None or said_after(occurred, rows, best, b)):
                best = b
        return best

    for at in range(min(DEPTH, len(out))):
        later = out[at]
        if later in moved:
            continue
        best = told_before(later, at)
        while best is not None:  # the earlier telling, then any telling before it
            out.remove(best)
            out.insert(at, best)
            moved.update((best, later))
            later = best
            best = told_before(later, at)
    return np.asarray(out, dtype=np.int64)
