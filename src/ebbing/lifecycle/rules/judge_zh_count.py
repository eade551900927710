"""How many of a thing one has, said anew (stop 34, a last reading of rules.judge_zh): the old
memory counts a thing (养了三十六只鸽子, 鸽子现在三十四只) and the new one gives the count now,
as what is left, the total or the present (剩三十四只, 现在一共二十六只, 就剩二十四只了), in
the same classifier, of the same thing or leaving it unsaid (judge_zh_belongs). Counts are
what judge_zh_measure leaves alone (二十节 is how many were bought, not how many one has);
the marker of the whole now (剩, 一共, 总共, 现在 … 有) makes this one a standing count.

Not: another's (邻居家现在有三只), another thing in the same classifier (剩两只猫 of 三只
鸽子), a count the old memory also says, one day's, a plan, a wish, a question. Heard or
guessed: suspected; else outdated (the count now replaces the old one)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_belongs import CLASSIFIERS, same_holding, tie
from ebbing.lifecycle.rules.judge_zh_frame import _PAST, _WISH, one_day, planned
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_NUM = "0-9零一二三四五六七八九十百千万两俩仨"
_COUNT = re.compile(rf"[{_NUM}]+(?=[{CLASSIFIERS}])")
# the whole now: what is left, the total, the count at present
_WHOLE = re.compile(r"剩|一共|总共|共有|现在|如今|目前")
_NOT_NOW = re.compile(r"也|另外|比|如果|要是|的话|吗|\?|[不没]是|是不是|[他她]")
_SPLIT = re.compile(r"[,。;!?:\s]")


def _clauses(text: str) -> list[str]:
    return [c for c in _SPLIT.split(text) if c]


def count_anew(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the count of the old memory's thing is said anew."""
    olds = [(c, m) for c in _clauses(o.text) if not _PAST.search(c)
            for m in _COUNT.finditer(c)]
    if not olds or one_day(n.text) or (o.subject and n.subject and o.subject != n.subject):
        return None
    people = frozenset(o.people | n.people)
    for clause in _clauses(n.text):
        whole = _WHOLE.search(clause)
        if whole is None or _NOT_NOW.search(clause) or _WISH.search(clause) \
                or _PAST.search(clause) \
                or any(p in clause and p not in o.text for p in n.people - {"我", "我们"}):
            continue
        for m in _COUNT.finditer(clause):
            if m.start() < whole.start() or m.group(0) in o.text \
                    or (not n.hedge and planned(clause, m.start(), o.text)):
                continue  # 卖给老白十只 家里就剩二十四只: the count after 剩 is the whole
            new = tie(clause, m.start(), m.end(), people)
            for old_clause, om in olds:
                old = tie(old_clause, om.start(), om.end(), people)
                if not old.thing or old.unit != new.unit or om.group(0) in n.text:
                    continue  # the old count names its thing; one classifier
                if not same_holding(old, new, o.text, n.text):
                    continue
                said = f"{om.group(0)}{old.unit} -> {m.group(0)}{new.unit}"
                if n.hedge:
                    return ("suspected_outdated", clause, f"'{said}': the count of "
                            f"{old.thing} heard or guessed anew")
                return ("outdated", clause, f"'{said}': the count of {old.thing} now")
    return None
