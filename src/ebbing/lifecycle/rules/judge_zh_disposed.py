"""A thing of the old memory disposed of, for the Chinese judge (rules.judge_zh): named and
handed over for good (把皮卡卖给…, 把猪全卖了) or, named first, what the clause is about
(那辆老嘉陵终于卖给收废品的了, 那个老年机我拿给老汉儿用了); not one day's, nor some of them
counted (把一只山羊卖给…) when the old memory counts otherwise."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence, one_off_before

# a thing disposed of: 把 X 卖给 / 转让给 / 送给 (把 marks one definite thing handed over)
DISPOSED = re.compile(r"把([^,。;]{1,8}?)(?:都|全|全部|全都|统统)?(?:卖|转让|转卖|送|捐)"
                      r"(?:给|掉|了)")
# or named first, as what the clause is about (那辆老嘉陵终于卖给收废品的了, 旧钢琴送人了)
# or given to someone to use for good (那个老年机我拿给老汉儿用了: the speaker has a new one)
_TOPIC_DISPOSED = re.compile(r"(?:^|(?<=[,。;!?]))([^,。;!?]{2,12}?)(?:终于|已经|早就|早|都|也|就)?"
                             r"(?:(?:卖|转让|转卖|送|捐)(?:给|掉|出去|人)"
                             r"|(?:拿|让|转)给[^,。;!?]{1,6}?(?:用|穿|开|骑|戴)了)")


def part_of(thing: str, old: str) -> bool:
    """Some of them, counted (把一只山羊卖给…, 两个烤红薯), when the old memory counts otherwise."""
    count = re.match(r"[一两二三四五六七八九十几半]+[个只条头辆件台本套块斤箱]", thing)
    return count is not None and count.group(0) not in old


def disposed(s: ZhSentence, old: ZhSentence, shared: set[str]) -> str | None:
    """A thing of the old memory handed over for good: named (把皮卡卖给…) or, as 它, the one
    both sentences speak of."""
    for m in DISPOSED.finditer(s.text):
        thing = m.group(1)
        if one_off_before(s.text, m) or part_of(thing, old.text):
            continue
        if thing in old.text or (thing in {"它", "它们", "这个", "那个"} and shared) or any(
                thing[i:i + 2] in old.text for i in range(len(thing) - 1)):
            return m.group(0)
    skip = set(s.subject or "") | FUNCTION
    for m in _TOPIC_DISPOSED.finditer(s.text):
        thing = m.group(1)
        if not one_off_before(s.text, m) and not part_of(thing.split("把")[-1], old.text) and (
                any(thing[i:i + 2] in old.text and not set(thing[i:i + 2]) & skip
                    for i in range(len(thing) - 1))
                or any(thing[i:i + 3] in old.text and len(set(thing[i:i + 3]) - skip) >= 2
                       for i in range(len(thing) - 2))):  # 老年机: 年 is a date's too
            return m.group(0)
    return None
