"""Set back to another value, for the Chinese judge (rules.judge_zh, stop 30): 站长给我排的白班 /
站长把我排回全天了. The new statement does the old memory's own doing again with 回 ("back
to") and a value the old memory does not hold (把…排回全天了, 把车停回车库了, 改回原来的):
what the old memory set is undone (outdated).

Not when 回 only comes or goes (拿回来, 搬回去, 回家: where to, not which value), denied or
wished (没排回, 想排回), or the value is the old memory's own."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_span
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

_H = r"[\u4e00-\u9fff]"
_BACK = re.compile(rf"(?P<v>{_H})回(?P<z>{_H}{{1,4}}?)(?:了|啦)")
_WHERE = set("来去家头")  # 拿回来, 搬回去, 回家: a direction, not a value
_NOT = re.compile(r"没|不|别|想|希望|打算|准备|要是|如果")


def set_back(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's doing is done back to another value."""
    for m in _BACK.finditer(n.text):
        verb, value = m.group("v"), m.group("z")
        if verb in FUNCTION or verb in "带返送寄退找" or value[0] in _WHERE \
                or verb not in o.text or value in o.text:
            continue
        clause, start = clause_span(n.text, m.start())
        if _NOT.search(clause[:m.start() - start]):
            continue
        return ("outdated", m.group(0), f"'{m.group(0)}': what was set is set back to "
                f"another ({value})")
    return None
