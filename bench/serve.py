"""Daemon benchmark: wall time of a one-shot CLI recall in-process vs through a warm daemon.

    python bench/serve.py [--memories 1000] [--runs 7] [--json] [--workdir DIR]

Everything is measured in one run on one store, as a user at a shell would see it: each
figure is the wall time of a fresh `python -m ebbing ...` process. Progress goes to stderr;
with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.server.client import request
from ebbing.server.state import Paths, read
from ebbing.service import MemoryService
from store import content  # bench/store.py: the same synthetic memories

QUERIES = ["what does Alice prefer?", "who booked the Lisbon trip?", "green tea",
           "when is the budget review?", "what did the vet recommend?",
           "is anyone allergic to peanuts?", "piano lessons", "the API migration"]


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr}")
    return elapsed


def summary(values: list[float], scale: float = 1.0) -> dict[str, float]:
    return {"median": round(statistics.median(values) * scale, 4),
            "min": round(min(values) * scale, 4), "max": round(max(values) * scale, 4)}


def measure(home: Path, memories: int, runs: int) -> dict[str, Any]:
    env = {**os.environ, "EBBING_HOME": str(home), "EBBING_ENV_FILE": str(home / "none.env")}
    env.pop("EBBING_DAEMON", None)
    ebbing = [sys.executable, "-m", "ebbing"]
    rng = random.Random(7)
    svc = MemoryService(Settings(home=home))
    svc.remember_batch({"content": content(rng)} for _ in range(memories))
    svc.close()
    log(f"{memories} memories stored; embedding them once (ebbing reindex)")
    timed([*ebbing, "reindex"], env)

    def recalls(extra: list[str]) -> list[float]:
        return [timed([*ebbing, "recall", QUERIES[i % len(QUERIES)], "--no-touch", *extra], env)
                for i in range(runs)]

    log("baseline: ebbing --version")
    version = [timed([*ebbing, "--version"], env) for _ in range(runs)]
    log("one-shot recall in-process")
    cold = recalls(["--no-daemon"])
    log("starting the daemon")
    start = timed([*ebbing, "serve", "--background", "--port", "0"], env)
    try:
        log("recall through the warm daemon")
        warm = recalls([])
        daemon = read(Paths.of(home))
        assert daemon is not None
        http = []
        for i in range(runs * 3):
            begin = time.perf_counter()
            request(daemon, "POST", "/v1/recall",
                    {"query": QUERIES[i % len(QUERIES)], "isTouching": False})
            http.append(time.perf_counter() - begin)
        served = request(daemon, "GET", "/v1/status")["agents"][0]["requests"]
    finally:
        timed([*ebbing, "serve", "stop"], env)
    if served != runs + len(http):
        raise SystemExit(f"the daemon answered {served} calls, not {runs + len(http)}")
    return {
        "memories": memories,
        "runs": runs,
        "embedder": Settings().embedder,
        "cli_version_s": summary(version),
        "recall_in_process_s": summary(cold),
        "recall_through_daemon_s": summary(warm),
        "daemon_http_recall_ms": summary(http, 1000),
        "daemon_start_s": round(start, 3),
        "speedup": round(statistics.median(cold) / statistics.median(warm), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path)
    args = parser.parse_args()
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-bench-serve-"))
    try:
        result = measure(workdir / "home", args.memories, args.runs)
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    if args.json:
        print(json.dumps(result))
        return
    for key, value in result.items():
        print(f"{key:26} {value}")


if __name__ == "__main__":
    main()
