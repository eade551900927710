"""Working memory through MCP: a session opened, written, read warm and settled by the SDK's
own client, with the settled row kept as a long-term memory the CLI then finds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import memnet
from mcp_support import cli, data, stdio_session

EXAMPLES = Path(memnet.__file__).parent / "examples"


def test_a_task_in_working_memory_from_open_to_settle() -> None:
    schema = (EXAMPLES / "schema.example.txt").read_text()
    workflow = (EXAMPLES / "workflow.example.txt").read_text()

    async def main() -> dict[str, Any]:
        async with stdio_session() as s:
            opened = data(await s.call_tool("wm_session", {"action": "open",
                                                          "map_text": schema}))
            assert opened["exit_code"] == 0, opened
            sid = opened["lines"][0].split()[1].split("|")[0]
            wrote = data(await s.call_tool("wm_write", {"mode": "add", "lines": workflow,
                                                        "session_id": sid}))
            assert wrote["exit_code"] == 0, wrote["advisories"]
            again = data(await s.call_tool("wm_write", {"mode": "add", "lines": workflow,
                                                        "session_id": sid}))
            assert again["exit_code"] != 0
            assert any("id_exists" in line for line in again["advisories"])
            warm = data(await s.call_tool("wm_query", {"kind": "warm", "anchor": "T01",
                                                       "session_id": sid}))
            assert any(line.startswith("@TSK: T01|") for line in warm["lines"])
            settled = data(await s.call_tool("wm_settle", {"row_id": "T01", "keep": ["TEC01"],
                                                           "session_id": sid}))
            assert settled["exit_code"] == 0, settled["advisories"]
            after = data(await s.call_tool("wm_query", {"kind": "warm", "anchor": "T01",
                                                        "session_id": sid}))
            assert not any(line.startswith("@TSK: T01|") for line in after["lines"])
            listed = data(await s.call_tool("wm_session", {"action": "list"}))
            assert any(sid in line for line in listed["lines"])
            return {"sid": sid, "kept": [x for x in settled["lines"] if x.startswith("@MEM:")]}

    result = anyio.run(main)
    assert len(result["kept"]) == 1
    listed = cli("list")
    stored = listed if isinstance(listed, list) else [listed]
    kept = [m for m in stored if m["source"] == "working-memory"]
    assert [m["context_id"] for m in kept] == [result["sid"]]
    assert kept[0]["metadata"]["wm_row"] == "TEC01"
