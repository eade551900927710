"""Stop 36 (docs/lifecycle.md, "Readings of stop 36"): the same things counted anew
(judge_zh_tally.py: the same classifier and noun with another number), an hour of the same
doing beside the old hour of another doing (judge_zh_measure), and a heard rise or cut of the
amount the old memory states when the thing before the modal is its (judge_zh_coming).

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGED = [
    ("仓库里有四十个货架", "年后扩了一间 仓库里五十个货架"),  # counted anew
    ("果园里种了八十棵脐橙", "冻死了一批 果园里只有六十棵脐橙了"),
    ("店里请了五个帮工", "过完年走了两个 店里就三个帮工"),
    ("每天晚上九点关店门", "冬天人少 八点关店门 隔壁奶茶店九点打烊"),  # the hour of 关
    ("公积金贷款利率三厘一", "听说公积金利率可能又要降 还没通知"),  # heard, of 利率
]
STAY_NONE = [
    ("车队有十二辆冷藏车", "今天又买了两辆冷藏车"),  # what one day added, no total
    ("车队有十二辆冷藏车", "隔壁车队有二十辆冷藏车"),  # another's
    ("车队有十二辆冷藏车", "以前车队只有八辆冷藏车"),  # the past
    ("果园里种了八十棵脐橙", "果园里种了八十棵脐橙 还有三十棵柚子"),  # said again
    ("店里请了五个帮工", "店里的帮工干了三个月就走了一个"),  # a span, no count of帮工
    ("每天晚上九点关店门", "九点关店门以后 十点去夜市"),  # the old hour said again
    ("公积金贷款利率三厘一", "听说工资可能要降"),  # another amount
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_counted_or_timed_anew_is_a_conflict(old: str, new: str) -> None:
    assert judge(old, new).outcome is not Outcome.NONE


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_tally_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
