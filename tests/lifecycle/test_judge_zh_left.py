"""Stop 35, judge_zh_left.py (docs/lifecycle.md, "Readings of stop 35"): how many are left, in
all or still owed, said anew: a count of the same kind (the same classifier, or a sum of money)
with another number replaces the old count.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

COUNTED = [
    ("阳台上养了十二只兔子", "前几天送走三只 现在剩九只"),
    ("鱼缸里有七条金鱼", "死了两条 就剩五条了"),
    ("羊圈里四十头羊", "又下了几只羊羔 一共四十五头"),
    ("堂哥借了我两万块", "他这个月又还了五千 还差一万五"),  # a debt: the sum owed anew
]
STAY_NONE = [
    ("阳台上养了十二只兔子", "隔壁家就剩两只兔子了"),  # another's
    ("阳台上养了十二只兔子", "冰箱里还剩六只鸡蛋"),  # another thing, the same classifier
    ("表弟还欠我八千", "表弟问我还差多少"),  # asked
    ("阳台上养了十二只兔子", "我还剩三个苹果"),  # another kind of count
    ("工资涨到一万二了", "房贷现在只剩八万 每月照扣"),  # a pay, not a sum held or owed
]


@pytest.mark.parametrize(("old", "new"), COUNTED)
def test_count_said_anew_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_count_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
