"""The structural reading of a Chinese statement (rules.judge_zh_frame): subject, attribute
slot, value, polarity and change or correction markers, each on sentences written for this
test (in no dataset), and through the one `judge` entry the benchmark uses."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_zh_frame import changed, claims, correction

OUT, SUS, REP, NONE = (Outcome.OUTDATED, Outcome.SUSPECTED_OUTDATED, Outcome.REPUDIATED,
                       Outcome.NONE)


@pytest.mark.parametrize(("text", "slot", "value"), [
    ("堂弟住在石家庄的城中村。", "住", "石家庄"),
    ("姥姥在乡下一个人住。", "住", "乡下"),
    ("我爸去年被我大哥接到天津去住了。", "住", "天津"),
    ("外甥女在读小学三年级。", "学", "小学三年级"),
    ("她儿子上的是初一。", "学", "初一"),
    ("志刚在一家物业公司上班。", "工作地", "物业公司"),
    ("我养了三只鹦鹉。", "养", "鹦鹉"),
    ("我早上喝一杯豆浆。", "早饭", "豆浆"),
    ("房东是湖南人。", "籍贯", "湖南"),
    ("表哥属猴。", "属", "猴"),
    ("新来的主任姓葛。", "姓", "葛"),
    ("阿玲的生日是腊月初八。", "生日", "腊月初八"),
    ("车库的月租是六百。", "数额", "六百"),
])
def test_slot_and_value(text: str, slot: str, value: str) -> None:
    found = claims(text)
    assert found and found[0].slot == slot and value in found[0].value, found


def test_polarity_of_a_slot() -> None:
    assert not claims("奶奶住在县城。")[0].negated
    assert claims("奶奶不住在县城了。")[0].negated
    assert claims("奶奶没住在县城。")[0].negated


@pytest.mark.parametrize(("clause", "marked"), [
    ("他如今在码头开吊车", True), ("已经上五年级了", True), ("自从腿摔了就不跳了", True),
    ("早饭换成了小米粥", True), ("他在码头开吊车", False), ("每周四去图书馆", False),
])
def test_change_markers(clause: str, marked: bool) -> None:
    assert changed(clause, clause) is marked


@pytest.mark.parametrize(("text", "marker"), [
    ("我把她和她姐姐弄混了。", "弄混"), ("之前那个说法不准确。", "不准确"),
    ("我一直以为她是护士。", "以为"), ("他今年四十岁。", None),
])
def test_correction_markers(text: str, marker: str | None) -> None:
    assert correction(text) == marker


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # the same slot, another value, a change marked
    ("堂弟住在石家庄的城中村。", "堂弟年初被公司派到保定，现在住在保定了。", OUT),
    ("外甥女在读小学三年级。", "外甥女暑假过完已经上四年级了。", OUT),
    ("我早上喝一杯豆浆。", "医生让我少喝豆浆，早饭改成了燕麦牛奶。", OUT),
    ("车库的月租是六百。", "物业通知车库月租降到五百了。", OUT),
    ("姥姥在乡下一个人住。", "姥姥被舅舅接到省城一起住了。", OUT),
    # a place left, a phase ended, a thing gone or handed over
    ("志刚在一家物业公司上班。", "志刚上个月从物业公司出来了，在跑网约车。", OUT),
    ("表妹在南京读博士。", "表妹今年夏天毕业了，回了老家。", OUT),
    ("我养了三只鹦鹉。", "三只鹦鹉去年冬天都冻死了。", OUT),
    ("老孟承包了一个果园。", "老孟的果园已经转给他侄子了。", OUT),
    ("志刚在一家物业公司上班。", "志刚打算换个工作，嫌物业太累。", OUT),
    # same value, opposite polarity, a change marked
    ("奶奶住在县城。", "奶奶已经不住在县城了。", OUT),
    # a correction: the old value named and denied, or another value with a correction marker
    ("外甥女在读小学三年级。", "外甥女读的是小学二年级，不是三年级。", REP),
    ("房东是湖南人。", "我记混了，房东是江西人，湖南的是他老婆。", REP),
    ("阿玲的生日是腊月初八。", "阿玲的生日其实是腊月十八，我以为是初八。", REP),
    # a job (当 / 做 an agent noun) and a workplace, a name (叫), a measure with its unit
    ("老周在工地开塔吊。", "老周现在在超市当保安。", OUT),
    ("表姐在银行当大堂经理。", "表姐升成支行副行长了。", OUT),
    ("我家的猫叫咪咪。", "我们给咪咪改名叫团子了。", OUT),
    ("我的体重是七十公斤。", "这半年我瘦到六十五公斤了。", OUT),
    ("小区门口有一家便利店。", "小区门口那家便利店关了，变成了一家药店。", OUT),
    ("我侄子今年十五岁。", "侄子其实才十四，是我多算了一岁。", REP),
    # a thing handed over or disposed of, a new one of the same kind, a colour, pay raised
    ("我大伯在镇上开了一家五金店。", "大伯年纪大了，五金店盘给了别人，现在在家带孙子。", OUT),
    ("老方开一辆银色的桑塔纳。", "老方把桑塔纳处理掉了，买了一辆电车。", OUT),
    ("奶奶家的电视是黑白的。", "奶奶家终于换上了液晶电视。", OUT),
    ("表妹的头发是黑色的。", "表妹把头发染成了棕色。", OUT),
    ("我每个月工资八千。", "我今年涨薪了，一个月能拿一万。", OUT),
    # a correction marker built from a verb and its result of error (记岔)
    ("大伯是木匠。", "我记岔了，大伯是瓦匠，木匠是二伯。", REP),
    # a noun replaced by 换 (换号), a school level reached (考上了大学), single no longer
    ("小鹿的手机号是一三八开头的。", "小鹿换号了，新号码是一五九开头的。", OUT),
    ("葛叔的儿子在读高三。", "葛叔的儿子考上了大学，去武汉读书了。", OUT),
    ("小鹿是单身。", "小鹿上个月结婚了。", OUT),
    ("我舅舅在广州开服装厂。", "舅舅的服装厂前年就倒了，他现在给人开货车。", OUT),
    ("我表哥是个厨师。", "我说反了，表哥是做面点的，厨师是我表弟。", REP),
    # the time of an activity, a subject after a clause of time, cannot go on (做不下去了),
    # a named pet gone (走了), a new value whose head the old memory names (四号线),
    # a phase ended (学成回国, 被…辞退), another one of the old memory's kind (别的超市)
    ("我每天晚上十点睡觉。", "孩子出生以后，我每天都熬到一两点才睡。", OUT),
    ("我表姐在深圳做外贸。", "表姐外贸做不下去了，回老家考了个教师编制。", OUT),
    ("小包的猫叫芝麻。", "芝麻去年生病走了，小包伤心了好久。", OUT),
    ("我每天坐地铁二号线上班。", "公司搬家以后，我换成坐四号线了。", OUT),
    ("老秦的女儿在英国留学。", "老秦的女儿学成回国了，在上海找了工作。", OUT),
    ("小包在奶茶店打工。", "小包上个月被奶茶店辞退了。", OUT),
    ("小包的男朋友是山东人。", "小包的男朋友是山西人，我之前听成山东了。", REP),
    ("嫂子在超市当收银员。", "听我哥说，嫂子可能要去别的超市了。", SUS),
    # 现在 and the old memory's verb with another object of the same kind; from X 过来;
    # cannot any more (打不了了); a flat replaced (换了套…房子); the old value someone else's
    ("表弟在工厂上夜班。", "表弟现在上白班了，作息正常多了。", OUT),
    ("我外婆一个人住在镇上。", "外婆已经从镇上过来了，跟我们一起过。", OUT),
    ("老卢每天下午去河边钓鱼。", "老卢腰伤以后，鱼是钓不了了。", OUT),
    ("我们住的是一室一厅。", "孩子大了，我们换了套两室的房子。", OUT),
    ("表弟属猪。", "表弟属狗，属猪的是我表姐。", REP),
    ("我们小区的超市晚上九点关门。", "我记差了，超市十点才关，九点关的是菜店。", REP),
    ("老卢的孙女今年五岁。", "老卢的孙女四岁，还没到五岁，我多说了一岁。", REP),
    # hedged: at most suspected
    ("我们组的组长是老方。", "听说老方可能要调走，不过还没有通知。", SUS),
    ("老孟承包了一个果园。", "听村里人讲老孟的果园可能要卖给别人了。", SUS),
    ("老谭的理发店在老街。", "听说老谭的理发店要拆了，但我没去看。", SUS),
])
def test_conflicts(old: str, new: str, outcome: Outcome) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is outcome, verdict.reason


@pytest.mark.parametrize(("old", "new"), [
    # another subject with the same slot
    ("我舅妈住在太原。", "我表舅搬到大同去了。"),
    ("老孟承包了一个果园。", "老孟的邻居把果园转给别人了。"),
    # values that add up, not replace: 又, 也, 还
    ("我养了三只鹦鹉。", "我又养了一只乌龟，鹦鹉天天逗它。"),
    ("堂弟住在石家庄的城中村。", "堂弟周末也常住到他女朋友在廊坊的家。"),
    # one day's exception, the same value restated, another attribute
    ("我早上喝一杯豆浆。", "今天早上豆浆卖完了，我喝了一碗粥。"),
    ("志刚在一家物业公司上班。", "志刚还在物业公司上班，刚评上了优秀员工。"),
    ("外甥女在读小学三年级。", "外甥女这学期当上了班长。"),
    ("我养了三只鹦鹉。", "三只鹦鹉里那只绿的最会说话。"),
    # a wish is no change; another predicate is no other value; something of the thing
    ("我的体重是七十公斤。", "我想减到六十五公斤。"),
    ("老谭的理发店在老街。", "老谭的理发店生意越来越好了。"),
    ("我有一个姐姐。", "我姐姐的狗上个月走丢了。"),
    ("老周在工地开塔吊。", "老周今天没去工地，塔吊坏了在修。"),
    ("我大伯在镇上开了一家五金店。", "大伯的五金店这个月生意不太好。"),
    ("老方开一辆银色的桑塔纳。", "老方的桑塔纳昨天送去保养了。"),
    ("我们家的WiFi密码是12345678。", "邻居问我借WiFi，我把密码告诉他了。"),
    ("奶奶家的电视是黑白的。", "奶奶每天晚上看电视看到十点。"),
    ("我在一家广告公司做设计。", "我同事从广告公司离职了。"),
    # a day's exception across clauses, a wish, the old still holding, a compound with
    # another head (手机壳 is not the phone), someone else's neighbour or parrot
    ("郑老师教我们班数学。", "郑老师今天生病了，数学课换成了自习。"),
    ("葛叔每天抽一包烟。", "葛叔说他想戒烟，但一直没戒成。"),
    ("小鹿在健身房当私教。", "小鹿说健身房换了新老板，她还在那当私教。"),
    ("我的手机是华为的。", "我给华为手机换了个新的手机壳。"),
    ("我们家住在六楼。", "我们楼下的邻居搬到了二楼。"),
    ("我养了一只鹦鹉。", "我朋友的鹦鹉死了，我陪他难过了一下午。"),
    ("小包在奶茶店打工。", "小包说奶茶店最近换了新菜单。"),
    ("老秦的女儿在英国留学。", "老秦的女儿放寒假回国待了一个月。"),
    ("我每天晚上十点睡觉。", "昨晚看球赛，我熬到一点才睡。"),
    ("小包的猫叫芝麻。", "小包又领养了一只猫，叫汤圆。"),
    ("老卢的修车铺在桥头。", "老卢的修车铺今天停电，提早关门了。"),
    ("表弟在工厂上夜班。", "表弟说工厂的食堂现在上新菜了。"),
    # a grandmother by family name is someone other than 我; a correction's numbers about
    # another thing; 开不下去 of something the old memory does not do (开始 is no 开)
    ("贺奶奶一个人住在一楼。", "我在苏州住了三年了。"),
    ("我每个月交两百块的话费。", "我记错了，阿兰的生日是五月二十号。"),
    ("小樊下个月开始休产假。", "物业说楼下的花店可能开不下去了。"),
    # a denied change
    ("表妹在南京读博士。", "表妹还没毕业，论文还在改。"),
])
def test_non_conflicts(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is NONE, verdict.reason
