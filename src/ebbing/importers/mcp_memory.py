"""The reference MCP "memory" server's knowledge graph (JSON Lines of entities and relations).

Nothing is lost: every observation becomes a memory about its entity, an entity without
observations becomes one memory saying what it is, and every relation becomes a memory
"<from> <relationType> <to>". Ids are derived from the content, so importing the same graph
twice does not duplicate anything.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path
from typing import Any

import orjson

from ebbing.importers.common import (
    ImportBatch,
    SkipLine,
    Skipped,
    build_memory,
    count,
    kind_of,
    parse_object,
    read_lines,
    text_list,
)
from ebbing.models import Memory

FORMAT = "mcp-memory"
SOURCE = "mcp-memory"


def graph_id(*parts: str) -> str:
    """ "kg-" and 24 hex digits of the SHA-256 of the parts (as a JSON array)."""
    return "kg-" + hashlib.sha256(orjson.dumps(list(parts))).hexdigest()[:24]


def _name(record: dict[str, Any], key: str, what: str) -> str:
    value = record.get(key)
    if value is None:
        raise SkipLine(f"{what} without {key!r}")
    if not isinstance(value, str):
        raise SkipLine(f"{what} {key!r} must be text, not {kind_of(value)}")
    if not value.strip():
        raise SkipLine(f"{what} {key!r} is empty")
    return value.strip()


class _Reader:
    def __init__(self, now: datetime) -> None:
        self.now = now
        self.memories: dict[str, Memory] = {}
        self.placeholders: dict[str, Memory] = {}  # by entity name: used only if no observations
        self.observed: set[str] = set()
        self.counts: dict[str, int] = {}
        self.skipped: list[Skipped] = []

    def read(self, path: Path) -> None:
        for number, raw in read_lines(path):
            try:
                self._record(parse_object(raw), path.name, number)
            except SkipLine as skip:
                self.skipped.append(Skipped(path.name, number, str(skip)))

    def _record(self, record: dict[str, Any], source: str, line: int) -> None:
        kind = record.get("type")
        if kind == "entity":
            count(self.counts, "entity")
            self._entity(record, source, line)
        elif kind == "relation":
            count(self.counts, "relation")
            self._relation(record)
        elif kind is None:
            raise SkipLine('no "type" field: neither an entity nor a relation')
        else:
            raise SkipLine(f"unknown record type {kind!r}: neither an entity nor a relation")

    def _memory(self, memory_id: str, content: str, entities: list[str], tags: list[str],
                metadata: dict[str, Any]) -> Memory:
        return build_memory({
            "id": memory_id, "content": content, "entities": text_list(entities, "entities"),
            "tags": text_list(tags, "tags"), "source": SOURCE, "metadata": metadata,
            "created_at": self.now, "updated_at": self.now, "occurred_at": self.now,
            "last_used": self.now,
        })

    def _entity(self, record: dict[str, Any], source: str, line: int) -> None:
        name = _name(record, "name", "entity")
        entity_type = record.get("entityType")
        if entity_type is not None and not isinstance(entity_type, str):
            raise SkipLine(f"entity 'entityType' must be text, not {kind_of(entity_type)}")
        entity_type = (entity_type or "").strip()
        observations = record.get("observations")
        if observations is None:
            observations = []
        if not isinstance(observations, list):
            raise SkipLine(f"entity 'observations' must be a list, not {kind_of(observations)}")
        tags = [entity_type] if entity_type else []
        base = {"entity": name, "entity_type": entity_type or None}
        for index, observation in enumerate(observations, start=1):
            if not isinstance(observation, str) or not observation.strip():
                what = "empty" if isinstance(observation, str) else kind_of(observation)
                self.skipped.append(Skipped(
                    source, line, f"observation {index} of entity {name!r} is {what}"))
                continue
            count(self.counts, "observation")
            memory_id = graph_id("observation", name, observation)
            self.memories.setdefault(
                memory_id, self._memory(memory_id, observation, [name], tags, dict(base)))
            self.observed.add(name)
        if name not in self.observed and name not in self.placeholders:
            memory_id = graph_id("entity", name, entity_type)
            article = "an" if entity_type[:1].lower() in ("a", "e", "i", "o", "u") else "a"
            content = f"{name} is {article} {entity_type}" if entity_type else name
            self.placeholders[name] = self._memory(
                memory_id, content, [name], tags, {**base, "placeholder": True})

    def _relation(self, record: dict[str, Any]) -> None:
        start = _name(record, "from", "relation")
        end = _name(record, "to", "relation")
        relation = _name(record, "relationType", "relation")
        memory_id = graph_id("relation", start, relation, end)
        self.memories.setdefault(memory_id, self._memory(
            memory_id, f"{start} {relation} {end}", [start, end], ["relation"],
            {"relation": relation, "from": start, "to": end}))

    def batch(self) -> ImportBatch:
        memories = list(self.memories.values())
        memories += [m for name, m in self.placeholders.items() if name not in self.observed]
        return ImportBatch(memories, [], self.counts, self.skipped, FORMAT)


def read_mcp_memory(paths: list[Path], now: datetime) -> ImportBatch:
    reader = _Reader(now)
    for path in paths:
        reader.read(path)
    return reader.batch()
