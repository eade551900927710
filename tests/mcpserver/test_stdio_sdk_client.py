"""Bad lines through the MCP SDK's own client (`ClientSession` over `stdio_client`): each bad
request gets a JSON-RPC error with its id, so the SDK raises instead of waiting for ever; an
error reply with a null id (a line that is no JSON) does not confuse it; nothing bad is stored
and the server answers the next good request.

The client cannot put bad bytes on the wire itself, so `line_proxy.py` sits between it and
`ebbing mcp` and spoils the lines that carry a marker (see there)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError
from mcp_support import cli, ebbing_env

PROXY = Path(__file__).with_name("line_proxy.py")
BAD = {  # the text of a remember call -> the JSON-RPC code its spoilt line gets
    "green tea @@surrogate@@ every morning": -32602,
    "caf@@not-utf8@@ au lait in Lyon": -32700,
    "cut short @@cut@@ here": -32700,
}


def test_the_sdk_client_gets_an_error_for_every_bad_line_and_the_server_goes_on() -> None:
    params = StdioServerParameters(command=sys.executable, env=ebbing_env(), args=[
        str(PROXY), sys.executable, "-m", "ebbing", "mcp"])
    codes: dict[str, Any] = {}

    async def main() -> list[str]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            for text in BAD:
                with anyio.fail_after(60):  # a hang fails the test instead of waiting
                    with pytest.raises(MCPError) as caught:
                        await session.call_tool("remember", {"text": text})
                codes[text] = caught.value.error.code
            with anyio.fail_after(60), pytest.raises(MCPError) as deep:
                await session.call_tool("remember", {"text": "x", "tags": "@@deep@@"})
            codes["deep"] = deep.value.error.code
            with anyio.fail_after(60):
                done = await session.call_tool(
                    "remember", {"text": "Oolong after lunch@@garbage-first@@"})
                assert done.is_error is False, done
                found = await session.call_tool("search", {"query": "oolong"})
            assert found.is_error is False and found.structured_content is not None
            return [str(hit["memory"]["content"]) for hit in found.structured_content["hits"]]

    hits = anyio.run(main)
    assert codes == {**BAD, "deep": -32700}
    assert hits == ["Oolong after lunch"]
    listed = cli("list")
    stored = [m["content"] for m in (listed if isinstance(listed, list) else [listed])]
    assert stored == ["Oolong after lunch"]  # no spoilt text stored, no U+FFFD copy
