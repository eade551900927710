"""Four readings of a state replaced, for the Chinese judge (rules.judge_zh, stop 24), each
by what the new statement says happened to the old memory's thing, not by its words alone:

- **switched to another of its kind** (`switched`): 改 / 转 / 换 and 另外 / 别的 / 其他 before
  the kind the old memory uses (货代用开Kevin嘅公司 / 转咗用另外一间货代; 换了另一家快递):
  what the old memory uses is used no more. Not of another kind (换了别的颜色), one day's or a
  stand-in (今天…临时换了), a wish.
- **promoted** (`promoted`): 升 / 提拔 to a role (升咗做跟单主管, 提拔为店长) when the old memory
  states the person's work and the new role shares a word with it or the old one is said:
  the old role is over.
- **a vacancy filled** (`filled`): what the old memory says stands empty (一直空着, 没人住,
  闲置) let, sold or moved into (租出去了, 住进了人, 卖了): empty no longer.
- **all of it disposed** (`all_disposed`): the new statement opens with the old memory's thing
  and says all of it sold, redeemed or given (医药基金…全部赎回, 那批股票全都卖了): the holding
  is gone. Some of it (赎回了一半) is not all.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_before
from ebbing.lifecycle.rules.judge_zh_frame import content
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_CLAUSE = re.compile(r"[,。;!?]")
_WISH = re.compile(r"想|希望|打算|准备|考虑|要不要|是不是")
_STAND_IN = re.compile(r"临时|暂时|先|这几天|这阵子")
_OTHER = re.compile(r"(?:改|转|换)(?:了)?(?:用|找|走|买|坐|去|成)?(?:了)?(?:另外|另|别的|其他|其它)"
                    r"[一两]?[个间家位条台辆部只款种]?(?P<x>[\u4e00-\u9fff]{1,4})")


def _pairs(word: str) -> set[str]:
    return {word[i:i + 2] for i in range(len(word) - 1) if not set(word[i:i + 2]) <= FUNCTION}


_USES = re.compile(r"用|走|找|买|坐|订|去|喝|吃|看")  # what one uses, goes to or buys


def switched(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _USES.search(o.text):
        return None  # Kevin在一间货代工作: where he works, not what one uses
    for m in _OTHER.finditer(n.text):
        before = clause_before(n.text, m.start())
        if ONE_OFF.search(n.text[:m.start()]) or _WISH.search(before) or _STAND_IN.search(before):
            continue  # 今天…临时换了另一家: one day's stand-in
        if any(p in o.text for p in _pairs(m.group("x"))):
            return ("outdated", m.group(0),
                    f"'{m.group(0)}': another {m.group('x')} than the old memory's now")
    return None


_PROMOTED = re.compile(r"(?:升|提拔)(?:了)?(?:做|当|为|成|任)(?:了)?(?P<r>[\u4e00-\u9fff]{2,6}?)"
                       r"(?=[,。;!?]|$|了)")
_WORKS = re.compile(r"做|当|是|任|上班|工作")


def promoted(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _WORKS.search(o.text):
        return None
    for m in _PROMOTED.finditer(n.text):
        role = m.group("r")
        if role in o.text or _WISH.search(clause_before(n.text, m.start())):
            continue
        if any(p in o.text for p in _pairs(role)):
            return ("outdated", m.group(0), f"'{m.group(0)}': the old role is over")
    return None


_EMPTY = re.compile(r"空着|空置|闲置|闲着|没人住|空在那")
_FILLED = re.compile(r"租出去了|租了出去|租给[^,。;!?]{1,6}了|住进(?:了|去了)|住上人了|住了人|"
                     r"卖(?:了|掉了|出去了)|有人住了")


def filled(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _EMPTY.search(o.text) or not content(o.text) & content(n.text):
        return None
    for m in _FILLED.finditer(n.text):
        before = clause_before(n.text, m.start())
        if not (ONE_OFF.search(before) or _WISH.search(before) or re.search(r"没|不|还没", before)):
            return ("outdated", m.group(0), f"'{m.group(0)}': no longer empty")
    return None


_ALL_GONE = re.compile(r"(?:全部|全都|统统|通通|都)"
                       r"(?:赎回|卖掉|卖了|卖光|清仓|抛了|抛掉|送人|处理掉)")


def all_disposed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    opening = _CLAUSE.split(n.text)[0]
    if not content(opening) & content(o.text):
        return None
    for m in _ALL_GONE.finditer(n.text):
        before = clause_before(n.text, m.start())
        if not (ONE_OFF.search(before) or _WISH.search(before) or re.search(r"没|不", before)):
            return ("outdated", m.group(0), f"'{m.group(0)}': all of it disposed of")
    return None
