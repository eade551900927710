"""The relevance floor with and without the learned reading of what a question asks for
(src/ebbing/retrieval/intent.py), on a store and questions written for this check alone
(bench/data/intent_floor_check.json: never trained or tuned on; or another file of that shape).

    python bench/intent_floor.py [--data FILE] [--json]

Reported for the reader on (the default) and off (EBBING_QUESTION_READER=false): hit@5 of the
personal questions, how many of them get nothing, and the share of the general questions that
get nothing; plain cosine's hit@5 beside."""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.config import Settings
from ebbing.service import MemoryService

DATA = Path(__file__).resolve().parent / "data" / "intent_floor_check.json"


def run(data: dict[str, Any], reader: bool) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="ebbing-intent-"))
    try:
        svc = MemoryService(Settings(home=root, question_reader=reader), agent="intent")
        keys = list(data["memories"])
        stored = svc.remember_batch([{"content": data["memories"][k]} for k in keys])
        key_of = {m.id: k for m, k in zip(stored, keys, strict=True)}
        svc.engine.sync()
        hits = empty = 0
        missed = []
        for text, gold in data["personal"]:
            got = [key_of.get(h.memory.id) for h in svc.search(text, top=10, touch=False)]
            hits += gold in got[:5]
            empty += not got
            if gold not in got[:5]:
                missed.append(text)
        answered = [t for t in data["general"] if svc.search(t, top=10, touch=False)]
        embedder = svc.engine.embedder
        cosine_hits = 0
        if embedder is not None:
            passages = np.asarray(embedder.embed([data["memories"][k] for k in keys]))
            for text, gold in data["personal"]:
                q = np.asarray(embedder.embed_query([text]))[0]
                best = [keys[i] for i in np.argsort(-(passages @ q))[:5]]
                cosine_hits += gold in best
        svc.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    n, g = len(data["personal"]), len(data["general"])
    return {"personal_hit@5": round(hits / n, 4), "personal_empty": empty,
            "general_empty": round(1 - len(answered) / g, 4),
            "plain_cosine_hit@5": round(cosine_hits / n, 4),
            "missed": missed, "general_answered": answered}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    data = json.loads(args.data.read_text(encoding="utf-8"))
    out = {"reader": run(data, True), "rules_alone": run(data, False)}
    print(json.dumps(out, ensure_ascii=False, indent=None if args.json else 1))


if __name__ == "__main__":
    main()
