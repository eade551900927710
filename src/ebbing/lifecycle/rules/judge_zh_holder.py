"""Who holds a thing or a role, and whether a regular doing goes on, for the Chinese judge
(rules.judge_zh, after the readings of a change by slot, state and meaning):

- a thing or a duty someone runs (驿站是王嬢嬢在管, 考勤归李姐管, 店是老付在开) handed to
  someone else (换人管了, 交给 / 转给 / 盘给 / 让给 Q, 归Q了, 现在是Q在管, Q接手了): the
  thing is named again in the clause of the hand-over;
- a role of one person that one other person holds (X最好的朋友是Y, X最要好的哥们是Y) said of
  another (Z才是X最好的朋友, X现在最好的朋友是Z);
- a doing the old memory says is done regularly (每个月给幺舅转钱, 每周去游泳) said to be done
  no more (没…了: 就没给了, 没去了), the doing named by one of its words, to the same one
  (给幺舅转 is not 给我爸转);
- a job the old memory states, lost by dismissal (被厂里开了, 被老板炒了);
- what the old memory says someone has not (没有孩子, 还没车, 没驾照) had now (生了个儿子,
  买了辆车, 考了驾照, 有了…): the same noun, or a child by any word for one.
A change is outdated when said (现在, 了, 才是, 成了); nothing holds for one day, a stand-in
(帮, 替, 临时, 暂时), an addition (也, 又) or a wish."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

# someone runs, keeps or is in charge of a thing
_HOLDS = re.compile(r"(?:是|归|由|都是)[\u4e00-\u9fff]{1,5}?(?:在)?(?:管|开|带|负责|打理|经营|看着)"
                    r"|(?:管|负责|打理|经营)(?:着)?[\u4e00-\u9fff]{2}")
_HANDED = re.compile(r"换(?:了)?人(?:管|开|带|负责|打理|经营|了)?"
                     r"|(?:交给|转给|盘给|让给|移交给|转交给)(?:了)?[\u4e00-\u9fff]{1,6}|归[\u4e00-\u9fff]{1,4}?(?:管)?了|接手|接管"
                     r"|现在(?:是|由)[\u4e00-\u9fff]{1,6}?在?(?:管|开|带|负责|打理|经营)")
_STAND_IN = re.compile(r"帮|替|临时|暂时|代|先|也|又|想|打算|准备|希望|不会|没有")
# a role one person holds for another (best friend): who holds it in each statement
_ROLE = r"最(?:好|要好|铁|亲|亲近|贴心)的(?P<r>朋友|哥们儿?|闺蜜|伙伴|兄弟|姐妹|玩伴)"
_ROLE_IS = re.compile(_ROLE + r"(?:现在)?(?:是|成了|换成了?|变成了?)(?P<v>[\u4e00-\u9fff]{1,8}?)"
                      r"(?=[,。;!?了]|$)")
_IS_ROLE = re.compile(r"(?P<v>[\u4e00-\u9fff]{2,4}?)(?:才是|成了|就是|是)[\u4e00-\u9fff]{0,4}?"
                      + _ROLE)
_CHANGED = re.compile(r"现在|如今|已经|才是|成了|换成|变成|了")
# done regularly, and no more (没…了)
_REGULAR = re.compile(r"每(?:个)?(?:天|周|星期|礼拜|月|年)|天天|定期|按月|每隔")
_NO_MORE = re.compile(r"(?:就|也|都|早就|已经)?没(?:再)?(?P<v>[\u4e00-\u9fff]{1,4}?)了"
                      r"(?=[,。;!?]|$)")
_ONE_TIME = re.compile(r"(?:这|上|那)(?:个)?(?:月|周|星期|礼拜|次|回)(?![\u4e00-\u9fff]{0,2}"
                       r"(?:开始|起|以后|以来))")

_SINCE = re.compile(r"开始|起|以后|以来|自从|之后")


def holder_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated" or "suspected_outdated", cue, reason), or None."""
    return _handed(o, n) or _role(o, n) or _stopped(o, n) or _gained(o, n) or _dismissed(o, n)


def _handed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _HOLDS.search(o.text):
        return None
    for m in _HANDED.finditer(n.text):
        clause = clause_of(n.text, m.start())
        before = clause[:clause.find(m.group(0))]
        if ONE_OFF.search(clause) or _STAND_IN.search(before):
            continue
        thing = content(o.text) & content(clause) - content(m.group(0))
        if thing:
            return ("outdated", m.group(0),
                    f"'{m.group(0)}': {sorted(thing)[0]} is someone else's to run now")
    return None


def _holder(text: str) -> tuple[str, str, str] | None:
    """(role, holder, clause) a statement gives, or None."""
    for pattern in (_ROLE_IS, _IS_ROLE):
        m = pattern.search(text)
        if m:
            holder = m.group("v").split("的")[-1]  # 隔壁班的二娃: who, not where from
            return m.group("r"), holder, clause_of(text, m.start())
    return None


def _role(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    old, new = _holder(o.text), _holder(n.text)
    if old is None or new is None or old[0][:2] != new[0][:2]:
        return None
    a, b = old[1], new[1]
    if a in b or b in a or b in o.text or len(b) > 4:
        return None
    outcome = "outdated" if _CHANGED.search(new[2]) else "suspected_outdated"
    return (outcome, f"{a} -> {b}", f"{old[0]}: {a} -> {b}")


def _stopped(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    regular = _REGULAR.search(o.text)
    if regular is None:
        return None
    routine = clause_of(o.text, regular.start())
    to = re.search(r"给([\u4e00-\u9fff]{1,6}?)[转寄汇打交送买]", routine)
    if to and to.group(1)[-1] not in n.text:
        return None  # 每个月给我爸转钱 / 幺舅…就没给了: another one's money
    for m in _NO_MORE.finditer(n.text):
        verb = m.group("v")
        before = n.text[:m.start()]  # 上周六下雨,老冯就没去了: one occasion told before
        if ONE_OFF.search(before) or (_ONE_TIME.search(before) and not _SINCE.search(before)):
            continue
        if (verb[0] not in FUNCTION - set("给") and verb[0] in routine) or \
                content(verb) & content(routine):
            return ("outdated", m.group(0), f"'{m.group(0)}': done no more")
    return None


# what someone has not, and the getting of it (a child by any of its words)
_LACKS = re.compile(r"(?:还)?没(?:有)?(?P<x>[\u4e00-\u9fff]{1,3}?)(?=[,。;!?呢]|$)")
_GETS = re.compile(r"(?:生了|有了|买了|考了|拿到了?|领了|添了|抱上了|怀了|养了|找了|考到了?)"
                   r"(?:一|两)?(?:个|辆|套|只|份|本|条|对)?(?P<x>[\u4e00-\u9fff]{1,4})")
_CHILD = ("孩子", "小孩", "娃", "儿子", "女儿", "闺女", "宝宝", "孙子", "孙女", "双胞胎", "二胎")


def _gained(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    lacks = _LACKS.search(o.text)
    if lacks is None:
        return None
    lacked = lacks.group("x")
    for m in _GETS.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if ONE_OFF.search(clause) or _STAND_IN.search(clause[:clause.find(m.group(0))]):
            continue
        got = m.group("x")
        child = any(w in lacked for w in _CHILD) and any(got.startswith(w) for w in _CHILD)
        if child or (lacked[-1] in got[:3] and lacked[-1] not in FUNCTION):
            return ("outdated", m.group(0), f"'{m.group(0)}': had not, has now")
    return None


# dismissed: 被 (whoever) and a verb of sending away, of a job the old memory states
_DISMISSED = re.compile(r"被[^,。;!?]{0,6}?(?:开了|开除|辞退|炒了|炒鱿鱼|解雇|辞了|裁了)")
_JOB = re.compile(r"上班|工作|当|做|干|打工|是[^,。]{0,8}?(?:员|师|工|长)")


def _dismissed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    m = _DISMISSED.search(n.text)
    if m is None or not _JOB.search(o.text) or ONE_OFF.search(clause_of(n.text, m.start())):
        return None
    return ("outdated", m.group(0), f"'{m.group(0)}': the job is lost")
