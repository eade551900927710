"""Maintenance, dry runs unless told: promote (into the Obsidian vault) and gc."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any

from ebbing.mcpserver.registry import Arg, ToolSpec
from ebbing.mcpserver.tools.memory import memory_json
from ebbing.service import MemoryService


def promote(
    svc: MemoryService,
    memory_ids: Annotated[list[str], Arg(
        "Memories to promote; empty: the memories due for promotion (well used, high "
        "score).", ["01JD8Z6Q4K3V7M2N5P8R1T4W6Y"])] = [],  # noqa: B006 - read only
    apply: Annotated[bool, Arg("Promote them (write their vault notes). Without it, only "
                               "say what would be promoted.")] = False,
) -> dict[str, Any]:
    from ebbing.vault.promote import promote_due, promote_ids

    if not memory_ids:
        report = promote_due(svc, apply=apply)
    elif apply:
        report = promote_ids(svc, memory_ids)
    else:
        memories = [svc.get(memory_id) for memory_id in memory_ids]
        return {"applied": False, "count": len(memories),
                "memories": [{"id": m.id, "content": m.content, "lifecycle": m.lifecycle.value}
                             for m in memories],
                "note": "dry run: call again with apply=true to promote them"}
    data: dict[str, Any] = report.to_json()
    if not report.applied:
        data["note"] = "dry run: call again with apply=true to promote them"
    return data


def gc(
    svc: MemoryService,
    apply: Annotated[bool, Arg("Archive them. Without it, only list them.")] = False,
    hard: Annotated[bool, Arg("With apply: delete them instead of archiving.")] = False,
    dry_run: Annotated[bool | None, Arg(
        "CortexGraph's: false archives them (as apply; never a deletion: only `hard` "
        "deletes).")] = None,
    archive_instead: Annotated[bool, Arg(
        "CortexGraph's: archive rather than delete (ebbing archives unless `hard`).")] = False,
    limit: Annotated[int | None, Arg(
        "CortexGraph's: at most this many, the lowest scores first.", 100, ge=1,
        le=10000)] = None,
) -> dict[str, Any]:
    act = apply or dry_run is False
    hard = hard and not archive_instead
    if limit is None:
        report = svc.gc(apply=act, hard=hard)
        candidates = report.candidates
    else:  # the `limit` lowest, then only those archived (or deleted)
        report = svc.gc(apply=False, hard=hard, shown=limit)
        candidates = report.candidates
        for found in candidates if act else []:
            svc.forget(found.memory.id, hard=hard)
        if act and not hard:
            candidates = [replace(c, memory=svc.get(c.memory.id)) for c in candidates]
    data = {"threshold": report.threshold, "action": report.action, "applied": act,
            "count": len(candidates),
            "memories": [memory_json(svc, c.memory) for c in candidates]}
    if not act:
        data["note"] = "dry run: call again with apply=true to do it"
    return data


TOOLS = [
    ToolSpec(
        name="promote", title="Promote to the vault", fn=promote,
        read_only=False, destructive=False, idempotent=True,
        description=(
            "Promote memories that proved themselves into the Obsidian vault (one note each, "
            "the memory stays findable). A dry run unless apply=true: without ids it lists "
            "the memories due (a score of at least 0.65 once used, or 5 uses within 14 "
            "days). Call it when the user asks to keep something for good or to tidy the "
            "vault. Returns the memories and, when applied, their notes.")),
    ToolSpec(
        name="gc", title="Collect forgotten memories", fn=gc,
        read_only=False, destructive=True, idempotent=True,
        description=(
            "Find active memories whose score fell under the forget threshold (they faded "
            "unused). A dry run unless apply=true, which archives them (hard=true deletes "
            "them). Call it only when the user asks to clean up memory. Returns the "
            "memories found and what was done.")),
]
