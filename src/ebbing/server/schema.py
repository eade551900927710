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


def _unicode(value: Any, path: str = "") -> None:
    """ValueError when a text holds a lone surrogate (JSON's "\\ud800" decodes to one): it is
    not Unicode, could never be stored, and used to end in a 500 far from the request."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(f"the text{path} is not valid Unicode (a lone surrogate at "
                             f"character {error.start + 1})") from None
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _unicode(item, f"{path}[{index}]")


class Body(BaseModel):
    """A request body: unknown fields ignored, every text valid Unicode (a 422 otherwise)."""

    model_config = ConfigDict(extra="ignore")

    @field_validator("*", mode="after")
    @classmethod
    def _valid_unicode(cls, value: Any) -> Any:
        _unicode(value)
        return value


class AgentRequest(Body):
    """Which memory agent: `namespace` + `memoryAgentName`, each defaulting to the daemon's
    EBBING_NAMESPACE / EBBING_AGENT."""

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
    language: str | None = Field(default=None, max_length=35, description=(
        "ebbing: the language of the prompt's own words (zh-CN, en); default EBBING_LANGUAGE."))
    character: str | None = Field(default=None, description="Favour this speaker.")
    recallDeep: int = Field(
        default=1, ge=0, le=100,
        description="0: up to 5 memories, 1: up to 10; larger: 10 more per step (at most 50).")
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
    commonSenseDatabaseIdList: list[str] | None = Field(
        default=None, description="Libraries to use for this call only (null: none).")
    isExcludingDerived: bool = Field(
        default=False, description="ebbing: leave out derived memories (thoughts, dreams).")
    isUsingVaultNotes: bool = Field(
        default=True, description="ebbing: the vault's own notes about the query "
                                  "(vaultNoteList and a section of the prompt).")


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
    includeNotes: bool = Field(
        default=True, description="ebbing: also the vault's own notes about the query "
                                  "(`notes`, each marked kind: note).")


class Message(Body):
    """One message of a conversation sent to /v1/memories."""

    role: str = Field(default="user", description="user, assistant, system, ...")
    content: str = Field(description="What was said.")
    character: str | None = Field(default=None, description="Who said it (the SDK: 用户).")


class MemoriesRequest(AgentRequest):
    """POST /v1/memories: remember a conversation."""

    messages: list[Message] = Field(default_factory=list, max_length=1000,
                                    description="The conversation, oldest first.")
    language: str = Field(default="zh-CN", max_length=35,
                          description="Language of condensed memories (EBBING_MEMORIZE=llm).")
    isThirdPerson: bool = Field(default=False,
                                description="1: condensed memories in the third person.")
    metadata: str | None = Field(default="", description="Kept with every memory (metaData).")
    asyncMode: bool = Field(default=False, description="1: answer at once with a taskId.")


class CommonSenseRequest(Body):
    """POST /v1/common-sense: add text to a common-sense library (created global if new)."""

    commonSenseDatabaseId: str = Field(description="The library's id (its name).")
    commonSenseText: str = Field(description="The text, chunked like `commonsense import`.")
    asyncMode: bool = Field(default=True, description="1: answer at once with a taskId.")
    namespace: str | None = Field(default=None, description="ebbing: the library's namespace.")
    memoryAgentName: str | None = Field(
        default=None, description="ebbing: the agent whose view finds the library.")


class ThinkRequest(AgentRequest):
    """POST /v1/think and /v1/dream."""

    subject: str = Field(default="", description="The theme; empty: drawn from history.")
    asyncMode: bool = Field(default=True, description="1: answer at once with a taskId.")
    isAuto: bool = Field(default=False, description="1: an automatic (not user) call.")
