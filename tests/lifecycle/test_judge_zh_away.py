"""Stop 36, judge_zh_away.py (docs/lifecycle.md, "Readings of stop 36"): the old memory's
thing done away with (V掉: the complement, whatever the verb) or handed on (V给 someone 了),
whoever does it; and what 把 takes being the old memory's thing lets a statement past the
subject check (the doctor stops the father's pill).

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGED = [
    ("我每周三去游泳馆上私教课", "私教课退掉了 剩下的课时钱也退回来了"),  # V掉, a topic
    ("舅公每天早上喝一杯枸杞酒", "表姐把枸杞酒倒掉了 说他胃不好"),  # V掉, another's doing
    ("姨妈在城西开了一家花店", "花店盘掉了 姨妈回老家种橘子去了"),
    ("老爸每天晚上吃一片阿托伐他汀", "周医生把阿托伐他汀停了 现在改吃瑞舒伐他汀"),  # 把: past
    # the subject check, then 改吃
    ("我的旧电动车一直停在楼下", "旧电动车让给楼上的小郑了"),  # V给 someone 了
    ("奶奶在老屋里养了一只橘猫", "橘猫留给隔壁的刘阿姨了"),
    ("叔叔每天骑那辆摩托去赶集", "那辆摩托过户给邻村的老莫骑了"),  # the receiver does it now
]
STAY_NONE = [
    ("我每周三去游泳馆上私教课", "泳镜的带子断掉了 得买个新的"),  # another thing
    ("姨妈在城西开了一家花店", "隔壁的奶茶店盘掉了"),  # another's, not named before
    ("我打算把阳台上的旧纸箱扔掉", "旧纸箱扔掉了"),  # the plan done, no change
    ("我的旧电动车一直停在楼下", "旧电动车让给小郑了吗"),  # asked
    ("我家那缸乌龟养了六年", "乌龟的照片发给小表弟了"),  # a picture sent, not the thing
    ("我每个月给外婆寄五百块", "这个月的五百块寄给外婆了"),  # the same giving again
    ("叔叔有一辆摩托", "叔叔把摩托借给修车铺修了"),  # for a service, back after
    ("表哥养了一条柴犬", "表哥的同事把柴犬送给别人了"),  # another's dog, by its owner
    ("老伴吃一片阿托伐他汀", "网上说阿托伐他汀饭后吃比较好"),  # nothing done to it
    ("波波的毛是白色的", "波波的主人把毛染成了粉色"),  # 把 by someone's someone
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_done_away_or_handed_on_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_away_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
