# ruff: noqa: RUF001
"""A question typed in Mandarin with Teochew (潮汕) words of asking and of whose (乜个, 个 as 的,
无 closing a yes-no question) is read as the same question in Mandarin
(retrieval/teochew_asked.py), so the floor's readers of who and what is asked read it; the
animal of a birth year and where someone comes from are attributes (retrieval/attribute.py);
大孙 and 长孙 name a grandson (retrieval/kinds.py). Every sentence is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.attribute import asks
from ebbing.retrieval.kinds import named
from ebbing.retrieval.teochew_asked import asked_in_mandarin
from ebbing.service import MemoryService

NOW = datetime(2025, 9, 14, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize(("question", "mandarin"), [
    ("阿娟个老公姓乜个", "阿娟的老公姓什么"),
    ("我个表弟而今在哪里做工", "我的表弟现在在哪里做工"),
    ("菜脯同萝卜干有乜个唔同", "菜脯同萝卜干有什么不同"),
    ("猪脚饭食多了会胖无", "猪脚饭食多了会胖吗"),
    ("伊个车几钱买个", "伊的车多少钱买的"),
])
def test_teochew_asking_read_in_mandarin(question: str, mandarin: str) -> None:
    assert asked_in_mandarin(question) == mandarin


@pytest.mark.parametrize("question", [
    "这个周末去哪里玩", "我个人觉得哪个好", "他是个好人吗", "家里有几个孩子", "有无优惠",
])
def test_mandarin_measure_word_and_words_left_alone(question: str) -> None:
    assert asked_in_mandarin(question) == question


def test_attributes_asked_in_teochew() -> None:
    assert asks("阿娟个老公姓乜个") == ("name", "阿娟", "老公")
    assert asks("细叔是属乜个个") == ("zodiac", "", "细叔")
    assert asks("老蔡是哪里人") == ("origin", "", "老蔡")
    assert asks("我屋里老蔡属什么的") == ("zodiac", "", "老蔡")
    assert asks("秀珠厝住在哪个区") == ("address", "", "秀珠")
    assert asks("老蔡在揭阳做乜个工") == ("work", "", "老蔡")
    assert asks("鸿发五金在澄海哪个镇") == ("locality", "", "鸿发五金")
    assert asks("我们现在在市场哪一区卖") is None  # 现在: no place asked of


def test_a_grandson_by_rank() -> None:
    assert "grandson" in named("长孙阿伟在汕头读高三")
    assert "grandson" in named("大孙下个月从深圳返来")


MEMORIES = [
    "阿娟是我隔壁档卖鱼丸个，每日四点就起身去批货。",
    "阿娟个仔在澄海读初二，成绩好，老师讲伊会考上金中。",
    "老蔡是揭阳人，在市场门口修鞋修了二十年。",
    "细叔今年七十三岁，每早去公园打太极。",
    "长孙阿伟在汕头读高三，礼拜六返来食饭。",
    "秀珠厝住在龙湖区，伊个孙女在幼儿园。",
    "我每日下昼去老爷宫拜拜，顺路买两个粿。",
    "鸿发五金个林老板讲门锁下礼拜先到货，一把一百二。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("teochew")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "阿娟个老公姓乜个",  # 阿娟 told of, a husband never
    "阿娟属乜个",  # her birth year never told
    "我个小妹而今住在哪里",  # whose, in Teochew: no younger sister told of
    "修鞋个老蔡屋里有几个孥仔",  # his children never told
    "老蔡有几兄妹",  # nor his brothers and sisters
    "鸿发五金在澄海哪个镇",  # the shop told of, its town never
])
def test_what_the_store_never_told_gets_nothing(home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("细叔是属乜个个", 3),  # 七十三岁 gives the year
    ("老蔡是哪里人", 2),  # 揭阳人
    ("阿娟个仔在哪里读书", 1),
    ("阿娟有几个孥仔", 1),  # 阿娟个仔: a child told of
    ("孙子在汕头读几年级", 4),  # 长孙阿伟 读高三
    ("秀珠厝住在哪个区", 5),  # 龙湖区
    ("鸿发五金个老板姓乜个", 7),  # 林老板: the surname before the title
    ("秀珠厝在汕头哪个区", 5),  # 龙湖区
])
def test_what_the_store_told_keeps_its_memory(home: MemoryService, question: str,
                                              answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)
