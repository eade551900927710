"""Store benchmark: batch import, cold open, durable remember and disk use at several sizes.

`remember_ms` is the in-process median with conflict detection on (the default), measured
interleaved with `remember_off_ms` (detection off) in the same service: the difference is what
detection costs. `remember_first_ms` is the first call with detection on, which finds no saved
word index after the bulk import and scans the log once; the second call builds the index, and
is usually `remember_slowest_ms`.

    python bench/store.py [--sizes 10000,100000,1000000] [--repeat 3] [--json] [--workdir DIR]
    python bench/store.py --after-import --sizes 1000000 --repeat 3 [--base-src DIR]

`--after-import` times only the import and the two remembers a fresh process makes right
after it (`after_import_s`: the slower, the one that builds the word index; median over
--repeat runs, each from the state the import left), and with `--base-src` the same for the
code in that folder (e.g. main's src/, through PYTHONPATH), alternating in the same session.

Progress goes to stderr. With --json, stdout gets one JSON object per size as it finishes and
ends with one line `{"results": [...]}`; without it, a small table.
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

BATCH = 10_000
REMEMBERS = 200
NO_SNAPSHOT_MAX_N = 100_000
FLOORS = {"open_s": 2.0, "import_per_s": 50_000, "remember_ms": 5.0}  # open_s: for 1M
MB = 2**20
START = datetime(2025, 1, 1, tzinfo=UTC)

WHO = ["Alice", "Bob", "Max", "Caroline", "Dr. Chen", "my sister", "the landlord", "our client",
       "Priya", "the new designer", "Grandma", "Tomás", "the team lead", "Jun", "the vet"]
DOES = ["prefers", "mentioned", "asked about", "decided on", "is allergic to", "booked",
        "forgot", "recommended", "complained about", "is learning", "bought", "cancelled",
        "wants to revisit", "finished", "keeps postponing", "loved"]
WHAT = ["oat milk", "the quarterly report", "a window seat", "Python 3.12", "the dentist",
        "green tea", "the Lisbon trip", "a standing desk", "the budget review", "sourdough",
        "the API migration", "piano lessons", "a new bike", "the onboarding doc", "peanuts",
        "the lease renewal", "dark mode", "a road trip to Porto", "the garden", "chess"]
WHEN = ["last Tuesday", "before the deadline", "in the standup", "over dinner", "this morning",
        "after the meeting", "on the phone", "during the holidays", "again", "for next month",
        "without telling anyone", "at the weekend"]
TAGS = ["work", "family", "health", "travel", "food", "finance", "people", "preference",
        "project", "meeting", "home", "hobby", "music", "reading", "sport", "todo", "idea",
        "learning", "shopping", "car", "pets", "garden", "school", "friends", "tools", "code",
        "deadline", "event", "birthday", "doctor", "insurance", "tax", "movie", "book",
        "recipe", "weather", "news", "plan", "goal", "habit", "sleep", "coffee", "phone",
        "email", "contract", "rent", "gift", "holiday", "language", "volunteer"]


def sentence(rng: random.Random) -> str:
    return (f"{rng.choice(WHO)} {rng.choice(DOES)} {rng.choice(WHAT)} "
            f"{rng.choice(WHEN)}.").capitalize()


def content(rng: random.Random) -> str:
    target, parts, size = rng.randint(60, 180), [], 0
    while size < target:
        parts.append(sentence(rng))
        size += len(parts[-1]) + 1
    return " ".join(parts)[:200].rstrip()


def synthetic(rng: random.Random) -> dict[str, Any]:
    """One memory as plain keyword arguments of MemoryService.build."""
    created = START + timedelta(seconds=rng.uniform(0, 365 * 86_400))
    item: dict[str, Any] = {
        "content": content(rng),
        "tags": rng.sample(TAGS, rng.choice((0, 1, 1, 2, 2, 3))),
        "occurred_at": created - timedelta(seconds=rng.uniform(0, 30 * 86_400)),
        "now": created,
    }
    if rng.random() < 0.3:
        item["entities"] = rng.sample(WHO[:6], rng.randint(1, 2))
    return item


# Runs in a fresh interpreter; imports are not timed, opening and one get are.
OPEN_CODE = """
import time
begin = time.perf_counter()
import json, os, sys
import psutil
from ebbing.config import Settings
from ebbing.service import MemoryService
from ebbing.store import snapshot
used = []
_load = snapshot.load
def load(path, fd):
    found = _load(path, fd)
    used.append(found is not None and found[1] == os.fstat(fd).st_size)
    return found
snapshot.load = load
settings = Settings(home=sys.argv[1])
start = time.perf_counter()
service = MemoryService(settings)
service.store
service.get(sys.argv[2])
elapsed = time.perf_counter() - start
rss = psutil.Process().memory_info().rss
print(json.dumps({"open_s": elapsed, "imports_s": start - begin, "rss": rss,
                  "snapshot_used": used == [True]}))
"""


def cold_open(home: Path, memory_id: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", OPEN_CODE, str(home), memory_id],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"cold open failed:\n{done.stderr}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


# The remembers right after a bulk import, in a fresh interpreter (a one-shot `ebbing
# remember`): the first scans the log, the second builds the word index.
AFTER_CODE = """
import json, sys, time
from ebbing.config import Settings
from ebbing.service import MemoryService
service = MemoryService(Settings(home=sys.argv[1]))
service.store
times = []
for text in sys.argv[2:]:
    start = time.perf_counter()
    service.remember_checked(text)
    times.append(time.perf_counter() - start)
print(json.dumps({"remembers_s": times}))
"""


def after_import(home: Path, folder: Path, rng: random.Random, runs: int,
                 base_src: Path | None) -> dict[str, Any]:
    """The first two remembers after the import, each run from the state the import left
    (the saved word index deleted), alternating with the code in `base_src` (PYTHONPATH)."""
    found: dict[str, list[list[float]]] = {"": [], "_base": []}
    for run in range(runs):
        order = [("", None), ("_base", base_src)] if base_src else [("", None)]
        for suffix, src in order if run % 2 == 0 else order[::-1]:
            shutil.rmtree(folder / ".cache" / "words", ignore_errors=True)
            env = dict(os.environ)
            if src is not None:
                env["PYTHONPATH"] = str(src)
            done = subprocess.run([sys.executable, "-c", AFTER_CODE, str(home),
                                   content(rng), content(rng)],
                                  capture_output=True, text=True, check=False, env=env)
            if done.returncode != 0:
                raise RuntimeError(f"remember after import failed:\n{done.stderr}")
            times = json.loads(done.stdout.strip().splitlines()[-1])["remembers_s"]
            found[suffix].append(times)
            say(f"  remembers after the import ({'base' if suffix else 'this code'}): "
                f"{', '.join(f'{t:.2f}' for t in times)} s")
    out: dict[str, Any] = {}
    for suffix, times in found.items():
        if times:
            out[f"after_import_s{suffix}"] = round(statistics.median(max(t) for t in times), 3)
            out[f"after_import_first_s{suffix}"] = round(statistics.median(t[0] for t in times), 3)
            out[f"after_import_second_s{suffix}"] = round(statistics.median(t[1] for t in times),
                                                          3)
            out[f"after_import_runs{suffix}"] = [[round(t, 3) for t in ts] for ts in times]
    return out


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def bench_size(n: int, root: Path, repeat: int, only_after: bool = False,
               base_src: Path | None = None) -> dict[str, Any]:
    home = root / f"store-{n}"
    shutil.rmtree(home, ignore_errors=True)
    settings = Settings(home=home)
    rng = random.Random(20250101 + n)
    service = MemoryService(settings)
    folder = service.store.folder
    build_s = put_s = 0.0
    probe = ""
    for start in range(0, n, BATCH):
        items = [synthetic(rng) for _ in range(min(BATCH, n - start))]
        t0 = time.perf_counter()
        # the Python API's bulk path: build + one fsynced append, snapshot once at the end
        memories = service.remember_batch(items, snapshot=False)
        build_s += time.perf_counter() - t0
        if start <= n // 2 < start + len(memories):
            probe = memories[n // 2 - start].id
        say(f"  n={n}: imported {start + len(memories):,} "
            f"({(start + len(memories)) / (build_s + put_s):,.0f}/s)")
    t0 = time.perf_counter()
    service.store.save_snapshot()  # what a bulk import does once at the end
    snapshot_s = time.perf_counter() - t0
    put_s += snapshot_s
    service.close()
    snapshot_path = folder / ".cache" / "snapshot.npz"
    result: dict[str, Any] = {
        "n": n, "import_per_s": round(n / (build_s + put_s)), "import_s": round(build_s + put_s, 3),
        "batch_s": round(build_s, 3),
        "final_snapshot_s": round(snapshot_s, 3),
        "snapshot": snapshot_path.exists(),
    }
    if only_after:
        result.update(after_import(home, folder, rng, repeat, base_src))
        return result
    runs = [cold_open(home, probe) for _ in range(repeat)]
    result["open_s"] = round(statistics.median(r["open_s"] for r in runs), 4)
    result["open_runs_s"] = [round(r["open_s"], 4) for r in runs]
    result["python_imports_s"] = round(statistics.median(r["imports_s"] for r in runs), 4)
    result["snapshot_used"] = all(r["snapshot_used"] for r in runs)
    result["rss_mb"] = round(statistics.median(r["rss"] for r in runs) / MB, 1)
    say(f"  n={n}: cold open {result['open_s']} s, rss {result['rss_mb']} MB, "
        f"snapshot used: {result['snapshot_used']}")
    if n <= NO_SNAPSHOT_MAX_N:
        shutil.rmtree(folder / ".cache")
        baseline = cold_open(home, probe)
        result["open_no_snapshot_s"] = round(baseline["open_s"], 4)
        say(f"  n={n}: cold open without snapshot {result['open_no_snapshot_s']} s")
    result.update(remember_costs(settings, probe, rng))
    result["log_mb"] = round((folder / "memories.jsonl").stat().st_size / MB, 1)
    if snapshot_path.exists():
        result["snapshot_mb"] = round(snapshot_path.stat().st_size / MB, 1)
    result.update(file_import(settings, folder, n))
    result["floors"] = FLOORS
    result["floors_missed"] = [
        key for key, floor in FLOORS.items()
        if (result[key] < floor if key == "import_per_s" else result[key] > floor)
    ]
    say(f"  n={n}: remember {result['remember_ms']} ms (p95 {result['remember_p95_ms']}, "
        f"first {result['remember_first_ms']}), detection off {result['remember_off_ms']} ms, "
        f"log {result['log_mb']} MB")
    return result


def remember_costs(settings: Settings, probe: str, rng: random.Random) -> dict[str, Any]:
    """In-process remember, detection on and off interleaved (on, off, off, on, ...)."""
    service = MemoryService(settings)
    service.get(probe)  # open in-process first
    times: dict[bool, list[float]] = {True: [], False: []}
    for i in range(REMEMBERS):
        for check in (True, False) if i % 2 == 0 else (False, True):
            text = content(rng)
            t0 = time.perf_counter()
            service.remember_checked(text, check_conflicts=check)
            times[check].append((time.perf_counter() - t0) * 1000)
    service.close()
    on, off = times[True], times[False]
    return {"remember_ms": round(statistics.median(on), 3),
            "remember_p95_ms": round(statistics.quantiles(on, n=20)[-1], 3),
            "remember_first_ms": round(on[0], 1),
            "remember_slowest_ms": round(max(on), 1),
            "remember_off_ms": round(statistics.median(off), 3),
            "remember_off_p95_ms": round(statistics.quantiles(off, n=20)[-1], 3)}


def file_import(settings: Settings, folder: Path, n: int) -> dict[str, Any]:
    """The `ebbing import` path: export the store to ebbing JSON Lines, import it into a
    fresh agent (parse, validate, store, snapshot)."""
    from ebbing.transfer import export_lines, import_files

    source = MemoryService(settings)
    export = folder.parent / f"export-{n}.jsonl"
    with export.open("wb") as handle:
        for line in export_lines(source):
            handle.write(line)
    source.close()
    target = MemoryService(settings, agent="imported")
    t0 = time.perf_counter()
    report = import_files(target, [export])
    elapsed = time.perf_counter() - t0
    target.close()
    export.unlink()
    shutil.rmtree(target.folder)
    say(f"  n={n}: file import {report.imported / elapsed:,.0f}/s")
    return {"import_file_per_s": round(report.imported / elapsed),
            "import_file_s": round(elapsed, 3)}


def table(results: list[dict[str, Any]]) -> str:
    head = ("n", "import/s", "open s", "no-snap s", "rss MB", "rem ms", "p95 ms", "off ms",
            "log MB", "missed")
    rows = [head] + [
        (f"{r['n']:,}", f"{r['import_per_s']:,}", f"{r['open_s']:.3f}",
         f"{r['open_no_snapshot_s']:.3f}" if "open_no_snapshot_s" in r else "-",
         f"{r['rss_mb']:.0f}", f"{r['remember_ms']:.2f}", f"{r['remember_p95_ms']:.2f}",
         f"{r['remember_off_ms']:.2f}",
         f"{r['log_mb']:.1f}", ",".join(r["floors_missed"]) or "-")
        for r in results
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(cell.rjust(w) for cell, w in zip(row, widths, strict=True))
             for row in rows]
    floors = (f"floors: open (1M) <= {FLOORS['open_s']} s, import >= "
              f"{FLOORS['import_per_s']:,}/s, remember <= {FLOORS['remember_ms']} ms median")
    return "\n".join([*lines, floors])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path)
    parser.add_argument("--after-import", action="store_true",
                        help="only the import and the remembers right after it (--repeat runs)")
    parser.add_argument("--base-src", type=Path,
                        help="with --after-import: also time the code in this src folder "
                             "(PYTHONPATH), alternating with this one")
    args = parser.parse_args()
    sizes = [int(size.replace("_", "")) for size in args.sizes.split(",") if size.strip()]
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    results = []
    try:
        for n in sizes:
            say(f"n={n:,} in {root}")
            results.append(bench_size(n, root, max(1, args.repeat), args.after_import,
                                      args.base_src))
            if args.json:
                print(json.dumps(results[-1]), flush=True)
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    print(json.dumps({"results": results}) if args.json or args.after_import else
          table(results), flush=True)


if __name__ == "__main__":
    main()
