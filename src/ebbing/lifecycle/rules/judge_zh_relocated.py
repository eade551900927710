"""A person gone to live elsewhere, told by a verb of going and the place before 去了 / 来了
(rules.judge_zh): 鲍立军好像跑南方去了, 老妈让我接沈阳来了,以后就跟我们一块过. The old memory
places the same person (在大连…, 在哈尔滨…住); the place said is not the old one.

A trip looks the same (老妈跑超市去了), so the move must be heard or guessed (a hedge: then
suspected at most) or said to last (以后, 从此, 定居, 长住, 一块过) of a home the old memory
gives (住, 生活): not one day's (今天), not things carried (搬货去了: lang/separable reads
搬 of a home), not a wish."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence

_GONE = re.compile(r"(?:跑|接|迁|搬|回|嫁|投奔|调)(?:到|去|回)?([\u4e00-\u9fff]{2,6}?)(?:去|来)了")
# from now on (a clause that opens with 以后, not 台风以后: after something), or to live there
_LASTS = re.compile(r"(?:^|[,。;!?])(?:以后|往后)|从此|定居|长住|常住|一块过|一起过|一块住|一起住"
                    r"|过日子|落户")
_HOME = re.compile(r"住|生活|定居|养老|家在|老家")
_PLACED = re.compile(r"在|住|家")
_NOT_PLACE = re.compile(r"东西|货|家具|行李|饭|菜|钱|孩子|人|趟|一下|一圈|玩")
_WISH = re.compile(r"想|希望|打算|准备")


def _opening(text: str) -> str | None:
    """A name the old memory opens with before 在 / 住 (鲍立军在大连…), when no person was
    read there: a family name outside core.entities_zh's list is a name all the same."""
    m = re.match(r"([\u4e00-\u9fff]{2,3})(?:现在|一直|还)?(?:在|住)", text)
    return m.group(1) if m else None


def relocated(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when `n` says the one `o` places went to live elsewhere."""
    who = o.subject or next(iter(o.people - {"我"}), None) or _opening(o.text)
    if not who or who not in n.text or not _PLACED.search(o.text):
        return None
    if not (n.hedge or (_LASTS.search(n.text) and _HOME.search(o.text))):
        return None
    for m in _GONE.finditer(n.text):
        place = m.group(1)
        start = max(n.text.rfind(c, 0, m.start()) for c in ",。;!?") + 1
        before = n.text[start:m.start()]
        if place in o.text or _NOT_PLACE.search(place) or ONE_OFF.search(before) \
                or _WISH.search(before) or who not in n.text[:m.start()]:
            continue
        return "outdated", m.group(0), f"'{m.group(0)}': gone to live elsewhere"
    return None
