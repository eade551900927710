# ruff: noqa: RUF001
"""A memory that says the one before it was said wrong comes before it, for a question about
now or about then (retrieval/corrected.py; docs/languages.md, "Corrections first, stop 33").
Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import corrected
from ebbing.service import MemoryService

MEMORIES = [
    "表哥的婚礼定在十月六号，在绍兴老家办酒",
    "体检报告出来了，胆固醇六点二，医生让少吃蛋黄",
    "公司年会抽奖抽中了一台空气炸锅",
    "不对，我看错了，是五点二不是六点二",  # corrects 1, names no 胆固醇
    "儿子的游泳课每周二晚上七点，在体育中心",
    "车子保养花了八百，四万公里换机油",
    "房贷每个月还六千三，十五号从招行卡扣款",
    "物业说电梯下个月大修，要停两周",
    "口误口误，是十八号扣的，不是十五号",  # corrects 6
    "周末带爸妈去千岛湖玩了两天",
    "儿子说游泳教练换了一个，姓彭",  # a change, not a correction
    "女儿的校服买了两套，一共三百六，下周一开始穿",
    "说错了，校服是下周三开始穿，不是周一",  # corrects 11: a day, not the price
    "上周去苏州出差，住了两晚，报销单下周交",
    "苏州出差的报销被退回来了，财务说发票抬头写错了",  # an error told of: no correction
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("corrected")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str) -> list[int]:
    return [MEMORIES.index(h.memory.content) for h in svc.search(question, top=5, touch=False)]


def test_each_correction_finds_what_it_corrects(home: MemoryService) -> None:
    engine = home.engine
    row = {engine.store.read_row(r).content: r for r in range(len(MEMORIES))}
    pairs = {engine.store.read_row(c).content: engine.store.read_row(t).content
             for c, t in corrected.corrections(engine).items()}
    assert pairs == {MEMORIES[3]: MEMORIES[1], MEMORIES[8]: MEMORIES[6],
                     MEMORIES[12]: MEMORIES[11]}
    assert corrected.corrected_by(engine, row[MEMORIES[10]]) is None
    assert corrected.corrected_by(engine, row[MEMORIES[14]]) is None


@pytest.mark.parametrize(("question", "answer"), [
    ("体检查出来胆固醇是多少", 3),
    ("房贷每个月几号扣钱", 8),
    ("上次体检的胆固醇当时是多少", 3),  # the past too: 六点二 was never true
    ("女儿校服哪天开始穿", 12),
])
def test_the_correction_comes_first(home: MemoryService, monkeypatch: pytest.MonkeyPatch,
                                    question: str, answer: int) -> None:
    got = ranked(home, question)
    assert got[0] == answer
    monkeypatch.setattr(corrected, "corrections", lambda _engine: {})
    assert ranked(home, question)[0] != answer  # the question's words find the wrong one


def test_no_correction_no_change(home: MemoryService) -> None:
    assert ranked(home, "儿子的游泳课是星期几")[0] in (4, 10)


def test_a_correction_of_another_value_stays_below(home: MemoryService) -> None:
    assert corrected.takes_back_other("校服一共花了多少钱", MEMORIES[12])
    assert not corrected.takes_back_other("校服哪天开始穿", MEMORIES[12])
    assert not corrected.takes_back_other("胆固醇多少", MEMORIES[3])
    got = ranked(home, "女儿的校服一共花了多少钱")
    assert got[0] == 11  # the price was never taken back


def test_a_corrected_price_is_no_reason() -> None:
    price = "说错了 那把吉他卖的是七百五 不是八百"
    assert corrected.takes_back_other("为什么把吉他卖了", price)
    assert corrected.takes_back_other("Why did I sell the guitar?", price)
    reason = "记错了 搬家不是因为涨租 是因为离公司太远"
    assert not corrected.takes_back_other("当初为啥搬家", reason)
    assert not corrected.takes_back_other("吉他卖了多少钱", price)
