"""Consolidation benchmark: time and quality of `consolidate` on memories with planted
near-duplicate groups (see consolidate_data.py for how they are made).

    python bench/consolidate.py [--n 10000] [--groups 1000] [--variants 0.05] [--repeat 3]
                                [--seed 0] [--embedder SPEC] [--workdir DIR] [--json]

One source store is filled once (not timed) and embedded once (timed: `embed_s`; the vectors
land in the store's cache, and a --workdir kept from an earlier run already has them). Then,
`--repeat` times, on a fresh copy of the store (vectors cached, as after any search),
`ebbing consolidate --apply --json` runs in a new process: `consolidate_s` is the median wall
time, Python start and imports (scikit-learn's among them) included. The baseline, measured
the same way on the same copy: `list_s`, `ebbing list --limit 0 --json` (a CLI pass reading
every memory). `second_run_s`: an immediate second --apply, which must merge nothing.
Quality: pairwise precision and recall of the merged memories against the planted groups,
the share of planted pairs merged or listed together for review, and how many variants
(look-alike different facts) were wrongly merged. Progress goes to stderr; with --json,
stdout gets one JSON object.
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
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from consolidate_data import Item, generate, score  # bench/ is sys.path[0]
from ebbing.config import Settings
from ebbing.consolidate.merge import MERGED_FROM
from ebbing.service import MemoryService

T0 = datetime(2025, 1, 1, tzinfo=UTC)
FLOORS = {"consolidate_s": 30.0}


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def service(home: Path, embedder: str | None) -> MemoryService:
    extra = {"embedder": embedder} if embedder else {}
    return MemoryService(Settings(home=home, **extra))


def fill(home: Path, items: list[Item], embedder: str | None) -> dict[str, int]:
    """The source store (made once per workdir); memory id -> item number."""
    svc = service(home, embedder)
    found = {m.id: int(m.metadata["item"]) for m in svc.store.iter_memories()}
    if len(found) == len(items):
        return found
    if found:
        raise SystemExit(f"{home} holds another data set: use another --workdir")
    memories = svc.remember_batch({"content": item.text, "metadata": {"item": k},
                                   "now": T0 + timedelta(seconds=k)}
                                  for k, item in enumerate(items))
    return {m.id: k for k, m in enumerate(memories)}


def fresh_copy(source: Path, target: Path) -> Path:
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".lock"))
    return target


def merged_groups(svc: MemoryService, item_of: dict[str, int]) -> list[list[int]]:
    groups = []
    for memory in svc.list(limit=None):
        absorbed = memory.metadata.get(MERGED_FROM) or []
        if absorbed:
            groups.append([item_of[memory.id], *(item_of[i] for i in absorbed)])
    return groups


def cli(home: Path, embedder: str | None, *args: str) -> tuple[float, str]:
    """Run `ebbing ARGS --home HOME` in a fresh process; its wall time and stdout."""
    env = dict(os.environ)
    if embedder:
        env["EBBING_EMBEDDER"] = embedder
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "ebbing", *args, "--home", str(home)],
                          env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"ebbing {' '.join(args)} failed: {done.stderr}")
    return elapsed, done.stdout


def run(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    items = generate(args.n, args.groups, args.seed, args.variants)
    say(f"{len(items)} memories, {args.groups} planted groups")
    source = root / "source"
    item_of = fill(source, items, args.embedder)
    svc = service(source, args.embedder)
    started = time.perf_counter()
    embedded = svc.engine.sync()
    embed_s = time.perf_counter() - started
    embedder_name = svc.engine.embedder.name if svc.engine.embedder else None
    svc.close()
    say(f"embedding and indexing: {embed_s:.1f} s")
    lists, runs, seconds = [], [], []
    report: dict[str, Any] = {}
    groups: list[list[int]] = []
    now = (T0 + timedelta(days=30)).isoformat()
    for attempt in range(args.repeat):
        home = fresh_copy(source, root / "copy")
        lists.append(cli(home, args.embedder, "list", "--limit", "0", "--json")[0])
        elapsed, out = cli(home, args.embedder, "consolidate", "--apply", "--json",
                           "--now", now)
        runs.append(elapsed)
        report = json.loads(out)
        elapsed, out = cli(home, args.embedder, "consolidate", "--apply", "--json",
                           "--now", now)
        seconds.append(elapsed)
        if json.loads(out)["merge"]:
            raise SystemExit("a second run merged again: consolidation is not idempotent")
        svc = service(home, args.embedder)
        groups = merged_groups(svc, item_of)
        svc.close()
        say(f"run {attempt + 1}: list {lists[-1]:.2f} s, consolidate {runs[-1]:.2f} s, "
            f"second run {seconds[-1]:.2f} s")
    review = [[item_of[i] for i in cluster["memories"]] for cluster in report["review"]]
    result: dict[str, Any] = {
        "n": len(items),
        "planted_groups": args.groups,
        "variants_share": args.variants,
        "embedder": embedder_name,
        "embed_s": round(embed_s, 3),
        "embedded_rows": embedded,
        "list_s": round(statistics.median(lists), 3),
        "consolidate_s": round(statistics.median(runs), 3),
        "consolidate_runs_s": [round(r, 3) for r in runs],
        "second_run_s": round(statistics.median(seconds), 3),
        "merge_clusters": len(report["merge"]),
        "review_clusters": len(report["review"]),
        "memories_after": len(items) - sum(len(g) - 1 for g in groups),
        **score(items, groups, review),
        "floors": FLOORS,
    }
    result["floors_missed"] = [k for k, v in FLOORS.items() if result[k] > v]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--groups", type=int, default=1_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variants", type=float, default=0.05,
                        help="share of memories that vary one slot of a planted fact")
    parser.add_argument("--embedder", help="Settings(embedder=...); default: EBBING_EMBEDDER "
                                           "or the packaged all-MiniLM-L6-v2")
    parser.add_argument("--workdir", type=Path, help="kept afterwards (and its vectors reused)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.workdir:
        args.workdir.mkdir(parents=True, exist_ok=True)
        result = run(args, args.workdir)
    else:
        with tempfile.TemporaryDirectory(prefix="ebbing-bench-") as tmp:
            result = run(args, Path(tmp))
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>20}  {value}")


if __name__ == "__main__":
    main()
