# ruff: noqa: RUF001
"""An English question that asks an attribute of one of the speaker's people, in a store that
writes Chinese, gets nothing when no memory about them states it, and keeps the memory that
does (retrieval/attribute_en.py); an English note answers a Chinese attribute question only
when it writes that holder (retrieval/attribute.py). Every sentence is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.attribute import asks as asks_zh
from ebbing.retrieval.attribute import sounded
from ebbing.retrieval.attribute_en import asks
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 21, 0, tzinfo=UTC)


def test_the_attribute_and_relation_an_english_question_asks() -> None:
    assert asks("What is my son's phone number?") == ("phone", "son")
    assert asks("What's our landlord's full name?") == ("name", "landlord")
    assert asks("How old is my grandma?") == ("age", "grandma")
    assert asks("Where does my older sister work?") == ("work", "sister")
    assert asks("What is Tom's phone number?") is None  # a name, not a relation
    assert asks("What is the best phone to buy?") is None  # nobody's


def test_a_name_written_by_its_sound() -> None:
    assert sounded("邓志远", "call Deng Zhiyuan first") is not None
    assert sounded("老邓", "Deng said so") is not None
    assert sounded("邓志远", "Dong Zhiguo") is None


MEMORIES = [
    "我老公邓志远在物流公司开车，早上六点就出门。",
    "志远说下个月可能调去长沙的仓库，工资涨八百。",
    "老公换了新号码 158 2231 7706，旧卡停了。",
    "我爸今年七十二了，住在老家衡阳，种了半亩菜地。",
    "女儿小满读初二，班主任姓蒋，上周开了家长会。",
    "Emergency contact for Auntie Fang: her nephew Tang Wei, 186 7720 4415, lives in Zhuzhou.",
    "小满的英语老师是外教，每周六上午上网课。",
    "Tutor's note: Xiaoman's tutor is Ms Clarke, lessons on Saturday at ten, Zoom link as before.",
    "小满的同桌上周转学走了，她哭了一晚上。",
    "楼下五金店的老板老韩 韩立平 人挺实在，修水管只收了二十。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("attribute_en")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "What is my son's phone number?",  # no son anywhere (the floor alone empties it too)
    "What is my dad's blood type?",  # 我爸 told of, his blood type never
    "What is my daughter's phone number?",  # 小满 told of; the number is 老公's
])
def test_an_english_question_about_an_attribute_never_told_gets_nothing(
        home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("What is my husband's phone number?", 2),  # 老公换了新号码 158…
    ("How old is my dad?", 3),  # 七十二了
    ("What is my husband's name?", 0),  # 我老公邓志远
])
def test_an_english_question_about_an_attribute_told_keeps_its_memory(
        home: MemoryService, question: str, answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


def test_an_english_note_about_another_holder_does_not_answer(home: MemoryService) -> None:
    # the notes name a nephew of Auntie Fang and Xiaoman's tutor, never her desk mate
    assert found(home, "小满的同桌叫什么名字") == []
    # ... but one that writes the holder does: Xiaoman's tutor
    assert MEMORIES[7] in found(home, "小满的家教老师叫什么名字")


def test_the_attribute_is_read_in_its_own_clause() -> None:
    assert asks_zh("我对什么过敏 血型是啥") is None  # no holder in the blood type's clause
    assert asks_zh("老韩全名叫什么") == ("name", "", "老韩")


def test_a_full_name_right_after_the_holder_tells_the_name(home: MemoryService) -> None:
    assert MEMORIES[9] in found(home, "老韩全名叫什么")  # 老韩 韩立平, written once
