"""Three-way merge of store logs: what a memory (or relation) becomes when both sides changed.

Per memory, against the ancestor:

- changed on one side only: that side's version;
- both sides made the same change: that version;
- a hard delete on either side wins (the delete is an explicit act: a delete line, or a
  compaction of the ancestor's log that dropped it, proved by the header's `earlier`
  generations: sides.Side.compacted_from); a side that merely lacks lines the ancestor had
  deleted nothing (its memories are written again); a side with a new header that is no
  compaction of the ancestor's log (removed and started again) and lacks ancestor records
  fails the merge; a memory only one side has (it remembered it) is kept;
- both sides changed it: the uses add up (ancestor + what each side added: use count,
  reviews, cross-context uses, strength within 1.0-2.0), last use and last review are the
  later ones. Every other field (and every metadata key) that only one side changed takes
  that change; where both changed the same field, the version edited last wins
  (`updated_at`; on a tie, the larger canonical JSON), except the change log, which becomes
  the union of both sides' entries folded to the limit (core/folding.py), with the number
  of entries dropped added to the metadata key `change_log_folded`.

Relations: one side's change wins; when both changed one, a deletion wins, else the newer.

The output keeps "ours" byte for byte (so its snapshot stays valid and the diff is small) and
appends: the lines theirs added for memories ours did not change (verbatim, history kept),
their touches and deletions, and then one full line for every memory whose folded state is
not yet the merged one. The result is checked by folding it with the store itself.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import orjson

from ebbing.core.folding import FOLDED_KEY, fold_change_log, union_change_logs
from ebbing.errors import InvalidInput
from ebbing.gitmerge.checks import MEMORY_KINDS, RELATION_KINDS, check_sides
from ebbing.gitmerge.sides import Raw, Side, fields, parse_line, split_lines
from ebbing.models import Memory, Relation
from ebbing.store.migrations import SCHEMA_VERSION
from ebbing.store.records import dumps, memory_line, relation_line

MEMORIES = "memories.jsonl"
RELATIONS = "relations.jsonl"


def canonical(value: Any) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


_MISSING = object()


def pick(base: Any, ours: Any, theirs: Any, ours_wins: bool) -> Any:
    """Three-way choice of one value: the side that changed it, or the winner if both did."""
    if ours == theirs or theirs == base:
        return ours
    if ours == base:
        return theirs
    return ours if ours_wins else theirs


def merge_memory(base: Memory | None, ours: Memory, theirs: Memory) -> Memory:
    """Both sides changed the memory (see the module's docstring)."""
    f_ours, f_theirs = fields(ours), fields(theirs)
    f_base = fields(base) if base is not None else {}
    ours_wins = (ours.updated_at, canonical(f_ours)) >= (theirs.updated_at, canonical(f_theirs))
    data = {name: pick(f_base.get(name, _MISSING), f_ours[name], f_theirs[name], ours_wins)
            for name in f_ours}
    m_base = f_base.get("metadata", {})
    metadata = {}
    for key in sorted(f_ours["metadata"].keys() | f_theirs["metadata"].keys()):
        value = pick(m_base.get(key, _MISSING), f_ours["metadata"].get(key, _MISSING),
                     f_theirs["metadata"].get(key, _MISSING), ours_wins)
        if value is not _MISSING:
            metadata[key] = value
    logs = [f.get("change_log", []) for f in (f_base, f_ours, f_theirs)]
    both_logged = logs[1] != logs[2] and (base is None or logs[0] not in (logs[1], logs[2]))
    if both_logged:
        log, folded = fold_change_log(union_change_logs(ours.change_log, theirs.change_log))
        data["change_log"] = [entry.model_dump(mode="json") for entry in log]
        before = max(int(m.metadata.get(FOLDED_KEY, 0) or 0) for m in (ours, theirs))
        if folded or before:
            metadata[FOLDED_KEY] = before + folded
    data["metadata"] = metadata
    data["updated_at"] = max(ours.updated_at, theirs.updated_at)
    reviews = [m.last_review_at for m in (ours, theirs) if m.last_review_at is not None]
    data |= {"last_used": max(ours.last_used, theirs.last_used),
             "last_review_at": max(reviews) if reviews else None}
    if base is None:  # both made it (e.g. imported the same file): nothing to add twice
        data |= {"use_count": max(ours.use_count, theirs.use_count),
                 "review_count": max(ours.review_count, theirs.review_count),
                 "cross_domain_count": max(ours.cross_domain_count, theirs.cross_domain_count),
                 "strength": max(ours.strength, theirs.strength)}
    else:
        def added(name: str) -> int:
            value: int = getattr(ours, name) + getattr(theirs, name) - getattr(base, name)
            return max(0, value)

        strength = round(ours.strength + theirs.strength - base.strength, 6)
        data |= {"use_count": added("use_count"), "review_count": added("review_count"),
                 "cross_domain_count": added("cross_domain_count"),
                 "strength": min(2.0, max(1.0, strength))}
    return Memory.model_validate(data)


def merged_memories(base: Side, ours: Side, theirs: Side) -> dict[str, Memory | None]:
    """The merged state of every memory that changed on either side (None: not alive)."""
    result: dict[str, Memory | None] = {}
    for memory_id in sorted(base.rows.keys() | ours.rows.keys() | theirs.rows.keys()):
        s_base = base.signature(memory_id)
        s_ours, s_theirs = ours.signature(memory_id), theirs.signature(memory_id)
        ours_lost = ours.lost(base, memory_id)
        if ours_lost:
            s_ours = s_base
        if theirs.lost(base, memory_id):
            s_theirs = s_base
        if s_ours == s_base and s_theirs == s_base:
            if ours_lost:  # written again from the ancestor, never dropped
                result[memory_id] = base.memory(memory_id)
            continue
        if s_ours is None and s_theirs is None:
            result[memory_id] = None
        elif s_ours is None or s_theirs is None:
            side, other = (theirs, ours) if s_ours is None else (ours, theirs)
            deleted = s_base is not None or other.dead(memory_id)
            result[memory_id] = None if deleted else side.memory(memory_id)
        elif s_ours == s_theirs or s_theirs == s_base:
            result[memory_id] = ours.memory(memory_id)
        elif s_ours == s_base:
            result[memory_id] = theirs.memory(memory_id)
        else:
            ancestor = base.memory(memory_id) if s_base is not None else None
            result[memory_id] = merge_memory(ancestor, ours.memory(memory_id),
                                             theirs.memory(memory_id))
    return result


def merged_relations(base: Side, ours: Side, theirs: Side
                     ) -> dict[tuple[str, str, str], Relation | None]:
    result: dict[tuple[str, str, str], Relation | None] = {}
    keys = base.relations.keys() | ours.relations.keys() | theirs.relations.keys()
    for key in sorted(keys):
        r_base, r_ours = base.relations.get(key), ours.relations.get(key)
        r_theirs = theirs.relations.get(key)
        ours_lost = ours.lost_relation(base, key)
        if ours_lost:
            r_ours = r_base
        if theirs.lost_relation(base, key):
            r_theirs = r_base
        if r_ours == r_base and r_theirs == r_base:
            if ours_lost:
                result[key] = r_base
            continue
        if r_ours == r_theirs or r_theirs == r_base:
            result[key] = r_ours
        elif r_ours == r_base:
            result[key] = r_theirs
        elif r_ours is None or r_theirs is None:
            result[key] = None
        else:
            result[key] = max((r_ours, r_theirs), key=lambda r: (
                r.created_at, canonical(r.model_dump(mode="json", by_alias=True))))
    return result


def their_tail(base: bytes, theirs: bytes) -> list[Raw]:
    """The lines theirs added since the ancestor (all of its lines if it was rewritten)."""
    if base and theirs.startswith(base) and base.endswith(b"\n"):
        lines = split_lines(theirs[len(base):])
    else:
        lines = split_lines(theirs)
    return [raw for raw in map(parse_line, lines) if raw.kind != "header"]


def _stamp(value: datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


def merge_logs(name: str, base: bytes, ours: bytes, theirs: bytes) -> bytes:
    """The merged content of one log (`name` is memories.jsonl or relations.jsonl)."""
    check_sides(RELATION_KINDS if name == RELATIONS else MEMORY_KINDS, base, ours, theirs)
    if not ours.strip():
        ours, theirs = theirs, ours
    if not ours.strip():
        return ours
    sides = [Side(data, name) for data in (base, ours, theirs)]
    try:
        for side in sides[1:]:
            if side.unreadable and side.rewritten_since(sides[0]):
                raise InvalidInput(
                    "one version was rewritten (it has a new header) but holds lines ebbing "
                    "cannot read: a compaction writes none, so it is not one, and what it "
                    "lacks cannot be taken as deleted (merge refused, nothing changed)")
            missing = side.missing(sides[0])
            if missing and side.rewritten_since(sides[0]) and not side.compacted_from(
                    sides[0]):
                raise InvalidInput(
                    f"one version of {name} has a new header and lacks {missing} "
                    "records the common ancestor holds, but it is no compaction of the "
                    "ancestor's log (the log was removed and started again?): only a delete "
                    "line or a compaction deletes, so the merge is refused and nothing was "
                    "changed; restore the log from git (`git checkout <commit> -- <file>`) "
                    "or merge by hand")
        if name == RELATIONS:
            return _merge_relations(*sides)
        return _merge_memories(*sides)
    finally:
        for side in sides:
            side.close()


def _start(ours: bytes) -> bytes:
    return ours if ours.endswith(b"\n") else ours + b"\n"


def _merge_memories(base: Side, ours: Side, theirs: Side) -> bytes:
    merged = merged_memories(base, ours, theirs)
    out = [_start(ours.data)]
    for raw in their_tail(base.data, theirs.data):
        memory_id = raw.key if isinstance(raw.key, str) else None
        keep = raw.kind is None or raw.kind == "delete"
        if memory_id is not None and raw.kind in ("memory", "touch"):
            unchanged_by_ours = ours.signature(memory_id) == base.signature(memory_id)
            target = merged.get(memory_id)
            only_used = (raw.kind == "touch" and target is not None
                         and ours.alive(memory_id) and theirs.alive(memory_id)
                         and fields(ours.memory(memory_id)) == fields(target))
            keep = unchanged_by_ours or only_used
        if keep:
            out.append(raw.data + b"\n")
    candidate = Side(b"".join(out), MEMORIES)
    try:
        for memory_id, memory in merged.items():
            if memory is None:
                if candidate.alive(memory_id):
                    gone = candidate.memory(memory_id)
                    out.append(dumps({"at": _stamp(max(gone.updated_at, gone.last_used)),
                                      "id": memory_id, "kind": "delete",
                                      "v": SCHEMA_VERSION}) + b"\n")
            elif not candidate.alive(memory_id) or candidate.memory(memory_id) != memory:
                out.append(memory_line(memory) + b"\n")
    finally:
        candidate.close()
    return b"".join(out)


def _merge_relations(base: Side, ours: Side, theirs: Side) -> bytes:
    merged = merged_relations(base, ours, theirs)
    out = [_start(ours.data)]
    for raw in their_tail(base.data, theirs.data):
        keep = raw.kind is None
        if raw.kind in ("relation", "relation_delete"):
            keep = ours.relations.get(raw.key) == base.relations.get(raw.key)
        if keep:
            out.append(raw.data + b"\n")
    candidate = Side(b"".join(out), RELATIONS)
    try:
        for key, relation in merged.items():
            now = candidate.relations.get(key)
            if relation is None and now is not None:
                out.append(dumps({"from": key[0], "kind": "relation_delete", "to": key[1],
                                  "type": key[2], "v": SCHEMA_VERSION}) + b"\n")
            elif relation is not None and now != relation:
                out.append(relation_line(relation) + b"\n")
    finally:
        candidate.close()
    return b"".join(out)
