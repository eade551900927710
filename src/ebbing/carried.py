"""What an ebbing export carries beside an agent's memories and relations: the common-sense
libraries the agent sees in its namespace (its own agent libraries and the namespace's global
ones: each a `library` line, then one `library_memory` line per entry) and the namespace's
saved working-memory sessions (a `wm_snapshot` line each), so `ebbing export` from one backend
and `ebbing import` into the other moves them too (docs/scale-out.md).

Both backends give the same lines for the same libraries and snapshots (sorted keys; the
libraries global first, then by name; the entries in their log's order; the snapshots by
name). An import leaves alone what the target has: a library of that name and scope gets only
the entries whose ids it lacks, a saved session of that id keeps its snapshot. A library the
target cannot make (its name is another library's there) is reported as skipped, with the
reason, and nothing of it is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

import orjson

from ebbing.errors import InvalidInput
from ebbing.models import Memory
from ebbing.store.memory_store import memory_line

if TYPE_CHECKING:
    from ebbing.service import MemoryService

KINDS = ("library", "library_memory", "wm_snapshot")
SCOPES = ("global", "agent")

LibraryKey = tuple[str, str]  # (scope, name)


def _line(record: dict[str, Any]) -> bytes:
    return orjson.dumps(record, option=orjson.OPT_SORT_KEYS) + b"\n"


def export_lines(svc: MemoryService) -> Iterator[bytes]:
    """The libraries the agent sees in its namespace, with their entries, then the
    namespace's saved working-memory sessions."""
    from ebbing.commonsense import library
    from ebbing.wm.saved import kept_sessions

    own = [lib for lib in library.global_libraries(svc) if lib.namespace == svc.namespace]
    own += [lib for lib in library.agent_libraries(svc) if lib.agent == svc.agent]
    for lib in sorted(own, key=lambda lib: (lib.scope != "global", lib.name)):
        yield _line({"kind": "library", "name": lib.name, "scope": lib.scope,
                     "created_at": lib.created_at})
        for entry in library.entries(svc, lib):
            record = orjson.loads(memory_line(entry))
            record.update(kind="library_memory", library=lib.name, library_scope=lib.scope)
            yield _line(record)
    for name, body in kept_sessions(svc.settings, svc.namespace).items():
        yield _line({"kind": "wm_snapshot", "name": name, "body": body})


@dataclass
class Carried:
    """The libraries, entries and snapshots an import's lines hold (the last line of an id
    wins, as for memories)."""

    libraries: dict[LibraryKey, str] = field(default_factory=dict)  # -> created_at
    entries: dict[LibraryKey, dict[str, Memory]] = field(default_factory=dict)
    snapshots: dict[str, str] = field(default_factory=dict)

    def apply(self, kind: str, record: dict[str, Any]) -> None:
        """Take one line's record (its kind popped, migrated); ValueError: skip the line."""
        from ebbing.importers.common import SkipLine, build_memory, parse_time

        if kind == "wm_snapshot":
            name, body = record.get("name"), record.get("body")
            if not isinstance(name, str) or not name or not isinstance(body, str):
                raise SkipLine("a wm_snapshot needs a name and a body (text)")
            self.snapshots[name] = body
            return
        key = _library_key(record, "name" if kind == "library" else "library",
                           "scope" if kind == "library" else "library_scope")
        if kind == "library":
            parse_time(record.get("created_at"), "created_at")
            self.libraries[key] = str(record["created_at"])
            return
        if key not in self.libraries:
            raise SkipLine(f"an entry of library {key[1]!r}, which no earlier line holds")
        record.pop("library"), record.pop("library_scope")
        entry = build_memory(record)
        self.entries.setdefault(key, {})[entry.id] = entry


def _library_key(record: dict[str, Any], name_key: str, scope_key: str) -> LibraryKey:
    from ebbing.importers.common import SkipLine
    from ebbing.names import check_name

    name, scope = record.get(name_key), record.get(scope_key)
    if scope not in SCOPES:
        raise SkipLine(f"library scope must be global or agent, not {scope!r}")
    if not isinstance(name, str):
        raise SkipLine(f"missing {name_key!r}")
    try:
        check_name("library", name)
    except InvalidInput as error:
        raise SkipLine(str(error)) from error
    return str(scope), name


@dataclass
class CarriedReport:
    libraries: int = 0  # libraries made
    library_entries: int = 0  # entries written
    snapshots: int = 0  # saved sessions written
    skipped: list[dict[str, Any]] = field(default_factory=list)  # {library, reason}


def carry(svc: MemoryService, carried: Carried) -> CarriedReport:
    """Store what the target lacks of `carried`, for `svc`'s namespace and agent."""
    from ebbing.commonsense import library
    from ebbing.wm.saved import kept_sessions

    report = CarriedReport()
    for (scope, name), created_at in carried.libraries.items():
        lib = _target(svc, scope, name)
        if lib is None:
            try:
                lib = library.create(svc, name, agent_library=scope == "agent",
                                     now=datetime.fromisoformat(created_at))
            except InvalidInput as error:
                report.skipped.append({"library": name, "reason": str(error)})
                continue
            report.libraries += 1
        report.library_entries += _add_entries(svc, lib, carried.entries.get((scope, name), {}))
    if carried.snapshots:
        kept = kept_sessions(svc.settings, svc.namespace)
        for name, body in carried.snapshots.items():
            if kept.get(name) is None:
                kept.put(name, body)
                report.snapshots += 1
    return report


def _target(svc: MemoryService, scope: str, name: str) -> Any:
    from ebbing.commonsense import library

    found = (library.global_libraries(svc) if scope == "global"
             else library.agent_libraries(svc))
    return next((lib for lib in found if lib.name == name and lib.namespace == svc.namespace
                 and (scope == "global" or lib.agent == svc.agent)), None)


def _add_entries(svc: MemoryService, lib: Any, entries: dict[str, Memory]) -> int:
    if not entries:
        return 0
    store = lib.store(svc)
    try:
        with store.lock:
            have = {m.id for m in store.iter_memories()}
            fresh = [m for i, m in entries.items() if i not in have]
            if fresh:
                store.put(fresh)
        return len(fresh)
    finally:
        store.close()
