"""False alarms of the learned conflict reader over real text: MADial zh's 171 dated event
summaries, every earlier one judged against every later one (14,535 ordered pairs, the way
docs/languages.md counts "MADial zh 351 alarms"), by the offline rules alone and with the
reader (lifecycle/judge/reader.py); nearly every pair is no conflict, so nearly every alarm
the reader adds is a true memory marked doubtful. Also the judge's median time a pair, the
reader's embedding included (its vectors kept, as a long-lived process keeps them).

    python bench/conflict_reader_alarms.py [--madial ../shared/data/madial-zh.json] [--examples 10]

Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

from ebbing.lifecycle.judge import OfflineJudge
from ebbing.lifecycle.judge.reader import ReadingJudge
from locomo_data import load as load_conversations

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--madial", type=Path,
                        default=ROOT.parent / "shared" / "data" / "madial-zh.json")
    parser.add_argument("--examples", type=int, default=10)
    args = parser.parse_args()
    events = [turn.text for turn in load_conversations(args.madial)[0].turns]
    ordered = [(a, b) for a in range(len(events)) for b in range(a + 1, len(events))]
    rules, reading = OfflineJudge(), ReadingJudge()
    reading.reader.vectors(events)  # embedded once, as the store holds them
    alarms = {"rules": 0, "reader": 0}
    added: list[dict[str, Any]] = []
    times: dict[str, list[float]] = {"rules": [], "reader": []}
    for a, b in ordered:
        old, new = events[a], events[b]
        start = time.perf_counter()
        by_rules = rules.judge(old, new).verdict.conflict
        times["rules"].append(time.perf_counter() - start)
        start = time.perf_counter()
        judged = reading.judge(old, new)
        times["reader"].append(time.perf_counter() - start)
        alarms["rules"] += by_rules
        alarms["reader"] += judged.verdict.conflict
        if judged.judge == "reader":
            added.append({"old": old, "new": new, "reason": judged.verdict.reason[:40]})
    print(json.dumps({"events": len(events), "pairs": len(ordered), "alarms": alarms,
                      "added_by_reader": len(added),
                      "judge_ms_median": {k: round(statistics.median(v) * 1000, 3)
                                          for k, v in times.items()},
                      "examples": added[:args.examples]}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
