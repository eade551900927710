"""The public Python API is small and pinned: changing it must be a decision."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import ebbing


def test_exported_names_are_pinned() -> None:
    assert sorted(ebbing.__all__) == sorted([
        "ChangeLogEntry", "EbbingError", "InvalidInput", "InvalidName", "Lifecycle", "Memory",
        "MemoryService", "NewerSchema", "NotFound", "Relation", "Settings", "Status",
        "__version__", "open_store",
    ])
    service_methods = {"remember", "get", "list", "touch", "forget", "score", "edit", "review",
                       "gc", "stats", "compact"}
    assert service_methods <= set(dir(ebbing.MemoryService))


def test_open_store_round_trip(tmp_path: Path) -> None:
    now = datetime(2025, 1, 1, tzinfo=UTC)
    memories = ebbing.open_store("work", "assistant", home=tmp_path)
    m = memories.remember("Ralph is the new designer", entities=["Ralph"], now=now)
    assert memories.get(m.id).content == "Ralph is the new designer"
    assert [x.id for x in memories.list()] == [m.id]
    assert memories.touch(m.id, now=now).use_count == 1
    assert memories.score(m.id, now + timedelta(days=3)) == pytest.approx(2**0.6 * 1.1 / 2)
    assert memories.forget(m.id).lifecycle is ebbing.Lifecycle.ARCHIVED
    assert (tmp_path / "work" / "assistant" / "memories.jsonl").exists()
    with pytest.raises(ebbing.NotFound):
        memories.get("01UNKNOWN")
