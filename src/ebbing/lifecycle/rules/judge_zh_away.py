"""A thing of the old memory done away with or handed on (rules.judge_zh, stop 36).

done_away: the new statement says
the thing the old memory keeps, takes, runs or belongs to was V掉 — a verb with the result
complement 掉 ("off, away"): 停掉, 卖掉, 转掉, 退掉, 关掉, 拆掉. The complement, not the verb,
says the thing is gone, so no list of verbs is kept: whatever was done to it, it is no longer
there to keep, take or run (阿娘每天吃一粒硝苯地平 / 李主任把硝苯地平停掉了; 我进了阿芬的标会 /
标会退掉了; 建伟在Prato开服装批发店 / 服装店转掉了).

The thing is what 把 takes (把X停掉了) or the topic that opens the clause (X转掉了); it is the
old memory's when a two-character word of it, of content, is written in the old memory. Read
before the subject check: the doer need not be the holder (the doctor stops the mother's pill).

Not: 掉 as a verb of its own (掉线, 掉毛, 月考又掉了: no verb before it, or 掉 with an object
after it), a thing the old memory does not name or another's (隔壁的, 人家的: a possessor the old
memory does not name), a doing the old memory already says (我打算把旧花盆清掉 / 清掉了: the
plan done), a plan or a wish not yet done (要卖掉, 想退掉: unless heard or guessed, then
suspected by the hedge), asked, one day's.

handed_on: the thing the old memory keeps, named first in the clause (or what 把 takes), V给
someone 了 — a verb with 给 and a receiver, done: the thing is the receiver's now, whatever
the verb (小亮送给老葛了, 楼上那间房租给…Liam了, 那台J6倒给钢镚儿开了, 水银的那只我送给阿妹了).
Not a verb of telling or sending word (说给, 发给, 打给, 告诉), a receiver the old memory
names or a verb it says (每个月给我爸转两千 / 两千块转给我爸了: the same giving again), a plan
or a wish not yet done, asked, one day's, another's thing."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import _WISH, one_day
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, KIN, ONE_OFF, ZhSentence

_HAN = r"\u4e00-\u9fff"
# 把X V掉 / X V掉了: the thing before the verb; the verb one character of content
_TAKEN = re.compile(rf"把(?P<a>[{_HAN}A-Za-z]{{2,8}}?)(?P<va>[{_HAN}])掉(?=了|$)")
_TOPIC = re.compile(rf"^(?P<b>[{_HAN}A-Za-z]{{2,8}}?)(?:已经|早就|早|都|也)?(?P<vb>[{_HAN}])"
                    rf"掉了")
_SPLIT = re.compile(r"[,。;!?:\s]")
_NOT_VERBS = set("又也都还就老再才刚没不会要能可")  # 又掉了, 老掉线: 掉 is the verb itself
_PLAN = re.compile(r"要|得|准备|打算|计划|会(?!儿)")
_ASKED = re.compile(r"[吗嘛么?]")
_OTHERS = re.compile(rf"([{_HAN}]{{1,4}})的")


def _words(thing: str) -> list[str]:
    """The two-character words of the thing with a character of content (硝苯, 标会, 服装)."""
    return [thing[i:i + 2] for i in range(len(thing) - 1)
            if re.fullmatch(rf"[{_HAN}]{{2}}", thing[i:i + 2])
            and not all(c in FUNCTION for c in thing[i:i + 2])]


def _theirs(n: ZhSentence) -> bool:
    """The doer is someone's someone (老孟的邻居, 彩霞的女儿): what they take is their own."""
    return bool(n.subject and "的" in n.subject)


def done_away(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the old memory's thing is said done away with."""
    if _theirs(n):
        return None
    for clause in _SPLIT.split(n.text):
        if not clause or _ASKED.search(clause) or ONE_OFF.search(clause):
            continue
        m = _TAKEN.search(clause) or _TOPIC.search(clause)
        if m is None:
            continue
        taken = m.re is _TAKEN
        thing, verb = (m.group("a"), m.group("va")) if taken else (m.group("b"), m.group("vb"))
        if verb in _NOT_VERBS or verb in FUNCTION or f"{verb}掉" in o.text:
            continue
        owner = _OTHERS.search(clause[:m.end()])
        if owner and owner.group(1) not in o.text:
            continue  # 隔壁的车卖掉了: another's
        t, v = ("a", "va") if taken else ("b", "vb")
        before = clause[:m.start(t)] + clause[m.end(t):m.start(v)]  # the thing's own 会 aside
        if not n.hedge and (_PLAN.search(before) or _WISH.search(before)):
            continue  # 要卖掉, 想退掉: not done
        tied = [w for w in _words(thing) if w in o.text]
        if not tied or one_day(n.text):
            continue
        return ("outdated", m.group(0),
                f"'{m.group(0)}': {thing} done away with ({verb}掉)")
    return None


# V给 someone (then maybe what they do with it: 开, 养, 用) 了: handed on
_GIVEN = re.compile(rf"(?P<v>[{_HAN}])给(?P<who>[{_HAN}A-Za-z]{{1,12}}?)(?P<use>[{_HAN}]?)了$")
_TELLING = set("说讲告诉发打写问教看递带来去回到")  # word passed on; 回来给: for someone
_TOPIC_END = re.compile(r"(?:[我他她]们?|已经|早就|都|也|就|又)+$")


def handed_on(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the old memory's thing is said handed on to someone."""
    if _theirs(n):
        return None
    for clause in _SPLIT.split(n.text):
        if not clause or _ASKED.search(clause) or ONE_OFF.search(clause):
            continue
        m = _GIVEN.search(clause)
        if m is None:
            continue
        verb, who, use = m.group("v"), m.group("who"), m.group("use")
        if use and use not in o.text and (who + use).endswith((*n.people, *KIN)):
            who, use = who + use, ""  # 送给老葛了: the receiver's name, not a use
        if verb in _TELLING or verb in FUNCTION or verb in o.text or who in o.text:
            continue
        if use and use not in o.text:
            continue  # 还给琴行修了: for a service; 倒给钢镚儿开了: he drives it now
        before = clause[:m.start("v")]
        thing = before.split("把")[-1] if "把" in before else _TOPIC_END.sub("", before)
        if not n.hedge and (_PLAN.search(before) or _WISH.search(before)):
            continue  # 要卖给, 想送给: not done
        owner = _OTHERS.search(thing)
        if owner and owner.group(1) not in o.text:
            continue  # 隔壁的车卖给了…: another's
        tied = [w for w in _words(thing) if w in o.text]
        if not tied or one_day(n.text):
            continue
        return ("outdated", m.group(0), f"'{m.group(0)}': {thing} handed on to {who}")
    return None


_TAKES = re.compile(rf"把(?P<thing>[{_HAN}A-Za-z]{{2,8}}?)(?=[{_HAN}]了)")


def takes_old(o: ZhSentence, n: ZhSentence) -> bool:
    """Someone else does something to the old memory's thing (李大夫把硝苯地平停了 of 老伴儿吃
    硝苯地平): what 把 takes is the old memory's, so the statement is about it, whoever does
    it (judge_zh reads it on past the subject check)."""
    return not _theirs(n) and any(any(w in o.text for w in _words(m.group("thing")))
               for m in _TAKES.finditer(n.text))
