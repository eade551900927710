"""Readings of stop 25 for a writer who dictates by voice (docs/languages.md, "The judge on a
third voice, stop 25"): a change heard or guessed in other words than an end or a move (another
job looked at, a move to another unit, a role given up by its holder, another person or place
wanted, a former holder back), a teller who is the old memory's person (X好像说想…), an end
word that heads a noun (退休金 is no retirement), 这回 of a check's reading or said for real, a
correction of the person whose attribute the old memory gives (乐乐的生日 / 乐乐是…生的), a thing
given to someone to use for good (那个…我拿给…用了), a regular thing that happened as usual, the
other side of a pair (左 / 右), 戒 of a thing the old memory does not say, and a
breakfast slot whose value is never the verb.

Every sentence was written for this test (in no dataset, no split's people or sentences);
beside each change, look-alikes that must stay none."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = [
    # heard or guessed: another job, another unit, a role given up, another person or place
    ("龚建平在一家驾校当教练", "听龚建平老婆说他好像在找别的工作了 我也没细问",
     Outcome.SUSPECTED_OUTDATED),
    ("俞晓梅负责我们楼的快递站", "俞晓梅可能要转到另一家店去了 快递站的老板说的",
     Outcome.SUSPECTED_OUTDATED),
    ("合唱团的团长是邝阿姨", "听说邝阿姨最近腰不好 这个团长她可能不想当了",
     Outcome.SUSPECTED_OUTDATED),
    ("外婆的护工是小覃", "外婆打电话说小覃老是迟到 好像想换个人", Outcome.SUSPECTED_OUTDATED),
    ("老蒋每个礼拜六去白鹭湾钓鱼", "听人讲白鹭湾要修路了 老蒋可能又要换地方",
     Outcome.SUSPECTED_OUTDATED),
    ("太极班这学期是骆师傅在带", "听门卫说汪师傅身体恢复了 可能下个月回来带我们",
     Outcome.SUSPECTED_OUTDATED),
    ("阿Mo喺深圳住。", "阿Mo好似话想搬返佛山住，不过未定。", Outcome.SUSPECTED_OUTDATED),
    # an end word heading a noun does not hide the change said beside it
    ("我退休工资一个月四千二", "今年一月起退休工资涨了 现在一个月四千五", Outcome.OUTDATED),
    # 这回 of a check's reading, or said for real
    ("我的尿酸五百二", "这回复查尿酸降到四百一了", Outcome.OUTDATED),
    ("幺舅每天中午要抽半包烟", "幺舅这回是真的把烟戒了 两个月一根都没碰", Outcome.OUTDATED),
    ("表姑父一天要抽一包多的玉溪", "表姑父去年住院以后把烟彻底戒了", Outcome.OUTDATED),
    # a correction of the person whose attribute the old memory gives
    ("豆豆的生日是农历腊月十二", "说错了 豆豆是腊月初二生的 打字打快了", Outcome.REPUDIATED),
    # given to someone to use for good
    ("我骑的是一辆旧的凤凰自行车", "儿子给我买了辆电动车 那辆凤凰我拿给侄儿骑了",
     Outcome.OUTDATED),
    # the other side named with the old one is a correction, as before
    ("二姐骨折的是左手。", "不是左手，是右手骨折，我记错了。", Outcome.REPUDIATED),
]

NONE = [
    # not heard of a change: asked, denied, or another's
    ("龚建平在一家驾校当教练", "龚建平说他不会找别的工作 驾校待遇还可以"),
    ("合唱团的团长是邝阿姨", "邝阿姨好像是合唱团里年纪最大的"),
    ("外婆的护工是小覃", "外婆说小覃做的饭好像比以前好吃了"),
    ("老蒋每个礼拜六去白鹭湾钓鱼", "老蒋可能这个礼拜六换个地方 去水库那边试试"),
    # an end word heading a noun, no change
    ("我退休工资一个月四千二", "退休工资是社保局直接打到卡上的"),
    # 这回 of one errand stays one day's
    ("我每周六坐公交去女儿家", "这回我是打车去的女儿家 东西太多了"),
    # 戒 of another thing than the old memory's habit
    ("表姑父每天早上喝一壶普洱", "表姑父这回是真的把酒戒了 一口都不碰"),
    ("我妈已经戒糖了", "我妈前年就把烟戒了"),
    # a regular thing as usual
    ("房租每个月五号交给房东", "这个月五号房租按时交了 房东还送了我一袋橘子"),
    ("社区每周三上午量血压", "今天周三 社区照常量血压 我排了二十分钟"),
    # the other side of a pair
    ("我右眼有点白内障 看东西模糊", "我左眼倒是清清楚楚的 一点都不花"),
    ("三点左右我要去接孙女", "我三点左右出门 四点前接到孙女"),
    # a breakfast said with its object first
    ("我每天早上吃一个水煮蛋", "水煮蛋我都是早上吃 喝完粥再吃"),
    ("我早上喝一杯豆浆", "豆浆我一般早上喝 配个馒头"),
]


@pytest.mark.parametrize(("old", "new", "expected"), CHANGES)
def test_changes_read(old: str, new: str, expected: Outcome) -> None:
    assert judge(old, new).outcome is expected


@pytest.mark.parametrize(("old", "new"), NONE)
def test_look_alikes_stay_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE
