"""Two last readings of the Chinese judge (stop 34, rules.judge_zh), of a doing the old memory
ties to a time:

- how_often: the same doing said with another frequency or day (每天…下一盘 / 现在就礼拜天
  下一盘, 礼拜天下一盘 / 可能又能天天下了). The doing is what follows the time word in its
  clause; the new one is the same when the words after its time word are written after the
  old one's (a single character only right after it, 下 of 下一盘). A habit has one
  frequency at a time: said as now (现在, 以后, 改, 又) outdated, heard or guessed suspected.
- plan_denied: the old memory's doing at its time (九月初回北京, 十月底完活儿, 过年回北京)
  said not to happen (九月不回来, 十月底也完不了) or asked whether it will (回不回得来):
  the time word and the negated verb of the old memory in one clause. A denial said plainly
  is outdated; heard, guessed or asked, suspected.

Not: one day or one occasion (这个礼拜天, 今天), an addition (也, 还 with another time),
another person than the old memory names, a wish, a condition; a time both say (a frequency
the old memory also writes is no other frequency)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import _WISH
from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence

_DAY = "[一二三四五六日天末]"
# a frequency or a weekly day (每天, 天天, 每周三, 礼拜天, 周末, 每个月)
_OFTEN = re.compile(rf"每天|天天|每晚|每早|每个?(?:周|礼拜|星期){_DAY}?|(?:礼拜|星期){_DAY}"
                    rf"|周{_DAY}|每个?月|隔天|一(?:周|个礼拜|个月)[一二两三四五]次")
_ADVERBS = re.compile(r"^(?:就|才|都|又|再|能|只|还|也|会|要|得|去)+")
_NOW = re.compile(r"现在|如今|以后|往后|从此|改|又|变成")
_AGAIN_OTHER = re.compile(r"也|另外|除了|还有")
# the old doing denied (不回, 没回), not possible (完不了, 回不来) or asked (回不回)
_SPLIT = re.compile(r"[,。;!?:\s]")
# a time word of a plan: a month (九月, 十月底), a holiday (过年, 春节, 国庆), a season
_WHEN = re.compile(r"[一二三四五六七八九十]{1,2}月(?:初|中|底|份)?|过年|春节|国庆|五一|中秋"
                   r"|暑假|寒假|年底|年根儿?|开春儿?|下个?月|明年|今年")


def _clauses(text: str) -> list[str]:
    return [c for c in _SPLIT.split(text) if c]


def _doing(clause: str, end: int) -> str:
    """What follows a time word in its clause, adverbs and a closing 了 taken off."""
    rest = _ADVERBS.sub("", clause[end:])
    return re.sub(r"[了啦咯呀]+$", "", rest)


def how_often(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the old memory's doing is said with another frequency."""
    if o.subject and n.subject and o.subject != n.subject:
        return None
    for old_clause in _clauses(o.text):
        for om in _OFTEN.finditer(old_clause):
            old_doing = old_clause[om.end():]
            for clause in _clauses(n.text):
                m = _OFTEN.search(clause)
                if m is None or m.group(0) in o.text or om.group(0) in n.text \
                        or ONE_OFF.search(clause) or _WISH.search(clause) \
                        or _AGAIN_OTHER.search(clause) \
                        or re.search(r"这个?(?:礼拜|星期|周)", clause):
                    continue
                doing = _doing(clause, m.end())
                if not doing or doing not in old_doing:
                    continue
                if len(doing) == 1 and _ADVERBS.sub("", old_doing)[:1] != doing:
                    continue  # 下 only as the doing right after the old time word
                said = f"{om.group(0)} -> {m.group(0)}"
                if n.hedge or not _NOW.search(n.text):
                    return ("suspected_outdated", clause, f"'{said}': the same doing "
                            f"({doing}) heard or said at another frequency")
                return ("outdated", clause, f"'{said}': the same doing ({doing}) at another "
                        "frequency now")
    return None


def plan_denied(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the old memory's doing at its time is said not to happen
    or asked whether it will."""
    if o.subject and n.subject and o.subject != n.subject:
        return None
    for om in _WHEN.finditer(o.text):
        verb = _ADVERBS.sub("", o.text[om.end():])[:1]
        if not re.match(r"[\u4e00-\u9fff]", verb):
            continue
        v = re.escape(verb)
        denied = re.compile(rf"(?:不|没|没有){v}|{v}不(?:了|成|来|去|完)|{v}不{v}")
        for clause in _clauses(n.text):
            when = _WHEN.search(clause)
            hit = denied.search(clause)
            named = when is not None and om.group(0).startswith(when.group(0)[:2])
            asked = hit is not None and re.fullmatch(rf"{v}不{v}", hit.group(0)) is not None
            if hit is None or not (named or asked) or ONE_OFF.search(clause) \
                    or _WISH.search(clause) or re.search(r"如果|要是|的话", clause):
                continue
            if asked and not named and not any(
                    w.group(0) in n.text for w in _WHEN.finditer(o.text)):
                continue  # 回不回得来 of 过年回北京: the old time is written in the new text
            said = f"{om.group(0)}{verb} -> {hit.group(0)}"
            if n.hedge or asked:
                return ("suspected_outdated", clause, f"'{said}': the old plan doubted")
            return ("outdated", clause, f"'{said}': the old plan will not happen")
    return None
