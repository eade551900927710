"""An aligned reading for the Chinese judge (rules.judge_zh, after every other reading): the
two statements are about the same subject (the judge checked that first) and fill the same
attribute slot (judge_zh_frame.claims: where one lives, studies, works, what one is by trade,
a birthday, a price ...) with values that differ, and nothing says the new value is an
addition, one day's, a plan, a wish or the past: the new statement says something else of the
one attribute a person has one value of at a time. Without a change or a correction said, it
cannot tell which (changed, or the old one was wrong): suspected_outdated, a person looks.

    小俊读初二。 / 小俊应该读初三了吧。            学: 初二 -> 初三        suspected
    秀英的女儿在英国读书。 / 秀英女儿在澳洲读书。  工作地 ... (a place)    suspected
    小俊读初二。 / 小俊的弟弟读初三。              another subject         (judge_zh: none)
    老孙养了一条狗。 / 老孙又养了只猫。            养 adds up              none
"""
from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import (
    _AGENT,
    _LEVEL,
    _PAST,
    _SPLIT,
    _WISH,
    DENIED,
    NUM,
    Claim,
    _differ,
    changed,
    claims,
    content,
    plain,
    planned,
    told_past,
)
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, KIN, KIN_FORM, ZhSentence
from ebbing.lifecycle.rules.judge_zh_who import KIN_BY_PRONOUN

# slots a person has one value of at a time; not 养 (pets add up), 名 (a name of what?),
# 色 (the colour of what?), 时 (which routine?), 量 (which measure?)
EXCLUSIVE = frozenset({"住", "学", "工作地", "职业", "籍贯", "属", "姓", "生日", "数额", "早饭",
                       "教", "驾", "收入"})


# a place said only by its kind (县里, 城里, 镇上, 村里): it may be the named one (县城)
_VAGUE = re.compile(r"^[\u4e00-\u9fff][里上边头]$")
# a level and the levels it holds (研究生: a 硕士 or a 博士 student)
_HOLDS = {"研究生": ("硕士", "博士"), "大学": ("本科", "大一", "大二", "大三", "大四")}


_RELATIVE = re.compile(KIN_FORM + r"|爱人|媳妇|对象|家属|公公|岳父|岳母|父母|爸妈|公婆|家人|家里人"
                       r"|亲戚|老人|一家")
# the span a sum is earned in (工资一个月三千 / 一年能挣五万: two measures, not two values)
_PERIOD = re.compile(r"(?:一个|每个|每)?([月年天周])(?:薪|里|下来)?(?:能|才|就)?(?:拿|挣|赚)|"
                     r"([月年日周])薪|(?:一个|每个|每)([月年天周])")


def _kin(prefix: str) -> set[str]:
    """The relatives a clause names before its value (老周他女儿, 志刚他妈的, 秀英的女儿, 我表姐夫,
    符老师的爱人): whom the value belongs to, beside the subject the judge compared."""
    found = {w for w in KIN if w in prefix} | set(_RELATIVE.findall(prefix))
    found |= {m.group("kin") for m in KIN_BY_PRONOUN.finditer(prefix)}
    return found


def _holder(c: Claim) -> set[str]:
    return _kin(_before(c))


def _other_person(old: Claim, new: Claim, o: ZhSentence, n: ZhSentence) -> bool:
    """Each claim names its own person before the slot, and they differ (我生日是… /
    阿俊生日是…, 我今年送了…: 我 of the later clause does not make the birthday mine)."""
    people = o.people | n.people | {"我"}
    a = {p for p in people if p in _before(old)}
    b = {p for p in people if p in _before(new)}
    return bool(a) and bool(b) and not a & b


def _named_alike(old: Claim, new: Claim) -> bool:
    """With no subject read in the new text (邻居说物业费是两块一一平), the attribute must be
    named alike before both values (物业费 / 物业费): a word of two characters."""
    return bool(content(_before(old)) & content(_before(new)))


def _before(c: Claim) -> str:
    return c.clause[:max(c.clause.find(c.value), 0)]


def _value(c: Claim) -> str:
    """The claim's value as said: an amount whole (1.8元, 两块一, not 1 and 两)."""
    value = re.sub(r"^的|吧$|呢$|啊$", "", c.value)
    at = c.clause.find(value)
    amount = _AMOUNT.match(c.clause, at) if at >= 0 and re.match(f"[{NUM}]", value) else None
    return amount.group(0) if amount and amount.group(0).startswith(value) else value


_AMOUNT = re.compile(r"[0-9]+(?:\.[0-9]+)?|[" + NUM + r"]+(?:[块元毛][" + NUM + r"])?")


def _other(a: str, b: str) -> bool:
    """Two values that name different things: not the same (nor one a word of the other),
    neither a place said only by its kind, nor a level that holds the other."""
    if _VAGUE.match(a) or _VAGUE.match(b) or not _differ(a, b):
        return False
    return not any(x in _HOLDS and any(y in z for y in _HOLDS[x])
                   for x, z in ((a, b), (b, a)))


# a value for part of the time (周末住在乡下, 暑假在超市打工): beside the old one, not for it
_PART = re.compile(r"周末|平时|平常|假期|寒假|暑假|放假|白天|晚上|夜里|有时|偶尔|节假日|过年|农忙")


# slots the frames of judge_zh_frame do not read, each said as one value at a time: the class
# one teaches (教 / 带 a level), what one drives said as exclusive (开的是), what one earns, and a
# job said with what it belongs to (是我们超市的收银员)
SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((slot, re.compile(p)) for slot, p in (
    ("教", r"(?:教|带)(?:的是|着)?(?P<v>" + _LEVEL + r"(?:[一二三四五六七八九十]班)?)"),
    ("驾", r"开的(?:好像|应该|可能)?是(?:一)?(?:辆|台)?(?P<v>[^,。;!?:]{1,10}?)(?=[,。;!?:]|$|了)"),
    ("收入", r"(?:工资|月薪|年薪|薪水|收入)(?:是|有)?(?:一个月|每个月|每月|一年|每年)?"
     r"(?:能|才|就)?(?:拿|挣|赚|是|有)?(?P<v>[" + NUM + r"]+)(?![个年月天周号岁])"),
    ("收入", r"(?:一个月|每个月|每月|一年|每年)(?:能|才|就)?(?:拿|挣|赚)(?P<v>[" + NUM + r"]+)"),
    ("职业", r"是(?:一名|一个|个)?(?P<v>[\u4e00-\u9fff]{2,10}?的[\u4e00-\u9fff]{0,4}?" + _AGENT
     + r")(?=[,。]|$|了)"),
))


def aligned_claims(text: str) -> list[Claim]:
    """judge_zh_frame.claims and the slots above, one a clause and slot."""
    out = claims(text)
    for clause in _SPLIT.split(text):
        for slot, pattern in SLOTS:
            m = pattern.search(clause)
            if m is None or any(c.slot == slot and c.clause == clause for c in out) \
                    or set(m.group("v")) <= FUNCTION:
                continue
            negated = bool(DENIED.search(clause[max(0, m.start() - 2):m.start()]))
            if slot == "收入":
                span = _PERIOD.search(clause)
                slot += ":" + (next(g for g in span.groups() if g) if span else "?")
            out.append(Claim(slot, m.group("v"), negated, clause))
    return out


def _kind(c: Claim) -> str:
    return c.slot.split(":")[0]


def _current(c: Claim, n: ZhSentence, old: str) -> bool:
    """The new claim is a state now: plain (not one day's, no addition), not wished, not past,
    not for part of the time the old one does not name, not planned ahead (unless hedged:
    可能明年…)."""
    part = _PART.search(c.clause)
    return plain(c.clause) and not _WISH.search(c.clause) and not _PAST.search(c.clause) \
        and not (part and part.group(0) not in old) \
        and (bool(n.hedge) or not planned(c.clause, c.clause.find(c.value), old))


def slot_differs(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the same exclusive slot holds another value; else None."""
    news = [c for c in aligned_claims(n.text) if _kind(c) in EXCLUSIVE and not c.negated]
    if not news:
        return None
    for old in aligned_claims(o.text):
        if _kind(old) not in EXCLUSIVE or old.negated or told_past(old.clause):
            continue
        for new in news:
            if new.slot == old.slot and _other(_value(old), _value(new)) \
                    and _holder(old) == _holder(new) and _current(new, n, o.text) \
                    and not _other_person(old, new, o, n) \
                    and (n.subject or _named_alike(old, new)):
                if new.reached or changed(new.clause, n.text):  # 今年开始带高一了
                    return ("outdated", new.clause,
                            f"{old.slot}: {_value(old)} -> {_value(new)}")
                return ("suspected_outdated", new.clause,
                        f"{old.slot}: {_value(old)} -> {_value(new)}, without saying whether it "
                        f"changed or was wrong")
    return None
