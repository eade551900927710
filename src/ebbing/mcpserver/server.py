"""Building the MCP server from the tool registry and running it over stdio or streamable HTTP.

Over stdio the SDK owns standard output (it points file descriptor 1 at standard error while it
serves, so a stray print cannot corrupt the protocol); ebbing's log goes to standard error.
Over HTTP the server listens on 127.0.0.1 only, answers only requests whose Host header names
that address and port (DNS rebinding), and only those that carry `Authorization: Bearer
<token>`.
"""

from __future__ import annotations

import hmac
import logging
import threading
from typing import Any

import anyio
from mcp.server import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from mcp.types import ToolAnnotations

from ebbing import __version__
from ebbing.access.reach import HOME, Grant, granted
from ebbing.access.tokens import TokenStore, tokens_of
from ebbing.mcpserver import resources
from ebbing.mcpserver.registry import all_tools
from ebbing.mcpserver.session import Session, bind
from ebbing.mcpserver.stdio import serve

log = logging.getLogger("ebbing.mcp")

HOST = "127.0.0.1"
PATH = "/mcp"

INSTRUCTIONS = """\
ebbing is the user's long-term memory: memories fade unless they are used, and a memory that \
was corrected keeps its history. Call `recall` with the user's message before answering \
anything that may depend on earlier conversations, and `remember` for each new fact worth \
keeping after answering. Use `supersede` or `repudiate` when a remembered fact changed or was \
wrong. Tools that delete or promote are dry runs unless told otherwise."""


INVALID_PARAMS = -32602


class Server(MCPServer[Any]):
    """The SDK's server, but a call passing an argument its tool does not take is refused
    with a JSON-RPC error (-32602) naming it, and why when a peer's tool takes it
    (ToolSpec.refused): the SDK would drop it unseen, and the caller would believe it
    honoured."""

    refused: dict[str, dict[str, str]]

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Any = None) -> Any:
        tool = self._tool_manager.get_tool(name)
        if tool is not None:
            unknown = sorted(set(arguments) - set(tool.parameters.get("properties", {})))
            if unknown:
                raise MCPError(INVALID_PARAMS, unknown_arguments(
                    name, unknown, self.refused.get(name, {})),
                    {"tool": name, "unknown_arguments": unknown})
        return await super().call_tool(name, arguments, context)


def unknown_arguments(tool: str, names: list[str], why: dict[str, str]) -> str:
    said = [f"`{n}` ({why[n]})" if n in why else f"`{n}`" for n in names]
    return (f"invalid params: the tool {tool} does not take {', '.join(said)}; leave "
            f"{'it' if len(names) == 1 else 'them'} out (tools/list gives its arguments)")


def build(session: Session) -> MCPServer[Any]:
    """The MCP server for `session`: every registered tool, the resources and the prompt."""
    server = Server(
        "ebbing", title="ebbing memory", version=__version__, instructions=INSTRUCTIONS,
        log_level="WARNING", warn_on_duplicate_tools=True)
    server.refused = {}
    for spec in all_tools():
        server.refused[spec.name] = spec.refused
        server.add_tool(
            bind(spec, session), name=spec.name, title=spec.title, description=spec.description,
            annotations=ToolAnnotations(
                title=spec.title, read_only_hint=spec.read_only,
                destructive_hint=spec.destructive, idempotent_hint=spec.idempotent,
                open_world_hint=False),
            structured_output=True)
    resources.register(server, session)
    return server


def warm_in_background(session: Session) -> threading.Thread:
    """Load the model and index the default agent while the client connects."""

    def run() -> None:
        try:
            session.warm()
        except Exception as error:  # the first call will report it to the client
            log.warning("could not prepare the memory agent: %s", error)

    thread = threading.Thread(target=run, name="ebbing-mcp-warm", daemon=True)
    thread.start()
    return thread


def run_stdio(session: Session) -> None:
    server = build(session)
    warm_in_background(session)
    try:
        anyio.run(serve, server)  # every line checked; a bad one answered (stdio.py)
    finally:
        session.close()


class TokenGate:
    """ASGI middleware: HTTP requests without `Authorization: Bearer <token>` get 401. The
    server's token reaches every namespace; a token of `ebbing token create` (looked up in
    `tokens`) only its own: it is set as the call's reach (ebbing.access), which the SDK
    carries to the tool, and a tool or resource of another namespace is an error naming it."""

    def __init__(self, app: Any, token: str, tokens: TokenStore | None = None) -> None:
        self.app = app
        self.expected = f"Bearer {token}".encode()
        self.tokens = tokens

    def grant(self, given: bytes) -> Grant | None:
        if hmac.compare_digest(given, self.expected):
            return HOME
        if self.tokens is None or not given.startswith(b"Bearer "):
            return None
        record = self.tokens.find(given[7:].decode("utf-8", "replace").strip())
        return None if record is None else record.grant()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            grant = self.grant(given)
            if grant is None:
                body = b'{"error": "missing or wrong token (Authorization: Bearer <token>)"}'
                await send({"type": "http.response.start", "status": 401,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"www-authenticate", b"Bearer")]})
                await send({"type": "http.response.body", "body": body})
                return
            with granted(grant):
                await self.app(scope, receive, send)
            return
        await self.app(scope, receive, send)


def http_app(session: Session, port: int, token: str) -> Any:
    """The ASGI application served by `run_http` (exposed for tests)."""
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[f"{HOST}:{port}", f"localhost:{port}"],
        allowed_origins=[f"http://{HOST}:{port}", f"http://localhost:{port}"])
    app = build(session).streamable_http_app(  # plain JSON answers: no tool streams progress
        streamable_http_path=PATH, transport_security=security, host=HOST, json_response=True)
    return TokenGate(app, token, tokens_of(session.settings.home))


def run_http(session: Session, port: int, token: str) -> None:
    import uvicorn

    if not token:
        raise ValueError("the HTTP transport needs a token")
    app = http_app(session, port, token)
    warm_in_background(session)
    config = uvicorn.Config(app, host=HOST, port=port, log_level="warning", access_log=False,
                            lifespan="on")
    try:
        uvicorn.Server(config).run()
    finally:
        session.close()
