"""The records ebbing stores: memories, relations, change-log entries and their states."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

MAX_CHANGE_LOG = 3


class Status(StrEnum):
    """How far a memory can be trusted (MemNetAI's memory statuses)."""

    VALID = "valid"
    SUSPECTED_OUTDATED = "suspected_outdated"
    OUTDATED = "outdated"
    REPUDIATED = "repudiated"


class Lifecycle(StrEnum):
    """Where a memory lives: in the store, promoted to the vault, or archived."""

    ACTIVE = "active"
    PROMOTED = "promoted"
    ARCHIVED = "archived"


def utc(value: datetime) -> datetime:
    """Return `value` as an aware UTC datetime (naive values are taken as UTC)."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


class ChangeLogEntry(BaseModel):
    """One change of a memory's validity: when, from what to what, why, which part, caused by."""

    model_config = ConfigDict(extra="forbid")

    at: datetime
    from_status: Status
    to_status: Status
    reason: str
    affected_part: str | None = None
    trigger_memory_id: str | None = None
    trigger_excerpt: str | None = None
    # how many changes between the previous entry and this one were folded away (log full)
    folded: int = Field(default=0, ge=0)

    _at_utc = field_validator("at")(utc)


class Memory(BaseModel):
    """A single memory as it is stored and returned."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    id: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")
    content: str
    tags: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    character: str | None = None
    source: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime
    updated_at: datetime
    occurred_at: datetime
    last_used: datetime
    use_count: int = Field(default=0, ge=0)
    strength: float = Field(default=1.0, ge=1.0, le=2.0)
    lifecycle: Lifecycle = Lifecycle.ACTIVE
    status: Status = Status.VALID
    linked_new_memory_id: str | None = None
    change_log: list[ChangeLogEntry] = Field(default_factory=list, max_length=MAX_CHANGE_LOG)
    review_count: int = Field(default=0, ge=0)
    last_review_at: datetime | None = None
    cross_domain_count: int = Field(default=0, ge=0)
    # the conversation or context the memory was said in (MemNetAI's memnetaiContextId): memories
    # sharing one form an episode; None means the memory stands alone
    context_id: str | None = Field(default=None, min_length=1, max_length=200)
    # a derived memory (a thought, a dream, a profile) cites the memories it was made from;
    # empty for what a person or an assistant said
    derived_from: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _times_in_utc(self) -> Memory:
        """All times as aware UTC datetimes (one pass; bulk imports validate millions)."""
        fields = self.__dict__
        for name in ("created_at", "updated_at", "occurred_at", "last_used", "last_review_at"):
            value = fields[name]
            if value is not None and value.tzinfo is not UTC:
                fields[name] = utc(value)
        return self

    @field_validator("content")
    @classmethod
    def _content_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("content is empty")
        return value


class Relation(BaseModel):
    """A directed, typed link between two memories."""

    model_config = ConfigDict(extra="forbid")

    from_id: str = Field(alias="from")
    to_id: str = Field(alias="to")
    type: str
    strength: float = 1.0
    created_at: datetime
    metadata: dict[str, Any] = Field(default_factory=dict)

    _created_utc = field_validator("created_at")(utc)

    def key(self) -> tuple[str, str, str]:
        return (self.from_id, self.to_id, self.type)
