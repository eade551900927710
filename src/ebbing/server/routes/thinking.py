"""POST /v1/think and /v1/dream, and their task endpoints (/think/task/..., /dream/task/...).

Thinking and dreaming run as task kinds "think" and "dream" (server/kinds.py, runners in
ebbing.thinking.tasks). A build without those kinds answers HTTP 404, code "unavailable",
and consumes no heat. The runner's result carries {tip, content, summary, memoryIds}, which
a synchronous call returns in `data`.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from ebbing.access.reach import require
from ebbing.names import check_name
from ebbing.server.context import heat, server_of, usage
from ebbing.server.envelope import ApiError, JsonResponse, reply
from ebbing.server.routes.memories import SYNC_WAIT_S
from ebbing.server.routes.taskroutes import refused_by_storage, task_routes
from ebbing.server.schema import ThinkRequest
from ebbing.store.agents import require_agent

router = APIRouter()
RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"description": "Invalid name."}, 429: {"description": "Heat limit."},
             404: {"description": "Not available in this build (code unavailable)."}}


def start(request: Request, body: ThinkRequest, kind: str, api: str) -> JsonResponse:
    server = server_of(request)
    if kind not in server.tasks.kinds:
        raise ApiError(404, "unavailable", f"{api} is not available in this build of ebbing "
                       "(the thinking and dreaming engine is not part of it yet); nothing "
                       "was done")
    settings = server.pool.settings
    namespace = check_name("namespace", body.namespace or settings.namespace)
    agent = check_name("agent", body.memoryAgentName or settings.agent)
    require(namespace)
    if not server.pool.exists(namespace, agent):  # 404, and no folder made for it
        require_agent(settings.home, namespace, agent)
    points = heat(api)(request)
    task = server.tasks.submit(kind, f"agent:{namespace}/{agent}",
                               body.model_dump(mode="json"))
    if not body.asyncMode:
        task = server.tasks.wait(task.id, SYNC_WAIT_S)
        refused_by_storage(task)
    result = task.result or {}
    counts = {"ThinkingCount": 1} if kind == "think" else {"DreamCount": 1}
    return reply({"taskId": task.id, "status": task.status, "error": task.error,
                  "tip": result.get("tip", ""), "content": result.get("content", ""),
                  "summary": result.get("summary", ""),
                  "usage": usage(points, **counts)})


@router.post("/v1/think", summary="Autonomous thinking (MemNetAI's /v1/think)",
             responses=RESPONSES)
def think(request: Request, body: ThinkRequest) -> JsonResponse:
    return start(request, body, "think", "thinking")


@router.post("/v1/dream", summary="Dreaming (MemNetAI's /v1/dream)", responses=RESPONSES)
def dream(request: Request, body: ThinkRequest) -> JsonResponse:
    return start(request, body, "dream", "dreaming")


task_routes(router, "/think", "think", progress=False)
task_routes(router, "/dream", "dream", progress=False)
