"""`related` reads who meets whom from a per-entity summary kept until the index changes; its
answers are those of reading every memory each time, to the last bit."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from datetime import UTC, datetime

import numpy as np
import numpy.typing as npt

from ebbing.graph.associate import Relation, related
from ebbing.graph.index import EntityIndex
from ebbing.models import Memory

NOW = datetime(2024, 6, 1, tzinfo=UTC)
PEOPLE = ["Caroline", "Melanie", "Sweden", "Biscuit", "Riverside Park", "Jon", "Gina", "Oslo"]
VERBS = ["gave", "moved from", "visited", "met", "called"]


def reference(index: EntityIndex, e: int, weigh: object, limit: int = 400) -> dict[int, Relation]:
    """related() as it was: every row read on every call."""
    rows = np.array(sorted(index.rows[e])[-limit:], dtype=np.int64)
    if len(rows) == 0:
        return {}
    scores = weigh(rows)  # type: ignore[operator]
    mix = 0.75 + 0.25 * np.tanh(scores)
    impression: dict[int, float] = defaultdict(float)
    spread: dict[int, float] = defaultdict(float)
    count: dict[int, int] = defaultdict(int)
    labels: dict[int, dict[str, float]] = defaultdict(dict)
    for row, score, m in zip(rows.tolist(), scores.tolist(), mix.tolist(), strict=True):
        for f in index.of_row.get(row, ()):
            if f != e:
                impression[f] += score
                spread[f] += m
                count[f] += 1
        for a, b, label in index.labels_of_row.get(row, ()):
            if e in (a, b):
                other = labels[b if a == e else a]
                other[label] = other.get(label, 0.0) + score
    return {f: Relation(impression[f], count[f],
                        total / math.sqrt(len(index.rows[e]) * len(index.rows[f])),
                        labels.get(f, {}))
            for f, total in spread.items() if index.real(f)}


def memory(i: int, text: str, entities: list[str]) -> Memory:
    return Memory(id=f"m{i:04d}", content=text, entities=entities, created_at=NOW,
                  updated_at=NOW, occurred_at=NOW, last_used=NOW)


def sentence(rng: random.Random) -> tuple[str, list[str]]:
    a, b, c = rng.sample(PEOPLE, 3)
    return f"{a} {rng.choice(VERBS)} {b}. Later {c} was there too.", rng.sample(PEOPLE, 1)


def test_related_matches_reading_every_memory_before_and_after_changes() -> None:
    rng = random.Random(5)
    index = EntityIndex()
    for i in range(300):
        index.add(i, memory(i, *sentence(rng)))
    assert index.labels_of_row, "the sentences carry relation labels"
    weights = rng.random()

    def weigh(rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        return np.sin(rows * 0.37 + weights) + 1.2  # any score per row, irregular

    def same() -> None:
        for e in range(len(index.keys)):
            for limit in (400, 50):
                assert related(index, e, weigh, limit) == reference(index, e, weigh, limit)

    same()
    same()  # kept summaries answer alike
    caroline = index.ids["caroline"]
    before = related(index, caroline, weigh)
    index.add(300, memory(300, "Caroline gave Zed a lamp.", ["Zed"]))  # someone new
    after = related(index, caroline, weigh)
    assert index.ids["zed"] in after and index.ids["zed"] not in before
    index.add(7, memory(7, "Nothing about anyone here.", []))  # a row replaced
    index.remove([8, 9])
    same()
