"""A learned reader of whether a question the floor lets through is about this store at all
(docs/languages.md, "floorreader1, stop 28").

The floor (floor.py) and the rules beside it (untold.py, frame.py, general.py) read one
signal each, and each was set on the voices its author read. This reader weighs what they
read together, per question, in one logistic regression trained on every Chinese set's
on-topic and off-topic questions by bench/floorreader_train.py (weights beside this file,
abstain_zh.json; a leave-one-set-out figure for every set in the docs):

- the floor's own margin (the best strength over the floor in force) and the floor itself;
- the best cosine and its lead over the next;
- the word side: the idf share of the question's terms the store holds anywhere, the best
  candidate holds, and the best three candidates hold between them;
- the rarest word of the question the store holds but none of the best three does;
- the kinds of thing or person it asks of (kinds.py `asked`) and how many of them the best
  three candidates name;
- how the question reads: P(personal) (intent.py), whether it speaks of someone or tells of
  an event (subject.py), whether general.py read it as asking about the world.

When the floor keeps something and the reader's P(off-topic) reaches the weights' threshold,
nothing is returned. Only Chinese questions are read (the languages it was trained and
measured on); every other question, and every English figure, is left as it was. The
setting is RankParams.abstain (1: on; 0: off).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.lang import language_of
from ebbing.retrieval.kinds import asked, named, untold
from ebbing.retrieval.subject import speaks_of_one, tells_of_event
from ebbing.retrieval.untold import plain

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.retrieval.floor import Gate
    from ebbing.retrieval.intent import Reading

WEIGHTS = Path(__file__).with_name("abstain_zh.json")
READS = ("zh",)  # the languages the reader is on for
QUESTION_MOST = 80  # characters: a question, not a pasted conversation (untold.py's)
TOP = 3  # the candidates whose words and kinds are read
FEATURES = ("margin", "floor", "cosine", "cosine_lead", "store_share", "missing_share",
            "top_share", "top3_share", "asks_kind", "kinds_named", "personal", "speaks_of_one",
            "tells_of_event", "general", "kept", "length", "unheld")


@dataclass(frozen=True)
class Weights:
    coef: tuple[float, ...]
    bias: float
    threshold: float  # P(off-topic) from which nothing is returned

    def probability(self, x: list[float]) -> float:
        z = self.bias + sum(c * v for c, v in zip(self.coef, x, strict=True))
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


@lru_cache(maxsize=2)
def load_weights(path: Path = WEIGHTS) -> Weights:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if list(data["features"]) != list(FEATURES):
        raise ValueError(f"{path.name} was trained on other features")
    return Weights(tuple(float(c) for c in data["coef"]), float(data["bias"]),
                   float(data["threshold"]))


def read(query: str) -> bool:
    """Whether the reader reads `query`: a question of a language in READS, not too long."""
    text = query.strip()
    return 0 < len(text) <= QUESTION_MOST and language_of(text) in READS


def _share(found: list[tuple[npt.NDArray[np.int64], float]], missing: int, n_docs: int,
           picked: npt.NDArray[np.int64]) -> float:
    """The idf share of the question's terms (`found`: rows and idf per term the store holds;
    `missing`: terms it holds nowhere) that the rows `picked` hold between them."""
    unseen = math.log(1.0 + (n_docs + 0.5) / 0.5) if n_docs else 1.0
    total = sum(idf for _, idf in found) + missing * unseen
    if total <= 0:
        return 0.0
    held = sum(idf for rows, idf in found if np.isin(picked, rows).any())
    return float(held / total)


def features(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64], floor: Gate,
             cosine: npt.NDArray[np.float64], wants: Reading) -> list[float]:
    """What the reader weighs of a question the floor lets through (FEATURES, in order)."""
    power = np.where(floor.keep, floor.strength, -np.inf)
    order = np.argsort(-power, kind="stable")[:TOP]
    order = order[np.isfinite(power[order])]
    best = np.sort(np.maximum(cosine, 0.0))[::-1]
    lead = float(best[0] - best[1]) if len(best) > 1 else float(best[0]) if len(best) else 0.0
    parts = list(dict.fromkeys(terms(query)))
    found = [hit for t in parts for hit in engine.lexical.term_postings([t])]
    missing = len(parts) - len(found)
    n_docs = engine.lexical.n_docs
    everywhere = _share(found, missing, n_docs, np.concatenate([r for r, _ in found])
                        if found else np.zeros(0, dtype=np.int64))
    top = rows[order]
    text = plain(query.strip())
    kinds = asked(text)
    told = set()
    for row in top[:TOP].tolist():
        told |= named(plain(engine.store.read_row(int(row)).content))
    kinds_named = 1.0 - len(untold(text, told)) / len(kinds) if kinds else 1.0
    return [float(floor.strength.max() - floor.floor), float(floor.floor),
            float(best[0]) if len(best) else 0.0, lead, everywhere,
            missing / len(parts) if parts else 0.0,
            _share(found, missing, n_docs, top[:1]), _share(found, missing, n_docs, top),
            float(bool(kinds)), kinds_named, float(wants.probability),
            float(speaks_of_one(query)), float(tells_of_event(query)), float(wants.general),
            math.log1p(float(floor.keep.sum())), len(query.strip()) / QUESTION_MOST,
            _unheld(found, n_docs, top)]


def _unheld(found: list[tuple[npt.NDArray[np.int64], float]], n_docs: int,
            picked: npt.NDArray[np.int64]) -> float:
    """The largest idf of a question's term that the store holds but none of the rows
    `picked` does, over the idf of a term no memory holds: a word of the question told
    elsewhere in the store (大学 of 我大学室友, where the roommate is told without it)."""
    unseen = math.log(1.0 + (n_docs + 0.5) / 0.5) if n_docs else 1.0
    left = [idf for rows, idf in found if not np.isin(picked, rows).any()]
    return max(left, default=0.0) / unseen


def judged(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64], floor: Gate,
           cosine: npt.NDArray[np.float64], wants: Reading, on: float,
           weights: Weights | None = None) -> Gate:
    """`floor` as it stands, or with nothing kept when the reader (`on` > 0) reads `query`,
    the floor keeps something and P(off-topic) reaches the threshold."""
    if on <= 0 or not floor.keep.any() or not read(query):
        return floor
    weights = weights or load_weights()
    x = features(engine, query, rows, floor, cosine, wants)
    if weights.probability(x) < weights.threshold:
        return floor
    return replace(floor, keep=np.zeros(len(floor.keep), dtype=np.bool_))
