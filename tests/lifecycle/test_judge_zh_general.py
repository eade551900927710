"""General readings of the Chinese judge added in session 11 (docs/languages.md, "The Chinese
judge, session 11"): a day's marker a change is dated from (从这周起) lasts. Fresh pairs, in no
dataset."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

FROM_THEN_ON = [  # outdated: the day is when the change starts
    ("阿梅的舞蹈课是每周三晚上七点。", "阿梅的舞蹈课从这周起改到周四晚上了。"),
    ("我们部门的例会在周一上午。", "打今天开始，部门例会改到周二下午开。"),
]
ONE_DAY = [  # none: only that day
    ("阿梅的舞蹈课是每周三晚上七点。", "这周老师生病，阿梅的舞蹈课改到周四晚上了。"),
    ("我们部门的例会在周一上午。", "今天领导出差，例会改到下午开。"),
]


@pytest.mark.parametrize(("old", "new"), FROM_THEN_ON)
def test_a_change_dated_from_a_day_on_lasts(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), ONE_DAY)
def test_a_change_of_one_day_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
