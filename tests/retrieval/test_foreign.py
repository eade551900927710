# ruff: noqa: RUF001
"""A Western name written in Chinese characters finds the memories that write it in Latin
letters, by its sound (retrieval/foreign.py): 奥斯卡 and "Oscar", 维克多 and "Victor". Names
and sentences written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import foreign
from ebbing.retrieval.foreign import han_outlines, latin_outlines
from ebbing.service import MemoryService

MEMORIES = [
    "Oscar is a Swedish glassblower who rents the workshop next to my studio.",
    "Victor fixes old motorbikes in a garage near the harbour and owes me a favour.",
    "Nicole from the choir is allergic to shellfish.",
    "我每周三晚上去老年大学学书法。",
    "楼下超市的老板娘是温州人，说话很快。",
    "我家阳台上的三角梅今年开得特别好。",
]
OTHERS = [
    "我每天早上跑步五公里，下雨就在跑步机上跑。", "阳台的灯泡坏了，要买一个螺口的。",
    "我妈妈下个月来住两个星期。", "家里的猫叫芝麻，是一只橘猫。", "我在学弹尤克里里。",
    "公司的年会定在一月中旬。", "我的车保险三月份到期。", "我最近在读《百年孤独》。",
    "周末想去郊外露营。", "我不吃辣，吃了就胃疼。", "我们小区门口新开了一家面包店。",
    "The dentist said my next cleaning is in six months.",
    "My landlord wants to raise the rent by five percent.",
    "I keep my passport in the blue folder in the study.",
    "The kids' swimming lessons moved to Thursday afternoons.",
    "Our wifi password is written on the back of the router.",
    "I'm trying to drink less coffee after lunch.",
    "The library book about birds is due back on Friday.",
]


@pytest.mark.parametrize(("han", "latin"), [
    ("奥斯卡", "oscar"), ("维克多", "victor"), ("妮可", "nicole"), ("索菲亚", "sophia"),
    ("彼得", "peter"), ("托马斯", "thoma"), ("汤姆", "tom"), ("艾米丽", "emili"),
    ("马丁", "martin"),
    ("奥利弗", "oliver"), ("丹尼尔", "daniel"),
])
def test_a_transliteration_and_its_latin_name_share_an_outline(han: str, latin: str) -> None:
    assert han_outlines(han) & latin_outlines(latin)  # "thoma", "emili": the index's stems


@pytest.mark.parametrize(("han", "latin"), [
    ("维克多", "oscar"), ("彼得", "pascal"), ("玛丽亚", "emili"), ("马丁", "nicole"),
    ("东西", "tomasz"),  # 东 closes its syllable with a nasal, the m of "Tomasz" opens one
])
def test_other_names_do_not(han: str, latin: str) -> None:
    assert not han_outlines(han) & latin_outlines(latin)


def test_too_little_to_go_by() -> None:
    assert latin_outlines("anna") == frozenset()  # one consonant: 安娜, 安宁, 恩...
    assert han_outlines("安娜") == set()
    assert latin_outlines("李") == frozenset()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=3, touch=False)]


def test_a_name_in_chinese_characters_finds_the_latin_one(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    try:
        assert found(svc, "奥斯卡是做什么的？")[:1] == [MEMORIES[0]]
        assert MEMORIES[1] in found(svc, "维克多欠我什么？")
        assert MEMORIES[2] in found(svc, "妮可对什么过敏？")
        assert foreign.written_names(svc.engine, "奥斯卡是做什么的？") == {"奥斯卡": ["oscar"]}
        # characters of a transliteration that name nobody the store writes change nothing
        assert MEMORIES[0] not in found(svc, "托马斯是做什么的？")[:1]
    finally:
        svc.close()
