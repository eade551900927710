"""Entity aliases a user set: the only graph data that is not derived from the memories.

They live in `graph.jsonl` in the agent's folder, one JSON object a line:
`{"kind": "alias", "alias": "Carrie", "entity": "Caroline", "at": "..."}`; a later line for
the same alias replaces an earlier one, and an empty `entity` removes the alias. Lines are
appended under the store's lock and fsynced; a torn last line (a crash mid-write) is skipped.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from ebbing.core.entities import normalise
from ebbing.errors import InvalidInput
from ebbing.store.atomic import fsync_dir, write_all

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore

FILE = "graph.jsonl"


def load(folder: Path) -> dict[str, str]:
    """alias key -> entity key, as the lines of graph.jsonl leave them."""
    path = folder / FILE
    if not path.exists():
        return {}
    aliases: dict[str, str] = {}
    for line in path.read_bytes().splitlines():
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError:
            continue
        if not isinstance(record, dict) or record.get("kind") != "alias":
            continue
        alias = normalise(str(record.get("alias", "")), plural=False)
        entity = normalise(str(record.get("entity") or ""), plural=False)
        if alias and entity and alias != entity:
            aliases[alias] = entity
        elif alias:
            aliases.pop(alias, None)
    return aliases


def stamp(folder: Path) -> tuple[int, int]:
    """Size and modification time of graph.jsonl, to notice a change from another process."""
    try:
        info = (folder / FILE).stat()
    except FileNotFoundError:
        return (0, 0)
    return (info.st_size, info.st_mtime_ns)


def set_alias(store: MemoryStore, alias: str, entity: str | None,
              now: datetime | None = None) -> None:
    """Record that `alias` names `entity` (None removes the alias)."""
    key = normalise(alias, plural=False)
    if not key:
        raise InvalidInput(f"alias {alias!r} has no word in it")
    if entity is not None:
        target = normalise(entity, plural=False)
        if not target:
            raise InvalidInput(f"entity {entity!r} has no word in it")
        if target == key:
            raise InvalidInput(f"{alias!r} and {entity!r} are the same name")
        if load(store.folder).get(target):
            raise InvalidInput(f"{entity!r} is itself an alias; name the entity it stands for")
    record = {"kind": "alias", "alias": alias.strip(), "entity": entity.strip() if entity else "",
              "at": (now or datetime.now(UTC)).isoformat()}
    path = store.folder / FILE
    with store.lock:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            if os.fstat(fd).st_size and not path.read_bytes().endswith(b"\n"):
                write_all(fd, b"\n")  # a torn last line stays apart from this one
            write_all(fd, orjson.dumps(record) + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)
        fsync_dir(store.folder)
