"""Common-sense libraries on disk: background knowledge beside an agent's memories.

A library is a MemoryStore folder (same log, lock, fsync, quarantine and compaction as an
agent's memories) plus a `library.json` describing it:

  global   $EBBING_HOME/<namespace>/_commonsense/<name>/          every agent of the home
  agent    $EBBING_HOME/<namespace>/<agent>/_commonsense/<name>/  that agent only

`_commonsense` starts with `_`, which no agent name may, so it never collides with an agent.
With the PostgreSQL backend the descriptions are rows of the database's `libraries` table and
the entries the log of an agent row of their own (pg/libraries.py), so every daemon on the
database sees the same libraries; the folders above hold each home's local copy of the
entries. `_table` is the one seam: None for JSON Lines.
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
from typing import TYPE_CHECKING, Any, Literal, Protocol

import orjson

from ebbing.access import reach
from ebbing.errors import InvalidInput, NotFound
from ebbing.models import Memory
from ebbing.names import agent_folder, check_name, child_folder, named_folders, new_id
from ebbing.store.atomic import atomic_write, fsync_dir
from ebbing.store.memory_store import MemoryStore

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.pg.libraries import LibraryTable

FOLDER = "_commonsense"
META = "library.json"
Scope = Literal["global", "agent"]


class Viewer(Protocol):
    """Whose view of the libraries: a MemoryService, or a Reader for an agent that has no
    folder yet (a read creates nothing)."""

    @property
    def settings(self) -> Settings: ...
    @property
    def namespace(self) -> str: ...
    @property
    def agent(self) -> str: ...


@dataclass(frozen=True, eq=False)
class Reader:
    """A view of the libraries for `namespace`/`agent` that opens no memory store."""

    settings: Settings
    namespace: str
    agent: str
    owner: object  # what the library engines are cached under (the daemon's agent pool)


@dataclass(frozen=True)
class Library:
    name: str
    scope: Scope
    agent: str | None  # the owning agent of an agent library
    folder: Path
    created_at: str
    namespace: str = ""

    @property
    def id(self) -> str:
        return self.name

    def store(self, svc: Viewer) -> MemoryStore:
        if _table(svc) is not None:
            from ebbing.backend import open_store
            from ebbing.pg.libraries import entries_agent

            return open_store(svc.settings, self.folder, self.namespace,
                              entries_agent(self.agent or "", self.name))
        return MemoryStore(self.folder, lock_timeout_s=svc.settings.lock_timeout_s,
                           snapshot_min_lines=svc.settings.snapshot_min_lines)

    def describe(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "scope": self.scope, "agent": self.agent,
                "namespace": self.namespace, "folder": str(self.folder),
                "created_at": self.created_at}


def home_of(svc: Viewer) -> Path:
    return Path(svc.settings.home).expanduser()


def global_root(svc: Viewer, namespace: str | None = None) -> Path:
    return child_folder(home_of(svc), "namespace", namespace or svc.namespace) / FOLDER


def agent_root(svc: Viewer, agent: str | None = None, namespace: str | None = None) -> Path:
    return agent_folder(home_of(svc), namespace or svc.namespace, agent or svc.agent) / FOLDER


def _table(svc: Viewer) -> LibraryTable | None:
    """The database's table of libraries (PostgreSQL backend), else None: files."""
    settings = svc.settings
    if settings.backend != "postgres" or not settings.database_url:
        return None
    from ebbing.pg.libraries import table

    return table(settings.database_url)


def _read(svc: Viewer, root: Path, name: str, scope: Scope, agent: str | None,
          namespace: str) -> Library | None:
    folder = child_folder(root, "library", name)
    found = _table(svc)
    if found is not None:
        rows = found.rows(namespace, agent or "", scope)
        return next((Library(n, scope, agent, folder, at, namespace)
                     for _, _, n, _, at in rows if n == name), None)
    return _read_folder(folder, scope, agent, namespace)


def _read_folder(folder: Path, scope: Scope, agent: str | None,
                 namespace: str) -> Library | None:
    try:
        meta = orjson.loads((folder / META).read_bytes())
    except (FileNotFoundError, NotADirectoryError):
        return None
    return Library(str(meta["name"]), scope, agent, folder, str(meta["created_at"]), namespace)


def _scan(svc: Viewer, root: Path, scope: Scope, agent: str | None,
          namespace: str) -> list[Library]:
    table = _table(svc)
    if table is not None:
        return [Library(name, scope, agent, child_folder(root, "library", name), at, namespace)
                for _, _, name, _, at in table.rows(namespace, agent or "", scope)]
    if not root.is_dir():
        return []
    found = [_read_folder(p, scope, agent, namespace) for p in sorted(root.iterdir())
             if p.is_dir()]
    return [lib for lib in found if lib is not None]


def namespaces(svc: Viewer) -> list[str]:
    """Every namespace of the home the call may reach, the viewer's first (folders starting
    with `.` or `_` are ebbing's own)."""
    home = home_of(svc)
    table = _table(svc)
    others = (table.namespaces() if table is not None else
              [ns for ns, folder in named_folders(home).items() if (home / folder).is_dir()])
    # a token that grants some namespaces reads the libraries of those only (ebbing.access)
    return reach.visible([svc.namespace] + [ns for ns in others if ns != svc.namespace])


def global_libraries(svc: Viewer) -> list[Library]:
    """The global libraries of the home: those of the viewer's namespace, then the others'.
    Global means every agent the caller can reach: the daemon's own token reaches every
    namespace of the home, a token of `ebbing token create` its own (ebbing.access)."""
    table = _table(svc)
    if table is not None:  # one read of the catalog, which a daemon keeps (pg/libraries.py)
        by_namespace: dict[str, list[Library]] = {}
        for ns, _, name, _, at in table.rows(scope="global"):  # sorted by namespace
            by_namespace.setdefault(ns, []).append(Library(
                name, "global", None, child_folder(global_root(svc, ns), "library", name), at, ns))
        order = [svc.namespace] + [ns for ns in by_namespace if ns != svc.namespace]
        return [lib for ns in reach.visible(order) for lib in by_namespace.get(ns, [])]
    return [lib for ns in namespaces(svc)
            for lib in _scan(svc, global_root(svc, ns), "global", None, ns)]


def agent_libraries(svc: Viewer, namespace: str | None = None) -> list[Library]:
    """Every agent library of a namespace (default: the viewer's), by agent."""
    ns = namespace or svc.namespace
    table = _table(svc)
    if table is not None:
        return [Library(name, "agent", owner, child_folder(agent_root(svc, owner, ns), "library",
                                                             name), at, ns)
                for _, owner, name, _, at in table.rows(ns, scope="agent")]
    root = child_folder(home_of(svc), "namespace", ns)
    return [lib for agent, folder in named_folders(root).items()
            for lib in _scan(svc, root / folder / FOLDER, "agent", agent, ns)]


def visible(svc: Viewer) -> list[Library]:
    """The global libraries of the home (the viewer's namespace first), then the agent's own."""
    return global_libraries(svc) + _scan(svc, agent_root(svc), "agent", svc.agent,
                                         svc.namespace)


def find(svc: Viewer, library_id: str, *, anywhere: bool = False) -> Library:
    """The library an id names for this viewer: one it sees (its own first, then its
    namespace's global ones, then the other namespaces'). With `anywhere` (a one-time id of a
    recall), also another agent's library, the caller may read every library of the home:
    `agent/name` or `namespace/agent/name` picks one, a bare name must be unambiguous."""
    parts = library_id.split("/")
    if len(parts) in (2, 3) and anywhere:
        namespace = check_name("namespace", parts[0]) if len(parts) == 3 else svc.namespace
        reach.require(namespace)
        agent, name = check_name("agent", parts[-2]), check_name("library", parts[-1])
        lib = _read(svc, agent_root(svc, agent, namespace), name, "agent", agent, namespace)
        if lib is None:
            raise NotFound(f"no common-sense library {name!r} of agent {namespace}/{agent}")
        return lib
    name = check_name("library", library_id)
    seen = visible(svc)
    for lib in sorted(seen, key=lambda lib: lib.scope != "agent"):  # stable: own first
        if lib.name == name:
            return lib
    if anywhere:
        owners = [lib for ns in namespaces(svc) for lib in agent_libraries(svc, ns)
                  if lib.name == name]
        if len(owners) == 1:
            return owners[0]
        if owners:
            choices = ", ".join(f"{lib.namespace}/{lib.agent}/{lib.name}" for lib in owners)
            raise InvalidInput(f"several agents have a common-sense library {name!r}: name "
                               f"one as namespace/agent/library ({choices})")
    raise NotFound(f"no common-sense library {library_id!r} for {svc.namespace}/{svc.agent} "
                   "(see `ebbing commonsense list`)")


def create(svc: Viewer, name: str, *, agent_library: bool,
           now: datetime | None = None) -> Library:
    """A new, empty library: global (seen by every agent of the home), or the viewer's
    agent's own when `agent_library`. A name means one library to every agent that sees it,
    so a name a global library has, or (for a global one) any agent library has, is
    refused."""
    check_name("library", name)
    scope: Scope = "agent" if agent_library else "global"
    owner = svc.agent if agent_library else None
    root = agent_root(svc) if agent_library else global_root(svc)
    at = (now or datetime.now(UTC)).astimezone(UTC).isoformat().replace("+00:00", "Z")
    table = _table(svc)
    if table is not None:  # the checks and the row under the catalog's lock, every daemon
        with table.locked() as conn:
            _check_free(svc, name, agent_library)
            table.add(conn, svc.namespace, owner or "", name, scope, at)
    else:
        _check_free(svc, name, agent_library)
        folder = child_folder(root, "library", name)
        store = MemoryStore(folder, lock_timeout_s=svc.settings.lock_timeout_s)
        with store.lock:
            if not (folder / META).exists():
                atomic_write(folder / META, orjson.dumps(
                    {"created_at": at, "name": name, "scope": scope},
                    option=orjson.OPT_SORT_KEYS) + b"\n")
        store.close()
    made = _read(svc, root, name, scope, owner, svc.namespace)
    assert made is not None
    return made


def _check_free(svc: Viewer, name: str, agent_library: bool) -> None:
    for lib in global_libraries(svc):
        if lib.name == name:
            raise InvalidInput(f"a global common-sense library {name!r} already exists "
                               f"(namespace {lib.namespace!r})")
    owners = [lib for ns in namespaces(svc) for lib in agent_libraries(svc, ns)
              if lib.name == name]
    if agent_library and any(o.agent == svc.agent and o.namespace == svc.namespace
                             for o in owners):
        raise InvalidInput(f"agent {svc.agent!r} already has a common-sense library {name!r}")
    if not agent_library and owners:
        raise InvalidInput(f"agent {owners[0].namespace}/{owners[0].agent} has a library "
                           f"{name!r}: a global library of that name would shadow it; "
                           "choose another name")


def delete(svc: Viewer, lib: Library) -> None:
    """Remove a library: renamed aside under its lock (one atomic step, after any write in
    progress), then the files removed. With the database: its row goes (every daemon stops
    seeing it), its entries' history is kept aside (pg/libraries.py), the local copy goes."""
    table = _table(svc)
    if table is not None:
        table.remove(lib.namespace, lib.agent or "", lib.name)
        shutil.rmtree(lib.folder, ignore_errors=True)
        return
    trash = lib.folder.parent / f".deleted-{lib.folder.name}-{os.getpid()}"
    store = lib.store(svc)
    with store.lock:
        store.close()
        os.replace(lib.folder, trash)
        fsync_dir(lib.folder.parent)
    shutil.rmtree(trash)


def entries(svc: Viewer, lib: Library) -> list[Memory]:
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


def add(svc: Viewer, lib: Library, text: str,
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
