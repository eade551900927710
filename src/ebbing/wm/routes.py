"""The daemon's working-memory routes: `POST /v1/wm` with `{"verb", "params"}` runs one
operation (ops.py) on the daemon's sessions; the data is `{"stdout", "stderr", "exitCode"}`
(and `file` for `session save`), the lines `ebbing wm` prints. `serverMs`: the time spent."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter
from fastapi.params import Depends
from fastapi.responses import Response
from pydantic import BaseModel, Field

from ebbing.wm.caps import Caps
from ebbing.wm.ltm import PoolMemory
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry

if TYPE_CHECKING:
    from ebbing.server.agents import AgentPool


class WmRequest(BaseModel):
    verb: str = Field(description="The operation: add, update, delete, settle, expire, "
                                  "query warm, query context, session open, ... (ops.VERBS)")
    params: dict[str, Any] = Field(default_factory=dict,
                                   description="Its keyword arguments (ops.py).")


def router(pool: AgentPool, guard: Sequence[Depends], reply: Any,
           registry: Registry | None = None) -> APIRouter:
    """The routes, sessions in a registry of this daemon's life (caps from EBBING_WM_*;
    `registry`: one the caller also reads, as the web view does)."""
    ops = Ops(registry or Registry(Caps.from_env()), PoolMemory(pool))
    routes = APIRouter(dependencies=list(guard))
    one_at_a_time = threading.Lock()  # calls take well under a millisecond; a batch is atomic

    @routes.post("/v1/wm", summary="Working memory: one MemNet-compatible operation")
    def wm(body: WmRequest) -> Response:
        with one_at_a_time:
            started = time.perf_counter()
            answer = call(ops, body.verb, body.params).to_dict()
        answer["serverMs"] = round((time.perf_counter() - started) * 1000, 3)
        result: Response = reply(answer)
        return result

    return routes
