"""A value said anew and three readings of zh26's kinds (docs/languages.md, "The judge on a
fourth voice, stop 27 (branch zhconflict8)"): what a thing costs, weighs, holds or measures
given another amount, said as now, and a thing's date given another (rules/judge_zh_anew.py);
money alone names no one price (judge_zh_frame.priced_alike); a thing given up wholly with
没再 (一根烟都没再摸); a thing removed (撤了); 闹混 / 闹错 read as 弄混 / 弄错 (lang/dialects).

Every sentence was written for this test (in no dataset, no split's people or sentences);
beside each change, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    # a price, with money's tenths, told by a word both write
    ("小区门口理发 剪一次二十五块", "今天去理发 三十五块了", Outcome.OUTDATED),
    ("菜场的鸡蛋六块八一斤", "鸡蛋这礼拜七块五了", Outcome.OUTDATED),
    # a fee charged this time
    ("物业费一年一千二", "物业费刚交 这回收了一千五", Outcome.OUTDATED),
    # a weight read off a scale: 称 weighs in 斤
    ("我一百三十斤左右", "昨晚洗完澡一称 一百四十二", Outcome.OUTDATED),
    # a measure by its unit alone
    ("儿子近视三百度", "带儿子去复查 现在四百五十度了", Outcome.OUTDATED),
    # what is left of a stock
    ("卡里存了八万块应急", "看病花了不少 卡里就剩三万了", Outcome.OUTDATED),
    # a rate for a job, cut
    ("帮人搬家一趟收六百", "老板说搬家那活以后只能给五百了", Outcome.OUTDATED),
    # heard or hedged: suspected
    ("小区门口理发 剪一次二十五块", "听说理发好像要三十了", Outcome.SUSPECTED_OUTDATED),
    # a date said wrong, no word tying it; the same thing's date, another, hedged or changed
    ("表哥的婚礼定在十月六号", "刚才日子说错了 是十月八号", Outcome.REPUDIATED),
    ("驾照今年九月份到期", "驾照可能八月底就到期了", Outcome.SUSPECTED_OUTDATED),
    ("小店房租合同十一月到期", "小店房租合同提前到十月底到期了", Outcome.OUTDATED),
    # given up wholly, a one-character thing the old memory does
    ("我爸喝酒 一顿半斤", "过完年我爸一滴酒都没再沾", Outcome.OUTDATED),
    # a thing removed
    ("村口有个公交站 去镇上方便", "村口那公交站撤了 得走到大路上坐车", Outcome.OUTDATED),
    # 闹混 is 弄混
    ("老李是开封人", "俺闹混了 老李是商丘嘞 开封那是老赵", Outcome.REPUDIATED),
]

NONE = [
    # an amount spent or drawn once is an event, not the state
    ("卡里存了八万块应急", "今天从卡里取了两万"),
    ("物业费一年一千二", "今天顺便交了停车费 花了三百"),
    # wished, not so yet
    ("帮人搬家一趟收六百", "我想以后搬家一趟收八百了"),
    # another thing of the same kind
    ("菜场的鸡蛋六块八一斤", "鸭蛋现在九块一斤了"),
    # another person's, beside it
    ("我一百三十斤左右", "我老婆也一称 一百一十斤"),
    # a count, a date, a grade
    ("孩子读初二", "孩子初三了"),
    ("每年三月体检", "今年体检推了两次了"),
    # the same amount again
    ("儿子近视三百度", "儿子复查了 还是三百度"),
    # an amount of the past
    ("我一百三十斤左右", "以前一百六十斤 那时候天天喝酒"),
    # a date of another thing, of the past, or the same date again
    ("驾照今年九月份到期", "身份证八月底到期了"),
    ("表哥的婚礼定在十月六号", "去年十月三号我去喝了表姐的喜酒"),
    ("驾照今年九月份到期", "驾照九月到期 得赶紧去换"),
    # 没再 of a thing the old memory does not do; 撤 of another thing; 闹 in its own sense
    ("我爸喝酒 一顿半斤", "我爸一口饭都没再吃 就出门了"),
    ("村口有个公交站 去镇上方便", "镇上的菜摊撤了 要去县城买"),
    ("老李是开封人", "老李家孩子闹了一晚上"),
    # nothing both write, and money alone
    ("小区门口理发 剪一次二十五块", "午饭吃了碗面 十八块了"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes_are_read(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected


@pytest.mark.parametrize(("old", "new"), NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
