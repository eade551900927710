# ruff: noqa: RUF001, RUF002
"""Whether a later Chinese memory tells a change of the thing a question asks about.

retrieval/latest.py puts a later memory before an earlier one for a question about now when
the two are about the same thing and the later tells a change. "A change" read from the pair
alone is a change of anything the two share: 陈医生讲我的TSH一直正常了，优甲乐可以停了 changes a
medicine, and passed the memory saying the doctor had changed for 备孕现在是哪位医生在管;
银行那笔…剩下的四十八个一次还清 ends a loan, and passed how many pairs the Dubai client ordered;
县医院复查…叫俺少吃咸 tells less salt, and passed the new blood-pressure pill for 降压药现在吃的是
哪种 (stop 36, zhrank12). The present is asked of one thing, so only a change of that thing
answers it.

`of_asked` reads it so. The thing asked is what the question writes, less its words for now and
for asking (`asked_terms`). The clauses of the later memory that tell the change are those the
change words (retrieval/changed.py, latest.py's `UPDATE`) or the offline conflict rules, read
against the earlier memory clause by clause, find a change in (`change_clauses`). The change is
of the thing asked when one of those clauses writes it (阿华又还了一千 for 阿华现在还欠多少), or
when the later memory is told wholly without a subject: it writes nothing of the question and
nothing of the earlier memory, and the earlier writes the question's thing (搬到天河了 after
我住在番禺, for 我现在住在哪). When no single clause tells the change (the rules read it from the
whole), the whole memory stands for the clause. A correction (the rules read the later as
taking a value of the earlier back: 不对 贷款是五十八个 不是六十个) is of the value asked.

A change clause that names the time of a thing (换了教研的时间) changes when, not what or
where: it does not answer a question that asks no time (周三教研现在在哪里搞), and one naming
the place (换了上课的地方) does not answer a question asking when (`ATTRIBUTE_TIME`,
`ATTRIBUTE_PLACE`, read against the question's own asking words). Pure: reads text only.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ebbing.core.query import terms
from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.retrieval.changed import CLAUSE, NEWS, tells_change

# words for now and for asking, which say nothing of the thing asked (cut out before the
# question's words are read, so no character pair spans them)
ASKING = re.compile(r"现在|而家|依家|宜家|目前|如今|眼下|现时|最后|后来|最近|还在|还有|仍然|仲"
                    r"|现今|而今|这会儿|这会子|这阵儿|这阵子|这前儿|这马|今下|到底"
                    r"|哪|什么|啥|咩|乜|谁|几|多少|怎么|咋|吗|么|呢|没有?|未|是不是|有没有"
                    r"|[？?！!，,。\s]")
# the time of a thing named as what changed (换了教研的时间, 日子改了); and its place
ATTRIBUTE_TIME = re.compile(r"时间|日子|日期|钟点|点钟|时候")
ATTRIBUTE_PLACE = re.compile(r"地方|地点|地址|位置")
# a question asking when, or where
ASKS_TIME = re.compile(r"哪天|几号|几点|什么时候|啥时候|几时|哪一天|时间|日子|日期|哪个月|几月")
ASKS_PLACE = re.compile(r"哪里|哪儿|哪个地方|什么地方|啥地方|在哪|去哪|地点|地址|位置")
# a later memory's change words beside the rules (changed.py's `NEWS`, as in latest.py)
UPDATE = re.compile(NEWS)


def asked_terms(query: str) -> frozenset[str]:
    """The question's index terms, its words for now and for asking left out, and any single
    character left alone between them (在, 是: a pair of characters names a thing)."""
    return frozenset(t for part in ASKING.split(query) if part for t in terms(part)
                     if len(t) > 1)


def asked_part(asked: frozenset[str], old: str) -> str:
    """The clauses of `old` that write the thing asked (all of `old` when none does)."""
    held = [c for c in clauses(old) if asked & set(terms(c))]
    return "，".join(held) if held else old


def clauses(text: str) -> list[str]:
    return [c for c in CLAUSE.split(text) if c]


@lru_cache(maxsize=4096)
def change_clauses(old: str, new: str) -> tuple[str, ...]:
    """The clauses of `new` that tell a change, by the change words or by the conflict rules
    read against `old` (empty when none does on its own)."""
    return tuple(c for c in clauses(new)
                 if tells_change(c) or UPDATE.search(c)
                 or changes(old, c))


@lru_cache(maxsize=4096)
def changes(old: str, new: str) -> bool:
    """Whether the conflict rules read `new` as changing `old` (cached: a question's pairs
    recur)."""
    return judge(old, new).outcome is not Outcome.NONE


def other_attribute(query: str, clause: str) -> bool:
    """Whether `clause` changes the time of a thing while the question asks no time, or its
    place while the question asks when."""
    asks_time, asks_place = bool(ASKS_TIME.search(query)), bool(ASKS_PLACE.search(query))
    return (bool(ATTRIBUTE_TIME.search(clause)) and not asks_time) or (
        bool(ATTRIBUTE_PLACE.search(clause)) and asks_time and not asks_place)


def of_asked(query: str, old: str, new: str) -> bool:
    """Whether `new`, said after `old`, tells a change of the thing `query` asks about (see the
    module's text). A question whose thing cannot be read (no words of its own) is not
    narrowed: True."""
    asked = asked_terms(query)
    if not asked or judge(old, new).outcome is Outcome.REPUDIATED:
        return True  # a correction takes back a value told: the one the question asks
    told = change_clauses(old, new) or (new,)
    if told and all(other_attribute(query, c) for c in told):
        return False
    if any(asked & set(terms(c)) for c in told) or changes(asked_part(asked, old), new):
        return True
    new_terms = set(terms(new))
    return not (new_terms & asked) and not (new_terms & set(terms(old))) \
        and bool(asked & set(terms(old)))
