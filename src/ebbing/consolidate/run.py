"""Consolidation of one memory agent: find near-duplicates, merge them through the store.

    report = consolidate(svc)                         # dry run: what would be merged, reviewed
    report = consolidate(svc, apply=True)             # merge every cluster of cohesion >= 0.9
    report = consolidate(svc, apply=True, cluster_ids=["cl-3f9a1c2b7d4e"])   # just that one

Candidates are the memories that are not archived, compared only with memories of the same
speaker (`character`): "I love tea" said by two people is two facts. Two look-alikes whose
statuses differ, or that the conflict judge finds in conflict, are never merged: the report
lists them as `skipped`, with why. Vectors come
from the search engine (its vector cache), so memories already embedded are not embedded
again; that happens before the store's lock is taken. The plan and the writes then happen
under the lock, so nothing changes between them.

Writes, each one durable (fsynced) before the next starts, in an order that loses nothing
if the process dies between any two:

1. the merged memories (each survivor's new version, `merged_from` listing the others);
2. the relations of the others, added again from or to the merged memory;
3. the others, archived, with `merged_into`; memories whose `linked_new_memory_id` named one
   of them now name the merged memory;
4. the deletion of the others' old relations.

A run that finds a merged memory whose originals are still active (a crash after step 1)
archives them without counting their uses again, and moves relations left on archived
originals (a crash after step 3); a dry run lists these as `finished`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import numpy as np

from ebbing.consolidate.clusters import Floats
from ebbing.consolidate.merge import (
    MERGED_INTO,
    archived_original,
    merged_from,
    redirect_relations,
)
from ebbing.consolidate.plan import MERGE_AT, REVIEW_AT, Apart, Cluster, Plan, Skipped, make_plan
from ebbing.embed.base import native
from ebbing.errors import InvalidInput, NotFound
from ebbing.models import Lifecycle, Memory, utc
from ebbing.store.columns import LIFECYCLE_CODE

if TYPE_CHECKING:
    from ebbing.service import MemoryService

MAX_HOPS = 64


@dataclass
class ConsolidationReport:
    merge: list[Cluster]  # merged (applied) or to be merged by --apply
    review: list[Cluster]  # for a person to decide: `--apply CLUSTER_ID`
    finished: dict[str, str] = field(default_factory=dict)  # interrupted merge: id -> into
    applied: bool = False
    considered: int = 0  # memories compared
    merge_at: float = MERGE_AT
    review_at: float = REVIEW_AT
    skipped: list[Skipped] = field(default_factory=list)  # look-alikes left apart, and why

    @property
    def changed(self) -> bool:
        return self.applied and bool(self.merge or self.finished)


@dataclass
class _State:
    live: dict[str, Memory]  # every memory that is not archived, by id
    candidates: list[Memory]  # sorted by id
    texts: list[list[int]]  # per candidate: rows of `vectors` it stands for (see plan.py)
    vectors: Floats
    target: dict[str, str]  # merged-away id -> the live memory it went into (unfinished)


def consolidate(svc: MemoryService, *, apply: bool = False, now: datetime | None = None,
                cluster_ids: Sequence[str] = (), merge_at: float = MERGE_AT,
                review_at: float = REVIEW_AT,
                progress: Callable[[int], None] | None = None) -> ConsolidationReport:
    """Plan (and with `apply`, carry out) the consolidation; see the module's docstring.

    Without `cluster_ids`, `apply` merges every cluster of cohesion >= `merge_at`; with them,
    only those clusters (merge or review ones, as listed by an earlier run). An id that does
    not name a current cluster (its memories changed since) raises NotFound, before any
    write. Running it again right after an `apply` without ids changes nothing."""
    if not 0 < review_at <= merge_at <= 1:
        raise InvalidInput(f"thresholds must satisfy 0 < review ({review_at}) <= merge "
                           f"({merge_at}) <= 1")
    at = datetime.now(UTC) if now is None else utc(now)
    state = _gather(svc, progress)  # embedding can take a while: not under the lock
    if not apply:
        plan = _plan(svc, state, at, *_native(svc, merge_at, review_at))
        return _report(plan, _choose(plan, cluster_ids), cluster_ids, state, False,
                       merge_at, review_at)
    with svc.store.lock:
        state = _gather(svc)
        plan = _plan(svc, state, at, *_native(svc, merge_at, review_at))
        chosen = _choose(plan, cluster_ids)
        _write(svc, plan.final(chosen), state, at)
        return _report(plan, chosen, cluster_ids, state, True, merge_at, review_at)


def prepare(svc: MemoryService, progress: Callable[[int], None] | None = None) -> None:
    """Compute the vectors a consolidation needs (into the vector cache), without planning:
    for a caller that will run `consolidate` while holding the store lock."""
    _gather(svc, progress)


def _native(svc: MemoryService, merge_at: float, review_at: float) -> tuple[float, float]:
    """The thresholds (on MiniLM's scale) as cosines of the embedder in use (embed/base.py)."""
    embedder = svc.engine.embedder
    return (native(embedder, merge_at, passages=True), native(embedder, review_at, passages=True))


def _plan(svc: MemoryService, state: _State, at: datetime, merge_at: float,
          review_at: float) -> Plan:
    groups = [m.character for m in state.candidates]  # what two people said: two facts
    return make_plan(state.candidates, state.texts, state.vectors, groups, at,
                     merge_at=merge_at, review_at=review_at, apart=kept_apart(svc))


def kept_apart(svc: MemoryService) -> Apart:
    """Why two look-alike memories must not merge: their statuses differ (a valid memory is
    never folded into an outdated one), or the conflict judge the settings choose
    (lifecycle/judge, the one `remember` and `reconcile` use) finds that the newer one
    contradicts the older ("I have been vegetarian since 2020" / "I'm not vegetarian
    anymore"), asked as `reconcile` asks it."""
    from ebbing.lifecycle.conflicts import judge_pairs
    from ebbing.lifecycle.judge import Judge, store_judge

    judges: list[Judge] = []

    def apart(a: Memory, b: Memory) -> tuple[str, str | None] | None:
        if a.status is not b.status:
            return f"statuses differ ({', '.join(sorted((a.status.value, b.status.value)))})", None
        if not judges:
            judges.append(store_judge(svc))
        older, newer = sorted((a, b), key=lambda m: (m.created_at, m.id))
        found = judge_pairs(judges[0], newer, [older])  # as reconcile judges the pair
        if found:
            return f"in conflict: {found[0].verdict.reason}", found[0].judge
        return None

    return apart


def _choose(plan: Plan, cluster_ids: Sequence[str]) -> list[Cluster]:
    if not cluster_ids:
        return list(plan.merge)
    chosen = []
    for wanted in dict.fromkeys(c.strip() for c in cluster_ids):
        found = plan.find(wanted)
        if found is None:
            raise NotFound(f"no cluster {wanted!r} now: its memories changed since it was "
                           "listed (or the id is wrong); run `ebbing consolidate` to see the "
                           "current clusters")
        chosen.append(found)
    return chosen


def _report(plan: Plan, chosen: list[Cluster], cluster_ids: Sequence[str], state: _State,
            applied: bool, merge_at: float, review_at: float) -> ConsolidationReport:
    picked = {c.id for c in chosen}
    review = [] if cluster_ids else [c for c in plan.review if c.id not in picked]
    return ConsolidationReport(chosen, review, dict(state.target), applied,
                               len(state.candidates), merge_at, review_at, plan.skipped)


def _gather(svc: MemoryService, progress: Callable[[int], None] | None = None) -> _State:
    """The memories to compare, their vectors, and merges a crash left unfinished."""
    store = svc.store
    rows = store.alive_rows()
    rows = rows[store.cols.col("lifecycle")[rows] != LIFECYCLE_CODE[Lifecycle.ARCHIVED]]
    live: dict[str, Memory] = {}
    row_of: dict[str, int] = {}
    for row in rows.tolist():
        memory = store.read_row(row)
        live[memory.id] = memory
        row_of[memory.id] = row
    target: dict[str, str] = {}
    for memory in live.values():
        for original in merged_from(memory):
            other = live.get(original)
            if other is not None and original != memory.id and MERGED_INTO not in other.metadata:
                target[original] = memory.id
    target = {k: _resolve(k, target) for k in target}
    candidates = sorted((m for m in live.values()  # derived memories are not merged
                         if MERGED_INTO not in m.metadata and m.id not in target
                         and not m.derived_from),
                        key=lambda m: m.id)
    if not candidates:
        return _State(live, [], [], np.zeros((0, 1), dtype=np.float32), target)
    cols = store.cols
    alive = cols.col("alive")
    archived = cols.col("lifecycle") == LIFECYCLE_CODE[Lifecycle.ARCHIVED]
    contents: list[str] = []
    texts: list[list[int]] = []
    for memory in candidates:
        own = [memory.content]
        for original in merged_from(memory):
            row = cols.row_of(original)
            if row is not None and alive[row] and archived[row]:
                own.append(store.read_row(row).content)
        texts.append(list(range(len(contents), len(contents) + len(own))))
        contents.extend(own)
    return _State(live, candidates, texts, _vectors(svc, contents, progress), target)


def _vectors(svc: MemoryService, texts: list[str],
             progress: Callable[[int], None] | None) -> Floats:
    """Content vectors from the search engine's embedder and vector cache (so what search
    embedded is not embedded again, and what is embedded here serves search too)."""
    engine = svc.engine
    if engine.embedder is None:
        raise InvalidInput("consolidation needs an embedder (EBBING_EMBEDDER)")
    if engine.cache is not None:
        vectors: Floats = engine.cache.ensure(texts, engine.embedder, progress=progress)
    else:
        vectors = engine.embedder.embed(texts)
    return vectors


def _resolve(memory_id: str, target: dict[str, str]) -> str:
    """Where a merged-away memory ended up, following merges of merges."""
    seen = 0
    while memory_id in target and seen < MAX_HOPS:
        memory_id = target[memory_id]
        seen += 1
    return memory_id


def _archived_links(svc: MemoryService, live: dict[str, Memory]) -> dict[str, str]:
    """Archived originals that relations still name (a crash before step 4), with the live
    memory each went into."""
    store = svc.store
    ends = {end for key in store.relations for end in key[:2]} - live.keys()
    found: dict[str, str] = {}
    for end in sorted(ends):
        current, hops = store.get(end), 0
        while current is not None and current.lifecycle is Lifecycle.ARCHIVED \
                and MERGED_INTO in current.metadata and hops < MAX_HOPS:
            current, hops = store.get(str(current.metadata[MERGED_INTO])), hops + 1
        if current is not None and hops and current.id in live:
            found[end] = current.id
    return found


def _write(svc: MemoryService, finals: list[Cluster], state: _State, at: datetime) -> None:
    """Carry out the merges (and finish interrupted ones) in the crash-safe order."""
    store = svc.store
    target = dict(state.target)
    for cluster in finals:
        target.update({i: cluster.survivor for i in cluster.memories if i != cluster.survivor})
    target = {k: _resolve(k, target) for k in target}
    links = {k: _resolve(v, target) for k, v in _archived_links(svc, state.live).items()}
    moved = links | target
    if not moved:
        return

    def relink(memory: Memory) -> Memory:
        link = memory.linked_new_memory_id
        if link is None or link not in moved:
            return memory
        return memory.model_copy(update={"linked_new_memory_id": moved[link], "updated_at": at})

    merged = {c.survivor: relink(c.merged(at)) for c in finals}
    relinked = [m for m in state.live.values() if m.id not in merged and m.id not in target
                and relink(m) is not m]
    store.put([*merged.values(), *(relink(m) for m in relinked)])
    added, gone = redirect_relations(list(store.relations.values()), moved)
    store.put_relations(added)
    store.put([archived_original(relink(state.live[i]), target[i], at)
               for i in sorted(target)])
    store.delete_relations(gone)
