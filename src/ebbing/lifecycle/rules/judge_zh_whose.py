"""Whose or which thing the new statement speaks of, for the frame's slots (rules.judge_zh
`structural`, here) and the shift cues: an amount or a value of another's is no change of the old
memory's.

- **another's**: the old memory is the speaker's own (我 holds it: 我现在五十三公斤, 房租我出四千二)
  and the new one never says 我 but names someone else as who has it (陈屿说他胖了…现在七十五公斤:
  他 is the teller; 小雯新家房租一个月三千五: her rent) -> the slot is theirs, not the speaker's;
- **another of a kind**: the new statement points away from the old thing (隔壁那套, 另一家,
  别人家, 对面那个) where the old memory does not -> another flat, shop or house;
- **switched to what it was**: a shift (换成, 改成) to a value the old memory already holds as
  now (还是做会员,就是换成电商那边 when the old says 抖音电商的会员业务) -> no change; not when the
  old memory puts that value in the past (以前, 原来)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_ends import slot_ended
from ebbing.lifecycle.rules.judge_zh_frame import frame_conflict
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

_AWAY = re.compile(r"隔壁|另一|另外一|别的|别人家|人家的|对面那|楼上那|楼下那")
_TO = re.compile(r"(?:换成|改成|变成)(?P<v>[\u4e00-\u9fff]{2})")
_PAST = re.compile(r"以前|原来|过去|当初|那时|曾经")


def another_owner(o: ZhSentence, n: ZhSentence) -> str | None:
    """Who or what else the new statement's slot is of, or None when it may be the old's."""
    if o.subject in (None, "我") and "我" in o.people and "我" not in n.text:  # not 我外婆
        if n.subject and n.subject not in ("我", "我们") and n.subject[0] not in "你":
            return n.subject
        if n.teller and n.teller in n.text:  # 他 of what is told stood for the teller
            return n.teller
    away = _AWAY.search(n.text)
    if away and away.group(0) not in o.text:
        return away.group(0)
    return None


def switched_to_old(o: ZhSentence, n: ZhSentence) -> bool:
    """换成 / 改成 a value the old memory already holds, and not as its past."""
    m = _TO.search(n.text)
    if not m or set(m.group("v")) & FUNCTION:
        return False
    return m.group("v") in o.text and not _PAST.search(o.text)


def structural(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """A frame's slot filled another way, or ended (judge_zh_frame.py), unless the new value
    is another's (`another_owner`)."""
    return (None if another_owner(o, n) else frame_conflict(o, n)) or slot_ended(o, n)
