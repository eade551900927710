"""A value said to have been put down wrong (rules.judge_zh, stop 35): the new statement says
an error was made (a verb of saying, writing, reading or keeping a record with a result of
error: 说错, 录错, 输错, 看错; or it opens by denying what was said: 不对, 不是) and gives a
value of the same kind as one of the old memory's, another one. The kind of a value is what
it measures, read from the unit after its number (二十五号 / 二十六号: a day of the month;
C级 / B级: a grade; 4a类 / 3类: a class; 一万 / 八千: a sum; 50/250 / 50/100: a dose), or a
name of three characters retyped with one of them changed (陈语安 / 陈雨安).

Read before the subject check: in 我讲错了 the speaker owns the slip, not the fact. Not when
the value differs only by the kind (一万 / 八千号), when no value of the kind is new (the old
value said again), when the error is of a thing dialled or struck (电话打错了: no value of
the old memory's kind), nor when the denial is asked (不是…吗)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_cues import SAID_WRONG
from ebbing.lifecycle.rules.judge_zh_denied import struck_wrong

# a verb of putting words down or reading them back, with a result of error: 录错 (recorded),
# 输错 (keyed), 填错 (filled in), 抄错 (copied), 标错 (marked), 报错 (reported), 打错 (typed)
_KEPT_WRONG = tuple(v + r for v in "录输填抄标报打" for r in "错岔混反")
_OPENS_DENIED = re.compile(r"^(?:[啊哎呃嗯哦欸诶]\s*)?(?:不对|不是|错了|搞错)"
                           r"(?![^,。;!?\s]*[吗嘛么?])")  # not asked: 不是吗
_NUM = r"(?:[0-9]+(?:\.[0-9]+)?[a-zA-Z]?(?:/[0-9]+)?|[零〇一二两三四五六七八九十百千万亿半]+)"
# the unit after a number is the kind of value: a day, an hour, a grade, a class, money ...
_UNIT = r"(号|日|点半|点|级|类|块|元|岁|斤|公斤|米|只|个|期|届|楼|层|床|分)"
_VALUE = re.compile(rf"({_NUM}){_UNIT}|([A-Za-z][+-]?)(级|类)|({_NUM})(?=$|[^0-9a-zA-Z])")
_SUM = re.compile(r"[千万亿]")  # a bare sum of money or of things: 一万, 八千, 三千二
_NAMED = re.compile(r"(?:叫|是|名字是)([\u4e00-\u9fff]{3})")


def _values(text: str) -> set[tuple[str, str]]:
    """(kind, value) of every value the text writes."""
    found: set[tuple[str, str]] = set()
    for m in _VALUE.finditer(text):
        if m.group(1):
            found.add((m.group(2), m.group(1)))
        elif m.group(3):
            found.add((m.group(4), m.group(3)))
        elif m.group(5):
            value = m.group(5)
            if "/" in value:
                found.add(("/", value))
            elif _SUM.search(value):
                found.add(("sum", value))
    return found


def _retyped(old: str, new: str) -> str | None:
    """A name of the old memory written in the new one with one character changed."""
    for m in _NAMED.finditer(old):
        name = m.group(1)
        for other in re.findall(r"(?=([\u4e00-\u9fff]{3}))", new):
            if other != name and other[0] == name[0] and sum(
                    a != b for a, b in zip(name, other, strict=True)) == 1 and name not in new:
                return f"{name} -> {other}"
    return None


def _error(text: str) -> str | None:
    for cue in (*SAID_WRONG, *_KEPT_WRONG):
        if cue in text and not struck_wrong(cue, text):  # 电话打错了: a number dialled
            return cue
    m = _OPENS_DENIED.match(text.strip())
    return m.group(0).strip() if m else None


def slipped(old: str, new: str) -> tuple[str, str, str] | None:
    """(repudiated, cue, reason) when the new statement says a value of the old memory was
    put down wrong and gives another of its kind."""
    error = _error(new)
    if error is None:
        return None
    olds, news = _values(old), _values(new)
    for kind, value in sorted(news - olds):
        gone = sorted(v for k, v in olds if k == kind and v != value)
        if gone:
            return ("repudiated", f"{gone[0]} -> {value}",
                    f"'{error}': {gone[0]} was put down wrong, it is {value}")
    retyped = _retyped(old, new)
    if retyped:
        return "repudiated", retyped, f"'{error}': the name was put down wrong ({retyped})"
    return None
