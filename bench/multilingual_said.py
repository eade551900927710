"""A multilingual set remembered the way an assistant writes it: one memory at a time.

bench/multilingual.py stores a set's memories in one batch (the bulk path: no conflict judge,
every memory said at once). An assistant on MemNetAI's API or MCP remembers one message at a
time, and the conflict judge reads each new memory against the older ones, so what it later
recalls is what this measures: each memory through `remember_checked` in the set's order, on
the day it was said where the set gives one (`SAID`), then every question asked as
bench/multilingual.py asks it (search, top 10) and scored the same way, beside the bulk path
over the same data in the same process.

Also reported: how many memories the judge changed, and how many of the questions' gold
memories (each the current truth by the set's own gold) it marked suspected, outdated or
repudiated: a gold memory changed is a false alarm the user pays for.

Where bench/data/said_changes_zh.jsonl labels a set, the changes the judge made are scored
against it. Each line names an older memory that a later one really outdates, corrects or
casts doubt on, and every later memory that does ({"set", "old", "by": [keys]}: the first of
them to come changes it; the rest find it changed already); "old": null marks a set read
through that holds no change. Change precision: of the pairs
(older, newer) the judge changed, the share whose newer memory is among the older one's
labelled `by`; recall: of the labelled older memories, the share changed by one of its `by`.
Any status counts (suspected, outdated, repudiated).

    python bench/multilingual_said.py --set twentyfourth --json
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import tempfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService
from locomo import fresh_agent  # bench/ is sys.path[0]
from multilingual import SETS, check_set, halves, hits, run_set

LABELS = Path(__file__).parent / "data" / "said_changes_zh.jsonl"


def labelled(name: str) -> dict[str, set[str]] | None:
    """Set `name`'s labelled older memories, each with the later ones that change it; None
    when the set has no labels."""
    truth: dict[str, set[str]] = {}
    seen = False
    for line in LABELS.read_text(encoding="utf-8").splitlines() if LABELS.exists() else []:
        if not line.strip():
            continue
        row = json.loads(line)
        if row["set"] == name:
            seen = True
            if row["old"] is None:  # the set is labelled and holds no change
                continue
            truth.setdefault(row["old"], set()).update(row["by"])
    return truth if seen else None


def scored(changed: list[tuple[str, str]], truth: dict[str, set[str]]) -> dict[str, Any]:
    """Change precision and recall of the changed (older, newer) pairs against `truth`."""
    made = sorted(set(changed))
    right = [p for p in made if p[1] in truth.get(p[0], ())]
    found = {old for old, _ in right}
    return {"precision": round(len(right) / len(made), 4) if made else 1.0,
            "recall": round(len(found) / len(truth), 4) if truth else 1.0,
            "right": len(right), "made": len(made), "labelled": len(truth),
            "wrong": [list(p) for p in made if p not in right],
            "missed": sorted(set(truth) - found)}


def said_day(data: Any, key: str) -> datetime | None:
    """Noon of the day memory `key` was said, when the set says (SAID), else None."""
    day = getattr(data, "SAID", {}).get(key)
    return None if day is None else datetime.fromisoformat(day).replace(hour=12, tzinfo=UTC)


def run_said(settings: Settings, data: Any) -> dict[str, Any]:
    """Remember one memory at a time (the judge on), then ask every question."""
    svc = MemoryService(settings, agent="multilingual")
    fresh_agent(svc.folder)
    key_of: dict[str, str] = {}
    changed = 0
    pairs: list[tuple[str, str]] = []
    try:
        for key, text in data.MEMORIES:
            day = said_day(data, key)
            fields: dict[str, Any] = {} if day is None else {"occurred_at": day, "now": day}
            done = svc.remember_checked(text, **fields)
            key_of[done.memory.id] = key
            changed += len(done.changes)
            pairs += [(key_of.get(c.memory.id, "?"), key) for c in done.changes]
        svc.engine.sync()
        ranked = [[key_of.get(h.memory.id, "?") for h in svc.search(q.text, top=10)]
                  for q in data.QUESTIONS]
        empty = [not svc.search(text, top=10) for text in data.OFF_TOPIC]
        status = {key_of[m.id]: str(m.status) for m in svc.list(limit=None) if m.id in key_of}
    finally:
        svc.close()
    gold = {g for q in data.QUESTIONS for g in q.gold}
    return {"ebbing": {**hits(ranked, data.QUESTIONS),
                       "off_topic_empty": round(sum(empty) / len(empty), 4)},
            "changes": changed,
            "statuses": dict(Counter(status.values())),
            "pairs": pairs,
            "gold_changed": sorted(k for k in gold if status.get(k, "valid") != "valid"),
            "off_topic_answered": [t for t, e in zip(data.OFF_TOPIC, empty, strict=True)
                                   if not e]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=tuple(SETS), default="dev",
                        help="the set to remember one memory at a time (bench/multilingual.py "
                             "--help says what each is)")
    parser.add_argument("--json", action="store_true",
                        help="print the bulk and one-at-a-time figures as JSON")
    args = parser.parse_args()
    data = importlib.import_module(SETS[args.set])
    check_set(data)
    result: dict[str, Any] = {"set": args.set}
    for name, run in (("bulk", run_set), ("said", run_said)):
        root = Path(tempfile.mkdtemp(prefix="ebbing-said-"))
        try:
            got = run(Settings(home=root), data)
        finally:
            shutil.rmtree(root, ignore_errors=True)
        got["off_topic_by_half"] = halves(args.set, list(data.OFF_TOPIC),
                                          got["off_topic_answered"])
        result[name] = {k: got[k] for k in ("ebbing", "off_topic_by_half", "changes",
                                            "statuses", "gold_changed", "pairs") if k in got}
    truth = labelled(args.set)
    if truth is not None:
        result["said"]["change"] = scored(result["said"]["pairs"], truth)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return
    for name in ("bulk", "said"):
        ours = result[name]["ebbing"]
        print(f"{name}: chinese {ours['chinese']['hit@1']:.3f} / {ours['chinese']['hit@5']:.3f}"
              f", cross {ours['cross']['hit@5']:.2f}, off-topic {ours['off_topic_empty']:.2f}"
              f", gold changed {result[name].get('gold_changed', '-')}")
    if "change" in result["said"]:
        got = result["said"]["change"]
        print(f"changes: precision {got['precision']:.3f}, recall {got['recall']:.3f} "
              f"({got['right']} of {got['made']} made, {got['labelled']} labelled)")


if __name__ == "__main__":
    main()
