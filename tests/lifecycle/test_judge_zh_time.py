"""How the Chinese judge reads time within a statement (docs/languages.md, "Conflicts by
meaning (stop 17)", the paragraph on zh15's false alarms): a state said to continue (还是,
仍然, 依旧, 一直) reaffirms the old value whatever another clause tells as past; an end dated
ahead or planned (明年毕业, 准备下个月辞职) is no change now, unless hedged (then suspected,
as the splits label it) or dated from a time on (从下个月起). Fresh pairs, in no dataset."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CONTINUES = [  # the old memory still holds: none
    ("表姐在杭州一家银行当柜员。", "表姐以前在温州的服装厂做过会计，现在还是在杭州的银行当柜员。"),
    ("我舅舅住在乐山的老街。", "我舅舅原来说过要去海南养老，到现在还是住在乐山的老街上。"),
    ("阿明在昆明开出租车。", "阿明曾经在大理跑过货运，现在依然在昆明开出租车。"),
    ("小吴在南京读研究生。", "小吴一直在南京读研究生，去年暑假去苏州实习过两个月。"),
    ("阿强在工地开塔吊。", "阿强以前开过货车，后来一直在工地开塔吊。"),
    ("小赵住在西安。", "小赵依旧住在西安，只是换了个小区。"),
]
CONTINUED_THEN_CHANGED = [  # 还是 / 一直 with the change told after it: outdated
    ("我姑妈住在绵阳。", "我姑妈以前住过成都，后来还是搬到重庆去了。"),
    ("老周在电厂上班。", "老周犹豫了很久，最后还是辞职了。"),
    ("我一直住在绵阳。", "我一直住在绵阳，上个月才搬到重庆。"),
    ("阿芳在深圳做销售。", "阿芳还是去了广州，现在在广州做销售。"),
]
PLANNED = [  # an end or a phase ahead, said firmly: none now
    ("老周在电厂上班。", "老周明年退休，他想回乡下种菜。"),
    ("玲玲在幼儿园上大班。", "玲玲下学期就要上小学了。"),
    ("小林在银行上班。", "小林准备下个月辞职，去开奶茶店。"),
]
DONE = [  # an end that happened, or one dated from a time on, or a planned trip cancelled
    ("小云在实验中学读初三。", "小云今年夏天已经毕业了，考上了一中。"),
    ("老周在电厂上班。", "老周上个月退休了，天天在家钓鱼。"),
    ("小林在银行上班。", "小林上周辞职了，下个月去开奶茶店。"),
    ("老周在电厂上班。", "从下个月起老周就不在电厂上班了。"),
    ("我们打算下个月去三亚。", "下个月的三亚之行取消了。"),
]


@pytest.mark.parametrize(("old", "new"), CONTINUES + PLANNED)
def test_no_change_now(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new"), CONTINUED_THEN_CHANGED + DONE)
def test_a_change_now(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


def test_a_hedged_end_ahead_is_suspected() -> None:
    assert judge("老周在电厂上班。", "老周可能明年就退休了。").outcome \
        is Outcome.SUSPECTED_OUTDATED


INTENDED = [  # the speaker, unsure, means to stop or move what the old memory says: suspected
    ("我每天早上在河边打羽毛球。", "肩膀最近不舒服，羽毛球我可能要停一段时间了。"),
    ("我在老城区的写字楼上班。", "公司效益不好，我在想是不是换到新区那边去上班，还没想好。"),
    ("我每周六去少年宫教书法。", "我在想是不是换到周日去教，还没想好。"),
]
NOT_INTENDED = [  # one week's, something else, or told by someone else: none
    ("我每天早上在河边打羽毛球。", "我这周可能不去打羽毛球了，要加班。"),
    ("我每天早上在河边打羽毛球。", "我可能要去学游泳，还没想好。"),
    ("我在菜市场租了个摊位卖水果。", "我可能要换个手机，还没想好。"),
    ("我每天早上在河边打羽毛球。", "听我妹说我可能要被调去外地，也不晓得真假。"),
]


@pytest.mark.parametrize(("old", "new"), INTENDED)
def test_a_hedged_intention_of_ones_own_is_suspected(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED


@pytest.mark.parametrize(("old", "new"), NOT_INTENDED)
def test_no_intention_to_change_it(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
