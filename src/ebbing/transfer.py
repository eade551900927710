"""Moving memories in and out: ebbing JSON Lines export, and imports from ebbing and peers."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ebbing.errors import InvalidInput
from ebbing.service import MemoryService
from ebbing.store.batch import paused_gc

BATCH = 10_000


@dataclass
class ImportReport:
    format: str
    received: dict[str, int] = field(default_factory=dict)  # records read, by kind
    imported: int = 0  # memories written
    already_present: int = 0  # memories whose id the store already had
    relations: int = 0  # relations written
    skipped: list[dict[str, Any]] = field(default_factory=list)  # {source, line, reason}
    libraries: int = 0  # common-sense libraries made (ebbing/carried.py)
    library_entries: int = 0  # their entries written
    snapshots: int = 0  # saved working-memory sessions written

    def as_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "received": self.received,
            "imported": self.imported,
            "already_present": self.already_present,
            "relations": self.relations,
            "skipped": self.skipped,
            "libraries": self.libraries,
            "library_entries": self.library_entries,
            "snapshots": self.snapshots,
        }


def import_files(
    svc: MemoryService,
    paths: list[Path],
    fmt: str = "auto",
    now: datetime | None = None,
    progress: Any = None,
    context_id: str | None = None,
) -> ImportReport:
    """Read `paths` in `fmt` and store what is new; ids the store has are left alone. With a
    `context_id`, the batch is one conversation: memories that name none get this one. All or
    nothing: if a write fails (a full disk), nothing of this import stays in the store, so
    running it again stores every record once."""
    from ebbing.importers import read_import

    if context_id is not None and not 1 <= len(context_id) <= 200:
        raise InvalidInput("a context id is 1 to 200 characters")
    with paused_gc():
        batch = read_import(paths, fmt, now=now or datetime.now(UTC),
                            max_bytes=svc.settings.max_memory_bytes)
    report = ImportReport(
        format=batch.format,
        received=dict(batch.counts),
        skipped=[{"source": s.source, "line": s.line, "reason": s.reason} for s in batch.skipped],
    )
    store = svc.store
    with store.batch():  # all or nothing: a failure leaves the store as it was
        fresh = []
        for memory in batch.memories:
            row = store.cols.row_of(memory.id)
            if row is not None and store.cols.arrays["alive"][row]:
                report.already_present += 1
            elif context_id and not memory.context_id:
                fresh.append(memory.model_copy(update={"context_id": context_id}))
            else:
                fresh.append(memory)
        for start in range(0, len(fresh), BATCH):
            chunk = fresh[start : start + BATCH]
            svc.remember_many(chunk, snapshot=False)
            report.imported += len(chunk)
            if progress is not None:
                progress(len(chunk))
        known = set(store.relations)
        new_relations = [r for r in batch.relations if r.key() not in known]
        svc.relate(new_relations)
        report.relations = len(new_relations)
    if fresh:
        store.save_snapshot()
    if batch.carried is not None:  # after the memories' commit; running it again adds nothing
        from ebbing.carried import carry

        carried = carry(svc, batch.carried)
        report.libraries, report.library_entries = carried.libraries, carried.library_entries
        report.snapshots = carried.snapshots
        report.skipped += [{"source": f"library {s['library']}", "line": None,
                            "reason": s["reason"]} for s in carried.skipped]
    return report


def export_lines(svc: MemoryService) -> Iterator[bytes]:
    """Every memory (archived ones too) and relation, as ebbing JSON Lines; then the
    common-sense libraries the agent sees in its namespace, with their entries, and the
    namespace's saved working-memory sessions (ebbing/carried.py)."""
    from ebbing.carried import export_lines as carried_lines
    from ebbing.importers import export_lines as lines

    yield from lines(svc.store.iter_memories(), svc.relations())
    yield from carried_lines(svc)
