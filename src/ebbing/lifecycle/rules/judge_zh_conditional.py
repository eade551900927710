"""A change said under a condition not yet met, for the Chinese judge (rules.judge_zh, stop 30):
要是开了工作室 我们可能搬到店旁边去, 如果房东涨租就搬走. What follows 要是 / 如果 / 假如 /
万一 / 倘若 (up to the next statement) happens only if the condition comes true: nothing has
changed, and nothing is even expected to, so the old memory stands (none, not suspected).

Not a condition: 如果没记错 / 要是我没记错的话 (a hedge on what one remembers), nor a change
said before the condition, in a statement of its own (搬到南坪了,要是房东不涨价就一直住)."""

from __future__ import annotations

import re

_IF = re.compile(r"要是|如果|假如|万一|倘若|假使")
_REMEMBERED = re.compile(r"(?:要是|如果|假如)(?:我)?没(?:有)?记错")
_STATEMENT_END = re.compile(r"[。;!?]")


def conditional(text: str, cue: str) -> bool:
    """The change `cue` of `text` is said under a condition yet to be met."""
    at = text.find(cue) if cue else -1
    if at < 0:
        return False
    before = _STATEMENT_END.split(text[:at])[-1]
    return any(not _REMEMBERED.match(before, m.start()) for m in _IF.finditer(before))
