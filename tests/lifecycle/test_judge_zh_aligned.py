"""The aligned reading of the Chinese judge (rules.judge_zh_aligned): the same person and the
same attribute slot with another value, no change said, is suspected; another person (X他儿子),
another attribute, a value for part of the time, an addition, a plan, a wish, the past, one
day, a place said only by its kind and a level that holds the other are not. Every sentence
was written for this test (in no dataset); before this reading the judge read each change
below as none."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_aligned import slot_differs
from ebbing.lifecycle.rules.judge_zh_text import read

CHANGES = [
    ("邱师傅住在河东的老小区。", "邱师傅应该是住在河西那边吧。"),        # 住
    ("谭珂在区图书馆上班。", "谭珂在市档案馆上班，我昨天刚碰到她。"),    # 工作地
    ("葛亮是一名出租车司机。", "葛亮是快递员，天天骑个三轮。"),          # 职业
    ("祝平是山东人。", "祝平是河北人，口音不像山东的。"),                # 籍贯
    ("邵雨涵的生日是三月初九。", "邵雨涵生日是三月十九吧。"),            # 生日
    ("我们单位食堂的午饭价是十二块。", "同事说午饭价是十五块。"),        # 数额, no subject
    ("符老师教初一三班的英语。", "符老师今年带的是初三。"),              # 教
    ("樊哥开的是一辆银色的大众朗逸。", "樊哥开的是辆红色的车。"),        # 驾
    ("我表姐的工资一个月六千。", "我表姐一个月能拿九千五。"),            # 收入
    ("伍倩是这家酒店的前台接待员。", "伍倩是大堂经理，管着十几个人。"),  # 职业, with 的
]

KEPT = [
    ("邱师傅住在河东的老小区。", "邱师傅他儿子住在河西。"),          # his son
    ("老杜住在城东的电厂宿舍。", "老杜周末住在乡下老家。"),          # part of the time
    ("晓雯在奶茶店上班。", "晓雯暑假在超市上班。"),
    ("谭珂在区图书馆上班。", "谭珂周末也在书店上班。"),              # an addition
    ("谭珂在区图书馆上班。", "谭珂明年去市档案馆上班。"),            # a plan
    ("谭珂在区图书馆上班。", "谭珂想去市档案馆上班。"),              # a wish
    ("谭珂在区图书馆上班。", "谭珂以前在县文化馆上班。"),            # the past
    ("谭珂在区图书馆上班。", "谭珂今天在市档案馆上班。"),            # one day
    ("邱师傅住在县城。", "邱师傅住在县里，离菜市场不远。"),          # a place by its kind
    ("二姨在县城开了个裁缝铺。", "二姨在县里开裁缝铺，生意还行。"),
    ("孟叔在镇中学教物理。", "孟叔在镇上教物理，教了二十年。"),
    ("冉冉在读研究生。", "冉冉读的是博士。"),                        # a level it holds
    ("我们单位食堂的午饭价是十二块。", "老家的房租是八百块。"),      # another attribute
    ("郁大爷养了一只八哥。", "郁大爷养了一条泰迪。"),                # pets add up
    ("小宋在县城一家饭馆当厨师。", "俺男人在镇上砖厂上班。"),        # whose? nothing aligns
    ("符老师教初一三班的英语。", "符老师也带初三的英语。"),            # an addition
    ("符老师教初一三班的英语。", "符老师的爱人带的是初三。"),          # her husband
    ("樊哥开的是一辆银色的大众朗逸。", "樊哥他爸开的是辆红色的车。"),  # his father
    ("樊哥开的是一辆银色的大众朗逸。", "樊哥今天开的是他老婆的红色马自达。"),  # one day
    ("我表姐的工资一个月六千。", "我表姐夫一个月能拿九千五。"),        # her husband
    ("我表姐的工资一个月六千。", "我表姐以前一个月能拿九千五。"),      # the past
    ("伍倩是这家酒店的前台接待员。", "伍倩是这家酒店的前台，干了三年了。"),
]


@pytest.mark.parametrize(("old", "new"), CHANGES)
def test_the_same_slot_with_another_value_is_suspected(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.SUSPECTED_OUTDATED, verdict.reason
    assert verdict.rule == "aligned" and "without saying whether" in verdict.reason
    assert slot_differs(read(old), read(new)) is not None


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_another_person_part_of_the_time_or_not_now_is_no_change(old: str, new: str) -> None:
    assert slot_differs(read(old), read(new)) is None
    assert judge(old, new).outcome is Outcome.NONE


def test_the_reason_names_the_slot_and_both_values() -> None:
    verdict = judge("谭珂在区图书馆上班。", "谭珂在市档案馆上班，我昨天刚碰到她。")
    assert "工作地: 区图书馆 -> 市档案馆" in verdict.reason
    fee = judge("我们小区的停车费是每小时2.5元。", "物业说停车费是每小时三块五。")
    assert "2.5 -> 三块五" in fee.reason  # an amount whole, not 2 and 三


def test_a_change_said_in_a_slot_only_this_reading_reads_is_outdated() -> None:
    verdict = judge("符老师教初一三班的英语。", "符老师今年开始带高二了。")
    assert verdict.outcome is Outcome.OUTDATED and verdict.rule == "aligned"


def test_a_hedge_keeps_it_suspected_and_a_said_change_is_still_outdated() -> None:
    assert judge("谭珂在区图书馆上班。", "听说谭珂在市档案馆上班。").outcome \
        is Outcome.SUSPECTED_OUTDATED
    assert judge("谭珂在区图书馆上班。", "谭珂现在在市档案馆上班了。").outcome \
        is Outcome.OUTDATED  # the frame reading, before this one
