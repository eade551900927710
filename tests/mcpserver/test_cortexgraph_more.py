"""Every CortexGraph tool of docs/mcp.md's map is a working tool under its own name, through
the MCP SDK's own client: the aliases take CortexGraph's arguments, and the helpers answer
from what ebbing knows (worth.py, the relevance floor, the engine, this server's calls)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import anyio
from mcp_support import data, error_text, stdio_session

MAP = Path(__file__).parents[2] / "docs" / "mcp.md"


def peer_tools(title: str) -> list[str]:
    """The peer tools named in the left column of one map of docs/mcp.md."""
    lines = MAP.read_text(encoding="utf-8").split(title, 1)[1].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| "))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")),
               len(lines))
    rows = [line for line in lines[start:end] if line.startswith("| `")]
    names: list[str] = []
    for row in rows:
        names += re.findall(r"`([a-z_]+)`", row.split("|")[1])
    return names


def test_every_row_of_the_map_is_a_tool() -> None:
    async def main() -> set[str]:
        async with stdio_session() as session:
            return {t.name for t in (await session.list_tools()).tools}

    tools = anyio.run(main)
    cortexgraph = peer_tools("**Decay-memory server**")
    assert len(cortexgraph) >= 17 and set(cortexgraph) <= tools, set(cortexgraph) - tools
    memnet = [n for n in peer_tools("**MemNet** (a session graph")
              if n not in ("pin_map", "beat_turn_begin", "beat_turn_finish")]
    assert len(memnet) == 12 and {f"memnet_{n}" for n in memnet} <= tools


def test_cortexgraph_tools_answer() -> None:
    async def main() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with stdio_session() as s:
            async def call(name: str, args: dict[str, Any]) -> Any:
                return data(await s.call_tool(name, args))

            out["empty"] = await call("analyze_for_recall", {"message": "Where do I live?"})
            saved = await call("save_memory", {"content": "I moved to Lisbon in May",
                                               "tags": ["home"], "context": "chat-1"})
            mid = saved["memory"]["id"]
            out["saved"] = saved
            out["search"] = await call("search_memory", {"query": "Lisbon", "top_k": 3})
            out["touch"] = await call("touch_memory", {"memory_id": mid})
            out["open"] = await call("open_memories", {"memory_ids": [mid]})
            out["missing"] = error_text(await s.call_tool("open_memories",
                                                          {"memory_ids": ["nope"]}))
            out["promote"] = await call("promote_memory", {"memory_id": mid, "dry_run": True})
            out["ack"] = await call("analyze_message", {"message": "ok, noted, thanks!"})
            out["fact"] = await call("analyze_message",
                                     {"message": "My sister Ana starts at Siemens on Monday"})
            out["ask"] = await call("analyze_for_recall", {"message": "Where do I live?"})
            out["auto"] = await call("auto_recall_process_message",
                                     {"message": "Where do I live now?"})
            out["dry"] = await call("backfill_embeddings", {"dry_run": True})
            out["fill"] = await call("backfill_embeddings", {})
            out["after"] = await call("backfill_embeddings", {"dry_run": True})
            out["metrics"] = await call("get_performance_metrics", {})
            out["reset"] = await call("reset_performance_metrics", {})
            out["metrics2"] = await call("get_performance_metrics", {})
        return out

    out = anyio.run(main)
    mid = out["saved"]["memory"]["id"]
    assert out["saved"]["memory"]["context_id"] == "chat-1"
    assert out["search"]["hits"][0]["memory"]["id"] == mid
    assert out["touch"]["use_count"] == 1 and out["open"]["memories"][0]["id"] == mid
    assert "nope" in out["missing"]
    assert out["promote"]["applied"] is False
    assert out["ack"]["should_save"] is False and "acknowledgement" in out["ack"]["reasoning"]
    assert out["fact"]["should_save"] is True
    assert {"Ana", "Siemens"} <= set(out["fact"]["suggested_entities"])
    assert out["empty"]["should_search"] is False  # nothing stored yet
    assert out["ask"]["should_search"] is True and out["ask"]["matching_ids"] == [mid]
    assert out["auto"]["recalled"] and out["auto"]["memories"][0]["id"] == mid
    assert out["dry"]["total_memories"] == 1 and out["after"]["without_embedding"] == 0
    assert out["metrics"]["tools"]["save_memory"]["calls"] == 1
    assert out["metrics"]["tools"]["open_memories"]["errors"] == 1
    assert out["reset"]["before"]["calls"] == out["metrics"]["calls"] + 1
    assert out["metrics2"]["calls"] == 1  # the reset itself
