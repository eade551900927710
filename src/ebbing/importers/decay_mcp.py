"""The decay-memory MCP server's files: memories.jsonl and relations.jsonl beside it.

memories.jsonl holds `{id, content, meta: {tags, source, context, extra}, created_at,
last_used, use_count, strength, status, embed, entities}` records; a later record with the
same id replaces an earlier one and `{"id": ..., "_deleted": true}` removes it. relations.jsonl
holds `{from, to, type, strength, created_at}` records (key spellings vary: CortexGraph, the
server's later name, writes `{id, from_memory_id, to_memory_id, relation_type, strength,
created_at, metadata}`).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from ebbing.importers.common import (
    ImportBatch,
    SkipLine,
    Skipped,
    build_memory,
    build_relation,
    count,
    kind_of,
    parse_object,
    parse_time,
    read_lines,
    stable_ulid,
    text_list,
    valid_id,
)
from ebbing.models import Lifecycle, Memory, Relation

FORMAT = "decay-mcp"
RELATIONS_FILE = "relations.jsonl"
FROM_KEYS = ("from", "from_memory_id", "from_id", "source", "source_id", "src")
TO_KEYS = ("to", "to_memory_id", "to_id", "target", "target_id", "dst")
TYPE_KEYS = ("type", "relation", "rel_type", "relation_type", "relationType")
DERIVED = ("embed", "embedding")  # recomputed by whoever needs them: not imported
MEMORY_KEYS = {"id", "content", "meta", "tags", "entities", "created_at", "updated_at",
               "last_used", "use_count", "strength", "status", *DERIVED}
LIFECYCLES = {item.value: item for item in Lifecycle}


def looks_like_relation(record: dict[str, Any]) -> bool:
    return ("content" not in record and any(k in record for k in FROM_KEYS)
            and any(k in record for k in TO_KEYS))


def _is_relations_file(path: Path) -> bool:
    if path.name == RELATIONS_FILE:
        return True
    for _, raw in read_lines(path):
        try:
            return looks_like_relation(parse_object(raw))
        except SkipLine:
            continue
    return False


def _first(record: dict[str, Any], keys: tuple[str, ...]) -> Any:
    for key in keys:
        if record.get(key) is not None:
            return record.pop(key)
    return None


def _original_id(value: Any) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str | int):
        return str(value).strip() or None
    raise SkipLine(f"id must be text, not {kind_of(value)}")


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _time(record: dict[str, Any], key: str, default: datetime) -> datetime:
    value = record.get(key)
    return default if value is None else parse_time(value, key)


def _memory(record: dict[str, Any], now: datetime) -> tuple[str | None, Memory]:
    content = record.get("content")
    if content is None:
        raise SkipLine("missing content")
    if not isinstance(content, str):
        raise SkipLine(f"content must be text, not {kind_of(content)}")
    if not content.strip():
        raise SkipLine("content is empty")
    original = _original_id(record.get("id"))
    created = _time(record, "created_at", now)
    updated = _time(record, "updated_at", created)
    last_used = _time(record, "last_used", created)
    metadata: dict[str, Any] = {"imported_from": FORMAT}
    if original is not None and valid_id(original):
        memory_id = original
    else:
        memory_id = stable_ulid(created, f"{FORMAT}\x00{original or content}")
        if original is not None:
            metadata["original_id"] = record["id"]
    meta = record.get("meta")
    if meta is None:
        meta = {}
    elif not isinstance(meta, dict):
        metadata["meta"] = meta
        meta = {}
    meta = dict(meta)
    tags = text_list([*text_list(meta.pop("tags", None), "tags"),
                      *text_list(record.get("tags"), "tags")], "tags")
    source = meta.pop("source", None)
    if source is not None and not isinstance(source, str):
        metadata["original_source"], source = source, str(source)
    for key in ("context", "extra"):
        value = meta.pop(key, None)
        if value is not None:
            metadata[key] = value
    if meta:
        metadata["meta"] = meta
    status = record.get("status")
    lifecycle = LIFECYCLES.get(status.strip().lower()) if isinstance(status, str) else None
    if lifecycle is None:
        lifecycle = Lifecycle.ACTIVE
        if status is not None:
            metadata["original_status"] = status
    raw_strength = record.get("strength")
    strength = _number(raw_strength)
    if strength is None or not 1.0 <= strength <= 2.0:
        strength = 1.0 if strength is None else min(2.0, max(1.0, strength))
        if raw_strength is not None:
            metadata["original_strength"] = raw_strength
    use_count = record.get("use_count")
    if use_count is None:
        use_count = 0
    elif _number(use_count) is None or use_count < 0 or use_count != int(use_count):
        metadata["original_use_count"], use_count = use_count, 0
    for key, value in record.items():
        if key not in MEMORY_KEYS and key != "_deleted":
            metadata[key if key not in metadata else f"decay_mcp_{key}"] = value
    memory = build_memory({
        "id": memory_id, "content": content, "tags": tags,
        "entities": text_list(_entity_names(record.get("entities"), metadata), "entities"),
        "source": source or None, "metadata": metadata, "created_at": created,
        "updated_at": updated, "occurred_at": created, "last_used": last_used,
        "use_count": int(use_count), "strength": strength, "lifecycle": lifecycle,
    })
    return original, memory


def _entity_names(value: Any, metadata: dict[str, Any]) -> Any:
    """Entities as names; entity objects ({"name": ..., ...}) keep their detail in metadata."""
    if not isinstance(value, list) or not any(isinstance(v, dict) for v in value):
        return value
    metadata["original_entities"] = value
    return [v.get("name") if isinstance(v, dict) else v for v in value
            if not isinstance(v, dict) or v.get("name")]


class _Reader:
    def __init__(self, now: datetime) -> None:
        self.now = now
        self.memories: dict[str, Memory] = {}  # by the id in the file
        self.deleted: set[str] = set()
        self.relations: dict[tuple[str, str, str], Relation] = {}
        self.counts: dict[str, int] = {}
        self.skipped: list[Skipped] = []

    def read(self, path: Path, relations: bool) -> None:
        for number, raw in read_lines(path):
            try:
                record = parse_object(raw)
                if relations:
                    self._relation(record)
                else:
                    self._memory(record)
            except SkipLine as skip:
                self.skipped.append(Skipped(path.name, number, str(skip)))

    def _memory(self, record: dict[str, Any]) -> None:
        if record.get("_deleted"):
            count(self.counts, "deletion")
            original = _original_id(record.get("id"))
            if original is None:
                raise SkipLine("a deletion without an id")
            self.deleted.add(original)
            if self.memories.pop(original, None) is None:
                raise SkipLine(f"deletes memory {original!r}, which no earlier line holds")
            return
        count(self.counts, "memory")
        original, memory = _memory(record, self.now)
        key = original if original is not None else memory.id
        self.memories[key] = memory
        self.deleted.discard(key)

    def _end(self, value: Any, which: str, deletion: bool) -> str:
        original = _original_id(value)
        if original is None:
            raise SkipLine(f"relation without a {which!r} memory id")
        memory = self.memories.get(original)
        if memory is not None:
            return memory.id
        if deletion:
            return original
        if original in self.deleted:
            raise SkipLine(f"relation {which} memory {original!r}, which was deleted")
        if not valid_id(original):
            raise SkipLine(f"relation {which} {original!r}: not a valid id, and no imported "
                           "memory has it")
        return original

    def _relation(self, record: dict[str, Any]) -> None:
        deletion = bool(record.pop("_deleted", False))
        count(self.counts, "relation_deletion" if deletion else "relation")
        raw_from, raw_to = _first(record, FROM_KEYS), _first(record, TO_KEYS)
        rel_type = _first(record, TYPE_KEYS)
        from_id = self._end(raw_from, "from", deletion)
        to_id = self._end(raw_to, "to", deletion)
        if deletion:
            self._delete(from_id, to_id, rel_type)
            return
        if not isinstance(rel_type, str) or not rel_type.strip():
            raise SkipLine("relation without a type")
        key = (from_id, to_id, rel_type.strip())
        metadata: dict[str, Any] = {"imported_from": FORMAT}
        if str(raw_from) != from_id:
            metadata["original_from"] = raw_from
        if str(raw_to) != to_id:
            metadata["original_to"] = raw_to
        extra = record.pop("metadata", None)
        if isinstance(extra, dict):
            metadata = {**extra, **metadata}
        elif extra is not None:
            metadata["original_metadata"] = extra
        strength = record.pop("strength", None)
        if strength is not None and _number(strength) is None:
            metadata["original_strength"], strength = strength, None
        created = record.pop("created_at", None)
        for name, value in record.items():
            metadata.setdefault(name, value)
        self.relations[key] = build_relation({
            "from": from_id, "to": to_id, "type": key[2],
            "strength": 1.0 if strength is None else float(strength),
            "created_at": self.now if created is None else parse_time(created, "created_at"),
            "metadata": metadata,
        })


    def _delete(self, from_id: str, to_id: str, rel_type: Any) -> None:
        """Remove the relation; without a type, every relation from `from_id` to `to_id`."""
        keys = [k for k in self.relations if k[:2] == (from_id, to_id)
                and (rel_type is None or k[2] == str(rel_type).strip())]
        if not keys:
            raise SkipLine(f"deletes relation {from_id} -> {to_id}, which no earlier line holds")
        for key in keys:
            del self.relations[key]


def read_decay_mcp(paths: list[Path], now: datetime) -> ImportBatch:
    """Memories from every memory file (relations.jsonl beside each is read too), then the
    relations, with ids mapped the way the memories' ids were."""
    memory_files: list[Path] = []
    relation_files: list[Path] = []
    for path in paths:
        (relation_files if _is_relations_file(path) else memory_files).append(path)
    seen = {p.resolve() for p in paths}
    for path in memory_files:
        sibling = path.parent / RELATIONS_FILE
        if sibling.is_file() and sibling.resolve() not in seen:
            seen.add(sibling.resolve())
            relation_files.append(sibling)
    reader = _Reader(now)
    for path in memory_files:
        reader.read(path, relations=False)
    for path in relation_files:
        reader.read(path, relations=True)
    return ImportBatch(list(reader.memories.values()), list(reader.relations.values()),
                       reader.counts, reader.skipped, FORMAT)
