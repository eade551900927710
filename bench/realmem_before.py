"""RealMem (LoCoMo schema) scored on what comes before each query turn, per the source's type.

    python bench/realmem_before.py [--data PATH] [--samples ID,...] [--json]
                                   [--predictions FILE] [--workdir DIR] [--rank NAME=VALUE ...]
                                   [--variant NAME=W=V,W=V ...]

With --variant (repeatable), every question is asked once per variant of the ranking weights
(RankParams) over the same ingested store, and each variant is scored (and its predictions
written to FILE.NAME when --predictions is given): one ingest for many settings. Questions
without a `query_dia_id` (LoCoMo itself) are asked the day after the last session, with
nothing dropped, and scored per LoCoMo category.

A small stand-alone runner for the time work (bench/locomo.py is gaining RealMem support of
its own): each persona's turns are remembered once; each query is asked at its own turn's
time, and of what search returns only the turns before the query turn are kept (the query
turn itself and everything after it is dropped before scoring), so a question is answered
from its past only. One source turn is longer than 64 KiB: the memory limit is raised to
1 MiB here rather than splitting it. The data is read from ../shared/data/realmem.json.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.core.timeexpr import find_time_window
from ebbing.service import MemoryService
from locomo import fresh_agent, items_for, rounded, say, set_rank  # bench/ is sys.path[0]
from locomo_data import CATEGORIES, KS, Question, parse_conversation, score

try:
    from ebbing.core.questions import asks_start
except ImportError:  # an ebbing from before it (the baseline of a same-run comparison)
    def asks_start(question: str) -> bool:
        return False

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "realmem.json"
TOP = 200  # taken before the later turns are dropped
TIMED = {"time_pool", "time_floor", "time_weight", "event_weight"}  # act only given a period


def order(dia_id: str) -> tuple[int, int]:
    session, _, turn = dia_id[1:].partition(":")
    return int(session), int(turn)


def run(args: argparse.Namespace) -> dict[str, Any]:
    from dataclasses import replace

    from ebbing.retrieval import search

    with args.data.open(encoding="utf-8") as handle:
        samples = json.load(handle)
    if args.samples:
        wanted = set(args.samples.split(","))
        samples = [s for s in samples if s["sample_id"] in wanted]
    base = search.PARAMS
    variants = {"default": base}
    timed_only: dict[str, bool] = {}
    start_only: dict[str, bool] = {}
    for item in args.variant:
        name, _, weights = item.partition("=")
        changes = {k: type(getattr(base, k))(float(v)) for k, _, v in
                   (w.partition("=") for w in weights.split(",") if w)}
        variants[name] = replace(base, **changes)
        timed_only[name] = set(changes) <= TIMED
        start_only[name] = set(changes) == {"start_weight"}
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-realmem-"))
    settings = Settings(home=root, max_memory_bytes=1 << 20)
    questions: list[Question] = []
    types: dict[str, str] = {}
    retrieved: dict[str, dict[str, list[str]]] = {name: {} for name in variants}
    try:
        for sample in samples:
            conv = parse_conversation(sample)
            at = {t.dia_id: t.occurred_at for t in conv.turns}
            asked_at = conv.last_session_at + timedelta(days=1)
            svc = MemoryService(settings, agent=conv.sample_id)
            fresh_agent(svc.folder)
            try:
                svc.remember_batch(items_for(conv))
                for question, qa in zip(conv.questions, sample["qa"], strict=True):
                    query = qa.get("query_dia_id")
                    now = at[query] if query else asked_at
                    timeless = find_time_window(question.question, now) is None
                    unstarted = not asks_start(question.question)
                    for name, params in variants.items():
                        if name != "default" and ((timeless and timed_only[name]) or (unstarted
                                                  and start_only[name])):
                            retrieved[name][question.question_id] = list(
                                retrieved["default"][question.question_id])
                            continue  # its changes act only on a question naming a period
                        search.PARAMS = params
                        hits = svc.search(question.question, top=TOP if query else args.top,
                                          now=now, touch=False)
                        ids = [str(h.memory.metadata.get("dia_id", "")) for h in hits]
                        retrieved[name][question.question_id] = [
                            d for d in ids if d and (not query or order(d) < order(query))
                        ][:args.top]
                    types[question.question_id] = str(
                        qa.get("type") or CATEGORIES.get(question.category, "?"))
                    questions.append(question)
            finally:
                svc.close()
                search.PARAMS = base
            say(f"  {conv.sample_id}: {len(conv.turns)} turns, {len(conv.questions)} queries")
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    result: dict[str, Any] = {}
    for name, found in retrieved.items():
        if args.predictions:
            path = args.predictions if name == "default" else Path(f"{args.predictions}.{name}")
            with path.open("w", encoding="utf-8") as handle:
                for q in questions:
                    handle.write(json.dumps({"question_id": q.question_id,
                                             "retrieved_dia_ids": found[q.question_id]}) + "\n")
        rows = {"overall": _figures(questions, found)}
        for kind in sorted(set(types.values())):
            rows[kind] = _figures([q for q in questions if types[q.question_id] == kind], found)
        result[name] = rows
    return result if args.variant else result["default"]


def _figures(questions: list[Question], retrieved: dict[str, list[str]]) -> dict[str, Any]:
    scores = score(questions, retrieved, KS)
    return {"n": scores["counts"]["scored"],
            "dialog": rounded(scores["dialog"])["overall"],
            "session": rounded(scores["session"])["overall"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--samples")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--predictions", type=Path)
    parser.add_argument("--workdir", type=Path)
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--rank", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=W=V,W=V")
    args = parser.parse_args()
    if args.rank:
        set_rank(parser, args.rank)
    result = run(args)
    if args.json:
        print(json.dumps(result))
        return
    for variant, rows in (result.items() if args.variant else [("default", result)]):
        print(variant)
        for name, row in rows.items():
            d, s = row["dialog"], row["session"]
            print(f"  {name:22} n={row['n']:5}  R@5 {d['recall@5']:.3f}  "
                  f"R@10 {d['recall@10']:.3f}  session hit@5 {s['hit@5']:.3f}", file=sys.stdout)


if __name__ == "__main__":
    main()
