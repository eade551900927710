"""`ebbing mcp --http`: the SDK's streamable HTTP client with the token gets the same server;
requests without the token, or naming another host, are refused."""

from __future__ import annotations

import json
from typing import Any

import anyio
import httpx2
from mcp.types import LATEST_PROTOCOL_VERSION
from mcp_support import cli, data, error_text, http_server, http_session

TOKEN = "test-token-7f3a"

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": LATEST_PROTOCOL_VERSION, "capabilities": {},
    "clientInfo": {"name": "raw", "version": "0"}}}
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def test_http_serves_tools_and_resources_with_the_token() -> None:
    from_cli = cli("remember", "The spare key is under the blue pot")["id"]
    with http_server(TOKEN, "--agent", "default") as port:

        async def main() -> str:
            async with http_session(port, TOKEN) as s:
                names = {t.name for t in (await s.list_tools()).tools}
                assert {"remember", "recall", "search", "forget", "gc"} <= names
                recalled = data(await s.call_tool("recall", {"query": "Where is the spare key?"}))
                assert recalled["memories"][0]["id"] == from_cli
                made = data(await s.call_tool("remember", {"text": "The gate code is 4411"}))
                read = await s.read_resource(
                    f"ebbing://default/default/memory/{made['memory']['id']}")
                memory = json.loads(read.contents[0].text)  # type: ignore[union-attr]
                assert memory["content"] == "The gate code is 4411"
                assert "no memory" in error_text(await s.call_tool("show", {"memory_id": "x"}))

                results: list[Any] = []

                async def search(i: int) -> None:
                    results.append(data(await s.call_tool("search", {"query": f"key {i}"})))

                async with anyio.create_task_group() as group:
                    for i in range(10):
                        group.start_soon(search, i)
                assert len(results) == 10
                return str(made["memory"]["id"])

        made = anyio.run(main)
    assert cli("show", made)["content"] == "The gate code is 4411"


def test_http_refuses_a_missing_or_wrong_token_and_a_foreign_host() -> None:
    with http_server(TOKEN) as port:
        url = f"http://127.0.0.1:{port}/mcp"
        with httpx2.Client(timeout=30) as client:
            assert client.post(url, json=INITIALIZE, headers=HEADERS).status_code == 401
            wrong = HEADERS | {"Authorization": "Bearer not-the-token"}
            assert client.post(url, json=INITIALIZE, headers=wrong).status_code == 401
            good = HEADERS | {"Authorization": f"Bearer {TOKEN}"}
            foreign = good | {"Host": "evil.example:80"}
            assert client.post(url, json=INITIALIZE, headers=foreign).status_code == 421
            origin = good | {"Origin": "http://evil.example"}
            assert client.post(url, json=INITIALIZE, headers=origin).status_code == 403
            answer = client.post(url, json=INITIALIZE, headers=good)
            assert answer.status_code == 200, answer.text
