"""`ebbing maintain`: the daily pass over one agent, or every agent of a home.

Order: forget (gc archives what faded under the threshold), consolidate (merge cohesive
near-duplicates), then promote what is due into the vault (which also syncs the notes, so a
merge's archived original is shown archived). Each step is idempotent, so the pass is: a second
run finds nothing to forget, nothing to merge and nothing due.

Vectors are computed first, outside the lock (embedding thousands of new memories can take
minutes); then the three steps run while the pass holds the agent's store lock, so that no
other writer interleaves with a pass. The lock is re-entrant in one process, so the steps take
it again for their own writes.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ebbing.errors import InvalidName
from ebbing.names import agent_folder, check_name, folder_name, name_of_folder, old_folder_name

if TYPE_CHECKING:
    from ebbing.config import Settings
    from ebbing.service import MemoryService

LIBRARIES = "_commonsense"


@dataclass
class MaintainReport:
    namespace: str
    agent: str
    applied: bool
    forgotten: list[str] = field(default_factory=list)
    merged: list[dict[str, Any]] = field(default_factory=list)
    review: int = 0
    promoted: list[str] = field(default_factory=list)
    automatic: list[str] = field(default_factory=list)  # thoughts and dreams (thinking/)

    @property
    def changed(self) -> bool:
        return bool(self.applied and (self.forgotten or self.merged or self.promoted))

    def to_json(self) -> dict[str, Any]:
        return {"namespace": self.namespace, "agent": self.agent, "applied": self.applied,
                "forgotten": self.forgotten, "merged": self.merged,
                "review_clusters": self.review, "promoted": self.promoted,
                "automatic": self.automatic}


def maintain(svc: MemoryService, *, apply: bool = False, now: datetime | None = None,
             vault: Path | None = None) -> MaintainReport:
    """One pass over `svc`'s agent; a dry run unless `apply`."""
    from ebbing.consolidate import consolidate
    from ebbing.consolidate.run import prepare
    from ebbing.vault.promote import promote_due

    at = now or datetime.now(UTC)
    report = MaintainReport(svc.namespace, svc.agent, apply)
    if apply:
        prepare(svc)  # embeds what is missing, outside the lock
    with svc.store.lock:
        gone = svc.gc(at, apply=apply)
        report.forgotten = [s.memory.id for s in gone.candidates]
        merged = consolidate(svc, apply=apply, now=at)
        report.merged = [{"cluster": c.id, "into": c.survivor, "memories": list(c.memories)}
                         for c in merged.merge]
        report.review = len(merged.review)
        due = promote_due(svc, vault, apply=apply, now=at)
        report.promoted = [d.memory.id for d in due.due]
    if apply and svc.settings.conflict_detection:
        from ebbing.lifecycle.words import refresh

        refresh(svc)  # the word index, ready for the next remember (ebbing.lifecycle.words)
    if apply and svc.settings.auto_think:  # within the active status's limits (thinking/)
        from ebbing.thinking import run_automatic

        report.automatic = [o.summary() for o in run_automatic(svc, at)]
    return report


def agents(settings: Settings, skipped: list[str] | None = None,
           old: list[str] | None = None) -> list[tuple[str, str]]:
    """Every (namespace, agent) with a memory log under the home, sorted. A folder that is
    not the folder of a valid name (`Bad Name`, `CON`, `~110000~`, `a~3a`), or that is not the
    one its name reads (`~41~` beside an old-layout `A`), is no agent: it is left out, and
    said why in `skipped`. An agent kept in a folder of the old layout (`Max`, not `~4d~ax`)
    is maintained where it is, and said so in `old` (nothing is renamed)."""
    home = Path(settings.home)
    found = []
    for log in sorted(home.glob("*/*/memories.jsonl")):
        names = []
        for folder in (log.parent.parent.name, log.parent.name):
            why = not_a_name_folder(folder)
            if why:
                if skipped is not None:
                    skipped.append(f"{log.parent.relative_to(home)}: {why}")
                break
            names.append(name_of_folder(folder))
        else:
            if names[0].startswith("_") or names[1].startswith("_"):
                continue
            why = _not_its_folder(home, log.parent, names[0], names[1])
            if why:
                if skipped is not None:
                    skipped.append(f"{log.parent.relative_to(home)}: {why}")
                continue
            found.append((names[0], names[1]))
            if old is not None:
                old.extend(old_layout(home, names[0], names[1]))
    return found


def _not_its_folder(home: Path, folder: Path, namespace: str, agent: str) -> str | None:
    """Why `folder` is not the folder ebbing opens for namespace/agent, or None if it is."""
    try:
        used = agent_folder(home, namespace, agent)
    except InvalidName as error:
        return str(error)
    if used != folder:
        return (f"agent {namespace}/{agent} is kept in {str(used.relative_to(home))!r} (the "
                "old layout), so this folder is not read")
    return None


def old_layout(home: Path, namespace: str, agent: str) -> list[str]:
    """A line for each of the agent's folders kept under the old layout's name."""
    lines = []
    used = agent_folder(home, namespace, agent)
    for name, folder in ((namespace, used.parent.name), (agent, used.name)):
        if folder != folder_name(name):
            lines.append(f"{namespace}/{agent}: the folder {folder!r} is the old layout's "
                         f"(today's is {folder_name(name)!r}, which no file system confuses "
                         "with another name's); rename it when no ebbing process runs")
    return lines


def not_a_name_folder(folder: str) -> str | None:
    """Why `folder` is not a folder ebbing makes for a name (today's, or the old layout's),
    or None if it is one."""
    try:
        name = name_of_folder(folder)
    except (ValueError, OverflowError):
        return "not a folder ebbing names (an escape that is no character)"
    if name.startswith("_"):
        return None  # ebbing's own (common-sense libraries, ...), left out by the caller
    try:
        check_name("folder", name)
    except InvalidName as error:
        return str(error)
    folder = unicodedata.normalize("NFC", folder)
    if folder_name(name) != folder and old_folder_name(name) != folder:
        return f"not the folder of the name {name!r} (that is {folder_name(name)!r})"
    return None
