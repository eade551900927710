"""`ebbing mcp` over stdio as a client lives with it: resources and the prompt, calls at the same
time, bad input, which agent a call reaches, and the CLI seeing what MCP stored (and back)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import MCPError
from mcp.types import LATEST_PROTOCOL_VERSION
from mcp_support import cli, data, error_text, stdio_session


def test_resources_and_the_prompt() -> None:
    first = cli("remember", "Max moved to Berlin", "-e", "Max")["id"]
    second = cli("remember", "Max plays the cello")["id"]

    async def main() -> None:
        async with stdio_session() as s:
            listed = {str(r.uri) for r in (await s.list_resources()).resources}
            assert listed == {"ebbing://default/default/stats", "ebbing://default/default/recent"}
            templates = {t.uri_template for t in
                         (await s.list_resource_templates()).resource_templates}
            assert "ebbing://{namespace}/{agent}/memory/{memory_id}" in templates

            read = await s.read_resource(f"ebbing://default/default/memory/{first}")
            memory = json.loads(read.contents[0].text)  # type: ignore[union-attr]
            assert memory["content"] == "Max moved to Berlin" and memory["entities"] == ["Max"]
            assert read.contents[0].mime_type == "application/json"

            stats = json.loads((await s.read_resource("ebbing://default/default/stats"))
                               .contents[0].text)  # type: ignore[union-attr]
            assert stats["memories"] == 2 and stats["by_status"]["valid"] == 2
            recent = json.loads((await s.read_resource("ebbing://default/default/recent"))
                                .contents[0].text)  # type: ignore[union-attr]
            assert [m["id"] for m in recent["memories"]] == [second, first]

            with pytest.raises(MCPError, match="no memory"):
                await s.read_resource("ebbing://default/default/memory/01JD8Z6Q4K3V7M2N5P8R1T4W6Y")

            prompts = (await s.list_prompts()).prompts
            assert [p.name for p in prompts] == ["use_memory"]
            prompt = await s.get_prompt("use_memory", {"topic": "music"})
            text = prompt.messages[0].content.text  # type: ignore[union-attr]
            assert "`recall`" in text and "`remember`" in text and "music" in text
            assert s.initialize_result is not None

    anyio.run(main)


def test_concurrent_calls_all_land() -> None:
    async def main() -> dict[str, Any]:
        results: list[Any] = []
        async with stdio_session() as s:
            async def remember(i: int) -> None:
                results.append(data(await s.call_tool(
                    "remember", {"text": f"Fact number {i} about the garden",
                                 "check_conflicts": False})))

            async def recall() -> None:
                results.append(data(await s.call_tool("recall", {"query": "garden"})))

            async with anyio.create_task_group() as group:
                for i in range(20):
                    group.start_soon(remember, i)
                    group.start_soon(recall)
            assert len(results) == 40
            read = await s.read_resource("ebbing://default/default/stats")
            return json.loads(read.contents[0].text)  # type: ignore[union-attr]

    stats = anyio.run(main)
    assert stats["memories"] == 20
    assert len(cli("list", "--limit", "0")) == 20


def test_bad_input_is_a_tool_error_and_the_server_carries_on() -> None:
    valid = cli("remember", "The cat is called Tom")["id"]

    async def main() -> None:
        async with stdio_session() as s:
            call = s.call_tool
            assert "text" in error_text(await call("remember", {}))
            assert "empty" in error_text(await call("remember", {"text": "   "}))
            assert "top" in error_text(await call("search", {"query": "x", "top": "many"}))
            assert "statuses" in error_text(await call("search", {"query": "x",
                                                                  "statuses": ["true"]}))
            assert "no memory" in error_text(await call("touch", {"memory_id": "nope"}))
            assert "already valid" in error_text(await call("validate", {
                "memory_id": valid, "reason": "still true"}))
            assert "newer memory" in error_text(await call("supersede", {
                "memory_id": valid, "reason": "changed"}))
            assert "agent" in error_text(await call("recall", {"query": "x", "agent": "../x"}))
            assert "unknown" in error_text(await call("no_such_tool", {})).lower()
            assert data(await call("show", {"memory_id": valid}))["status"] == "valid"

    anyio.run(main)


def test_stdout_carries_only_protocol_frames() -> None:
    """Drive the server with raw JSON-RPC lines: every line it writes to stdout is a JSON-RPC
    message, even around failing calls; what it logs goes to stderr."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": LATEST_PROTOCOL_VERSION, "capabilities": {},
            "clientInfo": {"name": "raw", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
         "params": {"name": "remember", "arguments": {"text": "Raw frames only"}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
         "params": {"name": "show", "arguments": {"memory_id": "missing"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call",
         "params": {"name": "recall", "arguments": {"query": "raw frames"}}},
    ]
    process = subprocess.Popen([sys.executable, "-m", "ebbing", "mcp"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=os.environ.copy())
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write("".join(json.dumps(m) + "\n" for m in messages))
        process.stdin.flush()
        frames: list[dict[str, Any]] = []
        while len([f for f in frames if "id" in f]) < 4:
            line = process.stdout.readline()  # any stray text fails json.loads below
            assert line, f"the server stopped: {process.stderr.read() if process.stderr else ''}"
            frames.append(json.loads(line))
        process.stdin.close()
        rest = process.stdout.read()
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    frames += [json.loads(line) for line in rest.splitlines()]
    assert all(f["jsonrpc"] == "2.0" for f in frames)
    by_id = {f["id"]: f for f in frames if "id" in f}
    assert set(by_id) == {1, 2, 3, 4}
    assert by_id[3]["result"]["isError"] is True
    assert "Raw frames only" in by_id[4]["result"]["structuredContent"]["memoryPrompt"]


def test_mcp_and_cli_see_each_others_memories() -> None:
    from_cli = cli("remember", "Ana keeps bees on the roof", "-e", "Ana")["id"]

    async def main() -> str:
        async with stdio_session() as s:
            recalled = data(await s.call_tool("recall", {"query": "Who keeps bees?"}))
            assert from_cli in [m["id"] for m in recalled["memories"]]
            made = data(await s.call_tool("remember", {"text": "Ana sells honey at the market",
                                                       "entities": ["Ana"]}))
            return str(made["memory"]["id"])

    from_mcp = anyio.run(main)
    recalled = cli("recall", "Where does Ana sell honey?", "--detailed")
    assert from_mcp in [m["memorySummaryId"] for m in recalled["memorySummaryList"]]


def test_namespace_and_agent_from_flags_environment_and_per_call() -> None:
    async def main() -> None:
        async with stdio_session("--agent", "work", env={"EBBING_NAMESPACE": "team"}) as s:
            listed = {str(r.uri) for r in (await s.list_resources()).resources}
            assert "ebbing://team/work/stats" in listed
            data(await s.call_tool("remember", {"text": "The standup is at nine"}))
            data(await s.call_tool("remember", {"text": "Buy oat milk", "agent": "home"}))

    anyio.run(main)
    assert [m["content"] for m in [cli("list", "-n", "team", "-a", "work")]] == [
        "The standup is at nine"]
    assert cli("list", "-n", "team", "-a", "home")["content"] == "Buy oat milk"
    home = Path(os.environ["EBBING_HOME"])
    assert not (home / "default" / "default").exists()  # the default agent was never made


@pytest.mark.slow
def test_recall_with_the_real_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packaged model, loaded once by the server: a paraphrase is recalled by meaning."""
    monkeypatch.setenv("EBBING_EMBEDDER", "default")

    async def main() -> None:
        async with stdio_session() as s:
            data(await s.call_tool("remember", {"text": "Caroline adopted a puppy last week"}))
            data(await s.call_tool("remember", {"text": "The boiler needs a new valve"}))
            # (a question about "she" in a store of two memories gets nothing, as in one
            # process: the server reads e5's cosines on the same scale since stop 19)
            recalled = data(await s.call_tool("recall", {"query": "Does Caroline have a dog?",
                                                         "deep": False}))
            assert recalled["memories"][0]["text"] == "Caroline adopted a puppy last week"

    anyio.run(main)
