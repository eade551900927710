"""What recall reinforces: which policy keeps the decay model honest?

Part 1, a life: 32 memories of one person (fresh sentences, in no dataset), then a dozen
questions a person would ask in one afternoon, each labelled with the memories that answer
it. Each policy recalls every question once (an hour apart) in a store of its own, then
counts the memories due for promotion an hour after the last one (vault/promote.py
`find_due`, the rule `maintain --apply` uses): how many, and how many of them no question
needed. Policies:

- `ten`: every hit search returns, up to ten (recall until the fourth session);
- `cleared`: the hits that cleared the relevance floor itself (retrieval/recall.py
  `cleared`: what recall returns now, and what it reinforces by default);
- `first3`: the first three of those;
- `used`: nothing on recall; the assistant touches the memories its answer used (here: the
  labelled answers among what recall returned), as `recall --no-touch` then `touch` does.

Part 2, LoCoMo (with --locomo): how much of a question's evidence the shorter list keeps.
Per development conversation, each question is searched (the first ten, as bench/locomo.py
scores them) and its evidence turns counted among the ten and among the hits that cleared
the floor; with the mean length of each list.

    python bench/reinforce.py [--json] [--locomo] [--data PATH] [--workdir DIR]
        [--samples conv-26,...]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.retrieval.recall import cleared
from ebbing.service import MemoryService
from ebbing.vault.promote import find_due

LIFE = [
    "My partner is Tom", "Tom loves jazz and plays the saxophone",
    "I work as a nurse at St. Mary's hospital", "My dog Biscuit is a golden retriever",
    "I have been vegetarian since 2020", "My sister Anna lives in Lisbon",
    "I grew up in Munich", "My favourite book is The Left Hand of Darkness",
    "I run every Saturday morning in the park", "My mother's birthday is on March 14",
    "I am allergic to penicillin", "Tom and I went to Japan last spring",
    "I drive an old blue Volvo", "I'm learning Spanish on Duolingo",
    "My best friend is Priya, we met at university", "Priya has two kids, Maya and Leo",
    "I play the piano badly", "My dentist is Dr. Keller",
    "I like green tea more than coffee", "Biscuit is afraid of thunderstorms",
    "I want to visit Iceland someday", "I graduated from nursing school in 2015",
    "Anna is a graphic designer", "I volunteer at the animal shelter once a month",
    "My father worked as an engineer at Siemens", "I hate cilantro",
    "Tom's birthday is in July", "I usually go to bed at 11 pm",
    "I keep a journal every night", "My favourite band is Radiohead",
    "Our flat has a small balcony with tomato plants", "I broke my wrist skiing in 2019",
]
ASKED = [  # question, the memories (indices into LIFE) that answer it
    ("who is my partner?", [0]),
    ("am I vegetarian?", [4]),
    ("where does my sister live?", [5]),
    ("what is my dog called?", [3]),
    ("when is my mother's birthday?", [9]),
    ("what medicine am I allergic to?", [10]),
    ("what car do I drive?", [12]),
    ("which language am I learning?", [13]),
    ("what music does Tom like?", [1]),
    ("where did I grow up?", [6]),
    ("what is my job?", [2]),
    ("what should I get Tom for his birthday?", [26, 1]),
]
POLICIES = ("ten", "cleared", "first3", "used")
START = datetime(2026, 11, 20, 9, tzinfo=UTC)


def life(home: Path, policy: str) -> dict[str, Any]:
    svc = MemoryService(Settings(home=home), agent=policy)
    ids = [svc.remember(text, now=START + timedelta(minutes=i), check_conflicts=False).id
           for i, text in enumerate(LIFE)]
    needed = {ids[i] for _, answer in ASKED for i in answer}
    at = START + timedelta(hours=2)
    lengths, answered = [], 0
    for question, answer in ASKED:
        at += timedelta(hours=1)
        hits = svc.search(question, top=10, now=at, touch=False)
        shown = hits if policy == "ten" else cleared(hits)
        lengths.append(len(shown))
        answered += all(ids[i] in {h.memory.id for h in shown} for i in answer)
        touched = {"ten": shown, "cleared": shown, "first3": shown[:3],
                   "used": [h for h in shown if h.memory.id in {ids[i] for i in answer}]}
        picked = [h.memory.id for h in touched[policy]]
        if picked:
            svc.touch_many(picked, now=at)
    due = [d.memory.id for d in find_due(svc, at + timedelta(hours=1))]
    svc.close()
    return {"policy": policy, "memories": len(LIFE), "questions": len(ASKED),
            "mean_returned": round(statistics.mean(lengths), 2),
            "answered": answered, "due": len(due),
            "due_never_needed": len([d for d in due if d not in needed]),
            "needed_due": len([d for d in due if d in needed]), "needed": len(needed)}


def locomo(data: Path, workdir: Path, samples: set[str] | None = None) -> dict[str, Any]:
    """Evidence among search's first ten against among those that cleared the floor."""
    from locomo import dia_ids, items_for  # bench/ is sys.path[0]
    from locomo_data import load

    out: dict[str, Any] = {}
    ten_found = cut_found = total = 0
    ten_len: list[int] = []
    cut_len: list[int] = []
    for conv in load(data):
        if samples and conv.sample_id not in samples:
            continue
        svc = MemoryService(Settings(home=workdir), agent=conv.sample_id)
        if not len(svc.store.alive_rows()):
            svc.remember_batch(items_for(conv))
        now = conv.last_session_at + timedelta(days=1)
        for q in conv.questions:
            if not q.evidence:
                continue
            hits = svc.search(q.question, top=10, now=now, touch=False)
            kept = cleared(hits)
            evidence = set(q.evidence)
            total += len(evidence)
            ten_found += len(evidence & set(dia_ids([h.memory for h in hits])))
            cut_found += len(evidence & set(dia_ids([h.memory for h in kept])))
            ten_len.append(len(hits))
            cut_len.append(len(kept))
        svc.close()
    out["evidence_turns"] = total
    out["ten"] = {"recall": round(ten_found / total, 4), "mean_returned":
                  round(statistics.mean(ten_len), 2)}
    out["cleared"] = {"recall": round(cut_found / total, 4), "mean_returned":
                      round(statistics.mean(cut_len), 2)}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--locomo", action="store_true", help="also part 2 (LoCoMo)")
    parser.add_argument("--data", type=Path,
                        default=Path(__file__).resolve().parents[2] / "shared" / "data"
                        / "locomo-dev.json")
    parser.add_argument("--workdir", type=Path, help="LoCoMo stores (kept, reused)")
    parser.add_argument("--samples", help="comma-separated LoCoMo sample ids (default: all)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        report: dict[str, Any] = {"life": [life(Path(tmp), p) for p in POLICIES]}
        if args.locomo:
            wanted = set(args.samples.split(",")) if args.samples else None
            report["locomo"] = locomo(args.data, args.workdir or Path(tmp) / "locomo", wanted)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for row in report["life"]:
        print(f"{row['policy']:>8}: {row['due']:2d} of {row['memories']} due "
              f"({row['due_never_needed']} never needed; {row['needed_due']} of "
              f"{row['needed']} needed), {row['answered']}/{row['questions']} answered, "
              f"{row['mean_returned']} returned a question")
    if "locomo" in report:
        print(json.dumps(report["locomo"]), file=sys.stdout)


if __name__ == "__main__":
    main()
