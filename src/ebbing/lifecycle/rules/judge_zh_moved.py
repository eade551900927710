"""A time, a holder or a plan of the old memory moved, for the Chinese judge (rules.judge_zh,
stop 29). Each reads what the sentence says changed, not a phrasing of one writer.

**A date or an hour moved** (`time_moved`): the new statement moves a time with a verb of
moving (延到, 推迟到, 拖到, 挪到, 改到, 改成, 提前到 …) straight before it, and the old memory
gives that thing a time: by the month (九月十六号, 十一月底), the lunar calendar (腊月廿五), the
day alone (十六号) or the hour (两点三刻). Which thing: a word of what is moved, said before
the verb (手术延到…, 完工拖到…), is in the old memory, or the same doing follows both times
(腊月廿五到 / 改成腊月廿八到) -> outdated. Not a time of the past (去年, 原来), one wished
(想, 打算, 要是), one day's (今天提前到九点关门: judge_zh_frame.one_day), nor the same time
again.

**An hour said anew** (`hour_anew`): the same doing at another hour of the day (两点三刻放学 /
三点半放学了), of the same day of the week when the old names one, with a change said (起,
开始, 以后, 改, 现在, a closing 了) -> outdated.

**Who does a thing now** (`holder_anew`): the old memory says who leads, teaches or runs a
thing (广场舞是黄阿姨带队, 合唱团由老周指挥) and the new one gives the same thing another
person for the same doing (现在广场舞是邱阿姨带): a change said (现在, 如今, 换, 改, 接) ->
outdated, none -> suspected.

**A plan dropped** (`plan_dropped`): the old memory plans a going or a doing (要飞悉尼, 打算
去杭州, 下个月报日语班) and the new one says the thing named first is not done after all
(悉尼不去了, 日语班不报了; Wu 勿 read as 不 here: 勿 before a verb and 了 is never the
written 请勿) -> outdated; not when a wish or a thought is said anywhere in it (我想想,
成都勿去了也好).

Who: the judge has already asked that both speak of the same subject. Hedges are
rules.judge.hedge_limit's.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clauses
from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_D = "0-9一二三四五六七八九十"
_HOUR = (rf"(?:[{_D}两]{{1,3}}点钟?(?:半|[一二三]刻|[{_D}零]{{1,3}}分?)"
         rf"|(?<!一)[{_D}两]{{1,3}}点钟?(?!心|儿|子))")
# a time: by the month, the lunar calendar, the day alone, or the hour
_TIME = re.compile(rf"[{_D}]{{1,3}}月(?:[{_D}]{{1,3}}[号日]|底|初|中旬|上旬|下旬)?"
                   r"|(?:正|腊|冬)月(?:初|廿|二十|十|三十)?[一二三四五六七八九十]?"
                   rf"|(?<![{_D}月])[{_D}]{{1,3}}号(?![码楼线房])|{_HOUR}")
_MOVE = re.compile(r"(?:延期到|延后到|延到|推迟到|推后到|推到|拖到|挪到|改到|改成|改在|改为"
                   r"|提前到|换到|调到)$")
_NOT_NOW = re.compile(r"去年|以前|原来|当初|本来|想|打算|希望|要是|如果|能不能")
_EMPTY_WORD = re.compile(rf"[{_D}两零月号日点半刻底初廿]")
_FUNCTION = set("的了在是把被到讲说就也都又还我你他她它们这那个")


def _words(text: str) -> set[str]:
    """Two characters side by side that are no time nor a function word (聚会, 手术, 完工)."""
    return {text[i:i + 2] for i in range(len(text) - 1)
            if not _EMPTY_WORD.search(text[i:i + 2]) and not set(text[i:i + 2]) & _FUNCTION
            and all("\u4e00" <= c <= "\u9fff" for c in text[i:i + 2])}


def _times(text: str) -> list[tuple[str, int, str]]:
    """(the time, the index of its clause, its clause)."""
    return [(m.group(0), i, c) for i, c in enumerate(clauses(text)) for m in _TIME.finditer(c)]


def _after(clause: str, time: str) -> str:
    """The character after a time in its clause: the doing it dates (腊月廿五到上海 -> 到)."""
    rest = clause[clause.find(time) + len(time):]
    return re.sub(r"^[,。;!?]", "", rest)[:1]


def time_moved(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the new statement moves a time the old memory gives."""
    olds = _times(o.text)
    if not olds or one_day(n.text):  # 今天提前到九点关门: that day, not the hours
        return None
    for clause in clauses(n.text):
        for m in _TIME.finditer(clause):
            before = clause[:m.start()]
            move = _MOVE.search(before)
            if move is None or _NOT_NOW.search(clause) or m.group(0) in o.text:
                continue
            what = _words(before[:move.start()])
            doing = _after(clause, m.group(0))
            tied = any(what & _words(c) for _, _, c in olds) or (
                bool(doing) and any(_after(c, t) == doing for t, _, c in olds))
            if tied:
                return ("outdated", clause,
                        f"'{move.group(0)}': the time moved, {olds[0][0]} -> {m.group(0)}")
    return None


_WEEKDAY = re.compile(r"(?:礼拜|星期|周)[一二三四五六日天]")
_CHANGE = re.compile(r"起|开始|以后|改|现在|如今|了$")
_AT_HOUR = re.compile(rf"(?P<h>{_HOUR})(?P<v>[\u4e00-\u9fff]{{2}})")


def hour_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's doing is said at another hour now."""
    olds = [(m.group("h"), m.group("v")) for c in clauses(o.text) for m in _AT_HOUR.finditer(c)]
    if not olds or one_day(n.text):
        return None
    for clause in clauses(n.text):
        if _NOT_NOW.search(clause) or not _CHANGE.search(clause):
            continue
        for m in _AT_HOUR.finditer(clause):
            for hour, verb in olds:
                if verb != m.group("v") or hour == m.group("h"):
                    continue
                day = _WEEKDAY.search(o.text)
                if day and day.group(0)[-1] != (_WEEKDAY.search(clause) or day).group(0)[-1]:
                    continue  # 礼拜三 / 礼拜五: another day's hour
                if day and not _WEEKDAY.search(clause):
                    continue  # the old hour is one day's; the new says no day
                return ("outdated", clause, f"'{verb}' at another hour: {hour} -> {m.group('h')}")
    return None


_LEADS = "带队|带|领|教|管|负责|指挥|主持|值班|开车|掌勺"
_HOLDER = re.compile(rf"(?P<t>[\u4e00-\u9fff]{{2,4}}?)(?:是|由)(?P<p>[\u4e00-\u9fff]{{2,3}}?)"
                     rf"(?:来|在)?(?P<v>{_LEADS})")
_NOW = re.compile(r"现在|如今|眼下|这阵|换|改|接")


def holder_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the same thing is led or run by another person now."""
    olds = list(_HOLDER.finditer(o.text))
    if not olds:
        return None
    for clause in clauses(n.text):
        for m in _HOLDER.finditer(clause):
            for b in olds:
                topic = b.group("t")[-2:]
                if topic not in clause[:m.end("t")] or b.group("v")[0] != m.group("v")[0]:
                    continue
                person = m.group("p")
                if person == b.group("p") or person in o.text or b.group("p") in person:
                    continue
                outcome = "outdated" if _NOW.search(clause) else "suspected_outdated"
                return (outcome, clause,
                        f"{topic} led by another: {b.group('p')} -> {person}")
    return None


_PLAN = re.compile(r"要|打算|准备|计划|订了|定了|约了|报了|买了票")
_DROPPED = re.compile(r"(?P<x>[\u4e00-\u9fff]{2,4}?)(?:就|也|先|暂时)?[不勿](?P<v>去|飞|走|回|办"
                      r"|搞|买|学|报|做|弄|住)了")
_MOTION = "去飞走回到住"
_PRONOUN = re.compile(r"^(?:我|你|他|她|我们|他们|咱|咱们|俺|大家)")


def plan_dropped(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when a plan of the old memory is said not to happen."""
    if not _PLAN.search(o.text):
        return None
    for clause in clauses(n.text):
        m = _DROPPED.search(clause)
        if m is None or _PRONOUN.search(m.group("x")) or _NOT_NOW.search(n.text):
            continue
        thing = m.group("x")[-2:]
        verb = m.group("v")
        done = verb in o.text or (verb in _MOTION and any(v in o.text for v in _MOTION))
        if thing in o.text and done:
            return ("outdated", m.group(0), f"the plan dropped: {m.group(0)}")
    return None


# the readings judge_zh tries in this order, each with how it found the change
READINGS = ((time_moved, "date"), (hour_anew, "date"), (holder_anew, "holder"),
            (plan_dropped, "end"))
