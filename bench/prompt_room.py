"""What the assistant gets: recall's prompt, scored for what it holds and the room it takes.

    python bench/prompt_room.py --set NAME [--json]          (bench/multilingual.py's sets)
    python bench/prompt_room.py --data FILE [--json]         (LoCoMo schema: LoCoMo, heldout*)

The other benchmarks score search's ranked list at a cut (hit@5, R@10). An assistant gets
`recall` instead: only the memories that cleared the relevance floor itself, at most ten,
rendered into `memoryPrompt`. This asks every question through `MemoryService.recall`
(`touch=False`: scoring reinforces nothing) and reports, per question kind or category:
- `answered`: the share of questions whose prompt shows a gold memory (an evidence turn);
- `evidence`: the share of gold memories shown (LoCoMo schema: dialog recall at what is shown);
- `shown`: how many memories the prompt shows (mean), and `useful`: the share of those that
  are gold;
- `chars`: the prompt's length in characters (median and mean), the room it takes;
- for off-topic questions (a set's, or none for LoCoMo): the share answered with nothing,
  and the characters spent on them.
Beside it, in the same run, `five`: search's first five hits rendered the same way (what a
top-5 retriever over ebbing's ranking gives; search keeps hits down to the floor less its
margin, so off-topic questions may still get nothing): the room recall's own cut saves or
costs.
Progress goes to stderr; with --json, stdout gets one JSON object.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import statistics
import tempfile
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from ebbing.config import Settings
from ebbing.retrieval.recall import recall_data
from ebbing.service import MemoryService
from locomo import fresh_agent, run_conversation, say, settings_for  # bench/ is sys.path[0]
from locomo_data import CATEGORIES, Conversation, load
from multilingual import SETS


def shown_and_room(svc: MemoryService, question: str, now: datetime | None,
                   key: Any) -> dict[str, Any]:
    """What recall shows for `question` and what search's first five would: the keys
    (`key(memory)`) of the memories each shows, and each prompt's characters."""
    data = svc.recall(question, touch=False, detailed=True, now=now)
    shown = [key(svc.get(s["memorySummaryId"])) for s in data["memorySummaryList"]]
    hits = svc.search(question, top=5, now=now, touch=False)
    five = recall_data(hits, False, None, svc.settings.prompt_chars,
                       today=(now or datetime.now()).date())
    return {"shown": shown, "chars": len(data["memoryPrompt"]),
            "five": [key(h.memory) for h in hits], "five_chars": len(five["memoryPrompt"])}


def summarise(rows: Iterable[tuple[dict[str, Any], set[str]]]) -> dict[str, Any]:
    """Figures over (what was shown, the gold keys) pairs; an empty gold set is off-topic."""
    rows = list(rows)
    out: dict[str, Any] = {"n": len(rows)}
    for side, chars in (("recall", "chars"), ("five", "five_chars")):
        shown_key = "shown" if side == "recall" else "five"
        got = [(set(r[shown_key]), gold, r[shown_key], r[chars]) for r, gold in rows]
        if not got:
            continue
        answered = [bool(s & g) for s, g, _, _ in got if g]
        evidence = [len(s & g) / len(g) for s, g, _, _ in got if g]
        shown = [len(lst) for _, g, lst, _ in got if g]
        useful = sum(sum(x in g for x in lst) for _, g, lst, _ in got if g)
        room = [c for _, g, _, c in got if g]
        off = [(lst, c) for _, g, lst, c in got if not g]
        part: dict[str, Any] = {}
        if answered:
            part |= {"answered": round(sum(answered) / len(answered), 4),
                     "evidence": round(sum(evidence) / len(evidence), 4),
                     "shown": round(sum(shown) / len(shown), 2),
                     "useful": round(useful / max(1, sum(shown)), 4),
                     "chars_median": statistics.median(room),
                     "chars_mean": round(sum(room) / len(room), 1)}
        if off:
            part |= {"off_topic_empty": round(sum(not lst for lst, _ in off) / len(off), 4),
                     "off_topic_chars_mean": round(sum(c for _, c in off) / len(off), 1)}
        out[side] = part
    return out


def run_set(name: str, root: Path) -> dict[str, Any]:
    data = importlib.import_module(SETS[name])
    svc = MemoryService(Settings(home=root), agent="room")
    fresh_agent(svc.folder)
    try:
        stored = svc.remember_batch([{"content": text} for _, text in data.MEMORIES])
        svc.engine.sync()
        key_of = {m.id: key for m, (key, _) in zip(stored, data.MEMORIES, strict=True)}

        def key(memory: Any) -> str:
            return key_of.get(memory.id, "?")

        asked = [(shown_and_room(svc, q.text, None, key), set(q.gold), q.kind)
                 for q in data.QUESTIONS]
        off = [(shown_and_room(svc, text, None, key), set[str](), "off-topic")
               for text in data.OFF_TOPIC]
    finally:
        svc.close()
    rows = asked + off
    kinds = sorted({kind for _, _, kind in rows})
    return {"set": name, "all": summarise((r, g) for r, g, _ in rows),
            **{kind: summarise((r, g) for r, g, k in rows if k == kind) for kind in kinds}}


def run_chats(convs: list[Conversation], settings: Settings) -> dict[str, Any]:
    rows: list[tuple[dict[str, Any], set[str], str]] = []
    said: list[dict[str, Any]] = []

    def ask(svc: MemoryService, question: str, top: int, now: datetime) -> list[str]:
        found = shown_and_room(svc, question, now, lambda m: str(m.metadata.get("dia_id")))
        said.append(found)
        return found["shown"]

    for conv in convs:
        said.clear()
        run_conversation(conv, settings, ask, 10)
        for found, question in zip(said, conv.questions, strict=True):
            if question.evidence:
                name = CATEGORIES.get(question.category, f"category-{question.category}")
                rows.append((found, set(question.evidence), name))
    kinds = sorted({kind for _, _, kind in rows})
    return {"all": summarise((r, g) for r, g, _ in rows),
            **{kind: summarise((r, g) for r, g, k in rows if k == kind) for kind in kinds}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--set", choices=tuple(SETS), help="one of bench/multilingual.py's sets")
    which.add_argument("--data", help="a file in the LoCoMo schema")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="ebbing-room-"))
    try:
        result = run_set(args.set, root) if args.set else \
            {"data": args.data, **run_chats(load(args.data), settings_for(root, None))}
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if args.json:
        print(json.dumps(result, ensure_ascii=False), flush=True)
        return
    for name, row in result.items():
        if isinstance(row, dict):
            say(f"{name}: {row}")
            print(f"{name:14} recall {row.get('recall')}\n{'':14} five   {row.get('five')}")


if __name__ == "__main__":
    main()
