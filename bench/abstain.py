"""Recall that abstains: does search return nothing when nothing stored is relevant?

    python bench/abstain.py [--data FILE] [--json] [--floor F | --choose]
                            [--samples conv-26,conv-30] [--workdir DIR] [--embedder SPEC]

Each conversation of a file in the LoCoMo schema (by default the development split beside
the checkout, ../shared/data/locomo-dev.json; evaluation data, read in place, never copied)
is remembered turn by turn in its own store, then asked its own questions and the questions
of every other conversation: those are off-topic by construction (other people, other
lives). Reported: the share of off-topic questions that return no memory, and on the own
questions dialog recall@10 and session hit@5 (bench/locomo.py's measures).

The floor measured is `--floor`, else the one in force (`EBBING_RELEVANCE_FLOOR`, or the
floor calibrated for the embedder). `--choose`
picks the floor again by cross-validation across conversations: each conversation in turn is
held out, the floor is chosen on the others (the highest that keeps their own recall@10
within MAX_DROP of no floor at all, and whose lowered floor, for a question naming nobody
unknown, stays at most PARAPHRASE), and scored on the one held out; then the floor is chosen
on all of them and measured. Every floor tried comes from one ranking per question (the
candidates' `strength`, and whether the question names someone the store does not know; see
ebbing/retrieval/floor.py), so trying many costs nothing; the figures of the last line are
measured through search itself, with the floor set. Choose on some conversations
(`--choose --samples ...`) and check the floor on the others (`--floor F --samples ...`).

Progress goes to stderr. The output ends with one line:
{"off_topic_empty": ..., "own_recall_at_10": ..., "own_session_hit_at_5": ..., "questions": ...}
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.retrieval.floor import HIT_MARGIN, UNNAMED_SHARE, floor_for, names_stranger
from ebbing.service import MemoryService
from locomo import DEFAULT_DATA, dia_ids, items_for, say  # bench/ is sys.path[0]
from locomo_data import KS, Conversation, Question, load, score

POOL = 50             # candidates kept per question to try floors on
MAX_DROP = 0.02       # own dialog recall@10 a floor may cost, against no floor
GRID = [round(0.30 + 0.01 * i, 2) for i in range(91)]  # floors tried: 0.30 .. 1.20
# the lowered floor (UNNAMED_SHARE x the floor) may be at most this: paraphrases in a small
# personal store reach strengths of only 0.41 and 0.43 (tests/retrieval/test_floor_model.py)
PARAPHRASE = 0.37

Ranked = list[tuple[str, float]]  # (dia id, strength), best first
Asked = tuple[bool, Ranked]  # whether the question names a name the store lacks; its ranking


def open_stores(conversations: list[Conversation], root: Path, embedder: str | None,
                floor: float) -> dict[str, MemoryService]:
    stores = {}
    for conv in conversations:
        options: dict[str, Any] = {"relevance_floor": floor}
        if embedder:
            options["embedder"] = embedder
        svc = MemoryService(Settings(home=root, **options), agent=conv.sample_id)
        if not len(svc.store.alive_rows()):
            svc.remember_batch(items_for(conv))
        stores[conv.sample_id] = svc
    return stores


def asked(conversations: list[Conversation]) -> list[Question]:
    return [q for conv in conversations for q in conv.questions]


def rank_all(conversations: list[Conversation], stores: dict[str, MemoryService],
             top: int) -> dict[str, dict[str, Asked]]:
    """Per store, per question id (every conversation's questions), the ranked ids."""
    out: dict[str, dict[str, Asked]] = {}
    questions = asked(conversations)
    for conv in conversations:
        svc = stores[conv.sample_id]
        now = conv.last_session_at + timedelta(days=1)
        start = time.perf_counter()
        found: dict[str, Asked] = {}
        for q in questions:
            hits = svc.search(q.question, top=top, now=now, touch=False)
            ids = dia_ids([h.memory for h in hits])
            found[q.question_id] = (names_stranger(q.question, svc.engine.names,
                                                   bool(svc.engine.named_speakers(q.question))),
                                    [(d, float(h.why.get("strength", 1.0)))
                                     for d, h in zip(ids, hits, strict=True)])
        out[conv.sample_id] = found
        say(f"  {conv.sample_id}: {len(questions)} questions in "
            f"{time.perf_counter() - start:.1f} s")
    return out


def kept_at(floor: float, named: bool, hits: Ranked) -> list[str]:
    """The ids search returns at `floor` (floor.gate's rule; 0 or less: no floor)."""
    if floor <= 0:
        return [d for d, _ in hits]
    level = floor if named else round(floor * UNNAMED_SHARE, 4)
    if max((s for _, s in hits), default=0.0) < level:
        return []
    return [d for d, s in hits if s >= level - HIT_MARGIN]


def measure(conversations: list[Conversation], ranked: dict[str, dict[str, Asked]],
            floor: float, owners: list[Conversation] | None = None) -> dict[str, Any]:
    """The figures at `floor` for the stores of `owners` (default: all), asked everything."""
    own: dict[str, list[str]] = {}
    own_questions: list[Question] = []
    off = empty = 0
    for conv in owners or conversations:
        mine = {q.question_id for q in conv.questions}
        for qid, (named, hits) in ranked[conv.sample_id].items():
            kept = kept_at(floor, named, hits)
            if qid in mine:
                own[qid] = kept[:10]
            else:
                off += 1
                empty += not kept
        own_questions += conv.questions
    scores = score(own_questions, own, KS)
    return {"floor": floor,
            "off_topic_empty": round(empty / off, 4) if off else None,
            "own_recall_at_10": round(scores["dialog"]["overall"]["recall@10"], 4),
            "own_session_hit_at_5": round(scores["session"]["overall"]["hit@5"], 4),
            "questions": {"own": len(own_questions), "off_topic": off}}


def choose(conversations: list[Conversation], ranked: dict[str, dict[str, Asked]],
           owners: list[Conversation]) -> float:
    """The highest floor whose own recall@10 on `owners` stays within MAX_DROP of none and
    whose lowered floor stays at most PARAPHRASE."""
    base = measure(conversations, ranked, 0.0, owners)["own_recall_at_10"]
    fits = [f for f in GRID if f * UNNAMED_SHARE <= PARAPHRASE + 1e-9
            and measure(conversations, ranked, f, owners)["own_recall_at_10"] >= base - MAX_DROP]
    return max(fits) if fits else 0.0


def cross_validate(conversations: list[Conversation],
                   ranked: dict[str, dict[str, Asked]]) -> list[dict[str, Any]]:
    folds = []
    for held in conversations:
        rest = [c for c in conversations if c is not held]
        floor = choose(conversations, ranked, rest)
        folds.append({"held_out": held.sample_id, "chosen_on_others": floor,
                      "held_out_figures": measure(conversations, ranked, floor, [held]),
                      "held_out_no_floor": measure(conversations, ranked, 0.0, [held])})
    return folds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--samples", help="comma-separated sample ids (default: all)")
    parser.add_argument("--floor", type=float, help="default: the floor in force")
    parser.add_argument("--choose", action="store_true",
                        help="choose the floor by cross-validation, then measure it")
    parser.add_argument("--workdir", type=Path, help="keep the stores here (reused)")
    parser.add_argument("--embedder", help="embedder spec (default: the setting)")
    parser.add_argument("--json", action="store_true", help="one JSON report, then the line")
    parser.add_argument("--save", type=Path, help="with --choose: write the rankings here")
    args = parser.parse_args()
    conversations = load(args.data)
    if args.samples:
        wanted = {s.strip() for s in args.samples.split(",")}
        conversations = [c for c in conversations if c.sample_id in wanted]
    if len(conversations) < 2:
        raise SystemExit("need at least two conversations (the others' questions are off-topic)")
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-abstain-"))
    report: dict[str, Any] = {"data": str(args.data),
                              "samples": [c.sample_id for c in conversations]}
    try:
        settings = Settings()
        floor = args.floor if args.floor is not None else floor_for(
            settings.relevance_floor, args.embedder or settings.embedder)
        if args.choose:
            say("ranking every question without a floor ...")
            stores = open_stores(conversations, root, args.embedder, 0.0)
            ranked = rank_all(conversations, stores, POOL)
            if args.save:
                args.save.write_text(json.dumps(ranked))
            for svc in stores.values():
                svc.close()
            report["no_floor"] = measure(conversations, ranked, 0.0)
            report["cross_validation"] = cross_validate(conversations, ranked)
            floor = choose(conversations, ranked, conversations)
            report["chosen_floor"] = floor
            report["simulated_at_chosen"] = measure(conversations, ranked, floor)
        say(f"measuring through search with the floor at {floor} ...")
        stores = open_stores(conversations, root, args.embedder, floor)
        final = measure(conversations, rank_all(conversations, stores, 10), -1.0)
        for svc in stores.values():
            svc.close()
        final["floor"] = floor
        report["measured"] = final
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    print(json.dumps({k: final[k] for k in ("off_topic_empty", "own_recall_at_10",
                                            "own_session_hit_at_5", "questions")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
