"""Ends of a bond or a stage, for the Chinese judge (rules.judge_zh): friends fallen out (闹掰,
绝交) of the people a friendship in the old memory names, a death said the everyday way, as
gone at a time (去年冬天走了, 上个月就走了; not gone somewhere: 走了,去深圳), and school
finished (毕业, not 毕业典礼 or 毕业班, nor when the old memory already speaks of it)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence, cue_in

FRIEND_ENDS = ("闹掰", "闹翻", "绝交", "翻脸", "断交", "不来往")
FRIENDSHIP = ("朋友", "哥们", "闺蜜", "兄弟", "姐妹", "好友", "发小", "死党", "搭档")
_DIED = re.compile(r"(?<=[年月天])(?:底|初|里|末)?(?:就)?走了(?=[。;!]|$|,(?![去到回搬跑]))")


def fallen_out(o: ZhSentence, n: ZhSentence) -> str | None:
    """The cue, when both people of a friendship the old memory states have fallen out."""
    cue = cue_in(n, FRIEND_ENDS, old=o)
    if cue and any(w in o.text for w in FRIENDSHIP) and len(o.people) >= 2 \
            and all(p in n.text for p in o.people):
        return cue
    return None


def died(text: str) -> str | None:
    """走了 when it says someone died at a time, else None."""
    return "走了" if _DIED.search(text) else None


_GRADUATED = re.compile(r"(?<![没未不])(?<!没有)(?<!能不能)毕业(?![典班证生照季论设])")


def graduated(o: ZhSentence, n: ZhSentence) -> str | None:
    """毕业 when the new statement says school is finished and the old one does not speak of
    finishing it, else None."""
    return "毕业" if _GRADUATED.search(n.text) and "毕业" not in o.text else None


_GROUP_PARTED = re.compile(r"[班队伙群帮团社][^,。;!?]{0,2}散了")


def disbanded(cue: str | None, text: str) -> bool:
    """散了 of a group that disbands (那班曲友散了, 乐队散了): no couple breaking up."""
    return cue == "散了" and bool(_GROUP_PARTED.search(text))
