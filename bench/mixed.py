"""Unrelated facts in bulk: does ebbing's search keep up with plain vector search?

    python bench/mixed.py [--n 10000] [--questions 100] [--seed 16] [--json]
                          [--workdir DIR] [--embedder SPEC]

The workload of issue 16: `--n` one-sentence facts about ~500 people (bench/mixed_data.py, a
fixed-seed generator), stored in one `remember_batch` call with no `occurred_at` and no context
id (all "now", as an assistant writing facts through an API does), then two sets of
`--questions` questions: paraphrases ("What vehicle does Ana Kowalski own?" for "Ana Kowalski
drives a red Volvo.", the person has ~20 facts) and unique tokens ("Whose locker code is
QZ4821K?"). Each is asked through `MemoryService.search` (top 10, default settings) and, in
the same run, through the baseline: cosine similarity of the question's vector to the vectors
of the bare fact texts (the same model, all-MiniLM-L6-v2 by default), nothing else.

Reported: hit@1 and hit@10 per kind for both, the indexing time (the engine's first sync,
which embeds what the vector cache lacks) and the median search latency. With --workdir the
store is rebuilt but its vector cache kept, so a second run embeds nothing. Progress goes to
stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo import fresh_agent, say  # bench/ is sys.path[0]
from mixed_data import Question, generate

GOALS = {"paraphrase hit@10 >= baseline": None, "unique hit@1": 1.0}


def hits(ranked: list[list[int]], questions: list[Question], kind: str) -> dict[str, float]:
    pairs = [(r, q.answer) for r, q in zip(ranked, questions, strict=True) if q.kind == kind]
    return {"hit@1": round(sum(r[:1] == [a] for r, a in pairs) / len(pairs), 4),
            "hit@10": round(sum(a in r[:10] for r, a in pairs) / len(pairs), 4),
            "n": len(pairs)}


def run(args: argparse.Namespace) -> dict[str, Any]:
    texts, questions = generate(args.n, args.questions, args.seed)
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-mixed-"))
    settings = Settings(home=root) if args.embedder is None else \
        Settings(home=root, embedder=args.embedder)
    svc = MemoryService(settings, agent="mixed")
    fresh_agent(svc.folder)
    try:
        t0 = time.perf_counter()
        memories = svc.remember_batch([{"content": text} for text in texts])
        store_s = time.perf_counter() - t0
        answer_of = {m.id: i for i, m in enumerate(memories)}
        t0 = time.perf_counter()
        svc.engine.sync()
        index_s = time.perf_counter() - t0
        say(f"{len(texts)} facts stored in {store_s:.1f} s, indexed in {index_s:.1f} s")
        ours, times = [], []
        for q in questions:
            t0 = time.perf_counter()
            found = svc.search(q.text, top=10, touch=False)
            times.append((time.perf_counter() - t0) * 1000)
            ours.append([answer_of.get(h.memory.id, -1) for h in found])
        engine = svc.engine
        assert engine.embedder is not None and engine.cache is not None
        bare = engine.cache.ensure(texts, engine.embedder).astype(np.float32)
        bare /= np.maximum(np.linalg.norm(bare, axis=1, keepdims=True), 1e-12)
        plain = []
        for q in questions:
            vector = engine.embedder.embed([q.text])[0].astype(np.float32)
            plain.append(np.argsort(-(bare @ vector), kind="stable")[:10].tolist())
    finally:
        svc.close()
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    result = {
        "n": len(texts), "questions": len(questions), "seed": args.seed,
        "embedder": settings.embedder or "default",
        "ebbing": {k: hits(ours, questions, k) for k in ("paraphrase", "unique")},
        "plain_vectors": {k: hits(plain, questions, k) for k in ("paraphrase", "unique")},
        "store_s": round(store_s, 2), "index_s": round(index_s, 2),
        "search_ms": {"median": round(statistics.median(times), 2),
                      "p95": round(statistics.quantiles(times, n=20)[-1], 2)},
    }
    met = {"paraphrase hit@10 >= baseline":
           result["ebbing"]["paraphrase"]["hit@10"] >= result["plain_vectors"]["paraphrase"]
           ["hit@10"],
           "unique hit@1 == 1.0": result["ebbing"]["unique"]["hit@1"] == 1.0}
    result["goals_missed"] = [name for name, ok in met.items() if not ok]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path,
                        help="memory home, kept with its vector cache (default: a temp folder)")
    parser.add_argument("--embedder", help="passed to Settings(embedder=...)")
    args = parser.parse_args()
    result = run(args)
    if args.json:
        print(json.dumps(result), flush=True)
        return
    for system in ("ebbing", "plain_vectors"):
        for kind, row in result[system].items():
            print(f"{system:14} {kind:10} hit@1 {row['hit@1']:.3f}  hit@10 {row['hit@10']:.3f}"
                  f"  (n {row['n']})")
    print(f"stored in {result['store_s']} s, indexed in {result['index_s']} s, search median "
          f"{result['search_ms']['median']} ms; goals missed: "
          f"{', '.join(result['goals_missed']) or '-'}")


if __name__ == "__main__":
    main()
