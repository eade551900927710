"""Stop 33 (docs/languages.md, "The judge on voices it has not seen, stop 33"): a slip of one's
own words whatever the verb (录错, 语音输入打错了, 我讲错了 run on), a thing replaced by a new
one (judge_zh_renewed.py) or named anew, a thing named again by its head (judge_zh_head.py),
a doing under way said done (judge_zh_finished.py: 收齐了, 学会了, 摘完…回来了), and a change
heard of a time pushed back, another duty or a plan's date (judge_zh_coming.py).

Every sentence was written for this test (in no dataset, no split's people or sentences);
each change fails without the stop's rules. Beside them, look-alikes that must stay none: a new
one wanted, another's, besides the old one, not yet done, done soon."""


from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

SLIPS = [  # the speaker's own words wrong: repudiated
    ("快递单号是SF1234 我记的那个", "不是 录错了 单号是SF1243"),
    ("表妹叫李思雨思考的思", "不是啦 语音输入打错了 是李诗雨诗歌的诗"),
]
NEW_ONES = [  # a new one in hand, a name given anew, a doing done: outdated
    ("身份证今年五月到期", "新身份证领到了 二十年有效"),
    ("现在先用我哥的旧平板上网课", "新平板到了 是小米的"),
    ("我的雨伞是那把蓝色的", "那把被风吹坏了 楼下超市买了一把新的"),
    ("我的手机是用了四年的华为", "新手机到了 苹果的"),
    ("乐队演出的票在我手里 内场的", "票已经卖掉了 回了点血"),
    ("奶奶还不会用微信视频", "奶奶微信视频学会了 天天打给我"),
    ("班费还在收还差五个人", "班费收齐了 交给班长了"),
    ("小姑回老家摘茶叶去了", "小姑摘完茶叶回来了 带了两斤新茶"),
]
HEARD = [  # heard or guessed: suspected
    ("王阿姨每周三下午带我们练太极", "听说王阿姨可能要去带另一个班 还没定"),
    ("表姐五月十号做手术", "我妈说表姐的手术好像要往后推 还说不准"),
    ("体检六月一号可以去", "医院说好像要拖到七月 还没通知"),
]
STAY_NONE = [
    ("游泳卡十二月到期", "我想办一张新游泳卡"),  # wanted
    ("我的电脑是旧的联想", "我同学新电脑到了 好羡慕"),  # another's
    ("我的电脑是旧的联想", "我也买了新鼠标"),  # besides, another thing
    ("奶奶还不会用微信视频", "奶奶说微信视频还没学会"),  # not yet
    ("班费还在收还差五个人", "班费快收齐了"),  # soon, not yet
    ("我的耳机是用了三年那副", "那副坏了 想买一副新的"),  # the new one only wanted
]


@pytest.mark.parametrize(("old", "new"), SLIPS)
def test_own_slip_is_a_correction(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.REPUDIATED


@pytest.mark.parametrize(("old", "new"), NEW_ONES)
def test_replaced_or_done_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_change_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
