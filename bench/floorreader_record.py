"""Record what the floor reads of every question of bench/multilingual.py's sets, for the
learned abstention reader (bench/floorreader_train.py, src/ebbing/retrieval/abstain.py):

    python bench/floorreader_record.py OUTDIR SET...

One pickle per set (OUTDIR/SET.pkl). Per question (on-topic, off-topic, and the questions of
bench/data/offtopic_bank.txt asked of every store): its text, kind and gold keys, the keys
search returned with the default settings (today's answer, so the base figures come from the
same run), and what the floor read: the candidate rows, cosines, word shares and strengths,
the floor in force, the lowered bound, whether a stranger is named, general.py's mask,
P(personal), and the word side's held idfs and missing terms. The set's memories are kept
too. Nothing here changes a ranking: the reader is off while recording, its features
(abstain.features) are kept for every question the floor lets through.
"""

from __future__ import annotations

import importlib
import pickle
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

import multilingual
from ebbing.config import Settings
from ebbing.retrieval import search as search_mod
from ebbing.service import MemoryService

# questions about a life on things no store here holds (bench/data/offtopic_bank.txt, written in
# stop 25 for bench/offtopic_record.py), asked of every store too (kind "bank")
BANK = [line.strip() for line in (Path(__file__).parent / "data" / "offtopic_bank.txt")
        .read_text(encoding="utf-8").splitlines() if line.strip()]


def record_set(name: str) -> dict[str, Any]:
    data: Any = importlib.import_module(multilingual.SETS[name])
    root = Path(tempfile.mkdtemp(prefix="ebbing-frrec-"))
    seen: dict[str, Any] = {}
    real_gate, real_words, real_asked = (search_mod.gate, search_mod.word_match,
                                         search_mod.intent.asked_for)
    real_about = search_mod.frame.about
    real_judged = search_mod.abstain.judged

    def judged(engine: Any, query: str, rows: Any, floor: Any, cosine: Any, wants: Any,
               on: float, weights: Any = None) -> Any:
        if floor.keep.any():
            seen.update(x=search_mod.abstain.features(engine, query, rows, floor, cosine, wants))
        return real_judged(engine, query, rows, floor, cosine, wants, 0.0, weights)

    def about(engine: Any, query: str, q: Any, rows: Any, *rest: Any) -> Any:
        seen.update(rows=np.asarray(rows).copy())
        return real_about(engine, query, q, rows, *rest)

    def asked_for(embedder: Any, vector: Any, on: bool = True) -> Any:
        out = real_asked(embedder, vector, on)
        seen.update(p=out.probability)
        return out

    def word_match(postings: Any, missing: int, n_docs: int, rows: Any) -> Any:
        seen.update(held=[float(idf) for _, idf in postings], missing=missing, n_docs=n_docs)
        return real_words(postings, missing, n_docs, rows)

    def gate(floor: float, cosine: Any, words: Any, **kw: Any) -> Any:
        out = real_gate(floor, cosine, words, **kw)
        answered = kw.get("answered")
        seen.update(cosine=np.asarray(cosine).copy(), words=np.asarray(words).copy(),
                    names_unknown=kw.get("names_unknown"), lowest=kw.get("lowest"),
                    answered=None if answered is None else np.asarray(answered).copy(),
                    floor=out.floor, power=out.strength.copy(), keep=out.keep.copy(),
                    setting=floor)
        return out

    search_mod.gate, search_mod.word_match = gate, word_match
    search_mod.intent.asked_for = asked_for
    search_mod.frame.about = about
    search_mod.abstain.judged = judged
    try:
        svc = MemoryService(Settings(home=root), agent="multilingual")
        stored = svc.remember_batch([{"content": t} for _, t in data.MEMORIES])
        svc.engine.sync()
        id_of = {m.id: key for m, (key, _) in zip(stored, data.MEMORIES, strict=True)}
        engine = svc.engine
        key_of_row = {}
        for row in range(len(data.MEMORIES)):
            key_of_row[row] = id_of.get(engine.store.read_row(row).id, "?")
        out = []
        asked = [(q.text, q.kind, list(q.gold)) for q in data.QUESTIONS]
        asked += [(t, "off", []) for t in data.OFF_TOPIC]
        asked += [(t, "bank", []) for t in BANK]
        for i, (text, kind, gold) in enumerate(asked):
            seen.clear()
            found = svc.search(text, top=10, touch=False)
            row = dict(seen)
            row.update(text=text, kind=kind, gold=gold, index=i,
                       got=[id_of.get(h.memory.id, "?") for h in found])
            out.append(row)
        svc.close()
        return {"set": name, "questions": out, "memories": data.MEMORIES,
                "off_topic": list(data.OFF_TOPIC), "key_of_row": key_of_row}
    finally:
        search_mod.gate, search_mod.word_match = real_gate, real_words
        search_mod.intent.asked_for = real_asked
        search_mod.frame.about = real_about
        search_mod.abstain.judged = real_judged
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name in sys.argv[2:]:
        print(name, file=sys.stderr, flush=True)
        (out / f"{name}.pkl").write_bytes(pickle.dumps(record_set(name)))


if __name__ == "__main__":
    main()
