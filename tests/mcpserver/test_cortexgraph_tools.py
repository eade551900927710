"""The CortexGraph tools through the MCP SDK's own client: batch uses with cross-domain
detection, the graph read, a relation created, consolidation previewed then applied."""

from __future__ import annotations

from typing import Any

import anyio
from mcp_support import cli, data, error_text, stdio_session


def test_cortexgraph_tools_do_their_job() -> None:
    tea = cli("remember", "I prefer green tea in the morning", "-t", "preference",
              "--no-check")["id"]
    same = cli("remember", "I prefer green tea in the morning!", "-t", "preference",
               "--no-check")["id"]
    trip = cli("remember", "The trip to Kyoto is in April", "-t", "travel", "--no-check")["id"]

    async def main() -> dict[str, Any]:
        async with stdio_session() as session:
            out: dict[str, Any] = {}
            out["tools"] = {t.name for t in (await session.list_tools()).tools}
            out["observed"] = data(await session.call_tool(
                "observe_memory_usage", {"memory_ids": [tea, trip],
                                         "context_tags": ["travel"]}))
            out["related"] = data(await session.call_tool(
                "create_relation", {"from_memory_id": trip, "to_memory_id": tea,
                                    "relation_type": "part_of"}))
            out["missing"] = error_text(await session.call_tool(
                "create_relation", {"from_memory_id": trip, "to_memory_id": "nope"}))
            out["graph"] = data(await session.call_tool("read_graph", {"limit": 10}))
            out["preview"] = data(await session.call_tool("cluster_memories", {}))
            out["applied"] = data(await session.call_tool("consolidate_memories",
                                                          {"apply": True}))
            return out

    out = anyio.run(main)
    assert {"observe_memory_usage", "read_graph", "create_relation", "cluster_memories",
            "consolidate_memories"} <= out["tools"]
    assert out["observed"]["cross_domain"] == [tea]  # travel is the trip's own domain
    assert all(o["use_count"] == 1 for o in out["observed"]["observed"])
    assert out["related"]["relation"]["type"] == "part_of"
    assert "nope" in out["missing"]
    relations = out["graph"]["relations"]
    assert [(r["from"], r["to"]) for r in relations] == [(trip, tea)]
    assert out["graph"]["shown"] == 3
    merged = {m["id"] for c in out["preview"]["merge"] for m in c["members"]}
    assert merged == {tea, same} and not out["preview"]["applied"]
    assert out["applied"]["applied"] and len(cli("list")) == 2
