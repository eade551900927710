"""Vault sync cost: promoting n memories, a pass with nothing to do, a pass after one edit.

    python bench/vault.py --sizes 100,1000 --repeat 3 --json

For each n: a fresh store with n memories (0-2 of 20 entities each, a few relations) and a
vault in a temporary folder. `promote_s`: `promote_ids` of all n (one locked append, then
every note and entity note written, each atomically with its fsyncs). `noop_sync_ms`: median
over --repeat passes of `sync` when nothing changed (stat checks only). `edit_sync_ms`:
median of passes that take one edited note back (store edit + note rewrite). Also
`find_due_ms` for a store of n memories that all have 5 recent uses (the touch-log scan).
`--dated SHARE`: that share of the texts start with a time phrase ("yesterday", "last week",
"in May 2024", ...), so their notes carry a `## When` section; each pass starts with the
section cache empty (as a `ebbing vault sync` process does).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import ebbing
from ebbing.models import Relation
from ebbing.vault.promote import find_due, promote_ids
from ebbing.vault.sync import sync
from ebbing.vault.when import section

T0 = datetime(2025, 3, 1, tzinfo=UTC)
WORDS = [
    "Max", "Anna", "Berlin", "Munich", "project", "budget", "dinner", "flight", "hiking",
    "tea", "garden", "office", "meeting", "deadline", "doctor", "school", "concert", "book",
    "movie", "birthday", "train",
]


PHRASES = ["Yesterday", "Last week", "Two days ago", "In May 2024", "Last Friday",
           "Next month", "This summer", "Since 2019"]


def build(home: Path, n: int, dated: float = 0.0) -> tuple[ebbing.MemoryService, list[str]]:
    rng = random.Random(n)
    when = random.Random(n + 1)
    svc = ebbing.open_store("bench", "vault", home=home)
    items = []
    for i in range(n):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 18)))
        if when.random() < dated:
            text = f"{when.choice(PHRASES)} {text}"
        items.append({"content": f"{text} {i}", "tags": rng.sample(WORDS[:8], rng.randint(0, 2)),
                      "entities": rng.sample(WORDS[:6], rng.randint(0, 2)), "now": T0})
    memories = svc.remember_batch(items)
    ids = [m.id for m in memories]
    svc.relate([Relation.model_validate({"from": ids[i], "to": ids[i + 1], "type": "next",
                                         "created_at": T0}) for i in range(0, n - 1, 10)])
    return svc, ids


def run(n: int, repeat: int, workdir: Path, dated: float = 0.0) -> dict[str, object]:
    svc, ids = build(workdir / f"home-{n}", n, dated)
    vault = workdir / f"vault-{n}"
    start = time.perf_counter()
    promote_ids(svc, ids, vault, now=T0)
    promote_s = time.perf_counter() - start
    noop = []
    for _ in range(repeat):
        section.cache_clear()
        start = time.perf_counter()
        report = sync(svc, vault, now=T0)
        noop.append((time.perf_counter() - start) * 1000)
        assert not report.changed, report.lines()[:3]
    edits = []
    notes = sorted((vault / "Memories").glob("*.md"))
    for k in range(repeat):
        path = notes[k]
        path.write_text(path.read_text().replace(" ", "  ", 1))
        text = path.read_text()
        path.write_text(text.replace("\n\n%% ebbing", f" edit{k}\n\n%% ebbing", 1))
        section.cache_clear()
        start = time.perf_counter()
        report = sync(svc, vault, now=T0 + timedelta(minutes=k))
        edits.append((time.perf_counter() - start) * 1000)
        assert report.edited, "the edit was not taken back"
    svc.close()
    used, used_ids = build(workdir / f"used-{n}", n)
    for day in range(2, 7):  # 5 uses, days 2-6: all inside the 14 days before day 15
        used.touch_many(used_ids, now=T0 + timedelta(days=day))
    due = []
    for _ in range(repeat):
        start = time.perf_counter()
        found = find_due(used, T0 + timedelta(days=15))
        due.append((time.perf_counter() - start) * 1000)
    used.close()
    return {"n": n, "promote_s": round(promote_s, 3),
            "noop_sync_ms": round(statistics.median(noop), 1),
            "edit_sync_ms": round(statistics.median(edits), 1),
            "find_due_ms": round(statistics.median(due), 1), "due": len(found),
            "notes": len(notes), "dated": dated,
            "entity_notes": len(list((vault / "Entities").glob("*.md")))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--dated", type=float, default=0.0,
                        help="share of texts that start with a time phrase")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in [int(s) for s in args.sizes.split(",")]:
            print(f"vault bench n={n}", file=sys.stderr)
            result = run(n, args.repeat, Path(tmp), args.dated)
            results.append(result)
            print(json.dumps(result) if args.json else result)
    if args.json:
        print(json.dumps({"results": results}))


if __name__ == "__main__":
    main()
