"""Stop 33, judge_zh_measure.py (docs/languages.md, "The judge on voices it has not seen, stop
33"): a price, a rank, a score, an hour, a day or a measure of the same thing said anew, in
chat that names no subject and uses no frame.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none:
another's value, an event's amount, a count, one day, an addition, a plan, another measure."""


from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGED = [  # said as a change (现在, 以后, 起, 变成): outdated
    ("晚上九点前要回宿舍", "宿管说以后十点半前回宿舍就行"),
    ("乐团排练一个下午给八十", "10月起排练一个下午给一百"),
    ("我在班里排第12", "这次月考完 现在班里排第5"),
    ("早上七点二十到校", "新学期开始 七点五十到校就行"),
    ("网课会员一个月二十五", "会员续费变成一个月三十了"),
    ("打印店一张五毛", "打印店的老板说以后一张三毛"),  # the old memory's shop tells it
]
HEARD = [  # heard or guessed: suspected
    ("吉他课一节一百二", "听群里说琴行下学期可能要改 好像一百五一节"),
]
STAY_NONE = [
    ("我数学考了一百一", "我英语考了一百三"),  # an event's amount, another subject
    ("宿舍晚上十一点熄灯", "今天停电 九点就熄灯了"),  # one day
    ("午饭一份十五", "奶茶另外一杯十八"),  # an addition, another thing
    ("房租一个月两千", "房东说明年房租要两千三"),  # a plan ahead, not now
    ("他身高一米八", "他体重一百四十斤"),  # another measure
    ("一节网课六十", "这学期我报了二十节网课"),  # a count
    ("表哥一个月工资八千", "表哥说他同事一个月一万二"),  # someone else's
    ("外卖南门一单三块五", "外卖北门那边一单好像是四块"),  # another place
    ("妹妹每天早上七点起床", "妹妹周末一般九点才起"),  # part of the time
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_measure_said_anew_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_measure_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_measure_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
