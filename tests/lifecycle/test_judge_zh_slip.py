"""Stop 35, judge_zh_slip.py (docs/lifecycle.md, "Readings of stop 35"): the new statement says
an error was made (a verb of saying, writing or keeping a record with a result of error, or an
opening 不对 / 不是) and gives another value of the same kind as the old memory's: a day, a grade, a
class, a sum, a dose, a name retyped.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each correction fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CORRECTED = [
    ("侄子的婚礼定在十月十二号", "不对 是十月十九号 十二号是订婚"),  # a day
    ("驾照科目二考了B级", "不是 我记岔了 其实是A级"),  # a grade
    ("社保缴费档次填的是3类", "单位说表格填错了 应该是2类"),  # a class, a record kept wrong
    ("我借给表姐两万", "我讲错了 表姐借的是一万五"),  # a sum, the speaker's own slip
    ("儿子的班主任叫王晓岚", "哎 打错了 是王小岚"),  # a name typed wrong
    ("外婆的降压药每片是5/80的", "不是 抄错了 外婆吃的是5/160的"),  # a dose copied wrong
    ("女儿的同桌叫李思彤", "不对 输错了 是李斯彤"),  # a name retyped
]
STAY_NONE = [
    ("侄子的婚礼定在十月十二号", "不对 我把日子记混了 反正是十月"),  # no value of the kind
    ("驾照科目二考了B级", "我刚才说错了 不是周三考 是周四考"),  # another value, no grade
    ("我借给表姐两万", "电话打错了 是个推销的 要卖我五万的保险"),  # a number dialled
    ("女儿的同桌叫李思彤", "不是李思彤的错 是别人先动的手"),  # her name, not retyped
    ("快递柜取件码是6021", "我也不知道是不是6012"),  # asked, not said
]


@pytest.mark.parametrize(("old", "new"), CORRECTED)
def test_value_put_down_wrong_is_repudiated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.REPUDIATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_slip_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
