"""Stop 35, judge_zh_role.py (docs/lifecycle.md, "Readings of stop 35"): who fills a role or
does a task now: the old memory names the one (X是P), the new statement says as the state now
that the one is another (新来的X是Q), the role all the old memory's words.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

FILLED = [
    ("诊所的前台是小金", "小金去读研了 新来的前台是大学生阿欣"),
    ("小区的门卫是老曹", "如今门卫是个年轻小伙子小蒋"),
]
STAY_NONE = [
    ("诊所的前台是小金", "小金说她现在也是兼职的"),  # the old one, no other
    ("诊所的前台是小金", "新来的护士是阿欣"),  # another role
    ("诊所的前台是小金", "现在前台的电话是8823"),  # no one
    ("车间的质检员是老罗", "老罗说今天的质检员是小范替他"),  # one day
]


@pytest.mark.parametrize(("old", "new"), FILLED)
def test_role_filled_by_another_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_role_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
