"""A time, a holder, a plan or a sum of the old memory moved (lifecycle/rules/judge_zh_moved.py,
judge_zh_anew.py's whole sum; docs/languages.md, "The judge on the 上海 accountant, stop 29"),
and a state held all along (一直没动过) that gives nothing up. Fresh pairs, in no dataset; other
people, things and writers than zh28's."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

MOVED = [  # a time moved by a verb of moving, tied by what is moved or what is done then
    ("女儿的婚礼定在五月二十号。", "酒店那边出了问题，婚礼推后到六月八号了。"),
    ("表哥讲正月初八回广州上班。", "厂里通知晚开工，表哥改成正月十五回。"),
    ("老姐妹聚会放在十二号。", "人没凑齐，聚会延到十九号。"),
]
HOUR = [  # the same doing at another hour, the same day, a change said
    ("礼拜一孙子三点半放学。", "这学期起礼拜一也是四点放学了。"),
    ("星期六老爸七点钟去喝早茶。", "天冷了，星期六老爸也是八点钟去喝早茶了。"),
]
HOLDER = [  # the same thing led by another person now
    ("合唱团是老周指挥。", "老周腰不好，现在合唱团是小林指挥。"),
    ("太极拳班由孙师傅带。", "孙师傅回老家了，如今太极拳班由陶老师带。"),
]
DROPPED = [  # a plan dropped, the thing named first; 勿 before a verb and 了 read as 不
    ("下礼拜要去杭州看老同学。", "杭州勿去了，老同学出差了。"),
    ("暑假打算报个日语班。", "日语班勿报了，学费太贵。"),
]
SUM = [  # the whole sum after a change said just before it
    ("钟点工阿姨报价一个月三千二。", "钟点工阿姨要多烧一顿饭，加了四百，总共三千六。"),
]
UNCHANGED = [  # look-alikes: another day, another doing, the same time, a wish, kept all along
    ("女儿的婚礼定在五月二十号。", "侄子的满月酒推后到六月八号了。"),
    ("礼拜五女儿五点半下班。", "礼拜一外孙四点半下课。"),
    ("星期二外孙四点放学。", "星期二外孙四点放学，我去接。"),
    ("胃镜约在三月七号。", "我想把胃镜改到三月十四号，还没打电话。"),
    ("合唱团是老周指挥。", "现在舞蹈队是小林带。"),
    ("下个月我要去成都看外甥。", "我想想，成都勿去了也好。"),
    ("工商银行我还有一千股。", "茅台那一百股我一直没动过。"),
    ("我每天早上喝一杯豆浆。", "豆浆我一直没断过。"),
]


@pytest.mark.parametrize(("old", "new"), MOVED + HOUR + DROPPED + SUM)
def test_a_time_plan_or_sum_moved_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome == Outcome.OUTDATED, (old, new)


@pytest.mark.parametrize(("old", "new"), HOLDER)
def test_another_holder_now_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome == Outcome.OUTDATED, (old, new)


def test_another_holder_without_a_change_said_is_suspected() -> None:
    verdict = judge("舞龙队是阿彪领。", "听讲舞龙队是阿荣领。")
    assert verdict.outcome == Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), UNCHANGED)
def test_look_alikes_change_nothing(old: str, new: str) -> None:
    assert judge(old, new).outcome == Outcome.NONE, (old, new)
