"""CortexGraph's two searches under its names, with its arguments and their meanings:
`search_memory` (memories) and `search_unified` (memories and the person's own vault notes in
one list). The ranking is ebbing's (words and meaning, decay, association: retrieval/); the
filters, the page and the preview are CortexGraph's (mcpserver/listing.py).

A filter ebbing's ranking does not apply itself (lifecycle, last use, decay score, review
candidates, a note's tags) is applied to the best `pool` hits, at least 100 and five times
those asked for, before the cut to `top_k` / `limit`: as CortexGraph, which scores three
times its limit.
"""

from __future__ import annotations

from typing import Annotated, Any

from mcp.shared.exceptions import MCPError

from ebbing.mcpserver import listing
from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.tools import memory
from ebbing.service import MemoryService

INVALID_PARAMS = -32602
QueryArg = Annotated[str, Arg("What to look for; a question works.", "Caroline's drink")]


def pool_size(wanted: int, filtered: bool) -> int:
    return max(100, 5 * wanted) if filtered else wanted


def _hits(svc: MemoryService, query: str, top: int, tags: list[str],
          wanted: set[str], notes: bool) -> dict[str, Any]:
    from ebbing.server.calls import search as run
    from ebbing.server.schema import SearchRequest

    return run(svc, SearchRequest(query=query, top=top, tags=tags,
                                  includeArchived="archived" in wanted, includeNotes=notes))


def _kept(hit: dict[str, Any], wanted: set[str], window_days: int | None,
          min_score: float | None) -> bool:
    mem = hit["memory"]
    return (mem["lifecycle"] in wanted and listing.used_within(mem, window_days)
            and (min_score is None or hit["decay"] >= min_score))


def search_memory(
    svc: MemoryService,
    query: QueryArg,
    tags: memory.TagsArg = [],  # noqa: B006 - read only
    top_k: Annotated[int, Arg("How many results.", 10, ge=1, le=100)] = 10,
    status: listing.StatusArg = None,
    window_days: listing.WindowArg = None,
    min_score: listing.MinScoreArg = None,
    include_review_candidates: Annotated[bool, Arg(
        "CortexGraph's: blend in memories due for review that match the query (ebbing's "
        "search does, EBBING_REVIEW_SHARE); false leaves them out.")] = True,
    use_embeddings: Annotated[bool | None, Arg(
        "CortexGraph's: rank by meaning too. ebbing always ranks by words and meaning "
        "together, so true is what it does and false is refused.")] = None,
    page: listing.PageArg = None,
    page_size: listing.PageSizeArg = None,
    preview_length: listing.PreviewArg = None,
) -> dict[str, Any]:
    if use_embeddings is False:
        raise MCPError(INVALID_PARAMS, "search_memory: use_embeddings=false is not offered: "
                       "ebbing ranks every search by words and meaning together; leave it out",
                       {"argument": "use_embeddings"})
    wanted = listing.lifecycles(status)
    filtered = (wanted != set(listing.SEARCHED) or window_days is not None
                or min_score is not None or not include_review_candidates)
    data = _hits(svc, query, pool_size(top_k, filtered), tags, wanted, notes=True)
    hits = [h for h in data["hits"] if _kept(h, wanted, window_days, min_score)
            and (include_review_candidates or not h["review"])][:top_k]
    shown, pagination = listing.page_of(hits, page, page_size)
    out: dict[str, Any] = {"count": len(shown), "hits": [
        {"memory": {**h["memory"], "content": listing.preview(h["memory"]["content"],
                                                               preview_length)},
         "rank_score": round(h["score"], 6), "score": round(h["decay"], 6),
         "review": h["review"], "why": h["why"]} for h in shown],
        "notes": data["notes"][:top_k]}
    if pagination:
        out["pagination"] = pagination
    return out


def search_unified(
    svc: MemoryService,
    query: QueryArg,
    limit: Annotated[int, Arg("How many results in all.", 10, ge=1, le=100)] = 10,
    tags: Annotated[list[str], Arg("CortexGraph's: only memories and notes with one of these "
                                   "tags.", ["project"])] = [],  # noqa: B006
    status: listing.StatusArg = None,
    window_days: listing.WindowArg = None,
    min_score: listing.MinScoreArg = None,
    stm_weight: Annotated[float, Arg(
        "CortexGraph's: multiply the memories' scores by this (0 to 2). ebbing scores memories "
        "and notes on one scale, so both weights default to 1.", 1.0, ge=0, le=2)] = 1.0,
    ltm_weight: Annotated[float, Arg("CortexGraph's: multiply the notes' scores by this (0 "
                                     "to 2).", 0.7, ge=0, le=2)] = 1.0,
    page: listing.PageArg = None,
    page_size: listing.PageSizeArg = None,
    preview_length: listing.PreviewArg = None,
) -> dict[str, Any]:
    """Memories and notes in one list, by the strength the relevance floor reads (the same
    scale for both: cosine plus half the query's words held; retrieval/floor.py), each times
    its weight. Status, window and score filter the memories (CortexGraph's short-term
    memory); tags filter both."""
    wanted = listing.lifecycles(status)
    filtered = (wanted != set(listing.SEARCHED) or window_days is not None
                or min_score is not None or bool(tags))
    data = _hits(svc, query, pool_size(limit, filtered), tags, wanted, notes=True)
    hits = [h for h in data["hits"] if _kept(h, wanted, window_days, min_score)][:limit]
    asked = {t.lower() for t in tags}
    notes = [n for n in data["notes"] if not asked or asked & {t.lower() for t in n["tags"]}]
    results = [{"source": "memory",
                "score": round(float(h["why"].get("strength", 0.0)) * stm_weight, 6),
                "id": h["memory"]["id"],
                "text": listing.preview(h["memory"]["content"], preview_length),
                "status": h["memory"]["status"], "lifecycle": h["memory"]["lifecycle"],
                "tags": h["memory"]["tags"]} for h in hits]
    results += [{"source": "note", "score": round(float(n["score"]) * ltm_weight, 6),
                 "path": n["path"], "title": n["title"], "link": n["link"],
                 "text": listing.preview(n["excerpt"], preview_length), "tags": n["tags"]}
                for n in notes[:limit]]
    results.sort(key=lambda r: -float(r["score"]))
    shown, pagination = listing.page_of(results[:limit], page, page_size)
    out: dict[str, Any] = {"query": query, "count": len(shown), "results": shown,
                           "memories": sum(r["source"] == "memory" for r in shown),
                           "notes": sum(r["source"] == "note" for r in shown)}
    if pagination:
        out["pagination"] = pagination
    return out


TOOLS = [
    ToolSpec(name="search_memory", title="Search memories (CortexGraph)", fn=search_memory,
             read_only=True, destructive=False, idempotent=True, description=(
                 "CortexGraph's search_memory, the same as search: ranked memories with why "
                 "each matched, filtered by tags, lifecycle (status), recent use "
                 "(window_days) and decay score (min_score), one page at a time if asked; "
                 "reinforces nothing.")),
    ToolSpec(name="search_unified", title="Search memories and notes", fn=search_unified,
             read_only=True, destructive=False, idempotent=True, description=(
                 "Search short-term memories and the person's own notes in the Obsidian "
                 "vault together (CortexGraph's search_unified): one list, best first, each "
                 "result marked source memory or note. Does not reinforce anything. Notes "
                 "are as of the last vault sync.")),
]
