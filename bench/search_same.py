# ruff: noqa: RUF001
"""Dump every hit of many searches, to compare two trees' results byte for byte (speed work
must not change a result: docs/languages.md, "Search at 100k, stop 17").

    python bench/search_same.py synthetic HOME N OUT   # bench/search.py's store in HOME: its
                                                       # first N questions, IVF and exact
    python bench/search_same.py mixed HOME OUT         # two LoCoMo conversations, the Chinese
                                                       # development set and an alias in HOME

Run it once with each tree on PYTHONPATH (on copies of the same store) and compare the two
OUT files with `cmp`. A line per hit: the question, the mode, the place, the id, `repr` of
score, relevance and decay, review, and the `why` as sorted JSON. `mixed` builds its store in
HOME on first use (e5 vectors: the default embedder), then asks 150 LoCoMo development
questions (75 from each conversation), the Chinese set's questions and off-topic questions,
a few with times, and with the alias `Xiaowen` for 林晓雯; each with and without association:
430 searches.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.service import MemoryService
from search_data import NOW

ROOT = Path(__file__).resolve().parents[1]
DATA = next((p for p in (ROOT.parent / "shared" / "data", ROOT.parents[1] / "shared" / "data")
             if p.exists()), ROOT.parent / "shared" / "data")
LOCOMO = DATA / "locomo-dev.json"
CONVERSATIONS = ("conv-26", "conv-30")
EXTRA = ["林晓雯上周五去了哪里？", "What did Xiaowen say about her night shifts?",
         "Xiaowen 对什么过敏？", "What did Caroline do last week?", "去年五月发生了什么？"]


def line(query: str, mode: str, place: int, hit: Any) -> str:
    return "\t".join([query, mode, str(place), hit.memory.id, repr(hit.score),
                      repr(hit.relevance), repr(hit.decay), str(hit.review),
                      json.dumps(hit.why, sort_keys=True, ensure_ascii=False, default=str)])


def synthetic(home: Path, count: int, out: Path) -> None:
    queries = json.loads((home / "queries.json").read_text())[:count]
    svc = MemoryService(Settings(home=home))
    engine = svc.engine
    lines = []
    for query in queries:
        for mode in ("ann", "exact"):
            engine.exact_vectors = mode == "exact"
            lines += [line(query, mode, i, h) for i, h in enumerate(svc.search(query, now=NOW))]
    engine.exact_vectors = False
    out.write_text("\n".join(lines) + "\n")
    print(f"{len(queries) * 2} searches, {len(lines)} lines")


def build_mixed(home: Path) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    import multilingual_data
    from locomo import items_for
    from locomo_data import load

    svc = MemoryService(Settings(home=home))
    convs = [c for c in load(LOCOMO) if c.sample_id in CONVERSATIONS]
    for conv in convs:
        svc.remember_batch(items_for(conv))
    at = datetime(2024, 3, 1, 12, tzinfo=UTC)
    svc.remember_batch([{"content": text, "occurred_at": at, "now": at}
                        for _, text in multilingual_data.MEMORIES])
    from ebbing.graph.aliases import set_alias

    set_alias(svc.store, "Xiaowen", "林晓雯", now=at)
    svc.engine.sync()
    svc.close()
    (home / "ready").write_text("ok\n")


def questions() -> list[str]:
    import multilingual_data
    from locomo_data import load

    asked = []
    for conv in load(LOCOMO):
        if conv.sample_id in CONVERSATIONS:
            asked += [q.question for q in conv.questions[:75]]
    asked += [q.text for q in multilingual_data.QUESTIONS] + list(multilingual_data.OFF_TOPIC)
    return asked + EXTRA


def mixed(home: Path, out: Path) -> None:
    if not (home / "ready").exists():
        build_mixed(home)
    svc = MemoryService(Settings(home=home))
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    lines = []
    asked = questions()
    for query in asked:
        for associate in (True, False):
            mode = "assoc" if associate else "plain"
            lines += [line(query, mode, i, h)
                      for i, h in enumerate(svc.search(query, now=now, associate=associate))]
    svc.close()
    out.write_text("\n".join(lines) + "\n")
    print(f"{len(asked) * 2} searches, {len(lines)} lines")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    kinds = parser.add_subparsers(dest="kind", required=True)
    one = kinds.add_parser("synthetic", help="bench/search.py's store: its first N questions")
    one.add_argument("home", type=Path, help="the store bench/search.py built (--workdir)")
    one.add_argument("n", type=int, help="how many of its questions")
    one.add_argument("out", type=Path, help="where the hits are written")
    two = kinds.add_parser("mixed", help="LoCoMo, the Chinese set and an alias: 430 searches")
    two.add_argument("home", type=Path, help="the store (built there on first use)")
    two.add_argument("out", type=Path, help="where the hits are written")
    args = parser.parse_args()
    if args.kind == "synthetic":
        synthetic(args.home, args.n, args.out)
    else:
        mixed(args.home, args.out)


if __name__ == "__main__":
    main()
