# ruff: noqa: RUF001
"""A name written in one script and asked about in the other, by its sound
(retrieval/pinyin.py): "Meiling" finds 美玲, 豆豆 finds "Doudou", with no alias set. Sentences
written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

from ebbing.config import Settings
from ebbing.retrieval.pinyin import latin_names, pair_sounds, readings
from ebbing.service import MemoryService

MEMORIES = [
    "美玲的老家在福建泉州，她每年中秋都回去。",
    "美玲上个月开始学做咖啡拉花。",
    "楼上的邻居在阳台上种了很多番茄。",
    "Doudou, my nephew, broke his arm falling off a scooter in September.",
    "The plumber Gareth charges eighty pounds an hour.",
    "我们家的洗衣机是去年双十一买的。",
]
# the rest of a household's store (a question's cosines are read against the store's median
# from 24 memories on: retrieval/engine.py BACKGROUND_LEAST)
OTHERS = [
    "我每天早上跑步五公里，下雨就在跑步机上跑。", "阳台的灯泡坏了，要买一个螺口的。",
    "我妈妈下个月来住两个星期。", "家里的猫叫芝麻，是一只橘猫。", "我在学弹尤克里里。",
    "公司的年会定在一月中旬。", "我的车保险三月份到期。", "我最近在读《百年孤独》。",
    "周末想去郊外露营。", "我不吃辣，吃了就胃疼。", "我们小区门口新开了一家面包店。",
    "The dentist said my next cleaning is in six months.",
    "My landlord wants to raise the rent by five percent.",
    "I keep my passport in the blue folder in the study.",
    "The kids' swimming lessons moved to Thursday afternoons.",
    "I promised to help my colleague move flats on Saturday.",
    "Our wifi password is written on the back of the router.",
    "I'm trying to drink less coffee after lunch.",
    "The library book about birds is due back on Friday.",
    "My brother's band plays at a pub downtown every other week.",
]


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=3, touch=False)]


def test_readings_drop_tones_and_keep_every_reading() -> None:
    assert readings("玲") == ("ling",)
    assert "shan" in readings("单") and "dan" in readings("单")
    assert ("dou", "dou") in pair_sounds("豆豆")
    assert readings("a") == () and pair_sounds("豆") == []
    assert latin_names("Where does Zhang Wei live now?") == [["zhang", "wei"]]
    assert latin_names("Who is Meiling's brother?") == [["meiling"]]
    assert latin_names("What did I eat?") == []  # a question's first word is no name


def test_a_name_in_pinyin_finds_the_chinese_memories(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    hits = found(svc, "Where is Meiling's hometown?")
    assert hits and hits[0] == MEMORIES[0]
    # a name the store never wrote in either script keeps the whole floor
    assert MEMORIES[0] not in found(svc, "Where is Xiaoyun's hometown?")
    svc.close()


def test_a_chinese_name_finds_the_memory_written_in_pinyin(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    assert MEMORIES[3] in found(svc, "豆豆的胳膊是怎么受伤的？")
    assert MEMORIES[3] not in found(svc, "洗衣机是什么时候买的？")
    svc.close()
