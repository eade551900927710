# ruff: noqa: RUF001
"""How tall someone is, asked of a store that writes no height anywhere, gets nothing; a store
that writes one keeps it (retrieval/stated.py, stop 33). Every sentence is fresh."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ebbing.config import Settings
from ebbing.retrieval.stated import asks
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 21, 0, tzinfo=UTC)
MEMORIES = [
    "体检报告出来了，视力又降了，医生让我少看手机。",
    "这学期体育课测了八百米，跑了四分零五秒。",
    "校服要重新订，我报了大一号的，袖子总是短。",
]


def test_a_height_is_asked() -> None:
    assert asks("我身高多少") == "height"
    assert asks("他个子有多高") == "height"
    assert asks("How tall am I?") == "height"
    assert asks("那栋楼有多高") is None  # a building's
    assert asks("血压多高算高血压") is None


def search(home: Path, memories: list[str], question: str) -> list[str]:
    svc = MemoryService(Settings(home=home))
    try:
        svc.remember_batch([{"content": text} for text in memories])
        return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]
    finally:
        svc.close()


def test_a_height_never_written_gets_nothing(tmp_path: Path) -> None:
    assert search(tmp_path / "a", MEMORIES, "我身高多少") == []


def test_a_height_written_keeps_its_memory(tmp_path: Path) -> None:
    told = "体检量了身高，一米六八，比去年长了两公分。"
    assert told in search(tmp_path / "b", [*MEMORIES, told], "我身高多少")
