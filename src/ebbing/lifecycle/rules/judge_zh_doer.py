"""Who does a thing changed (rules.judge_zh): the old memory says someone does it for another
(医疗险是我妈帮我缴, 那饲料一直是咱家给拉: a doer, 帮 / 给 / 替, a verb), and the new one says the
same verb done by someone else, as a change (医疗险从今年开始我自己缴了: 自己; 老包把货给别的车队
拉了: another one of a kind), or that the old doer is no longer needed (不用再麻烦我妈).

Tied by what both speak of (a word both write that is no function word, or a person both
name). Not when the new clause names the old doer too (我妈又帮我缴了), for one time (这次我
自己缴了), as an addition (我也自己缴一部分), a wish, or without the 了 of a changed state or a
time it starts from (从今年开始, 以后)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

# 帮 / 给 / 替 and whom for, then the verb (one character, not 帮忙): the doer is said before
_DONE_FOR = re.compile(r"(?:帮|给|替)(?!忙)(?:我们|我|你|他们|她们|他|她|咱)?([\u4e00-\u9fff])"
                       r"(?=$|[,。;!?\s的了])")
_OTHER = re.compile(r"自己|别的|别人|另一|另外|其他|换了?")
_FROM_NOW = re.compile(r"从[^,。;!?]{1,8}(?:开始|起)|以后|往后|今后|现在")
_WISH = re.compile(r"想|希望|打算|准备|争取")
_CLAUSE_END = ",。;!?"


def _doers(text: str) -> list[tuple[str, str]]:
    """(doer, verb): the doer is what the clause says after its last 是 / 由 (医疗险是我妈),
    or its opening words, without adverbs, up to four characters."""
    out = []
    for m in _DONE_FOR.finditer(text):
        start = max(text.rfind(c, 0, m.start()) for c in _CLAUSE_END) + 1
        doer = re.split(r"是|由", text[start:m.start()])[-1]
        doer = re.sub(r"(?:一直|都|也|还|就|平时|每年|每月|通常)+$", "", doer)[-4:]
        if doer and not set(doer) <= FUNCTION:
            out.append((doer, m.group(1)))
    return out


def doer_changed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when `n` gives the doing `o` assigns to someone to another."""
    shared = {o.text[i:i + 2] for i in range(len(o.text) - 1)
              if not set(o.text[i:i + 2]) & FUNCTION} & \
        {n.text[i:i + 2] for i in range(len(n.text) - 1)}
    if not shared and not (o.people & n.people):
        return None
    for doer, verb in _doers(o.text):
        for m in re.finditer(re.escape(verb), n.text):
            start = max(n.text.rfind(c, 0, m.start()) for c in _CLAUSE_END) + 1
            before = n.text[start:m.start()]
            after = n.text[m.end():m.end() + 2]
            other = _OTHER.search(before)
            if doer in before or other is None or ONE_OFF.search(before) \
                    or _WISH.search(before) or re.search(r"也|还", before):
                continue
            if after.startswith("了") or _FROM_NOW.search(before):
                return "outdated", before[other.start():] + verb, \
                    f"'{verb}' done by another now, not {doer}"
    return None
