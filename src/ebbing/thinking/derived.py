"""Derived memories in the store: writing them (with a `derived_from` relation to each cited
memory), keeping an entity profile up to date in place, finding them, and (through
thinking/follow.py) revising them when a memory they cite changes status.

A derived memory is one whose `derived_from` is not empty; its source is `thinking` or
`dreaming` and it carries the tag `thought` or `dream`."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.derive import MIN_SOURCES, BadCitations, Source
from ebbing.lifecycle.rules.status import append_entry
from ebbing.models import ChangeLogEntry, Memory, Relation, Status

if TYPE_CHECKING:
    from ebbing.service import MemoryService

RELATION = "derived_from"
TAGS = ("thought", "dream")
SOURCES = {"thought": "thinking", "dream": "dreaming"}


def is_derived(memory: Memory) -> bool:
    return bool(memory.derived_from)


def source_of(memory: Memory, score: float, now: datetime) -> Source:
    return Source(memory.id, memory.content, tuple(memory.entities) or _named(memory), score,
                  (now - memory.occurred_at).total_seconds() / 86400)


def _named(memory: Memory) -> tuple[str, ...]:
    from ebbing.core.entities import extract

    return tuple(dict.fromkeys(m.name for m in extract(memory.content)))


def write(svc: MemoryService, kind: str, content: str, cited: Sequence[str], *,
          now: datetime, metadata: dict[str, Any] | None = None,
          entities: Sequence[str] = ()) -> Memory:
    """Store a derived memory of `kind` (thought or dream) citing `cited` (ids that exist,
    at least two), and a `derived_from` relation to each."""
    ids = list(dict.fromkeys(cited))
    if len(ids) < MIN_SOURCES:
        raise BadCitations(f"a derived memory needs at least {MIN_SOURCES} sources")
    for memory_id in ids:
        svc.get(memory_id)  # NotFound for an id that does not exist
    memory = svc.build(content, tags=[kind], entities=entities, character=svc.agent,
                       source=SOURCES[kind], metadata=dict(metadata or {}), derived_from=ids,
                       now=now)
    svc.store.put([memory])
    svc.relate(relations(memory, now))
    return memory


def write_many(svc: MemoryService, memories: list[Memory], now: datetime) -> None:
    """Store derived memories built from sources in this store (each citing at least two)
    and their relations, in one append each."""
    for memory in memories:
        if len(set(memory.derived_from)) < MIN_SOURCES:
            raise BadCitations(f"a derived memory needs at least {MIN_SOURCES} sources")
    if memories:
        svc.store.put(memories)
        svc.relate([r for m in memories for r in relations(m, now)])


def relations(memory: Memory, now: datetime) -> list[Relation]:
    return [Relation.model_validate({"from": memory.id, "to": cited, "type": RELATION,
                                     "created_at": now}) for cited in memory.derived_from]


def find_profile(svc: MemoryService, entity: str) -> Memory | None:
    """The current profile of `entity` (metadata derived = profile), if one was written."""
    wanted = entity.lower()
    for memory in derived_memories(svc):
        meta = memory.metadata
        if meta.get("derived") == "profile" and str(meta.get("entity", "")).lower() == wanted:
            return memory
    return None


def revise(svc: MemoryService, old: Memory, content: str, cited: Sequence[str],
           now: datetime, *, reason: str | None = None,
           trigger: str | None = None) -> Memory | None:
    """A new version of a derived memory with new text and citations (valid again), a
    change-log entry saying what changed (`reason`, by default the citations added and
    dropped); None when nothing changed. A dropped citation's relation goes too."""
    ids = list(dict.fromkeys(cited))
    if ids == old.derived_from and content == old.content and old.status is Status.VALID:
        return None
    added = [i for i in ids if i not in old.derived_from]
    dropped = [i for i in old.derived_from if i not in ids]
    entry = ChangeLogEntry(
        at=now, from_status=old.status, to_status=Status.VALID,
        reason=reason or f"revised: {len(added)} citation(s) added, {len(dropped)} dropped",
        affected_part=", ".join(f"citation {i}" for i in (added or dropped)[:3]) or None,
        trigger_memory_id=trigger)
    updated = Memory.model_validate(old.model_dump() | {
        "content": content, "derived_from": ids, "updated_at": now, "status": Status.VALID,
        "linked_new_memory_id": None, "change_log": append_entry(old.change_log, entry)})
    svc.store.put([updated])
    svc.relate(relations(updated, now))
    svc.store.delete_relations([(old.id, i, RELATION) for i in dropped
                                if (old.id, i, RELATION) in svc.store.relations])
    return updated


def derived_rows(svc: MemoryService) -> npt.NDArray[np.bool_]:
    """Per row of the store's columns, whether it holds a derived memory. Only rows tagged
    thought or dream are read (a person's memory tagged so stays a person's memory)."""
    store = svc.store
    cols = store.cols
    mask = np.zeros(cols.n, dtype=bool)
    sets = [i for i, ts in enumerate(cols.tagsets) if {t.lower() for t in ts} & set(TAGS)]
    if not sets:
        return mask
    rows = np.flatnonzero(np.isin(cols.col("tagset"), sets) & cols.col("alive"))
    for row in rows.tolist():
        mask[row] = bool(store.read_row(row).derived_from)
    return mask


def derived_memories(svc: MemoryService) -> list[Memory]:
    svc.store.refresh()
    mask = derived_rows(svc)
    return [svc.store.read_row(int(r)) for r in np.flatnonzero(mask)]


def citing(svc: MemoryService, memory_id: str) -> list[str]:
    """Ids of the derived memories citing `memory_id` (by their derived_from relations)."""
    return sorted(k[0] for k, r in svc.store.relations.items()
                  if k[1] == memory_id and r.type == RELATION)


def on_status_change(svc: MemoryService, changed: Memory, now: datetime) -> list[Memory]:
    """A cited memory changed status: the derived memories citing it follow
    (thinking/follow.py). Called by every status change (lifecycle/statuses.py)."""
    from ebbing.thinking.follow import follow

    return follow(svc, changed, now)
