"""Dreaming on LoCoMo: does what a dream writes help recall?

For each conversation (one memory per dialog turn, as bench/locomo.py ingests it), every
question is asked once before dreaming (the baseline: recall with derived memories left out)
and once after one offline dream over the conversation. A derived memory that recall returns
takes one rank slot and scores as the dialog turns it cites, at most 3 of them (the 3 whose
vectors are closest to the question among those the results do not already hold, as recall
expands it), so a profile citing everything cannot win. Dialog
recall@k counts the evidence turns found in the first k slots. `via_derived@10` counts the
evidence turns the baseline's first ten missed that a derived slot brought, `lost@10` those of
the baseline's first ten no longer among the first ten after the dream (the rest of a change
comes from the dream's side effects on ranking: the memories it used are reinforced, and its
texts join the word statistics).

    python bench/dream.py [--data PATH] [--samples conv-26,...] [--workdir DIR]
        [--derived-share 0.2] [--updates N] [--json]

The data (CC BY-NC 4.0, evaluation only) is read from --data, by default
../shared/data/locomo-dev.json beside the checkout; it is never copied. The work folder is
kept between runs (default: <tmp>/ebbing-dream-bench) so the vector cache spares re-embedding;
each run starts every agent's memories afresh. Dreams never restate what is no longer true:
`stale` counts the memories not valid after the dream and the valid derived memories that
cite or quote one (0 is right); with `--updates N` the judge's verdicts are applied first
(reconcile), and after scoring the N memories the dream cites most are replaced by newer ones
and the agent dreams again (thinking/follow.py must revise or suspect what cited them).
Goal: multi-hop dialog R@10 at least +0.05 over the baseline, overall R@10 not lower; one
conversation dreamed offline in at most 30 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo import DEFAULT_DATA, fresh_agent, items_for, say  # bench/ is sys.path[0]
from locomo_data import CATEGORIES, Conversation, Question, load

KS = (5, 10)
TOP = 10
CITED = 3  # turns a derived memory stands for in its slot


def slots(svc: MemoryService, hits: list[Any], question: str) -> list[list[str]]:
    """Per returned memory, the dialog ids it stands for: its own, or for a derived memory the
    CITED cited turns closest to the question."""
    engine = svc.engine
    out: list[list[str]] = []
    q = None
    shown = {m.id for m in (h.memory for h in hits) if not m.derived_from}
    for hit in hits:
        memory = hit.memory
        if not memory.derived_from:
            out.append([str(memory.metadata.get("dia_id", ""))])
            continue
        cols = svc.store.cols
        rows = [r for r in (cols.row_of(i) for i in memory.derived_from if i not in shown)
                if r is not None]  # as recall expands it: what the results do not hold yet
        if q is None:
            q = engine.query_vector(question)
        closeness = engine.cosines(q, np.array(rows, dtype=np.int64))
        best = [rows[i] for i in np.argsort(-closeness, kind="stable")[:CITED]]
        shown.update(svc.store.read_row(int(r)).id for r in best)
        out.append([str(svc.store.read_row(int(r)).metadata.get("dia_id", "")) for r in best])
    return out


def restating(svc: MemoryService) -> dict[str, int]:
    """Dreams never restate what is no longer true: how many memories are not valid after
    the dream, and how many valid derived memories cite one or quote its text (both must be
    0: a dream's pool holds only valid memories, and thinking/follow.py revises a derived
    memory when a memory it cites changes status)."""
    memories = list(svc.store.iter_memories())
    gone = {m.id: m.content for m in memories if m.status.value != "valid"}
    count = 0
    for m in memories:
        if m.derived_from and m.status.value == "valid" and (
                any(i in gone for i in m.derived_from)
                or any(len(text) > 20 and text in m.content for text in gone.values())):
            count += 1
    return {"invalid": len(gone), "restating": count}


def flat(ranked: list[list[str]]) -> list[str]:
    return [d for slot in ranked for d in slot]


def recall_at(ranked: list[list[str]], gold: set[str], k: int) -> float:
    found = {d for slot in ranked[:k] for d in slot} & gold
    return len(found) / len(gold)


def after_updates(svc: MemoryService, count: int, now: Any) -> dict[str, int]:
    """The `count` memories the dream's derived memories cite most, each replaced by a newer
    memory (supersede, as a person's update would), then a second dream: how many valid
    derived memories still cite or quote a memory no longer valid, after the updates and
    after the second dream (both must be 0)."""
    from collections import Counter

    from ebbing.thinking import dream

    cited = Counter(i for m in svc.store.iter_memories() if m.derived_from
                    and m.status.value == "valid" for i in m.derived_from)
    for memory_id, _ in cited.most_common(count):
        svc.supersede(memory_id, reason="bench: replaced by a newer memory",
                      text="That is no longer so (an update for the benchmark).",
                      now=now + timedelta(minutes=1))
    updated = restating(svc)
    dream(svc, now=now + timedelta(hours=1))
    again = restating(svc)
    return {"updated": min(count, len(cited)), "restating_after_updates": updated["restating"],
            "restating_after_second_dream": again["restating"]}


def run(conv: Conversation, settings: Settings, updates: int = 0) -> dict[str, Any]:
    svc = MemoryService(settings, agent=conv.sample_id)
    fresh_agent(svc.folder)
    try:
        svc.remember_batch(items_for(conv))
        now = conv.last_session_at + timedelta(days=1)
        ask = [q for q in conv.questions if q.evidence]
        svc.search("warm up", top=1, now=now, touch=False)  # builds the indexes
        timed: dict[str, list[float]] = {"before": [], "after": []}

        def search(question: str, when: str, **kw: Any) -> list[Any]:
            t = time.perf_counter()
            hits = svc.search(question, top=TOP, now=now, touch=False, **kw)
            timed[when].append(time.perf_counter() - t)
            return hits

        before = {q.question_id: [[d] for d in flat(slots(svc, search(
            q.question, "before", no_derived=True), q.question))] for q in ask}
        from ebbing.thinking import dream

        if updates:  # the judge's verdicts first, as a store that remembered turn by turn
            svc.reconcile(apply=True, now=now)
        t0 = time.perf_counter()
        outcome = dream(svc, now=now)
        dream_s = time.perf_counter() - t0
        after, derived_returned, derived_at = {}, 0, {}
        for q in ask:
            hits = search(q.question, "after")
            derived_returned += sum(bool(h.memory.derived_from) for h in hits)
            after[q.question_id] = slots(svc, hits, q.question)
            derived_at[q.question_id] = [i for i, h in enumerate(hits) if h.memory.derived_from]
        kinds: dict[str, int] = {}
        for m in outcome.written:
            kinds[str(m.metadata.get("derived"))] = kinds.get(str(m.metadata.get("derived")), 0) + 1
        stale = restating(svc)
        if updates:
            stale |= after_updates(svc, updates, now)
    finally:
        svc.close()
    say(f"  {conv.sample_id}: {len(conv.turns)} turns, dream {dream_s:.1f} s, "
        f"{len(outcome.written)} derived {kinds}, {derived_returned} derived hits, "
        f"{stale['invalid']} memories not valid, {stale['restating']} valid derived memories "
        "restating one" + (f"; with updates: {stale}" if updates else ""))
    return {"sample_id": conv.sample_id, "turns": len(conv.turns), "dream_s": round(dream_s, 2),
            "derived": kinds, "derived_hits": derived_returned, "questions": ask,
            "stale": stale,
            "search_ms": {k: round(statistics.median(v) * 1000, 2) for k, v in timed.items()},
            "before": before, "after": after, "derived_at": derived_at}


def score(rows: list[dict[str, Any]]) -> dict[str, Any]:
    table: dict[str, dict[str, list[float]]] = {}
    for row in rows:
        for q in row["questions"]:
            q_: Question = q
            for name in ("overall", CATEGORIES.get(q_.category, str(q_.category))):
                bucket = table.setdefault(name, {})
                gold = set(q_.evidence)
                for k in KS:
                    bucket.setdefault(f"before@{k}", []).append(
                        recall_at(row["before"][q_.question_id], gold, k))
                    bucket.setdefault(f"after@{k}", []).append(
                        recall_at(row["after"][q_.question_id], gold, k))
                ranked = row["after"][q_.question_id][:TOP]
                had = set(flat(row["before"][q_.question_id][:TOP])) & gold
                through = {d for i in row["derived_at"][q_.question_id] if i < TOP
                           for d in ranked[i]} & gold - had
                bucket.setdefault("via_derived@10", []).append(len(through))
                bucket.setdefault("lost@10", []).append(len(had - set(flat(ranked))))
    out = {}
    for name, bucket in table.items():
        means = {key: round(statistics.fmean(v), 4) for key, v in bucket.items()
                 if key not in ("via_derived@10", "lost@10")}
        # evidence turns the baseline's first ten missed that a derived slot brought, and
        # evidence turns of the baseline's first ten no longer in the first ten
        means["via_derived@10"] = sum(bucket["via_derived@10"])
        means["lost@10"] = sum(bucket["lost@10"])
        means["n"] = len(bucket["before@10"])
        means["gain@10"] = round(means["after@10"] - means["before@10"], 4)
        out[name] = means
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--samples", help="comma-separated sample ids (default: all)")
    parser.add_argument("--workdir", type=Path,
                        default=Path(tempfile.gettempdir()) / "ebbing-dream-bench")
    parser.add_argument("--embedder", default="default")
    parser.add_argument("--derived-share", type=float,
                        help="at most this share of a search's slots derived (default: "
                             "ebbing.core.ranking.DERIVED_SHARE; 1 = no limit)")
    parser.add_argument("--updates", type=int, default=0,
                        help="reconcile before dreaming, then replace the N memories the "
                             "dream cites most and dream again: do dreams restate what is no "
                             "longer true? (scores are then taken before the updates)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.derived_share is not None:
        import ebbing.core.ranking

        ebbing.core.ranking.DERIVED_SHARE = args.derived_share
    conversations = load(args.data)
    if args.samples:
        wanted = {s.strip() for s in args.samples.split(",")}
        conversations = [c for c in conversations if c.sample_id in wanted]
    settings = Settings(home=args.workdir, embedder=args.embedder)
    say(f"{len(conversations)} conversations, home {args.workdir}")
    rows = [run(conv, settings, args.updates) for conv in conversations]
    from ebbing.core.ranking import DERIVED_SHARE

    result = {"data": str(args.data), "samples": [r["sample_id"] for r in rows],
              "derived_share": DERIVED_SHARE,
              "embedder": args.embedder, "top": TOP, "cited_per_slot": CITED,
              "dialog_recall": score(rows),
              "dream_s": {"median": statistics.median(r["dream_s"] for r in rows),
                          "max": max(r["dream_s"] for r in rows)},
              "per_sample": [{k: r[k] for k in ("sample_id", "turns", "dream_s", "derived",
                                                "derived_hits", "search_ms", "stale")}
                             for r in rows]}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    for name, row in result["dialog_recall"].items():
        print(f"{name:12} n={row['n']:4}  R@5 {row['before@5']:.3f} -> {row['after@5']:.3f}  "
              f"R@10 {row['before@10']:.3f} -> {row['after@10']:.3f}  ({row['gain@10']:+.3f})  "
              f"evidence via derived {row['via_derived@10']}, lost {row['lost@10']}")
    print(f"dream time: median {result['dream_s']['median']:.1f} s, max "
          f"{result['dream_s']['max']:.1f} s")


if __name__ == "__main__":
    sys.exit(main())
