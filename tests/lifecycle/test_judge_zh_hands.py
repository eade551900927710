"""Changes of hands and ends by their outcome for the Chinese judge (rules.judge_zh_hands,
stop 22): a role or a thing now someone else's (由Y接了, 归Y了, 被Y顶了, 换成了Y; Y才是, a
claim: suspected), a thing kept or run handed on (把…转给 / 让给 / 盘给), an ailment healed, a
pregnancy delivered, a course stopped, the old value only believed (一直以为), and beside them
the speaker left unsaid (跟X已经分了), a teller who tells me (X跟我说), a death told on one day
(昨天走了) and all of a herd sold (把山羊全卖了). Every sentence was written for this test (in no
dataset, no split's people or shapes copied); the look-alikes that must stay none are the same
verbs about someone else, another role (副, 隔壁), a stand-in, a plan, a wish, a denial, one
day, money passed on, some of the things (一只), a cure not complete and a lesson paused.
Run first with the readings of 546c900 (before the second round): 15 of 22 changes and 22 of
26 look-alikes right (base 02d66fc: 7 of 22, 22 of 26)."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    ("贺师傅是我们食堂的厨师长。", "贺师傅调走以后，厨师长由小蔡接了。", Outcome.OUTDATED),
    ("葛姐是我们小区的楼道长。", "楼道长换成了五楼的孟阿姨。", Outcome.OUTDATED),
    ("冯老师是学校的教务主任。", "教务主任的位置被新来的郝老师顶了。", Outcome.OUTDATED),
    ("俞伯是村里的会计。", "村里的会计让邵家二小子接了。", Outcome.OUTDATED),
    ("老苗是合唱团的团长。", "小温接了老苗的团长，上周开始管事。", Outcome.OUTDATED),
    ("那只橘猫归我姐养。", "橘猫现在归我奶奶了，天天在她腿上睡。", Outcome.OUTDATED),
    ("车库的钥匙是老宁在管。", "车库钥匙现在由保安室管了。", Outcome.OUTDATED),
    ("梅姐是我们这栋的楼长。", "二楼的邱婶跟我说她才是楼长。", Outcome.SUSPECTED_OUTDATED),
    ("庞老师是我们年级的组长。", "听说组长好像由小翟接了，我也没问。", Outcome.SUSPECTED_OUTDATED),
    ("表叔在镇上开农机修理铺。", "表叔把修理铺盘给了他徒弟，自己回村里种地了。", Outcome.OUTDATED),
    ("我二姨开了十几年的网约车。", "二姨把车转给她外甥开了，现在在家带孩子。", Outcome.OUTDATED),
    ("俞大爷在桥头卖烤红薯。", "俞大爷的红薯摊让给隔壁老陶了。", Outcome.OUTDATED),
    ("四叔家养了一群山羊。", "四叔把山羊全卖了，说腿脚跟不上了。", Outcome.OUTDATED),
    ("邵婶膝盖做了手术，拄着拐杖走路。", "邵婶的膝盖好利索了，又去跳广场舞了。", Outcome.OUTDATED),
    ("小葵得了水痘，在家隔离。", "小葵的水痘全好了，今天回学校上课。", Outcome.OUTDATED),
    ("堂嫂在怀头胎，预产期在腊月。", "堂嫂生了，母子平安。", Outcome.OUTDATED),
    ("儿子在学围棋，每周日去少年宫。", "儿子的围棋不学了，说坐不住。", Outcome.OUTDATED),
    ("姥姥在老年大学学国画。", "姥姥的国画课上个月就停了，手抖得厉害。", Outcome.OUTDATED),
    ("我的星座是双鱼座。", "查了下才知道我是水瓶座，一直以为自己是双鱼座。", Outcome.REPUDIATED),
    ("我每天晚上去江边快走。", "腰扭了以后就没再去快走过。", Outcome.OUTDATED),
    ("我跟阿彬在谈恋爱。", "跟阿彬已经分了，不想多说。", Outcome.OUTDATED),
    ("我家那只老猫叫花卷，十五岁了。", "花卷昨天走了，走得很安详。", Outcome.OUTDATED),
]

KEPT = [
    ("贺师傅是我们食堂的厨师长。", "隔壁食堂的厨师长由小蔡接了。"),
    ("贺师傅是我们食堂的厨师长。", "副厨师长由小蔡接了。"),
    ("贺师傅是我们食堂的厨师长。", "贺师傅休假这几天，厨师长的活由小蔡帮着干。"),
    ("贺师傅是我们食堂的厨师长。", "厨师长明年打算让小蔡接。"),
    ("贺师傅是我们食堂的厨师长。", "厨师长不会交给小蔡。"),
    ("葛姐是我们小区的楼道长。", "葛姐说她还是楼道长。"),
    ("那只橘猫归我姐养。", "那只橘猫今天归我喂。"),
    ("那只橘猫归我姐养。", "橘猫还是归我姐养。"),
    ("梅姐是我们这栋的楼长。", "梅姐说她才是楼长。"),
    ("俞大爷在桥头卖烤红薯。", "俞大爷把两个烤红薯送给了环卫工。"),
    ("表叔在镇上开农机修理铺。", "表叔想把修理铺盘给他徒弟。"),
    ("我二姨开了十几年的网约车。", "二姨这个月的工资转给她儿子了。"),
    ("表叔在镇上开农机修理铺。", "表叔徒弟的修理铺转给别人了。"),
    ("四叔家养了一群山羊。", "四叔把一只山羊卖给了邻村。"),
    ("邵婶膝盖做了手术，拄着拐杖走路。", "邵婶的膝盖好多了，还得拄一阵拐。"),
    ("小葵得了水痘，在家隔离。", "小葵的水痘还没好，还得在家待一周。"),
    ("小葵得了水痘，在家隔离。", "小葵的同桌的感冒好了。"),
    ("堂嫂在怀头胎，预产期在腊月。", "堂嫂的弟媳生了个女儿。"),
    ("堂嫂在怀头胎，预产期在腊月。", "堂嫂前天生了场病，挂了两天水。"),
    ("儿子在学围棋，每周日去少年宫。", "儿子的围棋课这周停了，老师出差。"),
    ("儿子在学围棋，每周日去少年宫。", "儿子同学的围棋不学了。"),
    ("儿子在学围棋，每周日去少年宫。", "儿子的围棋课没停，还在上。"),
    ("我的星座是双鱼座。", "我同事一直以为我是水瓶座。"),
    ("我每天晚上去江边快走。", "我爸腰扭了以后就没再去快走过。"),
    ("我跟阿彬在谈恋爱。", "小琪跟阿彬已经分了。"),
    ("我家那只老猫叫花卷，十五岁了。", "花卷昨天走丢了半天，晚上自己回来了。"),
]


@pytest.mark.parametrize(("old", "new", "outcome"), CHANGES)
def test_a_change_of_hands_or_an_end_by_its_outcome_is_read(old: str, new: str,
                                                             outcome: Outcome) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is outcome, verdict.reason


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.NONE, verdict.reason
