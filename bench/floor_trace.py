"""Which answerable questions the relevance floor empties or cuts below their gold, and why:
`python bench/floor_trace.py OUT.jsonl SET [SET ...]`.

Each of bench/multilingual.py's sets is stored once; every question (and off-topic question)
is asked with the default settings and again with the floor off (the floor's own value 0),
and the floor's inputs are kept: the bound it was lowered to (`lowest`), whether a stranger
was named, whether general.py / answer.py masked the candidates (`answered`), whether frame.py
or untold.py found nothing about what is asked (`about`), the best strength and the floor in
force. One JSON line per question. Nothing here changes a ranking.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

import multilingual
from ebbing.config import Settings
from ebbing.retrieval import floor as floor_mod
from ebbing.retrieval import search as search_mod
from ebbing.service import MemoryService


def trace_set(name: str) -> list[dict[str, Any]]:
    data = importlib.import_module(multilingual.SETS[name])
    root = Path(tempfile.mkdtemp(prefix="ebbing-floortrace-"))
    seen: dict[str, Any] = {}
    real_gate, real_floor_for = search_mod.gate, search_mod.floor_for
    off = {"on": False}

    def gate(floor: float, cosine: Any, words: Any, **kw: Any) -> Any:
        power = floor_mod.strength(cosine, words)
        time, weight = kw.get("time"), kw.get("time_weight", 0.0)
        if time is not None and weight > 0:
            power = power + weight * time
        answered = kw.get("answered")
        about = kw.get("about")
        lowest = kw.get("lowest", 0.0)
        eff = floor
        if floor > 0 and not kw.get("names_unknown", True):
            eff = round(max(floor * floor_mod.UNNAMED_SHARE, min(lowest, floor)), 4)
        masked = np.where(answered, power, 0.0) if answered is not None else power
        result = real_gate(floor, cosine, words, **kw)
        seen.update(floor=eff, lowest=None if lowest == np.inf else lowest,
                    stranger=bool(kw.get("names_unknown")),
                    best=float(power.max()) if len(power) else 0.0,
                    best_masked=float(masked.max()) if len(masked) else 0.0,
                    masked=answered is not None,
                    n_answered=None if answered is None else int(np.sum(answered)),
                    about=None if about is None else bool(
                        len(masked) and masked.max() >= eff and about(masked, eff)),
                    kept=int(result.keep.sum()))
        return result

    def floor_for(setting: Any, embedder: str) -> float:
        return 0.0 if off["on"] else real_floor_for(setting, embedder)

    search_mod.gate, search_mod.floor_for = gate, floor_for
    out: list[dict[str, Any]] = []
    try:
        svc = MemoryService(Settings(home=root), agent="multilingual")
        stored = svc.remember_batch([{"content": t} for _, t in data.MEMORIES])
        svc.engine.sync()
        id_of = {m.id: key for m, (key, _) in zip(stored, data.MEMORIES, strict=True)}

        def ask(text: str) -> tuple[list[str], dict[str, Any], list[str]]:
            seen.clear()
            off["on"] = False
            got = [id_of.get(h.memory.id, "?") for h in svc.search(text, top=10, touch=False)]
            info = dict(seen)
            off["on"] = True
            bare = [id_of.get(h.memory.id, "?") for h in svc.search(text, top=10, touch=False)]
            off["on"] = False
            return got, info, bare

        for q in data.QUESTIONS:
            got, info, bare = ask(q.text)
            gold = set(q.gold)
            out.append({"set": name, "q": q.text, "kind": q.kind, "gold": list(q.gold),
                        "got": got[:5], "bare": bare[:5],
                        "hit5": bool(set(got[:5]) & gold), "bare5": bool(set(bare[:5]) & gold),
                        "hit1": bool(set(got[:1]) & gold), "bare1": bool(set(bare[:1]) & gold),
                        **info})
        for i, text in enumerate(data.OFF_TOPIC):
            got, info, _ = ask(text)
            half = ("general" if i < 10 else "personal") \
                if name in multilingual.HALVED and len(data.OFF_TOPIC) == 20 else "all"
            out.append({"set": name, "q": text, "kind": "off", "half": half, "empty": not got,
                        "got": got[:3], **info})
        svc.close()
    finally:
        search_mod.gate, search_mod.floor_for = real_gate, real_floor_for
        shutil.rmtree(root, ignore_errors=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("sets", nargs="+")
    args = parser.parse_args()
    with open(args.out, "a", encoding="utf-8") as f:
        for name in args.sets:
            for row in trace_set(name):
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
            f.flush()
            print(name, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
