"""Readings of stop 32 (docs/languages.md, "The judge on voices it has not seen, stop 32"),
judge_zh_coming.py: a change heard or guessed of what the old memory states (a change verb
after a modal, or closed as done, under a hedge); the old memory's "only" undone by another
of the same thing; the thing the old memory states said to be otherwise now (现在, 改成,
换成, 转成, 换一个), tied by a word both say or the person named again.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none: another
amount than the one the old memory states, someone else's too, a plan, still so, a past the
old memory closed, the teller's own."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

HEARD = [  # suspected: nothing is known to be done
    ("图书馆周末开到晚上九点。", "听管理员说图书馆好像要装修，下个月可能闭馆。"),
    ("社区诊所的王大夫看慢病。", "听邻居讲王大夫好像年底要退了，我没问过她。"),
    ("菜鸟驿站在小区南门。", "快递小哥说驿站好像要拆，不确定真假。"),
    ("儿子的数学是周老师教。", "家长群里说周老师好像要退了，不确定。"),
    ("渔船每周二出海。", "听码头的人说渔船被扣了，不晓得扣到哪天。"),
]
ONLY = [
    ("食堂只有一个窗口卖面。", "食堂上周又添了一个窗口卖面。", Outcome.OUTDATED),
    ("厂里只有一条流水线。", "听车间主任说厂里明年可能要再上一条流水线，还没批。",
     Outcome.SUSPECTED_OUTDATED),
]
NOW = [
    ("停车场是免费停的。", "物业发通知了现在停车场一小时收三块。"),
    ("打印机的墨盒是免费领的。", "行政说了现在墨盒一盒要交十块押金。"),
    ("闺女在学小提琴二级的曲子。", "二级过了现在开始拉三级的曲子。"),
    ("孙子在学游泳蛙泳。", "蛙泳学会了现在开始学自由泳。"),
    ("晨晨还不会走路。", "晨晨现在能满屋子跑了。"),  # was test_judge_zh_state's still_missed
    ("十万的基金放在招商银行，年底赎回。", "基金赎回了，六万转成两年期定期，四万还房贷。"),
]
STAY_NONE = [
    ("表姐在纺织厂上夜班。", "表姐纺织厂那边下个月可能要涨工资。"),  # another amount
    ("我近视三百度。", "同桌小季也近视，大概五百度。"),  # someone else's too
    ("菜市场在桥东。", "我打算以后换一个菜市场买菜。"),  # a plan
    ("老杨在粮站上班。", "老杨现在还在粮站干着。"),  # still so
    ("老郑以前开过出租车。", "老郑现在在小区门口卖水果。"),  # a past the old memory closed
    ("我体重六十公斤。", "小伍说他长胖了，现在八十公斤。"),  # the teller's, not mine
    ("奶奶一个人住。", "奶奶说她现在还是一个人住。"),  # still so
    ("堂哥在水泥厂开铲车。", "堂哥说水泥厂的澡堂现在收费了。"),  # another thing of it
    ("小区门口的花店是老于开的。", "听说小区门口那家包子铺要转让了。"),  # another shop there
    ("表叔的修车铺在国道边。", "表叔说可能要回老家过年，铺子关几天。"),  # for a while
    ("老孟每个礼拜三去河边钓鱼。", "老孟可能这个礼拜三换个地方，去水库看看。"),  # one occasion
    ("老韩管三号楼的门禁卡。", "门禁卡现在还是老韩一个人管。"),  # the one it names, still
    ("驿站在小区南门。", "听说驿站不会拆，大家放心。"),  # a change denied
    ("仓库只有一台叉车。", "仓库下个月要再买一台叉车，手续都办好了。"),  # a plan: still one now
]


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_change_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new", "expected"), ONLY)
def test_only_undone_by_another(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected


@pytest.mark.parametrize(("old", "new"), NOW)
def test_otherwise_now(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
