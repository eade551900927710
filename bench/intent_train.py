# ruff: noqa: RUF001
"""Train the learned reading of what a question asks for (src/ebbing/retrieval/intent.py)
and write its weights, intent_e5.json, byte for byte the same on every run (docs/languages.md,
"A learned reading of what a question asks for").

Training questions, each labelled personal (about this person's life or the people stored
with it) or not (about a kind or the world):
- bench/data/intent_questions.jsonl, written for it in Chinese, English, Japanese, Korean
  and Spanish; the rows marked "held" are never trained on (`--report` scores them);
- the question lists of bench/multilingual.py's tune sets (TUNE: dev ... fourteenth, never
  fifteenth nor a later one): a question with a gold memory is personal, an off-topic one
  is not, except the two off-topic questions that ask about the speaker's own things
  (OFF_BUT_PERSONAL: a thing the store does not hold).

The model is a logistic regression on the question's unit e5 vector ("query: " side, as
search embeds it), standardised, classes weighted to balance. C is chosen by cross-validation
with one group per tune set and five groups of the written questions (the highest out-of-fold
accuracy; ties: the smaller C). The two thresholds are read off the out-of-fold
probabilities: `general_at`, the highest at which at most MISREAD of the personal questions
are read as general (a personal question read as general may be emptied by the floor);
`personal_at`, the lowest at which at most MISREAD of the general questions are read as
personal (a general question read as personal gets the lowered floor).

    python bench/intent_train.py [--report] [--out src/ebbing/retrieval/intent_e5.json]

--report prints the cross-validated grid and the held-out rows' figures (JSON), writes nothing.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.model_selection import GroupKFold

import multilingual
from ebbing.embed.multilingual import MODEL, E5Embedder
from ebbing.retrieval.intent import WEIGHTS
from logistic_fit import fit, folded

ROOT = Path(__file__).resolve().parents[1]
WRITTEN = ROOT / "bench" / "data" / "intent_questions.jsonl"
TUNE = ("dev", "confirm", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth")
OFF_BUT_PERSONAL = frozenset({"我的滑雪板放在哪里了？", "我女朋友的生日是哪天？"})
GRID_C = (0.003, 0.01, 0.03, 0.1, 0.3)
MISREAD = 0.03
SURE = 0.01
FOLDS = 5


def questions() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The training rows (text, personal, group) and the held-out written rows."""
    written = [json.loads(line) for line in WRITTEN.read_text(encoding="utf-8").splitlines()
               if line.strip()]
    train = [{"text": r["text"], "personal": bool(r["personal"]), "group": f"w{i % FOLDS}"}
             for i, r in enumerate(r for r in written if not r["held"])]
    for name in TUNE:
        data = importlib.import_module(multilingual.SETS[name])
        train += [{"text": q.text, "personal": True, "group": name} for q in data.QUESTIONS]
        train += [{"text": t, "personal": t in OFF_BUT_PERSONAL, "group": name}
                  for t in data.OFF_TOPIC]
    held = [{"text": r["text"], "personal": bool(r["personal"]), "lang": r["lang"]}
            for r in written if r["held"]]
    return train, held


def vectors(texts: list[str]) -> np.ndarray:
    return np.asarray(E5Embedder().embed_query(texts), dtype=np.float64)


def out_of_fold(x: np.ndarray, y: np.ndarray, groups: np.ndarray, c: float) -> np.ndarray:
    p = np.zeros(len(y))
    for train, test in GroupKFold(n_splits=len(set(groups))).split(x, y, groups):
        p[test] = fit(x[train], y[train], c).predict_proba(x[test])[:, 1]
    return p


def thresholds(p: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    """(personal_at, general_at, sure_at) read off out-of-fold probabilities (the module
    docstring)."""
    steps = [round(0.01 * i, 2) for i in range(1, 100)]
    general_at = max([t for t in steps if np.mean(p[y] <= t) <= MISREAD], default=0.0)
    personal_at = min([t for t in steps if np.mean(p[~y] >= t) <= MISREAD], default=1.0)
    sure_at = min([t for t in steps if np.mean(p[~y] >= t) <= SURE], default=1.0)
    return personal_at, general_at, sure_at


def scored(p: np.ndarray, y: np.ndarray, personal_at: float, general_at: float
           ) -> dict[str, Any]:
    return {"n": len(y), "accuracy": round(float(np.mean((p >= 0.5) == y)), 4),
            "personal_read_personal": round(float(np.mean(p[y] >= personal_at)), 4),
            "personal_read_general": round(float(np.mean(p[y] <= general_at)), 4),
            "general_read_general": round(float(np.mean(p[~y] <= general_at)), 4),
            "general_read_personal": round(float(np.mean(p[~y] >= personal_at)), 4)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", action="store_true", help="print figures, write nothing")
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    args = parser.parse_args()
    train, held = questions()
    x = vectors([r["text"] for r in train])
    y = np.array([r["personal"] for r in train], dtype=bool)
    groups = np.array([r["group"] for r in train])
    grid = []
    for c in GRID_C:
        p = out_of_fold(x, y, groups, c)
        grid.append({"C": c, "accuracy": round(float(np.mean((p >= 0.5) == y)), 4), "p": p})
    best = max(grid, key=lambda g: (g["accuracy"], -g["C"]))
    personal_at, general_at, sure_at = thresholds(best["p"], y)
    model = fit(x, y, best["C"])
    coef, bias = folded(model)
    if args.report:
        hx = vectors([r["text"] for r in held])
        hy = np.array([r["personal"] for r in held], dtype=bool)
        hp = model.predict_proba(hx)[:, 1]
        langs = sorted({r["lang"] for r in held})
        by_lang = {lang: scored(hp[m], hy[m], personal_at, general_at) for lang in langs
                   if (m := np.array([r["lang"] == lang for r in held])).any()}
        print(json.dumps({"grid": [{k: v for k, v in g.items() if k != "p"} for g in grid],
                          "C": best["C"], "personal_at": personal_at, "general_at": general_at,
                          "sure_at": sure_at,
                          "out_of_fold": scored(best["p"], y, personal_at, general_at),
                          "held": scored(hp, hy, personal_at, general_at),
                          "held_by_language": by_lang,
                          "held_misread": [(r["text"], round(float(q), 3)) for r, q in
                                           zip(held, hp, strict=True)
                                           if (q >= 0.5) != r["personal"]]},
                         ensure_ascii=False, indent=1))
        return 0
    weights = {"embedder": MODEL, "features": "the question's unit vector (query side)",
               "C": best["C"], "personal_at": personal_at, "general_at": general_at,
               "cv_accuracy": best["accuracy"], "trained": len(train),
               "bias": round(bias, 6), "coef": [round(float(w), 6) for w in coef]}
    args.out.write_text(json.dumps(weights, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in weights.items() if k != "coef"}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
