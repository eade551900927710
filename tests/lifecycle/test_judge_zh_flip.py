"""Stop 35, judge_zh_flip.py (docs/lifecycle.md, "Readings of stop 35"): the old memory's doing
said the other way round, tied by more than the verb (a word or a time both write, the person
named again): will not or cannot be done (outdated; suspected under a hedge or a doubt), or not
done said to be done now.

Every sentence was written for this test (in no dataset, no split's people or sentences).
Each change fails without the reading; beside them, look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGED = [  # said plainly: outdated
    ("装修队说厨房月底交工", "瓷砖没到货 厨房月底交不了工了"),
    ("大伯元旦从温州回老家", "大伯厂里赶货 元旦回不来"),
    ("新开的超市下周一营业", "超市消防没过 下周一营业不了"),
]
HEARD = [  # under a hedge or a doubt: suspected
    ("物业费今年不涨", "邻居说物业费下半年可能要涨"),
    ("二姨暑假来杭州住半个月", "听二姨讲暑假可能来不了杭州"),
    ("外甥月底从成都坐高铁回来", "外甥说月底票难买 估计回不来"),
    ("小区游泳池七月开放", "物业讲七月好像开不成"),
]
STAY_NONE = [
    ("小舅国庆节回老家住一周", "小舅今天加班 不回来吃饭"),  # one day
    ("表妹寒假来我们家过年", "表妹是不是不来了? 还没问她"),  # asked
    ("老周下个月去教研室", "老周说他去了教研室就不教我们班了"),  # 教研室, a room: not 教
    ("图书馆周日也开门", "图书馆周日不开空调 有点热"),  # another thing not done
    ("我每天骑车上班", "我不骑电动车 太危险"),  # another vehicle, no tie beyond the verb
    ("阿敏周末看了一本小说", "阿敏不小心摔了一跤"),  # 小说 is not 小心
    ("老宋在舒适的新房子住", "老宋不适应南方的潮气"),  # 舒适, a word: not 适
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_doing_turned_round_is_outdated(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), HEARD)
def test_doubted_doing_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), STAY_NONE)
def test_flip_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
