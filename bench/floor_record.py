"""Record every question's candidate strengths once, so relevance-floor designs can be
simulated offline (bench/floor_sim.py): `python bench/floor_record.py OUT.pkl [SET ...]`.

Each of bench/multilingual.py's sets is run with the floor off (EBBING_RELEVANCE_FLOOR=0); per
question (and per off-topic question) it keeps what the floor reads: the candidates' cosines,
word shares, time match, `answered` (retrieval/general.py), the lowered bound and whether a
stranger is named, every memory's cosine to the question (the store's typical cosine), and the
floor-off ranking (top 30) by memory key. Nothing here changes a ranking."""

from __future__ import annotations

import argparse
import importlib
import os
import pickle
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

os.environ["EBBING_RELEVANCE_FLOOR"] = "0"
sys.path.insert(0, str(Path(__file__).parent))

import multilingual
from ebbing.config import Settings
from ebbing.retrieval import search as search_mod
from ebbing.service import MemoryService


def record_set(name: str) -> dict[str, Any]:
    data = importlib.import_module(multilingual.SETS[name])
    root = Path(tempfile.mkdtemp(prefix="ebbing-floorrec-"))
    seen: dict[str, Any] = {}
    real_answering, real_gate = search_mod.answering, search_mod.gate

    def answering(engine: Any, query: str, rows: Any, spelled: Any = ()) -> Any:
        out = real_answering(engine, query, rows, spelled)
        q = engine.query_vector(query)
        every = np.arange(len(engine.episode), dtype=np.int64)
        seen.update(query=query, rows=rows.copy(), answered=out,
                    every=engine.cosines(q, every, query),
                    keys=[engine.store.read_row(int(r)).id for r in rows.tolist()])
        return out

    def gate(floor: float, cosine: Any, words: Any, **kw: Any) -> Any:
        seen.update(cosine=cosine.copy(), words=np.asarray(words).copy(),
                    names_unknown=kw.get("names_unknown"), lowest=kw.get("lowest"),
                    time=kw.get("time"), time_weight=kw.get("time_weight", 0.0))
        return real_gate(floor, cosine, words, **kw)

    search_mod.answering, search_mod.gate = answering, gate
    try:
        svc = MemoryService(Settings(home=root), agent="multilingual")
        stored = svc.remember_batch([{"content": t} for _, t in data.MEMORIES])
        svc.engine.sync()
        id_of = {m.id: key for m, (key, _) in zip(stored, data.MEMORIES, strict=True)}
        out = []
        items = [(q.text, q.kind, list(q.gold)) for q in data.QUESTIONS] + \
            [(t, "off", []) for t in data.OFF_TOPIC]
        for text, kind, gold in items:
            seen.clear()
            found = svc.search(text, top=30, touch=False)
            rec = dict(seen)
            rec["keys"] = [id_of.get(k, "?") for k in rec.get("keys", [])]
            rec.update(text=text, kind=kind, gold=gold,
                       ranked=[id_of.get(h.memory.id, "?") for h in found])
            out.append(rec)
        svc.close()
    finally:
        search_mod.answering, search_mod.gate = real_answering, real_gate
        shutil.rmtree(root, ignore_errors=True)
    return {"set": name, "items": out}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="the file written (a pickle, for bench/floor_sim.py)")
    parser.add_argument("sets", nargs="*", metavar="SET",
                        help="bench/multilingual.py's sets (default: all)")
    args = parser.parse_args()
    unknown = sorted(set(args.sets) - set(multilingual.SETS))
    if unknown:
        parser.error(f"unknown set(s) {', '.join(unknown)}; known: {', '.join(multilingual.SETS)}")
    with open(args.out, "wb") as f:
        pickle.dump([record_set(n) for n in args.sets or list(multilingual.SETS)], f)


if __name__ == "__main__":
    main()
