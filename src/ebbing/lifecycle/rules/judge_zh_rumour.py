"""Two readings for the Chinese judge (rules.judge_zh, after the other readings), stop 31:

- ``rumoured``: a change to come, heard or guessed (听护士长说医院可能要裁合同制的, 那个游泳馆
  好像要装修, 扣款日可能要调), of the thing the old memory states: the clause that says the
  change names a word of the old memory, a verb of change follows 要 / 会 / 得 (裁, 减, 退,
  调, 改, 换, 装修, 停, 关, 拆, 撤, 取消, 涨, 降, 推迟) whose object, when it names one, is
  the old memory's too (可能要涨工资 says nothing of 在电厂上班), and a hedge is said.
  Nothing is done yet, so it is suspected at most. An old memory that says "only"
  (只有白班跟小夜, 只有一台) is also undone by an addition to come (也要排大夜, 要再上一台).
- ``count_grown``: an old memory that says "only N" of a thing (科里就一台ECMO) and a new
  statement with another count of the same thing (第二台ECMO到了, 现在两台): outdated when
  told as done, suspected when hedged.

Not read: a change denied (不会, 不用, 没), asked (吗), planned without a hedge (打算再买一台:
no change yet), the same count again (还是就一台), nor a clause that names none of the old
memory's words."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_CHANGE_VERB = r"(?:裁|减|退|调|改|换|装修|停|关|拆|撤|取消|涨|降|推迟|延期|合并)"
_TO_COME = re.compile(r"(?:要|会|得)" + _CHANGE_VERB)
_ADDED = re.compile(r"也要[\u4e00-\u9fff]|要再[\u4e00-\u9fff]|再(?:上|加|添|买|来)[一两二三四五]")
_ONLY = re.compile(r"只有|只(?=[一两二三四五六七八九十\d])|就(?=[一两二三四五六七八九十\d])")
_NOT = re.compile(r"不会|不用|不要|没|不(?:打算|准备)|吗|还是")
_NUM = "[一两二三四五六七八九十\\d]"
_ONLY_COUNT = re.compile(r"(?:只有|只|就)(" + _NUM + r"+)([台个辆家间张只位名套条])"
                         r"([A-Za-z\u4e00-\u9fff]{1,4})")
_PLAN = re.compile(r"打算|准备|计划|想|要|会")
_DIGITS = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
           "九": 9, "十": 10}


def rumoured(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("suspected_outdated", cue, reason) for a heard or guessed change to come of what the
    old memory states; else None."""
    if not n.hedge:
        return None
    old_words = content(o.text) - set(o.people) - set(n.people)
    only = _ONLY.search(o.text) is not None
    for pattern in (_TO_COME, _ADDED):
        if pattern is _ADDED and not only:
            continue  # 也要 is an addition: it undoes only an "only"
        for m in pattern.finditer(n.text):
            if m.group(0) in o.text:
                continue
            clause = clause_of(n.text, m.start())
            before = clause[:clause.find(m.group(0))]
            if _NOT.search(before) or before.endswith("不") or "吗" in clause:
                continue
            if not content(clause) & old_words:
                continue
            after = re.sub(r"[了的吧呢啊咧]+$", "", clause[clause.find(m.group(0))
                                                         + len(m.group(0)):])
            if pattern is _TO_COME and after and not content(after) & old_words:
                continue  # 可能要涨工资 of 在电厂上班: a change of another thing of theirs
            return ("suspected_outdated", m.group(0),
                    f"'{m.group(0)}': heard or guessed, a change to come of what the old "
                    "memory states")
    return None


def _count(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return _DIGITS.get(word) if len(word) == 1 else None


def count_grown(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """An "only N" thing of the old memory counted anew (第二台ECMO到了, 现在两台)."""
    m = _ONLY_COUNT.search(o.text)
    if not m:
        return None
    old_count, unit, thing = _count(m.group(1)), m.group(2), m.group(3)
    if old_count is None or thing not in n.text:
        return None
    for said in re.finditer(r"(第)?(" + _NUM + r"+)" + unit, n.text):
        count = _count(said.group(2))
        if count is None or count == old_count or (said.group(1) and count <= old_count):
            continue
        clause = clause_of(n.text, said.start())
        before = clause[:clause.find(said.group(0))]
        if _NOT.search(before):
            continue
        if _PLAN.search(before) and not n.hedge:
            continue  # 打算再买一台: a plan, no change yet
        outcome = "suspected_outdated" if n.hedge else "outdated"
        return (outcome, said.group(0),
                f"'{said.group(0)}{thing}': the old memory's only {m.group(1)}{unit} is "
                "counted anew")
    return None
