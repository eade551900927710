"""The old memory's time moved (rules.judge_zh, a last reading, stop 35): the old memory dates
one thing (九月完活儿, 八月五号的车票, 五点半送到) and the new statement moves a time to
another of the same kind: a verb of moving in time with its goal (拖到十月底, 推迟到, 延到,
挪到, 提前到, 改到, 改成) or the thing said changed and its time now (票改了 现在是七月二十八号).
The kind is what the time counts (a month, a day of the month, an hour); the moved time is
not the old memory's. A hedge leaves it suspected (rules.judge.hedge_limit).

Nothing but the kind of time ties the two (施工得拖到十月底 of 胡同修缮九月完活儿 shares no
word): a thing another holds named in the clause of the move (他家的装修) is not the old
memory's, and a move only wished or weighed (我想把胃镜改到…) is none; but another thing of
the speaker's own, dated in the same kind and moved, would be read as the old memory's
(known; not seen in the pairs or MADial)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_N = r"[0-9零一二两三四五六七八九十]+"
_TIME = rf"(?:{_N}月(?:{_N}[号日])?|{_N}[号日]|{_N}点半?|年底|年根儿?|月底|明年|下个?月)"
_MOVED = re.compile(rf"(?:拖|推迟|推后|往后推|推|延期|延|挪|提前|提早|改)(?:到|至|成|在)"
                    rf"[^,。;!?\s]{{0,3}}?(?P<t>{_TIME})"
                    rf"|改了[^。;!?]{{0,6}}?现在是(?P<u>{_TIME})")


# a thing another holds, in the clause of the move (他家的装修拖到十月): not the old memory's
_THEIRS = re.compile(r"(?:他|她|它|人家|别人|邻居|隔壁)[\u4e00-\u9fff]{0,2}的")
# a move only wished or weighed in its clause (我想把胃镜改到…): nothing moved yet
_WISHED = re.compile(r"想|打算|希望|准备|琢磨|考虑|要不要")


def _kind(time: str) -> str:
    if re.search(r"[号日]$", time):
        return "day"
    if "点" in time:
        return "hour"
    return "month"


def _times(text: str) -> list[str]:
    return re.findall(_TIME, text)


def time_pushed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    m = _MOVED.search(n.text)
    before = re.split(r"[,。;!?\s]", n.text[:m.start()])[-1] if m else ""
    if m is None or one_day(n.text, m.start()) or _THEIRS.search(before) \
            or _WISHED.search(before):
        return None
    moved = m.group("t") or m.group("u")
    olds = [t for t in _times(o.text) if _kind(t) == _kind(moved) or (
        _kind(moved) == "month" and _kind(t) == "day" and "月" in t)]
    if not olds or moved in o.text or any(moved in t for t in olds):
        return None
    return ("outdated", m.group(0),
            f"'{m.group(0)}': the old memory's time ({olds[0]}) moved to {moved}")
