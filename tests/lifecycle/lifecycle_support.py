"""Helpers shared by the lifecycle tests."""

from __future__ import annotations

from datetime import UTC, datetime

from ebbing.service import MemoryService

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def log_bytes(svc: MemoryService) -> bytes:
    return (svc.folder / "memories.jsonl").read_bytes()
