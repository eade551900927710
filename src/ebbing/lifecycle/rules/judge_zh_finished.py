"""A state the old memory gives as unfinished, said finished (rules.judge_zh, stop 30): the
old memory is true only until the doing it waits on is done.

What the old memory says is under way or undone, by its aspect, not by its words: a doing not
yet done (科目二还没过: 还没 V), not done to its end (还有十期没还完: 没 V 完), going on (还在店里
修: 还在 … V), or that cannot be done now (跑不了单: V 不了 O). Then the new statement says the
same doing done, by the same verb: with a result (修好了, 还清了, 考过了, 拆完了), done at last
(才过, 终于过了), or the doing that could not be done done again (回站里跑单了, 下地干活了).
A trial stage (学徒, 实习, 试用期) ended by being taken on (转正了, 出师了) is the same, unless
the old memory already speaks of that end (等她学徒转正 我们就搬: a plan waiting on it).
A thing kept away for a time (寄养, 住院, 在店里修, 借给) brought or come back (接回来了, 骑回来
了, 出院了, 从月子中心回家了) is the same: the stay away has ended.

Not read: the doing denied or only hoped for (还没修好, 想还清), said for a time to come
(下周就能修好, 快还完了, 下个月才能转正), one part of it done (这个月的还完了), the old
memory's verb in no clause of the new one, or another's (the judge has asked before that
both speak of the same subject). Hedges are rules.judge.hedge_limit's.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clause_span
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

_MARKS = ",。;!? "  # voice input writes no marks: a space ends a clause too
_H = r"[\u4e00-\u9fff]"
# what the old memory gives as under way or undone, and its verb
_UNDONE = (
    re.compile(rf"还没(?:有)?(?P<v>{_H})"),                # 还没过, 还没有还
    re.compile(rf"没(?P<v>{_H})完"),                      # 十期没还完
    re.compile(rf"(?:还在|正在)[^,。;!? ]{{0,8}}?(?P<v>{_H})(?=$|[,。;!? ]|着|还|呢)"),  # 还在修
    # stop 35: gone off to do it (回蓝田收麦子去了), an ability not yet had (游泳还不会)
    re.compile(rf"(?:回|到)[^,。;!? ]{{1,4}}?(?P<v>{_H}){_H}{{0,2}}去了"),
    re.compile(r"还不(?P<v>会)"),
)
_CANNOT = re.compile(rf"(?P<v>{_H})不了(?P<o>{_H}?)")        # 跑不了单
# the doing done: a result after the verb, or at last before it
_RESULT = "好|完|清|过|掉|通|成|齐"  # 齐 (stop 35): all of it in (收齐了)
_NOT_VERB = FUNCTION - set("过上下")  # 还没过, 还没上: a verb there, though a function word
_AT_LAST = re.compile(r"(?:才|终于|总算|已经)$")
_NOT_YET = re.compile(r"没|不|未|别|想|希望|打算|准备|争取|要|会|能|快|等")
_AHEAD = re.compile(r"明天|明年|下周|下个|下礼拜|下星期|过几天|过两天|以后|将来|才能|到时候")
_ONE_PART = re.compile(r"这个月的|本月的|这期|这一期|每个月的|一部分")  # one instalment, not all
# a trial stage, and its end by being taken on
_TRIAL = re.compile(r"学徒|实习|试用期|见习|规培")
_CONFIRMED = re.compile(r"转正|出师|满师|留用")
# kept away for a time, and back
_AWAY = re.compile(r"寄养|寄放|寄存|寄在|借给|借走|住院|月子中心|在[^,。;!? ]{1,8}?修")
_BACK = re.compile(rf"(?:接|拿|取|领|骑|开|带|搬|抱|牵){_H}?回(?:来|家)了|回家了|出院了|(?<=从)"
                   rf"{_H}{{2,6}}回(?:来|家)")


def _plain(before: str) -> bool:
    """Nothing before the doing in its clause denies it, wishes it or puts it ahead."""
    return not _NOT_YET.search(before[-4:]) and not _AHEAD.search(before)


def finished(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's unfinished doing is said done."""
    for pattern in _UNDONE:
        for m in pattern.finditer(o.text):
            verb = m.group("v")
            if verb in _NOT_VERB and verb != "会":  # 还不会: an ability, not a modal
                continue
            done = _done(n.text, verb, _doing(o, m.start()))
            if done:
                return ("outdated", done, f"'{done}': what was not yet done ({m.group(0)}) "
                        f"is done now")
    for m in _CANNOT.finditer(o.text):
        verb, obj = m.group("v"), m.group("o")
        if verb in "是有说" or (verb in FUNCTION and not obj):  # 下不了地: 下 does here
            continue
        for again in re.finditer(re.escape(verb + obj), n.text):
            clause, start = clause_span(n.text, again.start(), _MARKS)
            if _plain(clause[:again.start() - start]) and verb + "不" not in clause \
                    and "了" in clause[again.start() - start:]:  # 回站里跑单了, 下地干活了
                return ("outdated", again.group(0), f"'{again.group(0)}': what could not "
                        f"be done ({m.group(0)}) is done again")
    trial, confirmed = _TRIAL.search(o.text), _CONFIRMED.search(n.text)
    if trial and confirmed and not _CONFIRMED.search(o.text):  # 等她学徒转正 我们就…: a plan
        clause, start = clause_span(n.text, confirmed.start(), _MARKS)
        if _plain(clause[:confirmed.start() - start]):
            return ("outdated", confirmed.group(0), f"'{confirmed.group(0)}': the trial "
                    f"({trial.group(0)}) is over")
    away = _AWAY.search(o.text)
    back = _BACK.search(n.text) if away else None
    if away and back:
        clause, start = clause_span(n.text, back.start(), _MARKS)
        if _plain(clause[:back.start() - start]):
            return ("outdated", back.group(0), f"'{back.group(0)}': back from where it "
                    f"was kept for a time ({away.group(0)})")
    return None


def _doing(o: ZhSentence, at: int) -> set[str]:
    """The content characters of the old memory's clause at `at` (游泳 of 游泳还不会, 还不会游泳),
    its subject's and the undone words' taken off."""
    clause = clause_span(o.text, at, _MARKS)[0]
    return {c for c in clause if "\u4e00" <= c <= "\u9fff"} - FUNCTION \
        - set(o.subject or "") - set("还不会没在正")


def _done(text: str, verb: str, doing: set[str]) -> str | None:
    """The verb said done in the new statement (修好了, 还清了, 才过), not denied nor ahead;
    an ability had now is learnt (学会了), of the doing the old memory could not do (游泳 /
    学会了弹吉他 is another doing)."""
    if verb == "会":
        learnt = re.search(r"[学练]会了", text)
        if learnt is None:
            return None
        clause, start = clause_span(text, learnt.start(), _MARKS)
        return learnt.group(0) if _plain(clause[:learnt.start() - start]) \
            and doing & set(clause) else None
    for m in re.finditer(re.escape(verb) + rf"(?:{_RESULT})?", text):
        clause, start = clause_span(text, m.start(), _MARKS)
        before = clause[:m.start() - start]
        result = m.group(0)[1:]
        at_last = bool(_AT_LAST.search(before))
        if not (result or at_last) or not _plain(before.removesuffix("已经")) \
                or _ONE_PART.search(clause):
            continue
        if result and not (text[m.end():m.end() + 1] in ("了", "啦") or at_last
                           or "了" in clause[m.end() - start:]):
            continue  # 还完 ahead (还完再说) is no result yet
        return m.group(0) + ("了" if text[m.end():m.end() + 1] == "了" else "")
    return None
