"""POST /v1/common-sense and its task endpoints (/common-sense/task/...)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from ebbing.access.reach import require
from ebbing.names import check_name
from ebbing.server.context import heat, server_of, usage
from ebbing.server.envelope import JsonResponse, reply
from ebbing.server.routes.memories import SYNC_WAIT_S
from ebbing.server.routes.taskroutes import refused_by_storage, task_routes
from ebbing.server.schema import CommonSenseRequest

router = APIRouter()


@router.post("/v1/common-sense", summary="Add text to a common-sense library",
             responses={400: {"description": "Invalid library name or empty text."},
                        429: {"description": "Heat limit reached."}})
def common_sense(request: Request, body: CommonSenseRequest) -> JsonResponse:
    server = server_of(request)
    settings = server.pool.settings
    namespace = check_name("namespace", body.namespace or settings.namespace)
    check_name("agent", body.memoryAgentName or settings.agent)
    check_name("library", body.commonSenseDatabaseId)
    require(namespace)  # 403 before anything is journaled
    if not body.commonSenseText.strip():
        from ebbing.errors import InvalidInput

        raise InvalidInput("nothing to add: commonSenseText is empty")
    points = heat("common_sense")(request)  # a refused request spends none
    task = server.tasks.submit("common-sense",
                               f"common-sense:{namespace}/{body.commonSenseDatabaseId}",
                               body.model_dump(mode="json"))
    if not body.asyncMode:
        task = server.tasks.wait(task.id, SYNC_WAIT_S)
        refused_by_storage(task)
    result = task.result or {}
    words = len(body.commonSenseText.split())
    return reply({"taskId": task.id, "status": task.status, "error": task.error,
                  "commonSenseDatabaseId": body.commonSenseDatabaseId,
                  "entryIdList": result.get("entryIds", []),
                  "usage": usage(points, CommonMemoryWords=words)})


task_routes(router, "/common-sense", "common-sense", progress=True)
