"""Working memory joined to long-term memory: settled rows kept as memories, and memories
relevant to a warm read's anchor returned with it as @MEM rows
(`@MEM: memory id|working-memory row|score|text`).

`Ops.ltm` is anything with `open(namespace, agent)`, a context manager giving a
MemoryService (the daemon's agent pool, or `Services` below in one process)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import TYPE_CHECKING, Any, Protocol

from ebbing.wm.registry import Session
from ebbing.wm.reply import Reply
from ebbing.wm.tagmap import Row
from ebbing.wm.wire import join_fields

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.server.agents import AgentPool
    from ebbing.service import MemoryService
    from ebbing.wm.ops import Ops

SOURCE = "working-memory"
NAME_FIELDS = ("name", "title", "goal", "topic", "summary", "heading", "path")


class LongTerm(Protocol):
    def open(self, namespace: str | None, agent: str | None,
             query: str | None = None) -> AbstractContextManager[Any]:
        ...


class Services:
    """Long-term memory of one home in this process (a MemoryService per agent, opened for
    each call): for programs and tests that run the operations without the daemon."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    @contextmanager
    def open(self, namespace: str | None, agent: str | None,
             query: str | None = None) -> Iterator[MemoryService]:
        from ebbing.service import MemoryService

        svc = MemoryService(self.settings, namespace=namespace or self.settings.namespace,
                            agent=agent or self.settings.agent)
        try:
            yield svc
        finally:
            svc.close()


def text_of(row: Row, names: tuple[str, ...]) -> str:
    """A readable sentence of a row: `TSK T01: goal=Ship it; status=settled`, or for an edge
    `E03: TEC01 produces PRD01 (attrs=output)`."""
    rest = [(n, row.fields.get(n, "")) for n in names if n != "id"]
    if row.is_edge:
        f = row.fields
        extra = [f"{n}={v}" for n, v in rest if v and n not in ("src", "relation", "dist")]
        tail = f" ({'; '.join(extra)})" if extra else ""
        return f"{row.id}: {f.get('src', '')} {f.get('relation', '')} {f.get('dist', '')}{tail}"
    shown = "; ".join(f"{n}={v}" for n, v in rest if v)
    return f"{row.tag} {row.id}: {shown}" if shown else f"{row.tag} {row.id}"


def entities_of(row: Row, session: Session) -> list[str]:
    """The row's id, the ids it names (edge ends, fields holding another row's id) and its
    name-like fields."""
    found = [row.id]
    for name, value in row.fields.items():
        if name == "id" or not value:
            continue
        if value in session.graph.rows or name in ("src", "dist") or name in NAME_FIELDS:
            found.append(value)
    return list(dict.fromkeys(found))


def keep_rows(ops: Ops, reply: Reply, session: Session, rows: list[Row],
              namespace: str | None, agent: str | None) -> None:
    if ops.ltm is None:
        reply.wrn("no_long_term_memory", "rows not kept: no long-term memory joined")
        return
    kept = 0
    with ops.ltm.open(namespace, agent) as svc:
        items = [{"content": text_of(row, session.tags.tags[row.tag].fields),
                  "entities": entities_of(row, session), "source": SOURCE,
                  "tags": [SOURCE],
                  "metadata": {"wm_session": session.id, "wm_row": row.id,
                               "wm_tag": row.tag, **({"wm_agent": row.agent}
                                                     if row.agent else {})},
                  "context_id": session.id} for row in rows]
        memories = svc.remember_batch(items)
    for row, memory in zip(rows, memories, strict=True):
        session.kept[row.id] = memory.id
        reply.out.append(f"@MEM: {join_fields([memory.id, row.id, '', memory.content])}")
        kept += 1
    reply.err.append(f"kept {kept} rows as long-term memories")


def query_of(anchor: Row) -> str:
    """What to look for in long-term memory: the anchor's id and its name-like fields (all
    its values when it has none)."""
    named = [anchor.fields[n] for n in NAME_FIELDS if anchor.fields.get(n)]
    if not named:
        named = [v for k, v in anchor.fields.items()
                 if k not in ("id", "status", "recycle") and v]
    return " ".join([anchor.id, *named])


def recall_rows(ops: Ops, reply: Reply, session: Session, anchor: str, top: int,
                namespace: str | None, agent: str | None) -> None:
    row = session.graph.get(anchor)
    if row is None:
        return
    if ops.ltm is None:
        reply.wrn("no_long_term_memory", "--recall needs the daemon's long-term memory")
        return
    query = query_of(row)
    with ops.ltm.open(namespace, agent, query) as svc:
        hits = svc.search(query, top=top)
    for hit in hits:
        memory = hit.memory
        origin = str(memory.metadata.get("wm_row", "")) if memory.source == SOURCE else ""
        score = f"{hit.score:.3f}"
        reply.out.append(f"@MEM: {join_fields([memory.id, origin, score, memory.content])}")


class PoolMemory:
    """Long-term memory through the daemon's open agents (ltm.LongTerm)."""

    def __init__(self, pool: AgentPool) -> None:
        self.pool = pool

    @contextmanager
    def open(self, namespace: str | None, agent: str | None,
             query: str | None = None) -> Iterator[MemoryService]:
        """An agent's service; with the `query` of a search, read as the daemon's searches
        are (AgentPool.read: embedded with concurrent queries)."""
        settings = self.pool.settings
        key = (namespace or settings.namespace, agent or settings.agent)
        with self.pool.use(*key) if query is None else self.pool.read(*key, query) as svc:
            yield svc
