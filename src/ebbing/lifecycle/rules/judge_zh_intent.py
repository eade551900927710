"""The speaker's own hedged intention to stop or change what the old memory says they do,
for the Chinese judge (rules.judge_zh, after the readings of what has changed): 坝坝舞我可能要
歇一阵子了, 我在想是不是换到公园那边去摆, 车位大概要被收回去了,以后估计得停到路边. Nothing is
done yet, so it is suspected at most; told by someone else (听…说, 我妈说) it is not read here,
nor for one day (这周不去了), nor without a doubt said (可能, 在想是不是, 还没想好)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content, named_words
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, KIN_FORM, ONE_OFF, ZhSentence

# a doubt said by the one deciding: a hedge (ZhSentence.hedge) or a deliberation
_DELIBERATE = re.compile(r"在想是不是|考虑是不是|还没想好|还在犹豫|说不准|拿不准|不一定")
# what is intended, not done: a modal before the change in its clause
_INTENDED = re.compile(r"要|得|就|是不是|想|打算|准备")
_MODAL = set("要得就是不想打算准备会能该可")
# stopping (歇一阵子, 不续租了, 不干了) or going on elsewhere (换到…去摆, 停到路边, 搬到…)
_STOP = re.compile(r"歇|停(?![在到车放])|不再|不(?P<v>[\u4e00-\u9fff]{1,3})了")
_ELSEWHERE = re.compile(r"(?P<v>[换搬挪转停])到[^,。;!?]{1,10}?(?:(?:去|来)(?P<w>[\u4e00-\u9fff]))?"
                        r"(?=[,。;!?]|$)")
# 我 opening someone of the speaker's (我公公, 我老公, 我家的狗): not the speaker
_THEIRS = re.compile(rf"我(?:们)?(?:的|家)?(?:{KIN_FORM}|公公|老公|老婆|丈夫|妻子|儿子|女儿|对象"
                     r"|男朋友|女朋友|家)")
_HEARSAY = re.compile(r"听[^,。]{0,8}说|[^我,。]{1,4}说(?!不)")  # not 说不准


def hedged_intent(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("suspected_outdated", cue, reason) when the speaker, unsure, means to stop or move
    what the old memory says they do; else None."""
    mine = o.subject in ("我", "我们") or (o.subject or "").startswith(("我的", "我们的"))
    mine = mine and not _THEIRS.match(o.text)
    if not mine or "我" not in n.text or n.teller \
            or _HEARSAY.search(n.raw):
        return None
    if not (n.hedge or _DELIBERATE.search(n.text)):
        return None
    about = content(o.text) & content(n.text) - named_words(o, n)
    for pattern in (_STOP, _ELSEWHERE):
        for m in pattern.finditer(n.text):
            clause = clause_of(n.text, m.start())
            before = clause[:clause.find(m.group(0))]
            if ONE_OFF.search(clause) or not _INTENDED.search(before):
                continue
            verbs = {m.groupdict().get("v") or "", m.groupdict().get("w") or ""}
            # the doing named before the stop (我跑步可能得停一段时间: 跑 of 跑五公里)
            doing = {c for c in re.sub(r"可能|也许|大概|好像|估计|应该", "", before)
                     if c in o.text and c not in FUNCTION and c not in _MODAL
                     and "\u4e00" <= c <= "\u9fff"}
            if about or doing or any(v and v[0] in o.text and v[0] not in FUNCTION
                                     for v in verbs):
                return ("suspected_outdated", m.group(0),
                        f"'{m.group(0)}': the speaker, unsure, means to change what the old "
                        f"memory says")
    return None
