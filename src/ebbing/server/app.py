"""The HTTP API (FastAPI): the start of ebbing's MemNetAI-compatible surface.

Every request needs `Authorization: Token <token>` (the token is in the daemon's state file,
readable by its owner only). Every response is `{"code", "msg", "data"}`, code "0" on
success, as MemNetAI's. See docs/server.md for the endpoints.
"""

from __future__ import annotations

import hmac
import os
import time
from collections.abc import Callable
from typing import Annotated, Any

import orjson
from fastapi import Depends, FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from starlette.exceptions import HTTPException

from ebbing import __version__
from ebbing.errors import EbbingError
from ebbing.server import calls
from ebbing.server.agents import AgentPool
from ebbing.server.schema import RecallRequest, SearchRequest, envelope
from ebbing.wm.routes import router as wm_router

MAX_BODY = 1 << 20


class JsonResponse(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content, option=orjson.OPT_SERIALIZE_NUMPY)


def reply(data: Any, status: int = 200, code: str = "0", msg: str = "success") -> JsonResponse:
    return JsonResponse(envelope(data, code, msg), status_code=status)


def create_app(pool: AgentPool, token: str, *, info: dict[str, Any] | None = None,
               on_shutdown: Callable[[], None] | None = None) -> FastAPI:
    """The application serving `pool`'s agents to requests that carry `token`."""
    started = time.monotonic()
    app = FastAPI(title="ebbing", version=__version__, docs_url=None, redoc_url=None,
                  description="Local long-term memory: search and recall (MemNetAI-shaped).",
                  max_body_size=MAX_BODY)
    expected = f"Token {token}".encode()

    def authorised(authorization: Annotated[str | None, Header()] = None) -> None:
        if not hmac.compare_digest((authorization or "").encode(), expected):
            raise HTTPException(401, "missing or wrong token (Authorization: Token <token>)")

    guarded = [Depends(authorised)]
    install_error_handlers(app)

    @app.post("/v1/recall", dependencies=guarded, summary="Recall (MemNetAI's /v1/recall)")
    def recall(body: RecallRequest) -> JsonResponse:
        with pool.use(*calls.target(body, pool.settings)) as svc:
            return reply(calls.recall(svc, body))

    @app.post("/v1/search", dependencies=guarded, summary="Ranked memories with why (ebbing)")
    def search(body: SearchRequest) -> JsonResponse:
        with pool.use(*calls.target(body, pool.settings)) as svc:
            return reply(calls.search(svc, body))

    app.include_router(wm_router(pool, guarded, reply))  # working memory (ebbing.wm)

    @app.get("/v1/status", dependencies=guarded, summary="Health and what is loaded")
    def status() -> JsonResponse:
        return reply({
            **(info or {}),
            "pid": os.getpid(),
            "version": __version__,
            "home": str(pool.settings.home.expanduser()),
            "uptimeSeconds": round(time.monotonic() - started, 3),
            "embedder": pool.embedder.name,
            "modelLoaded": pool.embedder.loaded,
            "agents": pool.describe(),
        })

    @app.post("/v1/shutdown", dependencies=guarded, summary="Stop the daemon")
    def shutdown() -> JsonResponse:
        if on_shutdown is not None:
            on_shutdown()
        return reply({"stopping": on_shutdown is not None})

    return app


def install_error_handlers(app: FastAPI) -> None:
    """Errors in MemNetAI's envelope: 400 for a request ebbing refuses (with the message the
    CLI would print), 401 without the token, 422 for a malformed body, 423 when the store is
    locked by another process, 500 otherwise."""

    async def ebbing_error(request: Request, error: Exception) -> Response:
        return reply(None, 400, "invalid", str(error))

    async def locked(request: Request, error: Exception) -> Response:
        return reply(None, 423, "locked", "the store is locked by another ebbing process; "
                     "try again")

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        return reply(None, error.status_code, str(error.status_code), str(error.detail))

    async def malformed(request: Request, error: Exception) -> Response:
        assert isinstance(error, RequestValidationError)
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in error.errors())
        return reply(None, 422, "malformed", f"invalid request: {problems}")

    async def failed(request: Request, error: Exception) -> Response:
        return reply(None, 500, "error", f"{type(error).__name__}: {error}")

    app.add_exception_handler(EbbingError, ebbing_error)
    app.add_exception_handler(TimeoutError, locked)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(RequestValidationError, malformed)
    app.add_exception_handler(Exception, failed)
