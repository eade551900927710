"""Stop 35, judge_zh_elsewise.py (docs/lifecycle.md, "Readings of stop 35"): under a hedge,
another value of the same kind (a school or hospital, a city, an hour, a frequency) for the
old memory's doing, tied by a character of the doing both write: suspected.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

HEARD = [
    ("外甥女报的是中山大学", "外甥女好像又在考虑报暨南大学 还没定"),
    ("表姐在苏州坐月子", "表姐好像在想要不要回无锡坐月子 她还没拿主意"),
    ("小区班车早上七点发车", "听司机讲下个月好像要七点二十才发"),
]
STAY_NONE = [
    ("外甥女报的是中山大学", "听说外甥女的同学可能报暨南大学"),  # someone else
    ("牛奶每天早上六点送到", "听说楼下超市可能九点才开门"),  # another doing
    ("小区班车早上七点发车", "听司机讲下个月好像还是七点发"),  # the old value again
    ("表姐在苏州坐月子", "表姐好像在苏州找了个月嫂"),  # the same city
]


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_other_value_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_elsewise_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
