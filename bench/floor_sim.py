"""Simulate relevance-floor designs on what bench/floor_record.py recorded:
`python bench/floor_sim.py REC.pkl`. A design is a function of one recorded question that
returns which candidates (by memory key) it keeps; the floor-off ranking filtered by them
gives hit@5, and an off-topic question is empty when none is kept."""

from __future__ import annotations

import pickle
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

FLOOR, SHARE, MARGIN, WW = 0.61, 0.6, 0.2, 0.5
Design = Callable[[dict[str, Any]], set[str]]


def power(r: dict[str, Any]) -> Any:
    p = np.maximum(r["cosine"], 0.0) + WW * r["words"]
    if r["time"] is not None and r["time_weight"] > 0:
        p = p + r["time_weight"] * r["time"]
    if r["answered"] is not None:
        p = np.where(r["answered"], p, 0.0)
    return p


def lowered(r: dict[str, Any]) -> float:
    if r["names_unknown"]:
        return FLOOR
    return max(FLOOR * SHARE, min(r["lowest"], FLOOR))


def base(r: dict[str, Any]) -> set[str]:
    p, floor = power(r), lowered(r)
    if not len(p) or p.max() < floor:
        return set()
    return {k for k, v in zip(r["keys"], p >= floor - MARGIN, strict=True) if v}


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


def show(name: str, res: dict[str, tuple[float, float, float]]) -> None:
    tune = [v for k, v in res.items() if k != "thirteenth"]
    mean = [sum(v[i] for v in tune) / len(tune) for i in range(3)]
    t13 = res.get("thirteenth", (0, 0, 0))
    print(f"{name:28} 1-12 zh@5 {mean[0]:.3f} cross {mean[1]:.3f} empty {mean[2]:.3f} | "
          f"13th zh@5 {t13[0]:.3f} cross {t13[1]:.3f} empty {t13[2]:.3f}")


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as f:
        recorded = pickle.load(f)
    res = score(recorded, base)
    for k, v in res.items():
        print(k, [round(x, 3) for x in v])
    show("base", res)
    show("off", score(recorded, lambda r: set(r["keys"])))
