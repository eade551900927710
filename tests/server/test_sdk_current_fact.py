"""MemNetAI's own SDK reads a recall that brings what holds now beside what no longer does
(issue 26): the replacement is one more entry of memorySummaryList, in the reference's
shape, ahead of the outdated one, and the prompt lists the old one as history."""

from __future__ import annotations

from typing import Any

from memnetai import MemNetAIClient, Message

from ebbing.core.prompt import HISTORY
from ebbing.server.state import DaemonState


def data(answer: dict[str, Any] | None) -> Any:
    assert answer is not None and answer["status_code"] == 200
    body = answer["response_json"]
    assert body["code"] == "0", body
    return body["data"]


def test_the_sdk_reads_the_current_fact_ahead_of_the_outdated_one(
        running: DaemonState) -> None:
    sdk = MemNetAIClient(api_key=running.token, base_url=running.url)
    data(sdk.memories("kim", [Message("user", "I work as a ferry captain in Oslo")]))
    data(sdk.memories("kim", [Message("user", "I quit the ferry job and now work as a "
                                              "harbour pilot in Bergen")]))
    for include in (0, 1):
        recalled = data(sdk.recall("kim", "ferry captain job",
                                   is_include_linked_new_memories_from_invalid=include,
                                   is_returning_detailed_memory_info=1))
        listed = [(s["memorySummaryText"], s["memoryStatus"])
                  for s in recalled["memorySummaryList"]]
        old = ("I work as a ferry captain in Oslo", 2)  # 2: outdated
        new = ("I quit the ferry job and now work as a harbour pilot in Bergen", 0)
        assert listed.index(new) == listed.index(old) - 1, listed
        assert len(listed) == len(set(listed))
        entry = recalled["memorySummaryList"][listed.index(old)]
        replacement = recalled["memorySummaryList"][listed.index(new)]
        assert entry["linkedNewMemorySummaryId"] == replacement["memorySummaryId"]
        assert isinstance(replacement["maxImpression"], str | int | float)
        current, history = recalled["memoryPrompt"].split(HISTORY)
        assert new[0] in current and old[0] not in current
        assert "true now instead: " in history and new[0] in history
