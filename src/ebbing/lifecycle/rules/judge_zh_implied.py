"""What a new routine or a finished stage implies of the old memory, for the Chinese judge
(rules.judge_zh, after the readings of a change said; the subjects already known to be the
same):

- **asleep when the old routine is awake.** The old memory puts the person up at an hour
  every day: doing something until late (打游戏打到半夜, 刷手机刷到凌晨两点) or going out early
  (每天六点半去图书馆, 五点起床). The new one says they sleep over that hour now: to bed
  earlier than the late hour (现在十一点就睡), or asleep past the early one (这几天都睡到八点多).
  Hours are read on one night's scale (十一点 to sleep is 23, 半夜 24, 凌晨两点 26) and on a
  morning's (六点半 6.5, 睡到八点 8). With a change said (现在, 已经, 开始, 最近) it is outdated,
  else suspected; not for part of the week the old does not name (周末), one day (昨晚), a wish
  or a plan, nor when the new statement keeps the person up as late (还是熬到一点).
- **a stage ended by its closing exam.** The old memory puts the person in the last year
  or the stage an exam closes (读高三, 上高中: 高考; 初三, 初中: 中考); the new one tells the
  exam done and what followed (高考完去了西南交大): the stage is over, outdated. Not a plan
  (高考完想去西藏, 等中考完再说), nor an exam dated ahead (明年高考).
- **a debt repaid in part.** The old memory says what someone owes (欠我三千块); the new one
  says some of it was paid back (还了我一千) or what is still owed (还差两千), another amount:
  what is owed changed, outdated (all of it paid back too: 还了我五千). Not an instalment's
  count (房贷还了五年), nor a sum paid to someone else (还了他同学一千).
"""
from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import clauses
from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_meaning import number
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_H = r"(?P<h>[0-9零一二三四五六七八九十两]{1,3})点(?P<half>半|多)?"
_PART = r"(?P<part>凌晨|半夜|深夜|夜里|晚上|早上|上午|中午)?"
# up until late: a doing, then 到 a late hour (打游戏打到半夜, 刷手机刷到凌晨两点, 加班到十点)
_UP_UNTIL = re.compile(r"(?:打|玩|刷|看|写|学|加班|熬|聊|追|忙|干)[^,。;!?]{0,6}?到" + _PART
                       + r"(?:" + _H + r")?")
# up early: an hour of the morning, then going out or getting up (六点半去图书馆, 五点起床)
_UP_AT = re.compile(_H + r"(?:左右|前)?(?:就|准时|都|必须|一般)?"
                    r"(?:去|出门|起床|起来|起|出发|到|上班|跑步|锻炼|晨跑|开门|出摊)")
# asleep: to bed at an hour (现在十一点就睡), or asleep until an hour (睡到八点多)
_TO_BED = re.compile(_PART + _H + r"(?:左右|前)?(?:就|准时|都|必须|一般|按时){0,2}"
                     r"(?:睡|上床睡|熄灯睡)")
_SLEEP_UNTIL = re.compile(r"睡到" + _PART + r"(?:" + _H + r")?")
_HABIT = re.compile(r"每天|天天|每晚|每个晚上|每天晚上|平时|平常|总是|经常|一般|常常|都")
_MARKED = re.compile(r"现在|如今|目前|已经|开始|最近|这阵子|这段时间|以后|从此|后来|改成")
_SCOPES = re.compile(r"周末|周[一二三四五六日天]|星期[一二三四五六日天]|假期|寒假|暑假|放假")
_NOT_NOW = re.compile(r"想|打算|准备|希望|计划|争取|要是|如果|还是|照样|依旧|仍然")


def _night(m: re.Match[str]) -> float | None:
    """The hour on one night's scale: evening 18-23, midnight 24, after it 24+."""
    part, h = m.group("part"), m.group("h")
    if h is None:
        return 24.0 if part in ("半夜", "深夜", "夜里") else None
    hour = number(h)
    if hour is None or hour > 24:
        return None
    hour += 0.5 if m.group("half") else 0
    if part == "凌晨" or hour < 6:
        return 24 + hour % 12
    return hour + 12 if hour < 12 else hour if hour > 12 else 24.0


def _morning(m: re.Match[str]) -> float | None:
    part, h = m.group("part") if "part" in m.re.groupindex else None, m.group("h")
    if h is None:
        return 12.0 if part == "中午" else None
    hour = number(h)
    if hour is None or hour > 12:
        return None
    return hour + (0.5 if m.group("half") else 0)


def _clauses(text: str) -> list[str]:
    return [c for c in clauses(text) if c]


def _awake(o: ZhSentence) -> tuple[list[float], list[float]]:
    """The late hours the old routine keeps the person up until, and the early hours it has
    them up at: said as a habit, not of the past or one day."""
    late: list[float] = []
    early: list[float] = []
    if not _HABIT.search(o.text) or one_day(o.text) or re.search(r"以前|曾经|那时候", o.text):
        return late, early
    for clause in _clauses(o.text):
        late += [h for m in _UP_UNTIL.finditer(clause) if (h := _night(m)) and h >= 22]
        early += [h for m in _UP_AT.finditer(clause) if (h := _morning(m)) and h <= 10]
    return late, early


def asleep(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the new routine has the person asleep over an hour the old
    one has them up at; else None."""
    late, early = _awake(o)
    if not (late or early) or one_day(n.text):
        return None
    for clause in _clauses(n.text):
        if _NOT_NOW.search(clause) or ((s := _SCOPES.search(clause)) and s.group(0) not in o.text):
            continue
        if any((h := _night(m)) and h >= max(late) for m in _UP_UNTIL.finditer(clause)) if late \
                else False:
            return None  # 还是熬到一点: up as late as before
        cue, why = None, ""
        for m in _TO_BED.finditer(clause):
            bed = _night(m)
            if late and bed is not None and bed <= max(late) - 1:
                cue, why = m.group(0), f"to bed at {bed:g}, up until {max(late):g} before"
        for m in _SLEEP_UNTIL.finditer(clause):
            up = _morning(m)
            if early and up is not None and up > min(early):
                cue, why = m.group(0), f"asleep until {up:g}, up at {min(early):g} before"
        if cue:
            marked = _MARKED.search(n.text) is not None
            told = n.teller is not None and n.subject not in (None, n.teller)
            outcome = "outdated" if marked and not told else "suspected_outdated"
            return outcome, cue, f"asleep when the old routine is up: {why}"
    return None


# the exam that closes a stage, and the words the old memory states that stage with
_CLOSES = {"高考": ("高三", "高中"), "中考": ("初三", "初中")}
_EXAM_DONE = re.compile(r"(?P<e>高考|中考)(?:考)?(?:完|结束|过后|考完)|考完(?:了)?(?P<f>高考|中考)")


def stage_closed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the exam closing the old memory's stage is told done and
    what followed it; else None."""
    for m in _EXAM_DONE.finditer(n.text):
        exam = m.group("e") or m.group("f")
        if not any(w in o.text for w in _CLOSES[exam]) or exam in o.text:
            continue
        before = re.split(r"[,。;!?]", n.text[:m.start()])[-1]
        after = re.split(r"[。;!?]", n.text[m.end():])[0]
        if re.search(r"明年|今年|下个?月|快|要|等", before) or _NOT_NOW.search(after[:8]) \
                or "了" not in after:
            continue  # 等中考完再说, 明年高考, 高考完想去西藏: not done
        return "outdated", m.group(0), f"'{m.group(0)}': the stage it closes is over"
    return None


_N = "0-9零一二三四五六七八九十百千万两"
_OWED = re.compile(rf"欠(?P<w>[我你他她]|[\u4e00-\u9fff]{{2,3}}?)?(?P<a>[{_N}]+)(?:块|元|万|千)?")
_PAID = re.compile(rf"还(?:了|上|给)(?P<w>[我你他她]|[\u4e00-\u9fff]{{2,3}}?)?(?P<b>[{_N}]+)"
                   r"(?![年月天周次期个])")
# what is left to pay (还差, 就剩, 只剩下): another sum than the old memory's
_LEFT = re.compile(rf"(?:还|就|只|仅)(?:差|欠|剩)下?(?:[我你他她])?(?P<c>[{_N}]+)"
                   r"(?![年月天周次期个])")


def repaid_in_part(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when some of what the old memory says is owed was paid back,
    or another sum is said to be still owed; else None."""
    owed = _OWED.search(o.text)
    if owed is None or (total := number(owed.group("a"))) is None:
        return None
    for m in _PAID.finditer(n.text):
        paid = number(m.group("b"))
        if paid is not None and paid > 0 and m.group("w") in (None, owed.group("w")):
            return "outdated", m.group(0), f"'{m.group(0)}': {owed.group(0)} no longer"
    for m in _LEFT.finditer(n.text):
        left = number(m.group("c"))
        if left is not None and left != total:
            return "outdated", m.group(0), f"'{m.group(0)}': not {owed.group(0)} any more"
    return None


# a pet the old memory names (鹦鹉叫豆豆, 养了只猫叫年糕), then lost or dead under that name
_PET = re.compile(r"(?:狗|猫|鹦鹉|鸟|兔子?|仓鼠|龟|鸽子|八哥|金毛|泰迪|柯基|哈士奇)[^,。;!?]{0,3}?"
                  r"叫(?P<name>[\u4e00-\u9fff]{2,3}?)(?=[,。;!?的]|$)")
_LOST = re.compile(r"飞走了|飞跑了|走丢了|跑丢了|丢了|死了|没了|不见了|老死了|病死了")
_FOUND = re.compile(r"(?<![没不])(?:找着了|找到了|找回来了|回来了)")


def pet_lost(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when a pet the old memory names is told lost or dead (豆豆前天
    从窗户飞走了): on whatever day, it is gone unless found again; else None."""
    pet = _PET.search(o.text)
    if pet is None or pet.group("name") not in n.text or _FOUND.search(n.text):
        return None
    for clause in re.split(r"[,。;!?]", n.text):
        m = _LOST.search(clause)
        if m and pet.group("name") in clause and pet.group("name") + "的" not in clause \
                and not re.search(r"[没不]$|差点|险些|以为",
                                                                clause[:m.start()]):
            return "outdated", m.group(0), f"'{m.group(0)}': {pet.group('name')} is gone"
    return None
