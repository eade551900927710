# ruff: noqa: RUF001
"""A question about the first state of a changed fact gets its earliest telling first
(retrieval/earliest.py; docs/languages.md, "Corrections first, and the first state, stop
33"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import earliest
from ebbing.service import MemoryService

MEMORIES = [
    "跟房东谈好了，五月二号搬过去，约了货拉拉的师傅",
    "猫咪最近掉毛很厉害，换了一款猫粮",
    "公司下周团建去莫干山，住两晚",
    "搬家推迟了，房东说五月十号才能交房",
    "老妈腰不好，周末带她去做理疗",
    "搬家又改到五月十六号了，师傅那天有空",
    "新家离地铁站走路八分钟",
    "楼下新开了一家面馆，牛肉面二十八",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("earliest")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def first(svc: MemoryService, question: str) -> int:
    return MEMORIES.index(svc.search(question, top=5, touch=False)[0].memory.content)


def test_what_asks_the_first_state() -> None:
    assert earliest.asks_first("搬家原来定的是哪天")
    assert earliest.asks_first("When was the move first planned for?")
    assert not earliest.asks_first("搬家现在定在哪天")
    assert not earliest.asks_first("When is the move now?")


@pytest.mark.parametrize("question", ["搬家原来定的是哪天", "搬家一开始定在几号",
                                      "搬家最初约的是几号"])
def test_the_first_telling_comes_first(home: MemoryService, monkeypatch: pytest.MonkeyPatch,
                                       question: str) -> None:
    assert first(home, question) == 0
    monkeypatch.setattr(earliest, "asks_first", lambda _query: False)
    assert first(home, question) != 0  # the later tellings write more of it


def test_a_question_about_now_is_left_alone(home: MemoryService) -> None:
    assert first(home, "搬家现在定在哪天") == 5
