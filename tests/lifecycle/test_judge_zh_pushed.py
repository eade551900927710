"""Stop 35, judge_zh_pushed.py (docs/lifecycle.md, "Readings of stop 35"): the old memory dates
one thing and the new statement moves a time of the same kind (a month, a day, an hour) by a
verb of moving in time with its goal, with no word of the old memory beside it.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

MOVED = [  # said plainly: outdated
    ("儿子的牙套六月能摘", "复诊的时候医生说得延到九月"),
    ("老房子的过户手续月底办完", "中介讲材料不齐 要推后到下个月"),
]
HEARD = [  # under a hedge: suspected
    ("小区的电梯八月装好", "物业说配件没到 可能要拖到十月"),
]
STAY_NONE = [
    ("小区的电梯八月装好", "物业说电梯八月肯定能装好"),  # the old time itself
    ("表姐的婚宴在十月二号", "表姐说今天的彩排改到三点"),  # one day, another kind
    ("小区的电梯八月装好", "楼下邻居说他家的装修拖到十月了"),  # another's thing
    ("胃镜约在三月七号", "我想把胃镜改到三月十四号 还没打电话"),  # only wished
]


@pytest.mark.parametrize(("old", "new"), MOVED)
def test_time_moved_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_time_moved_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_time_moved_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
