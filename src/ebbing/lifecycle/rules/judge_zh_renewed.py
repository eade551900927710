"""A thing replaced by a new one (rules.judge_zh, a last reading): one has one passport, one
pair of reading glasses, one phone in use at a time, so a new one come into one's hands ends
what the old memory says of the old one (额的护照今年10月过期 / 新护照拿到手了).

The new statement says a new one is got (新X到了, 拿到, 配了, 买了, 换了, 寄来) of the old
memory's thing: X written in the old memory, the got right after it, or before it with X
ending the clause (来了个新护士长 is a head nurse, not a new nurse); or, when the old memory
tells its one as the old one or that one (旧XR, 凑合用, 那副), a new one got of any name, or by
the same measure word (配了一副新的). Not a new one only wanted or planned (想换新手机,
要买), one besides the old (也, 又, 另外, 多), or someone else's (他的新手机, 小雯新家).
Heard or guessed, rules.judge.hedge_limit makes it suspected."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_NEW = re.compile(r"新(?:的|买的|配的)?(?P<x>[\u4e00-\u9fff]{2})")
# got, come or made: the new one is in hand (not one wanted: 想 / 要 / 打算 before it)
_GOT = re.compile(r"到了|到手|拿到|领到|取到|买了|配了|换了|寄来|寄到|送来|办好|办下来|发下来"
                  r"|来了|装好|装上")
_NOT_YET = re.compile(r"想|要|打算|准备|考虑|等|还没|没|不")
_BESIDES = re.compile(r"也|又|另外|另一|多[买配办]|再[买配办]")
# the old memory's thing said to be the old one, or that one (旧手机, 那副眼镜, 凑合用): a new
# one of its kind replaces it; by its measure word when the new one is not named (一副新的)
_OLD_ONE = re.compile(r"旧|老的|凑合|将就|那(?P<c>[副台部只把件辆块])")
_OF_KIND = re.compile(r"一(?P<c>[副台部只把件辆块])新的")
_OTHERS = re.compile(r"[他她]|[\u4e00-\u9fff]{1,3}的(?=新)")


def _clause(text: str, at: int) -> tuple[str, int]:
    start = max(text.rfind(c, 0, at) for c in ",。;!? ") + 1
    ends = [i for i in (text.find(c, at) for c in ",。;!? ") if i >= 0]
    return text[start:min(ends, default=len(text))], start


def new_one(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when a new one of the old memory's thing is got."""
    worn = _OLD_ONE.search(o.text)  # 旧XR, 那副: the old memory's one told as the old one
    for m in _NEW.finditer(n.text):
        thing, end = m.group("x"), m.end()
        while end < len(n.text) and n.text[m.start("x"):end + 1] in o.text:
            thing, end = n.text[m.start("x"):end + 1], end + 1  # 新身份证: the whole word
        if thing not in o.text and not worn:
            continue
        clause, start = _clause(n.text, m.start())
        before = clause[:m.start() - start]
        after = clause[end - start:]
        got = _GOT.match(re.sub(r"^(?:已经|也|都|就|终于)", "", after)) \
            or (_GOT.search(before) if re.match(r"$|[了的啊呀啦]", after) else None)
        if got is None or _NOT_YET.search(before) or _BESIDES.search(clause) \
                or any(w.group(0) not in o.text for w in _OTHERS.finditer(before)):
            continue
        said = n.text[m.start():end]
        return ("outdated", said, f"'{said}': a new one of what the old memory states, in hand")
    kind = _OF_KIND.search(n.text)
    if worn and worn.group("c") and kind and kind.group("c") == worn.group("c"):
        clause, start = _clause(n.text, kind.start())
        before = clause[:kind.start() - start]
        if _GOT.search(before) and not _NOT_YET.search(before) and not _BESIDES.search(clause):
            return ("outdated", kind.group(0), f"'{kind.group(0)}': a new one of the kind "
                    f"the old memory states ({worn.group(0)})")
    return None


# a name given anew (改名叫麻薯, 改叫, 名字改成): what the old memory calls the thing is its
# old name; the thing is the clause's opening noun, named before 叫 in the old memory
_RENAMED = re.compile(r"(?:^|[,。;!? ])(?P<x>[\u4e00-\u9fff]{1,2}?)(?:现在|已经|后来)?"
                      r"(?:改名|改叫|名字改|更名)(?:叫|为|成)?(?P<y>[\u4e00-\u9fff]{1,4})")


def renamed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the thing the old memory names (橘猫叫芋圆) is given
    another name (猫现在改名叫麻薯了)."""
    for m in _RENAMED.finditer(n.text):
        thing, name = m.group("x"), m.group("y").removesuffix("了")
        called = re.search(re.escape(thing) + r"(?:的名字)?(?:叫|是)([\u4e00-\u9fff]{1,4})",
                           o.text)
        if called and name not in o.text and not _NOT_YET.search(m.group(0)):
            return ("outdated", m.group(0).strip(" ,。;!?"), f"'{m.group(0).strip()}': "
                    f"named anew ({called.group(1)} before)")
    return None
