"""What a merge of near-duplicate memories produces: plain values in, plain values out.

The survivor (the memory whose id and text are kept) is, in this order of preference: a
promoted memory (it has a note in the vault), the most used, the strongest, the oldest, the
smallest id. The merged memory is the survivor with

- tags and entities: the union (case-insensitively; the survivor's spelling first),
- use_count, review_count, cross_domain_count: the sums; strength: the highest;
- created_at and occurred_at: the earliest; last_used and last_review_at: the latest,
- metadata: the survivor's, plus keys only the others have; `merged_from` lists every memory
  folded into it (also through earlier merges), so the history can be followed,
- change_log: every entry of every member, folded to the limit (see core/folding.py),
- lifecycle: promoted if any member was; source and linked_new_memory_id: the survivor's, or
  the first a member has.

The others are archived (never erased) with `merged_into` naming the merged memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from ebbing.core.folding import FOLDED_KEY, fold_change_log, union_change_logs
from ebbing.models import Lifecycle, Memory, Relation

MERGED_FROM = "merged_from"  # metadata of a merged memory: ids folded into it
MERGED_INTO = "merged_into"  # metadata of an archived original: the memory it went into
_OWN_KEYS = frozenset({MERGED_FROM, MERGED_INTO, FOLDED_KEY})


def survivor_key(memory: Memory) -> tuple[Any, ...]:
    """Sort key: the first memory under it survives a merge."""
    return (memory.lifecycle is not Lifecycle.PROMOTED, -memory.use_count, -memory.strength,
            memory.created_at, memory.id)


def union(lists: Iterable[Iterable[str]]) -> list[str]:
    """Values of all lists in order, each once (case-insensitively; first spelling wins)."""
    seen: dict[str, str] = {}
    for values in lists:
        for value in values:
            seen.setdefault(value.lower(), value)
    return list(seen.values())


def merged_from(memory: Memory) -> list[str]:
    value = memory.metadata.get(MERGED_FROM)
    return [str(v) for v in value] if isinstance(value, list) else []


def merge_memories(members: Sequence[Memory], at: datetime) -> Memory:
    """One memory standing for all `members` (at least two), as the module describes."""
    if len(members) < 2:
        raise ValueError("a merge needs at least two memories")
    ordered = sorted(members, key=survivor_key)
    keep, others = ordered[0], ordered[1:]
    metadata = dict(keep.metadata)
    for other in others:
        for key, value in other.metadata.items():
            if key not in _OWN_KEYS:
                metadata.setdefault(key, value)
    history = {i for m in ordered for i in merged_from(m)} | {o.id for o in others}
    history.discard(keep.id)
    metadata[MERGED_FROM] = sorted(history)
    metadata.pop(MERGED_INTO, None)
    log, folded = fold_change_log(union_change_logs(*(m.change_log for m in ordered)))
    folded += sum(int(m.metadata.get(FOLDED_KEY, 0) or 0) for m in ordered)
    if folded:
        metadata[FOLDED_KEY] = folded
    reviews = [m.last_review_at for m in ordered if m.last_review_at is not None]
    promoted = any(m.lifecycle is Lifecycle.PROMOTED for m in ordered)
    data = keep.model_dump() | {
        "tags": union(m.tags for m in ordered),
        "entities": union(m.entities for m in ordered),
        "source": keep.source or next((m.source for m in others if m.source), None),
        "metadata": metadata,
        "created_at": min(m.created_at for m in ordered),
        "occurred_at": min(m.occurred_at for m in ordered),
        "updated_at": at,
        "last_used": max(m.last_used for m in ordered),
        "use_count": sum(m.use_count for m in ordered),
        "strength": max(m.strength for m in ordered),
        "review_count": sum(m.review_count for m in ordered),
        "last_review_at": max(reviews) if reviews else None,
        "cross_domain_count": sum(m.cross_domain_count for m in ordered),
        "lifecycle": Lifecycle.PROMOTED if promoted else keep.lifecycle,
        "linked_new_memory_id": keep.linked_new_memory_id or next(
            (m.linked_new_memory_id for m in others if m.linked_new_memory_id), None),
        "change_log": log,
    }
    return Memory.model_validate(data)


def archived_original(memory: Memory, into: str, at: datetime) -> Memory:
    """The new version of a merged-away memory: archived, pointing at what it went into."""
    return memory.model_copy(update={
        "lifecycle": Lifecycle.ARCHIVED, "updated_at": at,
        "metadata": memory.metadata | {MERGED_INTO: into},
    })


def redirect_relations(relations: Iterable[Relation], target: Mapping[str, str]
                       ) -> tuple[list[Relation], list[tuple[str, str, str]]]:
    """Relations of merged-away memories moved to the memories they went into.

    `target` maps each merged-away id to the memory it went into (never itself merged away).
    Returns the relations to add and the keys to delete. A relation that would link a merged
    memory to itself is dropped; when several land on one key, a relation that already has
    that key stays, or else the strongest (then the oldest) is kept."""
    relations = list(relations)
    existing = {r.key() for r in relations}
    moved: dict[tuple[str, str, str], Relation] = {}
    gone: list[tuple[str, str, str]] = []
    for relation in sorted(relations, key=lambda r: (-r.strength, r.created_at, r.key())):
        if relation.from_id not in target and relation.to_id not in target:
            continue
        gone.append(relation.key())
        new_from = target.get(relation.from_id, relation.from_id)
        new_to = target.get(relation.to_id, relation.to_id)
        key = (new_from, new_to, relation.type)
        if new_from != new_to and key not in existing and key not in moved:
            moved[key] = relation.model_copy(update={"from_id": new_from, "to_id": new_to})
    return sorted(moved.values(), key=lambda r: r.key()), sorted(gone)
