"""The old memory's value denied by name (rules.judge_zh): a statement that says what is so
and, beside it, that it is not the old value (微笑牙医在民生社区,不是内湖 / 我的牙医在内湖;
芋圆是公的,不是母的 / 芋圆是母猫). A correction with or without a word of error: the old
value is named and denied. A value is found in the old memory as written or by its short
form, the first characters of its words (成大 for 成功大学, 北科 for 北京科技).

Not when the denial is asked (是不是内湖, 不是内湖吗), is the old memory's own (它不是母的 on
both sides), names no content (不是我, 不是很远), or the new statement says the old value
too outside the denial (not one thing against another), or the two speak of different
things (a subject each, or no word both write but the value). Said as a change (现在不是…了,
已经不是…) it is outdated; otherwise repudiated.

Also here: whether 打错了 is a slip of typing (a correction) or a thing dialled or struck
wrong (电话打错了: none)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence, content_overlap

_DENIED = re.compile(r"(?<![是还也])(?:而|并|又)?不是(?:在|叫|住在?|姓)?"
                     r"([^,。;!?\s]{1,8}?)(?:的)?(?:啦|喔|哦|啊|呀|吧|哈|欸|嘛)*(?=$|[,。;!?\s]|了)")
_ASKED = re.compile(r"^[^,。;!?]{0,4}?(?:吗|嘛|么)|^[^,。;!?]*\?")
_CHANGED = re.compile(r"现在|已经|如今|早就|后来")
_PARTICLE = re.compile(r"[的了啦喔哦啊呀吧]+$")


def _short_form(word: str, text: str) -> bool:
    """`word` (two or three characters) is written in `text` as the start of a longer span:
    its characters in order, the first at the span's start, at most two between each."""
    if len(word) < 2:
        return False
    pattern = ".{0,2}?".join(re.escape(c) for c in word)
    return re.search(pattern, text) is not None


def _named_in(value: str, old: str) -> bool:
    if value in old:
        return True
    return bool(re.fullmatch(r"[\u4e00-\u9fff]{2,3}", value)) and _short_form(value, old)


def _tied(o: ZhSentence, n: ZhSentence, value: str) -> bool:
    """Both speak of the same one: one subject named by both, or a word both write that is
    not the value (芋圆, 牙医)."""
    if o.subject and n.subject:
        return o.subject == n.subject or o.subject.endswith(n.subject) \
            or n.subject.endswith(o.subject)
    return any(not set(w) & set(value) for w in content_overlap(o, n))


def denied_value(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when `n` denies a value `o` states, or None."""
    for m in _DENIED.finditer(n.text):
        value = _PARTICLE.sub("", m.group(1))
        if not value or set(value) <= FUNCTION or (len(value) == 1 and value in FUNCTION):
            continue
        if _ASKED.match(n.text[m.end():]) or f"不是{value}" in o.text:
            continue
        if not _named_in(value, o.text) or not _tied(o, n, value):
            continue
        rest = n.text[:m.start()] + n.text[m.end():]
        if value in rest:  # the old value said again beside the denial: no denial of it
            continue
        clause_start = max(n.text.rfind(c, 0, m.start()) for c in ",。;!?") + 1
        said = n.text[clause_start:m.end() + 1]
        outcome = "outdated" if _CHANGED.search(said) or n.text[m.end():m.end() + 1] == "了" \
            else "repudiated"
        return outcome, m.group(0), f"'{m.group(0)}': the old value denied"
    return None


# what may stand before a typing slip in its clause: who, when, an apology (我刚刚打错了)
# 之前 / 前面 / 上次: a slip earlier in the chat (之前打错字了)
_SLIP_BEFORE = re.compile(r"^(?:不好意思|抱歉|歹势|拍谢|sorry|哎呀|啊|我|刚刚|刚才|刚|又|真的|是"
                          r"|之前|前面|上次|那次|那天"
                          r"|,|\s)*$", re.IGNORECASE)


def struck_wrong(cue: str | None, text: str) -> bool:
    """打错了 of a thing struck or dialled (电话打错了, 针打错了), not a slip of typing: the
    clause names something before it."""
    if not cue or not cue.startswith("打错"):
        return False
    at = text.find(cue)
    clause = re.split(r"[,。;!?]", text[:at])[-1]
    return _SLIP_BEFORE.match(clause) is None
