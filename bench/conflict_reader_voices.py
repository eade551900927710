"""How well the learned conflict reader carries to a voice it never read: leave one voice out
(docs/languages.md, "The judge on a fourth voice, and leave one voice out, stop 27").

For each recent split (zh16 ... zh29: one writer's voice each; docs/languages.md, "The learned
reader left one voice out, stop 30"), the reader is trained as
bench/conflict_reader_train.py trains it (C and threshold chosen by grouped cross-validation),
on its pairs and every other split from zh16 on, but never that split, and scored on it: the
rules with the reader, conflict or none, precision and recall. Beside it the shipped weights
(trained on zh ... zh15 alone, so they have read none of these voices) and the rules alone.
The rules themselves were tuned on zh20 ... zh28 over the stops: only the reader is held out.
Where no setting reaches the training script's precision, the most precise one is scored and
marked "none_fine" (the training script would write nothing).

    python bench/conflict_reader_voices.py [--vectors /tmp/voices.npz] [--residues]
                                           [--alarms 0.01] [--voices zh26]

Prints one JSON object; writes nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

import conflict_reader_train
from conflict_reader_train import TRAINED, VOICES, chosen, grid, judged, prepared, trained
from ebbing.lifecycle.judge.reader import load_weights

LEFT_OUT = tuple(f"zh{i}" for i in range(16, 30))  # the splits left out, one at a time


def figures(rows: list[dict[str, Any]], p: np.ndarray, t: float) -> dict[str, Any]:
    got = judged(rows, p, t)
    return {k: got[k] for k in ("precision", "recall", "fp", "fn")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vectors", type=Path, help="keep the texts' vectors here (.npz)")
    parser.add_argument("--residues", action="store_true",
                        help="the left-out models read RESIDUES (the shipped ones do not)")
    parser.add_argument("--voices", nargs="*", default=list(LEFT_OUT))
    parser.add_argument("--alarms", type=float, help="the extra negatives' alarms allowed "
                                                     "(default: the training script's ALARMS)")
    args = parser.parse_args()
    if args.alarms is not None:
        conflict_reader_train.ALARMS = args.alarms
    rows, x, y = prepared(cache=args.vectors, splits=TRAINED | VOICES, residues=args.residues)
    split = np.array([r["split"] for r in rows])
    shipped = load_weights()
    out: dict[str, Any] = {}
    for voice in args.voices:
        keep = np.flatnonzero(split != voice)
        held = np.flatnonzero(split == voice)
        train_rows = [rows[i] for i in keep]
        cells, _ = grid(train_rows, x[keep], y[keep])
        try:
            best = chosen(cells)
        except SystemExit:  # no setting reaches the precision: the reader would be off
            fine = [c for c in cells[1:] if c["extra_alarms"] <= conflict_reader_train.ALARMS]
            best = {**max(fine or cells[1:], key=lambda c: (c["precision"], c["recall"])),
                    "none_fine": True}
        coef, bias, _ = trained(train_rows, x[keep], y[keep], best["C"])
        held_rows = [rows[i] for i in held]
        p = 1.0 / (1.0 + np.exp(-(x[held] @ coef + bias)))
        xs = x[held] if not args.residues else None
        ps = (1.0 / (1.0 + np.exp(-(xs @ shipped.coef + shipped.bias)))
              if xs is not None and not shipped.residues else None)
        out[voice] = {
            "pairs": sum(not r["extra"] for r in held_rows),
            "rules": figures(held_rows, np.zeros(len(held)), 2.0),
            "shipped": figures(held_rows, ps, shipped.threshold) if ps is not None else None,
            "left_out": {**figures(held_rows, p, best["t"]), "C": best["C"], "t": best["t"],
                         "oof_precision": best["precision"], "none_fine": "none_fine" in best},
        }
        print(voice, json.dumps(out[voice]), file=sys.stderr, flush=True)
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
