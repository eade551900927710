"""Who fills a role or does a task now (rules.judge_zh, a last reading, stop 35): the old
memory names the one who does it (店里的帮工是小谢, 娃放学是他婆去托管班接) and the new statement
says, as the state now (现在, 新, 如今), that the one is another (新请的帮工是衡阳的小彭, 现在
接娃的是他爷). The role is what stands before 是 in the new clause, the words of time and of
hiring taken off; all its characters are the old memory's, so it is the old memory's task.
The old doer is a person either statement names (a name, the subject), said right after
the old memory's 是; the new one is not written in the old memory.

Not an addition (也, 还), a wish, one day, or the old doer named again as the new one."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_NOW = re.compile(r"现在|如今|目前|新请的|新来的|新找的|新")
_CLEFT = re.compile(r"(?P<role>[\u4e00-\u9fff]{2,8}?)是(?P<who>[\u4e00-\u9fff]{2,8})$")
_ADDED = re.compile(r"也|还|想|希望|打算")


def _role(words: str) -> set[str]:
    words = re.sub(r"现在|如今|目前|新请|新来|新找|新|的", "", words)
    return set(words) - {"的", "是", "了"}


def role_filled(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    persons = o.people | n.people | {p for p in (o.subject, n.subject) if p}
    for clause in re.split(r"[,。;!?\s]", n.text):
        m = _CLEFT.search(clause)
        if m is None or not _NOW.search(clause) or _ADDED.search(clause) \
                or one_day(clause):
            continue
        role = _role(m.group("role"))
        if len(role) < 2 or not role <= set(o.text):
            continue
        who = m.group("who").split("的")[-1]
        for was in re.finditer(r"是([\u4e00-\u9fff]{2,3})", o.text):
            old = next((p for p in persons if was.group(1).startswith(p)), None)
            if old and old not in clause and who not in o.text and old not in who:
                return ("outdated", m.group(0),
                        f"'{m.group(0)}': {who} now, not {old}")
    return None
