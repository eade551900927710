"""What a value belongs to (stop 34, rules.judge_zh_measure reads it before it compares two
values): the thing it measures and the holder it is said of. Chat names the thing once and
leaves it unsaid after (补习班一节课三百 / 现在一节四百五), or names another thing of the
same kind (胡同口儿剃头一回二十 / 煤球剃毛在宠物店 一回八十: the dog's grooming, not the man's
haircut); two values compare only when they are of one thing of one holder.

- the unit: the classifier or the rate frame after 一 / 每 before the value (一回, 一节, 一个月),
  or the classifier after a count (三十六只): it says how the thing is counted, not which;
- the thing: the word right before the value once the unit, the links (是, 要, 给) and the
  words of time (现在, 以后) are taken off (剃头, 补习班); for a count, the noun after its
  classifier (三十六只鸽子); empty when the clause leaves it unsaid;
- the holder: whose the thing is, a possessor written before it in the clause (阿珠的摊位费,
  他的), empty for the speaker or when unsaid.

Two values are of one thing when the holder of the new one is no one the old memory does
not name, and the things are the same word, or one is unsaid and the new sentence names no
other thing of the same kind: a word that shares one of the old thing's two characters in
the same place (剃头 / 剃毛, 房贷 / 车贷) while the old thing is not written in it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, KIN_FORM

CN = "零一二三四五六七八九十百千万两"  # Chinese numerals (judge_zh_measure reads them too)
# the classifiers a count or a rate is said in (只 animals, 节 lessons, 回 / 次 times ...)
CLASSIFIERS = "只条头匹个位名节课回次趟桌份碗杯张本件台辆套间把双对斤"
# the rate frame before a value: 一回, 一节课, 每个月, 一个大夜 (per what the value is)
_RATE = re.compile(rf"(?:一|每)(?:个)?(?:[{CLASSIFIERS}]|月|天|年|周|礼拜|星期|小时)"
                   r"(?:[\u4e00-\u9fff]{0,2}?)$")
_LINKS = "是要就才得给为有到第了也都还"
_TIME = re.compile(r"(?:现在|如今|以后|往后|今后|已经|平时|一共|总共|共有|剩下|剩|只|就|还"
                   r"|好像|可能|大概|也许|估计|听说|据说|差不多|大约)$")  # and hedges: no thing
_DAYTIME = re.compile(r"早上|晚上|中午|下午|上午|夜里|白天|傍晚|凌晨|每天|天天")
_PLACED = set("里上中内外边")  # 棚里, 家里, 房顶上: where the thing is, not the thing
_SUFFIXES = set("子儿头们")  # 鸽子 / 鹞子 share only a noun's suffix: no kind in common
_HAN = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Tie:
    """What a value is of: its thing, unit and holder ("" when unsaid)."""

    thing: str
    unit: str
    holder: str


def tie(clause: str, start: int, end: int, people: frozenset[str] = frozenset(),
        time: bool = False) -> Tie:
    """The thing, unit and holder of the value at clause[start:end]; people are the persons
    the two sentences name (a possessor is a holder only when it is a person). A time (an
    hour, a day) is of the doing after it, which the caller compares: its thing is left
    unsaid here."""
    if time:
        return Tie("", "", _holder(clause[:start], people))
    after = re.match(rf"([{CLASSIFIERS}])([\u4e00-\u9fff]{{0,2}})", clause[end:])
    noun = re.sub(r"[了的啊呀啦咧].*$", "", after.group(2)) if after else ""
    if after and noun:  # a count: 三十六只鸽子 (the noun after the classifier)
        return Tie(noun, after.group(1), _holder(clause[:start], people))
    before = clause[:start]
    rate = _RATE.search(before)
    unit = after.group(1) if after else ""  # 鸽子现在三十四只: the thing before the count
    if rate and rate.group(0) and not after:
        unit, before = rate.group(0), before[:rate.start()]
    while True:
        stripped = _TIME.sub("", before.rstrip(_LINKS))
        if stripped == before:
            break
        before = stripped
    thing = before[-2:] if len(before) >= 2 and all(_HAN.match(c) for c in before[-2:]) \
        and not set(before[-2:]) <= FUNCTION else ""
    if re.search(rf"[{CN}0-9的说讲]", thing) or _DAYTIME.fullmatch(thing) \
            or thing[-1:] in _PLACED or thing in people:
        thing = ""  # 买的 (what I bought is), 妈说, 晚上, 棚里 (where), 老白 (who): no thing
    return Tie(thing, unit, _holder(clause[:start], people))


def _holder(before: str, people: frozenset[str]) -> str:
    """A person written as the possessor before the value in its clause (阿珠的摊位费, 她的,
    她同桌的): not the speaker (我的, 我们的), not a relative clause (我买的是)."""
    found = ""
    for m in re.finditer(r"的(?=[\u4e00-\u9fff])", before):
        if before[m.end()] in _LINKS:
            continue  # 我买的是: what I bought is, no owner
        lead = before[:m.start()]
        for who in sorted(people, key=len, reverse=True):
            if who and lead.endswith(who):
                found = who
                break
        else:
            kin = re.search(rf"(?:[他她]|{KIN_FORM})$", lead)
            found = kin.group(0) if kin else found
    return "" if found in ("我", "我们", "俺", "额", "咱", "咱们", "自己") else found


def siblings(thing: str, text: str) -> set[str]:
    """Words of two characters in text that share one of thing's two characters in the same
    place and differ in the other (剃头 in 剃毛 / 剃须; 房贷 in 车贷); a noun's suffix
    (子, 儿) shared is no kind in common (鸽子 / 鹞子)."""
    if len(thing) != 2 or thing in text:
        return set()
    out = set()
    for i in range(len(text) - 1):
        word = text[i:i + 2]
        if not all(_HAN.match(c) for c in word) or set(word) & set(CN) or word == thing:
            continue
        shared = word[0] if word[0] == thing[0] else word[1] if word[1] == thing[1] else ""
        if shared and shared not in _SUFFIXES \
                and not set(word) & FUNCTION:
            out.add(word)
    return out


def same_holding(old: Tie, new: Tie, old_text: str, new_text: str) -> bool:
    """The two values are of one thing of one holder (see the module)."""
    if new.holder and new.holder not in old_text:
        return False
    if old.holder and new.holder and old.holder != new.holder:
        return False
    if old.thing and new.thing:
        return old.thing == new.thing or old.thing in new_text or new.thing in old_text
    # 剃头 / …剃毛…: another thing of the same kind, the value's
    return not (old.thing and siblings(old.thing, new_text))


# a person by their tie to another (他爸的同事, 阿珠的邻居): someone else than the one named
# (judge_zh_measure reads a value given to one as another's)
TIES = re.compile(KIN_FORM + r"|同桌|同学|同事|朋友|邻居|室友|舍友|对象|老板|会计|上家|下家|家人"
                  r"|徒弟|师傅|老乡|战友|工友")


def others_holding(old_text: str, new_text: str, people: frozenset[str]) -> str | None:
    """The new statement opens with what another holds (stop 34, read before any reading
    compares a value): a person the old memory does not name owning the old memory's thing
    (阿珠的摊位费 of 摊位费一个月两千二), or someone tied to the old memory's person that the
    old memory does not name (他爸的同事老马 of 他爸跑成都的线). Returns the holder."""
    first = re.split(r"[,。;!?:\s]", new_text, maxsplit=1)[0]
    opened = re.match(r"([\u4e00-\u9fff]{1,4}?)的", first)
    if opened is None:
        return None
    who = opened.group(1)
    if who in ("我", "我们") or not (who in people or re.fullmatch(
            rf"[他她我老]?(?:{KIN_FORM})|[他她]", who)):
        return None  # the possessor is a person: a name read, a kin word, a pronoun
    rest = first[opened.end():]
    tied = TIES.match(rest)
    if tied and tied.group(0) not in old_text:
        return f"{who}的{tied.group(0)}"  # 他爸的同事: another person
    if who not in old_text and len(rest) >= 2 and rest[:2] in old_text \
            and not set(rest[:2]) & FUNCTION:
        return f"{who}的{rest[:2]}"  # 阿珠的摊位费: the old thing, another's
    return None
