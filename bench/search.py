"""Search benchmark: recall latency (median, p95), resident memory and ANN recall at several sizes.

    python bench/search.py [--sizes 10000,100000,1000000] [--queries 200] [--json]
                           [--workdir DIR] [--synthetic-above 10000]

Each size n gets a store of n synthetic memories (one sentence of 8-20 words drawn with Zipf
frequencies from the ~21,000 English words of the model's word-piece vocabulary). Up to
`--synthetic-above` memories (default 10,000) the stored vectors are real (all-MiniLM-L6-v2,
in the store's vector cache; embedding 100,000 texts takes over an hour on a busy 2-core
machine); above, they are synthetic: the information-weighted sum of the real vectors of a
text's words plus noise, written straight into the vector cache. Queries are always embedded by
the real model, inside the timed call.

Each size is measured in a fresh process: `MemoryService(Settings(home=...)).search(query)` with
default settings, for distinct queries; the first query (model load, index build or load) is
timed apart. Progress goes to stderr. With --json, stdout gets one JSON object per size and
ends with one line `{"results": [...]}`; without it, a small table. With --workdir the stores
(and their caches) are kept and reused by the next run.
"""

from __future__ import annotations

import argparse
import json
import math
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

import numpy as np

BATCH = 10_000
FLOORS_MS = {100_000: 15.0, 1_000_000: 40.0}  # median recall latency
FLOOR_RSS_MB = 2560.0  # at 1M, vectors included
MB = 2**20
NOW = datetime(2026, 1, 1, tzinfo=UTC)
TAGS = ["work", "family", "health", "travel", "food", "finance", "people", "project", "home",
        "hobby", "music", "reading", "sport", "idea", "learning", "pets", "garden", "friends"]
WHO = ["alice", "bob", "caroline", "melanie", "jun", "priya", "tomas", "grandma"]
FRAMES = ["{}", "what about {}?", "when did we talk about {}?", "do you remember {}?",
          "what did they say about {}", "anything on {}"]


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# -- synthetic text ---------------------------------------------------------------------------
def vocabulary() -> list[str]:
    """The whole lowercase English words of the model's word-piece vocabulary (about 21,000),
    without stop words, in the vocabulary's order (roughly by frequency)."""
    from ebbing.core.query import STOP_WORDS
    from ebbing.embed.sentence import packaged_model_path

    lines = (packaged_model_path() / "vocab.txt").read_text(encoding="utf-8").split()
    return [w for w in dict.fromkeys(lines) if w.isascii() and w.isalpha() and w.islower()
            and len(w) >= 3 and w not in STOP_WORDS]


def zipf(n: int, s: float = 1.0, shift: float = 2.7) -> np.ndarray[Any, Any]:
    weights = 1.0 / (np.arange(n) + shift) ** s
    return weights / weights.sum()  # type: ignore[no-any-return]


def word_ids(n: int, vocab: int, seed: int) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """Word ids of n sentences (flat) and where each sentence ends."""
    rng = np.random.default_rng(seed)
    lengths = rng.integers(8, 21, size=n)
    ids = rng.choice(vocab, size=int(lengths.sum()), p=zipf(vocab)).astype(np.int32)
    return ids, np.cumsum(lengths)


def sentences(words: list[str], ids: np.ndarray[Any, Any],
              ends: np.ndarray[Any, Any]) -> list[str]:
    flat = [words[i] for i in ids.tolist()]
    out, start = [], 0
    for end in ends.tolist():
        out.append(" ".join(flat[start:end]).capitalize() + ".")
        start = end
    return out


def build_store(home: Path, texts: list[str], seed: int) -> None:
    from ebbing.config import Settings
    from ebbing.service import MemoryService

    rng = np.random.default_rng(seed + 1)
    service = MemoryService(Settings(home=home))
    start = NOW - timedelta(days=365)
    for first in range(0, len(texts), BATCH):
        batch = texts[first:first + BATCH]
        seconds = np.sort(rng.uniform(0, 365 * 86_400, len(batch)))
        items = []
        for i, text in enumerate(batch):
            at = start + timedelta(seconds=float(seconds[i]))
            item: dict[str, Any] = {"content": text, "occurred_at": at, "now": at,
                                    "tags": [TAGS[j] for j in rng.choice(len(TAGS),
                                                                         int(rng.integers(0, 3)),
                                                                         replace=False)]}
            if rng.random() < 0.5:
                item["character"] = WHO[int(rng.integers(len(WHO)))]
            items.append(item)
        service.remember_batch(items, snapshot=False)
        say(f"  stored {first + len(batch):,}")
    service.store.save_snapshot()
    service.close()


def real_vectors(home: Path, texts: list[str]) -> None:
    """Embed every text with the default model into the store's vector cache."""
    from ebbing.config import Settings
    from ebbing.embed import make_embedder
    from ebbing.embed.cache import VectorCache
    from ebbing.service import MemoryService

    embedder = make_embedder(Settings().embedder)
    cache = VectorCache(MemoryService(Settings(home=home)).folder, embedder.name)
    done = [0]

    def progress(count: int) -> None:
        done[0] += count
        if done[0] % 5000 < count:
            say(f"  embedded {done[0]:,} / {len(texts):,}")

    cache.ensure(texts, embedder, progress=progress)


def word_vectors(workdir: Path, words: list[str]) -> np.ndarray[Any, Any]:
    path = workdir / "word-vectors.npy"
    if path.exists():
        return np.load(path)  # type: ignore[no-any-return]
    from ebbing.embed import make_embedder

    say(f"  embedding the {len(words):,} words of the vocabulary (once)")
    vectors = make_embedder("default").embed(words)
    np.save(path, vectors)
    return vectors


def synthetic_vectors(home: Path, workdir: Path, words: list[str], texts: list[str],
                      ids: np.ndarray[Any, Any], ends: np.ndarray[Any, Any], seed: int) -> None:
    """Vectors as the information-weighted sum of the real vectors of a text's words plus
    noise, written into the store's vector cache under the texts' keys."""
    from ebbing.config import Settings
    from ebbing.embed import chunks, make_embedder
    from ebbing.embed.base import normalize_rows
    from ebbing.embed.cache import VectorCache
    from ebbing.service import MemoryService

    table = word_vectors(workdir, words) * -np.log(zipf(len(words)))[:, None].astype(np.float32)
    rng = np.random.default_rng(seed + 2)
    name = make_embedder(Settings().embedder).name
    cache = VectorCache(MemoryService(Settings(home=home)).folder, name)
    starts = np.concatenate([[0], ends[:-1]])
    step = 125_000
    for first in range(0, len(texts), step):
        last = min(first + step, len(texts))
        lo, hi = int(starts[first]), int(ends[last - 1])
        summed = np.add.reduceat(table[ids[lo:hi]], (starts[first:last] - lo).astype(np.int64))
        summed = normalize_rows(summed)
        summed += rng.normal(0, 0.3 / math.sqrt(summed.shape[1]), summed.shape).astype(np.float32)
        keys = chunks.text_keys(name, texts[first:last])
        order = np.argsort(keys)
        chunks.write_chunk(cache.path, keys[order], normalize_rows(summed)[order])
        say(f"  synthetic vectors {last:,}")


def make_queries(words: list[str], ids: np.ndarray[Any, Any], ends: np.ndarray[Any, Any],
                 count: int, seed: int) -> list[str]:
    """Distinct queries: 2-4 words of a random stored sentence in a question frame."""
    rng = np.random.default_rng(seed + 3)
    starts = np.concatenate([[0], ends[:-1]])
    out: dict[str, None] = {}
    while len(out) < count:
        doc = int(rng.integers(len(ends)))
        own = ids[starts[doc]:ends[doc]]
        picked = rng.choice(own, size=min(len(own), int(rng.integers(2, 5))), replace=False)
        frame = FRAMES[int(rng.integers(len(FRAMES)))]
        out.setdefault(frame.format(" ".join(words[i] for i in picked.tolist())))
    return list(out)


def prepare(root: Path, n: int, synthetic: bool, queries: int) -> tuple[Path, Path]:
    """The store of size n (made once per workdir) and a file of queries for it."""
    home = root / f"search-{n}{'-synthetic' if synthetic else ''}"
    seed = 1000 + n
    words = vocabulary()
    ids, ends = word_ids(n, len(words), seed)
    if not (home / "ready").exists():
        shutil.rmtree(home, ignore_errors=True)
        texts = sentences(words, ids, ends)
        say(f"n={n:,}: building the store in {home}")
        build_store(home, texts, seed)
        if synthetic:
            synthetic_vectors(home, root, words, texts, ids, ends, seed)
        else:
            real_vectors(home, texts)
        (home / "ready").write_text("ok\n")
    path = home / "queries.json"
    path.write_text(json.dumps(make_queries(words, ids, ends, queries, seed)))
    return home, path


# -- measuring (in a fresh process per size) ---------------------------------------------------
def timed(obj: Any, name: str, spent: dict[str, list[float]]) -> None:
    """Wrap obj.name to add each call's milliseconds to spent[name]."""
    inner = getattr(obj, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            spent.setdefault(name, []).append((time.perf_counter() - t0) * 1000)

    setattr(obj, name, wrapper)


def measure(home: Path, query_file: Path, check: int) -> dict[str, Any]:
    import resource

    import psutil

    from ebbing.config import Settings
    from ebbing.service import MemoryService

    queries = json.loads(query_file.read_text())
    t0 = time.perf_counter()
    svc = MemoryService(Settings(home=home))
    svc.store  # noqa: B018 - opening is timed
    open_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    svc.search(queries[0], now=NOW)
    first_s = time.perf_counter() - t0
    if check < 0:  # a run that only builds (and saves) the indexes
        return {"first_query_s": round(first_s, 3)}
    engine = svc.engine
    spent: dict[str, list[float]] = {}
    for name in ("sync", "lexical_top", "semantic_top"):
        timed(engine, name, spent)
    timed(engine.embedder, "embed", spent)
    times = []
    for query in queries[1:]:
        t0 = time.perf_counter()
        svc.search(query, now=NOW)
        times.append((time.perf_counter() - t0) * 1000)
    rss = psutil.Process().memory_info().rss / MB
    result: dict[str, Any] = {
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(statistics.quantiles(times, n=20)[-1], 2),
        "rss_mb": round(rss, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "open_s": round(open_s, 3), "first_query_s": round(first_s, 3),
        "queries": len(times), "load_avg_1m": round(os.getloadavg()[0], 2),
        "parts_ms": {name: round(statistics.median(values), 2) for name, values in spent.items()},
    }
    result.update(ann_recall(svc, engine, queries[1:check + 1]))
    return result


def ann_recall(svc: Any, engine: Any, queries: list[str]) -> dict[str, Any]:
    """The vector index's recall@10 against exact search, and how many of the search's top 10
    stay the same when the vectors are searched exactly (null where there is no ANN)."""
    if not hasattr(engine, "exact_vectors") or not queries:
        return {"ann_recall_at_10": None, "search_overlap_at_10": None, "ann": None}
    from ebbing.retrieval.search import Filters, allowed_rows

    allowed = allowed_rows(svc, Filters())
    ann_hits, search_hits = [], []
    for query in queries:
        approx = svc.search(query, now=NOW)
        fast = set(engine.semantic_top(query, 10, allowed)[0].tolist())
        engine.exact_vectors = True
        try:
            exact = set(engine.semantic_top(query, 10, allowed)[0].tolist())
            truth = svc.search(query, now=NOW)
        finally:
            engine.exact_vectors = False
        ann_hits.append(len(fast & exact) / max(1, len(exact)))
        same = {h.memory.id for h in approx} & {h.memory.id for h in truth}
        search_hits.append(len(same) / max(1, len(truth)))
    return {"ann_recall_at_10": round(statistics.mean(ann_hits), 4),
            "search_overlap_at_10": round(statistics.mean(search_hits), 4),
            "ann": engine.vector_index_info()}


def run_child(home: Path, query_file: Path, check: int) -> dict[str, Any]:
    done = subprocess.run([sys.executable, __file__, "--child", str(home), str(query_file),
                           str(check)], capture_output=True, text=True, check=False,
                          env=os.environ.copy())
    if done.returncode != 0:
        raise RuntimeError(f"measuring {home} failed:\n{done.stderr[-4000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def table(results: list[dict[str, Any]]) -> str:
    head = ("n", "median ms", "p95 ms", "rss MB", "first s", "ann R@10", "missed")
    rows = [head] + [
        (f"{r['n']:,}", f"{r['median_ms']:.2f}", f"{r['p95_ms']:.2f}", f"{r['rss_mb']:.0f}",
         f"{r['first_query_s']:.2f}",
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
            say(f"n={n:,}: measuring")
            builds = [run_child(home, query_file, -1)["first_query_s"]
                      for _ in range(args.runs - 1)]
            result = {"n": n, "synthetic_vectors": n > args.synthetic_above,
                      **run_child(home, query_file, args.check)}
            result["build_s"] = builds[0] if builds else None
            floor = FLOORS_MS.get(n)
            result["floors_missed"] = [
                *(["median_ms"] if floor is not None and result["median_ms"] > floor else []),
                *(["rss_mb"] if n >= 1_000_000 and result["rss_mb"] > FLOOR_RSS_MB else []),
            ]
            say(f"n={n:,}: median {result['median_ms']} ms, p95 {result['p95_ms']} ms, "
                f"rss {result['rss_mb']} MB, parts {result['parts_ms']}")
            results.append(result)
            if args.json:
                print(json.dumps(result), flush=True)
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    print(json.dumps({"results": results}) if args.json else table(results), flush=True)


if __name__ == "__main__":
    main()
