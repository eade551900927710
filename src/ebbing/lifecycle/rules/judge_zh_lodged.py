"""Where someone lives, moved, for the Chinese judge (rules.judge_zh, stop 30): the old memory
says where a person lives or with whom (外婆跟舅舅一起住在乡下, 小敏和她妈住在一起), and the
new statement has them go to live elsewhere, by any way of going: taken there by another
(把外婆接到城里住), moved out (自己出去住了), gone back (回老家跟兄弟们住去了), moved (搬到
南岸去住). Read by the verb of the fact (住, living) and a verb of going before it in one clause,
not by the place's name.

Who: the one who goes is the old memory's subject, or whom 把 takes (把外婆接到…: 外婆), and
the old memory names them. Done (住了, 住去了, 已经) -> outdated; under a hedge (好像打算把…
接到…住) -> suspected (rules.judge.hedge_limit); a plan said firmly is no change yet (none).
Not a stay (住几天, 住一阵, 住两个月), the place the old memory already names, denied or wished
(没, 不想), nor someone else (我表姐搬到南岸去住了)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_span
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_LIVES = re.compile(r"住")
_GOES = re.compile(r"(?:把(?P<who>[\u4e00-\u9fff]{1,4}?))?"
                   r"(?P<go>接到|接去|接回|搬到|搬去|搬回|搬出去|出去|回|去)"
                   r"(?P<place>[^,。;!? ]{0,10}?)(?:来|去)?住(?P<done>去了|了)?")
_STAY = re.compile(r"[几一两三四五六七八九十个半][天阵段周晚夜宿礼星月]|玩|过年|过节|探亲")
_NOT = re.compile(r"没|不想|不打算|不会|别|要是|如果")
_DONE = re.compile(r"已经|早就|搬过去了|住进")


def lodged(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the old memory's person goes to live elsewhere."""
    if not _LIVES.search(o.text):
        return None
    for m in _GOES.finditer(n.text):
        who, place = m.group("who"), m.group("place")
        if who and who not in o.text:
            continue  # 把狗接到…: not whom the old memory places
        if not who and n.subject and n.subject not in o.text:
            continue  # 我表姐搬到南岸去住了: someone else
        if place and (place in o.text or place[:2] in o.text):
            continue  # the place the old memory already names
        clause, start = clause_span(n.text, m.start())
        if _NOT.search(clause[:m.start() - start]) or _STAY.search(clause[m.end() - start:]) \
                or _STAY.search(place):
            continue
        done = bool(m.group("done")) or bool(_DONE.search(clause))
        if done:
            return ("outdated", m.group(0), f"'{m.group(0)}': gone to live elsewhere")
        if n.hedge:
            return ("suspected_outdated", m.group(0), f"'{m.group(0)}': may go to live "
                    f"elsewhere")
    return None
