"""What the old memory states, undone by a deed the new one tells (rules.judge_zh, among the
readings after the cue lists; a hedge makes it suspected there, rules.judge.hedge_limit):

- **handed over**: a business the old memory runs (开, a shop, a stall) said passed on
  (转出去, 转让, 顶出去, 盘出去) by a word both write (排档, 理发店) -> outdated;
- **replaced**: a thing the old memory names said replaced or removed (把 / 将万科换掉了,
  X被撤换) -> outdated;
- **left a group**: a group the old memory has the speaker in (群, 会, 俱乐部) said left
  (退群, 那群我退了) -> outdated;
- **returned**: a thing the old memory says was borrowed or lent (借) said given back
  (还给我, 还回去) by a word both write -> outdated;
- **no longer with**: an end of work said with whom (不跟我干了, 不在我们这干了) of a person
  the old memory works beside (搭班, 跟…干, 合伙) -> outdated;
- **back again**: an end the old memory states (不跑了, 不干了, 退休了) heard undone: its verb
  said again with 又 (又想出来跑车了) -> outdated, suspected under the hedge;
- **a stay left**: a stay the old memory states (住院, 坐牢, 坐月子) said left (出院, 出狱,
  出月子): the leaving is one day's, but what it ends is for good -> outdated; not planned
  (明天出院, 快出院了, 能出院) nor denied (还没出院);
- **a charge taken**: what the old memory says someone is in charge of (负责喵账本的前端) said
  now done by another (前端现在我自己写, 后端现在是小黄负责) -> outdated;
- **not come off**: what the old memory says done (结婚了) said not to have come off (婚没结成,
  没V成) -> outdated, suspected under the hedge.
Not read: a wish or a plan (想, 打算, 准备: of what is not done), a deed denied (没换掉), one day
(今天), or a thing the two do not both name."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_CJK = r"[\u4e00-\u9fff]"
_WISH = re.compile(r"想|打算|准备|考虑|希望|要不要|是不是|会不会|没有|没|不会|别")
_HANDED = re.compile(r"转(?:出去|让出去|让了|手了|给别人)|顶(?:出去|给)|盘(?:出去|给)")
_BUSINESS = re.compile(r"开|店|铺|馆|摊|档|厂|公司|超市|诊所|工作室")
_REPLACED = re.compile(rf"(?:把|将)(?P<a>{_CJK}{{2,6}}?)(?:给)?(?:换掉|撤掉|撤换|踢掉)"
                       rf"|(?P<b>{_CJK}{{2,6}}?)(?:被)?(?:换掉了|撤换了|被换了)")
_GROUP = re.compile(r"群|会|俱乐部|协会|社团|小组|队")
_LEFT_GROUP = re.compile(rf"退(?:了)?(?:群|会|队)|(?P<g>{_CJK}{{1,8}}?)(?:那|这)?(?:个)?"
                         r"(?:群|会|俱乐部|协会|社团|队)(?:我|俺|他|她)?(?:已经|早就)?退(?:了|出了)")
_BORROWED = re.compile(r"借")
_RETURNED = re.compile(rf"(?P<t>{_CJK}{{0,6}}?)还(?:了|咗)?(?:给|俾|回)")
_WITH_WORK = re.compile(r"搭班|搭档|合伙|跟(?:我|俺|我们|咱)(?:一起|一块)?(?:干|跑|做)|帮(?:我|俺)")
_NOT_WITH = re.compile(r"不(?:再)?(?:跟|在|给|帮)(?:我|俺|我们|咱|咱们)(?:这|这儿|这里)?"
                       r"(?:干|跑|做|开)了")
_ENDED = re.compile(rf"不(?P<v>{_CJK})了|退休了|退了")
_AGAIN = re.compile(rf"又(?:想|要|打算|准备|开始)?(?:出来|回来|重新)?(?P<v>{_CJK})")
_NOT_DONE = re.compile(rf"(?P<o>{_CJK})?(?:没|没有)(?P<v>{_CJK})成")


def _shares(text: str, old: str) -> bool:
    """A word of two characters both write, not of function characters."""
    return any(text[i:i + 2] in old and not set(text[i:i + 2]) & FUNCTION
               for i in range(len(text) - 1))


def _firm(n: ZhSentence, m: re.Match[str]) -> bool:
    """Not wished, planned, denied or of one day, in the clause of the match."""
    clause = clause_of(n.text, m.start())
    before = clause[:max(0, clause.find(m.group(0)))]
    return not (_WISH.search(before) or ONE_OFF.search(clause))


def _the_old_shop(before: str, old: str) -> bool:
    """The shop nearest the cue is the old memory's (理发店, not 那家水果店), and no one else's
    (表叔徒弟的修理铺: the apprentice's)."""
    at = max(before.rfind(c) for c in "店铺馆摊档厂")
    if at >= 1 and before[at - 1:at + 1] not in old:
        return False
    owner = before[:before.rfind("的")] if "的" in before else ""
    return not owner or owner[-2:] in old


def handed_over(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _BUSINESS.search(o.text):
        return None
    for m in _HANDED.finditer(n.text):
        clause = clause_of(n.text, m.start())
        before = clause[:max(0, clause.find(m.group(0)))]
        if _firm(n, m) and _shares(before, o.text) and _the_old_shop(before, o.text):
            return "outdated", m.group(0), f"'{m.group(0)}': the business passed on"
    return None


def replaced(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    for m in _REPLACED.finditer(n.text):
        thing = m.group("a") or m.group("b") or ""
        if _firm(n, m) and _shares(thing, o.text):
            return "outdated", m.group(0), f"'{m.group(0)}': replaced, no longer so"
    return None


def left_group(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _GROUP.search(o.text):
        return None
    for m in _LEFT_GROUP.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if _firm(n, m) and (_shares(clause, o.text)):
            return "outdated", m.group(0), f"'{m.group(0)}': left the group"
    return None


def returned(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _BORROWED.search(o.text) or _BORROWED.search(n.text):
        return None
    for m in _RETURNED.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if _firm(n, m) and _shares(clause, o.text):
            return "outdated", m.group(0), f"'{m.group(0)}': given back, no longer lent"
    return None


def no_longer_with(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not _WITH_WORK.search(o.text):
        return None
    m = _NOT_WITH.search(n.text)
    if m and _firm(n, m):
        return "outdated", m.group(0), f"'{m.group(0)}': no longer works beside the speaker"
    return None


def back_again(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    ended = {m.group("v") for m in _ENDED.finditer(o.text) if m.group("v")}
    if not ended:
        return None
    for m in _AGAIN.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if m.group("v") in ended and not ONE_OFF.search(clause) \
                and not re.search(r"没|不会|别", clause[:clause.find(m.group(0))]):
            return "outdated", m.group(0), f"'{m.group(0)}': the end the old memory states undone"
    return None


def not_come_off(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    for m in _NOT_DONE.finditer(n.text):
        v = m.group("v")
        if v not in FUNCTION and re.search(re.escape(v) + _CJK + "?了", o.text) \
                and not ONE_OFF.search(clause_of(n.text, m.start())):
            return "outdated", m.group(0), f"'{m.group(0)}': what the old memory says done " \
                                           f"did not come off"
    return None


_STAYS = {"出院": re.compile(r"住院|在医院|住在[^,。]{0,6}医院"),
          "出狱": re.compile(r"坐牢|服刑|监狱|关进去"), "出月子": re.compile(r"坐月子|月子中心")}
_SOON = re.compile(r"没|明天|后天|下周|下个月|过几天|快|要|能|可以|准备|打算|等")


def stay_left(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    for cue, stay in _STAYS.items():
        at = n.text.find(cue)
        if at < 0 or not stay.search(o.text):
            continue
        clause = clause_of(n.text, at)
        if not _SOON.search(clause[:max(0, clause.find(cue))]):
            return "outdated", cue, f"'{cue}': the stay is over"
    return None


_IN_CHARGE = re.compile(r"(?P<h>[^\s,。;!?]{0,6}?)(?:负责|管|带)(?P<x>[^,。;!?]{2,10})")
_NOW_BY = re.compile(rf"现在(?:是|由|归|换成)?(?P<b>我|{_CJK}{{2,3}}?)(?:自己|一个人|来)?"
                     r"(?:负责|写|管|做|带|收|接手|接了|顶上)")


def charge_taken(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """Of the charge's words (喵账本的前端, 收班费), a two-character one the new statement says
    again, then 现在 and who does it: another than the old memory's holder."""
    m = _IN_CHARGE.search(o.text)
    if not m:
        return None
    holder = o.subject or next(iter(o.people - {"我"}), None) or m.group("h")
    if not holder:
        return None
    charge = m.group("x")
    for word in (charge[i:i + 2] for i in range(len(charge) - 1)):
        at = n.text.find(word)
        if set(word) & FUNCTION or at < 0:
            continue
        clause = clause_of(n.text, at)
        by = _NOW_BY.search(clause[clause.find(word):])
        if by and by.group("b") not in holder and holder not in by.group("b") \
                and not _WISH.search(clause):
            return "outdated", by.group(0), f"'{by.group(0)}': the charge is another's now"
        return None
    return None


READINGS = (stay_left, charge_taken, handed_over, replaced, left_group, returned, no_longer_with,
            back_again, not_come_off)


def undone(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) of the first reading above that finds the old memory undone."""
    for reading in READINGS:
        found = reading(o, n)
        if found is not None:
            return found
    return None
