"""The same doing at another frequency (rules.judge_zh, a last reading, stop 35): the old
memory says how often something is done (每天早晚各吸一次, 每天擦黑儿…下一盘) and the new
statement says the same doing at another frequency (改成只晚上吸一次, 现在就礼拜天下一盘). The
frequency is the phrase of days or times of day before the doing; the doing is tied by the
two characters after it that both write (吸一次, 下一盘). Said as a change (改, 现在, 以后,
只, 就) it is outdated; else suspected.

Not an addition (也, 还, 另外), one day (今天, 这周), a wish, or the old frequency said again."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import one_day
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

_DAY = r"[一二三四五六日天末]"
_OFTEN = re.compile(rf"(?:每天|天天|每晚|每周{_DAY}?|每个?礼拜{_DAY}?|每个?星期{_DAY}?"
                    rf"|礼拜{_DAY}|星期{_DAY}|周{_DAY}|早晚|早上|晚上|中午)+")
_ONE = re.compile(r"(?:这|下|上|那)个?$")  # 这个周末, 下周六: one occasion, no frequency
_CHANGED = re.compile(r"改|现在|如今|以后|往后|只|就")
_ADDED = re.compile(r"也|还|另外|想|希望|打算")


def _after(text: str, m: re.Match[str]) -> str:
    """The doing after a frequency: its first three characters once the parts of the day
    (上半天, 下午) and whom it is done with (跟老葛网上) are taken off."""
    rest = re.sub(r"^(?:[上下]半天|[上下]午|半天|擦黑儿?|各|都|只|就"
                  r"|[\u4e00-\u9fff]{0,4}?(?:跟|和|给)[\u4e00-\u9fff]{1,3}(?:网上|一起)?)+",
                  "", text[m.end():])
    return rest[:3]


def _week(phrase: str) -> str:
    """One way of writing the days (礼拜天, 星期日, 周日 -> 周日; 周末 covers 周六 and 周日)."""
    return re.sub(r"礼拜|星期", "周", phrase).replace("周天", "周日")


def _overlap(a: str, b: str) -> bool:
    """The two frequencies can name the same days (每周六 / 周末, 每天晚上 / 晚上)."""
    a, b = _week(a), _week(b)
    weekend = re.compile(r"周[六日]|周末")
    return a in b or b in a or bool(weekend.search(a) and weekend.search(b)
                                    and ("周末" in a or "周末" in b))


def _habits(text: str) -> list[re.Match[str]]:
    return [m for m in _OFTEN.finditer(text) if not _ONE.search(text[:m.start()])]


def other_often(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    olds = _habits(o.text)
    if not olds:
        return None
    for clause in re.split(r"[,。;!?\s]", n.text):
        if _ADDED.search(clause) or one_day(clause):
            continue
        for m in _habits(clause):
            doing = _after(clause, m)
            for was in olds:
                then = _after(o.text, was)
                shared = {doing[i:i + 2] for i in range(len(doing) - 1)} & \
                    {then[i:i + 2] for i in range(len(then) - 1)}
                if shared and not _overlap(was.group(0), m.group(0)):
                    outcome = "outdated" if _CHANGED.search(clause) else "suspected_outdated"
                    return (outcome, f"{was.group(0)} -> {m.group(0)}",
                            f"'{m.group(0)}': {min(shared)} at another frequency now")
    return None
