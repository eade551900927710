"""Off-topic designs simulated on bench/offtopic_record.py's recording (docs/languages.md,
"Off-topic questions, stop 22"): `python bench/offtopic_sim.py REC.pkl`.

Prints, over every recorded set and check:
- which off-topic questions search answers today, by the bound their floor was lowered to
  (0.48: read as about the speaker's life; inf: the whole floor; 0: a name of the store, or
  an English question in a CJK store);
- a per-store calibration: the floor for a question about the speaker's life raised to a
  quantile of the best strengths that the bank's questions (bench/data/offtopic_bank.txt,
  about a life on things no store holds) reach against the same store, less or plus a margin;
- whether a question's content (character pairs without question words, pronouns, particles)
  is written anywhere in the store;
- the reading of the answer (retrieval/answer.py) where the learned reading reads the
  question general (P(personal) at most a threshold), beside the reader as shipped.
A question is emptied or not as a whole, except in the last, which also drops the candidates
the reading says do not answer (hit@1 and hit@5 are read off search's own order)."""

from __future__ import annotations

import argparse
import pickle
import re
from pathlib import Path
from typing import Any

import numpy as np

FLOOR, SHARE, MARGIN = 0.61, 0.6, 0.2
FUNCTION = set("我你您他她它们咱俺的了吗呢吧啊呀嘛啥么什哪几多少是在有没个那这把次回时候现今"
               "怎样为谁得过还都就也要会能可以去来被给跟和与对从到一二两三每该")


def strength(q: dict[str, Any], mask: Any = None) -> Any:
    power = np.maximum(q["cosine"], 0.0) + 0.5 * q["words"]
    if q.get("time") is not None and q["time_weight"] > 0:
        power = power + q["time_weight"] * q["time"]
    return power if mask is None else np.where(mask, power, 0.0)


def floor_of(q: dict[str, Any]) -> float:
    return FLOOR if q["names_unknown"] else round(max(FLOOR * SHARE, min(q["lowest"], FLOOR)), 4)


def asked(rec: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(name, q) for name, d in rec.items() for q in d["questions"]
            if q.get("cosine") is not None and len(q["cosine"])]


def hit(q: dict[str, Any], got: list[str], at: int) -> bool:
    return bool(set(got[:at]) & set(q["gold"]))


def answered_today(rec: dict[str, Any]) -> None:
    print("off-topic answered today, by bound:")
    for name, q in asked(rec):
        if q["kind"] == "off" and q["got"]:
            print(f"  {name[-14:]:14s} {q['lowest']} P={q['p']:.2f} "
                  f"best={strength(q, q['answered']).max():.3f} {q['text']}")


def calibrated(rec: dict[str, Any]) -> None:
    print("per-store calibration (the bank's best strengths), questions bounded at 0.48:")
    bank = {name: np.array([strength(q, q["answered"]).max() for n, q in asked(rec)
                            if n == name and q["kind"] == "bank"]) for name in rec}
    for quantile in (0.5, 0.75, 0.9):
        for margin in (-0.05, 0.0, 0.03):
            gained = lost = 0
            for name, q in asked(rec):
                if q["kind"] == "bank" or q["lowest"] != 0.48 or not q["got"] \
                        or not len(bank[name]):
                    continue
                raised = max(0.48, float(np.quantile(bank[name], quantile)) + margin)
                if strength(q, q["answered"]).max() < raised:
                    gained += q["kind"] == "off"
                    lost += q["kind"] != "off" and hit(q, q["got"], 5)
            print(f"  quantile {quantile} margin {margin:+.2f}: off-topic emptied {gained}, "
                  f"personal lost at 5 {lost}")


def content(text: str) -> set[str]:
    return {run[i:i + 2] for run in re.findall(r"[\u4e00-\u9fff]+", text)
            for i in range(len(run) - 1)
            if run[i] not in FUNCTION and run[i + 1] not in FUNCTION}


def written(rec: dict[str, Any]) -> None:
    print("content written anywhere in the store (Chinese questions):")
    counts = {"off answered": [0, 0], "personal hit@5": [0, 0]}
    for name, q in asked(rec):
        if not re.search(r"[\u4e00-\u9fff]", q["text"]) or q["kind"] == "bank":
            continue
        store = "\n".join(text for _, text in rec[name]["memories"])
        group = ("off answered" if q["kind"] == "off" and q["got"] else
                 "personal hit@5" if q["kind"] != "off" and hit(q, q["got"], 5) else None)
        if group:
            counts[group][0] += 1
            counts[group][1] += not any(pair in store for pair in content(q["text"]))
    for group, (n, unwritten) in counts.items():
        print(f"  {group}: {n}, none of its content written: {unwritten}")


def agreed(rec: dict[str, Any]) -> None:
    print("the reading of the answer where P(personal) <= t (0.71: as shipped, off):")
    for at in (0.71, 0.35, 0.25, 0.15):
        gained, moved = [], 0
        for name, q in asked(rec):
            if q["kind"] == "bank":
                continue
            mask = q["answered"]
            if q["p"] <= at and q["answered_reader"] is not None:
                mask = q["answered_reader"] if mask is None else mask & q["answered_reader"]
            power = strength(q, mask)
            if q["kind"] == "off":
                if q["got"] and power.max() < floor_of(q):
                    gained.append(f"{name[-14:]}: {q['text']}")
                continue
            keep = power >= floor_of(q) - MARGIN if power.max() >= floor_of(q) else power < 0
            kept = {k for k, kp in zip(q["keys"], keep, strict=True) if kp}
            now = [k for k in q["got"] if k in kept]
            moved += any(hit(q, q["got"], a) != hit(q, now, a) for a in (1, 5))
        print(f"  t {at}: off-topic emptied {len(gained)}, personal moved at 1 or 5 {moved}")
        for line in gained:
            print("    +", line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("recording", type=Path, help="what bench/offtopic_record.py wrote")
    rec = pickle.loads(parser.parse_args().recording.read_bytes())
    answered_today(rec)
    calibrated(rec)
    written(rec)
    agreed(rec)


if __name__ == "__main__":
    main()
