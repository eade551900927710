"""Relations between entities and spreading activation over them.

Two entities are related when a memory mentions both. A relation's impression is the sum of
the current scores (ebbing.core.decay, through `MemoryService.scores`) of the memories where
they meet: it grows with every repetition and fades as those memories fade. A relation label
is kept when one could be read between them (see `ebbing.core.entities.relation_labels`).

Spreading activation starts from the entities a query names (activation 1), passes to related
entities with weight strength / sqrt(rows(a) * rows(b)) (a cosine over the memories that
mention them, so an entity mentioned everywhere spreads thinly), keeps the `BREADTH` most
activated per hop, and halves again at each further hop. For the spread, a memory counts
0.75 + 0.25 * tanh(score): an old co-occurrence still associates, a fresh one more.
Memories mentioning activated entities then get a bounded bonus, and the best few of them
join the candidates even when the query shares no word with them.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ebbing.graph.index import EntityIndex

Weigh = Callable[[npt.NDArray[np.int64]], npt.NDArray[np.float64]]  # rows -> memory scores
BREADTH = 8  # entities kept per hop
HOP_DECAY = 0.5  # activation kept per further hop
MAX_ROWS = 400  # memories read per entity (its newest), to bound the cost of common entities
EXTRA = 20  # memories association may add to the candidates
RECALLED = 0.5  # seed activation of an entity of a first recalled memory, times specificity


@dataclass
class Relation:
    """What joins two entities: impression (sum of the memories' scores), how many memories,
    the spreading weight, and the labels read with their impressions."""

    impression: float
    memories: int
    weight: float
    labels: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Meetings:
    """Who meets `e` in its memories, worked out from the index alone (kept in
    `EntityIndex.derived` until the index changes): the rows read, and for each time another
    entity is named in one of them, in reading order, the row's position and that entity's
    place in `others` (the entities met, in the order first met)."""

    rows: npt.NDArray[np.int64]
    at: npt.NDArray[np.int64]  # position in `rows` of each meeting
    who: npt.NDArray[np.int64]  # place in `others` of each meeting
    others: list[int]
    real: list[bool]  # per other: index.real
    norms: list[float]  # per other: sqrt(rows(e) * rows(other))
    labels: list[tuple[int, int, str]]  # (position in rows, other entity, label)


def meetings(index: EntityIndex, e: int, limit: int = MAX_ROWS) -> Meetings:
    key = ("meetings", e, limit)
    kept = index.derived.get(key)
    if isinstance(kept, Meetings):
        return kept
    rows = sorted(index.rows[e])[-limit:]
    at: list[int] = []
    who: list[int] = []
    place: dict[int, int] = {}
    labels: list[tuple[int, int, str]] = []
    for i, row in enumerate(rows):
        for f in index.of_row.get(row, ()):
            if f != e:
                at.append(i)
                who.append(place.setdefault(f, len(place)))
        for a, b, label in index.labels_of_row.get(row, ()):
            if e in (a, b):
                labels.append((i, b if a == e else a, label))
    others = list(place)
    found = Meetings(np.array(rows, dtype=np.int64), np.array(at, dtype=np.int64),
                     np.array(who, dtype=np.int64), others, [index.real(f) for f in others],
                     [math.sqrt(len(index.rows[e]) * len(index.rows[f])) for f in others],
                     labels)
    index.derived[key] = found
    return found


def related(index: EntityIndex, e: int, weigh: Weigh,
            limit: int = MAX_ROWS) -> dict[int, Relation]:
    """The entities sharing a memory with `e`, with the relation to each. Only the memories'
    scores are worked out per call; who meets whom comes from `meetings`. Every sum adds the
    same terms in the same order as a loop over the rows would (bincount adds in order)."""
    met = meetings(index, e, limit)
    if len(met.rows) == 0:
        return {}
    scores = weigh(met.rows)
    mix = 0.75 + 0.25 * np.tanh(scores)
    n = len(met.others)
    impression = np.bincount(met.who, weights=scores[met.at], minlength=n).tolist()
    spreads = np.bincount(met.who, weights=mix[met.at], minlength=n).tolist()
    count = np.bincount(met.who, minlength=n).tolist()
    labels: dict[int, dict[str, float]] = defaultdict(dict)
    score_of = scores.tolist()
    for i, f, label in met.labels:
        other = labels[f]
        other[label] = other.get(label, 0.0) + score_of[i]
    return {f: Relation(impression[j], count[j], spreads[j] / met.norms[j], labels.get(f, {}))
            for j, f in enumerate(met.others) if met.real[j]}


@dataclass
class Link:
    source: int
    target: int
    distance: int
    relation: Relation


@dataclass
class Association:
    seeds: list[int]
    activation: dict[int, float]  # activated entities, seeds included -> activation
    links: list[Link]

    def row_scores(self, index: EntityIndex, rows: npt.NDArray[np.int64]) -> npt.NDArray[
            np.float64]:
        """Per row, the activation of the entities it mentions over the best activation,
        capped at 1."""
        if not self.activation:
            return np.zeros(len(rows))
        best = max(self.activation.values())
        values = [sum(self.activation.get(e, 0.0) for e in index.of_row.get(r, ()))
                  for r in rows.tolist()]
        result: npt.NDArray[np.float64] = np.minimum(np.array(values) / best, 1.0)
        return result

    def extra_rows(self, index: EntityIndex, allowed: npt.NDArray[np.bool_],
                   limit: int = EXTRA) -> npt.NDArray[np.int64]:
        """The memories most activated by association, allowed by the filters."""
        score: dict[int, float] = defaultdict(float)
        for e, value in self.activation.items():
            for row in sorted(index.rows[e])[-MAX_ROWS:]:
                if row < len(allowed) and allowed[row]:
                    score[row] += value
        best = sorted(score, key=lambda r: (-score[r], -r))[:limit]
        return np.array(sorted(best), dtype=np.int64)


def specificity(index: EntityIndex, e: int) -> float:
    """log(1 + N / rows(e)) / log(1 + N), in (0, 1]: an entity every memory mentions (the
    user, a speaker) says little about any one of them."""
    n = max(len(index.of_row), 1)
    return math.log1p(n / max(len(index.rows[e]), 1)) / math.log1p(n)


def spread(index: EntityIndex, seeds: dict[int, float], hops: int, weigh: Weigh,
           breadth: int = BREADTH) -> Association:
    """Activation from `seeds` (entity -> activation) over `hops` - 1 entity hops: the first
    hop is from the seeds to the memories that mention them (see the module docstring)."""
    activation = dict(seeds)
    frontier = sorted(seeds, key=lambda e: -seeds[e])[:breadth]
    links: list[Link] = []
    for hop in range(1, hops):
        best: dict[int, tuple[float, Link]] = {}
        for e in frontier:
            for f, relation in related(index, e, weigh).items():
                if f in activation:
                    continue
                value = (activation[e] * relation.weight * specificity(index, f)
                         * HOP_DECAY ** (hop - 1))
                if f not in best or value > best[f][0]:
                    best[f] = (value, Link(e, f, hop, relation))
        kept = sorted(best, key=lambda f: (-best[f][0], f))[:breadth]
        for f in kept:
            activation[f] = best[f][0]
            links.append(best[f][1])
        frontier = kept
    return Association(list(seeds), activation, links)


def associate(index: EntityIndex, query: str, hops: int, weigh: Weigh,
              recalled: list[int] | None = None) -> Association:
    """Spreading activation from the known entities the query mentions (activation =
    specificity) and, at half that, from those of the memories it `recalled` first."""
    seeds: dict[int, float] = {}
    for row in recalled or []:
        for e in index.of_row.get(row, ()):
            if index.real(e):
                seeds[e] = max(seeds.get(e, 0.0), RECALLED * specificity(index, e))
    for e in index.in_text(query):
        seeds[e] = specificity(index, e)
    return spread(index, seeds, hops, weigh)


def thinking_list(index: EntityIndex, association: Association) -> list[dict[str, object]]:
    """MemNetAI's associativeThinkingList: nodes, and links with distance and relations."""
    if not association.links:
        return []
    nodes = list(dict.fromkeys([*(link.source for link in association.links),
                                *(link.target for link in association.links)]))
    return [{
        "nodes": [{"id": entity_id(index, e), "name": index.name(e)} for e in nodes],
        "links": [{
            "sourceNodeId": entity_id(index, link.source),
            "sourceNodeName": index.name(link.source),
            "targetNodeId": entity_id(index, link.target),
            "targetNodeName": index.name(link.target),
            "distance": link.distance,
            "relation": relations_json(link.relation),
        } for link in association.links],
    }]


def relations_json(relation: Relation) -> list[dict[str, object]]:
    """The labels read for a relation, or "co-occurs" with its impression when none was."""
    labels = relation.labels or {"co-occurs": relation.impression}
    return [{"relation": label, "maxImpression": round(value, 6)}
            for label, value in sorted(labels.items(), key=lambda kv: -kv[1])]


def entity_id(index: EntityIndex, e: int) -> str:
    """A stable id: the entity's key (the same after a rebuild, unlike its number)."""
    return index.keys[e]
