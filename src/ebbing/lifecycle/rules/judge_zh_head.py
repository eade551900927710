"""The same thing named again by its head (rules.judge_zh): chat names a thing in full once
(林屿演唱会的票, 八月五号去深圳的动车票) and by its last word after (票已经卖掉了, 票改了).
The new statement opens with a noun of one or two characters, before what is said of it; the
old memory writes that noun where a noun phrase ends (…的票在我手上, …动车票). Not a person,
a pronoun, a time or a function word."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

# what is said of a topic after it: an adverb, a passive, a verb of change or of being
_TOLD = r"(?:已经|都|全|被|也|就|又|改|换|卖|丢|坏|没|在|是|到)"
_TOPIC = re.compile(rf"^([\u4e00-\u9fff]{{1,2}}?){_TOLD}")
# where a noun phrase ends in the old memory: before a verb of being or having, a mark, or
# its end
_ENDS = re.compile(r"在|是|叫|有|还|已|,|。|$| ")
_NOT_THINGS = set("我你他她它们这那哪谁啥年月日天号点周今明昨") | FUNCTION


def head_again(o: ZhSentence, n: ZhSentence) -> str | None:
    """The noun the new statement opens with, when the old memory ends a noun phrase with it."""
    m = _TOPIC.match(n.text)
    if m is None:
        return None
    head = m.group(1)
    if set(head) & _NOT_THINGS or head in n.people or head in o.people:
        return None
    for at in (i.start() for i in re.finditer(re.escape(head), o.text)):
        after = o.text[at + len(head):]
        if at > 0 and _ENDS.match(after):
            return head
    return None
