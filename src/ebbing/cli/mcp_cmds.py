"""`ebbing mcp`: serve the memory to assistants over the Model Context Protocol.

The SDK is imported only when the command runs (ebbing.mcpserver.server), never by `ebbing
--help` or any other command.
"""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from ebbing.cli.common import AgentOpt, HomeOpt, NamespaceOpt, err, reported


def mcp(
    http: Annotated[bool, typer.Option(
        "--http", help="Serve streamable HTTP on 127.0.0.1 instead of stdio.")] = False,
    port: Annotated[int | None, typer.Option(
        "--port", min=1, max=65535,
        help="With --http: the port [env EBBING_MCP_PORT; default: 7746].")] = None,
    token: Annotated[str | None, typer.Option(
        "--token", help="With --http: the token clients send as `Authorization: Bearer "
                        "<token>` [env EBBING_MCP_TOKEN; default: a new random one, printed "
                        "on stderr].")] = None,
    namespace: NamespaceOpt = None,
    agent: AgentOpt = None,
    home: HomeOpt = None,
) -> None:
    """Serve ebbing as an MCP server: tools (remember, recall, search, supersede, ...), the
    agent's memories and stats as resources, and a prompt that tells the model to recall
    before answering and remember after.

    Over stdio (the default) it is what an assistant launches (Claude Desktop, Claude Code,
    Cursor, VS Code); standard output carries only protocol messages, logs go to stderr.
    With --http it listens on http://127.0.0.1:PORT/mcp and answers only requests with the
    token and a Host header naming that address. Tools take namespace and agent arguments to
    reach another agent for one call. See docs/mcp.md for each client's configuration."""
    import secrets

    from ebbing.config import load_settings

    if not http and (port is not None or token is not None):
        raise typer.BadParameter("--port and --token go with --http", param_hint="--http")
    with reported(False):
        settings = load_settings(home=home)
        from ebbing.mcpserver.server import PATH, run_http, run_stdio
        from ebbing.mcpserver.session import Session

        session = Session(settings, namespace, agent)
        if not http:
            run_stdio(session)
            return
        chosen_port = settings.mcp_port if port is None else port
        chosen_token = token or settings.mcp_token
        if not chosen_token:
            chosen_token = secrets.token_urlsafe(32)
            err.print(f"token: {chosen_token}", markup=False)
        err.print(f"ebbing MCP server for {session.namespace}/{session.agent} at "
                  f"http://127.0.0.1:{chosen_port}{PATH} (Ctrl-C stops it)", markup=False)
        sys.stderr.flush()
        run_http(session, chosen_port, chosen_token)


def register(app: typer.Typer) -> None:
    app.command()(mcp)
