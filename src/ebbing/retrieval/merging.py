"""How a question's own hits and those of its parts are merged into one list (retrieval/
search.py `run_search`): the parts of a question relating two events ("How long between A
and B?", core/questions.py `event_parts`) and the people of one asking about several
(core/parts.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit


def with_parts(hits: list[Hit], parts: list[list[Hit]], top: int) -> list[Hit]:
    """The question's own hits, each part's best right after its first (each once), cut."""
    own = {hit.memory.id for hit in hits}
    out: dict[str, Hit] = {}
    for hit in [*hits[:1], *(found[0] for found in parts if found), *hits[1:]]:
        if hit.memory.id not in out:
            if hit.memory.id not in own:
                hit.why["part"] = True  # found by one of the events the question relates
            out[hit.memory.id] = hit
    return list(out.values())[:top]


def fair_merge(hits: list[Hit], parts: list[list[Hit]], top: int, depth: int) -> list[Hit]:
    """The question's own hits taken in turn with each part's, one at a time (own first), each
    part giving at most `depth` of its best; then the rest of the question's own, cut to `top`
    (each memory once). A part's hit is marked `part` in its `why`."""
    own = {hit.memory.id for hit in hits}
    out: dict[str, Hit] = {}
    for i in range(max(len(hits), depth)):
        turn = [*hits[i:i + 1], *(found[i] for found in parts if i < min(depth, len(found)))]
        for hit in turn:
            if hit.memory.id not in out:
                if hit.memory.id not in own:
                    hit.why["part"] = True
                out[hit.memory.id] = hit
        if len(out) >= top:
            break
    return list(out.values())[:top]
