"""Web view benchmark: how long the daemon takes to answer the pages of a large agent.

Builds an agent of N memories (default 100,000; the synthetic memories of bench/store.py,
some said by a person, some used, one superseded twice so its page has a change log and a
history chain), starts a daemon on it (`ebbing serve`, the fake embedder: these pages embed
nothing), signs in through a login link as `ebbing ui` does, and times each page over HTTP
on loopback, `--repeat` times after one warm-up request: the memories page (first page by
score, page 50 by last use, a tag filter, a status filter, a date range), one memory's page,
the agents page, the review page (danger zone, what gc would archive) and the thinking
page. Not the graph page: its first view builds the agent's entity index, as `ebbing
entities` does (minutes at 100,000 memories), which is the graph's cost, not the page's.
Prints JSON: median and p90 per page in milliseconds, and whether the memories page's median
is within 300 ms and the memory page's within 100 ms.

    python bench/ui.py [--n 100000] [--repeat 15] [--workdir DIR]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import urllib.parse
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.server import daemon
from ebbing.server.client import request
from ebbing.service import MemoryService
from store import WHO, synthetic

NAMESPACE, AGENT = "bench", "ui"  # not the default agent: the daemon does not index it at start
BATCH = 10_000
TARGETS = {"memories": 300.0, "memory": 100.0}


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def build(home: Path, n: int) -> str:
    """The agent's memories; returns the id of the memory whose page is timed."""
    rng = random.Random(20261126)
    svc = MemoryService(Settings(home=home), namespace=NAMESPACE, agent=AGENT)
    ids: list[str] = []
    for start in range(0, n, BATCH):
        items = [synthetic(rng) for _ in range(min(BATCH, n - start))]
        for item in items:
            if rng.random() < 0.3:
                item["character"] = rng.choice(WHO[:6])
        ids += [m.id for m in svc.remember_batch(items, snapshot=False)]
        say(f"  imported {len(ids):,}")
    svc.store.save_snapshot()
    now = datetime.now(UTC)
    probe = ids[n // 2]
    used = rng.sample(ids, min(2000, n))
    for i, memory_id in enumerate(used[:200]):
        svc.touch(memory_id, now=now - timedelta(days=i % 9))
    for days in (5, 3, 1):
        svc.touch(probe, now=now - timedelta(days=days))
    svc.supersede(probe, reason="a newer fact", text="The newer version of the probe memory",
                  now=now)
    newer = svc.get(probe).linked_new_memory_id
    assert newer is not None
    svc.suspect(newer, reason="doubted in turn", now=now)
    svc.close()
    return probe


def call(port: int, path: str, cookie: str) -> tuple[int, float, int]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    try:
        start = time.perf_counter()
        connection.request("GET", path, headers={"Cookie": cookie})
        response = connection.getresponse()
        body = response.read()
        return response.status, (time.perf_counter() - start) * 1000, len(body)
    finally:
        connection.close()


def sign_in(state: Any) -> str:
    link = request(state, "POST", "/v1/ui/login")["path"]
    connection = http.client.HTTPConnection("127.0.0.1", state.port, timeout=30)
    connection.request("GET", link)
    response = connection.getresponse()
    response.read()
    return str(response.getheader("set-cookie")).split(";")[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args()
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-ui-bench-"))
    home = root / f"home-{args.n}"
    shutil.rmtree(home, ignore_errors=True)
    os.environ["EBBING_EMBEDDER"] = "fake"
    say(f"building {args.n:,} memories in {home}")
    probe = build(home, args.n)
    settings = Settings(home=home)
    state = daemon.start_background(settings, 0)
    base = f"/ui/a/{NAMESPACE}/{AGENT}"
    since = urllib.parse.urlencode({"since": "2025-03-01", "until": "2025-04-01"})
    pages = {
        "memories": f"{base}/memories",
        "memories_page50_by_last_use": f"{base}/memories?sort=last_used&page=50",
        "memories_tag": f"{base}/memories?tag={urllib.parse.quote('work')}",
        "memories_status": f"{base}/memories?status=outdated",
        "memories_date_range": f"{base}/memories?{since}",
        "memory": f"{base}/m/{probe}",
        "agents": "/ui/",
        "review": f"{base}/review",
        "thinking": f"{base}/thinking",
    }
    results: dict[str, Any] = {}
    try:
        cookie = sign_in(state)
        for name, path in pages.items():
            status, _, size = call(state.port, path, cookie)  # warm-up (opens the agent)
            if status != 200:
                raise SystemExit(f"{path}: HTTP {status}")
            times = sorted(call(state.port, path, cookie)[1] for _ in range(args.repeat))
            results[name] = {"median_ms": round(statistics.median(times), 1),
                             "p90_ms": round(times[int(0.9 * (len(times) - 1))], 1),
                             "bytes": size}
            say(f"  {name}: {results[name]}")
    finally:
        daemon.stop(settings)
    verdict = {f"{page}_within_{int(limit)}ms": results[page]["median_ms"] <= limit
               for page, limit in TARGETS.items()}
    print(json.dumps({"n": args.n, "repeat": args.repeat, "load": os.getloadavg(),
                      "pages": results, **verdict}, indent=2))
    if args.workdir is None:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
