"""What the graph shows: the entity list, one entity's neighbourhood, recall's
associativeThinkingList. Functions of a MemoryService."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.errors import NotFound
from ebbing.graph.associate import associate, entity_id, related, relations_json, thinking_list
from ebbing.graph.index import EntityIndex

if TYPE_CHECKING:
    from ebbing.service import MemoryService


def entity_index(svc: MemoryService, *, synced: bool = False) -> EntityIndex:
    """The search engine's index when it is built (kept in step), else one of its own: the
    graph commands need no vectors. `synced`: the caller's search synced the engine a moment
    ago in the same hold of the agent (a recall): no second look at the store (with
    PostgreSQL a round trip to the database whenever another daemon wrote meanwhile)."""
    engine = svc._engine  # only reused when already built
    if engine is not None:
        if not synced:
            engine.sync()
        index: EntityIndex = engine.entities
        return index
    index = EntityIndex.for_store(svc.store)
    index.sync(svc.store)
    return index


def weigh_for(svc: MemoryService, now: datetime) -> Any:
    def weigh(rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        return svc.scores(rows, now)

    return weigh


def thinking(svc: MemoryService, query: str, hops: int, now: datetime, *,
             synced: bool = False) -> dict[str, Any]:
    """{"associativeThinkingList": [...]} for a recall (empty without association);
    `synced` as for `entity_index`: the association sees the memories its recall's search
    saw."""
    if hops <= 0:
        return {"associativeThinkingList": []}
    index = entity_index(svc, synced=synced)
    association = associate(index, query, hops, weigh_for(svc, now))
    return {"associativeThinkingList": thinking_list(index, association)}


def entities(svc: MemoryService, now: datetime, limit: int | None = None) -> list[dict[str, Any]]:
    """Known entities, most mentioned first: name, id, memories, impression, spellings."""
    index = entity_index(svc)
    weigh = weigh_for(svc, now)
    found = [e for e in range(len(index.keys)) if index.real(e)]
    found.sort(key=lambda e: (-len(index.rows[e]), index.keys[e]))
    result = []
    for e in found[:limit] if limit else found:
        rows = np.array(sorted(index.rows[e]), dtype=np.int64)
        result.append({"id": entity_id(index, e), "name": index.name(e),
                       "memories": len(rows),
                       "impression": round(float(weigh(rows).sum()), 6),
                       "aliases": sorted(a for a, k in index.aliases.items()
                                         if k == index.keys[e]),
                       "spellings": sorted(index.names[e])})
    return result


def neighbourhood(svc: MemoryService, name: str, now: datetime, *, top: int = 20,
                  memories: int = 5) -> dict[str, Any]:
    """An entity, the entities related to it (strongest first) and its latest memories."""
    index = entity_index(svc)
    e = index.find(name)
    if e is None:
        raise NotFound(f"no entity {name!r} in {svc.namespace}/{svc.agent}; "
                       "`ebbing entities` lists them")
    weigh = weigh_for(svc, now)
    links = related(index, e, weigh)
    order = sorted(links, key=lambda f: (-links[f].memories, -links[f].impression,
                                         index.keys[f]))[:top]
    rows = sorted(index.rows[e])
    latest = [svc.store.read_row(r) for r in rows[-memories:][::-1]] if memories else []
    return {
        "id": entity_id(index, e), "name": index.name(e), "memories": len(rows),
        "impression": round(float(weigh(np.array(rows, dtype=np.int64)).sum()), 6),
        "aliases": sorted(a for a, k in index.aliases.items() if k == index.keys[e]),
        "related": [{"id": entity_id(index, f), "name": index.name(f),
                     "memories": links[f].memories,
                     "impression": round(links[f].impression, 6),
                     "weight": round(links[f].weight, 6),
                     "relation": relations_json(links[f])} for f in order],
        "recent": [{"id": m.id, "content": m.content} for m in latest],
    }
