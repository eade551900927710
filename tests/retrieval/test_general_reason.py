# ruff: noqa: RUF001
"""General questions read at stop 33 (retrieval/general.py): a why question is answered by a
memory that gives a reason, not by one that only tells the custom happened; what a sign stands
for (代表什么) and the best way, time or age for a task, asked of no one, are general. Every
sentence is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.general import asks_general
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 21, 0, tzinfo=UTC)


def test_how_these_are_asked_is_general() -> None:
    assert asks_general("黄灯一直闪代表什么？")
    assert asks_general("What is the best way to store fresh ginger?")
    assert asks_general("What is the right age for a child to learn to swim?")
    assert not asks_general("What is the best way to reach my sister?")  # speaks of someone


MEMORIES = [
    "今天腊八，单位食堂煮了一大锅腊八粥，我喝了两碗。",
    "端午那天外婆包了粽子，她说吃粽子是为了纪念屈原。",
    "今天学车，教练让我在黄灯一直闪的路口减速慢行。",
    "买了一斤生姜，炖排骨汤用掉一半，剩下的放冰箱。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("general_reason")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "腊八为什么要喝腊八粥？",  # the porridge told of, no reason
    "路口黄灯一直闪代表什么？",  # the light told of, not what it means
    "What is the best way to store fresh ginger?",  # ginger told of, no way to keep it
])
def test_a_general_question_no_memory_answers_gets_nothing(home: MemoryService,
                                                           question: str) -> None:
    assert found(home, question) == []


def test_a_why_question_keeps_the_memory_that_gives_the_reason(home: MemoryService) -> None:
    assert MEMORIES[1] in found(home, "端午为什么要吃粽子？")  # 是为了纪念屈原
