"""Common-sense libraries on disk: background knowledge beside an agent's memories.

A library is a MemoryStore folder (same log, lock, fsync, quarantine and compaction as an
agent's memories) plus a `library.json` describing it:

  global   $EBBING_HOME/<namespace>/_commonsense/<name>/          every agent of the namespace
  agent    $EBBING_HOME/<namespace>/<agent>/_commonsense/<name>/  that agent only

`_commonsense` starts with `_`, which no agent name may, so it never collides with an agent.
A library's id is its name: a name is used by one library only among those an agent can see
(creating one that would shadow another is refused). Entries are stored as memory records
(text in `content`, the file in `source`, heading path and position in `metadata`); nothing
ever touches them, so their use counts and strengths never change and they never decay.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import orjson

from ebbing.errors import InvalidInput, NotFound
from ebbing.models import Memory
from ebbing.names import check_name, folder_name, name_of_folder, new_id
from ebbing.store.atomic import atomic_write, fsync_dir
from ebbing.store.memory_store import MemoryStore

if TYPE_CHECKING:
    from ebbing.service import MemoryService

FOLDER = "_commonsense"
META = "library.json"
Scope = Literal["global", "agent"]


@dataclass(frozen=True)
class Library:
    name: str
    scope: Scope
    agent: str | None  # the owning agent of an agent library
    folder: Path
    created_at: str

    @property
    def id(self) -> str:
        return self.name

    def store(self, svc: MemoryService) -> MemoryStore:
        return MemoryStore(self.folder, lock_timeout_s=svc.settings.lock_timeout_s,
                           snapshot_min_lines=svc.settings.snapshot_min_lines)

    def describe(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "scope": self.scope, "agent": self.agent,
                "folder": str(self.folder), "created_at": self.created_at}


def global_root(svc: MemoryService) -> Path:
    return Path(svc.settings.home).expanduser() / folder_name(svc.namespace) / FOLDER


def agent_root(svc: MemoryService, agent: str | None = None) -> Path:
    return svc.folder.parent / folder_name(agent or svc.agent) / FOLDER


def _read(folder: Path, scope: Scope, agent: str | None) -> Library | None:
    try:
        meta = orjson.loads((folder / META).read_bytes())
    except (FileNotFoundError, NotADirectoryError):
        return None
    return Library(str(meta["name"]), scope, agent, folder, str(meta["created_at"]))


def _scan(root: Path, scope: Scope, agent: str | None) -> list[Library]:
    if not root.is_dir():
        return []
    found = [_read(p, scope, agent) for p in sorted(root.iterdir()) if p.is_dir()]
    return [lib for lib in found if lib is not None]


def visible(svc: MemoryService) -> list[Library]:
    """The global libraries of the namespace, then the agent's own, by name."""
    return _scan(global_root(svc), "global", None) + _scan(agent_root(svc), "agent", svc.agent)


def find(svc: MemoryService, library_id: str) -> Library:
    name = check_name("library", library_id)
    for lib in reversed(visible(svc)):  # the agent's own first (names do not repeat anyway)
        if lib.name == name:
            return lib
    raise NotFound(f"no common-sense library {library_id!r} for {svc.namespace}/{svc.agent} "
                   "(see `ebbing commonsense list`)")


def _agents_with(svc: MemoryService, name: str) -> list[str]:
    ns = Path(svc.settings.home).expanduser() / folder_name(svc.namespace)
    if not ns.is_dir():
        return []
    return sorted(name_of_folder(p.name) for p in ns.iterdir()
                  if p.name != FOLDER and (p / FOLDER / folder_name(name) / META).is_file())


def create(svc: MemoryService, name: str, *, agent_library: bool,
           now: datetime | None = None) -> Library:
    """A new, empty library: global, or the service's agent's own when `agent_library`."""
    check_name("library", name)
    if (global_root(svc) / folder_name(name) / META).is_file():
        raise InvalidInput(f"a global common-sense library {name!r} already exists")
    owners = _agents_with(svc, name)
    if agent_library and svc.agent in owners:
        raise InvalidInput(f"agent {svc.agent!r} already has a common-sense library {name!r}")
    if not agent_library and owners:
        raise InvalidInput(f"agent {owners[0]!r} has a library {name!r}: a global library of "
                           "that name would shadow it; choose another name")
    root = agent_root(svc) if agent_library else global_root(svc)
    folder = root / folder_name(name)
    store = MemoryStore(folder, lock_timeout_s=svc.settings.lock_timeout_s)
    at = (now or datetime.now(UTC)).astimezone(UTC).isoformat().replace("+00:00", "Z")
    with store.lock:
        if not (folder / META).exists():
            atomic_write(folder / META, orjson.dumps(
                {"created_at": at, "name": name, "scope": "agent" if agent_library else "global"},
                option=orjson.OPT_SORT_KEYS) + b"\n")
    store.close()
    lib = _read(folder, "agent" if agent_library else "global",
                svc.agent if agent_library else None)
    assert lib is not None
    return lib


def delete(svc: MemoryService, lib: Library) -> None:
    """Remove a library: renamed aside under its lock (one atomic step, after any write in
    progress), then the files removed."""
    trash = lib.folder.parent / f".deleted-{lib.folder.name}-{os.getpid()}"
    store = lib.store(svc)
    with store.lock:
        store.close()
        os.replace(lib.folder, trash)
        fsync_dir(lib.folder.parent)
    shutil.rmtree(trash)


def entries(svc: MemoryService, lib: Library) -> list[Memory]:
    store = lib.store(svc)
    try:
        return list(store.iter_memories())
    finally:
        store.close()


def entry_json(lib: Library, entry: Memory) -> dict[str, Any]:
    meta = entry.metadata
    return {"id": entry.id, "library": lib.name, "text": entry.content, "source": entry.source,
            "line": meta.get("line"), "position": meta.get("position"),
            "headings": meta.get("headings", []),
            "created_at": entry.created_at.isoformat().replace("+00:00", "Z"),
            "updated_at": entry.updated_at.isoformat().replace("+00:00", "Z")}


def make_entry(text: str, at: datetime, *, source: str | None = None,
               metadata: dict[str, Any] | None = None) -> Memory:
    """An entry as a memory record; its heading path doubles as its tags, so the lexical
    index finds an entry by the headings it sits under."""
    if not text.strip():
        raise InvalidInput("nothing to add: the text is empty")
    meta = dict(metadata or {})
    labels: dict[str, str] = {}
    for heading in meta.get("headings", []):
        labels.setdefault(heading.lower(), heading)
    return Memory(id=new_id(at), content=text, source=source, metadata=meta,
                  tags=list(labels.values()),
                  created_at=at, updated_at=at, occurred_at=at, last_used=at)


def add(svc: MemoryService, lib: Library, text: str,
        now: datetime | None = None) -> tuple[Memory, bool]:
    """Add one entry by hand; the same text added again returns the entry already there
    (second value False)."""
    at = (now or datetime.now(UTC)).astimezone(UTC)
    entry = make_entry(text.strip(), at)
    store = lib.store(svc)
    try:
        with store.lock:
            for existing in store.iter_memories():
                if existing.source is None and existing.content == entry.content:
                    return existing, False
            store.put([entry])
        return entry, True
    finally:
        store.close()
