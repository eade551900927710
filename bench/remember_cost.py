"""What conflict detection costs `remember`: in process and through the CLI, with detection on
and off, on stores of several sizes. Runs are interleaved (on, off, on, off, ...) so machine
noise hits both alike; medians are reported.

    python bench/remember_cost.py [--sizes 1000,10000] [--calls 60] [--cli-calls 7]

Prints one JSON object: per size, `api_ms` / `api_no_check_ms` (MemoryService.remember),
`cli_s` / `cli_no_check_s` (a fresh `python -m ebbing remember` process each), the extra
cost of detection, and how many older memories the judge looked at per call.
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
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService

FIRST = ["Alice", "Bruno", "Chen", "Dara", "Elena", "Femi", "Greta", "Hugo", "Ines", "Jonas",
         "Kira", "Luca", "Mona", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara"]
LAST = ["Novak", "Berg", "Silva", "Okafor", "Meyer", "Rossi", "Kowalski", "Haddad", "Ito",
        "Larsen", "Moreau", "Dubois", "Costa", "Weber", "Nagy"]
CITIES = ["Berlin", "Paris", "Lisbon", "Madrid", "Oslo", "Vienna", "Prague", "Dublin", "Rome",
          "Athens", "Warsaw", "Zurich", "Porto", "Lyon", "Bergen"]
FIRMS = ["Siemens", "Bosch", "Airbus", "Nokia", "Philips", "Spotify", "Zalando", "Adyen"]
FACTS = ["{p} lives in {c}.", "{p} works at {f}.", "{p} likes {x}.", "{p} is {n} years old.",
         "{p}'s favourite colour is {k}.", "{p} plays tennis on {d}s.",
         "{p} moved from {c} to {c2} last year.", "{p} drives a {y}."]
THINGS = ["green tea", "jazz", "hiking", "sourdough", "chess", "opera", "sushi", "board games"]
COLOURS = ["blue", "green", "red", "yellow", "purple"]
DAYS = ["Monday", "Tuesday", "Friday", "Saturday"]
CARS = ["Volvo", "Toyota", "Tesla", "Fiat"]
START = datetime(2025, 1, 1, tzinfo=UTC)


def fact(rng: random.Random) -> str:
    person = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    return rng.choice(FACTS).format(
        p=person, c=rng.choice(CITIES), c2=rng.choice(CITIES), f=rng.choice(FIRMS),
        x=rng.choice(THINGS), n=rng.randint(20, 70), k=rng.choice(COLOURS),
        d=rng.choice(DAYS), y=rng.choice(CARS))


def build(home: Path, n: int, rng: random.Random) -> None:
    svc = MemoryService(Settings(home=home))
    items = [{"content": fact(rng), "now": START + timedelta(minutes=i)} for i in range(n)]
    for i in range(0, n, 10_000):
        svc.remember_batch(items[i:i + 10_000], snapshot=False)
    svc.store.save_snapshot()
    svc.close()


def api_costs(home: Path, calls: int, rng: random.Random) -> dict[str, Any]:
    svc = MemoryService(Settings(home=home))
    svc.store.refresh()
    on: list[float] = []
    off: list[float] = []
    checked: list[int] = []
    changed = 0
    for i in range(calls):
        for check in (True, False) if i % 2 == 0 else (False, True):
            text = fact(rng)
            start = time.perf_counter()
            done = svc.remember_checked(text, check_conflicts=check)
            (on if check else off).append(time.perf_counter() - start)
            if check:
                checked.append(done.checked)
                changed += len(done.changes)
    svc.close()
    return {"api_ms": round(statistics.median(on) * 1000, 2),
            "api_no_check_ms": round(statistics.median(off) * 1000, 2),
            "api_detection_ms": round((statistics.median(on) - statistics.median(off)) * 1000,
                                      2),
            "judged_per_call": round(statistics.mean(checked), 1),
            "status_changes": changed, "calls": calls}


def cli_costs(home: Path, calls: int, rng: random.Random) -> dict[str, Any]:
    env = dict(os.environ, EBBING_HOME=str(home))
    on: list[float] = []
    off: list[float] = []
    for i in range(calls):
        for check in (True, False) if i % 2 == 0 else (False, True):
            args = [sys.executable, "-m", "ebbing", "remember", fact(rng)]
            if not check:
                args.append("--no-check")
            start = time.perf_counter()
            subprocess.run(args, env=env, check=True, capture_output=True)
            (on if check else off).append(time.perf_counter() - start)
    return {"cli_s": round(statistics.median(on), 3),
            "cli_no_check_s": round(statistics.median(off), 3),
            "cli_detection_s": round(statistics.median(on) - statistics.median(off), 3),
            "cli_calls": calls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--calls", type=int, default=60)
    parser.add_argument("--cli-calls", type=int, default=7)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="ebbing-remember-cost-"))
    results = []
    try:
        for n in [int(s) for s in args.sizes.split(",") if s.strip()]:
            home = work / f"store-{n}"
            print(f"building {n} memories", file=sys.stderr)
            build(home, n, rng)
            row: dict[str, Any] = {"memories": n}
            row.update(api_costs(home, args.calls, rng))
            if args.cli_calls:
                row.update(cli_costs(home, args.cli_calls, rng))
            print(json.dumps(row), file=sys.stderr)
            results.append(row)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps({"results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
