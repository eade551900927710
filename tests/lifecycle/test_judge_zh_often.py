"""Stop 35, judge_zh_often.py (docs/lifecycle.md, "Readings of stop 35"): the same doing (the
two characters after the frequency, both written) at another frequency; a change said
(改, 现在, 只, 就) makes it outdated.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

OFTEN = [
    ("爷爷每天早晚各量一次血压", "医生说稳定了 改成只早上量一次"),
    ("爸爸每天早晚各吃一片降压药", "复查以后 改成只早上吃一片"),
]
STAY_NONE = [
    ("外婆每天下午去公园遛弯", "外婆周末也去公园遛弯"),  # an addition
    ("乐乐礼拜天下半天学画画", "乐乐礼拜六上半天学钢琴"),  # another doing
    ("爷爷每天早晚各量一次血压", "今天早上量一次就行"),  # one day
    ("表哥每周六去爬山", "表哥周末爬山风雨无阻"),  # the same days
    ("我打算这个周末去洗车", "周六上午我去洗了车"),  # one weekend, no habit
]


@pytest.mark.parametrize(("old", "new"), OFTEN)
def test_other_frequency_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_often_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
