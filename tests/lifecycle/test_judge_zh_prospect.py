"""A change heard or guessed (judge_zh_prospect): an end, a hand-over or a move of what the
old memory states of the same person is suspected, never outdated; a visit, a denial, one day
or an unhedged plan is not. Fresh pairs, in no dataset."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

HEARD = [  # suspected_outdated
    ("小贺在东门开了家卤味店。", "听街坊讲小贺的卤味店好像要转让了。"),
    ("老钟的理发铺在车站旁边。", "菜场的人说老钟估计要收摊回安徽了。"),
    ("阿杏在县城的超市当收银员。", "听她表妹说阿杏可能不干了，想去外地。"),
    ("庞师傅在厂里当电工。", "据说庞师傅大概要调到分厂去。"),
    ("丽萍住在城南的老小区。", "听说丽萍好像要搬到开发区去住了。"),
    ("老葛开了一家五金店。", "老葛的五金店说不定撑不下去了，生意太差。"),
    ("小樊在上海做设计。", "小樊似乎想回成都发展，还没定。"),
]
NOT_HEARD = [  # none
    ("老钟的理发铺在车站旁边。", "听说老钟可能要回安徽过年，铺子关几天。"),  # a visit
    ("阿杏在县城的超市当收银员。", "听说阿杏不会辞职，她说干得挺好。"),  # denied
    ("小贺在东门开了家卤味店。", "听说小贺的卤味店今天可能提早关门。"),  # one day
    ("老钟的理发铺在车站旁边。", "老钟的儿子在部队，听说可能要调到北京。"),  # someone else
    ("丽萍住在城南的老小区。", "听说建华可能要搬到开发区去住了。"),  # another person
    ("小樊在上海做设计。", "小樊打算明年回成都发展。"),  # a plan said firmly
]


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_a_heard_change_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), NOT_HEARD)
def test_a_visit_a_denial_one_day_or_someone_else_is_no_change(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


HEARSAY = [  # suspected_outdated: heard from someone, a rumour, a colloquial hedge, a teller's
    # 她 who is not the teller (王姨的儿子 is no 她)
    ("老焦在县里开大巴。", "听老焦的邻居说老焦不开大巴了。"),
    ("老焦在县里开大巴。", "群里都在传老焦不开大巴了。"),
    ("阿秀在酒店当服务员。", "阿秀没准已经换工作了，上次看她在奶茶店。"),
    ("我表哥在成都上班。", "我姑说表哥八成要回重庆了。"),
    ("王姨住在三楼。", "王姨的儿子说她可能要搬去养老院。"),
]


@pytest.mark.parametrize(("old", "new"), HEARSAY)
def test_hearsay_and_colloquial_hedges_are_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED
