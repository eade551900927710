"""From ebbing's native recall data (what `ebbing recall --json` prints) to the field types
of MemNetAI's API reference, for POST /v1/recall.

- memoryStatus: integer, 0 valid, 1 suspected outdated, 2 outdated, 3 repudiated.
- contextType: integer, 0 a memory of a conversation, 1 a derived memory (one that cites
  other memories: thinking, dreaming, consolidation).
- memoryChangeLog: string, one line per change ("date from -> to: reason (part: ..);
  caused by <id>"), "" when the memory never changed.
- metaData: string: the metadata string given to /v1/memories, else the memory's metadata as
  JSON ("" when it has none).
- memnetaiContextId, linkedNewMemorySummaryId: strings, "" when absent.
- charactersInMemory: a string, the speaker and the people in the memory joined by ", ".
- usage: every figure a string of a whole number, hasRemainingQuota a boolean.
- commonSenseList[].id: an integer (entry_number: a stable number for the entry's id; the
  entry's own id stays in `entryId`).
- memorySummaryList: always present; [] unless isReturningDetailedMemoryInfo is 1.
- maxImpression (a memory's, and each associative relation's) and score: integers, as the
  reference types them (a client written against the live API, Go's `memorySummary`,
  declares both `int`, and Go's decoder refuses a fraction there): hundredths of ebbing's
  impression (the memory's decay now, 0 to 1) and of its ranking score, rounded. ebbing's
  fractions stay beside them, in `impressionFraction` and `scoreFraction`.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

STATUS_CODES = {"valid": 0, "suspected_outdated": 1, "outdated": 2, "repudiated": 3}


def change_log_text(entries: list[dict[str, Any]]) -> str:
    lines = []
    for entry in entries:
        part = f" (part: {entry['affected_part']})" if entry.get("affected_part") else ""
        cause = f"; caused by {entry['trigger_memory_id']}" if entry.get(
            "trigger_memory_id") else ""
        lines.append(f"{str(entry['at'])[:10]} {entry['from_status']} -> "
                     f"{entry['to_status']}: {entry['reason']}{part}{cause}")
    return "\n".join(lines)


def metadata_text(metadata: dict[str, Any]) -> str:
    given = metadata.get("memnetai")
    if isinstance(given, dict) and isinstance(given.get("metaData"), str):
        return str(given["metaData"])
    return json.dumps(metadata, ensure_ascii=False, sort_keys=True) if metadata else ""


def hundredths(value: Any) -> int:
    """A fraction as the reference's integer: hundredths, rounded (0.459 -> 46)."""
    return round(float(value) * 100)


def summary(item: dict[str, Any]) -> dict[str, Any]:
    derived = bool(item.pop("derivedFrom", None))
    return item | {
        "maxImpression": hundredths(item["maxImpression"]),
        "impressionFraction": item["maxImpression"],
        "score": hundredths(item["score"]), "scoreFraction": item["score"],
        "memnetaiContextId": item.get("memnetaiContextId") or "",
        "contextType": 1 if derived else 0,
        "memoryStatus": STATUS_CODES[item["memoryStatus"]],
        "linkedNewMemorySummaryId": item.get("linkedNewMemorySummaryId") or "",
        "memoryChangeLog": change_log_text(item["memoryChangeLog"]),
        "metaData": metadata_text(item["metaData"]),
        "charactersInMemory": ", ".join(item.get("charactersInMemory") or []),
    }


def entry_number(entry_id: str) -> int:
    """A stable whole number for a common-sense entry's id (48 bits of its digest: exact in
    JSON readers that hold numbers as doubles, and collision-free in practice for libraries
    of this size)."""
    return int.from_bytes(hashlib.blake2b(entry_id.encode(), digest_size=6).digest(), "big")


def common_sense(item: dict[str, Any]) -> dict[str, Any]:
    return item | {"id": entry_number(str(item["id"])), "entryId": item["id"]}


def relation(item: dict[str, Any]) -> dict[str, Any]:
    return item | {"maxImpression": hundredths(item["maxImpression"]),
                   "impressionFraction": item["maxImpression"]}


def association(graph: dict[str, Any]) -> dict[str, Any]:
    """One associativeThinkingList graph, its relations' impressions as integers."""
    return graph | {"links": [link | {"relation": [relation(r) for r in link["relation"]]}
                              for link in graph.get("links", [])]}


def recall(data: dict[str, Any], points: int) -> dict[str, Any]:
    native_usage = data.get("usage", {})
    shaped = dict(data)
    shaped["memorySummaryList"] = [summary(dict(s)) for s in data.get("memorySummaryList", [])]
    shaped["associativeThinkingList"] = [association(g)
                                         for g in data.get("associativeThinkingList", [])]
    shaped["commonSenseList"] = [common_sense(c) for c in data.get("commonSenseList", [])]
    from ebbing.server.context import usage

    shaped["usage"] = usage(points, RecallCount=1,
                            MemoryCount=native_usage.get("consumedMemoryCount", 0),
                            CommonMemoryWords=native_usage.get("consumedCommonMemoryWords", 0))
    return shaped
