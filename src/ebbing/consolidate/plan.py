"""Planning a consolidation: which memories merge, in which rounds, and what is left to review.

A memory stands for its own text and for the texts of the memories merged into it before
(archived, still stored): the similarity of two memories is the lowest similarity between a
text of one and a text of the other. So clustering is complete linkage over texts: every two
texts that end up in one merged memory are at least `merge_at` alike, however the merges
were split across runs, and no chain of look-alikes ever drifts into one memory.

Rounds: the complete-linkage clusters at `merge_at` are merged (on paper), then clusters are
sought again among the results, until a round finds none (one round, except where a very
large component had to be cut into chunks). Then no two memories of a group are `merge_at`
alike, which is what makes a second run change nothing. The complete-linkage clusters at
`review_at` among what remains are listed for review.

A cluster's id is derived from its members' ids only ("cl-" + 12 hex digits of a sha256), so
the same memories give the same id in a later run, and any change of membership another id.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from ebbing.consolidate.clusters import (
    CAP,
    Floats,
    Graph,
    Ints,
    clusters,
    cohesion,
    similarity_graph,
)
from ebbing.consolidate.merge import merge_memories, survivor_key
from ebbing.models import Memory

MERGE_AT = 0.9
REVIEW_AT = 0.75


def cluster_id(member_ids: Sequence[str]) -> str:
    digest = hashlib.sha256("\n".join(sorted(member_ids)).encode("utf-8")).hexdigest()
    return "cl-" + digest[:12]


@dataclass(frozen=True)
class Cluster:
    """Memories that belong together: merged automatically ("merge") or listed ("review")."""

    id: str
    action: str
    round: int
    cohesion: float
    members: tuple[Memory, ...]  # as they stand when the cluster forms (sorted by id)
    memories: tuple[str, ...]  # every stored memory it covers, also through earlier rounds
    survivor: str  # the member whose id and text the merged memory keeps
    needs: tuple[int, ...] = ()  # merge clusters (by index) whose results are members

    def merged(self, at: datetime) -> Memory:
        """What merging it gives, stamped `at`."""
        return merge_memories(self.members, at)


@dataclass(frozen=True)
class Skipped:
    """Two memories alike enough to merge or review, left apart, and why: their statuses
    differ, or the conflict judge finds them in conflict (`judge` names which one)."""

    memories: tuple[str, str]
    similarity: float
    reason: str
    judge: str | None = None


# why two memories must stay apart (a reason and the judge that gave it), or None
Apart = Callable[[Memory, Memory], tuple[str, str | None] | None]


@dataclass
class Plan:
    merge: list[Cluster] = field(default_factory=list)
    review: list[Cluster] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def find(self, wanted: str) -> Cluster | None:
        return next((c for c in [*self.merge, *self.review] if c.id == wanted), None)

    def final(self, chosen: Sequence[Cluster]) -> list[Cluster]:
        """What to write to carry out the chosen clusters: each chosen cluster that no other
        chosen one builds on (a cluster of a later round includes the merges it builds on)."""
        built_on: set[str] = set()
        for cluster in chosen:
            todo = list(cluster.needs)
            while todo:
                step = self.merge[todo.pop()]
                built_on.add(step.id)
                todo.extend(step.needs)
        out: dict[str, Cluster] = {}
        for cluster in chosen:
            if cluster.id not in built_on:
                out.setdefault(cluster.id, cluster)
        return list(out.values())


@dataclass
class _Rep:
    memory: Memory
    texts: list[int]  # rows of the vectors of every text it stands for
    covers: tuple[str, ...]
    made_by: int | None = None


def make_plan(memories: Sequence[Memory], texts: Sequence[Sequence[int]], vectors: Floats,
              groups: Sequence[object], at: datetime, *, merge_at: float = MERGE_AT,
              review_at: float = REVIEW_AT, cap: int = CAP, apart: Apart | None = None) -> Plan:
    """The plan for `memories` (sorted by id). `texts[k]` are the rows of `vectors` (unit
    content vectors) memory k stands for: its own text first, then those of the memories
    merged into it earlier. Only memories of the same group (e.g. the same status and
    speaker) are compared; of two memories of one group at least `review_at` alike, those
    `apart` gives a reason for (e.g. the conflict judge) are never put in one cluster, and
    the plan lists them as skipped with that reason."""
    if not 0 < review_at <= merge_at <= 1:
        raise ValueError(f"need 0 < review_at <= merge_at <= 1, got {review_at}, {merge_at}")
    codes: dict[object, int] = {}
    code = [codes.setdefault(g, len(codes)) for g in groups]
    owner = np.full(len(vectors), -1, dtype=np.int64)
    for k, rows in enumerate(texts):
        owner[list(rows)] = k
    text_group = np.where(owner >= 0, np.array([*code, -1], dtype=np.int64)[owner], -1)
    reps = {k: _Rep(m, list(texts[k]), (m.id,)) for k, m in enumerate(memories)}
    plan = Plan()
    graph = _kept_apart(similarity_graph(vectors, text_group, review_at), owner, reps,
                        memories, apart, plan.skipped)
    active = np.ones(len(memories), dtype=bool)
    round_no = 1
    while True:
        found = clusters(member_graph(graph, owner, reps, len(memories)), active, merge_at, cap)
        if not found:
            break
        for ks in found:
            members = [reps.pop(int(k)) for k in ks]
            cluster = _cluster("merge", round_no, members, vectors)
            plan.merge.append(cluster)
            keep = next(int(k) for k, r in zip(ks, members, strict=True)
                        if r.memory.id == cluster.survivor)
            active[ks] = False
            active[keep] = True
            rows = [row for r in members for row in r.texts]
            owner[rows] = keep
            reps[keep] = _Rep(cluster.merged(at), rows, cluster.memories, len(plan.merge) - 1)
        round_no += 1
    graph_now = member_graph(graph, owner, reps, len(memories))
    for ks in clusters(graph_now, active, review_at, cap):
        members = [reps[int(k)] for k in ks]
        plan.review.append(_cluster("review", round_no, members, vectors))
    return plan


def _kept_apart(graph: Graph, owner: Ints, reps: dict[int, _Rep], memories: Sequence[Memory],
                apart: Apart | None, skipped: list[Skipped]) -> Graph:
    """`graph` without the pairs of memories `apart` keeps apart (recorded in `skipped`)."""
    if apart is None or len(graph.i) == 0:
        return graph
    pairs = member_graph(graph, owner, reps, len(memories))
    blocked: set[tuple[int, int]] = set()
    for a, b, sim in zip(pairs.i.tolist(), pairs.j.tolist(), pairs.sim.tolist(), strict=True):
        why = apart(memories[a], memories[b])
        if why is not None:
            blocked.add((a, b))
            skipped.append(Skipped((memories[a].id, memories[b].id), round(sim, 6), *why))
    if not blocked:
        return graph
    a, b = owner[graph.i], owner[graph.j]
    keep = np.array([(min(x, y), max(x, y)) not in blocked
                     for x, y in zip(a.tolist(), b.tolist(), strict=True)], dtype=bool)
    return Graph(graph.n, graph.i[keep], graph.j[keep], graph.sim[keep])


def member_graph(texts: Graph, owner: Ints, reps: dict[int, _Rep], n: int) -> Graph:
    """Similarities between the memories that own the texts: the lowest between their texts,
    for the pairs of memories whose every pair of texts is in the graph (complete linkage
    over texts, so a merged memory only joins what is like everything it stands for)."""
    a, b = owner[texts.i], owner[texts.j]
    keep = (a >= 0) & (b >= 0) & (a != b)
    lo, hi, sim = np.minimum(a, b)[keep], np.maximum(a, b)[keep], texts.sim[keep]
    if len(lo) == 0:
        return Graph(n, lo, hi, sim)
    key = lo * n + hi
    order = np.argsort(key, kind="stable")
    key, sim = key[order], sim[order]
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    counts = np.diff(np.r_[starts, len(key)])
    lows = np.minimum.reduceat(sim, starts)
    first, second = key[starts] // n, key[starts] % n
    sizes = np.ones(n, dtype=np.int64)
    for k, rep in reps.items():
        sizes[k] = len(rep.texts)
    full = counts == sizes[first] * sizes[second]
    return Graph(n, first[full], second[full], lows[full])


def _cluster(action: str, round_no: int, members: list[_Rep], vectors: Floats) -> Cluster:
    memories = tuple(sorted({i for m in members for i in m.covers}))
    ordered = tuple(sorted((m.memory for m in members), key=lambda m: m.id))
    rows = np.array(sorted({row for m in members for row in m.texts}), dtype=np.int64)
    return Cluster(
        id=cluster_id([m.id for m in ordered]),
        action=action,
        round=round_no,
        cohesion=round(cohesion(vectors, rows), 6),
        members=ordered,
        memories=memories,
        survivor=min(ordered, key=survivor_key).id,
        needs=tuple(sorted(m.made_by for m in members if m.made_by is not None)),
    )
