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
26 look-alikes right (base 02d66fc: 7 of 22, 22 of 26). A second probe (30 pairs), written
after the second round and run once blind: 13 of 18 changes, 11 of 12 look-alikes (base 11
of 18, 10 of 12; one pair written as a look-alike, a patient moved to another hospital, is a
change and counted so); its misses then read, two left out here and in the docs: a hedged 换人
of a 网格员 (员 is no office) and base's 换了 of a charger taken for the 电动车 itself."""
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
    # a second probe, written after the first round and run once blind (see the docstring)
    ("老段开了一家五金店。", "老段的五金店让他小舅子接手了，他回老家养老去了。", Outcome.OUTDATED),
    ("我表弟在物流园开叉车。", "表弟那台叉车的活儿交给新来的小工了，他调去仓库当文员。",
     Outcome.OUTDATED),
    ("邹阿姨是我们社区的网格员。", "我们社区的网格员换成了一个刚毕业的小姑娘。", Outcome.OUTDATED),
    ("我家的小黑狗归我爸遛。", "现在小黑狗归我遛了，我爸膝盖不行。", Outcome.OUTDATED),
    ("我有一辆白色的电动车。", "电动车上个月卖了，现在上下班坐公交。", Outcome.OUTDATED),
    ("小茹在一家花店打工。", "小茹不在花店干了，去了奶茶店。", Outcome.OUTDATED),
    ("聚餐定在周五晚上。", "聚餐改到周六中午了。", Outcome.OUTDATED),
    ("聚餐定在周五晚上。", "聚餐推到下周五了，老板出差。", Outcome.OUTDATED),
    ("聚餐定在周五晚上。", "聚餐可能会改到周六，还没定。", Outcome.SUSPECTED_OUTDATED),
    ("我舅妈怀孕五个月了。", "舅妈上个月生了个大胖小子。", Outcome.OUTDATED),
    ("老葛得了肺炎，住在县医院。", "老葛的肺炎治好了，已经出院回家。", Outcome.OUTDATED),
    ("老葛得了肺炎，住在县医院。", "老葛的肺炎还没好，又转到市里了。", Outcome.OUTDATED),
    ("侄子在学游泳，每周去两次。", "侄子的游泳课早就停了，他嫌水凉。", Outcome.OUTDATED),
    ("他们村的支书是老钟。", "他们村的支书换成了老钟的侄子。", Outcome.OUTDATED),
    ("我妈在超市当收银员。", "我妈把收银的活儿让给了她一个老姐妹，自己在家歇着。",
     Outcome.OUTDATED),
    ("爷爷种了两亩西瓜。", "爷爷的西瓜地转给了隔壁老吴家种。", Outcome.OUTDATED),
    ("老曹是我们厂的工会主席。", "工会主席由财务科的杜姐担任了，老曹退了。", Outcome.OUTDATED),
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
    # the second probe
    ("邹阿姨是我们社区的网格员。", "邹阿姨的女儿是隔壁社区的网格员。"),
    ("邹阿姨是我们社区的网格员。", "网格员的工作邹阿姨做得挺细的。"),
    ("我家的小黑狗归我爸遛。", "今天小黑狗归我遛，我爸去喝喜酒了。"),
    ("小茹在一家花店打工。", "小茹的同学在花店打工。"),
    ("聚餐定在周五晚上。", "周五晚上的聚餐大家都去。"),
    ("我舅妈怀孕五个月了。", "舅妈的妹妹生了个女儿。"),
    ("老葛得了肺炎，住在县医院。", "老葛的老伴肺炎好了。"),
    ("侄子在学游泳，每周去两次。", "侄子的游泳课下周停一次。"),
    ("我妈在超市当收银员。", "我妈帮她老姐妹顶了一天收银的班。"),
    ("爷爷种了两亩西瓜。", "爷爷把几个西瓜送给了邻居。"),
    ("老曹是我们厂的工会主席。", "老曹说他还是工会主席，谁也没换。"),
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
