"""A new one of the old memory's thing obtained (rules.judge_zh, a last reading, stop 35): the
old memory states one thing (额的护照今年10月过期, 我的老花眼镜是戴了五年那副) and the new
statement says a new one of it was got (新护照拿到手了, 配了一副新的): 新 before the thing's
name, or 新的 after its classifier, in a clause that says it was obtained (到了, 拿到, 配了,
买了, 换了, 领了, 办好). The new one takes the old one's place.

The thing is tied by its name (two characters the old memory writes) or by its classifier
with a demonstrative in the old memory (那副, 这台). Not for someone else (给孩子买了新书包, 他的),
as an addition (也, 又, 多, 再, 另), a wish or a plan (想, 打算, 要), or asked."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_GOT = re.compile(r"到了|拿到|到手|配了|买了|换了|领了|办好|办下来|发下来|做好了")
_NEW = re.compile(r"新(?:的)?(?P<x>[\u4e00-\u9fff]{2})|(?P<c>[\u4e00-\u9fff])新的")
_NOT = re.compile(r"给[^,。;!?\s]{1,4}(?:买|配|换|办)|[他她]的|也|又|多|再|另|想|打算|要|[吗嘛么?]")


def renewed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    old, new = o.text, n.text
    for clause in re.split(r"[,。;!?\s]", new):
        if not _GOT.search(clause) or _NOT.search(clause):
            continue
        for m in _NEW.finditer(clause):
            thing = m.group("x")
            if thing and thing in old and "新" + thing not in old:
                return "outdated", m.group(0), f"'{m.group(0)}': a new {thing} in its place"
            kind = m.group("c")
            if kind and re.search(rf"[那这]{kind}", old):
                return "outdated", m.group(0), f"'{m.group(0)}': a new one in its place"
    return None
