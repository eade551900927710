# ruff: noqa: RUF002
"""What a question asks for, read from its vector (docs/languages.md, "A learned reading of
what a question asks for"): about a particular thing of this person's life or the people
stored with it (answerable only from memory: 车险哪天到期？, "what did the vet say about our
cat's kidneys", うちの猫の誕生日はいつ？), or knowledge about a kind or the world, which anyone
could answer (幽门螺杆菌会传染吗？, "What is Lyme disease?", ¿Los gatos pueden comer uvas?).

A logistic regression over the multilingual embedder's vector of the question, the one search
embeds anyway (no second model, no second embedding), trained by bench/intent_train.py on
questions written for it in Chinese, English, Japanese, Korean and Spanish and on the question
lists of bench/multilingual.py's tune sets; its weights ship beside this file (intent_e5.json).
The same model reads every language.

The relevance floor (retrieval/floor.py) reads it where whom a question speaks of decides how
far the floor may be lowered, beside the rules of retrieval/subject.py and
retrieval/general.py:

- `personal`: P(personal) at least the weights' `personal_at`: the question is about this
  life, and its floor may be lowered as for one that speaks of the speaker;
- `general`: P(personal) at most `general_at`: the question asks about a kind or the world,
  and only a memory that holds what it asks about may answer it (general.py `answers`).

Between the two nothing is said and the rules decide alone. Weights trained on another
embedder (another vector space) are never read: `reading` returns None.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

WEIGHTS = Path(__file__).with_name("intent_e5.json")
Vector = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Weights:
    coef: Vector
    bias: float
    personal_at: float  # P(personal) from which a question is read as about this life
    general_at: float  # P(personal) up to which it is read as asking about the world
    embedder: str  # the model whose vectors the weights read

    def probability(self, vector: Vector) -> float:
        """P(personal) of a question's unit vector."""
        z = float(np.asarray(vector, dtype=np.float32) @ self.coef) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))


@lru_cache(maxsize=1)
def load_weights(path: Path = WEIGHTS) -> Weights:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return Weights(np.asarray(data["coef"], dtype=np.float32), float(data["bias"]),
                   float(data["personal_at"]), float(data["general_at"]), str(data["embedder"]))


@dataclass(frozen=True)
class Reading:
    """What the model read of one question."""

    probability: float  # P(personal)
    personal: bool  # about this life: the floor may be lowered
    general: bool  # about a kind or the world: only a memory holding what it asks answers


UNREAD = Reading(0.5, False, False)  # no reading: the rules alone


def read(vector: Vector, weights: Weights) -> Reading:
    p = weights.probability(vector)
    return Reading(p, p >= weights.personal_at, p <= weights.general_at)


def reading(vector: Vector | None, embedder_name: str, *,
            weights: Weights | None = None) -> Reading | None:
    """The reading of a question's vector made by the embedder named `embedder_name`; None
    when there is no vector, or the weights were trained on another embedder's vectors."""
    if vector is None:
        return None
    try:
        w = weights or load_weights()
    except (OSError, ValueError, KeyError):  # no weights shipped: the rules alone
        return None
    if w.embedder.lower() not in embedder_name.lower() or len(vector) != len(w.coef):
        return None
    return read(vector, w)


def asked_for(embedder: Any, vector: Vector | None, on: bool = True) -> Reading:
    """What search reads of a question (its vector made by `embedder`): the reading, or UNREAD
    when the reader is off (EBBING_QUESTION_READER=false), there is no embedder or vector, or
    the weights are another embedder's."""
    if not on or embedder is None:
        return UNREAD
    return reading(vector, str(getattr(embedder, "name", ""))) or UNREAD
