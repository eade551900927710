"""Train the learned conflict reader (src/ebbing/lifecycle/judge/reader.py) and write its
weights, reader_zh.json, byte for byte the same on every run (docs/languages.md, "A learned
conflict reader, stop 19").

Training pairs: bench/data/conflict_train_zh.jsonl (written for it: many look-alikes that are
no conflict) and the Chinese splits of tests/data/conflicts_zh.jsonl read in earlier sessions
(zh ... zh15, named in TRAINED, so a split added later is never trained on unless named
there); never the held-out zh16 ... zh20 (nor any split named with --held). Each old
statement is also set beside two later statements of other pairs of its split as negatives.

The model and its threshold are chosen by 5-fold cross-validation on the training pairs only
(folds by old statement, so no statement is read on both sides): for each C and threshold, the
out-of-fold pairs are judged as the judge would (the rules, and the reader raising a pair the
rules found compatible), and the setting with the highest recall among those whose precision
is at least PRECISION and whose alarms on the extra negatives are at most ALARMS wins (ties:
the higher threshold, then the smaller C). The model is fitted only on the pairs it will read
(those the rules found compatible): standardised features, a logistic regression with its
classes weighted to balance; the final one on every such pair, the scaler folded into its
weights.

    python bench/conflict_reader_train.py [--grid] [--out src/ebbing/lifecycle/judge/reader_zh.json]

--grid prints the cross-validated grid (JSON) and writes nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import StandardScaler

from conflicts import DATA_ZH, load
from ebbing.embed.multilingual import MODEL, E5Embedder
from ebbing.lifecycle.judge import OfflineJudge
from ebbing.lifecycle.judge.reader import WEIGHTS, features, reads

ROOT = Path(__file__).resolve().parents[1]
TRAIN = ROOT / "bench" / "data" / "conflict_train_zh.jsonl"
TRAINED = frozenset({"zh", *(f"zh{i}" for i in range(2, 16))})  # the splits read before
HELD = "zh16,zh17,zh18"
GRID_C = (0.01, 0.1, 1.0)
GRID_T = tuple(round(0.5 + 0.05 * i, 2) for i in range(10))  # 0.50 .. 0.95
PRECISION = 0.97  # out-of-fold, joined to the rules
ALARMS = 0.01  # share of the extra negatives raised
EXTRA = 2  # extra negatives per pair


def pairs(held: set[str]) -> list[dict[str, Any]]:
    """The labelled pairs and the extra negatives, each with its group (the old text)."""
    rows = load(TRAIN) + [r for r in load(DATA_ZH)
                          if r["split"] in TRAINED and r["split"] not in held]
    out: list[dict[str, Any]] = [{**r, "conflict": r["expected"] != "none", "extra": False}
                                 for r in rows]
    by_split: dict[str, list[dict[str, str]]] = {}
    for r in rows:
        by_split.setdefault(r["split"], []).append(r)
    rng = random.Random(19)
    for r in rows:
        others = [o for o in by_split[r["split"]] if o["old"] != r["old"]]
        for other in rng.sample(others, min(EXTRA, len(others))):
            out.append({"id": f"{r['id']}+{other['id']}", "split": r["split"], "old": r["old"],
                        "new": other["new"], "expected": "none", "conflict": False,
                        "extra": True})
    return out


def prepared(held: set[str], cache: Path | None = None
             ) -> tuple[list[dict[str, Any]], np.ndarray, np.ndarray]:
    rows = pairs(held)
    rules = OfflineJudge()
    for r in rows:
        verdict = rules.judge(r["old"], r["new"]).verdict
        r["rules"] = verdict.conflict
        r["reads"] = reads(verdict, r["old"], r["new"])
    texts = sorted({r["old"] for r in rows} | {r["new"] for r in rows})
    if cache is not None and cache.exists():
        saved = np.load(cache)
        if list(saved["texts"]) == texts:
            made = saved["vectors"]
        else:
            cache = None
    if cache is None or not cache.exists():
        made = np.asarray(E5Embedder().embed(texts), dtype=np.float32)
        if cache is not None:
            np.savez(cache, texts=np.array(texts), vectors=made)
    vectors = dict(zip(texts, made, strict=True))
    x = np.array([features(vectors[r["old"]], vectors[r["new"]]) for r in rows])
    y = np.array([r["conflict"] for r in rows], dtype=bool)
    return rows, x, y


def fit(x: np.ndarray, y: np.ndarray, c: float) -> Pipeline:
    """Standardised features, classes weighted to balance (few of the pairs it reads are
    changes)."""
    model = make_pipeline(StandardScaler(),
                          LogisticRegression(C=c, max_iter=5000, class_weight="balanced"))
    return model.fit(x, y)


def folded(model: Pipeline) -> tuple[np.ndarray, float]:
    """The model's weights on the raw features (the scaler folded in)."""
    scaler, logistic = model.named_steps["standardscaler"], model.named_steps["logisticregression"]
    coef = logistic.coef_[0] / scaler.scale_
    return coef, float(logistic.intercept_[0] - coef @ scaler.mean_)


def judged(rows: list[dict[str, Any]], p: np.ndarray, t: float) -> dict[str, Any]:
    real = [(r["conflict"], r["rules"] or (r["reads"] and q >= t))
            for r, q in zip(rows, p, strict=True) if not r["extra"]]
    tp = sum(bool(e and g) for e, g in real)
    fp = sum(bool(g and not e) for e, g in real)
    fn = sum(bool(e and not g) for e, g in real)
    extra = [bool(r["reads"] and not r["rules"] and q >= t)
             for r, q in zip(rows, p, strict=True) if r["extra"]]
    return {"t": t, "precision": round(tp / max(tp + fp, 1), 4),
            "recall": round(tp / max(tp + fn, 1), 4), "fp": fp, "fn": fn,
            "extra_alarms": round(sum(extra) / max(len(extra), 1), 4)}


def grid(rows: list[dict[str, Any]], x: np.ndarray, y: np.ndarray) -> list[dict[str, Any]]:
    groups = np.array([r["old"] for r in rows])
    read = np.array([r["reads"] for r in rows], dtype=bool)
    out = []
    for c in GRID_C:
        p = np.zeros(len(rows))
        for train, test in GroupKFold(n_splits=5).split(x, y, groups):
            fitted = train[read[train]]  # trained on what it will read
            p[test] = fit(x[fitted], y[fitted], c).predict_proba(x[test])[:, 1]
        out += [{"C": c, **judged(rows, p, t)} for t in GRID_T]
    base = judged(rows, np.zeros(len(rows)), 2.0)
    return [{"C": 0.0, **base}, *out]


def chosen(cells: list[dict[str, Any]]) -> dict[str, Any]:
    fine = [c for c in cells[1:] if c["precision"] >= PRECISION and c["extra_alarms"] <= ALARMS]
    if not fine:
        raise SystemExit("no setting reaches the precision: nothing written")
    return max(fine, key=lambda c: (c["recall"], c["t"], -c["C"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--held", default=HELD, help="splits never trained on")
    parser.add_argument("--grid", action="store_true", help="print the grid, write nothing")
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    parser.add_argument("--vectors", type=Path, help="keep the texts' vectors here (.npz)")
    args = parser.parse_args()
    rows, x, y = prepared(set(args.held.split(",")), args.vectors)
    cells = grid(rows, x, y)
    best = chosen(cells)
    if args.grid:
        print(json.dumps({"pairs": int(sum(not r["extra"] for r in rows)),
                          "extra": int(sum(r["extra"] for r in rows)),
                          "chosen": best, "grid": cells}, ensure_ascii=False))
        return 0
    read = np.array([r["reads"] for r in rows], dtype=bool)
    coef, bias = folded(fit(x[read], y[read], best["C"]))
    weights = {"embedder": MODEL, "features": "old*new, |old-new|, new, cosine",
               "C": best["C"], "threshold": best["t"], "cv": best,
               "trained_pairs": int(sum(not r["extra"] for r in rows)),
               "extra_negatives": int(sum(r["extra"] for r in rows)),
               "read_pairs": int(read.sum()), "bias": round(bias, 6),
               "coef": [round(float(w), 6) for w in coef]}
    args.out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in weights.items() if k != "coef"}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
