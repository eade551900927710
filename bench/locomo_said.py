"""LoCoMo remembered the way an assistant writes it: one turn at a time, the judge on.

bench/locomo.py ingests each conversation in batches (`remember_batch`: the bulk path, where
the conflict judge never runs). An assistant on MCP or MemNetAI's API remembers one message at
a time through `remember_checked`, and the judge reads each new turn against the older ones it
shares words with, outdating, casting doubt on or repudiating them. This measures what that
does to a whole English store: each turn of a LoCoMo-format file remembered in order, on its
session's date (`now` too), through `remember_checked` with the judge on; then every question
asked as bench/locomo.py asks it and scored the same way (dialog R@5 / R@10, session hit@5,
per category), beside the bulk path over the same data in the same process.

Also reported: the statuses the store ends with and every change the judge made (outdated,
suspected, repudiated), each with its pair of turns and the judge's reason; with --labels
(bench/data/said_changes_en.jsonl) each change is looked up by its pair of dialog ids and the
whole-store change precision (true changes / changes made) and the true changes made reported.

    python bench/locomo_said.py --data bench/data/heldout10_chats.json --json
    python bench/locomo_said.py --samples conv-26 --every 2      # a subset of LoCoMo dev
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any

from ebbing.service import MemoryService
from locomo import (  # bench/ is sys.path[0]
    DEFAULT_DATA,
    asked_in_order,
    by_search,
    fresh_agent,
    items_for,
    run_conversation,
    say,
    settings_for,
)
from locomo_data import KS, Conversation, load, score

LABELS = Path(__file__).resolve().parent / "data" / "said_changes_en.jsonl"


def run_said(conv: Conversation, settings: Any, top: int
             ) -> tuple[dict[str, list[str]], list[dict[str, Any]], Counter[str]]:
    """Remember the turns one at a time (the judge on), asking each question when the turns
    before it are in; the ranked ids, the changes the judge made and the final statuses."""
    svc = MemoryService(settings, agent=conv.sample_id)
    fresh_agent(svc.folder)
    items = items_for(conv)
    asked = asked_in_order(conv, conv.questions)
    conv.questions[:] = [question for _, question in asked]
    retrieved: dict[str, list[str]] = {}
    changes: list[dict[str, Any]] = []
    dia_of: dict[str, str] = {}
    done = 0
    try:
        for before, question in asked:
            for item in items[done:before]:
                fields = {k: v for k, v in item.items() if k != "content"}
                got = svc.remember_checked(item["content"], check_conflicts=True, **fields)
                dia_of[got.memory.id] = item["metadata"]["dia_id"]
                by_old = {f.old.id: f for f in got.findings}
                for change in got.changes:
                    finding = by_old.get(change.memory.id)
                    changes.append({
                        "sample": conv.sample_id, "old": dia_of.get(change.memory.id, "?"),
                        "new": item["metadata"]["dia_id"], "to": change.memory.status.value,
                        "rule": finding.verdict.rule if finding else None,
                        "reason": finding.verdict.reason if finding else change.entry.reason,
                        "old_text": finding.old.content if finding else "",
                        "new_text": item["content"]})
            done = max(done, before)
            now = (conv.turns[before].occurred_at if before < len(items)
                   else conv.last_session_at + timedelta(days=1))
            retrieved[question.question_id] = by_search(svc, question.question, top, now)
        statuses = Counter(str(m.status) for m in svc.list(limit=None))
    finally:
        svc.close()
    say(f"  {conv.sample_id}: {done} turns remembered one at a time, {len(changes)} changes")
    return retrieved, changes, statuses


def figures(questions: list[Any], retrieved: dict[str, list[str]]) -> dict[str, Any]:
    """Dialog R@5 / R@10 and session hit@5, overall and per category (as bench/locomo.py)."""
    got = score(questions, retrieved, KS)
    counts = {"overall": got["counts"], **got["counts"]["by_category"]}
    return {name: {"n": counts[name]["scored"],
                   "R@5": _r(row["recall@5"]), "R@10": _r(row["recall@10"]),
                   "session_hit@5": _r(got["session"][name]["hit@5"])}
            for name, row in got["dialog"].items() if counts[name]["scored"]}


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def labelled(changes: list[dict[str, Any]], path: Path) -> dict[str, Any]:
    """Change precision against the labels (sample, old, new) -> true; unlabelled counted."""
    labels: dict[tuple[str, str, str], bool] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                labels[(row["sample"], row["old"], row["new"])] = bool(row["true"])
    seen = [labels.get((c["sample"], c["old"], c["new"])) for c in changes]
    true = sum(1 for s in seen if s)
    judged = sum(1 for s in seen if s is not None)
    return {"changes": len(changes), "labelled": judged, "true": true,
            "precision": round(true / judged, 3) if judged else None,
            "true_in_labels": sum(labels.values())}


def evaluate(args: argparse.Namespace) -> dict[str, Any]:
    result: dict[str, Any] = {"data": str(args.data), "every": args.every}
    # one home for both paths: the second reuses the first's vector cache (fresh_agent keeps
    # it; derived data keyed by model and text), so the turns are embedded once
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-locomo-said-"))
    root.mkdir(parents=True, exist_ok=True)
    for path in ("bulk", "said"):
        conversations = load(args.data)
        if args.samples:
            wanted = set(args.samples.split(","))
            conversations = [c for c in conversations if c.sample_id in wanted]
        for conv in conversations:
            conv.questions[:] = conv.questions[:: args.every]
        retrieved: dict[str, list[str]] = {}
        changes: list[dict[str, Any]] = []
        statuses: Counter[str] = Counter()
        settings = settings_for(root, None)
        for conv in conversations:
            if path == "bulk":
                found, _, _ = run_conversation(conv, settings, by_search, args.top)
            else:
                found, made, ended = run_said(conv, settings, args.top)
                changes += made
                statuses += ended
            retrieved.update(found)
        questions = [q for conv in conversations for q in conv.questions]
        result["samples"] = [c.sample_id for c in conversations]
        result[path] = {"recall": figures(questions, retrieved)}
        if path == "said":
            result[path]["statuses"] = dict(statuses)
            result[path]["changed"] = dict(Counter(c["to"] for c in changes))
            result[path]["labels"] = labelled(changes, args.labels)
            result[path]["changes"] = changes
    if args.workdir is None:
        shutil.rmtree(root, ignore_errors=True)
    return result


def table(result: dict[str, Any]) -> str:
    lines = [f"{result['data']} ({','.join(result['samples'])}, every {result['every']})"]
    for path in ("bulk", "said"):
        for name, row in result[path]["recall"].items():
            lines.append(f"  {path} {name} (n {row['n']}): R@5 {row['R@5']} R@10 {row['R@10']}"
                         f" session hit@5 {row['session_hit@5']}")
    said = result["said"]
    lines.append(f"  statuses {said['statuses']}; changed {said['changed']}; labels "
                 f"{said['labels']}")
    for c in said["changes"]:
        lines.append(f"  {c['to']}: {c['sample']} {c['old']} <- {c['new']} [{c['rule']}] "
                     f"{c['reason']}\n      old: {c['old_text'][:160]}\n"
                     f"      new: {c['new_text'][:160]}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--samples", help="comma-separated sample ids (default: all)")
    parser.add_argument("--every", type=int, default=1, metavar="K",
                        help="score every K-th question (all turns are remembered)")
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--labels", type=Path, default=LABELS,
                        help="labelled changes, one JSON line each: sample, old, new, true")
    parser.add_argument("--workdir", type=Path,
                        help="memory home, kept with its vector cache for the next run "
                             "(default: a removed temp folder)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = evaluate(args)
    print(json.dumps(result, ensure_ascii=False) if args.json else table(result), flush=True)


if __name__ == "__main__":
    main()
