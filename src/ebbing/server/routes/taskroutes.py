"""The task endpoints as MemNetAI's SDK calls them: no /v1 prefix, GET with the task id as a
query parameter, DELETE to forget one. The same four for every kind of task."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from ebbing.access.reach import REACH, require
from ebbing.server.context import server_of
from ebbing.server.envelope import ApiError, JsonResponse, reply
from ebbing.server.tasks import FAILED, STORAGE, Task

TaskId = Annotated[str, Query(min_length=1, max_length=64, description="The task's id.")]
ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such task."}, 422: {"description": "No taskId."}}


def refused_by_storage(task: Task) -> None:
    """A synchronous call whose task failed because the storage refused the write answers
    HTTP 507, code "storage" (not 200 with a failed status, not the 500 kept for bugs)."""
    if task.status == FAILED and (task.error or "").startswith(STORAGE + ":"):
        raise ApiError(507, "storage", f"task {task.id} stored nothing: {task.error}; free "
                       "some space (or make the home writable) and send it again")


def namespace_of(task: Task) -> str:
    """The namespace a task works in: its lane is "agent:<ns>/<agent>" or
    "common-sense:<ns>/<library>" (names hold no '/')."""
    return task.lane.split(":", 1)[-1].split("/", 1)[0]


def reachable(task: Task) -> Task:
    """The task, if the caller's token grants its namespace (403 otherwise)."""
    require(namespace_of(task))
    return task


def task_routes(router: APIRouter, prefix: str, kind: str, *, progress: bool) -> None:
    """GET {prefix}/task/detail, [progress], all; DELETE {prefix}/task/delete."""

    @router.get(f"{prefix}/task/detail", summary=f"One {kind} task: status and result",
                responses=ERRORS)
    def detail(request: Request, taskId: TaskId) -> JsonResponse:
        return reply(reachable(server_of(request).tasks.get(taskId, kind)).public())

    if progress:
        @router.get(f"{prefix}/task/progress", summary=f"A {kind} task's progress (0-100)",
                    responses=ERRORS)
        def task_progress(request: Request, taskId: TaskId) -> JsonResponse:
            task = reachable(server_of(request).tasks.get(taskId, kind))
            return reply({"taskId": task.id, "status": task.status,
                          "progress": task.progress})

    @router.get(f"{prefix}/task/all", summary=f"Every {kind} task, oldest first")
    def everything(request: Request) -> JsonResponse:
        tasks = [t for t in server_of(request).tasks.all(kind) if REACH.get().allows(
            namespace_of(t))]
        return reply({"taskList": [t.public() for t in tasks], "total": len(tasks)})

    @router.delete(f"{prefix}/task/delete", summary=f"Forget a {kind} task",
                   responses={**ERRORS, 409: {"description": "The task is running."}})
    def delete(request: Request, taskId: TaskId) -> JsonResponse:
        reachable(server_of(request).tasks.get(taskId, kind))
        try:
            task = server_of(request).tasks.delete(taskId, kind)
        except RuntimeError as error:
            raise ApiError(409, "conflict", str(error)) from None
        return reply({"taskId": task.id, "deleted": True})
