"""Compaction of an agent in the database: the one rewrite of its events, asked for by a
person (`ebbing compact`), as the JSON Lines store's compaction rewrites its files.

Under the agent's lock, in one transaction: the live memories (ordered by id, their uses
folded in) and the relations whose ends exist replace every event of the agent, numbered
from 1 again, and the agent gets a new generation, so every process's local copy is rebuilt
from the table. With nothing to drop, nothing is written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.pg.writes import append
from ebbing.store.compaction import count_lines
from ebbing.store.records import CompactReport, memory_line, relation_line

if TYPE_CHECKING:
    from ebbing.pg.store import PgStore


def compact(store: PgStore) -> CompactReport:
    lock = store.agent_lock
    with lock:
        store.refresh()
        memory_log, relation_log = store.memory_log, store.relation_log
        before, lines_before = memory_log.size(), count_lines(memory_log)
        ids = store.cols.ids
        order = sorted(store.alive_rows().tolist(), key=lambda r: ids[r])
        body = [memory_line(store.read_row(r)) for r in order]
        alive = {ids[r] for r in order}
        kept = [relation_line(r) for r in sorted(store.relations.values(), key=lambda r: r.key())
                if r.from_id in alive and r.to_id in alive]
        memories = b"".join(line + b"\n" for line in body)
        relations = b"".join(line + b"\n" for line in kept)
        if _body(memory_log.path) == memories and _body(relation_log.path) == relations:
            return CompactReport(False, lines_before, lines_before, before, before)
        conn, agent = lock.conn, store.agent_id
        conn.execute("SELECT set_config('ebbing.compacting', 'on', true)")
        for table in ("events", "memories", "relations"):
            conn.execute(f"DELETE FROM {table} WHERE agent_id = %s", (agent,))
        conn.execute("UPDATE agents SET seq = 0, memory_lines = 0, relation_lines = 0, "
                     "generation = md5(random()::text) WHERE id = %s", (agent,))
        conn.execute("SELECT set_config('ebbing.compacting', 'off', true)")
        append(conn, agent, "m", memories)
        append(conn, agent, "r", relations)
        store.reload()  # rebuilds both copies from the table (a new generation)
    store.save_snapshot()
    return CompactReport(True, lines_before, len(body) + 1, before, memory_log.size())


def _body(path: object) -> bytes:
    """A copy's lines after its header (empty if there is no copy)."""
    try:
        data = path.read_bytes()  # type: ignore[attr-defined]
    except FileNotFoundError:
        return b""
    return data[data.find(b"\n") + 1:] if data else b""
