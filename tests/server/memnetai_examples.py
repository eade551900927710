"""The reference's own examples of MemNetAI's answers, as shapes: each field with a value of
the type the example gives it (the values themselves are placeholders).

- THINK: the response example of MemNetAI's public API page for POST /v1/think
  (https://docs.memnetai.com/en/start_action/API/think.html, "Responses", application/json):
  `usage`'s figures are strings there, `hasRemainingQuota` a boolean. /v1/dream answers "as
  think" (memnetai-api.md).
- MEMORIES, RECALL: the answer types of a client written against the live API (the Go package
  `memnetai` of github.com/Luo-root/pulse, its structs `memoriesResponse`, `memorySummary`,
  `recallResponse`); the public pages' recall and memories examples could not be read here.
  The SDK (memnetai-python-sdk 1.0.2) itself types nothing: it hands the JSON through.
"""

from __future__ import annotations

from typing import Any

USAGE: dict[str, Any] = {
    "consumedPoints": "string", "consumedMemoryCount": "string",
    "consumedRecallCount": "string", "consumedThinkingCount": "string",
    "consumedDreamCount": "string", "consumedCommonMemoryWords": "string",
    "hasRemainingQuota": True}

THINK: dict[str, Any] = {"code": "string", "msg": "string", "data": {
    "tip": "string", "usage": USAGE, "content": "string", "summary": "string",
    "taskId": "string"}}

MEMORIES: dict[str, Any] = {"code": "string", "msg": "string", "data": {
    "tip": "string", "taskId": "string", "usage": USAGE,
    "memoriesInfo": {"newMemoryCount": 0, "summarys": ["string"]}}}

SUMMARY: dict[str, Any] = {
    "memorySummaryId": "string", "memorySummaryText": "string", "maxImpression": 0,
    "charactersInMemory": "string", "memnetaiContextId": "string", "contextType": 0,
    "memoryStatus": 0, "linkedNewMemorySummaryId": "string", "memoryChangeLog": "string",
    "metaData": "string", "score": 0, "createTime": "string", "updateTime": "string"}

RECALL: dict[str, Any] = {"code": "string", "msg": "string", "data": {
    "memoryPrompt": "string", "memorySummaryList": [SUMMARY], "associativeThinkingList": [],
    "commonSenseList": [], "usage": USAGE}}

def fields(example: Any, path: str = "") -> list[tuple[str, Any]]:
    """Every leaf of an example: (dotted path, a list's items under `[]`), placeholder."""
    if isinstance(example, dict):
        return [leaf for key, value in example.items()
                for leaf in fields(value, f"{path}.{key}" if path else key)]
    if isinstance(example, list) and example:
        return fields(example[0], f"{path}[]")
    return [(path, example)]


def values_at(answer: Any, path: str) -> list[Any]:
    """The values at `path` in an answer (every item of a list), [] when a list is empty;
    KeyError when a field is missing."""
    found = [answer]
    for part in path.replace("[]", ".[]").split("."):
        if part == "[]":
            found = [item for value in found for item in value]
        else:
            found = [value[part] for value in found]
    return found


def same_type(value: Any, example: Any, name: str) -> bool:
    if isinstance(example, bool):
        return isinstance(value, bool)
    if isinstance(example, int):  # maxImpression and score too: the Go client's `int`
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(example, list):
        return isinstance(value, list)
    return isinstance(value, type(example))
