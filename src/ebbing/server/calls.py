"""The operations behind the endpoints, from a validated request to the response's `data`.

The daemon and the CLI's in-process path both call these, so a command prints the same bytes
whichever path answered it. Values are plain JSON (floats unrounded: the CLI rounds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ebbing.server.schema import AgentRequest, RecallRequest, SearchRequest

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.retrieval.search import Hit
    from ebbing.service import MemoryService


def target(request: AgentRequest, settings: Settings) -> tuple[str, str]:
    """(namespace, agent) of a request; unset ones fall back to the settings."""
    return (request.namespace or settings.namespace,
            request.memoryAgentName or settings.agent)


def hit_json(hit: Hit) -> dict[str, Any]:
    return {
        "memory": hit.memory.model_dump(mode="json"),
        "score": hit.score,
        "relevance": hit.relevance,
        "decay": hit.decay,
        "review": hit.review,
        "why": hit.why,
    }


def search(svc: MemoryService, request: SearchRequest) -> dict[str, Any]:
    hits = svc.search(
        request.query,
        top=request.top,
        now=request.now,
        character=request.character,
        tags=tuple(request.tags),
        statuses=tuple(request.statuses),
        since=request.since,
        until=request.until,
        include_archived=request.includeArchived,
        associate=request.associate,
        no_derived=request.isExcludingDerived,
    )
    data: dict[str, Any] = {"hits": [hit_json(h) for h in hits]}
    if request.includeNotes:
        from ebbing.vault.notes_search import note_json, search_notes

        data["notes"] = [note_json(h) for h in search_notes(svc, request.query, request.top)]
    return data


def recall(svc: MemoryService, request: RecallRequest) -> dict[str, Any]:
    from ebbing.core.depth import memories_at
    from ebbing.retrieval.recall import run_recall

    deep = request.recallDeep
    data: dict[str, Any] = run_recall(
        svc,
        request.query,
        character=request.character,
        deep=deep >= 1,
        top=memories_at(deep),
        detailed=request.isReturningDetailedMemoryInfo,
        now=svc._now(request.now),
        touch=request.isTouching,
        include_linked_new=request.isIncludeLinkedNewMemoriesFromInvalid,
        associate=request.isUsingAssociativeThinking,
        common_sense=request.isUsingCommonSenseDatabase,
        global_common_sense=request.isUsingGlobalCommonSenseDatabase,
        agent_common_sense=request.isUsingMemoryAgentCommonSenseDatabase,
        common_sense_ids=tuple(request.commonSenseDatabaseIdList or ()),
        no_derived=request.isExcludingDerived,
        language=request.language,
        notes=request.isUsingVaultNotes,
    )
    return data
