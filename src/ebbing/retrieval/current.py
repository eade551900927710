"""What holds now: recall brings, ahead of each memory that is no longer valid, the memory
that replaced it, so an assistant reading the prompt sees the current fact beside the old
one ("My partner is Tom", outdated, comes with "Tom and I broke up in October").

The current fact of a memory that is not valid is the first valid memory on its chain of
`linked_new_memory_id` (followed up to HOPS links: "I live in Munich" -> "I moved to
Hamburg", itself outdated -> "We moved on to Berlin"); a chain that ends, loops, reaches an
archived memory or a missing one before a valid memory has none, and the prompt then names
the memory that replaced it by id (core/prompt.py). A suspected memory's newer memory (the
hedged report that raised the suspicion) comes the same way.

The memories brought are not a person's use (recall reinforces only what cleared the floor
itself, retrieval/recall.py) and carry `why.replaces`: the id of the memory they replace."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ebbing.models import Lifecycle, Memory, Status

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit

HOPS = 5


def current_of(memory: Memory, fetch: Callable[[str], Memory | None],
               hops: int = HOPS) -> Memory | None:
    """The valid memory that holds now in place of `memory` (None if `memory` is valid or
    its chain reaches no valid, unarchived memory within `hops` links)."""
    if memory.status is Status.VALID:
        return None
    link, seen = memory.linked_new_memory_id, {memory.id}
    for _ in range(hops):
        if not link or link in seen:
            return None
        newer = fetch(link)
        if newer is None or newer.lifecycle is Lifecycle.ARCHIVED:
            return None
        if newer.status is Status.VALID:
            return newer
        seen.add(newer.id)
        link = newer.linked_new_memory_id
    return None


def with_current(hits: list[Hit], fetch: Callable[[str], Memory | None],
                 score: Callable[[Memory], float]) -> tuple[list[Hit], dict[str, str]]:
    """`hits` with the current fact of each memory that is not valid placed right ahead of
    it (moved there if it ranked lower, brought in if it was not among them), and which
    memory holds now for each one (id -> id), for the prompt."""
    from ebbing.retrieval.search import Hit

    current: dict[str, str] = {}
    for hit in hits:
        newer = current_of(hit.memory, fetch)
        if newer is not None:
            current[hit.memory.id] = newer.id
    if not current:
        return hits, current
    ranked = {h.memory.id: h for h in hits}
    placed: set[str] = set()
    out: list[Hit] = []
    for hit in hits:
        if hit.memory.id in placed:
            continue
        newer_id = current.get(hit.memory.id)
        if newer_id is not None and newer_id not in placed:
            ahead = ranked.get(newer_id)
            if ahead is None:
                memory = fetch(newer_id)
                assert memory is not None  # current_of just found it
                decay = score(memory)
                ahead = Hit(memory, hit.score, hit.relevance, decay,
                            {"replaces": hit.memory.id, "decay": round(decay, 6)})
            out.append(ahead)
            placed.add(newer_id)
        out.append(hit)
        placed.add(hit.memory.id)
    return out, current
