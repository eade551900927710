"""What someone has, does or is, said anew (docs/languages.md, "The Chinese judge, session
11"): a thing had not then had (没有孩子 / 生了个儿子), the same verb with another object now
(开出租车 / 现在给人开货车), a place of work set up (在镇上开了个修车铺), living apart (分开住),
the other value of an exclusive scale said with 也 (吃素 / 现在也吃肉了), partnered (好上了).
Fresh pairs, in no dataset."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGED = [  # outdated
    ("金花没有孩子。", "金花去年生了对双胞胎。"),
    ("小聂还没有驾照。", "小聂暑假考了驾照，天天开他爸的车。"),
    ("我表舅开公交车。", "我表舅现在给人开渣土车。"),
    ("春妮的老公在外地跑运输。", "春妮的老公回来了，在村口开了个小卖部。"),
    ("立军跟他媳妇住在一起。", "立军跟他媳妇分开住了，孩子跟着奶奶。"),
    ("大姐吃素好多年了。", "大姐现在也吃肉了，说是医生让她补补。"),
    ("小武还没有对象。", "小武跟超市的收银员好上了。"),
]
UNCHANGED = [  # none
    ("金花没有孩子。", "金花的嫂子去年生了对双胞胎。"),  # someone else
    ("小聂还没有驾照。", "小聂打算暑假去考驾照。"),  # a plan
    ("我表舅开公交车。", "我表舅现在还开公交车，跑三路。"),  # still
    ("立军跟他媳妇住在一起。", "立军跟他媳妇分开住了几天，后来又和好了。"),  # a while
    ("大姐吃素好多年了。", "大姐的儿子现在也吃肉了。"),  # someone else
    ("老钟的理发铺在车站旁边。", "听说车站旁边那家水果店要转让了。"),  # another shop
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_had_done_or_is_said_anew(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), UNCHANGED)
def test_someone_else_a_plan_still_a_while_or_another_shop_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


MORE = [  # outdated: a rank reached, an injury, a marriage restored, school left, friends
    # fallen out, dismissed
    ("阿勇在税务所当科员。", "阿勇前阵子升了副所长。"),
    ("老黎身体一直不错。", "老黎上个月摔了一跤，腿摔断了。"),
    ("翠萍跟她前夫离了好几年了。", "翠萍跟她前夫复婚了。"),
    ("丽丽住在学校宿舍。", "丽丽退学了，回老家帮她爸看店。"),
    ("老沈跟老周是好哥们。", "老沈跟老周为了钱的事闹掰了。"),
    ("大嫂在服装厂上班。", "大嫂被服装厂开了，现在在家带孙子。"),
]
MORE_NOT = [  # none
    ("老沈跟老周是好哥们。", "老沈跟他小舅子闹掰了。"),  # another pair
    ("大嫂在服装厂上班。", "大嫂的同事今天被车间主任骂了一顿。"),  # no dismissal
    ("阿勇在税务所当科员。", "阿勇的表哥升了副所长。"),  # someone else
]


@pytest.mark.parametrize(("old", "new"), MORE)
def test_a_rank_an_injury_a_remarriage_school_left_friends_fallen_out_or_dismissal(
        old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), MORE_NOT)
def test_another_pair_no_dismissal_or_someone_elses_rank_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
