"""Simulate the relevance floor with the learned reading of what a question asks for
(src/ebbing/retrieval/intent.py) on what bench/floor_record.py recorded, each tune set's
questions read by a model trained without that set (leave one set out), so no set is scored
by a model that saw it.

    python bench/intent_sim.py REC.pkl

Designs: "rules" (the shipped floor), and the learned reading beside or instead of the rules
(see DESIGNS). Prints per set zh hit@5, cross hit@5 and off-topic empty, and the means."""

from __future__ import annotations

import argparse
import importlib
import math
import pickle
from collections.abc import Callable
from typing import Any

import numpy as np

import floor_sim
import intent_train
import multilingual
from ebbing.lang import language_of
from ebbing.retrieval.floor import SPOKEN_LOWEST, floor_for, gate
from ebbing.retrieval.general import answers, asked, asked_as_general, speaks_of_no_one
from ebbing.retrieval.subject import speaks_of_one, tells_of_event

CJK = ("zh", "ja", "ko")


def held_out_probabilities(sets: list[str], c: float) -> dict[str, float]:
    """P(personal) of every tune-set question by a model trained without its set."""
    train, _ = intent_train.questions()
    x = intent_train.vectors([r["text"] for r in train])
    y = np.array([r["personal"] for r in train], dtype=bool)
    groups = np.array([r["group"] for r in train])
    out: dict[str, float] = {}
    for name in sets:
        inside = groups == name
        model = intent_train.fit(x[~inside], y[~inside], c)
        p = model.predict_proba(x[inside])[:, 1]
        out.update(zip([r["text"] for r, m in zip(train, inside, strict=True) if m],
                       p.tolist(), strict=True))
    return out


def design(kind: str, p_of: dict[str, float], texts: dict[str, str], personal_at: float,
           general_at: float) -> Callable[[dict[str, Any]], set[str]]:
    def keep(r: dict[str, Any]) -> set[str]:
        if kind == "off":
            return set(r["keys"])
        query, lowest, answered = r["query"], r["lowest"], r["answered"]
        p = p_of.get(query, 0.5)
        if language_of(query) in CJK and lowest != 0 and kind != "rules":
            rule_one = speaks_of_one(query) or tells_of_event(query)
            learned_one, learned_kind = p >= personal_at, p <= general_at
            rule_kind = answered is not None
            if kind == "who":  # who from the rules, what it asks for from either
                one = rule_one or learned_one
                general = speaks_of_no_one(query) and (asked_as_general(query) or learned_kind)
                lowest = SPOKEN_LOWEST if one else math.inf
                answered = (np.array([answers(asked(query), texts[k]) for k in r["keys"]],
                                     dtype=bool) if general else None)
                kept = gate(floor_for(None, "e5"), r["cosine"], r["words"],
                            names_unknown=r["names_unknown"], time=r["time"],
                            time_weight=r["time_weight"], lowest=lowest,
                            answered=answered).keep
                return {k for k, v in zip(r["keys"], kept, strict=True) if v}
            if kind == "learned":
                one, general = learned_one, learned_kind
            elif kind == "either":  # the rules or the model say it, 我 always personal
                one = rule_one or learned_one
                general = (rule_kind or learned_kind) and not speaks_of_one(query)
            elif kind == "lower":  # the model only lowers
                one, general = rule_one or learned_one, rule_kind
            else:  # "empty": the model only reads general
                one = rule_one
                general = (rule_kind or learned_kind) and not speaks_of_one(query)
            if one and general:
                general = not learned_one if kind != "learned" else False
            lowest = SPOKEN_LOWEST if one and not general else (
                lowest if lowest == 0 else math.inf)
            if general and not one:
                parts = asked(query)
                answered = np.array([answers(parts, texts[k]) for k in r["keys"]],
                                    dtype=bool)
            elif not rule_kind or kind == "learned":
                answered = None
        kept = gate(floor_for(None, "e5"), r["cosine"], r["words"],
                    names_unknown=r["names_unknown"], time=r["time"],
                    time_weight=r["time_weight"], lowest=lowest, answered=answered).keep
        return {k for k, v in zip(r["keys"], kept, strict=True) if v}
    return keep


DESIGNS = ("off", "rules", "learned", "either", "who")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("recording")
    parser.add_argument("--c", type=float, default=0.03)
    parser.add_argument("--personal-at", type=float, default=0.72)
    parser.add_argument("--general-at", type=float, default=0.38)
    parser.add_argument("--diff", help="two designs, a,b: the questions they differ on")
    args = parser.parse_args()
    with open(args.recording, "rb") as f:
        recorded = pickle.load(f)
    names = [s["set"] for s in recorded]
    texts = {name: dict(importlib.import_module(multilingual.SETS[name]).MEMORIES)
             for name in names}
    p_of = held_out_probabilities(names, args.c)
    for kind in DESIGNS:
        res: dict[str, tuple[float, float, float]] = {}
        for s in recorded:
            res |= floor_sim.score([s], design(kind, p_of, texts[s["set"]], args.personal_at,
                                               args.general_at))
        mean = [float(np.mean([v[i] for v in res.values()])) for i in range(3)]
        print(f"{kind:8} mean zh@5 {mean[0]:.4f} cross {mean[1]:.4f} empty {mean[2]:.4f}")
        print("   ", " ".join(f"{k[:5]} {v[0]:.3f}/{v[2]:.2f}" for k, v in res.items()))
    if args.diff:
        misses(recorded, p_of, texts, *args.diff.split(","), args.personal_at, args.general_at)


def misses(recorded: list[dict[str, Any]], p_of: dict[str, float],
           texts: dict[str, dict[str, str]], a: str, b: str, personal_at: float,
           general_at: float) -> None:
    """Print the questions design `a` and `b` treat differently."""
    for s in recorded:
        da = design(a, p_of, texts[s["set"]], personal_at, general_at)
        db = design(b, p_of, texts[s["set"]], personal_at, general_at)
        for r in s["items"]:
            if "cosine" not in r:
                continue
            ka, kb = da(r), db(r)
            if r["kind"] == "off":
                if bool(ka) != bool(kb):
                    print(s["set"], "OFF", r["query"], f"p={p_of.get(r['query'], -1):.2f}",
                          a, "empty" if not ka else "answered", b,
                          "empty" if not kb else "answered")
                continue
            ha = bool(set([k for k in r["ranked"] if k in ka][:5]) & set(r["gold"]))
            hb = bool(set([k for k in r["ranked"] if k in kb][:5]) & set(r["gold"]))
            if ha != hb:
                print(s["set"], r["kind"], r["query"], f"p={p_of.get(r['query'], -1):.2f}",
                      a, ha, b, hb)


if __name__ == "__main__":
    main()
