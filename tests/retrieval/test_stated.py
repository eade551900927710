# ruff: noqa: RUF001
"""A question that asks when someone's birthday is, or of a wedding, gets nothing from a store
that tells of no birthday or birth, no wedding or marriage at all, and keeps its memory where
one is told (retrieval/stated.py). Every sentence is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.stated import asks
from ebbing.service import MemoryService

NOW = datetime(2025, 7, 14, 21, 0, tzinfo=UTC)


def test_what_asks_for_a_birthday() -> None:
    assert asks("表哥的生日是几号？") == "birthday"
    assert asks("我老公哪天过生日")
    assert asks("小宇是几月几号出生的")
    assert asks("When is my brother's birthday?") == "birthday"
    assert not asks("我生日那天吃的哪家火锅？")  # a birthday as a time, not asked
    assert not asks("生日蛋糕怎么做才松软")
    assert asks("表哥哪年结的婚？") == "wedding"
    assert asks("When did my brother get married?") == "wedding"


WITHOUT = [
    "表哥在成都开了一家火锅店，生意还不错。",
    "我老公每周三晚上去打羽毛球。",
    "小宇读初二，数学老师姓杜。",
    "My brother lives in Vancouver and works as a nurse.",
]
WITH = [*WITHOUT, "表哥是腊月初六出生的，属龙。", "表哥前年国庆在老家办的婚礼，摆了三十桌。"]


def open_store(root: str, texts: list[str]) -> MemoryService:
    svc = MemoryService(Settings(home=root))
    svc.remember_batch([{"content": text} for text in texts])
    return svc


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[MemoryService, ...]]:
    without = open_store(str(tmp_path_factory.mktemp("without")), WITHOUT)
    told = open_store(str(tmp_path_factory.mktemp("with")), WITH)
    yield without, told
    without.close()
    told.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "表哥的生日是几号？",
    "我老公哪天过生日",
    "When is my brother's birthday?",
    "表哥哪年结的婚？",
])
def test_no_such_event_told_anywhere_gets_nothing(stores: tuple[MemoryService, ...],
                                                question: str) -> None:
    assert found(stores[0], question) == []


def test_an_event_told_keeps_its_memory(stores: tuple[MemoryService, ...]) -> None:
    assert WITH[-2] in found(stores[1], "表哥的生日是几号？")
    assert WITH[-1] in found(stores[1], "表哥的婚礼在哪儿办的？")
    assert WITHOUT[1] in found(stores[0], "我老公每周几打球？")  # no birthday asked
