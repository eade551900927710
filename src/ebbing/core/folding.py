"""Joining change logs that grew apart (a merge of memories, a git merge of two clones).

A memory keeps at most MAX_CHANGE_LOG entries. When two histories are joined, every entry of
both is collected (an entry both sides carry counts once), ordered by time, and folded to the
limit by `fold_change_log` with the store-wide rule of `lifecycle.rules.status.append_entry`: the
first entry and the two latest are kept, and the entry after the first counts the dropped ones
in its `folded` field; how many were dropped is also returned so the caller can record it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ebbing.lifecycle.rules.status import append_entry
from ebbing.models import MAX_CHANGE_LOG, ChangeLogEntry

FOLDED_KEY = "change_log_folded"  # metadata key: how many entries folding has dropped


def _key(entry: ChangeLogEntry) -> tuple[str, ...]:
    data = entry.model_dump(mode="json")  # the fold count is not part of what happened
    return (data["at"], *(str(data[k]) for k in sorted(data) if k not in ("at", "folded")))


def union_change_logs(*logs: Iterable[ChangeLogEntry]) -> list[ChangeLogEntry]:
    """Every distinct entry of the logs, oldest first (ties in a fixed, content order)."""
    seen: dict[tuple[str, ...], ChangeLogEntry] = {}
    for log in logs:
        for entry in log:
            seen.setdefault(_key(entry), entry)
    return [seen[key] for key in sorted(seen, key=lambda k: (seen[k].at, k))]


def fold_change_log(entries: Sequence[ChangeLogEntry],
                    limit: int = MAX_CHANGE_LOG) -> tuple[list[ChangeLogEntry], int]:
    """At most `limit` entries of a time-ordered log: the first and the `limit - 1` latest.
    Returns them and how many were dropped."""
    kept: list[ChangeLogEntry] = []
    for entry in entries:
        kept = append_entry(kept, entry, limit)
    return kept, max(0, len(entries) - limit)
