# ruff: noqa: RUF001
"""Dialect words read as Mandarin for retrieval (docs/languages.md, "zhrank5, stop 27"): the
word index reads a memory and a question through lang/dialects.py `reading` (core/query.py
`terms`), the untold reader (retrieval/untold.py) and the frame (retrieval/frame.py) read
what a memory names through it, so 俺家妮儿 meets 我女儿 and 闺女, and `why` says which words
were met in a reading. Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.core.query import terms
from ebbing.lang.dialects import written_for
from ebbing.service import MemoryService

MEMORIES = [
    "俺妮儿在洛阳一家幼儿园教小班 一个月四千五 干得可得劲",
    "阿嬷住在鹿港的老厝 每礼拜天阮都回去呷饭",
    "周末陪同事去爬了香山，下山吃了铜锅涮肉",
    "我在一家物流公司当会计，每天八点半打卡",
    "阳台上那几盆多肉是去年搬家时邻居送的",
    "车子今年三月做了保养，换了机油和空调滤芯",
]


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("dialect_words")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def test_index_words_read_as_mandarin() -> None:
    assert {"我女", "女儿"} <= set(terms("俺妮儿在县城超市上班"))
    assert "女儿" in terms("闺女下个月回来")
    assert "奶奶" in terms("阿嬷今年九十了")
    assert "没有" in terms("我屋头莫得米了")


def test_look_alikes_keep_their_words() -> None:
    assert {"中国", "老师"} <= set(terms("中国的老师都很辛苦"))
    assert "夜儿" in terms("半夜儿里醒了好几回")  # a night, not yesterday
    assert "莫得" in terms("切莫得罪了房东")  # 莫 + 得罪, not 没有
    assert "今朝" in terms("今朝有酒今朝醉")  # Wu words only in a Wu text


def test_why_names_the_words_met_in_a_reading() -> None:
    assert written_for(terms("我女儿在哪上班"), "俺妮儿在县城上班") == {"我女": "俺妮",
                                                                     "女儿": "妮儿"}
    assert written_for(terms("我女儿在哪上班"), "我女儿在县城上班") == {}
    assert written_for(terms("县城在哪"), "俺妮儿在县城上班") == {}  # met as written


def first(svc: MemoryService, question: str) -> str:
    hits = svc.search(question, top=3, touch=False)
    return hits[0].memory.content if hits else ""


@pytest.mark.parametrize(("question", "answer"), [
    ("我女儿在哪个幼儿园上班", "妮儿"),
    ("闺女一个月挣多少钱", "妮儿"),
    ("What does my daughter do for a living?", "妮儿"),
    ("我奶奶住在哪里", "阿嬷"),
])
def test_dialect_memory_found_in_mandarin(svc: MemoryService, question: str,
                                          answer: str) -> None:
    assert answer in first(svc, question)


def test_why_says_what_was_met(svc: MemoryService) -> None:
    hit = svc.search("我女儿在哪个幼儿园上班", top=1, touch=False)[0]
    assert hit.why["words_read"]["女儿"] == "妮儿"


@pytest.mark.parametrize("question", ["我儿子在哪上学", "我姐姐住哪个城市"])
def test_never_told_still_nothing(svc: MemoryService, question: str) -> None:
    assert svc.search(question, top=3, touch=False) == []


def test_a_memory_keeps_its_written_words_too() -> None:
    from ebbing.core.query import written_too
    words = written_too("俺闺女在县城上班")
    assert {"女儿", "闺女", "我女", "俺闺"} <= set(words)  # read, and as written
    assert written_too("我女儿在县城上班") == terms("我女儿在县城上班")  # Mandarin: as before
    assert written_too("my daughter works in town") == terms("my daughter works in town")


def test_a_dialect_question_meets_a_mandarin_memory() -> None:
    shared = set(terms("俺今儿个去银行办嘞啥卡")) & set(terms("我今天去银行办了张新卡"))
    assert {"我今", "今天", "银行"} <= shared
    assert "老爸" in terms("恁老汉儿在屋头做啥子")  # 老汉儿 (a father) as 老爸儿
