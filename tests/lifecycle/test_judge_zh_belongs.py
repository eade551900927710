"""Stop 34 (docs/languages.md, "The judge on voices it has not seen, stop 34"): what a value
belongs to (judge_zh_belongs.py). Two values are compared only when they are of one thing of
one holder: the thing a value measures (剃头 / 剃毛), its unit, and whose it is (阿珠的, 他爸
的同事). A statement that opens with what another holds says nothing of the old memory.

Every sentence was written for this test (in no dataset, no split's people or sentences).
The look-alikes each raise an alarm without the reader (judge_zh_measure.same_holding or
judge_zh.others_holding made to pass everything); the changes beside them are still found
with it (the thing left unsaid in the new one, the same thing named again)."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_belongs import Tie, others_holding, same_holding, tie

ANOTHER_THING = [  # two things priced, counted or measured in one kind: none
    ("楼下理发店洗头一次十五", "小白洗澡在宠物医院 一次六十"),  # the dog's bath, not my wash
    ("洗车一次二十五", "毛毛洗澡在宠物店 一次五十"),  # the dog's bath, not the car wash
    ("补鞋一双十块", "擦鞋在车站 一双五块"),  # another service in one unit
]
ANOTHER_HOLDER = [  # what another holds: none
    ("水电费一个月三百", "小芳的水电费一个月两百 她家人少"),
    ("老爸开出租跑东城", "老爸的徒弟小吴现在跑西城了"),
]
SAME_THING = [  # the thing left unsaid (found by judge_zh_measure, none at 50e9832), or
    # named again (found by an older reading too): still a change under the reader
    ("家教一次课一百五", "从这学期起 一次课两百"),
    ("理发一次三十", "涨价了 现在理发一次四十"),
]


@pytest.mark.parametrize(("old", "new"), ANOTHER_THING + ANOTHER_HOLDER)
def test_another_things_value_stays_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new"), SAME_THING)
def test_the_same_things_value_anew_is_a_change(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


def test_tie_reads_thing_unit_and_holder() -> None:
    assert tie("洗头一次十五", 4, 6) == Tie("洗头", "一次", "")
    assert tie("现在一节一百三", 4, 7) == Tie("", "一节", "")
    assert tie("小芳的水电费一个月两百", 9, 11, frozenset({"小芳"})) \
        == Tie("电费", "一个月", "小芳")
    assert tie("养了五只兔子", 2, 3) == Tie("兔子", "只", "")


def test_same_holding() -> None:
    old = Tie("洗头", "一次", "")
    assert not same_holding(old, Tie("", "一次", ""), "洗头一次十五", "小白洗澡在宠物医院 一次六十")
    assert same_holding(old, Tie("", "一次", ""), "洗头一次十五", "现在一次二十")
    assert not same_holding(Tie("电费", "", ""), Tie("电费", "", "小芳"), "电费两百", "小芳的电费")


def test_others_holding() -> None:
    assert others_holding("老爸开出租跑东城", "老爸的徒弟小吴现在跑西城了", frozenset()) \
        == "老爸的徒弟"
    assert others_holding("水电费一个月三百", "小芳的水电费一个月两百", frozenset({"小芳"})) \
        == "小芳的水电"
    assert others_holding("老爸开出租跑东城", "老爸的车换了", frozenset()) is None
