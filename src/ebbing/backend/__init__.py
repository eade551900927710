"""The storage backend seam: what every store of one agent offers, and which one runs.

Two stores implement it: the JSON Lines folder (store/memory_store.py, the embedded default)
and a PostgreSQL database shared by many processes (pg/store.py). The seam is the log: both
hold the same records, line for line, in the same order (a PostgreSQL store keeps them in its
`events` table and a local copy of them as the folder's log, a cache), so the folded columns,
the indexes and the ranking above them are the same code whichever store runs, and recall does
not change with the backend. `EBBING_BACKEND=postgres` with `EBBING_DATABASE_URL` chooses the
database; nothing else changes for the JSON Lines store.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from ebbing.errors import InvalidInput
from ebbing.models import Memory, Relation

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.store.memory_store import MemoryStore
    from ebbing.store.records import CompactReport, TouchEvent


@runtime_checkable
class Store(Protocol):
    """One agent's memories and relations: an append-only history folded into columns.

    Contract (tests/pg/test_contract.py runs the store tests over every backend): every write
    is durable (fsynced, or committed) before it returns; nothing is ever rewritten in place
    (a new version, a touch, a delete are new records); a write holds `lock`, which orders the
    writes of one agent across every process that shares the store; every read first folds
    what other processes wrote (`refresh`)."""

    folder: Path
    relations: dict[tuple[str, str, str], Relation]

    @property
    def lock(self) -> Any: ...
    def refresh(self) -> None: ...
    def reload(self) -> None: ...
    def get(self, memory_id: str) -> Memory | None: ...
    def read_row(self, row: int) -> Memory: ...
    def alive_rows(self) -> np.ndarray[Any, np.dtype[np.int64]]: ...
    def iter_memories(self, rows: Iterable[int] | None = None) -> Iterator[Memory]: ...
    def put(self, memories: list[Memory], *, snapshot: bool = True) -> None: ...
    def touch(self, events: list[TouchEvent], *, durable: bool = True) -> None: ...
    def delete(self, memory_ids: list[str], at: datetime) -> None: ...
    def put_relations(self, relations: list[Relation]) -> None: ...
    def delete_relations(self, keys: list[tuple[str, str, str]]) -> None: ...
    def batch(self) -> AbstractContextManager[None]: ...
    def compact(self) -> CompactReport: ...
    def save_snapshot(self) -> None: ...
    def close(self) -> None: ...


BACKENDS = ("jsonl", "postgres")


def open_store(settings: Settings, folder: Path, namespace: str, agent: str) -> MemoryStore:
    """The store of `namespace/agent` that the settings choose (a folder under the home for
    JSON Lines; for PostgreSQL the same folder holds the local copy of the log)."""
    from ebbing.store.memory_store import MemoryStore

    if settings.backend == "postgres":
        if not settings.database_url:
            raise InvalidInput("EBBING_BACKEND=postgres needs EBBING_DATABASE_URL (a "
                               "postgresql:// address)")
        from ebbing.pg.store import PgStore

        return PgStore(folder, settings.database_url, namespace, agent,
                       lock_timeout_s=settings.lock_timeout_s,
                       snapshot_min_lines=settings.snapshot_min_lines,
                       poll_s=settings.pg_poll_s)
    return MemoryStore(folder, lock_timeout_s=settings.lock_timeout_s,
                       snapshot_min_lines=settings.snapshot_min_lines)


RUN_WAIT_S = 600.0  # how long a think or dream run waits for another of its agent


def run_fence(store: Store, kind: str, wait_s: float = RUN_WAIT_S) -> AbstractContextManager[None]:
    """Held for a think ("thought") or dream ("dream") run of the store's agent: with the
    PostgreSQL backend one run of a kind per agent at a time, across every daemon on the
    database (pg/fence.py; raises TimeoutError after `wait_s`); nothing for JSON Lines, whose
    home one daemon holds."""
    if getattr(store, "db", None) is None or not hasattr(store, "agent_id"):
        return nullcontext()
    from ebbing.pg.fence import fenced
    from ebbing.pg.store import PgStore

    assert isinstance(store, PgStore)
    return fenced(store, kind, wait_s)


def local_copy(settings: Settings, namespace: str, agent: str) -> None:
    """With the PostgreSQL backend, make the local copy of an agent the database holds (so a
    daemon or a command on a new host finds every agent there is); nothing for JSON Lines."""
    if settings.backend != "postgres" or not settings.database_url:
        return
    from ebbing.names import agent_folder
    from ebbing.pg.database import database
    from ebbing.store.agents import is_store

    folder = agent_folder(settings.home, namespace, agent)
    if not is_store(folder) and database(settings.database_url).holds(namespace, agent):
        open_store(settings, folder, namespace, agent).close()
