"""Corrections told as a slip (judge_zh.py's rule 2, stop 31): entered wrong in a record with
the right value after it (报告录错了…本来就是3类), and a typing slip followed by the old
subject's value (不是 打错了,鸣鸣吸的是…)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence


def restated_after(cue: str, o: ZhSentence, n: ZhSentence) -> bool:
    """After the slip, the old memory's subject, someone other than the speaker, and a value
    (不是 打错了,鸣鸣吸的是…); 我记错了,大提琴花的是… corrects something else of mine."""
    after, who = n.text[n.text.find(cue) + len(cue):], o.subject
    return bool(who) and who not in ("我", "我们") and who is not None and who in after \
        and "是" in after[after.find(who):]


RECORDED_WRONG = re.compile(r"[录填输抄标][错岔反]")


def recorded_wrong(text: str) -> str | None:
    """Entered wrong in a record (报告录错了, 档案填错了) with the right value said after it
    (…本来就是3类): a correction; 把单子录错了 被扣了钱 is a slip of theirs, no value."""
    m = RECORDED_WRONG.search(text)
    return m.group(0) if m and "是" in text[m.end():] else None
