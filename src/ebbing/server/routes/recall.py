"""POST /v1/recall in MemNetAI's shapes (server/shapes.py), and POST /v1/ebbing/recall, the
same call in ebbing's native shapes (what the CLI prints; the CLI's daemon path uses it)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request

from ebbing.server import calls, shapes
from ebbing.server.context import Server, heat, server_of
from ebbing.server.envelope import JsonResponse, reply
from ebbing.server.schema import RecallRequest

router = APIRouter()
RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"description": "Invalid name."},
    404: {"description": "A library of commonSenseDatabaseIdList does not exist."}}
LIMITED = {**RESPONSES, 429: {"description": "Heat limit reached."}}


def native(server: Server, body: RecallRequest) -> dict[str, Any]:
    """The recall's data; an agent that does not exist is not created: no memories, but the
    common sense it would see (a brand-new agent gets the global libraries' matches)."""
    from ebbing.commonsense.library import Reader
    from ebbing.commonsense.recall import common_sense_for
    from ebbing.names import check_name
    from ebbing.retrieval.recall import recall_data

    namespace, agent = calls.target(body, server.pool.settings)
    if not server.pool.exists(namespace, agent):
        reader = Reader(server.pool.settings, check_name("namespace", namespace),
                        check_name("agent", agent), server.pool)
        common = common_sense_for(
            reader, body.query, deep=body.recallDeep >= 1,
            use=body.isUsingCommonSenseDatabase,
            use_global=body.isUsingGlobalCommonSenseDatabase,
            use_agent=body.isUsingMemoryAgentCommonSenseDatabase,
            ids=tuple(body.commonSenseDatabaseIdList or ()), embedder=server.pool.embedder)
        return recall_data([], body.isReturningDetailedMemoryInfo, common) | {
            "associativeThinkingList": [], "vaultNoteList": []}
    with server.pool.read(namespace, agent, body.query) as svc:
        return calls.recall(svc, body)


async def recall_heat(request: Request) -> int:
    """heat("recall"), on the event loop: it only counts, no worker thread needed."""
    return heat("recall")(request)


@router.post("/v1/recall", summary="Recall (MemNetAI's /v1/recall)", responses=LIMITED)
def recall(request: Request, body: RecallRequest,
           points: Annotated[int, Depends(recall_heat)]) -> JsonResponse:
    return reply(shapes.recall(native(server_of(request), body), points))


@router.post("/v1/ebbing/recall", summary="Recall in ebbing's native shapes (the CLI's)",
             responses=RESPONSES)
def recall_native(request: Request, body: RecallRequest) -> JsonResponse:
    """The CLI's path: no heat (heat limits MemNetAI's calls)."""
    return reply(native(server_of(request), body))
