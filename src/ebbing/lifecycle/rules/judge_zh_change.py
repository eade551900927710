"""Two readings of a change for the Chinese judge (rules.judge_zh), by what the sentence says
and not by one word each:

- a value moved by a verb of change and 到 / 成 (延长到晚上十点, 提到了十四万, 升到大班,
  调整成每周一): the old memory's value of the same kind is no longer it, when the clause
  names what the old memory speaks of (a word both write) or the value has the old one's
  head (中班 / 大班, 晚上八点 / 晚上十点: its last character that is no function word and no
  number);
- 改 and a verb of what the old memory does or plans (改去, 改坐: `instead_of`), or of a
  value the old memory states and the new one names before it (驱异乐…,改开艾来: replaced);
- 改 and a day or an hour (改了礼拜二打, 改逢周五, 改15号发): the old memory's time of the
  same doing is no longer it (`moved_time`);
- a thing given up outright, said with a total negation and the 了 of a changed state, or
  as not done since (一口都不碰了, 一次都没去过了, 再也没…过, 就没再…过): what is given up is
  what the old memory says when the clause names it (黑咖啡我一口都不碰了 / 我每天喝两杯黑
  咖啡; 广场舞就没再去跳过 / 每天去跳广场舞); going nowhere (周末哪儿也不去) ends an outing
  the old memory says is made (周末去江边钓鱼).
Neither holds for one day (今天, 这次: judge_zh_text.ONE_OFF).
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_at
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_CLAUSE = re.compile(r"[,。;!?]")
# verbs that move a value (the verbs are inputs; 到 / 成 says where the value went)
_MOVED = re.compile(r"(?:延长|缩短|提高|提|升|降低|降|涨|减少|减|增加|加|调整|调|挪|推迟|提前"
                    r"|放宽|压缩|缩减)(?:了)?(?:到|成)了?([^,。;!?]{1,12})")
_WISH = re.compile(r"想|希望|争取|目标|盼着|巴不得")
_NUMBER = re.compile(r"[0-9零一二三四五六七八九十百千万两半]|点|号|月|周[一二三四五六日天]")
_OUTRIGHT = re.compile(r"一(?:[口点次个下天回])?(?:都|也)(?:不|没)[\u4e00-\u9fff]{1,4}?了"
                       r"|再也没[\u4e00-\u9fff]{1,6}?过|(?:就|也|都)?没再[\u4e00-\u9fff]{1,6}?过"
                       r"|一[根口点支杯滴顿]?(?P<o>[\u4e00-\u9fff])(?:都|也)没再[\u4e00-\u9fff]"
                       r"|(?:哪儿|哪里|啥地方|什么地方)(?:也|都)不去")  # nowhere: no outing now


def moved_value(o: ZhSentence, n: ZhSentence, shared: set[str]) -> str | None:
    """A value of the old memory's kind moved (延长到…, 升到…), or None."""
    for m in _MOVED.finditer(n.text):
        clause = clause_at(n.text, m.start())
        if ONE_OFF.search(clause[:clause.find(m.group(0)) if m.group(0) in clause else 0]):
            continue
        if _WISH.search(clause[:clause.find(m.group(0)) if m.group(0) in clause else 0]):
            continue  # a wish is no change yet (我想减到六十五公斤)
        value = re.sub(r"(?:去|来)?了$", "", m.group(1))
        heads = [c for c in value if c not in FUNCTION and not _NUMBER.fullmatch(c)]
        if (heads and heads[-1] in o.text and value not in o.text) \
                or any(w in clause for w in shared):
            return m.group(0)
    return None


def given_up_outright(o: ZhSentence, n: ZhSentence) -> str | None:
    """What the old memory says, given up with a total negation (the clause names a word of
    two characters the old memory writes, none of them a function word)."""
    for m in _OUTRIGHT.finditer(n.text):
        clause = clause_at(n.text, m.start())
        if ONE_OFF.search(clause):
            continue
        pairs = {clause[i:i + 2] for i in range(len(clause) - 1)}
        if any(p in o.text and not set(p) & FUNCTION for p in pairs):
            return m.group(0)
        if m.group("o") and m.group("o") not in FUNCTION and m.group("o") in o.text:
            return m.group(0)  # 一根烟都没再摸: the thing given up, one character (抽烟)
        if m.group(0).endswith("不去") and "去" in o.text:  # 哪儿也不去: no outing the old
            return m.group(0)  # memory says one goes on
    return None


# done another way instead: 改 and a verb (改去, 改坐): the old memory's doing of that verb, or
# its plan, replaced; not one day's (今天改坐地铁); not the words 改 makes with what follows
# (改变, 改善, 改天 "another day")
_INSTEAD = re.compile(r"改(?!变|善|革|正|进|天|日|掉|造|装|良|动|写|编|口|过|了)"
                      r"([\u4e00-\u9fff])")


# an old memory that states a plan: what it intends can be given up (先不搞了, 算了, 放弃了)
PLANS = ("打算", "计划", "准备", "想要", "决定要", "备考", "在考")  # 备考: preparing for an exam
MEANS = "骑坐开乘搭走用"  # ways of going or doing: 改坐地铁 replaces 骑电动车, 改走顺丰 用DHL


def instead_of(o: ZhSentence, n: ZhSentence, shared: set[str]) -> str | None:
    """改 and a verb in a clause that speaks of what the old memory does (a word of two
    characters both write, one of them no function word: 上班) or plans."""
    for m in _INSTEAD.finditer(n.text):
        clause = _CLAUSE.split(n.text[:m.start()])[-1]
        if ONE_OFF.search(clause):
            continue
        whole = clause + _CLAUSE.split(n.text[m.start():])[0]
        about = shared or o.times or {
            whole[i:i + 2] for i in range(len(whole) - 1)
            if whole[i:i + 2] in o.text and not set(whole[i:i + 2]) <= FUNCTION}
        if (m.group(1) in o.text or any(p in o.text for p in PLANS)
                or any(c in o.text for c in MEANS) or _value_replaced(o, n, shared, m)) \
                and about:
            return m.group(0)
    return None


def _value_replaced(o: ZhSentence, n: ZhSentence, shared: set[str], m: re.Match[str]) -> bool:
    """The old memory says what a thing is (过敏的药是驱异乐), the new one names that value in
    a clause before 改 and gives, after 改 and its verb, a thing the old memory does not write
    (驱异乐害我一直想睡,改开艾来给我): one value replaced by another."""
    if "是" not in o.text or not any(w in n.text[:m.start()] and w not in
                                     _CLAUSE.split(n.text[:m.start()])[-1] for w in shared):
        return False
    after = _CLAUSE.split(n.text[m.end():])[0]
    return re.match(r"别的|另一|另外|其他", after) is not None or any(
        after[i:i + 2] not in o.text and not set(after[i:i + 2]) & FUNCTION
        for i in range(len(after) - 1))


# a day of the week, a day of the month or an hour; 改 straight before one: the time moved
_WHEN = (r"(?:礼拜|星期|周)[一二三四五六日天1-7]"
         r"|(?<![0-9])[0-9一二三四五六七八九十两]{1,3}(?:号|点(?!心)|日)")
_TIMED = re.compile(r"改(?:了|成|到|在|为)?(?=(?:逢|每)?个?(?:" + _WHEN + r"|(?:每月|逢月|每个月)"
                    r"[0-9一二三四五六七八九十两]{1,3}))")


def moved_time(o: ZhSentence, n: ZhSentence, shared: set[str]) -> str | None:
    """改 and a day or an hour in a clause about what the old memory says is done at a time
    (a word both write): not one day's (这周改周五), not a wish (想改到周五)."""
    if not re.search(_WHEN, o.text) or not shared:
        return None
    for m in _TIMED.finditer(n.text):
        clause = clause_at(n.text, m.start())
        before = clause[:clause.find(m.group(0))] if m.group(0) in clause else ""
        if ONE_OFF.search(n.text[:m.start()]) or _WISH.search(before):
            continue  # 这周老师生病,…改到周四: one week's
        return m.group(0)
    return None
