"""A Chinese statement read by what it means, for the conflict judge (rules.judge_zh, after
the structure and the implied state, before "the same sentence, another value"): per clause,
a fact (what kind of attribute, which one of that kind, its value, on which days), and a
change is the same person's same exclusive attribute with another value, said later.

Kinds of attribute, each read from the classes of words that state it, not from sentences:
- 时 the time of day of a routine (十一点才睡, 七点多出门, 晚上十点关门): which doing (睡,
  起, 出门, 上班, 下班, 到家, 吃, 开门, 关门 …) and the hour;
- 频 how often something is done (每周去三次, 一个月回一趟家): the period and the count, of a
  doing both statements name (a two-character word both write);
- 好 a favourite (最喜欢粉色, 最爱吃饺子, 最喜欢的歌手是X): the verb and the kind of thing (a
  colour, what is eaten, what is watched …, or the noun a 的 names);
- 健 a health state (血压一直很正常 / 查出高血压, 胃不好 / 胃病好了): the organ or measure
  and whether it is well;
- 数 a measure by its noun (体重一百二十斤, 工资五千, 房租三千): the noun and the number.

Days matter: a routine said of 周末 is not the routine of every day (平时, 每天, 工作日 are
every day). Nothing holds for one day (今天, 昨晚, 这次), as a wish, a plan or advice (想,
打算, 应该), as an addition (也, 又, 另外), or when the new statement says the old still holds
(还是, 仍然). A change marked (现在, 已经, 开始, 才, 了, 最近 …) is outdated; the same attribute
with another value and no mark is suspected (changed or wrong: it does not say); told by
someone who is not the person it is about (小王说老周…): suspected at most. Hedges are
rules.judge.hedge_limit's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.lifecycle.rules.judge_zh_frame import one_day, told_past
from ebbing.lifecycle.rules.judge_zh_scales import chars, plain
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, RELATIONSHIP, ZhSentence

_SPLIT = re.compile(r"[,。;!?:]")
_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}
_NUM = "0-9零一二三四五六七八九十百千万两"


def number(text: str) -> float | None:
    """A number written in digits or in Chinese (一百二十, 三千五, 两万, 5000), or None."""
    if re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", text):
        return float(text)
    total, part, last_unit = 0, 0, 1
    for c in text:
        if c in _DIGITS:
            part = _DIGITS[c]
        elif c in "十百千":
            unit = {"十": 10, "百": 100, "千": 1000}[c]
            total += (part or 1) * unit
            part, last_unit = 0, unit
        elif c == "万":
            total = (total + part) * 10000
            part, last_unit = 0, 10000
        else:
            return None
    if part and last_unit >= 100 and text[-1] in _DIGITS:  # 三千五 is 3500
        part *= last_unit // 10
    return float(total + part)


@dataclass(frozen=True)
class Fact:
    kind: str   # 时, 频, 好, 健, 数
    key: str    # which attribute of that kind: the doing, the organ, the measure
    value: str
    scope: str  # the days it holds on ("" every day)
    clause: str


# the days a routine holds on; 平时, 每天, 工作日 are every day
_SCOPE = re.compile(r"周末|周六|周日|星期六|星期天|星期日|礼拜天|节假日|放假|寒假|暑假|夏天|冬天"
                    r"|下雨|下雪|刮风|天冷|天热|加班"
                    r"|周[一二三四五]|星期[一二三四五]|礼拜[一二三四五]|上夜班|夜班|白班")
# the doings of a routine with a time of day, each to one key (出门 and 出发 are one)
_DOINGS = {"睡": "睡", "上床": "睡", "起": "起", "醒": "起", "出门": "出门", "出发": "出门",
           "上班": "上班", "开工": "上班", "到单位": "上班", "下班": "下班", "收工": "下班",
           "到家": "到家", "回家": "到家", "吃": "吃", "开门": "开门", "开店": "开门",
           "出摊": "开门", "关门": "关门", "关店": "关门", "收摊": "关门", "打烊": "关门",
           "放学": "放学", "遛": "遛", "锻炼": "锻炼", "跑步": "锻炼"}
_HOUR = re.compile(r"(?P<h>[0-9零一二三四五六七八九十两]{1,3})点(?P<half>半|多|钟|一刻|三刻)?")
_TIME_FACT = re.compile(_HOUR.pattern + r"(?:左右|前后|以前|之前|前)?"
                        r"(?:就|才|都|准时|按时|必须|一般|基本|会|要|得|能|就要|才能|就得){0,2}"
                        r"(?P<a>" + "|".join(sorted(_DOINGS, key=len, reverse=True)) + ")")
# open until, work until, sleep until an hour: the hour something ends (营业到十一点)
_UNTIL = re.compile(r"(?P<a>营业|开门|开|加班|干活|干|忙|睡)到"
                    r"(?:凌晨|早上|晚上|下午|中午|半夜|夜里)?" + _HOUR.pattern)
_UNTIL_KEY = {"营业": "关门", "开门": "关门", "开": "关门", "加班": "下班", "干活": "下班",
              "干": "下班", "忙": "下班", "睡": "起"}
# done every day, said without a count (天天去, 每天都去)
_DAILY = re.compile(r"(?:天天|每天)(?:都|必|要|得)?(?:去|来|回|练|上|跑|打|游|喝|吃)")
# where a thing is done or kept (睡在阳台, 停在楼下): said anew with a change only
_WHERE = re.compile(r"(?P<k>睡|停|放|摆|挂|坐|住)(?:在|到)(?P<v>[\u4e00-\u9fff]{1,6}?)(?:了|里|上)?"
                    r"(?=[,。;!?]|$)")
_FREQ = re.compile(r"(?:每|一)(?:个)?(?P<p>天|周|星期|礼拜|月|年)[^,。]{0,6}?"
                   r"(?P<n>[0-9一二三四五六七八九十两几半]+)(?:次|回|趟|顿)")
_FAVOURITE = re.compile(r"最(?P<v>喜欢|爱|讨厌|怕|拿手|擅长)(?:的(?P<k>[\u4e00-\u9fff]{1,4}?)"
                        r"(?:是|就是))?(?P<o>[^,。;!?]{1,8})")
_KINDS = (("色", r"色$"), ("吃", r"^吃|菜$|饭$|面$|肉$"), ("喝", r"^喝|茶$|酒$"),
          ("看", r"^看|剧$|电影$"), ("听", r"^听|歌$"), ("玩", r"^玩|^打|球$|游戏$"),
          ("去", r"^去|^到"), ("穿", r"^穿"))
# organs and measures of health, with a state of each (well or not)
_ORGAN = (r"(?P<k>血压|血糖|血脂|尿酸|胆固醇|视力|听力|心脏|肝|肾|胃|肺|腰|腿|膝盖|颈椎|腰椎"
          r"|牙|眼睛|耳朵|睡眠|记性|身体|嗓子|皮肤|腿脚)")
_WELL = re.compile(_ORGAN + r"(?:病|的病|的毛病)?(?:一直|向来|从来|都|也|还|很|挺|比较|特别|非常"
                   r"|完全|已经|早就|基本|有点|有些|有一点){0,2}"
                   r"(?P<s>正常|很好|挺好|不错|没问题|没毛病|健康|稳定|好|不高|偏高|偏低|高|低"
                   r"|不好|不行|有问题|不正常|出了问题|出问题|有毛病|恢复|降下来|好了|治好|痊愈|灵|好使|利索"
                   r"|背|聋|花|不灵|不好使|不利索|不疼|不痛|疼|痛)")
_ILL = re.compile(r"(?:查出|确诊|得了|患了|患上|有了|有点|诊断出)(?:了)?(?:有)?"
                  r"(?P<c>[\u4e00-\u9fff]{1,4}?)(?:病|症|炎)?(?=[,。;!?了]|$)")
# an illness had now: 有高血压, 近视了
_ILL_NOW = re.compile(r"(?:有|(?=[一-鿿]{2,4}了))(?P<c>高血压|低血压|糖尿|高血糖|高血脂|痛风"
                      r"|近视|老花|失眠|耳背)(?:病)?(?:了)?")
# an illness named by what it is of (高血压 is of 血压)
_ILLNESS_OF = {"高血压": "血压", "低血压": "血压", "糖尿": "血糖", "高血糖": "血糖",
               "高血脂": "血脂", "痛风": "尿酸", "近视": "视力", "老花": "视力", "失眠": "睡眠",
               "胃": "胃", "肝": "肝", "肾": "肾", "心脏": "心脏", "腰椎间盘突出": "腰椎",
               "颈椎": "颈椎", "腰椎": "腰椎", "耳背": "听力"}
_UNWELL = ("偏高", "偏低", "高", "低", "不好", "不行", "有问题", "不正常", "出了问题", "出问题",
           "有毛病", "背", "聋", "花", "不灵", "不好使", "不利索", "疼", "痛")
# a height by its shape (一米七, 一米七五, 1.75米, 175厘米): of 身高 whether or not it is named
_HEIGHT = re.compile(r"(?P<v>[一两]米[一二三四五六七八九]{1,2}|[12]\.[0-9]{1,2}米"
                     r"|1[0-9]{2}(?:厘米|公分))")
_MEASURE = re.compile(r"(?P<k>体重|身高|工资|月薪|收入|房租|租金|房贷|学费|月供|退休金"
                      r"|养老金|生活费|零花钱|(?:能|可以|才|只)?(?:挣|赚))(?:是|有|才|只有|涨到"
                      r"|降到|每月|一个月|一月|大概|差不多){0,2}(?P<v>[" + _NUM + r"]+)")
# what a month's pay is called (工资五千, 月薪, 一个月能挣八千): one measure
_PAY = re.compile(r"工资|月薪|收入|挣|赚")
# how one goes somewhere (开摩托车上班, 坐公交上班, 骑车去学校): the errand and the means
_MEANS = re.compile(r"(?P<m>开|骑|坐|搭|乘|走路|步行|打车)(?:着|一辆|辆|个|的)?"
                    r"(?P<v>[\u4e00-\u9fff]{0,5}?)(?P<k>上班|上学|下班|放学|回家|送孩子|接孩子"
                    r"|(?:去|来|回|到)[\u4e00-\u9fff]{1,4}(?=[,。;!?]|$))")
# the errand named first, as a commute (通勤坐地铁, 上下班骑车): one's way to work
_COMMUTE = re.compile(r"(?:通勤|上下班)(?:都|一般|平时|主要)?(?P<m>开|骑|坐|搭|乘|走路|步行|打车)"
                      r"(?:着|一辆|辆|个|的)?(?P<v>[\u4e00-\u9fff]{0,4}?)(?=[,。;!?\s]|$|单程|来回)")
# an aid worn or used for a condition (助听器: the ears)
_AIDS = {"助听器": "耳朵", "拐杖": "腿脚", "拄拐": "腿脚", "轮椅": "腿脚", "假牙": "牙",
         "老花镜": "视力", "胰岛素": "血糖", "降压药": "血压"}
# a change said: now, already, begun, only now (才), a reached state, a diagnosis (in the
# fact's clause); now or already anywhere in the statement (现在嫌粉色幼稚,最喜欢黑色)
CHANGED = re.compile(r"现在|如今|目前|已经|开始|最近|这阵子|这段时间|后来|从此|以后|之后|改|才"
                     r"|变|查出|确诊|患上|得了|了$")
_NOW = re.compile(r"现在|如今|目前|已经|这阵子|这段时间|从此")


def _kind(obj: str) -> str | None:
    return next((k for k, p in _KINDS if re.search(p, obj)), None)


_EVERY_DAY = re.compile(r"平时|平常|每天|天天|工作日|上班的日子")
_PER_YEAR = {"天": 365, "周": 52, "星期": 52, "礼拜": 52, "月": 12, "年": 1}


def _scope(clause: str, text: str) -> str:
    """The days the clause holds on: its own words, else the statement's when the clause
    says nothing of days (平时五点出门 is every day beside 周末睡到八点)."""
    m = _SCOPE.search(clause)
    if m is None and _EVERY_DAY.search(clause) is None:
        m = _SCOPE.search(text)
    return m.group(0) if m else ""


def facts(s: ZhSentence) -> list[Fact]:
    """The facts of each clause of what `s` tells."""
    body = s.text
    out: list[Fact] = []
    for clause in (c for c in _SPLIT.split(body) if c):
        scope = _scope(clause, body)
        for m in [*_TIME_FACT.finditer(clause), *_UNTIL.finditer(clause)]:
            hour = number(m.group("h"))
            key = (_UNTIL_KEY if m.re is _UNTIL else _DOINGS)[m.group("a")]
            if hour is not None and 0 <= hour <= 24:
                value = f"{int(hour) % 12}{'半' if m.group('half') in ('半', '三刻') else ''}"
                out.append(Fact("时", key, value, scope, clause))
        if _FREQ.search(clause) is None and _DAILY.search(clause) is not None:
            out.append(Fact("频", "", "365", scope, clause))  # 天天去瑜伽馆
        for m in _FREQ.finditer(clause):  # how often, as times a year
            times = number(m.group("n").replace("半", "")) if m.group("n") != "半" else 0.5
            if times is not None and m.group("n") != "几":
                out.append(Fact("频", "", str(times * _PER_YEAR[m.group("p")]), scope, clause))
        if (f := _FAVOURITE.search(clause)) is not None:
            obj = re.sub(r"(?:了|的)$", "", f.group("o"))
            kind = f.group("k") or _kind(obj)
            if kind and obj:
                out.append(Fact("好", f.group("v") + ":" + kind, obj, "", clause))
        out += _health(clause)
        for m in _MEASURE.finditer(clause):
            key = "工资" if _PAY.search(m.group("k")) else m.group("k")
            if key != "身高" and (key != "工资" or "年" not in clause):  # not a year's
                out.append(Fact("数", key, m.group("v"), "", clause))
        for m in _WHERE.finditer(clause):
            if not re.search(rf"[{_NUM}]|点|时|天|晚|半夜|中午", m.group("v")):  # 睡到八点: a time
                out.append(Fact("处", m.group("k"), m.group("v"), scope, clause))
        for m in _MEANS.finditer(clause):
            how = m.group("m") + m.group("v") if m.group("m") in "开骑坐搭乘" else m.group("m")
            out.append(Fact("行", m.group("k"), how, scope, clause))
        for m in _COMMUTE.finditer(clause):
            how = m.group("m") + m.group("v") if m.group("m") in "开骑坐搭乘" else m.group("m")
            out.append(Fact("行", "上班", how, scope, clause))
        for m in _HEIGHT.finditer(clause):
            out.append(Fact("数", "身高", str(_metres(m.group("v"))), "", clause))
    if s.subject:  # the person is whom the facts are of, not what they share
        out = [Fact(f.kind, f.key, f.value, f.scope, f.clause.replace(s.subject, ""))
               for f in out]
    return out


def _metres(height: str) -> float:
    """一米七 -> 1.7, 一米七五 -> 1.75, 1.75米 and 175厘米 -> 1.75."""
    if "厘米" in height or "公分" in height:
        return float(height[:3]) / 100
    if height.endswith("米"):
        return float(height[:-1])
    metres = float(_DIGITS[height[0]])
    for i, c in enumerate(height[2:]):
        metres += _DIGITS[c] / 10 ** (i + 1)
    return round(metres, 2)


def _health(clause: str) -> list[Fact]:
    out = [Fact("健", m.group("k"), "病" if m.group("s") in _UNWELL else "好", "", clause)
           for m in _WELL.finditer(clause)
           if not re.search(r"不$", clause[:m.start("s")])]
    for aid, part in _AIDS.items():
        at = clause.find(aid)
        if at >= 0 and not re.search(r"[没不无]$|不用$|不再$", clause[:at].replace("戴", "")):
            out.append(Fact("健", part, "病", "", clause))
    for m in [*_ILL.finditer(clause), *_ILL_NOW.finditer(clause)]:
        organ = _ILLNESS_OF.get(m.group("c"))
        if organ and not re.search(r"[没不无]$", clause[:m.start()]):
            out.append(Fact("健", organ, "病", "", clause))
    return out


def _differ(a: Fact, b: Fact) -> bool:
    if a.kind in ("数", "频"):
        x, y = number(a.value), number(b.value)
        return x is not None and y is not None and x != y
    if a.kind == "好":  # 粉色 / 粉红色: one holds the other
        return a.value not in b.value and b.value not in a.value
    if a.kind == "行":  # 骑车 / 骑自行车, 开车 / 开摩托车: maybe one thing said twice
        return a.value[-1] != b.value[-1] and a.value[1:] not in b.value \
            and b.value[1:] not in a.value
    return a.value != b.value


def _about_same(a: Fact, b: Fact) -> bool:
    """A frequency is of the same doing: a character of what is done both clauses write, not
    one of time, count or going (去, 回: 回家 and 去菜市场 share nothing)."""
    if a.kind != "频":
        return True
    return bool(_doing(a.clause) & _doing(b.clause))


def _doing(clause: str) -> set[str]:
    return chars(clause) - set("去来回到上下现在才就都也只能要得")


# a decision reversed (改主意了, 变卦了): of a plan or intention the old memory states
_REVERSED = re.compile(r"改(?:变)?主意|变卦|反悔|不算数")
_INTENT = re.compile(r"打算|准备|计划|决定|要|想|不(?:去|回|来|买|卖|搬|考|办|结)|今年|明年|下个?月"
                     r"|下周|下礼拜|过年")


def _reversed(o: ZhSentence, n: ZhSentence) -> str | None:
    m = _REVERSED.search(n.text)
    if m is None or not _INTENT.search(o.text):
        return None
    words = {n.text[i:i + 2] for i in range(len(n.text) - 1)
             if not set(n.text[i:i + 2]) & FUNCTION} - {n.subject, o.subject}
    return m.group(0) if any(w in o.text for w in words) else None


# an end the old memory states, undone: (what ends, what starts it again), by kind
_UNDONE = (
    (r"分手|离婚|离了(?![开家乡])|分居|(?<![十万部])分开了|掰了|吹了",  # not 十分开心
     r"和好(?!朋友|友|的|看|听|吃|玩)|复合|复婚|又在一起|又住到一起|重归于好"),
    (r"关门|倒闭|停业|关了|歇业", r"重新开张|重新开业|又开张|又开门|重新营业|复业|又开了"),
    (r"辞职|离职|下岗|被裁|退休|不干了|辞了",
     r"复工|返聘|重新上班|又上班|又回[^,。]{0,8}?(?:上班|工作|干)|又出去(?:上班|工作)"),
    (r"戒了|戒烟|戒酒|戒掉|不抽|不喝", r"又开始|复吸|又抽上|又喝上|重新(?:抽|喝)"),
)
_HABIT = _UNDONE[-1]


def _quit(text: str) -> set[str]:
    """What a habit given up is done with: its characters, 喝 for 酒 and 抽 for 烟."""
    return _doing(text) | ({"喝"} if "酒" in text else set()) | ({"抽"} if "烟" in text else set())


def _restarted(o: ZhSentence, n: ZhSentence) -> str | None:
    """An end of the old memory (分手, 关门, 辞职, 戒烟) undone (和好, 重新开张, 又回去上班)."""
    for ended, again in _UNDONE:
        if not re.search(ended, o.text):
            continue
        for clause in _SPLIT.split(n.text):
            m = re.search(again, clause)
            if m and plain(clause.replace("又", "").replace("还", "")) \
                    and not re.search(r"想|希望|打算|没|不会|不可能", clause[:m.start()]) \
                    and ((ended, again) != _HABIT
                         or _doing(clause[m.start():]) - set("开始又重新") & _quit(o.text)):
                return m.group(0)  # a habit: the one given up (又开始抽烟, not 又开始跑步)
    return None


# not done for a long while (半年没喝了, 好几个月都没去过了): a habit given up
_LONG_WITHOUT = re.compile(r"(?:[一二三四五六七八九十两半几好]+个?(?:年|月|星期|礼拜)|好久|很久"
                           r"|好长时间|好些日子)(?:都|也|已经)?(?:没|没有)(?:再)?(?P<v>[\u4e00-\u9fff])(?:过)?"
                           r"[\u4e00-\u9fff]{0,2}?了")
_A_HABIT = re.compile(r"爱|喜欢|每|天天|常|经常|总|习惯|一天|一周|一个月")
# single, then with someone: RELATIONSHIP's words of a partner or of courting
_SINGLE = re.compile(r"单身|没(?:有)?对象|没(?:有)?(?:男|女)朋友|一个人过")
_COURTING = tuple(w for w in RELATIONSHIP if w not in ("在一起", "老公", "老婆", "丈夫", "妻子"))


def _long_without(o: ZhSentence, n: ZhSentence) -> str | None:
    if not _A_HABIT.search(o.text):
        return None
    for clause in _SPLIT.split(n.text):
        m = _LONG_WITHOUT.search(clause)  # of the old memory's doing, or its object said
        if m and plain(clause, negated=True) and (  # first (麻将已经好几个月没摸了)
                m.group("v") in o.text or chars(clause[:m.start()]) & chars(o.text)):
            return m.group(0)
    return None


def _partnered(o: ZhSentence, n: ZhSentence) -> str | None:
    if not _SINGLE.search(o.text) or _SINGLE.search(n.text):
        return None
    for clause in _SPLIT.split(n.text):
        word = next((w for w in _COURTING if w in clause), None)
        if word and plain(clause) and not re.search(
                rf"(?:没|不|想|希望|别|不想|不要)[\u4e00-\u9fff]{{0,3}}{word}", clause):
            return word
    return None


def meaning_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when `n` gives an attribute of `o`'s person another value."""
    if (cue := _long_without(o, n)) is not None:
        return "outdated", cue, f"'{cue}': a habit not kept for long"
    if (cue := _partnered(o, n)) is not None:
        return "outdated", cue, f"'{cue}': single no longer"
    if (cue := _reversed(o, n)) is not None:
        return "outdated", cue, f"'{cue}': the plan changed"
    if (cue := _restarted(o, n)) is not None:
        return "outdated", cue, f"'{cue}': what had ended holds again"
    if one_day(n.text) or one_day(o.text):  # 昨晚看球赛,熬到一点才睡: one night's
        return None
    olds = [f for f in facts(o) if plain(f.clause, negated=True) and not told_past(f.clause)]
    for new in facts(n):
        if not plain(new.clause):
            continue
        for old in olds:
            if (old.kind, old.key, old.scope) != (new.kind, new.key, new.scope) \
                    or not _about_same(old, new) or not _differ(old, new):
                continue
            marked = CHANGED.search(new.clause) is not None or _NOW.search(n.text) is not None
            if new.kind == "处" and not marked:
                continue  # 车停在楼下 / 车停在路边: one day's place unless a change is said
            told = n.teller is not None and n.subject not in (None, n.teller)
            outcome = "outdated" if marked and not told else "suspected_outdated"
            return (outcome, new.clause, f"{new.kind} {new.key}: {old.value} -> {new.value}")
    return None
