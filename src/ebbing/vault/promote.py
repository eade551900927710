"""Promotion: memories that proved themselves become notes in the vault.

`promote_due` finds active memories that are due (core/promotion.py): a score of at least
0.65 once used, or at least 5 uses within 14 days. Recent uses are counted from the touch
events in the log (store/uses.py), read only for memories whose columns allow it (enough
uses in all, last used inside the window). Outdated and repudiated memories are not
promoted by the rule. Promoted memories stay in the store (lifecycle `promoted`, the note's
path in `metadata.vault_note`) and stay findable by search and recall.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from ebbing.core.promotion import due_reason
from ebbing.errors import InvalidInput
from ebbing.models import Lifecycle, Memory, Status
from ebbing.store.columns import LIFECYCLE_CODE, STATUS_CODE, to_us
from ebbing.store.uses import touch_times
from ebbing.vault.changes import apply_changes
from ebbing.vault.report import SyncReport
from ebbing.vault.sync import sync, vault_path

US_PER_DAY = 86_400_000_000


@dataclass
class Due:
    memory: Memory
    score: float
    recent_uses: int
    reason: str  # "score" or "uses"


@dataclass
class PromoteReport:
    vault: str
    applied: bool
    due: list[Due] = field(default_factory=list)
    sync: SyncReport | None = None
    notices: list[str] = field(default_factory=list)  # what a person should know

    def to_json(self) -> dict[str, Any]:
        return {
            "vault": self.vault,
            "applied": self.applied,
            "count": len(self.due),
            "memories": [
                {"id": d.memory.id, "score": round(d.score, 6), "use_count": d.memory.use_count,
                 "recent_uses": d.recent_uses, "reason": d.reason, "status": d.memory.status.value,
                 "note": d.memory.metadata.get("vault_note"), "content": d.memory.content}
                for d in self.due
            ],
            "sync": self.sync.to_json() if self.sync else None,
            "notices": self.notices,
        }


def find_due(svc: Any, now: datetime) -> list[Due]:
    """Active, not outdated or repudiated memories that are due, highest score first."""
    params = svc.settings.promote_params()
    store = svc.store
    rows = store.alive_rows()
    cols = store.cols
    lifecycle = cols.col("lifecycle")[rows]
    status = cols.col("status")[rows]
    rows = rows[(lifecycle == LIFECYCLE_CODE[Lifecycle.ACTIVE])
                & (status != STATUS_CODE[Status.OUTDATED])
                & (status != STATUS_CODE[Status.REPUDIATED])]
    scores = svc.scores(rows, now)
    uses = cols.col("use_count")[rows]
    start = now - timedelta(days=params.window_days)
    window_open = cols.col("last_used")[rows] >= to_us(start)
    maybe = rows[(uses >= params.uses) & window_open]
    ids = {cols.ids[int(row)] for row in maybe}
    times = touch_times(store.memory_log.path, ids, start) if ids else {}
    due: list[Due] = []
    by_score = (uses >= max(1, params.min_uses)) & (scores >= params.min_score)
    for index in np.flatnonzero(by_score | np.isin(rows, maybe)):
        row = int(rows[index])
        memory_id = cols.ids[row]
        recent = sum(1 for at in times.get(memory_id, []) if at <= now)
        reason = due_reason(float(scores[index]), int(uses[index]), recent, params)
        if reason:
            due.append(Due(store.read_row(row), float(scores[index]), recent, reason))
    due.sort(key=lambda d: (-d.score, d.memory.id))
    return due


def _promote(svc: Any, ids: Sequence[str], at: datetime) -> None:
    def change(memory: Memory) -> dict[str, Any] | None:
        if memory.lifecycle is Lifecycle.PROMOTED:
            return None
        return {"lifecycle": Lifecycle.PROMOTED}
    apply_changes(svc, {memory_id: change for memory_id in ids}, at)


def promote_due(svc: Any, vault: Path | str | None = None, *, apply: bool = False,
                now: datetime | None = None) -> PromoteReport:
    """The memories due for promotion; with `apply`, promote them and write their notes."""
    at = now or datetime.now(UTC)
    report = PromoteReport(str(vault_path(svc, vault)), apply, find_due(svc, at))
    if apply and report.due:
        _promote(svc, [d.memory.id for d in report.due], at)
        report.sync = sync(svc, vault, now=at, pull=False)
        report.due = [Due(svc.get(d.memory.id), d.score, d.recent_uses, d.reason)
                      for d in report.due]
    return report


def promote_ids(svc: Any, ids: Sequence[str], vault: Path | str | None = None, *,
                now: datetime | None = None) -> PromoteReport:
    """Promote the given memories now (any lifecycle: an archived one comes back; any
    status: an outdated or repudiated one is promoted with a notice, and its note shows the
    status and the memory that replaced it)."""
    at = now or datetime.now(UTC)
    if not ids:
        raise InvalidInput("give at least one memory id, or --due")
    memories = [svc.get(memory_id) for memory_id in ids]  # NotFound before anything changes
    _promote(svc, [m.id for m in memories], at)
    report = PromoteReport(str(vault_path(svc, vault)), True)
    report.sync = sync(svc, vault, now=at, pull=False)
    report.due = [Due(svc.get(m.id), svc.score(m.id, at), 0, "asked") for m in memories]
    report.notices = [replaced_notice(d.memory) for d in report.due
                      if d.memory.status in (Status.OUTDATED, Status.REPUDIATED)]
    return report


def replaced_notice(memory: Memory) -> str:
    """What to tell a person who promotes a memory that is no longer held true."""
    by = (f" by {memory.linked_new_memory_id}" if memory.linked_new_memory_id else "")
    what = "superseded" if memory.status is Status.OUTDATED else "repudiated"
    return (f"{memory.id} is {memory.status.value} ({what}{by}); promoted as asked: its note "
            "says so in `status` and `superseded_by`")
