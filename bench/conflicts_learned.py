"""Does a reader learned from the labelled Chinese pairs catch changes the rules miss on
splits written blind? A measurement, not a shipped judge (docs/languages.md, "A learned
reader beside the Chinese rules").

A logistic regression over the multilingual embedder's vectors of the two statements (their
product, their absolute difference, the later one, their cosine) is trained on every Chinese
split except `--held` (the pairs' labels: conflict or none; each pair's old statement set
beside four later statements of other pairs of its split as hard negatives: same people,
other facts). On the held splits it is scored alone and joined to the offline judge (a pair is
a conflict when the rules say so or the model's probability reaches the threshold), and the
joined reader's new alarms over MADial zh's 171 dated events in order (14,535 ordered pairs,
nearly all no conflict) are counted beside the rules' own.

    python bench/conflicts_learned.py [--held zh16,zh18] [--madial ../shared/data/madial-zh.json]

Prints one JSON object: per C and threshold, per held split, precision and recall.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression

from conflicts import DATA_ZH, load, score
from ebbing.embed.multilingual import E5Embedder
from ebbing.lifecycle.judge import OfflineJudge
from locomo_data import load as load_conversations

ROOT = Path(__file__).resolve().parents[1]
GRID_C = (1.0, 3.0, 10.0, 30.0)
GRID_T = (0.5, 0.7, 0.8, 0.9)


def features(u: np.ndarray, v: np.ndarray) -> np.ndarray:
    return np.concatenate([u * v, np.abs(u - v), v, [float(u @ v)]])


def scored(expected: list[bool], got: list[bool]) -> dict[str, float | None]:
    """Precision and recall of conflict vs none (bench/conflicts.py `score`'s binary part)."""
    def outcome(conflict: bool) -> str:
        return "outdated" if conflict else "none"

    binary = score([(outcome(e), outcome(g)) for e, g in zip(expected, got, strict=True)])
    return {"precision": binary["binary"]["precision"], "recall": binary["binary"]["recall"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--held", default="zh16,zh18", help="splits scored, never trained on")
    parser.add_argument("--madial", type=Path,
                        default=ROOT.parent / "shared" / "data" / "madial-zh.json")
    args = parser.parse_args()
    held = set(args.held.split(","))
    rows = load(DATA_ZH)
    judge = OfflineJudge()
    rules = {r["id"]: judge.judge(r["old"], r["new"]).verdict.outcome.value != "none"
             for r in rows}
    embedder = E5Embedder()
    texts = sorted({r["old"] for r in rows} | {r["new"] for r in rows})
    vectors = dict(zip(texts, np.asarray(embedder.embed(texts), dtype=np.float32), strict=True))
    train = [r for r in rows if r["split"] not in held]
    by_split: dict[str, list[dict[str, str]]] = {}
    for r in train:
        by_split.setdefault(r["split"], []).append(r)
    rng = random.Random(0)
    x = [features(vectors[r["old"]], vectors[r["new"]]) for r in train]
    y = [r["expected"] != "none" for r in train]
    for r in train:
        for other in (rng.choice(by_split[r["split"]]) for _ in range(4)):
            if other is not r:
                x.append(features(vectors[r["old"]], vectors[other["new"]]))
                y.append(False)
    events = ([turn.text for turn in load_conversations(args.madial)[0].turns]
              if args.madial.exists() else [])  # MADial zh: one event a session, in order
    event_vectors = np.asarray(embedder.embed(events), dtype=np.float32) if events else None
    ordered = [(a, b) for a in range(len(events)) for b in range(a + 1, len(events))]
    event_rules = np.array([judge.judge(events[a], events[b]).verdict.outcome.value != "none"
                            for a, b in ordered], dtype=bool)
    result: dict[str, Any] = {"held": sorted(held), "trained_pairs": len(train),
                              "madial_pairs": len(ordered),
                              "madial_rule_alarms": int(event_rules.sum()), "rules": {},
                              "grid": []}
    tested = {s: [r for r in rows if r["split"] == s] for s in sorted(held)}
    for split, pairs in tested.items():
        result["rules"][split] = scored([r["expected"] != "none" for r in pairs],
                                        [rules[r["id"]] for r in pairs])
    event_x = (np.array([features(event_vectors[a], event_vectors[b]) for a, b in ordered])
               if event_vectors is not None and ordered else None)
    held_x = {split: np.array([features(vectors[r["old"]], vectors[r["new"]]) for r in pairs])
              for split, pairs in tested.items()}
    for c in GRID_C:
        model = LogisticRegression(C=c, max_iter=4000).fit(np.array(x), np.array(y))
        event_p = model.predict_proba(event_x)[:, 1] if event_x is not None else np.zeros(0)
        for t in GRID_T:
            row: dict[str, Any] = {"C": c, "threshold": t,
                                   "madial_new_alarms": int(((event_p >= t) & ~event_rules).sum())}
            for split, pairs in tested.items():
                p = model.predict_proba(held_x[split])[:, 1]
                expected = [r["expected"] != "none" for r in pairs]
                row[split] = {"alone": scored(expected, [bool(q >= t) for q in p]),
                              "joined": scored(expected, [rules[r["id"]] or bool(q >= t)
                                                          for r, q in zip(pairs, p, strict=True)])}
            result["grid"].append(row)
    print(json.dumps(result, ensure_ascii=False))


if __name__ == "__main__":
    main()
