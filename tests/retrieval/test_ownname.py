# ruff: noqa: RUF001
"""The speaker's own name across scripts (retrieval/ownname.py), kin words of the regions
(retrieval/roles.py `ACROSS`), the school holidays and units (retrieval/crossing.py); docs/
languages.md, "The speaker's name, kin words and school holidays across scripts, stop 36".
Every sentence here is fresh (in no dataset): a florist in 宁波 who says her name once, and
the English notes her nephew keeps for her."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval import crossing, ownname, roles
from ebbing.service import MemoryService

NOW = datetime(2026, 11, 2, 20, 0, tzinfo=UTC)
MEMORIES = [
    "我叫孟秋霞，今年五十二，在宁波鼓楼边上开了个花店，开了快二十年了",
    "店里的玫瑰都是从云南空运过来的，一扎二十支，进价六十",
    "囡囡在上海一家广告公司做设计，一个月回来一趟",
    "我表哥在舟山跑渔船，每年冬天给我寄一箱带鱼",
    "暑假外甥来店里帮忙，包花包得比我还快",
    "老公每天早上五点去花卉市场进货，我九点开门",
    "隔壁水果店的老板娘讲她也想卖点花，我讲你卖不过我的",
    "楼上的王阿姨天天来买一枝百合，讲供在佛前",
    "上个礼拜母亲节，康乃馨卖掉了三百多枝",
    "花店的房租涨到一个月四千二了，房东讲明年还要涨",
    "外甥讲要给我做个网店，我讲我搞不来",
    "我的老花镜又找不到了，店里翻了个遍",
    "Qiuxia's gym card: Yinzhou Fitness, 1,500 yuan a year, renews on 3 March. Locker 41.",
    "Qiuxia takes one amlodipine tablet every morning after breakfast; refill at the clinic.",
    "Shop online orders: I set up the WeChat mini-shop for my aunt, delivery 10 yuan in town.",
    "During the winter break I will stay at my aunt's flat and help at the shop on weekends.",
    "Tulip bulbs from the Dutch grower: 14 euros a box of fifty, shipped in October.",
    "花卉市场离店里十二公里，老公开车过去要二十分钟",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("ownname")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def place(svc: MemoryService, question: str, answer: str) -> int:
    found = [h.memory.content for h in svc.search(question, top=10, now=NOW, touch=False)]
    return found.index(answer) + 1 if answer in found else 99


def test_the_speaker_says_her_name_once(home: MemoryService) -> None:
    assert ownname.own_names(home.engine) == ["孟秋霞"]
    assert ownname.spellings("孟秋霞") == ["qiuxia"]


def test_the_notes_that_write_her_name_are_found_for_her_question(home: MemoryService) -> None:
    mine = ownname.found(home.engine, "我的健身卡一年多少钱？")
    texts = {home.store.read_row(int(r)).content for r in mine.rows.tolist()}
    assert texts == {MEMORIES[12], MEMORIES[13]}
    assert mine.other == ("qiuxia",)
    assert mine.own and all("我" in t for t in mine.own)


@pytest.mark.parametrize("question", [
    "我们的健身卡一年多少钱？",  # 我们: not the speaker alone
    "What does Qiuxia pay for her gym card?",  # an English question
    "花店的房租一个月多少？",  # no 我
])
def test_nothing_for_other_questions(home: MemoryService, question: str) -> None:
    assert not len(ownname.found(home.engine, question).rows)


@pytest.mark.parametrize(("question", "answer", "at"), [
    # without ownname.py the first two are not among the first ten
    ("我的健身卡一年多少钱？", MEMORIES[12], 1),
    ("我每天早上吃的降压药叫什么？", MEMORIES[13], 2),
])
def test_a_chinese_question_meets_the_note_that_names_her(home: MemoryService, question: str,
                                                        answer: str, at: int) -> None:
    assert place(home, question, answer) <= at


def test_kin_words_of_the_regions(home: MemoryService) -> None:
    # roles.py ACROSS: 囡囡 is a daughter (Wu), 表哥 a cousin; the cousin's memory is second
    # without it
    assert roles.across(home.engine, "Which company does my daughter work for?") == \
        {"daughter": ["囡囡"]}
    assert roles.across(home.engine, "What does my cousin send me?") == {"cousin": ["表哥"]}
    assert place(home, "What does my cousin send me every winter?", MEMORIES[3]) == 1


def test_the_school_holidays_in_both_scripts(home: MemoryService) -> None:
    english = crossing.found(home.engine, "Who helped in the shop during the summer holidays?")
    assert [{home.store.read_row(int(r)).content for r in c.rows.tolist()}
            for c in english] == [{MEMORIES[4]}]
    chinese = crossing.found(home.engine, "寒假外甥住在哪里？")
    assert [{home.store.read_row(int(r)).content for r in c.rows.tolist()}
            for c in chinese] == [{MEMORIES[15]}]


def test_a_unit_in_both_scripts(home: MemoryService) -> None:
    # crossing.py UNITS: 几欧 is asked of the note in "euros", "kilometres" of 公里 (in a
    # store this small e5 finds both first without them: what is asserted is the reading)
    chinese = crossing.found(home.engine, "荷兰的郁金香球一箱几欧？")
    assert [{home.store.read_row(int(r)).content for r in c.rows.tolist()}
            for c in chinese] == [{MEMORIES[16]}]
    english = crossing.found(home.engine, "How many kilometres is the flower market from here?")
    assert [{home.store.read_row(int(r)).content for r in c.rows.tolist()}
            for c in english] == [{MEMORIES[17]}]
    assert crossing.found(home.engine, "欧洲的郁金香好卖吗？") == []  # 欧洲 is no euro
    assert place(home, "荷兰的郁金香球一箱几欧？", MEMORIES[16]) == 1
