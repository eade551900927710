"""The frame's lift (retrieval/frame.py) simulated on bench/offtopic_record.py's recording
(docs/languages.md, "Off-topic questions, stop 23"): `python bench/frame_sim.py REC.pkl...`.

For every question the floor lowers to SPOKEN_LOWEST (frame.py `read`) and search answered,
over the first five it returned: the largest lift of the question's content over its frame
(cos(question, memory) - cos(frame, memory), raw e5 cosines) and whether one of them writes
its content or the person it names (`writes_content`). Prints, per least lift, how many
off-topic questions would get nothing and which personal questions found at 5 would be lost;
then the same with the least lift read off the store's own bank questions
(bench/data/offtopic_bank.txt, about a life on things no store holds: a quantile of their
lifts against the same store, plus a margin). Embeds each question's frame (e5)."""

from __future__ import annotations

import argparse
import pickle
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.embed.multilingual import E5Embedder
from ebbing.retrieval.floor import SPOKEN_LOWEST
from ebbing.retrieval.frame import frame, read, writes_content
from ebbing.retrieval.roles import asked_relations, same_as

Row = tuple[str, str, str, bool, float, bool]  # set, kind, text, written, lift, found at 5


def lifts(rec: dict[str, Any]) -> tuple[list[Row], dict[str, list[float]]]:
    embedder = E5Embedder()
    rows: list[Row] = []
    bank: dict[str, list[float]] = {}
    for name, data in rec.items():
        index = {key: i for i, (key, _) in enumerate(data["memories"])}
        text = dict(data["memories"])
        vectors = data["vectors"]
        asked = [q for q in data["questions"] if q.get("cosine") is not None and q["got"]
                 and (q["kind"] == "bank" or read(q["text"], q["lowest"], SPOKEN_LOWEST))]
        if not asked:
            continue
        framed = embedder.embed_query([frame(q["text"].strip()) for q in asked])
        for q, f in zip(asked, framed, strict=True):
            lift = vectors @ q["vector"] - vectors @ f
            top = [key for key in q["got"][:5] if key in index]
            people = [w for r in asked_relations(q["text"]) for w in same_as(r)]
            best = float(max(lift[index[key]] for key in top))
            if q["kind"] == "bank":
                bank.setdefault(name, []).append(best)
                continue
            written = any(writes_content(q["text"].strip(), text[key], people) for key in top)
            rows.append((name, q["kind"], q["text"], written, best,
                         bool(set(q["gold"]) & set(q["got"][:5]))))
    return rows, bank


def report(rows: list[Row], least: dict[str, float], label: str) -> None:
    off = [r for r in rows if r[1] == "off"]
    emptied = [r for r in off if not r[3] and r[4] < least.get(r[0], -1.0)]
    lost = [r for r in rows if r[1] != "off" and r[5] and not r[3]
            and r[4] < least.get(r[0], -1.0)]
    print(f"{label}: off-topic emptied {len(emptied)} of {len(off)} read, personal lost at 5 "
          f"{len(lost)}")
    for r in lost:
        print(f"    - {r[0][-12:]}: {r[2]} (lift {r[4]:.3f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("recordings", type=Path, nargs="+",
                        help="what bench/offtopic_record.py wrote")
    rec: dict[str, Any] = {}
    for path in parser.parse_args().recordings:
        rec.update(pickle.loads(path.read_bytes()))
    rows, bank = lifts(rec)
    for least in (0.0, 0.01, 0.015, 0.02, 0.025, 0.03):
        report(rows, dict.fromkeys(rec, least), f"least lift {least}")
    for quantile in (0.5, 0.75, 0.9):
        report(rows, {n: float(np.quantile(v, quantile)) for n, v in bank.items()},
               f"the bank's lifts, quantile {quantile}")


if __name__ == "__main__":
    main()
