"""Who does a thing, said by a cleft (rules.judge_zh, after the other readings), stop 31: the
old memory names its doer after 是 (娃放学是他婆去托管班接, 周末是老公做饭), and the new one says
"the one who V's is Y" (现在接娃的是他爷, 做饭的换成我了) with the old memory's verb and another
doer: who does it changed -> outdated when said now or from now on (现在, 以后, 从…起), else
suspected.

Not when Y is the old doer (现在接娃的还是他婆 / 接娃的是他婆), for one time (今天接娃的是他爷),
or when the verb is not the old memory's (做饭的是他爷 of 接娃), or either is no person (花的是
三万二 of 前年花两万八买的: an amount, not a doer)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_OLD_DOER = re.compile(r"是([\u4e00-\u9fff]{1,3}?)(?:去|来|负责|帮|给|在|每天|天天)?"
                       r"[^,。;!?]{0,6}?([\u4e00-\u9fff])(?=$|[,。;!?\s的了])")
_CLEFT = re.compile(r"的(?:人)?(?:是|换成了?|变成了?)([\u4e00-\u9fff]{1,3}?)"
                    r"(?=$|[,。;!?\s了咧啦呀])")
# a doer is a person: a kin word, a role, a pronoun or a name said with one (小李, 老王)
_PERSON = re.compile(r"[我你他她咱]|[爸妈婆爷公姥奶哥姐弟妹叔姨舅婶嫂儿女娃]|老师|师傅|阿姨"
                     r"|^[小老阿][\u4e00-\u9fff]$")
_NOW = re.compile(r"现在|如今|以后|往后|今后|(?<=[年月天周期])起|开始|改成|换成|变成")


def doer_said(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    for m in _CLEFT.finditer(n.text):
        new_doer = m.group(1)
        clause = re.split(r"[,。;!?\s]", n.text[:m.start()])[-1]
        if new_doer in o.text or ONE_OFF.search(clause) or "还" in clause:
            continue
        for d in _OLD_DOER.finditer(o.text):
            done = o.text[d.start(1):d.end()]
            verb = next((c for c in clause[-3:] if c not in FUNCTION and c in done[1:]), None)
            if verb is None:
                continue
            old_doer = re.split(r"去|来|负责|帮|给|在|每天|天天", done[:done.index(verb, 1)])[0][:3]
            if not old_doer or old_doer in new_doer or new_doer in old_doer:
                continue
            if not (_PERSON.search(old_doer) and _PERSON.search(new_doer)):
                continue  # 花的是三万二, 教物理的是李老师 of 前年 / 物: no doer
            outcome = "outdated" if _NOW.search(clause + m.group(0)) else "suspected_outdated"
            return (outcome, m.group(0),
                    f"'{m.group(0)}': who {verb}s is now {new_doer}, not {old_doer}")
    return None
