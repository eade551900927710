"""MemNet's MCP tools beside memnet-llm 0.2.32's own server, on the same calls.

memnet-mcp needs the 1.x MCP SDK (`mcp.server.fastmcp`) and ebbing runs on 2.x, so its server
module is imported in a subprocess with a stand-in for FastMCP's registration only (`tool()`
hands back the function): the tool functions, their envelope (memnet_mcp/client.py) and
MemNet's engine (in its inline mode, `MEMNET_TEST_INLINE`, no `memnet serve`) are memnet's
own. ebbing's are called through the MCP SDK's own client. Both answer the same calls with
the same shapes: the same keys and types, exit codes, @ERR codes, and the same kinds of wire
lines in the same order (ids and times differ).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import anyio
import pytest
from mcp_support import data, stdio_session

MAP = ["@TSK: id|goal|deadline|status|recycle", "@NPC: id|name|traits|status|recycle"]
T01 = "@TSK: T01|Ship it|friday|open|delete_on_settle"
CALLS: list[tuple[str, dict[str, Any]]] = [
    ("session_current", {}),
    ("add", {"wire_lines": [T01]}),
    ("add", {"wire_lines": [T01]}),  # id_exists
    ("update", {"wire_lines": ["@TSK: T01|Ship it now|friday|open|delete_on_settle"]}),
    ("update", {"wire_lines": ["@TSK: T09|x|y|open|persistent"]}),  # not_found
    ("add", {"wire_lines": ["@NPC: N01|Mei|careful|active|persistent",
                            "@EDG: E01|N01|links|T01|now|-|persistent"]}),
    ("query_warm", {"anchor": "N01"}),
    ("read_get", {"id": "T01"}),
    ("read_get", {"id": "T99"}),  # not_found
    ("housekeep_stats", {}),
]

REFERENCE = r"""
import asyncio, json, os, sys, types
os.environ["MEMNET_TEST_INLINE"] = "1"
stand_in = types.ModuleType("mcp.server.fastmcp")
class FastMCP:
    def __init__(self, name): pass
    def tool(self): return lambda f: f
stand_in.FastMCP = FastMCP
sys.modules["mcp.server.fastmcp"] = stand_in
import memnet_mcp.server as server
calls, map_lines = json.loads(sys.argv[1]), json.loads(sys.argv[2])
async def main():
    out = [json.loads(await server.session_open(map_lines=map_lines))]
    sid = out[0]["session_id"]
    for name, args in calls:
        out.append(json.loads(await getattr(server, name)(**args, session=sid)))
    os.environ["MEMNET_SESSION"] = sid  # the session in use, as ebbing's server remembers
    out.append(json.loads(await server.session_open()))
    out.append(json.loads(await server.serve_status()))
    print(json.dumps(out))
asyncio.run(main())
"""


def reference() -> list[dict[str, Any]]:
    pytest.importorskip("memnet_mcp")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMNET_")}
    done = subprocess.run([sys.executable, "-c", REFERENCE, json.dumps(CALLS), json.dumps(MAP)],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    result: list[dict[str, Any]] = json.loads(done.stdout)
    return result


def ours(pass_session: bool) -> list[dict[str, Any]]:
    async def main() -> list[dict[str, Any]]:
        async with stdio_session() as session:
            out = [data(await session.call_tool("memnet_session_open", {"map_lines": MAP}))]
            sid = out[0]["session_id"]
            for name, args in CALLS:
                given = {"session": sid} if pass_session else {}
                out.append(data(await session.call_tool(f"memnet_{name}", args | given)))
            out.append(data(await session.call_tool("memnet_session_open", {})))
            out.append(data(await session.call_tool("memnet_serve_status", {})))
            return out

    return anyio.run(main)


def shape(reply: dict[str, Any]) -> dict[str, Any]:
    """What must be the same: keys and their types, exit code, @ERR codes, and the tags of
    the wire lines on stdout in order (stderr's @WRN advisories and counts aside)."""
    if "running" in reply:
        return {k: type(v).__name__ for k, v in reply.items()}
    return {"keys": {k: type(v).__name__ for k, v in reply.items()},
            "exit_code": reply["exit_code"],
            "errors": [e.split(":", 1)[1].split("|", 1)[0].strip() for e in reply["errors"]],
            "stdout": [line.split(":", 1)[0] for line in reply["stdout"].splitlines()],
            "session": reply["session_id"] is not None}


def test_memnet_tools_answer_as_memnet_does() -> None:
    theirs, mine = reference(), ours(pass_session=True)
    assert len(theirs) == len(mine)
    for call, (a, b) in enumerate(zip(theirs, mine, strict=True)):
        assert shape(a) == shape(b), (["open", *[c[0] for c in CALLS], "open", "status"][call],
                                      a, b)
    # the LAW rows memnet's server seeds are the same rows, read back by the warm read
    laws = [line for line in theirs[0]["stdout"].splitlines() if line.startswith("@LAW:")]
    assert len(laws) == 5 and [line for line in mine[0]["stdout"].splitlines()
                               if line.startswith("@LAW:")] == laws
    warm_at = 1 + [c[0] for c in CALLS].index("query_warm")
    assert theirs[warm_at]["stdout"] == mine[warm_at]["stdout"]


def test_the_session_is_remembered_between_calls() -> None:
    mine = ours(pass_session=False)
    sid = mine[0]["session_id"]
    assert sid and all(r.get("session_id") == sid for r in mine[1:-2])
    assert [shape(r)["exit_code"] for r in mine[1:-2]] == [0, 0, 1, 0, 1, 0, 0, 0, 1, 0]
    assert mine[-2]["errors"] == ["@ERR: no_map|provide map_lines or map_file"]
