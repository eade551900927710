"""Two readings of no change, for the Chinese judge (rules.judge_zh, before any reading of a
change):

- *as usual*: a clause of the new statement says a regular thing of the old memory happened
  as it always does (这个月十号退休金按时到了 / 退休金每个月十号发到…卡上): 按时, 照常, 照旧,
  准时, 跟往常一样 and a 了 after it (it happened, once; 现在六点准时下班 is a new
  routine), with a two-character word of the old memory in the same clause and no change
  said in it (改, 换, 推迟, 提前, 不再…);
- *the other side*: the two statements speak of one of a pair, each of its own side (我左边
  膝盖…痛 / 我右边那个膝盖倒是好好的): 左 and 右 before the same thing are two things
  (not 左右, "about"); not when the new one names the old side too (不是左眼,是右眼:
  a correction);
- a routine's day or a plan said again (judge_zh_again)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_again import as_planned, on_its_day
from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

# (准时率, 按时率: a rate named, not a thing done as usual)
_USUAL = re.compile(r"(?:按时|照常|照旧|准时)(?![率性])|跟往常一样|和往常一样|跟平时一样|和平时一样"
                    r"|跟以前一样")
_CHANGED = re.compile(r"现在|开始|以后|改|换|推迟|提前|提到|提高|延期|延后|挪|不再|没再|取消|停了"
                      r"|涨|降|少了|多了|晚了|早了")
_SIDE = re.compile(r"((?<!左)右|左(?!右))(?:边|侧|手|脚)?(?:的|那个|那只|那条|这个|这只|这条)?"
                   r"(?P<thing>[\u4e00-\u9fff]{1,2})")


def as_usual(o: ZhSentence, n: ZhSentence) -> str | None:
    """The marker of a regular thing said to happen as usual; else None."""
    for m in _USUAL.finditer(n.text):
        clause = clause_of(n.text, m.start())
        done = "了" in clause[clause.find(m.group(0)):]  # it happened, once, as ever
        if done and content(clause) & content(o.text) and not _CHANGED.search(clause):
            return m.group(0)
    return on_its_day(o, n) or as_planned(o, n)  # a routine's day, a plan said again


def other_side(o: ZhSentence, n: ZhSentence) -> str | None:
    """The thing the new statement gives the other side of than the old one does; else None."""
    old = {(m.group(1), m.group("thing")[0]) for m in _SIDE.finditer(o.text)}
    if old & {(m.group(1), m.group("thing")[0]) for m in _SIDE.finditer(n.text)}:
        return None  # 不是左眼,是右眼: the old side named again is a correction of it
    for m in _SIDE.finditer(n.text):
        side, thing = m.group(1), m.group("thing")[0]
        if (side, thing) not in old and any(t == thing for _, t in old):
            return m.group(0)
    return None
