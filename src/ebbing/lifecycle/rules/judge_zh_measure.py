"""A value of the same measure said anew (rules.judge_zh, a last reading): a price, a rank, a
score, an hour or a date one thing has one of at a time, named by the same words on both
sides, with another value. The slot reader (judge_zh_frame) needs a subject and a frame
(X是Y, 住在Y); chat names neither: 补习班一节课三百 / 现在一节四百五, 班级第9 / 现在班级14,
十点前手机交给我妈 / 以后九点半就要交手机.

A value is an amount (三百, 四百五, 6.5, 120), a rank (第9), an hour (九点半),
a day (八月五号) or a measure (一米三二, of one unit); not a count of things
or a span (二十节, 八九个, 两年, 一个月). Two values compare when they are of
one kind, in clauses that name the same thing: a two-character word both
clauses write outside the values (一节, 班级, 目标, 手机), or the same verb
right after an hour (九点交 / 十一点交); and of one thing of one holder
(judge_zh_belongs, stop 34: not 剃头一回二十 / 煤球剃毛…一回八十). Said as a
change (现在, 以后, 起, 变成, 改, 涨) it is outdated; heard or guessed, or
said plainly, suspected.

Stop 34 dropped what leaving one voice out did not hold: a measure just taken (量了, read
from zh30) and a day of the thing named by its head (票改了, read from zh31) found a change
only on the split they were read from.

Not: another's (阿珠的摊位费), an addition (也, 另外), one day's (今天), the past (以前), a
wish, a question, a condition, a comparison (比), a firm plan ahead (下个月要…, unless
hedged), a value the old memory also says, or the old value said again beside the new one
(from one to the other: another reading's)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_belongs import CN as _CN
from ebbing.lifecycle.rules.judge_zh_belongs import TIES, same_holding, tie
from ebbing.lifecycle.rules.judge_zh_frame import _PAST, _WISH, one_day, planned
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_N = "0-9零一二三四五六七八九十百千万两半"
# one alternative a kind: an hour, a day, a rank, a measure, an amount
_VALUE = re.compile(
    rf"(?P<hour>[{_CN}0-9]+点(?:半|[{_CN}0-9]+分?)?)"
    rf"|(?P<day>(?:[{_CN}0-9]+月)?[{_CN}0-9]+[号日]|[{_CN}0-9]+月[{_CN}0-9]+)"
    rf"|(?P<rank>第[{_CN}0-9]+)"
    rf"|(?P<measure>[{_CN}0-9.]+(?:米|公斤|斤|厘米|cm|kg)[{_CN}0-9]*)"
    rf"|(?P<amount>[{_CN}0-9]+(?:块|元|毛)(?:[{_CN}0-9]+(?![{_CN}0-9]*[\u4e00-\u9fff]))?"
    rf"|[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?|[{_CN}]*[十百千万][{_CN}]*)")
# after a number: a count of things or a span, not a value (二十节, 两年, 八九个, 一个月)
_COUNTED = re.compile(r"[个节次年岁天周月号日点多几遍趟回口户人位名台只件本张]|小时|分钟|星期|礼拜")
# a value said as the new state's, not the old one's (现在, 以后, 7月起, 变成, 改成, 涨到)
_CHANGED = re.compile(r"现在|如今|以后|往后|今后|从此|(?<=[天周月年期号])起|开始|变成|改成|改为"
                      r"|涨|降|提到|调到|已经")
_OTHERS = re.compile(r"[\u4e00-\u9fff]{1,3}的(?=[\u4e00-\u9fff])|[他她]的|别人|人家|隔壁"
                     r"|那[家间个座所](?=[\u4e00-\u9fff])"  # 那家面馆 of 这家面馆: another one
                     r"|[\u4e00-\u9fff]{1,3}(?:那边|这边|那里|这里)")  # 巴南那边: another place
_NOT_NOW = re.compile(r"也|另外|另一|比|如果|要是|的话|吗|\?|[不没]是|是不是")
_SPLIT = re.compile(r"[,。;!?:\s]")
_LINKS = set("是要就才得给为有到第")  # words that only link a thing to its value
_GRAMMAR = set("的了们也都很就又把被着吧呢吗啊呀每个我你他她这那")  # particles, pronouns
# a verb done (考了, 扣了, 还了, 胖了) right before the value: an event's amount, not a standing
_EVENT = re.compile(r"[\u4e00-\u9fff]了[一]?$")


def _values(clause: str) -> list[tuple[str, str, int, int]]:
    out = []
    for m in _VALUE.finditer(clause):
        kind = m.lastgroup or ""
        value = m.group(0)
        end = m.end()
        if _EVENT.search(clause[:m.start()]):
            continue  # 考了九十二分, 扣了三千二, 胖了五斤: what one occasion came to
        if kind == "amount":
            if _COUNTED.match(clause[end:end + 2]) and len(value) > 1 and value[-1] in "一两":
                value, end = value[:-1], end - 1  # 五百一节: five hundred a lesson
            if _COUNTED.match(clause[end:end + 2]) or (len(value) == 1 and not value.isdigit()):
                continue  # 二十节, 一个: a count
        if kind == "rank":
            kind, value = "amount", value.removeprefix("第")  # 班级第9 / 班级14
        if kind == "measure":
            kind += ":" + _unit(value)  # 两百斤 and 一米八五 are two measures
        out.append((kind, value, m.start(), end))
    return out


def _words(clause: str, spans: list[tuple[str, str, int, int]]) -> set[str]:
    """The two-character words of the clause outside its values, with a character of content
    and none only grammatical (一节 and 年级 count; 一个, 现在, and 燕每 across 春燕每天 do
    not)."""
    text = list(clause)
    for _, _, a, b in spans:
        for i in range(a, b):
            text[i] = ","
    bare = "".join(text)
    return {bare[i:i + 2] for i in range(len(bare) - 1)
            if re.fullmatch(r"[\u4e00-\u9fff]{2}", bare[i:i + 2])
            and not set(bare[i:i + 2]) & _GRAMMAR
            and any(c not in FUNCTION and c not in _N for c in bare[i:i + 2])
            and bare[i:i + 2] not in ("现在", "已经", "以后", "就行")}


def _head(clause: str, start: int) -> str:
    """The two characters naming what the value is of, right before it (房贷五千, 目标是7)."""
    before = clause[:start]
    while before and before[-1] in _LINKS:
        before = before[:-1]
    return before[-2:] if re.fullmatch(r"[\u4e00-\u9fff]{2}", before[-2:]) else ""


def _other_things(old_clause: str, old_start: int, clause: str, start: int) -> bool:
    """Each value is named by its own thing, and neither clause names the other's."""
    a, b = _head(old_clause, old_start), _head(clause, start)
    return bool(a) and bool(b) and a != b and a not in clause and b not in old_clause


def _verb_after(clause: str, end: int) -> str:
    rest = clause[end:].lstrip("前后")
    rest = "".join(c for c in rest[:4] if c not in _LINKS)
    return rest[:1] if rest[:1] and rest[0] not in FUNCTION else ""


def _unit(value: str) -> str:
    return re.sub(rf"[{_N}.]", "", value)


def _clauses(text: str) -> list[str]:
    return [c for c in _SPLIT.split(text) if c]


def same_measure(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when a value of the same measure is said anew; else None."""
    olds = [(c, v) for c in _clauses(o.text) if not _PAST.search(c) for v in _values(c)]
    if not olds or _others_own(o, n):
        return None
    if one_day(n.text):  # 今天停电,九点就熄灯了: that day's
        return None
    for clause in _clauses(n.text):
        if _NOT_NOW.search(clause) or ONE_OFF.search(clause) \
                or _PAST.search(clause) or _part_time(clause, o.text) \
                or _WISH.search(clause) or _another(clause, o) \
                or any(p in clause and p not in o.text for p in n.people - {"我", "我们"}):
            continue
        news = _values(clause)
        for kind, value, start, end in news:
            if value in o.text or (not n.hedge and planned(clause, start, o.text)):
                continue
            for old_clause, (old_kind, old_value, old_start, old_end) in olds:
                if old_kind != kind or old_value == value \
                        or _said_again(old_value, _verb_after(old_clause, old_end), kind, n.text):
                    continue
                words = {w for w in _words(old_clause, _values(old_clause))
                         & _words(clause, news) if f"{w}的" not in clause} \
                    - {p for p in (*o.people, *n.people, o.subject, n.subject) if p}
                # 小区的停车位 / 小区的物业费: a word that owns the thing is not the thing
                verb = _verb_after(clause, end)
                if not words and not (kind == "hour" and verb
                                      and verb == _verb_after(old_clause, old_end)):
                    continue
                if kind == "amount" and _other_things(old_clause, old_start, clause, start):
                    continue  # 房贷五千 / 车贷两千: another thing's amount
                people = frozenset(o.people | n.people)
                timed = kind in ("hour", "day")
                if not same_holding(tie(old_clause, old_start, old_end, people, timed),
                                    tie(clause, start, end, people, timed), o.text, n.text):
                    continue  # 剃头一回二十 / 煤球剃毛…一回八十: another thing's (stop 34)
                said = f"{old_value} -> {value}"
                if not n.hedge and _CHANGED.search(n.text):
                    return ("outdated", clause, f"'{said}': the same measure said anew")
                return ("suspected_outdated", clause, f"'{said}': the same measure with "
                        "another value, without saying whether it changed or was wrong")
    return None


def _said_again(value: str, verb: str, kind: str, text: str) -> bool:
    """The old value is written in the new text too: the same state said again, unless it is
    an hour of another doing (嗯当七点到厂 阿洪六点开门 of 六点到厂: 开 is not 到)."""
    if kind != "hour" or not verb:
        return value in text
    return any(_verb_after(text, m.end()) in ("", verb)
               for m in re.finditer(re.escape(value), text))


# a value for part of the time (周末, 假期, 平时): beside the old one, not for it
_PART = re.compile(r"周末|平时|平常|假期|寒假|暑假|白天|夜里|有时|偶尔|节假日|农忙")


def _part_time(clause: str, old: str) -> bool:
    part = _PART.search(clause)
    return part is not None and part.group(0) not in old


def _another(clause: str, o: ZhSentence) -> bool:
    """The clause gives the value to another (阿珠的摊位费, 人家的, 他上家, 鸣鸣同桌, 小雯新家):
    someone the old memory does not name."""
    named = [m.group(0) for m in (*_OTHERS.finditer(clause), *TIES.finditer(clause))
             if not re.search(rf"[{_N}点号月]", m.group(0))]  # 九点零五的车: a time, no owner
    return any(re.sub("的$|那边$|这边$|那里$|这里$", "", w) not in o.text for w in named) \
        or bool(re.search(r"[他她]", clause))  # 打印店的老板: of the old memory's 打印店


def _others_own(o: ZhSentence, n: ZhSentence) -> bool:
    """The new statement is about someone else: its subject another than the old one's, its
    teller telling of themself (陈屿说他胖了), or someone else too (俺娘也高血压)."""
    if o.subject and n.subject and o.subject != n.subject:
        return True
    if n.teller and n.text.startswith(n.teller) and n.teller not in o.text:
        return True  # 陈屿说他胖了五斤: 他 is read as the teller
    first = _clauses(n.text)[0] if _clauses(n.text) else ""
    return "也" in first
