"""Stop 35, judge_zh_renewed.py (docs/lifecycle.md, "Readings of stop 35"): a new one of the
old memory's thing obtained (新X by its name, or 新的 after the classifier the old memory
points with) takes the old one's place.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

RENEWED = [
    ("我的身份证明年三月到期", "新身份证昨天领了 有效期二十年"),
    ("爷爷的助听器是戴了六七年那台", "那台彻底坏了 在医院配了一台新的"),
]
STAY_NONE = [
    ("女儿的书包是粉色的", "给女儿同桌买了个新书包"),  # for someone else
    ("我的电脑是用了八年那台", "打算年底买台新电脑"),  # a plan
    ("我的身份证明年三月到期", "新身份证要等一个月才办好吗"),  # asked
    ("我的驾照还是旧版的", "给儿子也买了新驾照练习册"),  # another's, an addition
]


@pytest.mark.parametrize(("old", "new"), RENEWED)
def test_new_one_obtained_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_renewed_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
