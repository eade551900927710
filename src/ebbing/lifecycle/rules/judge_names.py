"""A memory that only gives someone a name ("My wife is called Anna", "His name is Bob",
我老婆叫李静, 我的狗名叫豆豆) is not ended when what that someone does ends: quitting a job,
retiring, giving up smoking (quit, retired, 辞职, 退休, 戒了) leave the name as it was.

What does end a naming is kept: the named one no longer being one's own or one's partner
(sold, given away, lost, died, broke up; 卖了, 送人了, 丢了, 去世, 分手), a rename (a shift
to another name, judged elsewhere) and a correction ("her name is actually Anne", 其实叫).

    names_only("My wife is called Anna.")        # "Anna"
    names_only("My wife is called Anna and she works as a nurse.")   # None: it says more
    naming_outlives("My wife is called Anna.", "Anna quit her job last month.")   # True
"""

from __future__ import annotations

import re

_NAME = r"(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})"
_EN = (
    re.compile(r"^\s*(?P<who>[^,;:.!?]{1,60}?)\s+(?:is|was|'s)\s+(?:called|named)\s+"
               + _NAME + r"\s*[.!]?\s*$"),
    re.compile(r"^\s*(?P<who>[^,;:.!?]{1,60}?)(?:'s|\s+(?:his|her|their))?\s+name\s+is\s+"
               + _NAME + r"\s*[.!]?\s*$", re.IGNORECASE),
)
_STOPS = "\uff0c,\u3002\uff1b;\uff01!\uff1f?"  # full-width and ASCII: , . ; ! ?
_ZH = re.compile(rf"^(?P<who>[^{_STOPS}\s]{{1,12}}?)"
                 r"(?:的名字叫|的名字是|名字叫|名字是|名叫|叫做|叫)"
                 rf"(?P<name>[\u4e00-\u9fffA-Za-z·]{{1,6}})[\u3002\uff01.!]?$")

# ends that take the named one away from the speaker, or end a partnership: a naming by
# role ("my dog is called Rex", "my girlfriend is called Lily") ends with them
_ROLE_ENDS_EN = re.compile(
    r"\b(?:sold|gave away|given away|lost|died|passed away|put down|ran away|stolen|"
    r"broke up|broken up|split up|divorced|separated|rehomed)\b", re.IGNORECASE)
_ROLE_ENDS_ZH = re.compile(r"卖了|卖掉|送人|丢了|走丢|被偷|去世|过世|死了|没了|分手|离婚|吹了")


def names_only(text: str) -> str | None:
    """The name `text` gives, if giving it is all the text says; else None."""
    text = text.strip()
    found = _ZH.match(text)
    if found:
        return found.group("name")
    for pattern in _EN:
        found = pattern.match(text)
        if found:
            return found.group("name")
    return None


def naming_outlives(old: str, new: str) -> bool:
    """`old` only names someone, and what `new` ends is something they do, not their being
    one's own or one's partner: the name still holds."""
    if names_only(old) is None:
        return False
    return not (_ROLE_ENDS_EN.search(new) or _ROLE_ENDS_ZH.search(new))
