"""ebbing's own endpoints: search, status, shutdown."""

from __future__ import annotations

import os
import time

from fastapi import APIRouter, Request

from ebbing import __version__
from ebbing.access.reach import REACH, require_home
from ebbing.server import calls
from ebbing.server.context import server_of
from ebbing.server.envelope import JsonResponse, reply
from ebbing.server.schema import SearchRequest

router = APIRouter()


@router.post("/v1/search", summary="Ranked memories with why (ebbing)",
             responses={400: {"description": "Invalid name."}})
def search(request: Request, body: SearchRequest) -> JsonResponse:
    pool = server_of(request).pool
    namespace, agent = calls.target(body, pool.settings)
    if not pool.exists(namespace, agent):  # a read never creates the agent
        return reply({"hits": []})
    with pool.read(namespace, agent, body.query) as svc:
        return reply(calls.search(svc, body))


def runtime_of(embedder: object) -> str:
    """What actually runs the model: the embedder's name is its vectors' identity (the same
    on ONNX Runtime and on sentence-transformers, so caches stay valid), not its engine."""
    runtime = getattr(embedder, "runtime", None)
    if runtime == "onnx":
        return "ONNX Runtime"
    if runtime == "sentence-transformers":
        return "sentence-transformers (torch; the ONNX Runtime path was unavailable)"
    if runtime == "":
        return "ONNX Runtime (not loaded yet)"
    kind = type(embedder).__name__
    return {"SentenceTransformerEmbedder": "sentence-transformers (torch)",
            "FakeEmbedder": "fake (deterministic, for tests)"}.get(kind, kind)


@router.get("/v1/status", summary="Health and what is loaded")
def status(request: Request) -> JsonResponse:
    server = server_of(request)
    pool = server.pool
    grant = REACH.get()
    data = {
        **server.info,
        "pid": os.getpid(),
        "version": __version__,
        "home": str(pool.settings.home.expanduser()),
        "uptimeSeconds": round(time.monotonic() - server.started, 3),
        "embedder": pool.embedder.name,
        "embedderRuntime": runtime_of(pool.embedder.inner),
        "modelLoaded": pool.embedder.loaded,
        "agents": [a for a in pool.describe() if grant.allows(a["namespace"])],
        "heat": {"windowSeconds": server.heat.window_s,
                 "maxWeight": server.heat.max_weight, "enabled": server.heat.enabled},
    }
    if not grant.whole_home:  # a namespace token sees its namespaces, not the home's path
        del data["home"]
        data["namespaces"] = sorted(grant.namespaces or ())
    return reply(data)


@router.post("/v1/shutdown", summary="Stop the daemon")
def shutdown(request: Request) -> JsonResponse:
    require_home("stopping the daemon")
    server = server_of(request)
    if server.on_shutdown is not None:
        server.on_shutdown()
    return reply({"stopping": server.on_shutdown is not None})
