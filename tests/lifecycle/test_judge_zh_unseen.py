"""Readings of stop 23 for writers the Chinese judge has not seen (docs/languages.md, "The
judge on new writers, stop 23"): an old value bounded to a stage of the past (我读研那会儿,
刚毕业那几年) is no value now; typed or keyed wrong (输错, 敲反) with the number said anew; a
subject unread on one side named again on the other (刘姨是… / 刘姨压根…); a statement that
opens by denying the old value (不是派出所,…) is no "still"; a teller named as someone's
relative without 的 (朵朵爸爸说她…) speaks of that someone by the pronoun of the other sex;
what one has grown, cut on a named day (前天剃了); the same errand by other means over a span
up to now (这阵子都挤公交); whole amounts compared as amounts (108 / 104) and a measure just
taken (刚称了) as the value now; judge_zh_implied (asleep over the hour an old routine is up,
a stage's closing exam done, a debt repaid); a partner named before any name was read; 闹掰
with the partner; a claim made up (瞎编); 朋友圈 (no friend); heard or guessed, a class given
up, a doing no longer possible, a shop closed; the price of a unit (一吨三块).

Every sentence was written for this test (in no dataset, no split's people or sentences);
beside each change, look-alikes that must stay none: a present value beside the past one, a
wrong number dialled, a restated number, another attribute, a state said to continue, the
teller's own plan, a shop one visits, one day's other means, a weekend's lie-in, a plan after
an exam, money paid to someone else, a falling-out with a colleague, a denial of making it up,
another doing one cannot do, a restated price."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    ("我住在通州。", "现在住在望京了。", Outcome.OUTDATED),
    ("我以前住在通州，现在住在亦庄。", "我现在住在望京了。", Outcome.OUTDATED),
    ("我的学号是20231047。", "学号刚才输错了，是20231074。", Outcome.REPUDIATED),
    ("刘姨是小学老师。", "刘姨压根没教过书，当老师的是她妹妹，我记混了。", Outcome.REPUDIATED),
    ("表哥在滨江派出所上班。", "不是派出所，表哥一直都在交警大队，去派出所办事的是表嫂。",
     Outcome.REPUDIATED),
    ("朵朵每周三下午上舞蹈课。", "朵朵爸爸说她的舞蹈课从下周起改到周四下午了。",
     Outcome.OUTDATED),
    ("我同桌蓄着一脸络腮胡。", "我同桌前天把胡子剃得干干净净。", Outcome.OUTDATED),
    ("阿杰每天骑电动车去厂里。", "阿杰这阵子都挤公交去厂里。", Outcome.OUTDATED),
    ("我现在108斤。", "刚称了104斤，健身还是有用的。", Outcome.OUTDATED),
    ("我现在108斤。", "我现在104斤。", Outcome.OUTDATED),
    # judge_zh_implied: asleep when the old routine is up, a stage's closing exam, a debt
    ("阿鹏每天刷手机刷到凌晨两点。", "阿鹏最近十二点就睡了，说是换了新工作要早起。",
     Outcome.OUTDATED),
    ("阿鹏每天刷手机刷到凌晨两点。", "阿鹏现在一点就睡。", Outcome.OUTDATED),
    ("我姥爷每天五点半出门遛弯。", "我姥爷这阵子好像都睡到七点多。", Outcome.SUSPECTED_OUTDATED),
    ("表妹在上初三。", "表妹中考考完了，分到了市一中。", Outcome.OUTDATED),
    ("表弟欠我五千块钱。", "表弟上个月还了我两千。", Outcome.OUTDATED),
    ("表弟欠我五千块钱。", "表弟还了我五千，两清了。", Outcome.OUTDATED),
    # a partner named before any name was read; 闹掰 with the partner; made up; 朋友圈
    ("二柱和对象处得挺好。", "村里传二柱跟他对象分了。", Outcome.SUSPECTED_OUTDATED),
    ("阿杰跟女朋友打算明年结婚。", "阿杰跟他女朋友闹掰了，婚也不结了。", Outcome.OUTDATED),
    ("小俊说他数学考了满分。", "小俊自己承认了，数学根本没考满分，是他瞎编的。",
     Outcome.REPUDIATED),
    ("表姐住在芜湖。", "表姐朋友圈一直定位在合肥，估计是搬过去了。",
     Outcome.SUSPECTED_OUTDATED),
    # heard or guessed: a class given up, a doing no longer possible, a shop said closed
    ("蔡老师教五年级一班。", "听家长说蔡老师下学期好像不带五年级了。", Outcome.SUSPECTED_OUTDATED),
    ("姑父每天都去河边钓鱼。", "听姑妈说姑父腰疼得厉害，估计暂时钓不了鱼了。",
     Outcome.SUSPECTED_OUTDATED),
    ("小区门口那家面馆生意很火。", "小区门口面馆好像关了一个礼拜了，不知道是不是不干了。",
     Outcome.SUSPECTED_OUTDATED),
    ("我们宿舍水费一吨三块。", "室友说水费一吨四块，我也记不太清。", Outcome.SUSPECTED_OUTDATED),
    ("舅舅开出租车。", "舅舅现在开的好像是网约车。", Outcome.SUSPECTED_OUTDATED),
    # 兑出去 / 兑给: a business handed on, as the north says it
    ("二嫂在菜市场开了个熟食店。", "二嫂把熟食店兑出去了，回家看孙子。", Outcome.OUTDATED),
    ("二嫂在菜市场开了个熟食店。", "听说二嫂那熟食店好像要兑出去了。", Outcome.SUSPECTED_OUTDATED),
    # a pet named in the old memory, lost on a day: gone unless found
    ("我家那只八哥叫来福，会学咳嗽。", "来福上礼拜从阳台飞跑了，贴了寻鸟启事也没回来。",
     Outcome.OUTDATED),
]

KEPT = [
    ("我读研那会儿住在学校宿舍。", "现在住在公司附近的公寓。"),
    ("我刚毕业那几年住在通州。", "现在住在望京。"),
    ("大舅年轻的时候在煤矿上班。", "大舅现在在县城开五金店。"),
    ("我的手机号是13912345678。", "我昨天打错电话了，打给了一个卖保险的。"),
    ("我的学号是20231047。", "学号没输错，就是20231047。"),
    ("刘姨是小学老师。", "刘姨压根不爱吃辣。"),
    ("表哥在滨江派出所上班。", "表哥一直都在滨江派出所上班，没挪过。"),
    ("朵朵每周三下午上舞蹈课。", "朵朵爸爸说他周三下午要加班，钓鱼改到周四了。"),
    ("我家对面是一家理发店。", "我前天去对面的理发店剃了个平头。"),
    ("阿杰每天骑电动车去厂里。", "阿杰今天下雨，挤公交去的厂里。"),
    ("老周体重72公斤。", "老周的儿子今早称了一下，75公斤。"),
    ("阿鹏每天刷手机刷到凌晨两点。", "阿鹏周末十二点就睡了。"),
    ("阿鹏每天刷手机刷到凌晨两点。", "阿鹏昨晚十一点就睡了。"),
    ("我爸每天五点起床去公园打拳。", "我爸周末会睡到七点。"),
    ("表妹在上初三。", "表妹说等中考完了再学游泳。"),
    ("堂弟在读高三。", "堂弟说高考完想去西藏玩一趟。"),
    ("表弟欠我五千块钱。", "表弟还了他同学一千。"),
    ("我欠银行二十万房贷。", "房贷还了五年了。"),
    ("阿杰跟女朋友打算明年结婚。", "听人说阿杰跟他同事好像闹掰了"),
    ("二柱在汽修厂上班。", "村里传二柱跟他对象分了。"),
    ("小俊说他数学考了满分。", "小俊说别瞎编，他数学真考了满分。"),
    ("姑父每天都去河边钓鱼。", "听姑妈说姑父腰疼得厉害，估计暂时打不了牌了。"),
    ("舅舅开出租车。", "舅舅现在开的出租车是新买的。"),
    ("舅舅开出租车。", "舅舅现在开的是出租车，白班。"),
    # a subject named again only for its own correction: not a correction of something else,
    # nor a value of someone a later clause speaks of, nor a made-up claim of another thing
    ("老葛开一辆银色的面包车。", "老葛跟我更正过，他属鸡，不是属猴的。"),
    ("小芸和男朋友在谈恋爱。", "小芸告诉我她之前说错了，蜜蜂是会蜇人的。"),
    ("施磊在仓库当叉车工。", "施磊处了个对象，是他们仓库的会计，年底办酒。"),
    ("小俊在读初二。", "小俊自己承认了，数学根本没考满分，是他瞎编的。"),
    ("二嫂在菜市场开了个熟食店。", "二嫂想把熟食店兑出去，还没找着下家。"),
    ("二嫂在菜市场开了个熟食店。", "二嫂去银行把美元兑了。"),
    ("老爸原先在粮库上班。", "老爸现在在小区当保安。"),
    ("我家那只八哥叫来福，会学咳嗽。", "来福昨天飞跑了，傍晚自己回来了。"),
    ("我们宿舍水费一吨三块。", "我们宿舍水费一吨三块，挺便宜。"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
