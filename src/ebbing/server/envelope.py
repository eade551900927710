"""MemNetAI's response envelope `{"code", "msg", "data"}` and the errors in it.

Codes (docs/server.md lists them with their HTTP statuses):
  "0"          success (200)
  "invalid"    400: a request ebbing refuses (an invalid name, empty text); msg says why
  "401"        401: no or wrong token
  "host"       403: the Host header is not a name this daemon serves (DNS rebinding)
  "not_found"  404: no such task (or path)
  "conflict"   409: the task is running and cannot be deleted now
  "malformed"  422: the body or the query does not validate; msg names the field
  "locked"     423: another process held the store's lock past EBBING_LOCK_TIMEOUT_S
  "heat"       429: the heat limit of this token and API is reached (Retry-After says when)
  "storage"    507: the storage refused a write (a full disk, a read-only home); nothing of
               the call was stored
  "unavailable" 404: the call exists in MemNetAI's API but not in this build
  "error"      500: anything else (a bug: the message names the exception)
"""

from __future__ import annotations

from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from starlette.exceptions import HTTPException

from ebbing.access.reach import Forbidden
from ebbing.errors import EbbingError, NotFound, storage_error


def envelope(data: Any, code: str = "0", msg: str = "success") -> dict[str, Any]:
    """MemNetAI's response shape: code "0" on success."""
    return {"code": code, "msg": msg, "data": data}


class JsonResponse(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content, option=orjson.OPT_SERIALIZE_NUMPY)


def reply(data: Any, status: int = 200, code: str = "0", msg: str = "success",
          headers: dict[str, str] | None = None) -> JsonResponse:
    return JsonResponse(envelope(data, code, msg), status_code=status, headers=headers)


class ApiError(Exception):
    """An answer other than success, in the envelope."""

    def __init__(self, status: int, code: str, msg: str,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(msg)
        self.status, self.code, self.msg, self.headers = status, code, msg, headers


def install_error_handlers(app: FastAPI) -> None:
    """Every error in the envelope, with the codes listed above."""

    async def api_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, ApiError)
        return reply(None, error.status, error.code, error.msg, error.headers)

    async def ebbing_error(request: Request, error: Exception) -> Response:
        if isinstance(error, NotFound):
            return reply(None, 404, "not_found", str(error))
        if isinstance(error, Forbidden):
            return reply(None, 403, "forbidden", str(error))
        return reply(None, 400, "invalid", str(error))

    async def locked(request: Request, error: Exception) -> Response:
        return reply(None, 423, "locked", "the store is locked by another ebbing process; "
                     "try again")

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        code = {404: "not_found", 405: "malformed"}.get(error.status_code,
                                                         str(error.status_code))
        return reply(None, error.status_code, code, str(error.detail),
                     dict(error.headers or {}))

    async def malformed(request: Request, error: Exception) -> Response:
        assert isinstance(error, RequestValidationError)
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in error.errors())
        return reply(None, 422, "malformed", f"invalid request: {problems}")

    async def failed(request: Request, error: Exception) -> Response:
        if storage_error(error):
            return reply(None, 507, "storage", f"the storage refused the write ({error}); "
                         "nothing of this call was stored: free some space (or make the "
                         "home writable) and try again")
        return reply(None, 500, "error", f"{type(error).__name__}: {error}")

    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(EbbingError, ebbing_error)
    app.add_exception_handler(TimeoutError, locked)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(RequestValidationError, malformed)
    app.add_exception_handler(Exception, failed)
