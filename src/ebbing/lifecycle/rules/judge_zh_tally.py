"""How many of the same things, said anew (rules.judge_zh, a last reading, stop 36): the old
memory counts things by a classifier and their noun (厂里三十个工人, 三台注塑机) and the new
statement counts the same things, the same classifier and the same noun after it, with
another number (嗯当三十一个工人, 四台注塑机在转). A holding has one count at a time, so the
new count is the count now; said as a change (现在, 已经, 变成 ...) outdated, else suspected.

judge_zh_measure leaves counts aside (二十节 is no price) and judge_zh_left reads only what is
left or owed (剩, 一共, 还差); this reads the count by what it counts, whatever verb or none.

Not: an ordinal (第三次), times a thing was done (两次理疗), a count done in one event
(又招了一个, 买了两台, 卖了三只: a verb done right before the number, or 又 / 再 / 多 / 另
before it: what was added, not the total), a span of time (三个月, 两个小时), another's
(隔壁家的, 人家), an addition (也, 另外), a comparison (比), a condition, a question, the past
(以前), a wish or a plan not hedged, one day's, the old count said again
of the same things, or a statement about another subject."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_belongs import CLASSIFIERS, CN
from ebbing.lifecycle.rules.judge_zh_frame import _PAST, _WISH, one_day, planned
from ebbing.lifecycle.rules.judge_zh_measure import _CHANGED, _NOT_NOW, _another, _others_own
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_HAN = "\u4e00-\u9fff"
# the classifiers a holding is counted in: judge_zh_belongs' and those of plants, fields,
# buildings, boats (棵, 株, 亩, 栋, 艘 ...)
# and not those of occasions (两次理疗, 三回, 一趟): times something was done, not a holding
_UNITS = "".join(c for c in CLASSIFIERS if c not in "次回趟") + "棵株盆亩栋座架艘"
_COUNT = re.compile(rf"(?P<n>[0-9{CN}]+)(?P<c>[{_UNITS}])(?P<noun>[{_HAN}]{{2}})")
# a span of time after the classifier (三个月, 两个小时, 一个礼拜): no things counted
_SPAN = re.compile(r"^(?:月|小时|钟头|礼拜|星期|多月|年|天|周)")
# a count that is what one event added or took (又招了一个, 买了两台, 再上一台, 多了三个)
_EVENT = re.compile(rf"(?:[{_HAN}][了过]|[又再多另])$")
_SPLIT = re.compile(r"[,。;!?:\s]")


def _counts(clause: str, new: bool = True) -> list[tuple[str, str, str, int]]:
    """(number, classifier, noun, start) of each count of things in the clause; in the old
    memory a count after a verb done is what is held (请了五个帮工), in the new one what one
    event added (又招了一个)."""
    out = []
    for m in _COUNT.finditer(clause):
        noun = m.group("noun")
        if _SPAN.match(noun) or all(c in FUNCTION for c in noun) \
                or clause[m.start() - 1:m.start()] == "第" \
                or (new and _EVENT.search(clause[:m.start()])):
            continue
        out.append((m.group("n"), m.group("c"), noun, m.start()))
    return out


def _plain(clause: str, o: ZhSentence, n: ZhSentence) -> bool:
    return not (_NOT_NOW.search(clause) or ONE_OFF.search(clause) or _PAST.search(clause)
                or (_WISH.search(clause) and not n.hedge) or _another(clause, o))


def counted_again(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the same things are counted anew with another number."""
    olds = [c for clause in _SPLIT.split(o.text) if clause and not _PAST.search(clause)
            for c in _counts(clause, new=False)]
    if not olds or _others_own(o, n) or one_day(n.text):
        return None
    for clause in _SPLIT.split(n.text):
        if not clause or not _plain(clause, o, n):
            continue
        for number, unit, noun, start in _counts(clause):
            if not n.hedge and planned(clause, start, o.text):
                continue
            for old_number, old_unit, old_noun, _ in olds:
                if (old_unit, old_noun) != (unit, noun) or old_number == number \
                        or f"{old_number}{unit}{noun}" in n.text:
                    continue
                said = f"{old_number}{unit}{noun} -> {number}{unit}{noun}"
                if not n.hedge and _CHANGED.search(n.text):
                    return ("outdated", clause, f"'{said}': the same things counted anew")
                return ("suspected_outdated", clause, f"'{said}': the same things counted "
                        "with another number, without saying whether it changed")
    return None
