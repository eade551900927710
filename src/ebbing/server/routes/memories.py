"""POST /v1/memories and its task endpoints (/memories/task/...)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from ebbing.access.reach import require
from ebbing.names import check_name
from ebbing.server.context import heat, server_of, usage
from ebbing.server.envelope import ApiError, JsonResponse, reply
from ebbing.server.memorize import refused_message
from ebbing.server.routes.taskroutes import refused_by_storage, task_routes
from ebbing.server.schema import MemoriesRequest

router = APIRouter()

# how long a synchronous call (asyncMode 0) waits for its task before answering with the id
SYNC_WAIT_S = 600.0


@router.post("/v1/memories", summary="Remember a conversation (MemNetAI's /v1/memories)",
             responses={400: {"description": "Invalid name, or a message that cannot be "
                                               "stored (nothing of the call is)."},
                        429: {"description": "Heat limit reached."}})
def memories(request: Request, body: MemoriesRequest) -> JsonResponse:
    server = server_of(request)
    namespace = check_name("namespace", body.namespace or server.pool.settings.namespace)
    agent = check_name("agent", body.memoryAgentName or server.pool.settings.agent)
    require(namespace)  # 403 before anything is journaled
    settings = server.pool.settings
    refused = refused_message(body, settings.max_memory_bytes) if (
        settings.memorize == "offline") else None
    if refused:  # all or nothing: nothing journaled, nothing stored
        raise ApiError(400, "invalid", refused)
    points = heat("memory")(request)  # a refused request spends none
    task = server.tasks.submit("memories", f"agent:{namespace}/{agent}",
                               body.model_dump(mode="json"))
    if not body.asyncMode:
        task = server.tasks.wait(task.id, SYNC_WAIT_S)
        refused_by_storage(task)
    result = task.result or {}
    ids, skipped = result.get("memoryIds", []), result.get("skipped", [])
    return reply({"taskId": task.id, "status": task.status, "tip": tip_of(task.status, ids,
                                                                          skipped),
                  "error": task.error, "memnetaiContextId": task.id,
                  "memorySummaryIdList": ids,
                  "memoriesInfo": {"newMemoryCount": len(ids),
                                   "summarys": list(result.get("summaries", []))},
                  "skipped": skipped,
                  "usage": usage(points, MemoryCount=len(ids))})


def tip_of(status: str, ids: list[str], skipped: list[dict[str, object]]) -> str:
    """The reference's `tip`: what became of the call, in a sentence."""
    if status == "failed":
        return "nothing was stored: see error"
    if status != "done":
        return f"the conversation is queued ({status}); ask /memories/task/progress"
    said = f"{len(ids)} {'memory' if len(ids) == 1 else 'memories'} written"
    return said + (f", {len(skipped)} message{'' if len(skipped) == 1 else 's'} skipped "
                   "(see skipped)" if skipped else "")


task_routes(router, "/memories", "memories", progress=True)
