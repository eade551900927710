"""`ebbing mcp --http` with a token of `ebbing token create`: the SDK's own client reaches the
namespaces the token grants and gets an error on every tool and resource of another (the
server's own token still reaches every namespace)."""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import MCPError
from mcp_support import cli, data, error_text, http_server, http_session

SERVER_TOKEN = "server-token-91bd"
ARGS = {"remember", "recall", "search", "show", "touch", "forget", "supersede", "repudiate",
        "suspect", "validate", "history"}  # per-agent tools there must be (and more)


def arguments(schema: dict[str, Any], memory_id: str) -> dict[str, Any]:
    """A valid call: every required argument its first example (a memory id: theirs)."""
    props = schema.get("properties", {})
    made = {}
    for name in schema.get("required", []):
        example = props[name]["examples"][0]
        if name.endswith("_id"):
            example = memory_id
        elif name.endswith("_ids"):
            example = [memory_id]
        made[name] = example
    return made


def test_a_namespace_token_reaches_its_namespace_only() -> None:
    theirs = cli("remember", "Bob keeps bees on the roof", "-n", "user_43", "-a", "bob")["id"]
    made = cli("token", "create", "alice", "-n", "user_42")
    token = made["token"]

    async def main() -> None:
        async with http_session(port, token) as s:
            mine = data(await s.call_tool("remember", {"text": "Alice grows basil"}))
            assert mine["memory"]["content"] == "Alice grows basil"  # the server's namespace
            tools = {t.name: t for t in (await s.list_tools()).tools}
            per_agent = [n for n, t in tools.items() if "namespace" in t.input_schema.get(
                "properties", {})]
            assert set(ARGS) <= set(per_agent)
            for name in per_agent:
                args = arguments(tools[name].input_schema, theirs) | {
                    "namespace": "user_43", "agent": "bob"}
                try:
                    result = await s.call_tool(name, args)
                except MCPError as error:  # arguments the test does not know: not our point
                    pytest.fail(f"{name}: {error}")
                text = error_text(result)
                assert "does not grant the namespace 'user_43'" in text, (name, text)
            for name in set(tools) - set(per_agent):  # working memory: the server's whole
                args = arguments(tools[name].input_schema, theirs)
                assert "the whole home's" in error_text(await s.call_tool(name, args)), name
            with pytest.raises(MCPError, match="does not grant"):
                await s.read_resource(f"ebbing://user_43/bob/memory/{theirs}")

        async with http_session(port, SERVER_TOKEN) as s:  # the server's own token: all
            shown = data(await s.call_tool("show", {"memory_id": theirs, "namespace": "user_43",
                                                    "agent": "bob"}))
            assert shown["content"] == "Bob keeps bees on the roof"

    with http_server(SERVER_TOKEN, "--namespace", "user_42", "--agent", "alice") as port:
        anyio.run(main)
    assert cli("show", theirs, "-n", "user_43", "-a", "bob")["status"] == "valid"  # untouched
    listed = cli("list", "-n", "user_43", "-a", "bob")
    assert not isinstance(listed, list) and listed["id"] == theirs  # nothing added there


def test_a_token_for_another_namespace_cannot_use_the_servers_default_agent() -> None:
    cli("remember", "The server's agent holds this", "-n", "team", "-a", "main")
    token = cli("token", "create", "carol", "-n", "user_42")["token"]

    async def main() -> str:
        async with http_session(port, token) as s:
            return error_text(await s.call_tool("search", {"query": "holds"}))

    with http_server(SERVER_TOKEN, "--namespace", "team", "--agent", "main") as port:
        text = anyio.run(main)
    assert "does not grant the namespace 'team'" in text
    json.dumps(text)
