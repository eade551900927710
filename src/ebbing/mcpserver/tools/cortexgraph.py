"""The tools a CortexGraph (Mnemex) user relies on, under their names: a batch of uses with
context tags (`observe_memory_usage`), reading the graph (`read_graph`), creating a relation
(`create_relation`), and consolidation (`cluster_memories` to preview, `consolidate_memories`
to preview or apply); the two searches are in cortexgraph_search.py. Each calls the
service; none decides anything of its own.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from ebbing.errors import InvalidInput
from ebbing.mcpserver import listing
from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.tools.memory import memory_json
from ebbing.models import Lifecycle, Relation
from ebbing.service import MemoryService

IdsArg = Annotated[list[str], Arg("Ids of the memories, as recall or search returned them.",
                                  ["01JD8Z6Q4K3V7M2N5P8R1T4W6Y"])]


def observe_memory_usage(
    svc: MemoryService,
    memory_ids: IdsArg,
    context_tags: Annotated[list[str], Arg(
        "Tags of what the memories were used for now; a use in a context unlike a memory's "
        "own tags is cross-domain and strengthens it more.", ["cooking", "planning"])] = [],  # noqa: B006
) -> dict[str, Any]:
    from ebbing.core.reinforce import plan_touch

    if not memory_ids:
        raise InvalidInput("memory_ids is empty: name the memories that were used")
    params = svc.settings.reinforce_params()
    used = []
    for memory_id in dict.fromkeys(memory_ids):
        before = svc.get(memory_id)
        cross = plan_touch(before.strength, before.tags, context_tags, params).cross_context
        after = svc.touch(memory_id, context_tags=context_tags)
        used.append({"id": after.id, "cross_domain": cross, "use_count": after.use_count,
                     "strength": after.strength})
    return {"observed": used, "cross_domain": [u["id"] for u in used if u["cross_domain"]]}


def read_graph(
    svc: MemoryService,
    limit: Annotated[int, Arg("At most this many memories, most recently used first; the "
                              "relations among them come with them.", 100, ge=1, le=10000)] = 100,
    status: Annotated[Literal["active", "promoted", "archived", "all"] | None, Arg(
        "CortexGraph's: only memories in this lifecycle, or all; default active and "
        "promoted (ebbing's promoted memories stay in the store).", "active")] = None,
    include_scores: listing.IncludeScoresArg = True,
    page: listing.PageArg = None,
    page_size: listing.PageSizeArg = None,
) -> dict[str, Any]:
    wanted = listing.lifecycles(status)
    everyone = [m for life in sorted(wanted)
                for m in svc.list(lifecycle=Lifecycle(life), limit=None)]
    memories = sorted(everyone, key=lambda m: m.last_used, reverse=True)[:limit]
    ids = {m.id for m in memories}
    relations = [r.model_dump(mode="json", by_alias=True) for r in svc.relations()
                 if r.from_id in ids or r.to_id in ids]
    shown = [memory_json(svc, m) for m in memories]
    for data in shown:
        if include_scores:
            data["age_days"] = listing.age_days(data)
        else:
            data.pop("score", None)
    shown, pagination = listing.page_of(shown, page, page_size)
    out: dict[str, Any] = {"memories": shown, "relations": relations,
                           "total_memories": len(everyone), "shown": len(shown)}
    if pagination:
        out["pagination"] = pagination
    return out


def create_relation(
    svc: MemoryService,
    from_memory_id: Annotated[str, Arg("The memory the relation starts from.",
                                       "01JD8Z6Q4K3V7M2N5P8R1T4W6Y")],
    to_memory_id: Annotated[str, Arg("The memory it points to.", "01JD8Z7B2C9D4E6F8G1H3J5K7M")],
    relation_type: Annotated[str, Arg("What the link means.", "related", "causes",
                                      "part_of")] = "related",
    strength: Annotated[float, Arg("How strong the link is, 0 to 1.", 1.0, ge=0,
                                   le=1)] = 1.0,
    metadata: Annotated[dict[str, Any] | None, Arg(
        "CortexGraph's: your own metadata, kept with the relation.", {"source": "chat"})] = None,
) -> dict[str, Any]:
    svc.get(from_memory_id)  # both must exist: NotFound otherwise
    svc.get(to_memory_id)
    if not relation_type.strip():
        raise InvalidInput("relation_type is empty")
    relation = Relation.model_validate({
        "from": from_memory_id, "to": to_memory_id, "type": relation_type.strip(),
        "strength": strength, "created_at": datetime.now(UTC), "metadata": metadata or {}})
    svc.relate([relation])
    return {"relation": relation.model_dump(mode="json", by_alias=True)}


def _report(svc: MemoryService, apply: bool, cluster_ids: list[str],
            cohesion: float | None = None) -> dict[str, Any]:
    from ebbing.cli.consolidate_cmds import cluster_json
    from ebbing.consolidate.plan import MERGE_AT, REVIEW_AT

    report = svc.consolidate(apply=apply, cluster_ids=tuple(cluster_ids),
                             merge_at=MERGE_AT if cohesion is None else cohesion,
                             review_at=REVIEW_AT if cohesion is None else min(REVIEW_AT,
                                                                              cohesion))
    return {"applied": report.applied, "considered": report.considered,
            "merge": [cluster_json(c, report.applied) for c in report.merge],
            "review": [cluster_json(c, False) for c in report.review],
            "finished": report.finished}


def cluster_memories(svc: MemoryService) -> dict[str, Any]:
    return _report(svc, False, [])


def consolidate_memories(
    svc: MemoryService,
    apply: Annotated[bool, Arg("Merge (true), or only say what would be merged (false).")] = False,
    cluster_ids: Annotated[list[str], Arg(
        "Only these clusters (ids from a preview), review ones included; empty: every "
        "cluster close enough to merge.", ["cl-3f9a1c2b7d4e"])] = [],  # noqa: B006
    cluster_id: Annotated[str | None, Arg("CortexGraph's: one cluster (as cluster_ids).")] = None,
    mode: Annotated[str | None, Arg("CortexGraph's: `preview` (as apply false) or `apply`; "
                                    "`link` is refused (create_relation links).",
                                    "apply")] = None,
    auto_detect: Annotated[bool, Arg("CortexGraph's: find the clusters (what ebbing does "
                                     "whenever no cluster is named).")] = False,
    cohesion_threshold: Annotated[float | None, Arg(
        "CortexGraph's: the cohesion (0 to 1) from which a cluster merges; default 0.9 "
        "(CortexGraph's 0.75).", 0.9, gt=0, le=1)] = None,
) -> dict[str, Any]:
    if mode not in (None, "preview", "apply"):
        raise InvalidInput(f"mode {mode!r}: ebbing consolidates by `preview` or `apply`; it "
                           "links memories without merging them through create_relation")
    chosen = [*cluster_ids, *([cluster_id] if cluster_id else [])]
    return _report(svc, apply or mode == "apply", chosen, cohesion_threshold)


TOOLS = [
    ToolSpec(name="observe_memory_usage", title="Observe memory usage", fn=observe_memory_usage,
             read_only=False, destructive=False, idempotent=False, description=(
                 "Record that several memories were used in a response (CortexGraph's "
                 "observe_memory_usage): each is reinforced, and a use in a context whose "
                 "tags differ from the memory's own counts as cross-domain and strengthens it "
                 "more. Returns each memory's new use count and strength, and which uses were "
                 "cross-domain.")),
    ToolSpec(name="read_graph", title="Read the memory graph", fn=read_graph,
             read_only=True, destructive=False, idempotent=True, description=(
                 "Read the memory graph (CortexGraph's read_graph): the most recently used "
                 "memories, up to `limit`, and the relations that touch them. For a question "
                 "about something specific, recall or search is better: a whole graph rarely "
                 "fits a model's context.")),
    ToolSpec(name="create_relation", title="Create a relation", fn=create_relation,
             read_only=False, destructive=False, idempotent=True, description=(
                 "Link two memories with a typed, directed relation (CortexGraph's "
                 "create_relation), for example that one memory explains or is part of "
                 "another. Both memories must exist. Returns the relation stored.")),
    ToolSpec(name="cluster_memories", title="Cluster similar memories", fn=cluster_memories,
             read_only=True, destructive=False, idempotent=True, description=(
                 "List clusters of near-duplicate memories (CortexGraph's cluster_memories): "
                 "the ones close enough to merge and the ones a person should review. Changes "
                 "nothing; consolidate_memories with apply merges them."), refused={
                 name: "ebbing clusters by meaning with its own thresholds (`ebbing "
                       "consolidate --merge-at/--review-at`); consolidate_memories takes "
                       "cohesion_threshold" for name in (
                     "strategy", "threshold", "max_cluster_size", "find_duplicates",
                     "duplicate_threshold")}),
    ToolSpec(name="consolidate_memories", title="Consolidate memories",
             fn=consolidate_memories, read_only=False, destructive=True, idempotent=True,
             description=(
                 "Merge near-duplicate memories (CortexGraph's consolidate_memories). Without "
                 "apply it is a preview of what would merge; with apply the clusters (all "
                 "close enough, or the ids given) become one memory each, the others archived "
                 "and linked to it, nothing deleted.")),
]
