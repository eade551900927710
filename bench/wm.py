"""Working-memory benchmark: ebbing wm against memnet-llm 0.2.32, measured in the same run.

    python bench/wm.py [--rows 10000] [--runs 15] [--workdir DIR]

One synthetic world of `--rows` rows (nodes and edges, a few LAW rows) in one wire file:
- add: the whole file in one `add --file` (CLI wall time, and the daemon's own time);
- warm: `query warm --anchor` on that session, anchors rotating: the daemon's own time per
  call (`serverMs` of POST /v1/wm), the HTTP round trip, and a fresh `ebbing wm` process;
- baseline: the same file and reads through memnet's CLI with `memnet serve` running, and
  memnet's own in-process time for the same warm read.
The ebbing daemon runs with the fake embedder (working memory needs no model). Prints JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

TARGETS = {"warm_server_ms": 2.0, "warm_cli_ms": 150.0, "add_10k_s": 1.0}
MAP = "@NOD: id|name|kind|status|recycle\n@TSK: id|goal|status|recycle\n"


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def world(rows: int, seed: int = 14) -> tuple[str, list[str]]:
    """About one node for every two edges; 2 % of rows recyclable; four LAW rows."""
    rng = random.Random(seed)
    nodes = rows // 3
    lines = [f"@LAW: LAW0{i}|rule {i}|on_turn|m{i}|c{i}" for i in range(1, 5)]
    ids = []
    for i in range(nodes):
        recycle = "delete_on_settle" if rng.random() < 0.02 else "persistent"
        if i % 10 == 0:
            lines.append(f"@TSK: T{i}|goal number {i}|active|{recycle}")
        else:
            lines.append(f"@NOD: N{i}|node {i}|kind{i % 7}|active|{recycle}")
        ids.append(f"T{i}" if i % 10 == 0 else f"N{i}")
    for e in range(rows - nodes):
        src, dst = rng.choice(ids), rng.choice(ids)
        lines.append(f"@EDG: E{e}|{src}|links|{dst}||w{e % 5}|persistent")
    return "\n".join(lines) + "\n", rng.sample(ids, 50)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 3), "min": round(min(values), 3),
            "max": round(max(values), 3), "n": len(values)}


def run(command: list[str], env: dict[str, str], stdin: str | None = None
        ) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, input=stdin)
    return (time.perf_counter() - start) * 1000, done


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def ebbing_side(work: Path, text: str, anchors: list[str], runs: int,
                caps: dict[str, str]) -> dict[str, Any]:
    from ebbing.server.client import request
    from ebbing.server.state import Paths, read

    env = {**os.environ, "EBBING_HOME": str(work / "home"), "EBBING_EMBEDDER": "fake",
           "EBBING_ENV_FILE": str(work / "none.env"),
           **{f"EBBING_WM_{k}": v for k, v in caps.items()}}
    ebbing = [sys.executable, "-m", "ebbing"]
    subprocess.run([*ebbing, "serve", "--background", "--port", "0"], env=env, check=True,
                   capture_output=True)
    try:
        daemon = read(Paths.of(work / "home"))
        assert daemon is not None
        (work / "map.txt").write_text(MAP)
        (work / "world.txt").write_text(text)
        _, opened = run([*ebbing, "wm", "session", "open", "--map-file",
                         str(work / "map.txt")], env)
        assert opened.returncode == 0, opened.stderr
        sid = opened.stdout.split()[1].split("|")[0]
        env["MEMNET_SESSION"] = sid
        add_ms, added = run([*ebbing, "wm", "add", "--file", str(work / "world.txt")], env)
        assert added.returncode == 0, added.stderr[-500:]
        server, http = [], []
        for i in range(runs * 4):
            start = time.perf_counter()
            data = request(daemon, "POST", "/v1/wm", {"verb": "query warm", "params": {
                "session": sid, "anchor": anchors[i % len(anchors)]}})
            http.append((time.perf_counter() - start) * 1000)
            server.append(float(data["serverMs"]))
        cli = []
        for i in range(runs):
            ms, done = run([*ebbing, "wm", "query", "warm", "--anchor",
                            anchors[i % len(anchors)]], env)
            assert done.returncode == 0, done.stderr
            cli.append(ms)
        lines = len(request(daemon, "POST", "/v1/wm", {"verb": "query warm", "params": {
            "session": sid, "anchor": anchors[0]}})["stdout"])
        reload = request(daemon, "POST", "/v1/wm", {"verb": "session open", "params": {
            "map_text": MAP}})
        sid2 = reload["stdout"][0].split()[1].split("|")[0]
        data = request(daemon, "POST", "/v1/wm", {"verb": "add", "params": {
            "session": sid2, "text": text}}, timeout=120)
        return {"add_cli_ms": round(add_ms, 1), "add_server_ms": data["serverMs"],
                "warm_server_ms": summary(server), "warm_http_ms": summary(http),
                "warm_cli_ms": summary(cli), "lines_in_a_warm_read": lines}
    finally:
        subprocess.run([*ebbing, "serve", "stop"], env=env, capture_output=True)


def memnet_side(work: Path, text: str, anchors: list[str], runs: int,
                caps: dict[str, str]) -> dict[str, Any]:
    port = free_port()
    env = {**os.environ, "MEMNET_SERVE_PORT": str(port),
           **{f"MEMNET_{k}": v for k, v in caps.items()}}
    memnet = [sys.executable, "-c", "from memnet.cli import main; main()"]
    server = subprocess.Popen([*memnet, "serve"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while run([*memnet, "session", "list"], env)[1].returncode != 0:
            if time.monotonic() > deadline:
                raise SystemExit("memnet serve did not start")
            time.sleep(0.2)
        _, opened = run([*memnet, "session", "open", "--map-file", str(work / "map.txt")], env)
        assert opened.returncode == 0, opened.stderr
        mid = opened.stdout.split()[1].split("|")[0]  # (memnet serve ignores the client's
        # MEMNET_SESSION: it reads its own environment)
        add_ms, added = run([*memnet, "add", "--session", mid, "--file",
                             str(work / "world.txt")], env)
        assert added.returncode == 0, added.stderr[-500:]
        cli = []
        for i in range(runs):
            ms, done = run([*memnet, "query", "warm", "--session", mid, "--anchor",
                            anchors[i % len(anchors)]], env)
            assert done.returncode == 0, done.stderr
            cli.append(ms)
    finally:
        server.terminate()
        server.wait(10)
    return {"add_cli_ms": round(add_ms, 1), "warm_cli_ms": summary(cli),
            "warm_in_process_ms": in_process_memnet(work, anchors, runs * 4, caps)}


def in_process_memnet(work: Path, anchors: list[str], runs: int,
                      caps: dict[str, str]) -> dict[str, float]:
    """memnet's own time for the warm read (its CLI function in this process, no start-up)."""
    os.environ.update({f"MEMNET_{k}": v for k, v in caps.items()})
    import typer.main
    from memnet.cli import app

    command = typer.main.get_command(app)
    import contextlib
    import io

    def call(*args: str) -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()), \
                contextlib.suppress(SystemExit):
            command(list(args), standalone_mode=False)
        return out.getvalue()

    sid = call("session", "open", "--map-file", str(work / "map.txt")).split()[1].split("|")[0]
    call("add", "--session", sid, "--file", str(work / "world.txt"))
    times = []
    for i in range(runs):
        start = time.perf_counter()
        call("query", "warm", "--session", sid, "--anchor", anchors[i % len(anchors)])
        times.append((time.perf_counter() - start) * 1000)
    return summary(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args()
    caps = {"MAX_ROWS": str(args.rows * 2), "MAX_BATCH_LINES": str(args.rows * 2)}
    text, anchors = world(args.rows)
    with tempfile.TemporaryDirectory(dir=args.workdir) as tmp:
        work = Path(tmp)
        log("ebbing wm ...")
        ours = ebbing_side(work, text, anchors, args.runs, caps)
        log("memnet ...")
        theirs = memnet_side(work, text, anchors, args.runs, caps)
    startup = [run([sys.executable, "-c", "pass"], dict(os.environ))[0] for _ in range(args.runs)]
    print(json.dumps({"rows": args.rows, "load_average": os.getloadavg(), "targets": TARGETS,
                      "python_startup_ms": summary(startup),
                      "ebbing": ours, "memnet_0_2_32": theirs}, indent=2))


if __name__ == "__main__":
    main()
