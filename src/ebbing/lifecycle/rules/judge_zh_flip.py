"""The old memory's doing said the other way round (rules.judge_zh, a last reading, stop 35):
what the old memory says is done or will be done, the new statement says will not be or
cannot be (过年回北京 / 不确定回不回得来; 十月底完活儿 / 十月底也完不了; 九月初回北京 /
九月不回来; 搬回原来的位子 / 不一定回原来的位子), or what the old memory says is not done
the new one says will be (租金不涨 / 可能又要涨租). Only the polarity of one doing changes: the
slot is the old memory's own, the value its negation. A hedge or a doubt (不确定, 不一定,
好像) leaves it suspected (rules.judge.hedge_limit); said plainly it is outdated.

The doing is the character the negation stands on (不V, V不了 / V不来 / V不成, V不V, 不一定V),
found in the old memory as said (not itself denied there). It is tied by more than the verb:
a word of two characters both write, or the old memory's person named again. Not read: 没 /
没有 (not done yet is no change of a plan), a negated modal or copula (不是, 不会, 不要, 不用:
other readings' business), one day (今天不回来), something asked (回不回来?), a verb the old
memory writes only inside another word (回复 is not 回)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence, content_overlap

_NOT_A_DOING = set("是会要用能可敢该必肯想知认晓记懂明清确管够行对错好太怎大少多同但仅光只然"
                   "如比得过够到住起止")
# the complement of a doing that cannot be done (完不了, 回不来, 搬不成, 送不到)
_CANNOT = set("了来成到完起")
_ASKED = re.compile(r"[吗嘛么?]|是不是|有没有|问")
_COMING = re.compile(r"(?:要|会|又|开始|得)[^,。;!?\s]{0,2}$")


def _cjk(char: str) -> bool:
    return bool(char) and "\u4e00" <= char <= "\u9fff"


def _denials(text: str) -> list[tuple[int, str, str]]:
    """(where, the doing, the cue) of each 不 that denies a doing: 不V and 不一定V, V不V (回不回),
    V不 with a complement of ability (完不了, 回不来)."""
    found = []
    for m in re.finditer("不", text):
        at, before, after = m.start(), text[m.start() - 1:m.start()], text[m.end():m.end() + 1]
        if after and (after == before or (after in _CANNOT and _cjk(before))):
            found.append((at - 1, before, text[at - 1:at + 2]))
        elif text.startswith("不一定", at) and len(text) > at + 3:
            found.append((at, text[at + 3], text[at:at + 4]))
        elif _cjk(after):
            found.append((at, after, text[at:at + 2]))
    return found


def _asserted(verb: str, old: str, new: str) -> int | None:
    """Where the old memory says the doing, not itself denied there, nor inside a word the
    new statement writes too, outside its denial (教研室 in both: a room, not 教)."""
    for m in re.finditer(re.escape(verb), old):
        if m.start() > 0 and old[m.start() - 1] in "不没别甭":
            continue
        word = old[m.start():m.end() + 1]
        if len(word) == 2 and word[1] not in FUNCTION and re.search(
                rf"(?<![不没]){re.escape(word)}", new):
            continue
        return m.start()
    return None


def _other_object(old_next: str, new: str, own: int) -> bool:
    """The doing's object in the new statement is another than the old memory's: the
    characters after the verb differ and neither is a particle or a direction (不小心 is not
    the old memory's 小说, 不开空调 not 开门)."""
    after = re.sub(r"^(?:不\S|得|了)+", "", new[own + 1:own + 4])[:1]
    plain = set("了的得着过来去到起在上下住,。;!? ")
    return bool(old_next and after and "\u4e00" <= after <= "\u9fff" and old_next not in plain
                and after not in plain and after != old_next)


def _tied(o: ZhSentence, n: ZhSentence, verb: str, old_clause: str, new_clause: str) -> bool:
    """More than the verb and whom it is about ties the two: a word both write, a time both
    say, or a Chinese content character of the verb's clause in both (the person named again
    is not enough: Lisa不小心 is not Lisa's 小说)."""
    people = set("".join(o.people | n.people))
    shared = {w for w in content_overlap(o, n) if verb not in w and not set(w) & people}
    chars = {c for c in set(old_clause) & set(new_clause) if "\u4e00" <= c <= "\u9fff"}
    chars -= FUNCTION | people | {verb}
    return bool(shared) or bool(set(o.times) & set(n.times)) or bool(chars)


def _clause(text: str, at: int) -> str:
    start = max(text.rfind(c, 0, at) for c in ",。;!? ") + 1
    ends = [i for i in (text.find(c, at) for c in ",。;!? ") if i >= 0]
    return text[start:min(ends, default=len(text))]


def flipped(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outdated, cue, reason) when the new statement turns the old memory's doing round."""
    for at, verb, cue in _denials(n.text):
        if verb in _NOT_A_DOING or verb in FUNCTION:
            continue
        if _ASKED.search(_clause(n.text, at)):
            continue
        own = n.text.find(verb, at)  # the denied doing itself is no other word of the new
        where = _asserted(verb, o.text, n.text[:own] + "_" + n.text[own + 1:])
        if where is not None and _other_object(o.text[where + 1:where + 2], n.text, own):
            continue  # 不开空调 is not 开门, 不骑电动车 not 骑车
        if one_day(n.text, at) or where is None \
                or not _tied(o, n, verb, _clause(o.text, where), _clause(n.text, at)):
            continue
        return "outdated", cue, f"'{cue}': the old memory's doing denied"
    return _undenied(o, n)


def _undenied(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """What the old memory says is not done (租金不涨) the new one says will be, after a modal
    of the future or 又 (可能又要涨租)."""
    for m in re.finditer(r"不([\u4e00-\u9fff])", o.text):
        verb = m.group(1)
        if verb in _NOT_A_DOING or verb in FUNCTION:
            continue
        for at in (i.start() for i in re.finditer(re.escape(verb), n.text)):
            coming = _COMING.search(n.text[max(0, at - 6):at])
            if coming is None or n.text[at - 1:at] in ("不", "没") or one_day(n.text, at) \
                    or not _tied(o, n, verb, _clause(o.text, m.start()), _clause(n.text, at)):
                continue
            cue = coming.group(0) + verb
            return "outdated", cue, f"'{cue}': what the old memory says is not done, done"
    return None
