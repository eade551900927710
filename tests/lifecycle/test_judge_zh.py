"""The Chinese conflict judge (rules.judge_zh): every rule on sentences written for this test
(in no dataset), through the one `judge` entry that English pairs use too."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_text import read

OUT, SUS, REP, NONE = (Outcome.OUTDATED, Outcome.SUSPECTED_OUTDATED, Outcome.REPUDIATED,
                       Outcome.NONE)


def test_the_concept_references_examples() -> None:
    assert judge("小明说他和小红在谈恋爱。", "小明说他已经和小红分手了。").outcome is OUT
    hedged = judge("小明和小红在谈恋爱。", "小李听说小明可能和小红分手了，但她不确定。")
    assert hedged.outcome is SUS and "hedge ('听说')" in hedged.reason
    assert judge("小明说昆虫没有趋光性。",
                 "小明告诉Kimi他之前说错了，昆虫是有趋光性的。").outcome is REP


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # updates: 分手, 搬到, 辞职, 不再, 已经不, 戒了, 改到, 推迟到, 卖了
    ("阿伟和小芸在一起三年了。", "阿伟和小芸前阵子分手了。", OUT),
    ("小芸很会做蛋糕。", "阿伟和小芸前阵子分手了。", NONE),
    ("表姐住在厦门。", "表姐国庆后搬到福州了。", OUT),
    ("老赵在一家物流公司工作。", "老赵三月份辞职了。", OUT),
    ("我每天早上喝咖啡。", "我不再喝咖啡了，改喝绿茶。", OUT),
    ("小孙是我们组的组长。", "小孙已经不是组长了。", OUT),
    ("外公以前每天抽烟。", "外公前年把烟戒了。", NONE),  # 以前: the old already says it is past
    ("外公每天抽烟。", "外公前年把烟戒了。", OUT),
    ("体检约在十一月五号。", "体检改到十一月十二号了。", OUT),
    ("毕业典礼在六月二十号。", "毕业典礼推迟到七月了。", OUT),
    ("我有一把二手吉他。", "我把那把二手吉他卖了。", OUT),
    # someone else, a denied cue, more of the same
    ("老赵在一家物流公司工作。", "老赵的女儿辞职了。", NONE),
    ("表姐住在厦门。", "表姐说她没有搬到福州。", NONE),
    ("我每周三去游泳。", "我周六也去游泳。", NONE),
    # corrections and restatements
    ("小邓的生日是八月九号。", "我记错了，小邓的生日是八月十九号。", REP),
    ("博物馆周二闭馆。", "其实博物馆是周三闭馆，不是周二。", REP),
    ("小邓对芒果过敏。", "小邓说她对芒果过敏。", NONE),
    ("阿伟和小芸分手了。", "阿伟说他已经和小芸分手了。", NONE),
    # a value changed without a cue: suspected; a birthday cannot change
    ("停车费是每小时八元。", "停车费是每小时十元。", SUS),
])
def test_chinese_rules(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # no longer doing what the old memory says: 不…了 over its words, one of its words, or
    # a verb with its object (不跳舞了 / 跳广场舞)
    ("舅舅每周日去湖边钓鱼。", "舅妈说舅舅现在不去湖边钓鱼了。", OUT),
    ("小葛每天晚上跳广场舞。", "小葛说她现在不跳舞了，腰不好。", OUT),
    ("表哥在县城开货车。", "表哥说他不想开货车了，要回村里养鸡。", OUT),
    ("舅舅每周日去湖边钓鱼。", "舅舅今天不去钓鱼了，要陪外婆。", NONE),  # a day's exception
    ("舅舅每周日去湖边钓鱼。", "舅舅说湖边修了新的步道。", NONE),
    # a job stated by what someone is (是…的护士), ended or left (辞了, 跳槽)
    ("小葛是市一医院的护士。", "小葛上个月辞了医院的工作，去开了花店。", OUT),
    ("表哥是一家快递公司的司机。", "表哥跳槽去了顺丰。", OUT),
    ("小葛是市一医院的护士。", "小葛的表妹辞了工作。", NONE),  # someone else
    ("表哥是一家快递公司的司机。", "听说表哥好像要跳槽，还没定下来。", SUS),
])
def test_chinese_changes_of_state(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


@pytest.mark.parametrize("new", [
    "听说表姐可能搬到福州了。",
    "表姐好像已经搬到福州了。",
    "妈妈说表姐搬到福州了，不过她也不确定。",
])
def test_chinese_hedges_make_a_change_suspected_at_most(new: str) -> None:
    verdict = judge("表姐住在厦门。", new)
    assert verdict.outcome is SUS, verdict


def test_reported_speech_keeps_who_said_it() -> None:
    told = read("小周告诉我他搬到成都了。")
    assert (told.teller, told.text, told.subject) == ("小周", "小周搬到成都了。", "小周")
    assert read("我说错了，猫其实不怕水。").subject is None  # the correction is no subject
    owned = read("老赵的女儿辞职了。")
    assert owned.subject == "老赵的女儿" and owned.people == {"老赵"}


def test_each_speakers_wo_is_their_own() -> None:
    old, new = "我住在厦门。", "我搬到福州了。"
    assert judge(old, new).outcome is OUT
    assert judge(old, new, old_speaker="小周", new_speaker="小邓").outcome is NONE


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a dated plan that fell through (黄了, 吹了), a price raised or cut without the new one
    # (涨价, 降价), a transfer (调去, 调往): with a hedge, suspected at most; restatements none
    ("阿强下周要去杭州面试。", "阿强说杭州那个面试黄了。", OUT),
    ("阿强下周要去杭州面试。", "听说阿强杭州的面试可能吹了，我也不太确定。", SUS),
    ("阿强下周要去杭州面试。", "阿强说杭州的面试官人挺好。", NONE),
    ("楼下的理发店剪一次头三十块。", "楼下的理发店下个月要涨价了。", OUT),
    ("楼下的理发店剪一次头三十块。", "邻居说楼下理发店好像要降价，不知道是不是真的。", SUS),
    ("楼下的理发店剪一次头三十块。", "楼下理发店的师傅手艺很好。", NONE),
    ("楼下的理发店手艺很好。", "楼下的理发店下个月要涨价了。", NONE),  # no price stated
    ("小葛在合肥的分公司当会计。", "小葛下个月调去南京总部了。", OUT),
    ("小葛在合肥的分公司当会计。", "同事说小葛可能要调往南京，还没有正式通知。", SUS),
    ("小葛在合肥的分公司当会计。", "小葛说合肥分公司的食堂很好吃。", NONE),
])
def test_plans_falling_through_prices_and_transfers(old: str, new: str,
                                                    outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # "no longer X" read for what X is: 不再 / 不用再 / 再也不 with the old memory's words
    ("表哥每周末帮我遛狗。", "表哥找了新工作，以后不再帮我遛狗了。", OUT),
    ("房租我和室友一人一半，我每月付两千。", "室友涨了工资，说以后不用我再付房租了。", OUT),
    ("小舒每天中午跟我一起去食堂。", "小舒再也不去食堂了，天天点外卖。", OUT),
    ("表哥每周末帮我遛狗。", "表哥不再抽烟了。", NONE),  # another attribute of the same man
    ("表哥每周末帮我遛狗。", "表哥感冒了，今天不帮我遛狗了。", NONE),  # a day's exception
    # a debt paid off ends what is owed; one instalment does not
    ("我还欠表姐三万块。", "欠表姐的钱我年底都还清了。", OUT),
    ("我的车贷还剩两年。", "车贷我上个月一次性全部还完了。", OUT),
    ("我每个月还两千车贷。", "这个月的车贷我已经还完了。", NONE),
    ("我还欠表姐三万块。", "表姐昨天借了我一把伞。", NONE),
    # a thing handed over for good: 把 X 卖给 / 送给
    ("我有一台单反相机。", "我把单反相机卖给了一个摄影系的学生。", OUT),
    ("我骑一辆旧电动车上班。", "电动车电池不行了，我把它转卖给了收废品的。", OUT),
    ("我对花生过敏。", "同事送了我一包花生，我转手送给了保安。", NONE),
    # a plan given up: the plan's matter and the giving up in one clause
    ("我们计划明年春天翻修厨房。", "厨房翻修的事我们想了想还是不搞了。", OUT),
    ("我准备十月去考驾照。", "驾照我暂时不考了，太忙。", OUT),
    ("我们计划明年春天翻修厨房。", "今天不做饭了，厨房太乱。", NONE),
    # moving here; an earlier date for a plan, not one early day
    ("舅舅一家住在绵阳。", "舅舅一家下个月要搬来成都。", OUT),
    ("小舒下个月开始休年假。", "小舒的年假提前休了，这周就走。", OUT),
    ("我每天六点下班。", "我今天提前下班了。", NONE),
    ("表妹的婚礼在十月三号。", "记得提前订好酒店。", NONE),  # advice: no one's plan moved
    ("我打算后年去读研。", "可以提前把材料准备好。", NONE),
])
def test_ended_paid_handed_over_given_up(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, (old, new)


def test_hedged_moves_and_earlier_plans_are_suspected() -> None:
    assert judge("舅舅一家住在绵阳。", "听表妹说舅舅一家也许会搬来成都，还没定。").outcome is SUS
    assert judge("小舒下个月开始休年假。", "听说小舒可能要提前休年假。").outcome is SUS


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a correction that can be nothing else comes before "the old memory already says it"
    ("邻居老钟是退休的电工。", "我之前记错了，老钟退休前是修自行车的，不是电工。", REP),
    ("老钟退休以后天天去钓鱼。", "老钟退休以后还是天天去钓鱼。", NONE),
    # one person by several forms of address: 蔡师傅 / 老蔡, 姓蔡 / 蔡老师
    ("蔡师傅每天下午去河边打太极。", "蔡师傅最近不去河边打太极了，改去社区活动室跳舞。", OUT),
    ("蔡师傅每天下午去河边打太极。", "老蔡现在不去河边打太极了。", OUT),
    ("我儿子的钢琴老师姓蔡，每周六来上课。", "蔡老师下个月起不教他了，要回老家。", OUT),
    ("我儿子的钢琴老师姓蔡，每周六来上课。", "儿子说蔡老师好像下学期不来了。", SUS),
    ("我儿子的钢琴老师姓蔡，每周六来上课。", "蔡老师今天不来了，说是感冒了。", NONE),
    ("我儿子的钢琴老师姓蔡。", "隔壁的蔡大爷不下象棋了。", NONE),  # 姓蔡 is not every 蔡
    # the old memory's person's thing, which the old memory speaks of
    ("钱大妈每天早上带她的孙子去公园。", "钱大妈的孙子去外地上学了，不再去公园了。", OUT),
    ("钱大妈每天早上去公园打拳。", "钱大妈的孙子去外地上学了。", NONE),
    # done another way instead: 改 and a verb, of what the old memory does or plans
    ("我们打算国庆开车回湖南老家。", "高速太堵，国庆我们改坐高铁回湖南了。", OUT),
    ("我每天骑电动车去上班。", "我今天改坐公交去上班，电动车没电了。", NONE),
    ("我每天骑电动车去上班。", "冬天太冷，我上班改坐地铁了。", OUT),
    ("我每天骑电动车去上班。", "这件事我们改天再说。", NONE),
])
def test_corrections_forms_of_address_and_another_way(old: str, new: str,
                                                      outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


def test_a_teller_named_by_a_given_name_alone() -> None:
    assert read("秋萍说小区门口的超市可能要关门了。").teller == "秋萍"
    assert read("秋萍说小区门口的超市可能要关门了。").hedge == "可能"
    assert read("后来说好了周六见。").teller is None
    assert read("网上说明天要下雨。").teller is None


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a value moved by a verb of change and 到 / 成
    ("健身房每天晚上十一点关门。", "健身房从下周起营业时间缩短到晚上九点。", OUT),
    ("小区的停车费一个月三百。", "物业把停车费提到了一个月四百。", OUT),
    ("女儿在幼儿园上小班。", "女儿九月份升到中班了。", OUT),
    ("我每天走一万步。", "这个月公司把午休延长到一个半小时。", NONE),
    ("健身房每天晚上十一点关门。", "停电了，健身房今天提前到九点关门。", NONE),
    # given up outright, or not done since
    ("我每天晚上喝一罐可乐。", "牙疼了一个月，可乐我一口都不喝了。", OUT),
    ("我周末常去河边钓鱼。", "搬家以后，钓鱼就没再去过。", OUT),
    ("我每天晚上喝一罐可乐。", "今天可乐我一口都没喝。", NONE),
    # whose partner: a person; one person by family name and title
    ("小琳的男朋友是个姓韩的医生。", "小琳和韩医生上个月就散了。", OUT),
    ("小琳喜欢养多肉。", "小琳和韩医生上个月就散了。", NONE),
    # 听X讲: a teller; a place moved
    ("我们小区的超市在东门。", "听保安讲，超市可能要迁到西门去。", SUS),
])
def test_values_moved_things_given_up_partners(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome
