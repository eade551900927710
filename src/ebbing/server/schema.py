"""Request bodies of the HTTP API, in MemNetAI's field names (camelCase; flags accept 0/1 as
well as true/false). Fields MemNetAI defines that ebbing does not implement yet
(isUsingAssociativeThinking, commonSenseDatabaseIdList, ...) are accepted and ignored, so its
SDK's requests validate. The CLI builds the same models for its in-process path, so both paths
run exactly the same call. Pydantic only: no web framework is imported here.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ebbing.models import Status, utc


class AgentRequest(BaseModel):
    """Which memory agent: `namespace` + `memoryAgentName`, each defaulting to the daemon's
    EBBING_NAMESPACE / EBBING_AGENT."""

    model_config = ConfigDict(extra="ignore")

    memoryAgentName: str | None = Field(default=None, description="The memory agent.")
    namespace: str | None = Field(default=None, description="Its namespace.")
    now: datetime | None = Field(
        default=None, description="ebbing: evaluate at this time instead of the clock (ISO).")

    @field_validator("now", "since", "until", mode="after", check_fields=False)
    @classmethod
    def _as_utc(cls, value: datetime | None) -> datetime | None:
        return None if value is None else utc(value)


class RecallRequest(AgentRequest):
    """POST /v1/recall: the conversational call."""

    query: str = Field(description="The conversation's latest message.")
    character: str | None = Field(default=None, description="Favour this speaker.")
    recallDeep: bool = Field(default=True, description="1: up to 10 memories, 0: up to 5.")
    isReturningDetailedMemoryInfo: bool = Field(
        default=False, description="1: include memorySummaryList.")
    isTouching: bool | None = Field(
        default=None,
        description="ebbing: reinforce what is recalled (default EBBING_RECALL_TOUCH).")
    isIncludeLinkedNewMemoriesFromInvalid: bool = Field(
        default=False, description="1: add the memories that replaced invalid ones.")
    isUsingAssociativeThinking: bool = Field(
        default=True, description="1: spread from the query's entities (associativeThinkingList).")
    isUsingCommonSenseDatabase: bool = Field(default=True, description="1: use common sense.")
    isUsingGlobalCommonSenseDatabase: bool = Field(
        default=True, description="1: the namespace's global libraries.")
    isUsingMemoryAgentCommonSenseDatabase: bool = Field(
        default=False, description="1: the agent's own libraries.")
    commonSenseDatabaseIdList: list[str] = Field(
        default_factory=list, description="Libraries to use for this call only.")
    isExcludingDerived: bool = Field(
        default=False, description="ebbing: leave out derived memories (thoughts, dreams).")


class SearchRequest(AgentRequest):
    """POST /v1/search (ebbing's own): ranked memories with why they matched."""

    query: str = Field(description="What to look for.")
    top: int = Field(default=10, ge=1, description="How many results.")
    character: str | None = Field(default=None, description="Favour this speaker.")
    tags: list[str] = Field(default_factory=list, description="Only with one of these tags.")
    statuses: list[Status] = Field(default_factory=list, description="Only with these statuses.")
    since: datetime | None = Field(default=None, description="Happened at or after.")
    until: datetime | None = Field(default=None, description="Happened before.")
    includeArchived: bool = Field(default=False, description="Include archived memories.")
    associate: bool = Field(default=True, description="Spread from the query's entities.")
    isExcludingDerived: bool = Field(
        default=False, description="ebbing: leave out derived memories (thoughts, dreams).")


def envelope(data: Any, code: str = "0", msg: str = "success") -> dict[str, Any]:
    """MemNetAI's response shape: code "0" on success."""
    return {"code": code, "msg": msg, "data": data}
