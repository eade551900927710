"""Stop 31's readings (docs/languages.md, "The judge on a nurse's voice, stop 31 (branch
zhconflict12)"): a change to come heard or guessed of what the old memory states, an "only N"
added to (judge_zh_rumour.py); what could not be done yet now learned, a measure anew
(judge_zh_measured.py); who does it, said by a cleft (judge_zh_cleft.py); entered wrong in a
record, and a slip corrected with the old subject's value said again (judge_zh.py); a routine's
times narrowed (judge_zh_subset.py); a part's trouble healed as the whole (judge_zh_hands.py).

Every sentence was written for this test (in no dataset, no split's people or sentences); beside
each change, look-alikes that must stay none: a restatement, another person's, a plan not yet
done, a change of another thing of theirs."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    # heard or guessed: a change to come of what the old memory states
    ("我们车间是两班倒", "听组长说车间下个月可能要改三班倒", Outcome.SUSPECTED_OUTDATED),
    ("小区门口的菜市场早上六点开", "听说那个菜市场好像要拆了", Outcome.SUSPECTED_OUTDATED),
    ("我们宿舍楼十一点门禁", "宿管阿姨好像说门禁时间可能要改", Outcome.SUSPECTED_OUTDATED),
    ("社区卫生站周三打疫苗", "听说卫生站下半年可能要合并", Outcome.SUSPECTED_OUTDATED),
    ("驾校的教练姓骆", "听说骆教练年底可能要退", Outcome.SUSPECTED_OUTDATED),
    # an "only" added to, heard
    ("图书馆只有周末开夜场", "管理员说图书馆好像平时也要开夜场了", Outcome.SUSPECTED_OUTDATED),
    ("食堂只有一个窗口卖面", "听说食堂可能要再加一个面窗口", Outcome.SUSPECTED_OUTDATED),
    # an "only N" counted anew, told as done
    ("村里就一台收割机", "第二台收割机开回来了 村里现在两台", Outcome.OUTDATED),
    # what could not be done yet, now learned
    ("妞妞骑车还不会 老摔", "妞妞骑车学会了 能骑到村口", Outcome.OUTDATED),
    # the same measure, another value, measured now
    ("妹妹身高一米五", "妹妹今天体检量了 一米五四", Outcome.OUTDATED),
    ("小宝身高一米零五", "刚给小宝量了 一米一一", Outcome.OUTDATED),
    # who does it, said by a cleft, another now (judge_zh_cleft.py)
    ("周末是老公做饭", "老公加班多 现在做饭的是我", Outcome.OUTDATED),
    ("早上是他姥爷去菜场买菜", "他姥爷腰不好 现在买菜的是他姥姥", Outcome.OUTDATED),
    # entered wrong in a record, the right value said; a typing slip and the old subject again
    ("爷爷是A型血", "医院说档案录错了 爷爷本来就是B型血", Outcome.REPUDIATED),
    ("老周在物流园开叉车", "不是 打错了 老周开的是铲车", Outcome.REPUDIATED),
    # a routine's times narrowed to one of them (judge_zh_subset.py)
    ("我早上和晚上都遛狗", "天太热了 现在只晚上遛", Outcome.OUTDATED),
    ("小雅周二周四去上钢琴课", "老师调了课 小雅现在只周四上", Outcome.OUTDATED),
    # a part's trouble healed as the whole (judge_zh_hands.py)
    ("姑父脚踝肿了 拄着拐", "姑父的脚全好了 又去钓鱼了", Outcome.OUTDATED),
]

STAYS = [
    # a hedged change of another thing of theirs; the same state heard again
    ("我们车间是两班倒", "听说车间下个月可能要涨奖金"),
    ("小区门口的菜市场早上六点开", "听说菜市场那边好像还是六点开"),
    # hedged, denied
    ("驾校的教练姓骆", "听说骆教练应该不会退"),
    # a plan not yet done, no hedge
    ("村里就一台收割机", "村长说想再添两台收割机"),
    # the same count again
    ("村里就一台收割机", "村里还是就一台收割机"),
    # a wish to learn, not learned
    ("妞妞骑车还不会 老摔", "妞妞想学会骑车"),
    ("妞妞骑车还不会 老摔", "妞妞骑车还没学会"),
    # another person's measure; a past measure
    ("我现在六十公斤", "阿强说他现在七十二公斤"),
    ("小宝身高一米零五", "小宝去年才九十八厘米 一米的时候"),
    # how much it moved is no value; a price by the unit is no measure
    ("小宝身高一米零五", "小宝这半年长了三厘米 裤子短了"),
    ("集市上的草鱼九块五一斤", "鲢鱼今天七块一斤"),
    # the same doer again, one day, another doing
    ("周末是老公做饭", "周末做饭的还是老公"),
    ("周末是老公做饭", "今天做饭的是我"),
    ("周末是老公做饭", "洗碗的是我"),
    # a cleft of an amount or a subject, not of a doer
    ("这台冰箱是去年花三千买的", "买冰箱花的是三千五"),
    # a slip of their own in what they do, no value of the memory
    ("妞妞穿33码的鞋", "妞妞今天考试填错了一道题"),
    ("老周在物流园开叉车", "老周说他把单子录错了 被扣了钱"),
    # a slip of mine about something else (the old subject is the speaker)
    ("我每天早上六点去公园打太极", "我刚才记错了 那把二胡花的是一千二 不是八百"),
    # one day, a wish, a plan, a time the old routine does not name, someone else
    ("我早上和晚上都遛狗", "今天只晚上遛了一次"),
    ("我早上和晚上都遛狗", "想只早上遛"),
    ("小雅周二周四去上钢琴课", "老师说下学期只周四上"),
    ("我早上和晚上都遛狗", "现在只中午喂猫"),
    ("小雅周二周四去上钢琴课", "小雅她表姐现在只周四上"),
    # another part healed, not yet healed, someone else's
    ("姑父脚踝肿了 拄着拐", "姑父的手好了"),
    ("姑父脚踝肿了 拄着拐", "姑父的脚还没好利索"),
    ("姑父脚踝肿了 拄着拐", "姑姑的脚好了"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected, judge(old, new).reason


@pytest.mark.parametrize(("old", "new"), STAYS)
def test_stays(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE, judge(old, new).reason
