"""Recall, shaped like MemNetAI's /v1/recall: a memory prompt plus detailed summaries."""

from __future__ import annotations

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


def iso(value: datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


def recall_data(hits: list[Hit], detailed: bool,
                common_sense: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    from ebbing.commonsense.prompt import render_common_sense

    common_sense = common_sense or []
    sections = [render([prompt_item(h.memory) for h in hits]), render_common_sense(common_sense)]
    words = sum(len(str(c["text"]).split()) for c in common_sense)
    data: dict[str, Any] = {
        "memoryPrompt": "\n\n".join(s for s in sections if s),
        "associativeThinkingList": [],
        "commonSenseList": common_sense,
        "usage": {"consumedRecallCount": 1, "consumedMemoryCount": len(hits),
                  "consumedPoints": 0, "consumedThinkingCount": 0, "consumedDreamCount": 0,
                  "consumedCommonMemoryWords": words, "hasRemainingQuota": True},
    }
    if detailed:
        data["memorySummaryList"] = [summary(h) for h in hits]
    return data
