"""Two more readings of no change (rules.judge_zh_usual.as_usual calls them, before any
reading of a change): the old memory's routine or plan said again, as it stands.

- *on one of its days*: the old memory's routine falls on days of the week (每周二周四晚上上口语课)
  and the new statement says today is one of them, naming the routine (今天周四,晚上口语课):
  one day of the routine, as it always is;
- *as planned*: the old memory's plan has a time (月底小雯搬走) and the new statement says the
  same time, with a word of what is done (小雯月底搬,已经在打包了): the plan said again.
Neither when a change is said (改, 推迟, 不, 没, 取消, 现在…, a hedge) nor when the time is
another (下月底 against 月底)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

_DAY = re.compile(r"(?:周|星期|礼拜)([一二三四五六日天1-7])")
_TODAY = re.compile(r"今天(?:是)?(?:周|星期|礼拜)([一二三四五六日天1-7])")
_WHEN = re.compile(r"月底|月初|月中|下周[一二三四五六日天]?|下个?月|明天|后天|周末"
                   r"|[0-9一二三四五六七八九十]{1,3}[号日]")
_CHANGED = re.compile(r"现在|开始|以后|改|换|推迟|提前|延期|延后|挪|不|没|取消|停|可能|好像"
                      r"|也许|大概|听说|说错|记错|其实|又")


def on_its_day(o: ZhSentence, n: ZhSentence) -> str | None:
    if "每" not in o.text:
        return None
    days = {m.group(1) for m in _DAY.finditer(o.text)}
    today = _TODAY.search(n.text)
    if not today or today.group(1) not in days or _CHANGED.search(clause_of(n.text, 0)):
        return None
    for word in content(n.text) & content(o.text):  # the routine named, no change in its clause
        if not _DAY.search(word) and not _CHANGED.search(clause_of(n.text, n.text.find(word))):
            return today.group(0)
    return None


def _which(text: str, at: int) -> str:
    """Which month or week a time word is of (下月底, 这周末), when said."""
    return text[at - 1] if at and text[at - 1] in "下上这本次" else ""


def as_planned(o: ZhSentence, n: ZhSentence) -> str | None:
    if _CHANGED.search(n.text):
        return None
    for m in _WHEN.finditer(o.text):
        when = m.group(0)
        at = n.text.find(when)
        if at < 0 or _which(n.text, at) != _which(o.text, m.start()):
            continue  # not said, or another (下月底 / 月底)
        clause = clause_of(n.text, at)
        own = set(o.subject or "") | set(when) | FUNCTION
        done = {c for c in clause_of(o.text, m.start()) if c not in own
                and re.match(r"[\u4e00-\u9fff]", c)}
        if done & set(clause) - own:
            return when
    return None
