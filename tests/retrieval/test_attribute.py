# ruff: noqa: RUF001
"""A question that asks an attribute of someone or something the store writes, which no memory
that writes them states, gets nothing; one a memory states keeps its memory
(retrieval/attribute.py). Every sentence is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.attribute import asks
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 21, 0, tzinfo=UTC)


def test_the_attribute_and_holder_a_question_asks() -> None:
    assert asks("思远读哪一所小学") == ("school", "", "思远")
    assert asks("老周那辆摩托是多少马力") == ("power", "老周", "摩托")
    assert asks("我表舅是几月几号生日") == ("birthday", "", "表舅")
    assert asks("小雯老公在哪个单位上班") == ("work", "小雯", "老公")
    assert asks("秋菊今年几岁了") == ("age", "", "秋菊")
    assert asks("鸽子一般能活几岁") is None  # asked of the kind in general
    assert asks("明天几点出发") is None  # no attribute of a holder
    # what the holder does with the speaker describes them; it is not whose they are
    assert asks("教我开车的那个师傅叫什么名字") == ("name", "", "师傅")
    assert asks("跟我钓鱼的老朋友住在哪儿") == ("address", "", "老朋友")


MEMORIES = [
    "外甥思远今年上二年级了，每个礼拜三下午去少年宫学围棋。",
    "思远围棋考到了业余三段，老师说他算得快。",
    "老周那辆摩托是春风的，周末常骑去水库钓鱼。",
    "老周说他的摩托下个月要去做保养，换机油两百。",
    "表舅住在常德，退休前是中学的物理老师。",
    "侄女秋菊在长沙读护理，今年十九岁，暑假回来实习。",
    "楼下的修车铺老板叫彭建国，手艺好，补胎十块。",
    "我家楼下新开了一家面馆，牛肉面二十八一碗。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("attribute")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "思远读哪一所小学",  # his school never told
    "老周那辆摩托是多少马力",  # the motorbike told of, its power never
    "表舅是几月几号生日",  # the uncle told of, his birthday never
])
def test_an_attribute_never_told_gets_nothing(home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("秋菊今年多大岁数了", 5),  # 十九岁
    ("修车铺老板叫什么名字", 6),  # 叫彭建国
    ("表舅以前在哪个单位上班", 4),  # 中学的物理老师: a school is where he worked
])
def test_an_attribute_told_keeps_its_memory(home: MemoryService, question: str,
                                            answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


def test_a_holder_described_by_what_they_do_with_the_speaker_is_not_emptied(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    said = ["老周每个周末都来跟我钓鱼，一钓就是一下午。",
            "老周搬去昌平了，住在他儿子家，说那边空气好。",
            "楼下的面馆涨价了，牛肉面三十一碗。"]
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("described")))
    try:
        svc.remember_batch([{"content": text} for text in said])
        assert said[1] in found(svc, "跟我钓鱼的老朋友现在住在哪儿")
    finally:
        svc.close()
