"""Simulate relevance-floor designs on what bench/floor_record.py recorded.

    python bench/floor_sim.py REC.pkl [--check SET]

A design is a function of one recorded question that returns which candidates (by memory
key) it keeps; the floor-off ranking filtered by them
gives hit@5, and an off-topic question is empty when none is kept."""

from __future__ import annotations

import argparse
import pickle
from collections.abc import Callable
from typing import Any

from ebbing.retrieval.floor import floor_for, gate

Design = Callable[[dict[str, Any]], set[str]]


def base(r: dict[str, Any]) -> set[str]:
    """The shipped floor (retrieval/floor.py `gate`, e5's calibrated floor) on what it read."""
    kept = gate(floor_for(None, "e5"), r["cosine"], r["words"], names_unknown=r["names_unknown"],
                time=r["time"], time_weight=r["time_weight"], lowest=r["lowest"],
                answered=r["answered"]).keep
    return {k for k, v in zip(r["keys"], kept, strict=True) if v}


def score(sets: list[dict[str, Any]], design: Design) -> dict[str, tuple[float, float, float]]:
    out = {}
    for s in sets:
        zh = cross = 0
        nzh = ncross = 0
        empty = noff = 0
        for r in s["items"]:
            if "cosine" not in r:
                kept: set[str] = set()
            else:
                kept = design(r)
            if r["kind"] == "off":
                noff += 1
                empty += not kept
                continue
            got = [k for k in r["ranked"] if k in kept][:5]
            hit = bool(set(got) & set(r["gold"]))
            if r["kind"] in ("zh", "para"):
                nzh += 1
                zh += hit
            else:
                ncross += 1
                cross += hit
        out[s["set"]] = (zh / nzh, cross / max(ncross, 1), empty / noff)
    return out


def show(name: str, res: dict[str, tuple[float, float, float]], check: list[str]) -> None:
    tune = [v for k, v in res.items() if k not in check]
    mean = [sum(v[i] for v in tune) / max(len(tune), 1) for i in range(3)]
    held = " | ".join(f"{k} zh@5 {res[k][0]:.3f} cross {res[k][1]:.3f} empty {res[k][2]:.3f}"
                      for k in check if k in res)
    print(f"{name:8} the rest: zh@5 {mean[0]:.3f} cross {mean[1]:.3f} empty {mean[2]:.3f} | {held}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("recording", help="the file bench/floor_record.py wrote")
    parser.add_argument("--check", action="append", default=None, metavar="SET",
                        help="a set shown apart from the mean of the rest (default: thirteenth)")
    args = parser.parse_args()
    check = args.check or ["thirteenth"]
    with open(args.recording, "rb") as f:
        recorded = pickle.load(f)
    res = score(recorded, base)
    for k, v in res.items():
        print(k, [round(x, 3) for x in v])
    show("base", res, check)
    show("off", score(recorded, lambda r: set(r["keys"])), check)


if __name__ == "__main__":
    main()
