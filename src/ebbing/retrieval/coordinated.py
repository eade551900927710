"""A question's coordinated parts looked up on their own and merged with its own hits.

"What did the rain and the fog spoil at the fair?" is split into one question per member
(core/coordinated.py); each is searched, and their best hits are taken in turn, one of each
part after the other. With `RankParams.coord` set, those hits from talks not yet among the
results go before the question's own second and later hits of a talk already found
(retrieval/lists.py `by_talk`): what the rain spoiled and what the fog spoiled are told in
different talks, and the question whole finds the talk that tells one of them at length.
Off by default (docs/retrieval.md, "Stop 34, branch en28").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ebbing.core.coordinated import coordinated_parts
from ebbing.core.questions import asks_when
from ebbing.core.rankparams import RankParams
from ebbing.retrieval.lists import by_talk
from ebbing.retrieval.merging import fair_merge

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit

_OPEN = re.compile(r"^\W*(?:(?:so|and|but)\s+)?(?:what|which|who|whom|whose|where|how|list|"
                   r"name|tell)\b", re.IGNORECASE)


def parts_of(question: str, params: RankParams) -> list[str]:
    """The question's coordinated parts when `params.coord` is on, else none; with
    `coord_gate` only for an open question that asks no time ("What did the rain and the fog
    spoil?", not "Did Ana paint the door and the gate?" nor "When did Ana sand and paint
    the door?": those ask about one event, which one turn tells)."""
    if params.coord <= 0:
        return []
    if params.coord_gate and (not _OPEN.search(question) or asks_when(question)):
        return []
    return coordinated_parts(question)


def merged(hits: list[Hit], parts: list[list[Hit]], top: int, params: RankParams) -> list[Hit]:
    """The question's own hits with its parts' (`parts_of`), as `params` says."""
    if params.coord_merge:
        return fair_merge(hits, parts, top, params.coord)
    taken: dict[str, Hit] = {}
    for i in range(max((len(found) for found in parts), default=0)):
        for found in parts:
            if i < len(found):
                taken.setdefault(found[i].memory.id, found[i])
    return by_talk(hits, list(taken.values()), top, params.coord)
