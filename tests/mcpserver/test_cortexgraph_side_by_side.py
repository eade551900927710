"""CortexGraph 1.2.1's own MCP server beside ebbing's: both started over stdio and listed by
the MCP SDK's own client. Every tool CortexGraph's server offers is one of ebbing's, under
the same name, in docs/mcp.md's map; ebbing's takes CortexGraph's arguments (the few it
refuses are listed here and in docs/mcp.md, so the list cannot grow unseen), and the ones
that change what a call does (consolidate's `mode` and `cluster_id`, gc's `dry_run`) do it;
test_cortexgraph_arguments.py compares the filters, pages and the rest call by call.

CortexGraph's server needs the 1.x MCP SDK: its venv is made once (reference_servers.py).
Each test starts MCP servers as subprocesses (CortexGraph's imports its web stack): 20-26 s
each at load 20 on this shared machine, a few seconds idle.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp_support import data, error_text, stdio_session
from reference_servers import cortexgraph_session, ensure_venv
from test_cortexgraph_more import peer_tools

from ebbing.mcpserver.registry import all_tools

# CortexGraph's arguments ebbing's tools do not take: each is refused with a JSON-RPC error
# saying why (ToolSpec.refused; test_cortexgraph_arguments.py asserts the errors), never
# dropped. Every other argument CortexGraph's tools take, ebbing's take with its meaning.
REFUSED = {
    "backfill_embeddings": {"force", "limit"},
    "cluster_memories": {"duplicate_threshold", "threshold", "max_cluster_size",
                         "find_duplicates", "strategy"},
}
# arguments ebbing requires that CortexGraph does not: a search needs a query
REQUIRED_MORE = {"search_memory": {"query"}, "search_unified": {"query"}}


@pytest.fixture(scope="module")
def venv() -> Path:
    return ensure_venv("cortexgraph")


def tool_lists(venv: Path, folder: Path) -> tuple[list[Any], dict[str, Any]]:
    async def main() -> tuple[list[Any], dict[str, Any]]:
        async with cortexgraph_session(venv, folder) as theirs:
            their_tools = (await theirs.list_tools()).tools
            saved = await theirs.call_tool("save_memory", {"content": "I moved to Lisbon"})
            assert not saved.is_error, saved.content  # the server really serves
        async with stdio_session() as ours:
            our_tools = {t.name: t for t in (await ours.list_tools()).tools}
        return their_tools, our_tools

    return anyio.run(main)


def test_every_cortexgraph_tool_is_ebbings_with_its_arguments(venv: Path,
                                                              tmp_path: Path) -> None:
    theirs, ours = tool_lists(venv, tmp_path)
    names = {t.name for t in theirs}
    assert len(names) == 17 and names <= set(ours), names - set(ours)
    assert names <= set(peer_tools("**Decay-memory server**"))  # each a row of the map
    gaps: dict[str, set[str]] = {}
    required: dict[str, set[str]] = {}
    for tool in theirs:
        mine = ours[tool.name].input_schema
        missing = set(tool.input_schema["properties"]) - set(mine["properties"])
        if missing:
            gaps[tool.name] = missing
        more = set(mine.get("required", [])) - set(tool.input_schema.get("required", []))
        if more:
            required[tool.name] = more
    assert gaps == REFUSED
    specs = {spec.name: spec for spec in all_tools()}
    assert {name: set(specs[name].refused) for name in REFUSED} == REFUSED
    assert all(not spec.refused for name, spec in specs.items() if name not in REFUSED)
    assert required == REQUIRED_MORE


def test_cortexgraphs_arguments_do_what_they_say() -> None:
    """consolidate_memories(mode="apply", cluster_id=...) merges as apply does; mode "link"
    is refused, not taken for a preview; gc(dry_run=False) archives (never deletes);
    touch_memory(boost_strength=True) is a review."""
    async def main() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with stdio_session() as s:
            async def call(name: str, args: dict[str, Any]) -> Any:
                return data(await s.call_tool(name, args))

            for text in ("Caroline adopted a dog named Max in May",
                         "Caroline adopted a dog, Max, in May",
                         "Caroline adopted her dog Max in May"):
                await call("save_memory", {"content": text})
            out["preview"] = await call("consolidate_memories", {"mode": "preview"})
            clusters = out["preview"]["merge"] + out["preview"]["review"]
            assert clusters, out["preview"]
            out["applied"] = await call("consolidate_memories", {
                "mode": "apply", "cluster_id": clusters[0]["id"]})
            out["link"] = error_text(await s.call_tool("consolidate_memories",
                                                       {"mode": "link"}))
            old = await call("save_memory", {"content": "A fading note about parking"})
            out["gc preview"] = await call("gc", {})
            out["gc"] = await call("gc", {"dry_run": False})
            out["old id"] = old["memory"]["id"]
            out["old"] = await call("open_memories", {"memory_ids": [old["memory"]["id"]]})
            out["touch"] = await call("touch_memory", {"memory_id": old["memory"]["id"],
                                                       "boost_strength": True})
        return out

    out = anyio.run(main)
    assert out["preview"]["applied"] is False and out["applied"]["applied"] is True
    assert "link" in out["link"] and "create_relation" in out["link"]
    assert out["gc preview"]["applied"] is False and out["gc"]["applied"] is True
    assert out["gc"]["action"] != "delete"
    assert out["old id"] in str(out["old"]["memories"][0])  # still there to open
    assert out["touch"]["use_count"] >= 1
