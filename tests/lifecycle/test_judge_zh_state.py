"""Changes the new statement implies by the state it describes (rules.judge_zh_state): the
same verb with another object said as exclusive, a habit given up in total, a state undone,
the other value of a scale, what was not done done now, gone back elsewhere (suspected). All
sentences were written for this test (in no dataset); the first 43 pairs were run on the
judge before this reading existed (/work/base: precision 0.917, recall 0.44)."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_state import abstains, opposite, other_choice, undone
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence, read

OUT, SUS, REP, NONE = (Outcome.OUTDATED, Outcome.SUSPECTED_OUTDATED, Outcome.REPUDIATED,
                       Outcome.NONE)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    ("老周爱喝白酒，一顿能喝半斤。", "老周现在滴酒不沾。", OUT),
    ("我姐留着一头长发。", "我姐把头发剪短了。", OUT),
    ("我们家养了一条狗。", "我们家现在养的是猫。", OUT),
    ("小芳每天早上跑五公里。", "小芳膝盖受伤后就再没跑过步。", OUT),
    ("阿强戴着一副黑框眼镜。", "阿强做了近视手术，眼镜摘了。", OUT),
    ("老刘留着络腮胡。", "老刘把胡子刮得干干净净。", OUT),
    ("我表妹吃素。", "我表妹现在顿顿都要吃肉。", OUT),
    ("张阿姨开一辆白色的桑塔纳。", "张阿姨现在开的是一辆红色的比亚迪。", OUT),
    ("小林是单身。", "小林上个月结婚了。", OUT),
    ("我爸抽烟抽得很凶。", "我爸现在一根烟都不抽了。", OUT),
    ("我女儿怕狗。", "我女儿现在敢摸大狗了。", OUT),
    ("刘老师住在学校宿舍。", "刘老师在城东买了房，已经住进去了。", OUT),
    ("小赵是个夜猫子，每天凌晨两点才睡。", "小赵现在晚上十点就睡了。", OUT),
    ("我哥在上海工作。", "我哥已经回老家发展了。", OUT),
    ("我奶奶身体很好，天天下楼散步。", "我奶奶现在卧床不起了。", OUT),
    ("阿伟的车是手动挡的。", "阿伟把车换成了自动挡。", OUT),
    ("我们公司在国贸办公。", "我们公司搬去了望京。", OUT),
    ("小孙喝咖啡只喝美式。", "小孙现在只喝拿铁。", OUT),
    ("老陈用的是苹果手机。", "老陈现在用华为了。", OUT),
    ("婷婷是短发。", "婷婷的头发已经留到腰了。", OUT),
    ("小吴是四川人。", "我记错了，小吴是重庆人。", REP),
    ("阿杰的女朋友叫小雪。", "不对，阿杰的女朋友叫小雨，不叫小雪。", REP),
    ("我舅舅在银行上班。", "其实我舅舅在保险公司上班。", REP),
    ("小何在深圳工作。", "听说小何好像回武汉了。", SUS),
    ("老马不喝酒。", "小王说老马最近可能开始喝酒了。", SUS),
    ("小马只抽中华烟。", "小马现在抽的是玉溪。", OUT),
    ("我舅妈天天打麻将。", "我舅妈现在连麻将桌都不上了。", OUT),
    ("阿明爱吃辣，无辣不欢。", "阿明胃出血以后一点辣都不吃了。", OUT),
    ("我表姐戴着牙套。", "我表姐的牙套上个月摘了。", OUT),
    ("老杜胆子小，怕坐飞机。", "老杜现在敢坐飞机了。", OUT),
    ("小静是单身。", "小静去年嫁到了广州。", OUT),
    ("外婆身体硬朗，每天去菜市场。", "外婆摔了一跤，现在只能坐轮椅。", OUT),
    ("我二叔不吃海鲜。", "我二叔现在开始吃海鲜了。", OUT),
    ("我堂哥在广州打工。", "我堂哥已经回重庆发展了。", OUT),
    ("姑姑住在昆明。", "姑姑退休后定居在了大理。", OUT),
])
def test_implied_changes(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome == outcome, judge(old, new).reason


@pytest.mark.parametrize(("old", "new"), [
    ("老周爱喝白酒。", "老周爱吃红烧肉。"),
    ("我姐留着一头长发。", "我姐的头发又黑又亮。"),
    ("我们家养了一条狗。", "我们家的狗叫旺财。"),
    ("我们家养了一条狗。", "邻居家养的是猫。"),
    ("我爸抽烟抽得很凶。", "我叔叔一根烟都不抽。"),
    ("小林是单身。", "小林的姐姐上个月结婚了。"),
    ("刘老师住在学校宿舍。", "刘老师今天去城东看房了。"),
    ("阿伟的车是手动挡的。", "阿伟今天借了朋友的自动挡车开。"),
    ("老陈用的是苹果手机。", "老陈给他儿子买了一部华为。"),
    ("小孙喝咖啡只喝美式。", "小孙今天破例点了一杯拿铁。"),
    ("老刘留着络腮胡。", "老刘的胡子越来越白了。"),
    ("我表妹吃素。", "我表妹还是坚持吃素，一口肉都不碰。"),
    ("小赵每天凌晨两点才睡。", "小赵昨晚十点就睡了。"),
    ("我哥在上海工作。", "我哥过年回老家了。"),
    ("张阿姨开一辆白色的桑塔纳。", "张阿姨的女儿开的是一辆红色的比亚迪。"),
    ("我女儿怕狗。", "我女儿也怕猫。"),
    ("老周爱喝白酒。", "老周说医生让他少喝点酒。"),
    ("我们公司在国贸办公。", "我们公司在望京开了个分部。"),
    ("小马只抽中华烟。", "小马的弟弟抽的是玉溪。"),
    ("我舅妈天天打麻将。", "我舅妈今天没去打麻将。"),
    ("阿明爱吃辣。", "阿明也爱吃甜的。"),
    ("我表姐戴着牙套。", "我表姐的牙套是蓝色的。"),
    ("老杜怕坐飞机。", "老杜也怕坐船。"),
    ("小静是单身。", "小静的妹妹去年嫁到了广州。"),
    ("外婆身体硬朗。", "外婆还是那么硬朗，每天去菜市场。"),
    ("我二叔不吃海鲜。", "我二叔还是不吃海鲜。"),
    ("我堂哥在广州打工。", "我堂哥春节回重庆过年了。"),
    ("姑姑住在昆明。", "姑姑去大理玩了几天。"),
    ("我爸爱喝茶。", "我爸说他一口咖啡都不喝。"),
    ("我们家养了一只猫。", "我们家现在养的也是猫。"),
])
def test_not_changes(old: str, new: str) -> None:
    """Restatements, another attribute, another person, one day, an addition, advice."""
    assert judge(old, new).outcome == NONE, judge(old, new).reason


def _pair(old: str, new: str) -> tuple[ZhSentence, ZhSentence]:
    return read(old, None, None), read(new, None, None)


def test_each_reading_on_its_own() -> None:
    assert other_choice(*_pair("小马只抽中华烟。", "小马现在抽的是玉溪。"))
    assert not other_choice(*_pair("小马只抽中华烟。", "小马现在抽的还是中华。"))
    assert abstains(*_pair("老周爱喝白酒。", "老周现在滴酒不沾。"))
    assert not abstains(*_pair("老周不喝白酒。", "老周现在滴酒不沾。"))
    assert undone(*_pair("我姐留着一头长发。", "我姐把头发剪短了。"))
    assert not undone(*_pair("我姐留着一头长发。", "我姐把刘海剪了。"))
    assert opposite(*_pair("我女儿怕狗。", "我女儿现在敢摸大狗了。"))
    assert not opposite(*_pair("我女儿怕狗。", "我女儿今天敢摸大狗了。"))
