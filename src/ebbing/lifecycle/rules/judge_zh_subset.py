"""A routine's times narrowed (rules.judge_zh, after the other readings), stop 31: the old
memory does a thing at two or more times of the day or the week (每天早晚各吸一次, 早上和晚上都
遛狗, 周一周三周五去游泳) and the new one says it is done at only one of them now (改成只晚上吸
一次, 现在只周五去): the other times are given up -> outdated.

Not for one day (今天只晚上吸了一次), a wish (想只早上遛), a plan (下学期只周四上), a routine
of someone of theirs (小雅她表姐现在只周四上), nor a time the old memory does not name
(只中午吸: another routine, left to the other readings)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence

# the times of a day or a week, each by the character that names it (早上 / 早 -> 早)
_TIME = re.compile(r"(早|中午|晚|周[一二三四五六日天]|礼拜[一二三四五六日天]"
                   r"|星期[一二三四五六日天])")
_ONLY = re.compile(r"只(?:在|有)?(早|中午|晚|周[一二三四五六日天]|礼拜[一二三四五六日天]"
                   r"|星期[一二三四五六日天])")
_WISH = re.compile(r"想|希望|打算|准备|要不要|能不能|吗")
# someone of theirs named before it (小雅她表姐, 我的同事): another's routine
_THEIRS = re.compile(r"[她他的](?:[表堂]?[姐哥弟妹]|爸|妈|爷|奶|婆|公|儿子|女儿|同学|朋友|同事)")
_LATER = re.compile(r"明年|下(?:个)?(?:月|学期|周|星期|礼拜|季度)|下半年")  # a plan, not yet


def narrowed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    times = {m.group(1) for m in _TIME.finditer(o.text)}
    if len(times) < 2 or "只" in o.text:
        return None
    for m in _ONLY.finditer(n.text):
        if m.group(1) not in times:
            continue
        clause = re.split(r"[,。;!?\s]", n.text[:m.start()])[-1]
        if ONE_OFF.search(clause) or _WISH.search(clause) or _LATER.search(clause) \
                or _THEIRS.search(clause):
            continue
        return ("outdated", m.group(0),
                f"'{m.group(0)}': of {'/'.join(sorted(times))}, only one time is kept")
    return None
