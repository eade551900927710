# ruff: noqa: RUF001
"""An English relation word leads to a Chinese word of three characters only when the store
writes all of it, not its first character pair alone (retrieval/roles.py `across`;
docs/languages.md, "Chinese ranking, stop 26"). Every sentence here is fresh (in no
dataset)."""

from __future__ import annotations

from pathlib import Path

from ebbing.config import Settings
from ebbing.retrieval.roles import across
from ebbing.service import MemoryService


def words_for(home: Path, memories: list[str], question: str) -> dict[str, list[str]]:
    svc = MemoryService(Settings(home=home))
    svc.remember_batch([{"content": text} for text in memories])
    svc.engine.sync()
    try:
        return across(svc.engine, question)
    finally:
        svc.close()


def test_an_old_man_or_a_grandson_is_not_the_word_asked_for(tmp_path: Path) -> None:
    memories = ["桥头那个卖烤红薯的老汉，天天五点就出摊", "我爸退休前在粮站管仓库",
                "外孙今年上初二，个子蹿到一米七了"]
    assert "老汉儿" not in words_for(tmp_path / "a", memories,
                                    "What did my father do before he retired?")["father"]
    assert "granddaughter" not in words_for(tmp_path / "b", memories,
                                            "What does my granddaughter study?")


def test_the_whole_word_written_is_taken(tmp_path: Path) -> None:
    memories = ["我老汉儿在眉山种了一辈子的柑橘", "外孙女在学大提琴，每周六上课"]
    assert "老汉儿" in words_for(tmp_path / "a", memories, "What does my dad grow?")["dad"]
    assert "外孙女" in words_for(tmp_path / "b", memories,
                                 "Which instrument is my granddaughter learning?")["granddaughter"]
