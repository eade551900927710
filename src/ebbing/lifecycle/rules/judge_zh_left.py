"""How many are left or owed, said anew (rules.judge_zh, a last reading, stop 35): the old
memory counts a holding or a debt (养了三十六只鸽子, 还差我一万五) and the new statement says
what is left, in all or still owed now (剩三十四只, 一共二十六只, 只差五千了): a count of the
same kind (the same classifier, 只 / 头 / 个; or a sum of money, 一万五 / 五千) with another
number. A holding or a debt has one count at a time, so the new count replaces the old one,
whatever day it was counted on (今天又转了一万 只差五千了).

Not another's (他家就剩两只, 隔壁家), another thing named after the count (还剩六只鸡蛋 of
十二只兔子), a count the old memory also says, a question, or a count of another kind
(剩三十四只 against 一万五), or a sum the old memory holds no debt or holding of (学贷剩十二万
against 月薪调到五万五)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_belongs import CN
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_NUM = rf"[0-9{CN}]+"
_LEFT = re.compile(rf"(?:还剩|只剩|就剩|剩下|剩|一共|总共|只差|还差|差|只欠|还欠)[我你他她]?"
                   rf"(?P<n>{_NUM})(?P<u>[只头条个块])?")
_OTHERS = re.compile(r"人家|别人|邻居|隔壁|[他她]家|[他她][\u4e00-\u9fff]{0,2}的")
_ASKED = re.compile(r"[吗嘛么?]|多少|几")
_SUM = re.compile(r"[千万]")
# a sum held or owed (还差我一万五, 存了三万, 借给他八千): not a pay or a price (月薪五万五)
_HELD = re.compile(rf"(?:欠|差|借|剩|存|攒|贷|一共|总共)[^\uff0c。,\s]{{0,3}}?({_NUM})")


def _counts(text: str, unit: str | None) -> list[str]:
    if unit:
        return re.findall(rf"({_NUM}){unit}", text)
    return [v for v in _HELD.findall(text) if _SUM.search(v)]


def counted_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    for clause in re.split(r"[,。;!?\s]", n.text):
        m = _LEFT.search(clause)
        if m is None or _OTHERS.search(clause) or _ASKED.search(clause):
            continue
        now, unit = m.group("n"), m.group("u")
        if unit is None and not _SUM.search(now):
            continue  # a bare number is no count of a kind
        thing = re.sub(r"[了的啦咯呢吧]", "", clause[m.end():m.end() + 2])
        if thing and not set(thing) & set(o.text):
            continue  # 还剩六只鸡蛋 counts no 兔子
        was = _counts(o.text, unit)
        if was and now not in was:
            return ("outdated", m.group(0),
                    f"'{m.group(0)}': the count is {now} now, not {was[0]}")
    return None
