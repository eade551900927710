"""Many daemons, one store: how soon a memory written through one daemon is recalled through
another (EBBING_BACKEND=postgres, two `ebbing serve` processes with homes of their own on one
database).

    python bench/daemons.py [--rounds 50] [--modes listen,poll] [--database-url URL]

Per round: a memory with a word of its own is written through daemon A (a synchronous
/v1/memories call); as soon as A acknowledges it, daemon B is searched for that word again
and again (no pause) until a hit names it. `visible_ms`: from A's acknowledgment to the end
of the first search of B that found it; `write_ms`: the synchronous write through A (its
task journaled, run and answered). Modes: `listen` (B hears the write by LISTEN/NOTIFY,
pg/notify.py; the default), `poll` (EBBING_PG_LISTEN=false: B asks the database at most
every EBBING_PG_POLL_S, 0.05 s). Without --database-url an embedded PostgreSQL 18 is started
in a temporary folder. Fake vectors (`fake:384`): the figure is the daemons' sync, not the
model. Progress goes to stderr; the last line of stdout is JSON, one object per mode with
p50/p95/max of visible_ms.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ebbing.server import state
from ebbing.server.client import request
from pg_server import database  # bench/ is sys.path[0]


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def start(home: Path, env: dict[str, str]) -> tuple[subprocess.Popen[str], Any]:
    child = subprocess.Popen([sys.executable, "-m", "ebbing", "serve", "--port", "0"],
                             env=env | {"EBBING_HOME": str(home)}, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    assert child.stdout is not None
    if not child.stdout.readline().startswith("serving "):
        raise SystemExit("a daemon did not start")
    found = state.read(state.Paths.of(home))
    assert found is not None
    return child, found


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))], 1)


def measure(url: str, root: Path, mode: str, rounds: int) -> dict[str, Any]:
    env = {**os.environ, "EBBING_BACKEND": "postgres", "EBBING_DATABASE_URL": url,
           "EBBING_EMBEDDER": "fake:384", "EBBING_AUTO_THINK": "false",
           "EBBING_CONFLICT_DETECTION": "false",
           "EBBING_PG_LISTEN": "true" if mode == "listen" else "false",
           "EBBING_AGENT": f"bench-{mode}"}
    children = []
    try:
        child_a, a = start(root / f"{mode}-a", env)
        children.append(child_a)
        child_b, b = start(root / f"{mode}-b", env)
        children.append(child_b)
        request(a, "POST", "/v1/memories",
                {"messages": [{"content": "the first note warms the agent"}]}, timeout=60)
        request(b, "POST", "/v1/search", {"query": "first note"}, timeout=60)
        visible: list[float] = []
        searches: list[int] = []
        writes: list[float] = []
        for i in range(rounds):
            word = f"zebu{mode}{i}q"
            sent = time.perf_counter()
            ids = request(a, "POST", "/v1/memories", {"messages": [
                {"content": f"round {i} saw a {word} by the river"}]},
                timeout=60)["memorySummaryIdList"]
            acknowledged = time.perf_counter()
            writes.append((acknowledged - sent) * 1000)
            tries = 0
            while True:
                tries += 1
                hits = request(b, "POST", "/v1/search", {"query": word}, timeout=60)["hits"]
                if any(h["memory"]["id"] in ids for h in hits):
                    break
            visible.append((time.perf_counter() - acknowledged) * 1000)
            searches.append(tries)
        say(f"{mode}: p50 {statistics.median(visible):.1f} ms over {rounds} rounds")
        return {"mode": mode, "rounds": rounds, "visible_p50_ms": percentile(visible, 50),
                "visible_p95_ms": percentile(visible, 95),
                "visible_max_ms": round(max(visible), 1),
                "searches_p50": statistics.median(searches),
                "write_p50_ms": percentile(writes, 50), "write_p95_ms": percentile(writes, 95)}
    finally:
        for child in children:
            child.terminate()
            try:
                child.wait(30)
            except subprocess.TimeoutExpired:
                child.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--modes", default="listen,poll")
    parser.add_argument("--database-url", default="")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="ebbing-daemons-"))
    root.chmod(0o755)
    try:
        with database(args.database_url, root) as url:
            results = [measure(url, root, mode, args.rounds) for mode in args.modes.split(",")]
        print(json.dumps(results), flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
