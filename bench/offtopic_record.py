"""Record what the relevance floor reads of every question of bench/multilingual.py's sets,
so off-topic designs can be simulated offline (bench/offtopic_sim.py):
`python bench/offtopic_record.py OUT.pkl SET...` (a set of bench/multilingual.py, never the
confirm-only ones, or a check file of bench/data in intent_floor_check.json's shape).

Per question (personal and off-topic): its text, kind and gold keys, what search handed the
floor (cosines, word shares, time match, the lowered bound, whether a stranger is named),
the mask search reads (general.py, comment.py as set) and answer.py's too (the reader on),
P(personal) of retrieval/intent.py, the keys search returned with the default settings, and
the question's e5 vector; per set the memories' vectors. Nothing here changes a ranking."""

from __future__ import annotations

import argparse
import importlib
import json
import pickle
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

import multilingual
from ebbing.config import Settings
from ebbing.retrieval import answer as answer_mod
from ebbing.retrieval import search as search_mod
from ebbing.service import MemoryService


class Check:
    """One of bench/data's checks (intent_floor_check*.json, answer_check*.json) in a set's
    shape: personal questions with their memory, general questions as off-topic ones."""

    def __init__(self, path: Path) -> None:
        raw = json.loads(path.read_text(encoding="utf-8"))
        self.MEMORIES = list(raw["memories"].items())
        self.QUESTIONS = [Asked(text, "check", (gold,) if isinstance(gold, str) else tuple(gold))
                          for text, gold in raw["personal"]]
        self.OFF_TOPIC = list(raw["general"])


@dataclass(frozen=True)
class Asked:
    text: str
    kind: str
    gold: tuple[str, ...]


# questions about a life on things no store here holds (bench/data/offtopic_bank.txt), asked of
# every store too (kind "bank"): how such a question scores against this store, from the store
BANK_FILE = Path(__file__).parent / "data" / "offtopic_bank.txt"
BANK = [line.strip() for line in BANK_FILE.read_text(encoding="utf-8").splitlines()
        if line.strip()]


def record_set(name: str) -> dict[str, Any]:
    data: Any = (Check(Path(name)) if name.endswith(".json")
                 else importlib.import_module(multilingual.SETS[name]))
    root = Path(tempfile.mkdtemp(prefix="ebbing-offrec-"))
    seen: dict[str, Any] = {}
    real_answering, real_gate, real_asked = (search_mod.answering, search_mod.gate,
                                             search_mod.intent.asked_for)

    def asked_for(embedder: Any, vector: Any, on: bool = True) -> Any:
        out = real_asked(embedder, vector, on)
        seen.update(p=out.probability, vector=np.asarray(vector, dtype=np.float32).copy())
        return out

    def answering(engine: Any, query: str, rows: Any, spelled: Any = (), wants: Any = None,
                  on: bool = False, comment: bool = False) -> Any:
        out = real_answering(engine, query, rows, spelled, wants, on, comment)
        seen.update(query=query, rows=rows.copy(), answered=out,
                    answered_reader=answer_mod.answering(engine, query, rows, spelled, wants,
                                                         True, comment),
                    keys=[engine.store.read_row(int(r)).id for r in rows.tolist()],
                    texts=[engine.store.read_row(int(r)).content for r in rows.tolist()])
        return out

    def gate(floor: float, cosine: Any, words: Any, **kw: Any) -> Any:
        seen.update(cosine=np.asarray(cosine).copy(), words=np.asarray(words).copy(),
                    names_unknown=kw.get("names_unknown"), lowest=kw.get("lowest"),
                    time=kw.get("time"), time_weight=kw.get("time_weight", 0.0), floor=floor)
        return real_gate(floor, cosine, words, **kw)

    search_mod.answering, search_mod.gate = answering, gate
    search_mod.intent.asked_for = asked_for
    try:
        svc = MemoryService(Settings(home=root), agent="multilingual")
        stored = svc.remember_batch([{"content": t} for _, t in data.MEMORIES])
        svc.engine.sync()
        id_of = {m.id: key for m, (key, _) in zip(stored, data.MEMORIES, strict=True)}
        engine = svc.engine
        vectors = np.asarray(engine.cache.ensure([t for _, t in data.MEMORIES], engine.embedder),
                             dtype=np.float32)
        out = []
        asked = [(q.text, q.kind, list(q.gold)) for q in data.QUESTIONS]
        asked += [(t, "off", []) for t in data.OFF_TOPIC]
        asked += [(t, "bank", []) for t in BANK]
        for text, kind, gold in asked:
            seen.clear()
            found = svc.search(text, top=10, touch=False)
            row = dict(seen)
            row.update(text=text, kind=kind, gold=gold,
                       got=[id_of.get(h.memory.id, "?") for h in found],
                       keys=[id_of.get(k, "?") for k in row.get("keys", [])])
            out.append(row)
        svc.close()
        return {"set": name, "questions": out, "memories": data.MEMORIES, "vectors": vectors}
    finally:
        search_mod.answering, search_mod.gate = real_answering, real_gate
        search_mod.intent.asked_for = real_asked
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="the recording to write (a pickle)")
    parser.add_argument("names", nargs="+", metavar="SET",
                        help="a set of bench/multilingual.py (never a confirm-only one) or a "
                             "check file of bench/data in intent_floor_check.json's shape")
    args = parser.parse_args()
    out, names = args.out, args.names
    recorded = {}
    for name in names:
        print(name, file=sys.stderr, flush=True)
        recorded[name] = record_set(name)
    out.write_bytes(pickle.dumps(recorded))


if __name__ == "__main__":
    main()
