"""A price said to move (rules.judge_zh): a verb that raises or lowers an amount (涨, 降, 调涨,
调降, 上调, 往下压 …) in a clause about what the old memory prices: a word both write (房租,
方案, 价钱) or the old amount itself (799的方案可能会涨). The old memory must state an amount
or name a price (价钱不变).
A move said as done (涨了, 降到) is a change; one to come or heard of (明年要涨房租, 可能会涨)
leaves the old amount in doubt (suspected_outdated; a hedge makes it so anyway).

Not when denied (不会涨, 没涨) or asked (涨不涨), wished, of one day, or a word that only
looks like it (降温, 涨潮, 降落, 涨知识). A price moved "to" an amount (涨到, 降到) is read
by judge_zh_text's shifts."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_span
from ebbing.lifecycle.rules.judge_zh_same_doing import priced_by_head
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_MOVE = re.compile(r"(?:调涨|调降|调高|调低|上调|下调|往上调|往下调|往下压|往上涨|压低|加价|减价"
                   r"|涨|降)(?!温|雨|落|水|潮|知识|姿势|生|临|级|服|压药|糖|不|没)")
_NOT = re.compile(r"(?:不|没|没有|别|不会|不要|不用)$")
_WISH = re.compile(r"想|希望|争取|盼")
_TO_COME = re.compile(r"要|会|打算|准备|计划|将|明年|下个月|下月|下季|以后|可能|得")
_CLAUSE_END = ",。;!?"
# an amount of money, not a date (15号)
_AMOUNT = re.compile(r"[0-9]{3,}|[0-9一二三四五六七八九十两百千万]+(?:块|元|万|千|百|蚊)")
_PRICED = re.compile(r"价钱|价格|租金|房租|费用|收费|学费|运费")  # a price without its amount


def _clause(text: str, at: int) -> tuple[str, int]:
    return clause_span(text, at, _CLAUSE_END)


def price_moved(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when `n` moves a price `o` states, or None."""
    if not _PRICED.search(o.text) and not _AMOUNT.search(o.text):
        return None
    for m in _MOVE.finditer(n.text):
        clause, start = _clause(n.text, m.start())
        before = n.text[start:m.start()]
        if _NOT.search(re.sub(r"(?:再|又|还|也|就)$", "", before)) or _WISH.search(before) \
                or ONE_OFF.search(before):
            continue
        pairs = {clause[i:i + 2] for i in range(len(clause) - 1)
                 if not set(clause[i:i + 2]) & FUNCTION}
        tied = any(p in o.text for p in pairs if not re.search(r"[0-9]", p)) \
            or any(x in clause for x in o.numbers if len(x) >= 3)
        if not (tied or priced_by_head(o.text, clause)):
            continue
        to_come = bool(_TO_COME.search(before)) and "了" not in clause[clause.find(m.group(0)):]
        outcome = "suspected_outdated" if to_come else "outdated"
        return outcome, m.group(0), f"'{m.group(0)}': the price moves"
    return None
