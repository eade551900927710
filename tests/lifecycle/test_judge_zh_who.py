"""Who a Chinese statement is about (rules.judge_zh_who): bare given names (国强, 建军),
full names of three characters, nicknames, relatives by a pronoun (她婆婆) and a teller's own
parent or spouse (国安的闺女说她爸…). All sentences were written for this test (in no
dataset); /work/base judged four of the eight pairs about two different people a change and
missed one change of the same person (德福说他闺女已经毕业了)."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_text import read
from ebbing.lifecycle.rules.judge_zh_who import bare_name, relative_by_pronoun, resolve_kin

OUT, SUS, NONE = Outcome.OUTDATED, Outcome.SUSPECTED_OUTDATED, Outcome.NONE


@pytest.mark.parametrize(("text", "name"), [
    ("国强每天早上跑五公里。", "国强"),
    ("建军一步都不跑了。", "建军"),
    ("王海燕在纺织厂上班。", "王海燕"),
    ("海燕现在在医院当护士。", "海燕"),
    ("桂兰每周去两次菜市场。", "桂兰"),
    ("德福不喝酒了。", "德福"),
    ("红梅最喜欢粉色。", "红梅"),
    ("志刚和丽娟结婚了。", "志刚"),
])
def test_bare_names_are_subjects(text: str, name: str) -> None:
    assert read(text).subject == name


@pytest.mark.parametrize("text", [
    "美国在打仗。", "平安就好。", "明明说好了的。", "刚刚下过雨。", "东西都在柜子里。",
    "跑步每天都要坚持。", "发生了一件怪事。", "健康最重要。",
])
def test_words_made_of_name_characters_are_no_names(text: str) -> None:
    assert bare_name(text) is None


def test_relatives_by_a_pronoun() -> None:
    assert relative_by_pronoun("她婆婆住在乡下") == "婆婆"
    assert relative_by_pronoun("他表哥开出租") == "表哥"
    assert relative_by_pronoun("他在乡下") is None
    assert read("她婆婆住在乡下。").subject == "她婆婆"
    assert "她婆婆" not in read("她婆婆住在乡下。").people


def test_a_tellers_parent_or_spouse() -> None:
    assert resolve_kin("国安的闺女", "她爸可能不想干了") == "国安可能不想干了"
    assert resolve_kin("秀芝的老公", "她老婆已经退休了") == "秀芝已经退休了"
    assert resolve_kin("秀芝", "她爸可能不想干了") == "她爸可能不想干了"  # no one's relative
    assert resolve_kin("国安的妹妹", "她哥辞职了") == "她哥辞职了"  # maybe another brother


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # another person, by a bare given name, a nickname or another relative: never a change
    ("国强每天早上跑五公里。", "建军一步都不跑了。", NONE),
    ("王海燕在纺织厂上班。", "秀英辞职了。", NONE),
    ("阿强住在城东。", "老周搬到城西了。", NONE),
    ("秀兰的婆婆住在乡下。", "我婆婆上个月搬到城里来了。", NONE),
    ("我表哥在深圳开出租。", "我表姐不开出租了。", NONE),
    ("桂兰的老公在工地干活。", "桂兰告诉我她现在在小区当保安。", NONE),
    ("春梅养了一只猫。", "志强家的猫走丢了。", NONE),
    ("德华在县城开饭馆。", "德华的弟弟把饭馆关了。", NONE),
    # the same person, named the same way or by a pronoun, relative or part of theirs
    ("国强每天早上跑五公里。", "国强一步都不跑了。", OUT),
    ("国强每天早上跑五公里。", "他现在一步都不跑了。", OUT),
    ("王海燕在纺织厂上班。", "海燕辞职了。", OUT),
    ("秀兰的婆婆住在乡下。", "秀兰说她婆婆上个月搬到城里来了。", OUT),
    ("我表哥在深圳开出租。", "我表哥不开出租了，回老家种地了。", OUT),
    ("德福的女儿在上海读大学。", "德福说他闺女已经毕业了。", OUT),
    ("桂兰的老公在工地干活。", "桂兰告诉我她老公现在在小区当保安。", OUT),
    ("淑珍每天晚上去跳广场舞。", "淑珍的腰不行了，广场舞已经不跳了。", OUT),
    ("郑建平在青岛开货车。", "建平的儿子说他爸不想开货车了。", OUT),
    ("我表姐彭丽华在医院当护士。", "丽华跳槽去了一家私立诊所。", OUT),  # named beside a relative
    ("凤英身体一直不好。", "凤英的婆婆住院了。", NONE),
])
def test_who_decides(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a correction of another attribute of the same person repudiates nothing of this one
    ("晓晴在成都读研究生。", "我算错了，晓晴比我小一岁，属羊不属马。", NONE),
    ("海峰在银行上班。", "其实海峰属狗，不属猪。", NONE),
    ("晓晴在成都读研究生。", "我说错了，晓晴在重庆读研究生。", Outcome.REPUDIATED),
    ("晓晴属马。", "我算错了，晓晴比我小一岁，属羊不属马。", Outcome.REPUDIATED),
    ("海峰在银行上班。", "其实海峰在保险公司上班。", Outcome.REPUDIATED),
])
def test_corrections_of_another_attribute(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


def test_one_relative_in_any_of_kin_zh_words() -> None:
    """The judge's 'same relative by other words' reads core/kin_zh.py's words, longest first."""
    from ebbing.lifecycle.rules.judge_zh_same import _plain_kin

    assert _plain_kin("秀芳的先生") == _plain_kin("秀芳丈夫") == _plain_kin("秀芳的老公")
    assert _plain_kin("她哥") == _plain_kin("她哥哥")
    assert _plain_kin("润生的老丈人") == _plain_kin("润生岳父")
    assert _plain_kin("秀芳的姐姐") != _plain_kin("秀芳的妹妹")
    assert _plain_kin("她爱人") == "她爱人"  # husband or wife: left as written
