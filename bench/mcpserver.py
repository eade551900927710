"""MCP benchmark: recall through a real MCP client session vs the same recall in-process.

    python bench/mcpserver.py [--memories 10000] [--runs 40] [--synthetic] [--json]
                              [--workdir DIR]

(Named mcpserver.py, not mcp.py: a bench/mcp.py would shadow the MCP SDK for every script and
test that puts bench/ on sys.path.)

One store of --memories synthetic memories (bench/search_data.py) with their vectors; then, in
one run on that store, with the same queries and recall options (deep, no reinforcement, so
nothing is written between runs), each query in turn through the three paths (interleaved, so a
busy moment of a shared machine weighs on all three alike):

- `in_process_recall_ms`: `MemoryService.recall` in this process, the model and indexes warm;
- `mcp_stdio_recall_ms`: the `recall` tool called through `mcp.ClientSession` over stdio on a
  `python -m ebbing mcp` subprocess, timed from the call to the parsed result (the server warm:
  one untimed call first);
- `mcp_http_recall_ms`: the same through the streamable HTTP client on `ebbing mcp --http`;
- `server_ready_s` / `first_recall_s`: stdio server start to initialised session, and its first
  recall (model load and index build included).

The target is a median of at most 50 ms through stdio (`floor_ms`; `floors_missed` lists a
miss). Progress goes to stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]  # the SDK, not this file
import anyio  # noqa: E402
import httpx2  # noqa: E402
from mcp import ClientSession  # noqa: E402
from mcp.client.stdio import StdioServerParameters, stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402

sys.path.append(str(HERE))
from search import prepare  # noqa: E402  (bench/search.py: the same stores and queries)
from search_data import say  # noqa: E402

FLOOR_MS = 50.0
TOKEN = "bench-token"


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": round(statistics.median(values) * 1000, 2),
            "p90": round(ordered[int(0.9 * (len(ordered) - 1))] * 1000, 2),
            "min": round(ordered[0] * 1000, 2), "max": round(ordered[-1] * 1000, 2)}


async def call(session: ClientSession, query: str) -> None:
    result = await session.call_tool("recall", {"query": query, "touch": False})
    if result.is_error or not result.structured_content:
        raise SystemExit(f"recall failed through MCP: {result.content}")


async def timed(action: Any) -> float:
    start = time.perf_counter()
    await action()
    return time.perf_counter() - start


async def http_server(env: dict[str, str]) -> tuple[Any, int]:
    import socket
    import subprocess

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    process = subprocess.Popen([sys.executable, "-m", "ebbing", "mcp", "--http", "--port",
                                str(port), "--token", TOKEN], env=env, stderr=subprocess.DEVNULL)
    while True:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return process, port
        if process.poll() is not None:
            raise SystemExit("ebbing mcp --http did not start")
        await anyio.sleep(0.1)


async def interleaved(home: Path, env: dict[str, str], queries: list[str]) -> dict[str, Any]:
    """Each query in turn: in-process, through stdio, through HTTP (so a busy moment of the
    machine weighs on all three alike)."""
    from ebbing.config import Settings
    from ebbing.service import MemoryService

    svc = MemoryService(Settings(home=home))
    params = StdioServerParameters(command=sys.executable, args=["-m", "ebbing", "mcp"], env=env)
    process, port = await http_server(env)
    times: dict[str, list[float]] = {"local": [], "stdio": [], "http": []}
    try:
        start = time.perf_counter()
        async with stdio_client(params) as (read, write), ClientSession(read, write) as stdio, \
                httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"},
                                   timeout=300) as client, \
                streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=client) as (
                    hread, hwrite), ClientSession(hread, hwrite) as http:
            await stdio.initialize()
            ready = time.perf_counter() - start
            first = await timed(lambda: call(stdio, queries[0]))  # model and indexes
            await http.initialize()
            await call(http, queries[0])

            async def local(query: str) -> None:
                svc.recall(query, touch=False)

            await local(queries[0])
            for query in queries:
                times["local"].append(await timed(lambda q=query: local(q)))
                times["stdio"].append(await timed(lambda q=query: call(stdio, q)))
                times["http"].append(await timed(lambda q=query: call(http, q)))
    finally:
        svc.close()
        process.terminate()
        process.wait(timeout=30)
    return {"ready": ready, "first": first, **times}


def measure(root: Path, memories: int, runs: int, synthetic: bool) -> dict[str, Any]:
    from ebbing.config import Settings

    home, query_file = prepare(root, memories, synthetic, runs)
    queries = json.loads(query_file.read_text())[:runs]
    env = {**os.environ, "EBBING_HOME": str(home), "EBBING_ENV_FILE": str(home / "none.env")}
    for name in ("EBBING_NAMESPACE", "EBBING_AGENT", "EBBING_RECALL_TOUCH"):
        env.pop(name, None)
    say("recall in-process, through MCP over stdio and over streamable HTTP, interleaved")
    served = anyio.run(interleaved, home, env, queries)
    local, over_http = served["local"], served["http"]
    result = {
        "memories": memories,
        "runs": len(queries),
        "embedder": Settings(home=home).embedder,
        "vectors": "synthetic" if synthetic else "model",
        "in_process_recall_ms": summary(local),
        "mcp_stdio_recall_ms": summary(served["stdio"]),
        "mcp_http_recall_ms": summary(over_http),
        "mcp_overhead_ms": round((statistics.median(served["stdio"])
                                  - statistics.median(local)) * 1000, 2),
        "server_ready_s": round(served["ready"], 3),
        "first_recall_s": round(served["first"], 3),
        "floor_ms": FLOOR_MS,
    }
    result["floors_missed"] = (["mcp_stdio_recall_ms"]
                               if result["mcp_stdio_recall_ms"]["median"] > FLOOR_MS else [])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--synthetic", action="store_true",
                        help="Vectors from the synthetic embedder (faster set-up); queries "
                             "are still embedded by the real model.")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path)
    args = parser.parse_args()
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-bench-mcp-"))
    try:
        result = measure(workdir, args.memories, args.runs, args.synthetic)
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    if args.json:
        print(json.dumps(result))
        return
    for key, value in result.items():
        print(f"{key:24} {value}")


if __name__ == "__main__":
    main()
