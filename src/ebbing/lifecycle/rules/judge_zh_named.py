"""Whom a Chinese statement is about when the subject reader left it unread (stop 23): a
statement that opens with the other statement's subject, named alike (王叔是退伍军人 /
王叔压根没当过兵), is about them; the one whom an old memory gives a partner before any name
was read (大宝和女朋友感情挺好的) is whose relationship a break-up ends."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import CORRECTIONS, ZhSentence

PARTNERS = r"女朋友|男朋友|老公|老婆|对象|未婚夫|未婚妻|媳妇"
_PARTNER = re.compile(r"^([\u4e00-\u9fff]{2,3}?)(?:和|跟|与)(?:他|她)?的?(?:" + PARTNERS + ")")


def partnered(old: str) -> set[str]:
    """Who the old memory gives a partner, when no name was read (大宝和女朋友感情挺好的)."""
    m = _PARTNER.match(old)
    return {m.group(1)} if m else set()


def named_again(o: ZhSentence, n: ZhSentence) -> bool:
    """The new statement's subject is not read, and it opens with the old one's, named alike,
    in a clause that is no correction of its own (王叔是退伍军人 / 王叔压根没当过兵,…我把两兄弟
    弄混了; not 小明之前说错了,昆虫…, whose subject is what follows)."""
    who = o.subject
    if n.subject is not None or not who or len(who) < 2 or "的" in who:
        return False
    opening = re.split(r"[,。;!?:]", n.text)[0]
    return re.match(re.escape(who) + r"(?![的\u4e00-\u9fff]{0,1}的)", n.text) is not None \
        and not any(c in opening for c in CORRECTIONS)


def anyone_fallen_out(cue: str | None, o: ZhSentence, n: ZhSentence) -> bool:
    """闹掰 / 闹翻 fall out with anyone (跟同事闹掰了): a break-up only when the new statement
    names a partner, or both people the old memory names."""
    return cue in ("闹掰", "闹翻") and not re.search(PARTNERS, n.text) \
        and len(o.people & n.people) < 2


# 跟男朋友分了 (colloquial): 分了 with whom, not 分了蛋糕
_SPLIT_UP = re.compile(r"(?:跟|和|与)[^,。;!?]{1,6}?(?:已经|好像|可能|早就|早|也)?[分掰]了"
                       r"(?![\u4e00-\u9fff])"
                       # 黄了 / 吹了 of a partner (跟他对象黄了), not of a deal (跟老王的生意黄了)
                       r"|(?:跟|和|与)[^,。;!?]{0,6}?(?:对象|男朋友|女朋友|男友|女友)"
                       r"[^,。;!?]{0,3}?(?:黄了|吹了)")


def split_up(text: str) -> str | None:
    m = _SPLIT_UP.search(text)
    return m.group(0) if m else None
