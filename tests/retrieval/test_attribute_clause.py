# ruff: noqa: RUF001
"""What a memory states of someone is read in the clause that writes them and the one after it,
not anywhere in the memory; where someone comes from, what they do for a living, and where
their home is are asked of them (retrieval/attribute.py, stop 34). Every sentence is fresh (in
no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.attribute import asks, clauses
from ebbing.service import MemoryService

NOW = datetime(2025, 9, 14, 20, 0, tzinfo=UTC)


def test_the_holder_and_what_is_asked_of_them() -> None:
    assert asks("我老伴儿老家是哪儿的") == ("hometown", "", "老伴儿")
    assert asks("二姑是哪里人") == ("hometown", "", "二姑")
    assert asks("小周他爸是做什么的") == ("work", "小周", "爸")
    assert asks("许晴家住在哪里") == ("address", "", "许晴")  # her home: where she lives
    assert asks("小燕新家在哪个小区") == ("address", "", "小燕")
    assert asks("我表哥在哪儿住") == ("address", "", "表哥")


def test_a_clause_and_the_one_after_it() -> None:
    said = "楼下街坊凑了一桌麻将 老姜输了二十块 回家挨了骂"
    assert clauses(said, ["老姜"]) == ["老姜输了二十块 回家挨了骂"]
    assert clauses("老姜，住在槐树胡同。", ["老姜"]) == ["老姜 住在槐树胡同"]
    # a comma goes on with the same subject, up to the stop
    assert clauses("新来的帮工叫小贺，二十岁，宜宾人。他不吃香菜。", ["小贺"]) \
        == ["新来的帮工叫小贺 二十岁 宜宾人"]


MEMORIES = [
    "楼下街坊凑了一桌麻将 老姜输了二十块 回家挨了骂",
    "老姜的二胡拉得是真好 礼拜五晚上在院儿里拉了一段二泉映月",
    "老伴儿腰疼 大夫让多躺着 中秋不回老家了",
    "老伴儿包的韭菜馅儿饺子 街坊都说香",
    "二姑是湖南人 嫁到武汉三十年了 一口辣椒离不了",
    "小周他爸上个月来家里吃饭 喝了半斤白酒",
    "阿华他妈是开面馆的，牛肉面做得地道。",
    "许晴是我同桌，数学特别好，每次考试都是年级前十。",
    "小燕年底要搬去跟她姐住 让我早点找新室友",
    "表哥住在滨江花园 离地铁站走路五分钟",
    "新来的帮工叫小贺，二十岁，宜宾人。他不吃香菜。",
    "我姐夫韩斌是兽医，在城西开了一家宠物诊所。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("clause")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "老姜住在哪条街",  # 街 of 街坊, in another clause, is no street of his
    "我老伴儿老家是哪儿的",  # 老家 two clauses on is the speaker's trip, not where she is from
    "小周他爸是做什么的",  # he came to dinner; his trade never told
    "许晴家住在哪里",  # her desk and marks told, her home never
    "小燕新家在哪个小区",  # she moves in with her sister: where, never told
])
def test_an_attribute_never_told_of_them_gets_nothing(home: MemoryService,
                                                      question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "memory"), [
    ("二姑是哪里人", "二姑是湖南人"),
    ("阿华他妈是做什么的", "阿华他妈是开面馆的"),
    ("我表哥在哪儿住", "表哥住在滨江花园"),
    ("小贺是哪里人", "宜宾人"),  # three clauses on, after commas
    ("韩斌是做什么的", "是兽医"),  # a trade by its last character
])
def test_an_attribute_told_keeps_its_memory(home: MemoryService, question: str,
                                            memory: str) -> None:
    assert any(memory in said for said in found(home, question))
