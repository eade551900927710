"""Choose ranking settings by cross-validation across LoCoMo conversations.

    python bench/locomo_cv.py --baseline NAME [--data PATH] [--json] NAME=PREDICTIONS ...

Each NAME=PREDICTIONS is the `--predictions` file of one `bench/locomo.py` run with one
setting (e.g. `w0.1=/tmp/p-w0.1.jsonl` from `--rank when_weight=0.1`); `--baseline` names the
run everything is compared with. For each conversation in turn, the setting is chosen on the
other conversations (the highest temporal dialog R@10 among the settings whose overall dialog
R@10 there is not below the baseline's) and scored on the held-out one; the held-out questions
of all folds are pooled. The output says which setting each fold chose and the pooled held-out
figures beside the baseline's on the same questions.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from locomo_data import KS, Question, load, score  # bench/ is sys.path[0]

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "locomo-dev.json"


def read(path: Path) -> dict[str, list[str]]:
    with path.open(encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return {r["question_id"]: r["retrieved_dia_ids"] for r in rows}


def figures(questions: list[Question], ranked: dict[str, list[str]]) -> dict[str, float]:
    dialog = score(questions, ranked, KS)["dialog"]
    return {"overall": dialog["overall"]["recall@10"],
            "temporal": dialog.get("temporal", {}).get("recall@10") or 0.0}


def cross_validate(by_conv: dict[str, list[Question]], runs: dict[str, dict[str, list[str]]],
                   baseline: str) -> dict[str, Any]:
    folds, held_out = [], {name: {} for name in runs}  # type: ignore[var-annotated]
    chosen_for: dict[str, str] = {}
    for conv in by_conv:
        train = [q for c, qs in by_conv.items() if c != conv for q in qs]
        scored = {name: figures(train, ranked) for name, ranked in runs.items()}
        floor = scored[baseline]["overall"]
        fair = [n for n in runs if scored[n]["overall"] >= floor - 1e-9] or [baseline]
        best = max(fair, key=lambda n: (scored[n]["temporal"], scored[n]["overall"]))
        chosen_for[conv] = best
        folds.append({"held_out": conv, "chosen": best, "train": scored[best],
                      "train_baseline": scored[baseline]})
        for name, ranked in runs.items():
            held_out[name].update({q.question_id: ranked.get(q.question_id, [])
                                   for q in by_conv[conv]})
    pooled: dict[str, list[str]] = {}
    for conv, best in chosen_for.items():
        pooled.update({q.question_id: runs[best].get(q.question_id, []) for q in by_conv[conv]})
    everything = [q for qs in by_conv.values() for q in qs]
    return {"folds": folds, "held_out": figures(everything, pooled),
            "baseline": figures(everything, runs[baseline]),
            "each_setting_whole_split": {n: figures(everything, r) for n, r in runs.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("runs", nargs="+", metavar="NAME=PREDICTIONS")
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs = {}
    for item in args.runs:
        name, _, path = item.partition("=")
        if not path:
            parser.error(f"{item}: expected NAME=PREDICTIONS")
        runs[name] = read(Path(path))
    if args.baseline not in runs:
        parser.error(f"--baseline {args.baseline}: not among {sorted(runs)}")
    by_conv = {c.sample_id: list(c.questions) for c in load(args.data)}
    result = cross_validate(by_conv, runs, args.baseline)
    if args.json:
        print(json.dumps(result))
        return
    for fold in result["folds"]:
        print(f"held out {fold['held_out']}: chose {fold['chosen']}")
    for name in ("held_out", "baseline"):
        row = result[name]
        print(f"{name:9} dialog R@10 overall {row['overall']:.4f}, temporal {row['temporal']:.4f}")


if __name__ == "__main__":
    main()
