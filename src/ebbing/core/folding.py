"""Joining change logs that grew apart (a merge of memories, a git merge of two clones).

A memory keeps at most MAX_CHANGE_LOG entries. When two histories are joined, every entry of
both is collected (an entry both sides carry counts once), ordered by time, and folded to the
limit by `fold_change_log`: the first entry (how the memory's validity first changed) and the
latest ones are kept; how many were folded away is returned so the caller can record it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ebbing.models import MAX_CHANGE_LOG, ChangeLogEntry

FOLDED_KEY = "change_log_folded"  # metadata key: how many entries folding has dropped


def _key(entry: ChangeLogEntry) -> tuple[str, ...]:
    data = entry.model_dump(mode="json")
    return (data["at"], *(str(data[k]) for k in sorted(data) if k != "at"))


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
    if len(entries) <= limit:
        return list(entries), 0
    kept = [entries[0], *entries[len(entries) - (limit - 1):]] if limit > 1 else [entries[0]]
    return kept, len(entries) - limit
