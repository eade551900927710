"""Two readings for the Chinese judge (rules.judge_zh, after the other readings), stop 31:

- ``can_now``: what the old memory says one cannot do yet (游泳还不会, 还不会骑车) said
  learned (游泳学会了, 会骑车了): the unfinished state is over -> outdated. Not a wish or a
  plan (想学会, 要学会), not denied (还没学会), nor of another doing.
- ``measured_anew``: the same measure in the same unit (一米三二 / 一米三六, 二十斤 / 二十三斤,
  120厘米 / 126厘米) said again with another value, when no other measure of the old memory's
  kind (身高 / 体重) is named and it is not the past (去年, 以前, 那时): a fresh measure is the
  value now -> outdated when measured or said now (量了, 称了, 现在, 已经, 长到), else
  suspected. Not when the new statement is of a 他 / 她 the old memory does not name
  (陈屿说他…现在七十五公斤: his weight, not mine), nor a price by the unit (六块八一斤),
  nor by how much it moved (瘦了三公斤).
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_CANNOT = re.compile(r"还(?:不会|学不会)([\u4e00-\u9fff]{1,3}?)(?=[,。;!?]|$|一)"
                     r"|([\u4e00-\u9fff]{2})还(?:不会|学不会)")
_LEARNED = r"(?:学会了|会了|学会{x}了|会{x}了|{x}(?:已经)?学会了|{x}(?:已经)?会了)"
_WISH = re.compile(r"想|要|希望|打算|准备|没|不|能不能|吗")

_N = "[0-9零一二两三四五六七八九十百.]"
# a whole number (not its tail), not a price by the unit (六块八一斤) nor by how much it moved
# (瘦了二十斤, 长了三厘米)
_MEASURE = re.compile(r"(?<![块元钱毛角每0-9零一二两三四五六七八九十百.])"
                      r"(?<![胖瘦长减涨增少多降]了)(?<![胖瘦长减涨增少多降])"
                      r"(" + _N + r"+)(米|厘米|公分|斤|公斤|千克|kg|cm)(" + _N + r"*)")
_PAST = re.compile(r"去年|以前|那时|当时|上次|小时候|原来")
_NOW = re.compile(r"量|称|现在|已经|长到|涨到|变成")
_KIND = ("身高", "体重", "个子", "腰围", "体长")


def can_now(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    m = _CANNOT.search(o.text)
    if not m:
        return None
    doing = m.group(1) or m.group(2)
    learned = re.search(_LEARNED.format(x=re.escape(doing)), n.text)
    if not learned or doing not in n.text:
        return None
    clause = clause_of(n.text, learned.start())
    if _WISH.search(clause[:clause.find(learned.group(0))].replace(doing, "")):
        return None
    return ("outdated", learned.group(0),
            f"'{doing}' learned: what the old memory said could not be done yet now is")


def measured_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    old = _MEASURE.search(o.text)
    if not old:
        return None
    kind = next((k for k in _KIND if k in o.text), None)
    told_of = n.teller if n.teller and n.teller in n.text else None  # 他 read as the teller
    if (told_of and told_of not in o.text) or (n.people - o.people):
        return None  # 陈屿说他胖了五斤 现在七十五公斤: his own, not the old memory's person
    olds = {m.group(0) for m in _MEASURE.finditer(o.text)}
    news = [m for m in _MEASURE.finditer(n.text)]
    if olds & {m.group(0) for m in news}:
        return None  # the old measure said again beside another
    for new in news:
        if new.group(2) != old.group(2):
            continue
        other = next((k for k in _KIND if k in n.text and k != kind), None)
        if other:
            continue  # 体重 of an old 身高: another measure
        clause = clause_of(n.text, new.start())
        if _PAST.search(n.text) or _WISH.search(clause[:clause.find(new.group(0))]):
            continue
        outcome = "outdated" if _NOW.search(n.text) else "suspected_outdated"
        return (outcome, new.group(0),
                f"{old.group(0)} -> {new.group(0)}: the same measure, another value")
    return None
