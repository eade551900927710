# ruff: noqa: RUF001
"""A question about what kind a named one is, answered by the memory that introduces it
(retrieval/kind.py). Sentences written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

from test_pinyin import OTHERS

from ebbing.config import Settings
from ebbing.retrieval.kind import asks_kind, introduces
from ebbing.service import MemoryService

MEMORIES = [
    "我们家养了一只布偶猫，叫年年，两岁了。",
    "年年只吃鸡肉味的猫粮，换了别的就不吃。",
    "年年上个月打了猫三联疫苗。",
    "我表弟养了一条金毛，叫可乐。",
    "可乐每天早晚各遛一次狗。",
    "Our neighbours have a beagle called Biscuit.",
    "Biscuit barks at the postman every morning and eats dog biscuits.",
]


def test_what_kind_a_named_one_is_is_read_from_the_question() -> None:
    assert asks_kind("年年是什么猫？") == "年年"
    assert asks_kind("可乐是什么品种的狗？") == "可乐"
    assert asks_kind("What breed is Biscuit?") == "Biscuit"
    assert asks_kind("What kind of dog is Biscuit?") == "Biscuit"
    for other in ("我开的是什么车？", "这是什么花？", "年年吃什么猫粮？", "Daniel是哪里人？",
                  "他是什么星座？", "What does Biscuit eat?"):
        assert asks_kind(other) is None, other


def test_the_memory_that_introduces_it() -> None:
    assert introduces(MEMORIES[0], "年年")
    assert introduces("年年是一只布偶猫。", "年年")
    assert introduces(MEMORIES[3], "可乐")
    assert introduces(MEMORIES[5], "Biscuit")
    assert not introduces(MEMORIES[1], "年年")  # 一种 without 叫: not what it is
    assert not introduces(MEMORIES[4], "可乐")
    assert not introduces(MEMORIES[6], "Biscuit")


def test_the_introduction_answers(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    # both put the memory about its food or its walks first on eb8ee7c
    for question, answer in (("年年是什么品种的猫？", MEMORIES[0]), ("可乐是什么狗？", MEMORIES[3]),
                             ("年年是什么猫？", MEMORIES[0])):
        assert svc.search(question, top=3, touch=False)[0].memory.content == answer, question
    # any other question about it is read as before
    assert svc.search("年年吃什么猫粮？", top=3, touch=False)[0].memory.content == MEMORIES[1]
    svc.close()
