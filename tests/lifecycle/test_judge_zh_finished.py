"""Stop 30's readings (docs/languages.md, "The judge on a rider's voice, stop 30 (branch
zhconflict11)"): a state the old memory gives as unfinished said finished, a thing kept away
come back (rules/judge_zh_finished.py); the same doing with another amount, date or rate from
now on, and the price of what an amount is for (judge_zh_same_doing.py); set back to another
value (judge_zh_back.py); gone to live elsewhere (judge_zh_lodged.py); a move again and work moved
under a hedge (judge_zh_prospect.py); a change only under a condition (judge_zh_conditional.py);
someone else too (judge_zh_too.py).

Every sentence was written for this test (in no dataset, no split's people or sentences), in
several voices, some without punctuation as voice input writes; beside each change,
look-alikes that must stay none."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    # not yet done, then done: a result (办好了, 装修完了, 还清了)
    ("阿婆的社保卡还没办下来", "社保卡总算办好了 昨天去社区拿的", Outcome.OUTDATED),
    ("房子还在装修 我们暂时住我妈家", "房子装修完了 上周末搬回去住了", Outcome.OUTDATED),
    ("助学贷款还有两万没还完", "助学贷款上个月全部还清了", Outcome.OUTDATED),
    # what could not be done, done again
    ("腰扭了 这阵子下不了地", "腰养好了 今天又下地干活了", Outcome.OUTDATED),
    # kept away for a time, come back
    ("笔记本电脑放在售后修", "笔记本取回来了 换了块主板", Outcome.OUTDATED),
    ("我家狗狗寄养在宠物店", "狗狗昨天接回家了", Outcome.OUTDATED),
    # the same doing, another amount, from now on or now (the doing named once, in the
    # clause before a bare amount)
    ("代驾这边一趟四十", "评上五星了 一趟加五块 现在四十五", Outcome.OUTDATED),
    ("每个月20号给我爸打一千", "从这个月起给我爸每个月打一千二 他要换牙", Outcome.OUTDATED),
    # a rate of doing, changed from now on
    ("水电费两个月一交", "物业说从下回起改成一个月一交", Outcome.OUTDATED),
    # the price of what the amount is for, heard to move
    ("跑腿一单八块", "听说下个月单价可能要调低", Outcome.SUSPECTED_OUTDATED),
    # set back to another value
    ("护士长给我排的夜班", "护士长把我排回白班了", Outcome.OUTDATED),
    # a trial stage over
    ("表妹在律所实习 一个月三千", "表妹已经转正了 签了三年合同", Outcome.OUTDATED),
    # a discount given anew from now on
    ("老客户一直打九折", "老板说老客户以后打八五折", Outcome.OUTDATED),
    # gone to live elsewhere: gone back, moved out, taken there by another (hedged)
    ("外公和我们住在一起", "外公回老家跟我舅住去了", Outcome.OUTDATED),
    ("阿芬和她妈住在一起", "阿芬嫁人以后就自己出去住了", Outcome.OUTDATED),
    ("姥姥跟大舅一起住在屯里", "我姐说大舅好像打算把姥姥接到哈尔滨住 还没定",
     Outcome.SUSPECTED_OUTDATED),
    # heard: work moved (another named workplace, another school)
    ("表哥在区医院放射科上班", "表哥好像去一家私立医院了", Outcome.SUSPECTED_OUTDATED),
    ("小芸在镇中心小学教数学", "听她妈说小芸好像调学校了", Outcome.SUSPECTED_OUTDATED),
    # a move again, heard
    ("我们公司在高新区", "听说公司明年可能又要搬", Outcome.SUSPECTED_OUTDATED),
]

STAYS = [
    # not done yet, or only a part
    ("阿婆的社保卡还没办下来", "社保卡说是下个月才能办好"),
    ("车还在4S店修", "车还没修好 配件还在路上"),
    ("助学贷款还有两万没还完", "助学贷款这个月的还完了"),
    # one payment, not the regular amount; another thing of the kind; an addition
    ("我每个月给我妈转一千五", "今天给我妹转了五百"),
    ("我每月存两千买基金", "另外每月再存一千买黄金"),
    # a way back that names no value (拿回来: where to)
    ("我把车停在小区外面", "我把快递拿回来了"),
    # a change only if a condition is met
    ("我们租在南坪", "要是房东明年涨租 我们可能搬到学校旁边去"),
    # a trial stage not over yet; another shop's discount
    ("表妹在律所实习", "表妹说下个月才能转正"),
    ("等表妹实习转正 我们就一起租个大点的房子", "表妹实习转正了 请全家吃了顿火锅"),
    ("老客户一直打九折", "隔壁店打八五折"),
    # out for a while, someone else moving
    ("阿芬和她妈住在一起", "阿芬周末出去玩了"),
    ("我们住在江北", "我表姐搬到南岸去住了"),
    # going to a hospital, a timetable moved: no work changed
    ("表哥在区医院上班", "表哥好像去医院看病了"),
    ("表哥在区医院上班", "表哥可能去医院了"),
    ("小芸在镇中心小学教数学", "小芸说学校可能要调课表"),
    # someone else joins
    ("小军调到总部当主管", "阿杰也调到总部去了"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected, judge(old, new).reason


@pytest.mark.parametrize(("old", "new"), STAYS)
def test_stays(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE, judge(old, new).reason


# stop 35 (docs/lifecycle.md, "Readings of stop 35"): gone off to do it, then back with it
# done; still being collected, then all in (齐); an ability not yet had, then learnt. Fresh
# sentences, in no dataset; each change fails without the change of stop 35.
DONE_NOW = [
    ("女儿骑自行车还不会 老摔", "女儿骑自行车学会了 能绕小区一圈"),
    ("奶奶回乡下摘茶叶去了", "奶奶摘完茶叶回来了 带了两斤新茶"),
    ("班费还在收 还差五个人", "班费收齐了 一共一千八"),
]
NOT_DONE = [
    ("女儿还不会游泳", "女儿学会了弹吉他"),  # another doing learnt
    ("女儿骑自行车还不会 老摔", "女儿说她想快点学会了骑车上学"),  # a wish
    ("奶奶回乡下摘茶叶去了", "奶奶说今年的茶叶还没摘完"),  # not yet
    ("班费还在收 还差五个人", "班费下周才能收齐"),  # ahead
]


@pytest.mark.parametrize(("old", "new"), DONE_NOW)
def test_done_now(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED, judge(old, new).reason


@pytest.mark.parametrize(("old", "new"), NOT_DONE)
def test_not_done(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE, judge(old, new).reason
