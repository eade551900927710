"""Compaction: rewrite a store's logs as one line per live record, atomically, under the lock."""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from ebbing.store.logfile import LogFile
from ebbing.store.records import CompactReport, memory_line, relation_line

if TYPE_CHECKING:
    from ebbing.store.memory_store import MemoryStore


def count_lines(log_file: LogFile) -> int:
    if log_file.fd is None:
        return 0
    return log_file.pread(0, log_file.size()).count(b"\n")


def rewrite_log(log_file: LogFile, body: list[bytes]) -> bool:
    """Replace the log with its header and `body` lines. When the body is what the file
    already holds, nothing is written (so compacting twice changes no byte); otherwise the
    header gets a new generation."""
    data = b"".join(line + b"\n" for line in body)
    header = log_file.first_line()
    if header is not None and b'"header"' in header:
        try:
            current = log_file.path.read_bytes()
        except FileNotFoundError:
            current = b""
        if current == header + b"\n" + data:
            return False
    return log_file.rewrite(log_file.new_header() + b"\n" + data)


def compact(store: MemoryStore) -> CompactReport:
    """Everything other processes appended is folded first (under the same lock), so no
    concurrent write is lost. Output is ordered by id; with nothing to drop, no byte changes.
    Relations whose ends no longer exist are dropped."""
    with store.lock:
        store.tidy()
        store.refresh()
        if store.unmoved:  # lines skipped on a full disk: move them first, or do nothing
            store.reload()
            if store.unmoved:
                raise OSError(errno.ENOSPC, "unreadable lines of the log could not be moved "
                              "to quarantine; compaction would drop them, so nothing was "
                              "changed (free some space and run it again)")
        memory_log, relation_log = store.memory_log, store.relation_log
        before = memory_log.size()
        lines_before = count_lines(memory_log)
        rows = store.alive_rows()
        ids = store.cols.ids
        order = sorted(rows.tolist(), key=lambda r: ids[r])
        body = [memory_line(store.read_row(r)) for r in order]
        changed = rewrite_log(memory_log, body)
        alive = {ids[r] for r in order}
        kept = sorted(
            (r for r in store.relations.values() if r.from_id in alive and r.to_id in alive),
            key=lambda r: r.key(),
        )
        if kept or relation_log.path.exists():
            changed = rewrite_log(relation_log, [relation_line(r) for r in kept]) or changed
        if changed:
            store.reload()
            store.save_snapshot()
        after = memory_log.size()
        return CompactReport(changed, lines_before, len(body) + 1, before, after)
