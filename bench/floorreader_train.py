"""Train the learned abstention reader (src/ebbing/retrieval/abstain.py) and write its weights,
abstain_zh.json, byte for byte the same on every run (docs/languages.md, "floorreader1,
stop 28").

    python bench/floorreader_train.py --record OUTDIR   # bench/floorreader_record.py's pickles
    python bench/floorreader_train.py [--loso] [--out src/ebbing/retrieval/abstain_zh.json]

--record turns the recordings (one per set) into the training table bench/data/
floorreader_rows.jsonl: per question of a set in TRAIN, its set, kind, language, whether today's
answer (the reader off) is empty and holds its gold at 1 and 5, and, when the floor lets it
through, the reader's features (abstain.FEATURES). An off-topic question is labelled 1 (it
should get nothing), any other 0.

Only the questions the reader reads (abstain.read: Chinese) that the floor lets through are
trained on: the sets' own, and bench/data/offtopic_bank.txt's forty questions about a life on
things no store holds, asked of every store (off-topic; between them they weigh BANK_WEIGHT
times the sets' own off-topic questions; a set left out takes its bank rows with it). The
model is a logistic regression on the standardised features, classes weighted to balance
(bench/logistic_fit.py), C fixed at C before any run. The threshold is chosen without the set
it is used on: the out-of-fold probabilities of a leave-one-set-out loop over the training
sets, and the lowest threshold at which the reader empties at most LOST of the on-topic
questions answered within the first five today, and at most one of any one set's.
--loso prints, for every set of the table, the figures of a reader trained (and its threshold
chosen) without that set, beside today's (JSON); nothing is written then.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.lang import language_of
from ebbing.retrieval.abstain import FEATURES, READS, WEIGHTS
from logistic_fit import fit, folded

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "bench" / "data" / "floorreader_rows.jsonl"
ZH = ("dev", "confirm", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
      "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
      "seventeenth", "eighteenth", "nineteenth", "twentieth", "twentyfirst", "twentysecond",
      "twentythird")
OTHER = ("es", "de", "ja", "ko", "es2", "de2", "ja2", "ko2")
TRAIN = ZH  # the sets trained on (never twentyfourth, written blind this stop)
C = 0.1
# the bank's rows weigh this many times the sets' own off-topic rows between them (below 0:
# each weighs one, as a set's row). Of -1, 1 and 0 measured leave-one-set-out (the docs), 1
# emptied most off-topic questions per hit lost: chosen on that table, so its figure flatters
BANK_WEIGHT = 1.0
LOST = 0.01  # at most this share of the on-topic questions hit at 5 today may be emptied
ON_TOPIC = ("zh", "para", "en-zh", "zh-en")
OFF = ("off", "bank")  # a set's off-topic questions, and bench/data/offtopic_bank.txt's


def record(folder: Path) -> None:
    """The recordings of `folder` (SET.pkl) as the training table (TABLE)."""
    out = []
    for name in (*ZH, *OTHER):
        path = folder / f"{name}.pkl"
        if not path.exists():
            print(f"no recording of {name}", file=sys.stderr)
            continue
        data = pickle.loads(path.read_bytes())
        off = data["off_topic"]
        for q in data["questions"]:
            gold = set(q["gold"])
            if q["kind"] == "bank" and "x" not in q:
                continue  # emptied by the floor: nothing to learn from
            half = ("" if q["kind"] != "off" or len(off) != 20 else
                    "general" if off.index(q["text"]) < 10 else "personal")
            out.append({"set": name, "text": q["text"], "kind": q["kind"],
                        "language": language_of(q["text"]), "half": half,
                        "empty": not q["got"], "hit1": bool(gold & set(q["got"][:1])),
                        "hit5": bool(gold & set(q["got"][:5])),
                        "x": [round(float(v), 6) for v in q["x"]] if "x" in q else None})
    TABLE.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out),
                     encoding="utf-8")


def table() -> list[dict[str, Any]]:
    return [json.loads(line) for line in TABLE.read_text(encoding="utf-8").splitlines()]


def readable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows the reader reads: a question of READS that the floor lets through."""
    return [r for r in rows if r["x"] is not None and r["language"] in READS
            and (r["kind"] in OFF or r["kind"] in ON_TOPIC)]


def arrays(rows: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray]:
    return (np.asarray([r["x"] for r in rows], dtype=np.float64),
            np.asarray([r["kind"] in OFF for r in rows], dtype=np.int64))


def model(rows: list[dict[str, Any]]) -> tuple[np.ndarray, float]:
    """The reader fitted on `rows`; the bank's rows weigh BANK_WEIGHT times the sets' own
    off-topic rows between them (the bank's forty questions are asked of every store)."""
    x, y = arrays(rows)
    bank = np.asarray([r["kind"] == "bank" for r in rows])
    own = int(sum(r["kind"] == "off" for r in rows))
    weight = np.ones(len(rows))
    if bank.any() and BANK_WEIGHT >= 0:
        weight[bank] = BANK_WEIGHT * max(own, 1) / int(bank.sum())
    keep = weight > 0
    return folded(fit(x[keep], y[keep], C, weight[keep]))


def probabilities(rows: list[dict[str, Any]], coef: np.ndarray, bias: float) -> np.ndarray:
    x, _ = arrays(rows)
    result: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(x @ coef + bias, -50, 50)))
    return result


def threshold(rows: list[dict[str, Any]]) -> float:
    """Chosen on `rows` alone: leave-one-set-out over their sets, the lowest threshold at
    which at most LOST of the on-topic questions hit at 5 are emptied, and at most one of
    any one set's."""
    probs: dict[str, list[float]] = {}
    for name in sorted({r["set"] for r in rows}):
        inside = [r for r in rows if r["set"] != name]
        held = [r for r in rows if r["set"] == name and r["kind"] in ON_TOPIC and r["hit5"]]
        if held:
            probs[name] = probabilities(held, *model(inside)).tolist()
    hits = sum(len(p) for p in probs.values())
    for t in np.round(np.arange(0.5, 1.0001, 0.01), 2):
        lost = [sum(p >= t for p in part) for part in probs.values()]
        if sum(lost) <= LOST * hits and max(lost, default=0) <= 1:
            return float(t)
    return 1.0


def figures(rows: list[dict[str, Any]], emptied: set[str]) -> dict[str, Any]:
    """A set's figures as bench/multilingual.py scores them, the questions whose text is in
    `emptied` getting nothing (an on-topic one so emptied is a miss)."""
    def share(part: list[dict[str, Any]], ok: Any) -> float | None:
        return round(sum(bool(ok(r)) for r in part) / len(part), 4) if part else None

    off = [r for r in rows if r["kind"] == "off"]
    chinese = [r for r in rows if r["kind"] in ("zh", "para")]
    cross = [r for r in rows if r["kind"] in ("en-zh", "zh-en")]
    gone = lambda r: r["empty"] or r["text"] in emptied  # noqa: E731
    return {"off_topic_empty": share(off, gone),
            "general": share([r for r in off if r["half"] == "general"], gone),
            "personal": share([r for r in off if r["half"] == "personal"], gone),
            "hit@1": share(chinese, lambda r: r["hit1"] and r["text"] not in emptied),
            "hit@5": share(chinese, lambda r: r["hit5"] and r["text"] not in emptied),
            "cross hit@5": share(cross, lambda r: r["hit5"] and r["text"] not in emptied),
            "hits@5 lost": sum(r["hit5"] and r["text"] in emptied for r in chinese + cross)}


def loso(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per set, today's figures and a reader's trained and thresholded without it."""
    trained = [r for r in readable(rows) if r["set"] in TRAIN]
    out: dict[str, Any] = {}
    for name in dict.fromkeys(r["set"] for r in rows):
        inside = [r for r in trained if r["set"] != name]  # its bank rows too: its store
        coef, bias = model(inside)
        t = threshold(inside)
        mine = [r for r in rows if r["set"] == name]
        read = [r for r in readable(mine) if r["kind"] != "bank"]
        p = probabilities(read, coef, bias) if read else np.zeros(0)
        emptied = {r["text"] for r, v in zip(read, p.tolist(), strict=True) if v >= t}
        out[name] = {"today": figures(mine, set()), "reader": figures(mine, emptied),
                     "threshold": t,
                     "emptied": sorted(r["text"] for r in read if r["text"] in emptied)}
        print(name, json.dumps(out[name]["reader"], ensure_ascii=False), file=sys.stderr)
    return out


def weights() -> dict[str, Any]:
    trained = [r for r in readable(table()) if r["set"] in TRAIN]
    coef, bias = model(trained)
    return {"features": list(FEATURES), "C": C, "lost": LOST, "threshold": threshold(trained),
            "bank_weight": BANK_WEIGHT, "trained": len(trained), "sets": list(TRAIN),
            "bias": round(bias, 6), "coef": [round(float(c), 6) for c in coef]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--record", type=Path, metavar="DIR",
                        help="write the training table from bench/floorreader_record.py's DIR")
    parser.add_argument("--loso", action="store_true", help="print the leave-one-set-out table")
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    parser.add_argument("--bank-weight", type=float, default=BANK_WEIGHT,
                        help="the bank's rows' weight (measures only with --loso)")
    args = parser.parse_args()
    globals()["BANK_WEIGHT"] = args.bank_weight
    if args.record:
        record(args.record)
        return
    if args.loso:
        print(json.dumps(loso(table()), ensure_ascii=False))
        return
    args.out.write_text(json.dumps(weights()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
