"""Readings of stop 26 for writers the judge had not read (docs/languages.md, "The judge on
writers never seen, stop 26 (branch zhconflict7)"): a correction said with 讲错 or typed wrong
(打错了), the old value denied by name (…,不是内湖; a short form: 成大 of 成功大学), a partner
called 男友 / 女友, someone else's family (宥廷的爸妈 is not 爸妈), a price said to move (要调涨,
可能会涨, 往下压), who does a thing changed (我自己缴了), a value replaced by 改 and a verb (驱异乐…
改开…), a move told with 去 / 往 (转去, 迁往), one thing pointed at and called two ways
(小崔那台…换成), and a person gone to live elsewhere (跑南方去了).

Every sentence was written for this test (in no dataset, no split's people or sentences);
beside each change, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    # said or typed wrong
    ("我表妹在逢甲大学读书", "我刚讲错了 表妹是在东海大学读书", Outcome.REPUDIATED),
    ("邻居的狗叫奶茶", "打错字 邻居的狗叫布丁才对", Outcome.REPUDIATED),
    # the old value denied by name, no word of error; by its short form
    ("我的眼科诊所在板桥", "眼科诊所是在中和 不是板桥", Outcome.REPUDIATED),
    ("阿伯读的是辅仁大学", "阿伯读的是东吴 不是辅大", Outcome.REPUDIATED),
    # a partner by a short word
    ("我女友是小茜 在台中当护理师", "我跟小茜上个月分手了", Outcome.OUTDATED),
    # a price said to move: heard, to come
    ("健身房月费一千二", "听柜台说健身房下个月要调涨月费", Outcome.SUSPECTED_OUTDATED),
    ("这批木料的价钱照旧", "老板说木料价钱估计要往上调", Outcome.SUSPECTED_OUTDATED),
    # who does it changed
    ("手机费是我哥帮我付", "手机费从这个月开始我自己付了", Outcome.OUTDATED),
    # a value replaced: the old one named, then 改 and a verb
    ("我的降血压药是脉优", "医生说脉优让我脚肿 改开别的给我", Outcome.OUTDATED),
    # a move told with 去 / 往
    ("外婆住在屏东的安养院", "听舅舅说外婆可能要转去高雄另一间安养院",
     Outcome.SUSPECTED_OUTDATED),
    # one thing pointed at by its owner and called two ways (那辆摩托 / 那辆小绵羊)
    ("阿凯那辆摩托是烧汽油的", "阿凯那辆小绵羊换成电动的了", Outcome.OUTDATED),
    # gone to live elsewhere: heard, or said to last
    ("二伯一直住在新竹", "听堂姐讲二伯好像跑花莲去了 不知道真的假的", Outcome.SUSPECTED_OUTDATED),
    ("奶奶住在嘉义老家", "奶奶让我接台北来了 以后跟我们一起住", Outcome.OUTDATED),
]

NONE = [
    # 讲 and 打 that correct nothing
    ("我表妹在逢甲大学读书", "表妹讲话很大声 同学都叫她广播"),
    ("我每个礼拜打电话给阿嬷", "昨天电话打错了 打到别人家"),
    # a denial of what the old memory does not say, asked, or of another thing
    ("我的眼科诊所在板桥", "眼科诊所不是板桥最大的 但医生很细心"),
    ("我的眼科诊所在板桥", "眼科诊所是不是在板桥啊 我有点忘了"),
    ("小米的狗是公的", "隔壁那只不是公的 是母的"),
    # a break-up of someone else
    ("我女友是小茜", "小茜说她表姐跟男友分手了"),
    # someone else's family
    ("爸妈在花莲开民宿", "佳蓉的爸妈在宜兰开民宿 开了十几年"),
    # a price not moving, wished, or a word that only looks like it
    ("健身房月费一千二", "教练说健身房的月费不会涨"),
    ("健身房月费一千二", "月费明年涨不涨还不知道"),
    ("健身房月费一千二", "最近降温了 健身房人变少"),
    ("停车位一个月三千五", "我想跟管委会谈看看能不能降"),
    # the same doer, one time, or in part
    ("手机费是我哥帮我付", "手机费这次我自己付了 我哥出国"),
    ("手机费是我哥帮我付", "我哥这个月又帮我付了"),
    # 改 that replaces nothing
    ("我的降血压药是脉优", "脉优还是照吃 医生说改天再看报告"),
    # a part of the thing replaced, or another's
    ("阿凯那辆摩托是烧汽油的", "阿凯那辆小绵羊的座垫换成皮的了"),
    ("阿凯那辆摩托是烧汽油的", "阿凯那辆小绵羊很好骑,我的换成电动的了"),
    # a move denied, a trip
    ("外婆住在屏东的安养院", "外婆说不会转去别的地方 住得很习惯"),
    ("奶奶住在嘉义老家", "奶奶今天跑菜市场去了"),
    ("奶奶住在嘉义老家", "奶奶让我接台北来了 玩两天就回去"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes_are_read(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected


@pytest.mark.parametrize(("old", "new"), NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes_read_in_traditional(old: str, new: str, expected: Outcome) -> None:
    """The same pairs written in Traditional characters read the same (lang.hant)."""
    import opencc

    to_hant = opencc.OpenCC("s2twp")
    assert judge(to_hant.convert(old), to_hant.convert(new)).outcome is expected
