"""A value said anew, for the Chinese judge (rules.judge_zh, stop 27): an amount or a date the
old memory gives, given another by the new statement.

**An amount** (`amount_anew`): the old memory states what something costs, weighs, holds or
measures (柴油七块三一升, 一百六十八斤, 老花镜一百五十度, 定期存了十五万, 一趟给四千五) and
the new statement gives that measure another amount, said as what it is now (七块六了, 这回收
八百八, 就剩五万了, 只能给四千了, 现在得二百度了, or read off a scale: 一称,一百七十六): the old
amount no longer holds. Who: the judge has already asked that both speak of the same subject.
What: the same measure, told by its unit (度, 斤: the unit alone says what is measured; 称 weighs
in 斤), or by a word both write (加油, 满帮, 武汉) when the unit is money or none. When: the new
amount is the present one (a change word in its clause, 了 after it, a measure just read, or
the sum after a change said in the clause before: 加了九千元,总价九万五千元; a whole sum, 总价 /
一共, holds the price quoted before, so 报价 / 总价 are not two kinds);
an amount spent or drawn (花了七百二, 取了十万) is an event, not a state, one wished is not so
yet, and one said with 也 is another's beside it. Not another thing of the same kind (柴油 /
汽油, 房贷 / 车贷: judge_zh_frame.other_kind), not a count, a date or a grade (七月, 三趟, 一年,
初二), nor an amount far off the old one's size (七块三 / 十五万).

**A date** (`date_anew`): the old memory dates a thing by the month (保险七月份到期, 结婚定在
五月二号) and the new statement gives it another date of that form.
- Said wrong (说错了, 记错了: the judge's SAID_WRONG) beside another date of the one form the
  old memory dates by (婚期刚才说错了,是五月三号 / 结婚定在五月二号): the correction is of that
  date, whether or not a word ties them -> repudiated.
- Else the same thing named with the same doing (保险 and 到期: two words both write that are
  no date) and another date (好像今年保险六月底就到期了): a change said (改, 提前, 推迟, 现在,
  了 …) -> outdated; none -> suspected (changed or wrong, it does not say).
Not a date of the past (去年, 以前), one wished or planned (想, 打算), a date of another thing
(驾照六月底到期: only 到期 both write), the same date again, nor a date said with 也.

Hedges are rules.judge.hedge_limit's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.lifecycle.rules.judge_zh_clauses import clauses
from ebbing.lifecycle.rules.judge_zh_frame import content, other_kind
from ebbing.lifecycle.rules.judge_zh_meaning import number
from ebbing.lifecycle.rules.judge_zh_text import SAID_WRONG, ZhSentence
from ebbing.lifecycle.rules.judge_zh_whose import another_owner

_N = "0-9零一二两三四五六七八九十百千万"
# an amount, with money's 块 and its tenths (七块三) or 块多 kept inside it, and what follows
_AMOUNT = re.compile(rf"(?P<num>[{_N}]+)(?P<cur>块[一二三四五六七八九]?多?|元)?(?P<after>.?)")
_UNITS = {"斤": "斤", "公": "公斤", "度": "度"}  # a unit that says what is measured
_COUNT = set("年月日号点岁天周次趟个遍口根包瓶杯层楼栋号辆台只条张间家位人分秒成倍米")
_ORDINAL = set("初高第大小")
_NOW = re.compile(r"现在|如今|这回|这次收|就剩|只剩|还剩|只能|涨到|降到|变成|成了|改成")
_READ_OFF = re.compile(r"一称|称了|一量|量了|验了|一看|一问")  # a measure just read
_RAISED = re.compile(r"(?:加|涨|减|降|少|多|便宜|贵)了")  # a change of the sum said just before
_WHOLE_SUM = re.compile(r"总|一共|合计|加起来")  # the whole sum holds the price quoted before
_WEIGHS = re.compile(r"称|体重")  # a weight is in 斤
_SPENT = re.compile(r"(?:花|付|交|取|借|赚|挣|赔|捐|罚|送|给了)了?[^,。;!?]{0,2}$")
_PAST = re.compile(r"以前|原来|过去|当初|那时")
_WISH = re.compile(r"想|希望|打算|准备|计划|考虑|争取|盼|要是|如果|的话")  # not so yet


@dataclass(frozen=True)
class Amount:
    value: float
    unit: str  # 斤, 公斤, 度, 块 (money) or "" (unsaid)
    before: str  # its clause up to it
    after: str  # its clause after it
    previous: str = ""  # the clause before its own
    clause: str = ""  # its own


def amounts(text: str) -> list[Amount]:
    """The amounts of a text that are no count, date nor grade, with their clause."""
    out = []
    parts = clauses(text)
    for i, clause in enumerate(parts):
        for m in _AMOUNT.finditer(clause):
            num, cur, after = m.group("num"), m.group("cur") or "", m.group("after")
            if after in _COUNT or (num == "一" and not cur) or (after == "一" and not cur):
                continue  # 三趟, 七月, 一年; 十一 read whole by the pattern
            value = number(num)
            if value is None:
                continue
            if cur.startswith("块"):
                tenth = number(cur[1:2]) if cur[1:2] else None
                value += (tenth or 0) / 10
            unit = "块" if cur else _UNITS.get(after, "")
            if not unit and (value < 10 or clause[m.start() - 1:m.start()] in _ORDINAL):
                continue  # 初二, 第三, 两个: a grade or a count, no measure
            out.append(Amount(value, unit, clause[:m.start()],
                              clause[m.end("cur") if cur else m.end("num"):],
                              parts[i - 1] if i else "", clause))
    return out


def _now(a: Amount) -> bool:
    """The new amount is the present one: a change word in its clause, 了 right after it (七块
    六了, 二百度嘞了), or a scale or a price just read in the clause before."""
    if _NOW.search(a.clause) or re.match(r"[度斤元块]?(?:嘞|的)?了", a.after):
        return True
    if _RAISED.search(a.previous) and not _PAST.search(a.previous):
        return True  # 加了九千元,总价九万五千元: the sum after a change just said
    return bool(_READ_OFF.search(a.previous) or _READ_OFF.search(a.before))


def _unit_of(n_text: str, a: Amount) -> str:
    """The new amount's unit, said or told by how it was read (一称: weighed, so 斤)."""
    if a.unit:
        return a.unit
    return "斤" if _WEIGHS.search(n_text) else ""


def amount_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's amount is given another, said as now."""
    olds = [a for a in amounts(o.text) if not _SPENT.search(a.before)]
    if not olds or another_owner(o, n):  # 陈屿说他…现在七十五公斤: his, not the speaker's
        return None
    tied = {w for w in content(o.text) & content(n.text) if not re.search(f"[{_N}]", w)}
    for a in amounts(n.text):
        if _SPENT.search(a.before) or "也" in a.before or _PAST.search(a.before) \
                or _WISH.search(a.clause) or not _now(a):
            continue
        unit = _unit_of(n.text, a)
        for b in olds:
            if not a.unit and unit == "斤" and b.unit == "公斤":
                unit = "公斤"  # weighed (称了五十三) against a weight in 公斤: the same scale
            if b.value == a.value or not 0.2 <= a.value / max(b.value, 1e-9) <= 5:
                continue
            if unit and b.unit and unit != b.unit:
                continue
            measured = unit and unit == b.unit and unit != "块"  # 度, 斤: what is measured
            if not (measured or tied) or (other_kind(b.before, a.before)
                                          and not _WHOLE_SUM.search(a.before)):
                continue
            return ("outdated", a.clause,
                    f"an amount said anew: {b.value:g}{b.unit} -> {a.value:g}{unit}")
    return None


_M = "0-9一二三四五六七八九十"  # a month or a day
# a date by the month: the month, then a day (号, 日), a part of it (底, 初, 中旬) or 份
_DATE = re.compile(rf"(?P<m>[{_M}]{{1,3}})月(?:份|(?P<d>[{_M}]{{1,3}})[号日]"
                   r"|(?P<p>底|初|中旬|上旬|下旬))?")
_CHANGED = re.compile(r"改|提前|推迟|推到|挪到|延到|现在|了")
_NOT_NOW = re.compile(r"去年|以前|原来|当初|想|打算|希望|也|要是|如果")
_NUMERIC = re.compile(rf"[{_M}零两百千万月号日底初份]")


def _dates(text: str) -> list[tuple[str, str, str]]:
    """(the date as written, its form: 号 a day, 底 a part, 份 the month alone, its clause)."""
    out = []
    for clause in clauses(text):
        for m in _DATE.finditer(clause):
            form = "号" if m.group("d") else ("底" if m.group("p") else "份")
            out.append((m.group(0).replace("份", ""), form, clause))
    return out


def date_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the new statement gives the old one's date another."""
    olds = _dates(o.text)
    if not olds:
        return None
    wrong = next((w for w in SAID_WRONG if w in n.text), None)
    both = {w for w in content(o.text) & content(n.text) if not _NUMERIC.search(w)}
    for date, form, clause in _dates(n.text):
        if _NOT_NOW.search(clause) or any(date == d or date in o.text for d, _, _ in olds):
            continue
        if wrong and len(olds) == 1 and olds[0][1] == form:
            return "repudiated", wrong, f"'{wrong}': the date is {date}, not {olds[0][0]}"
        if len(both) >= 2 and any(content(c) & both for _, _, c in olds) \
                and content(clause) & both:
            if _CHANGED.search(clause):
                return "outdated", clause, f"the date said anew: {olds[0][0]} -> {date}"
            return "suspected_outdated", clause, f"another date: {olds[0][0]} / {date}"
    return None
