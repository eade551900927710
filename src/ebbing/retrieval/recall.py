"""Recall, shaped like MemNetAI's /v1/recall: a memory prompt plus detailed summaries."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ebbing.core.prompt import PromptItem, render
from ebbing.models import Memory

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit


def change_lines(memory: Memory) -> list[str]:
    lines = []
    for entry in memory.change_log:
        part = f" (part: {entry.affected_part})" if entry.affected_part else ""
        cause = f"; caused by {entry.trigger_memory_id}" if entry.trigger_memory_id else ""
        lines.append(f"{entry.at.date().isoformat()} {entry.from_status.value} -> "
                     f"{entry.to_status.value}: {entry.reason}{part}{cause}")
    return lines


def prompt_item(memory: Memory) -> PromptItem:
    return PromptItem(
        when=memory.occurred_at.date().isoformat(), who=memory.character,
        text=memory.content, status=memory.status.value, changes=change_lines(memory),
        replaced_by=memory.linked_new_memory_id,
    )


def summary(hit: Hit) -> dict[str, Any]:
    """One entry of memorySummaryList."""
    m = hit.memory
    characters = [c for c in [m.character, *m.entities] if c]
    return {
        "memorySummaryId": m.id,
        "memorySummaryText": m.content,
        "maxImpression": round(hit.decay, 6),
        "charactersInMemory": list(dict.fromkeys(characters)),
        "memnetaiContextId": m.source,
        "contextType": "memory",
        "memoryStatus": m.status.value,
        "linkedNewMemorySummaryId": m.linked_new_memory_id,
        "memoryChangeLog": [e.model_dump(mode="json") for e in m.change_log],
        "metaData": m.metadata,
        "score": round(hit.score, 6),
        "createTime": iso(m.created_at),
        "updateTime": iso(m.updated_at),
    }


def with_linked_new(hits: list[Hit], fetch: Callable[[str], Memory | None],
                    score: Callable[[Memory], float], hops: int = 5) -> list[Hit]:
    """MemNetAI's isIncludeLinkedNewMemoriesFromInvalid: after each memory that is no longer
    valid, the memories that replaced it (following the chain up to `hops` links), unless they
    are already among the results. A memory missing from the store ends the chain."""
    from ebbing.retrieval.search import Hit

    seen = {h.memory.id for h in hits}
    out: list[Hit] = []
    for hit in hits:
        out.append(hit)
        link, origin = hit.memory.linked_new_memory_id, hit.memory.id
        for _ in range(hops):
            newer = fetch(link) if link and link not in seen else None
            if newer is None:
                break
            seen.add(newer.id)
            decay = score(newer)
            out.append(Hit(newer, hit.score, hit.relevance, decay,
                           {"linked_from": origin, "decay": round(decay, 6)}))
            link, origin = newer.linked_new_memory_id, newer.id
    return out


def iso(value: datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


def recall_data(hits: list[Hit], detailed: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "memoryPrompt": render([prompt_item(h.memory) for h in hits]),
        "associativeThinkingList": [],
        "commonSenseList": [],
        "usage": {"consumedRecallCount": 1, "consumedMemoryCount": len(hits),
                  "consumedPoints": 0, "consumedThinkingCount": 0, "consumedDreamCount": 0,
                  "consumedCommonMemoryWords": 0, "hasRemainingQuota": True},
    }
    if detailed:
        data["memorySummaryList"] = [summary(h) for h in hits]
    return data
