"""RealMem (LoCoMo schema) scored on what comes before each query turn, per the source's type.

    python bench/realmem_before.py [--data PATH] [--samples ID,...] [--json]
                                   [--predictions FILE] [--workdir DIR] [--rank NAME=VALUE ...]

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
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo import fresh_agent, items_for, rounded, say, set_rank  # bench/ is sys.path[0]
from locomo_data import KS, Question, parse_conversation, score

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "realmem.json"
TOP = 200  # taken before the later turns are dropped


def order(dia_id: str) -> tuple[int, int]:
    session, _, turn = dia_id[1:].partition(":")
    return int(session), int(turn)


def run(args: argparse.Namespace) -> dict[str, Any]:
    with args.data.open(encoding="utf-8") as handle:
        samples = json.load(handle)
    if args.samples:
        wanted = set(args.samples.split(","))
        samples = [s for s in samples if s["sample_id"] in wanted]
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-realmem-"))
    settings = Settings(home=root, max_memory_bytes=1 << 20)
    questions: list[Question] = []
    types: dict[str, str] = {}
    retrieved: dict[str, list[str]] = {}
    try:
        for sample in samples:
            conv = parse_conversation(sample)
            at = {t.dia_id: t.occurred_at for t in conv.turns}
            svc = MemoryService(settings, agent=conv.sample_id)
            fresh_agent(svc.folder)
            try:
                svc.remember_batch(items_for(conv))
                for question, qa in zip(conv.questions, sample["qa"], strict=True):
                    query = str(qa["query_dia_id"])
                    hits = svc.search(question.question, top=TOP, now=at[query], touch=False)
                    ids = [str(h.memory.metadata.get("dia_id", "")) for h in hits]
                    retrieved[question.question_id] = [
                        d for d in ids if d and order(d) < order(query)][:args.top]
                    types[question.question_id] = str(qa.get("type", "?"))
                    questions.append(question)
            finally:
                svc.close()
            say(f"  {conv.sample_id}: {len(conv.turns)} turns, {len(conv.questions)} queries")
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    if args.predictions:
        with args.predictions.open("w", encoding="utf-8") as handle:
            for q in questions:
                handle.write(json.dumps({"question_id": q.question_id,
                                         "retrieved_dia_ids": retrieved[q.question_id]}) + "\n")
    result: dict[str, Any] = {"overall": _figures(questions, retrieved)}
    for kind in sorted(set(types.values())):
        result[kind] = _figures([q for q in questions if types[q.question_id] == kind],
                                retrieved)
    return result


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
    args = parser.parse_args()
    if args.rank:
        set_rank(parser, args.rank)
    result = run(args)
    if args.json:
        print(json.dumps(result))
        return
    for name, row in result.items():
        d, s = row["dialog"], row["session"]
        print(f"{name:22} n={row['n']:5}  R@5 {d['recall@5']:.3f}  R@10 {d['recall@10']:.3f}  "
              f"session hit@5 {s['hit@5']:.3f}", file=sys.stdout)


if __name__ == "__main__":
    main()
