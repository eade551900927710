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

WORKPLACE_NOW = [  # outdated: where someone works, said anew as now with what they do there
    ("我二姨在镇上的纺织厂当挡车工。", "我二姨现在在县城菜市场卖豆腐了。"),
    ("阿伟在东莞的电子厂打工。", "阿伟现在在老家镇上修电动车了。"),
]
HANDED = [  # outdated: who runs a thing or holds a role changed
    ("小区的快递柜是刘叔在管。", "快递柜换人管了，刘叔回老家了。"),
    ("我们科室的排班是孙护士长负责。", "排班现在交给新来的许护士了。"),
    ("阿萍最好的朋友是同桌的小琪。", "阿萍现在最好的朋友是隔壁的晓雯。"),
    ("阿萍最要好的朋友是同桌的小琪。", "晓雯才是阿萍最要好的朋友，小琪转学走了。"),
]
STOPPED = [  # outdated: a regular doing done no more
    ("我每个月给我外婆寄三百块钱。", "外婆住进养老院以后，我就没寄了。"),
    ("老冯每周六都去水库钓鱼。", "老冯自从买了菜园子，就没去钓了。"),
]
NOT_CHANGED = [  # none
    ("小区的快递柜是刘叔在管。", "刘叔今天把快递柜交给他儿子帮忙看一下。"),  # a stand-in, one day
    ("阿萍最好的朋友是同桌的小琪。", "小琪还是阿萍最好的朋友，两人天天一起走。"),  # the same
    ("我每个月给我外婆寄三百块钱。", "这个月手头紧，我还没寄。"),  # one month, not yet
    ("我每个月给我外婆寄三百块钱。", "我舅舅说他已经没给他丈母娘寄钱了。"),  # someone else's
    ("老冯每周六都去水库钓鱼。", "上周六下雨，老冯就没去了。"),  # one occasion
]


@pytest.mark.parametrize(("old", "new"), WORKPLACE_NOW + HANDED + STOPPED)
def test_a_place_a_holder_or_a_doing_changed(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), NOT_CHANGED)
def test_a_stand_in_the_same_holder_or_one_occasion_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE

VERB_CLASSES = [  # outdated: a thing named first then sold, postponed, a school changed, a shop
    # closed, going nowhere now
    ("老韦有一台旧的雅马哈钢琴。", "老韦那台老雅马哈上个月送人了。"),
    ("我们约好了这周日去爬白云山。", "爬白云山的事推到下个月了。"),
    ("豆豆在育才小学上三年级。", "豆豆转学了，跟着爸妈去了苏州。"),
    ("阿珍在步行街开了家奶茶店。", "阿珍的店关门了，她回老家带孩子了。"),
    ("老韩每个周日都去公园下棋。", "老韩做完手术以后，周日哪儿也不去，在家养着。"),
]
VERB_CLASSES_NOT = [  # none
    ("我每个月给我爸转两千块钱。", "这个月的两千块我已经转给我爸了。"),  # a payment made
    ("老韦有一台旧的雅马哈钢琴。", "老韦把车推到了楼下的车库。"),  # 推到 a thing, nothing postponed
    ("豆豆每周三下午上钢琴课。", "豆豆的表哥转学了。"),  # someone else
]


@pytest.mark.parametrize(("old", "new"), VERB_CLASSES)
def test_a_verb_of_its_class_ends_what_the_old_memory_states(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), VERB_CLASSES_NOT)
def test_a_payment_a_push_or_someone_elses_change_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
