"""Compaction: rewrite a store's logs as one line per live record, atomically, under the lock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.store.logfile import LogFile
from ebbing.store.records import CompactReport, memory_line, relation_line

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore


def count_lines(log_file: LogFile) -> int:
    if log_file.fd is None:
        return 0
    return log_file.pread(0, log_file.size()).count(b"\n")


def compact(store: MemoryStore) -> CompactReport:
    """Everything other processes appended is folded first (under the same lock), so no
    concurrent write is lost. Output is ordered by id; with nothing to drop, no byte changes.
    Relations whose ends no longer exist are dropped."""
    with store.lock:
        store.refresh()
        memory_log, relation_log = store.memory_log, store.relation_log
        before = memory_log.size()
        lines_before = count_lines(memory_log)
        rows = store.alive_rows()
        ids = store.cols.ids
        order = sorted(rows.tolist(), key=lambda r: ids[r])
        lines = [memory_log.header] + [memory_line(store.read_row(r)) for r in order]
        data = b"\n".join(lines) + b"\n"
        changed = memory_log.rewrite(data)
        alive = {ids[r] for r in order}
        kept = sorted(
            (r for r in store.relations.values() if r.from_id in alive and r.to_id in alive),
            key=lambda r: r.key(),
        )
        if kept or relation_log.path.exists():
            relation_data = b"\n".join(
                [relation_log.header] + [relation_line(r) for r in kept]) + b"\n"
            changed = relation_log.rewrite(relation_data) or changed
        if changed:
            store.reload()
            store.save_snapshot()
        return CompactReport(changed, lines_before, len(lines), before, len(data))
