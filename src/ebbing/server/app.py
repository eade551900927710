"""The HTTP API (FastAPI): MemNetAI's API plus ebbing's own calls, one router per group
(server/routes/). To add a group: a module with a `router`, and one line in ROUTERS below.

Every request needs `Authorization: Token <token>` (the token is in the daemon's state file,
readable by its owner only) and a Host header naming this daemon (DNS rebinding). Every
response is `{"code", "msg", "data"}`, code "0" on success, as MemNetAI's (envelope.py lists
the codes). See docs/server.md for the endpoints.
"""

from __future__ import annotations

import hmac
import re
import time
from collections.abc import Callable, Iterable
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Header
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Receive, Scope, Send

from ebbing import __version__
from ebbing.access.reach import HOME, REACH, require_home
from ebbing.access.tokens import tokens_of
from ebbing.core.heat import HeatLimiter
from ebbing.server.agents import AgentPool
from ebbing.server.context import Server
from ebbing.server.envelope import install_error_handlers, reply
from ebbing.server.routes import commonsense, memories, native, recall, thinking
from ebbing.server.tasks import TaskRunner
from ebbing.ui import mount as mount_ui
from ebbing.wm.caps import Caps
from ebbing.wm.registry import Registry
from ebbing.wm.routes import router as wm_router

MAX_BODY = 1 << 20
ROUTERS = [recall.router, memories.router, commonsense.router, thinking.router, native.router]
LOOPBACK = ("127.0.0.1", "localhost", "[::1]", "::1")


_HOST = re.compile(r"(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::[0-9]{1,5})?")


def host_name(header: str) -> str:
    """The name in a Host header, without its port ("[::1]:7745" -> "[::1]"); "" for a
    header that is not exactly a name and an optional port ("127.0.0.1:80@evil.com",
    "127.0.0.1/x": whatever follows could name another host to a browser or a proxy)."""
    found = _HOST.fullmatch(header.strip().lower())
    return found.group(1) if found else ""


class HostCheck:
    """Refuses (403, code "host") a request whose Host header names something else than
    this daemon (DNS rebinding). Plain ASGI: Starlette's `@app.middleware("http")` ran every
    request through extra tasks and streams, a cost each concurrent request paid again."""

    def __init__(self, app: ASGIApp, allowed: set[str]) -> None:
        self.app, self.allowed = app, allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = Headers(scope=scope).get("host", "")
            if host_name(host) not in self.allowed:
                response = reply(None, 403, "host", "this daemon does not answer to the host "
                                 f"{host!r} (DNS rebinding protection)")
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


def create_app(pool: AgentPool, token: str, tasks: TaskRunner, *,
               info: dict[str, Any] | None = None,
               on_shutdown: Callable[[], None] | None = None,
               hosts: Iterable[str] = (), clock: Callable[[], float] = time.monotonic,
               ) -> FastAPI:
    """The application serving `pool`'s agents to requests that carry `token` and name one
    of `hosts` (besides the loopback names) in their Host header."""
    app = FastAPI(title="ebbing", version=__version__, docs_url=None, redoc_url=None,
                  description="Local long-term memory: MemNetAI's HTTP API, and ebbing's.",
                  max_body_size=MAX_BODY)
    settings = pool.settings
    app.state.ebbing = Server(pool, tasks, token,
                              HeatLimiter(settings.heat_window_s, settings.heat_max_weight),
                              dict(info or {}), on_shutdown, clock)
    expected = f"Token {token}".encode()
    allowed = {h.lower() for h in LOOPBACK} | {host_name(h) for h in hosts}
    tokens = tokens_of(settings.home)

    async def authorised(authorization: Annotated[str | None, Header()] = None) -> None:
        """The daemon's token reaches the whole home; a token of `ebbing token create` its
        namespaces (ebbing.access), set as the call's reach for the route and its tasks."""
        # async: a check this small runs on the event loop, not handed to a worker thread
        given = authorization or ""
        if hmac.compare_digest(given.encode(), expected):
            REACH.set(HOME)
            return
        record = tokens.find(given[6:].strip()) if given.startswith("Token ") else None
        if record is None:
            raise HTTPException(401, "missing or wrong token (Authorization: Token <token>)")
        REACH.set(record.grant())

    async def whole_home(_: None = Depends(authorised)) -> None:
        """Only the home's token: working memory (sessions shared by the whole daemon) and
        the web view's login."""
        require_home("this endpoint")

    app.add_middleware(HostCheck, allowed=allowed)

    install_error_handlers(app)
    for router in ROUTERS:
        app.include_router(router, dependencies=[Depends(authorised)],
                           responses={401: {"description": "No or wrong token."}})
    app.state.wm_registry = Registry(Caps.from_env())  # working memory (ebbing.wm)
    app.include_router(wm_router(pool, [Depends(whole_home)], reply, app.state.wm_registry))
    mount_ui(app, whole_home)  # the web view (ebbing.ui): pages under /ui, session cookies
    return app
