"""Helpers of the MCP tests: `ebbing mcp` started as a subprocess and driven by the SDK's own
clients (a uniquely named module: pytest puts this folder on sys.path)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx2
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from reference_servers import free_port, serving
from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


def ebbing_env() -> dict[str, str]:
    """The test's EBBING_* settings (home, env file, embedder), for a server subprocess, and
    PYTHONPATH (so the server runs the code under test, not another install's)."""
    return {k: v for k, v in os.environ.items()
            if k.startswith("EBBING_") or k == "PYTHONPATH"}


@contextlib.asynccontextmanager
async def stdio_session(*args: str, env: dict[str, str] | None = None,
                        errlog: Any = None) -> AsyncIterator[ClientSession]:
    """A ClientSession on `ebbing mcp ARGS` launched over stdio, initialised."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "ebbing", "mcp", *args],
                                   env=ebbing_env() | (env or {}))
    log = errlog if errlog is not None else sys.stderr
    async with stdio_client(params, errlog=log) as (read, write), \
            ClientSession(read, write) as session:
        await session.initialize()
        yield session


@contextlib.contextmanager
def http_server(token: str, *args: str) -> Iterator[int]:
    """`ebbing mcp --http` on a free port, until the block ends; yields the port."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "ebbing", "mcp", "--http", "--port", str(port), "--token", token,
         *args], env=os.environ.copy(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    with serving(process, port, "the HTTP server"):
        yield port


@contextlib.asynccontextmanager
async def http_session(port: int, token: str) -> AsyncIterator[ClientSession]:
    """A ClientSession over streamable HTTP with the bearer token, initialised."""
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"},
                                  timeout=60) as client, \
            streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=client) as (
                read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def data(result: Any) -> Any:
    """A successful tool result's JSON."""
    assert not result.is_error, result.content
    return result.structured_content


def error_text(result: Any) -> str:
    assert result.is_error, result.structured_content
    return str(result.content[0].text)


def cli(*args: str) -> Any:
    """An `ebbing` command run in this process; its --json output parsed (a list for JSON
    Lines)."""
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    return lines[0] if len(lines) == 1 else lines
