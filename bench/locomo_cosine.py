"""Plain cosine over the turns, the baseline beside bench/locomo.py: each question ranks the
dialog turns of its conversation by cosine similarity of its vector to each turn's bare text
vector, with the embedder ebbing's search uses (as bench/mixed.py's `plain_vectors`: turn texts
through the store's vector cache; the question through `embedder.embed_query` where the
embedder has it, E5's query side, else `embed`). No ebbing ranking:
no words, no times, no speakers. Scored as bench/locomo.py scores (bench/locomo_data.py).

    python bench/locomo_cosine.py --data bench/data/heldout_chats.json [--json] [--embedder SPEC]
                                  [--workdir DIR] [--predictions FILE] [--speaker]

A question that is a turn of the conversation (RealMem's `query_dia_id`) ranks only the turns
before it. With --json, stdout gets one JSON object with `dialog`, `session` and `counts` in
bench/locomo.py's shape; without it, a short table.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.service import MemoryService
from locomo import DEFAULT_DATA, fresh_agent, rounded, settings_for  # bench/ is sys.path[0]
from locomo_data import CATEGORIES, KS, Conversation, load, score


def turn_text(conv: Conversation, index: int, speaker: bool = False) -> str:
    """The turn's text as bench/locomo.py stores it; with `speaker`, "Name: text"."""
    turn = conv.turns[index]
    text = turn.text.strip()
    text = f"{text} [image: {turn.blip_caption}]" if turn.blip_caption else text
    return f"{turn.speaker}: {text}" if speaker else text


def rank_conversation(svc: MemoryService, conv: Conversation, top: int,
                      speaker: bool = False) -> dict[str, list[str]]:
    engine = svc.engine
    engine.sync()
    if engine.embedder is None or engine.cache is None:
        raise SystemExit("this ebbing has no embedder to compare with")
    texts = [turn_text(conv, i, speaker) for i in range(len(conv.turns))]
    bare = engine.cache.ensure(texts, engine.embedder).astype(np.float32)
    bare /= np.maximum(np.linalg.norm(bare, axis=1, keepdims=True), 1e-12)
    # a question is embedded as one (E5's "query: " side) where the embedder tells them apart
    embed_query = getattr(engine.embedder, "embed_query", engine.embedder.embed)
    position = {turn.dia_id: i for i, turn in enumerate(conv.turns)}
    ranked: dict[str, list[str]] = {}
    for question in conv.questions:
        before = position.get(question.asked_at or "", len(conv.turns))
        vector = embed_query([question.question])[0].astype(np.float32)
        order = np.argsort(-(bare[:before] @ vector), kind="stable")[:top]
        ranked[question.question_id] = [conv.turns[int(i)].dia_id for i in order]
    return ranked


def evaluate(args: argparse.Namespace) -> dict[str, Any]:
    conversations = load(args.data)
    root = args.workdir or Path(tempfile.mkdtemp(prefix="ebbing-cosine-"))
    root.mkdir(parents=True, exist_ok=True)
    settings = settings_for(root, args.embedder)
    ranked: dict[str, list[str]] = {}
    try:
        svc = MemoryService(settings, agent="plain-cosine")
        fresh_agent(svc.folder)
        try:
            for conv in conversations:
                ranked.update(rank_conversation(svc, conv, args.top, args.speaker))
                print(f"  {conv.sample_id}: {len(conv.turns)} turns, "
                      f"{len(conv.questions)} questions", file=sys.stderr, flush=True)
        finally:
            svc.close()
    finally:
        if args.workdir is None:
            shutil.rmtree(root, ignore_errors=True)
    questions = [q for conv in conversations for q in conv.questions]
    if args.predictions:
        with args.predictions.open("w", encoding="utf-8") as handle:
            for q in questions:
                handle.write(json.dumps({"question_id": q.question_id,
                                         "retrieved_dia_ids": ranked[q.question_id]}) + "\n")
    scores = score(questions, ranked, KS)
    return {"data": str(args.data),
            "retriever": "plain-cosine" + (" (speaker: text)" if args.speaker else ""),
            "embedder": getattr(settings, "embedder", None),
            "samples": [c.sample_id for c in conversations], "top": args.top,
            "dialog": rounded(scores["dialog"]), "session": rounded(scores["session"]),
            "counts": scores["counts"]}


def table(result: dict[str, Any]) -> str:
    lines = ["category      n  dialog R@5  R@10   session hit@5"]
    for name in ["overall", *CATEGORIES.values()]:
        counts = result["counts"]
        n = counts["scored"] if name == "overall" else counts["by_category"][name]["scored"]
        d, s = result["dialog"][name], result["session"][name]
        if d["recall@5"] is None:
            continue
        lines.append(f"{name:<12} {n:>3}  {d['recall@5']:.3f}  {d['recall@10']:.3f}  "
                     f"{s['hit@5']:.3f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--workdir", type=Path,
                        help="memory home, kept with its vector cache (default: removed)")
    parser.add_argument("--embedder", help="passed to Settings(embedder=...)")
    parser.add_argument("--predictions", type=Path,
                        help="write one JSON line per question: its ranked dialog ids")
    parser.add_argument("--speaker", action="store_true",
                        help='embed each turn as "Speaker: text" (the bare text by default)')
    args = parser.parse_args()
    if args.top < max(KS):
        parser.error(f"--top must be at least {max(KS)}")
    result = evaluate(args)
    print(json.dumps(result) if args.json else table(result), flush=True)


if __name__ == "__main__":
    main()
