"""Schema versions of the log's records, and the ordered migrations between them.

`MIGRATIONS[i]` turns a record of version i + 1 into version i + 2. Records are migrated as
they are read; compaction writes them back at the current version. A record from a newer
schema than this code knows is refused, never guessed at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ebbing.errors import NewerSchema

SCHEMA_VERSION = 2

Record = dict[str, Any]
Migration = Callable[[Record], Record]


def _v1_to_v2(record: Record) -> Record:
    """Version 2 added optional fields with empty defaults: a memory's `context_id` (the
    conversation it was said in), `derived_from` (the memories a derived one cites) and a
    change-log entry's `folded`. A version-1 record reads as it is; the version marks lines
    that an older ebbing (whose records forbid unknown keys) must refuse, not guess at."""
    return record


MIGRATIONS: list[Migration] = [_v1_to_v2]


def migrate(record: Record, current: int = SCHEMA_VERSION,
            migrations: Sequence[Migration] = MIGRATIONS) -> Record:
    """Bring `record` (its version in key "v", default 1) up to `current`."""
    version = record.get("v", 1)
    if not isinstance(version, int) or version < 1:
        raise ValueError(f"bad schema version {version!r}")
    if version > current:
        raise NewerSchema(
            f"this store holds records of schema version {version}, but this ebbing reads up "
            f"to version {current}: upgrade ebbing (nothing was changed)"
        )
    while version < current:
        record = migrations[version - 1](record)
        version += 1
        record["v"] = version
    return record
