"""Stop 33, kept in stop 34 by leaving one voice out (docs/languages.md, "The judge on voices
it has not seen, stop 34"): a change heard of a time pushed back or another duty taken up
(judge_zh_coming.py, read from zh32; it also finds zh14's and zh18's). Stop 33's slips, new
ones, doings said done, a thing named by its head and a dated plan's heard move gained on no
split they were not read from and were dropped with their sentences.

Every sentence was written for this test (in no dataset, no split's people or sentences);
each change fails without the stop's rules. Beside them, look-alikes that must stay none: a new
one wanted, another's, besides the old one, not yet done, done soon."""


from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

HEARD = [  # heard or guessed: suspected
    ("王阿姨每周三下午带我们练太极", "听说王阿姨可能要去带另一个班 还没定"),
    ("表姐五月十号做手术", "我妈说表姐的手术好像要往后推 还说不准"),
]
STAY_NONE = [
    ("游泳卡十二月到期", "我想办一张新游泳卡"),  # wanted
    ("我的电脑是旧的联想", "我同学新电脑到了 好羡慕"),  # another's
    ("我的电脑是旧的联想", "我也买了新鼠标"),  # besides, another thing
    ("奶奶还不会用微信视频", "奶奶说微信视频还没学会"),  # not yet
    ("班费还在收还差五个人", "班费快收齐了"),  # soon, not yet
    ("我的耳机是用了三年那副", "那副坏了 想买一副新的"),  # the new one only wanted
]


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_heard_change_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
