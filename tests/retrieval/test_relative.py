# ruff: noqa: RUF001
"""A question about a relative of someone the store writes, which no memory tells of, gets
nothing; one the store tells of keeps its memory (retrieval/relative.py). Every sentence is
fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.relative import asked
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 21, 0, tzinfo=UTC)


def test_whose_relative_a_question_asks_of() -> None:
    assert asked("小芸的老公叫什么名字？") == [("小芸", "老公")]
    assert asked("周航他老婆在哪儿上班") == [("周航", "老婆")]
    assert asked("晓琳她妈今年多大") == [("晓琳", "妈")]
    assert asked("我妈今年多大") == []  # the speaker's own
    assert asked("孩子他爸几点下班") == []  # the speaker's household
    assert asked("潜水教练是哪里人") == []  # a trade anyone may have
    assert asked("昨天看了他奶奶的病历") == []  # 看了 is no one


MEMORIES = [
    "我妹小芸在杭州当老师，下个月搬新家。",
    "老同学周航下周来上海出差，约了周五吃饭。",
    "周航的老婆在招商银行上班，去年生了二胎。",
    "我家楼下新开了一家面馆，牛肉面二十八一碗。",
    "晓琳是我大学室友，现在在深圳做设计。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("relative")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "小芸的老公叫什么名字？",
    "晓琳她男朋友是做什么的",
])
def test_a_relative_never_told_of_gets_nothing(home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("周航他老婆在哪儿上班", 2),
    ("周航的爱人在哪家银行", 2),  # another word for the relation
    ("小芸在哪个城市当老师", 0),  # no relative asked: read as before
])
def test_a_relative_the_store_tells_of_keeps_its_memory(home: MemoryService, question: str,
                                                       answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)
