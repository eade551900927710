"""Chinese written in Traditional characters: recall and the conflict judge (issue 25).

    python bench/traditional.py [--set S ...] [--conflicts] [--json] [--rank NAME=VALUE ...]

People in Taiwan, Hong Kong and Macau, and many overseas, write Traditional characters
(我對花生過敏, 上週五她辭職了). ebbing's Chinese sets are Simplified; this bench writes them
again in Traditional with OpenCC (the `opencc` package, a development dependency; config
`s2twp`: Taiwan's characters *and* its words, 软件 -> 軟體, 出租车 -> 計程車, so the text is
what a person in Taipei would write, not a character-for-character copy) and runs them
through bench/multilingual.py's own path, three ways, in the same run:

- "hans": the set as written (Simplified), the baseline;
- "hant": memories and questions both in Traditional (a person who writes Traditional);
- "mixed": memories in Simplified, questions in Traditional (an assistant that stores in
  Simplified what a Traditional writer said, or a family writing both).

With --conflicts, tests/data/conflicts_zh.jsonl's pairs are judged again in Traditional and
precision / recall per split are reported beside the Simplified ones.
ebbing reads Traditional text (lang/hant.py) by a table of single characters taken once from
OpenCC's other direction (Traditional to Simplified, bench/hant_table.py), with no words: the
Taiwan words s2twp writes (軟體, 計程車) come back as 软体 and 计程车, not 软件 and 出租车, as
they would from a person in Taipei. Same project's tables, so this measures what the reading
brings, not how well any table knows the characters.
Progress goes to stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import conflicts
import multilingual
from ebbing.config import Settings
from locomo import ranked as with_overrides
from multilingual_data import Question


def converter() -> Any:
    try:
        import opencc
    except ImportError:  # pragma: no cover - a development dependency
        sys.exit("bench/traditional.py needs the `opencc` package (pip install -e '.[dev]')")
    return opencc.OpenCC("s2twp")


def written(data: Any, to_hant: Any, memories: bool, questions: bool) -> Any:
    """The set with its memories and/or its questions (and off-topic ones) in Traditional."""
    def side(text: str, on: bool) -> str:
        return str(to_hant.convert(text)) if on else text

    return SimpleNamespace(
        MEMORIES=[(key, side(text, memories)) for key, text in data.MEMORIES],
        QUESTIONS=[Question(side(q.text, questions), q.gold, q.kind) for q in data.QUESTIONS],
        OFF_TOPIC=[side(text, questions) for text in data.OFF_TOPIC])


def recall(name: str, to_hant: Any) -> dict[str, Any]:
    data = importlib.import_module(multilingual.SETS[name])
    out: dict[str, Any] = {}
    for way, mem, ask in (("hans", False, False), ("hant", True, True), ("mixed", False, True)):
        root = Path(tempfile.mkdtemp(prefix="ebbing-hant-"))
        try:
            got = multilingual.run_set(Settings(home=root), written(data, to_hant, mem, ask))
        finally:
            shutil.rmtree(root, ignore_errors=True)
        ours, plain = got["ebbing"], got["plain_cosine"]
        out[way] = {"hit@1": ours["chinese"]["hit@1"], "hit@5": ours["chinese"]["hit@5"],
                    "cross hit@5": ours["cross"]["hit@5"],
                    "off_topic_empty": ours["off_topic_empty"],
                    "cosine hit@1": plain["chinese"]["hit@1"],
                    "cosine hit@5": plain["chinese"]["hit@5"]}
        print(name, way, out[way], file=sys.stderr, flush=True)
    return out


def judged(to_hant: Any) -> dict[str, Any]:
    rows = conflicts.load(conflicts.DATA_ZH)
    hant = [{**r, "old": to_hant.convert(r["old"]), "new": to_hant.convert(r["new"])}
            for r in rows]
    out: dict[str, Any] = {}
    offline = conflicts.OfflineJudge()
    for way, these in (("hans", rows), ("hant", hant)):
        result = conflicts.run(offline.judge, these, errors=False)
        out[way] = {split: {k: result[split]["binary"][k] for k in ("precision", "recall")}
                    for split in sorted({r["split"] for r in rows})}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    chinese = tuple(s for s in multilingual.SETS if s.rstrip("2") not in ("es", "de", "ja", "ko"))
    parser.add_argument("--set", action="append", choices=chinese,
                        help="a Chinese set of bench/multilingual.py (repeatable; default: dev)")
    parser.add_argument("--conflicts", action="store_true", help="also the judge's pairs")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--rank", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    if args.rank:
        from ebbing.retrieval import search

        search.PARAMS = with_overrides(parser, args.rank)
    to_hant = converter()
    report: dict[str, Any] = {"converter": "opencc s2twp",
                              "sets": {name: recall(name, to_hant)
                                       for name in args.set or ["dev"]}}
    if args.conflicts:
        report["conflicts"] = judged(to_hant)
    if args.json:
        print(json.dumps(report, ensure_ascii=False), flush=True)
        return
    for name, ways in report["sets"].items():
        for way, row in ways.items():
            print(f"{name:12} {way:5} " + "  ".join(f"{k} {v:.3f}" for k, v in row.items()))
    for way, splits in report.get("conflicts", {}).items():
        print(f"conflicts {way}: " + "  ".join(
            f"{s} {b['precision'] or 0:.3f}/{b['recall'] or 0:.3f}" for s, b in splits.items()))


if __name__ == "__main__":
    main()
