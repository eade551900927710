"""A Western name written in Chinese characters, by its sound: 汉娜 for "Hannah", 卢卡斯 for
"Lucas", 帕斯卡 for "Pascal", asked of a store that writes the name in Latin letters.

Chinese writes a foreign name with a small set of characters chosen for their sound (音译),
and a Chinese question about a person the memories write in Latin letters ("Hannah is from
Leeds") often writes the name that way: 汉娜是哪里人? Neither the word index (character pairs
against Latin words) nor e5's cosine across scripts links the two, and retrieval/pinyin.py
matches only a Chinese name's exact pinyin ("Shufen"). A transliteration keeps the consonants
and drops or changes the rest, so both spellings are read down to the same outline of
consonant classes:
- the classes: p/b, t/d, k/g/hard c/q, s/z/x/c/j/zh/ch/sh (one class: Chinese writes "s",
  "j" and "ch" with the same few initials), f/v/w/ph, m/n, l/r, h; a nasal that closes a
  syllable (丁, the n of "Martin") is told from one that opens it (娜, the m of "Tomasz"), so
  东西 is not "Tomasz" nor "Danish"; a leading vowel is a mark of its own (艾米丽 "Emily");
- a Latin l or r before a consonant or as the last consonant may go unwritten (马可 "Marco",
  帕斯卡 "Pascal", 彼得 "Peter"), a closing Latin nasal may be written as an opening one (汤姆
  "Tom"), and a final 斯 may stand where the word index's stem dropped the s (卢卡斯 against the
  term "luca");
- a repeated class is read once (汉娜: h-n|n -> h-n).
Only a whole run of the characters transliterations use (`TRANSLITERATION`; 马拉松 is not 马拉
and 松) is read, and only against a Latin name the store writes that is no stop word (a
sentence's first word is among the store's names); an outline needs two consonant classes
("Anna" and 安娜 are too short to go by).

The relevance floor counts such a question as one that names someone of this store
(retrieval/floor.py `lowest_for`, by `names_written_foreign`). (Taking the named memories as
candidates and embedding the question again with the Latin spelling, as for a pinyin match,
added nothing on any set and answered one more off-topic question of a blind one: dropped.)
What it cannot tell: a place or an ordinary word of such characters that sounds like a name
the store writes (巴西 "Brazil" and "Basel", 加纳 "Ghana" and "China", 兰多 and "rent") also
counts as naming it; the rest of the question then decides the order.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from itertools import islice, product

from ebbing.core.query import STOP_WORDS, terms
from ebbing.lang import has_cjk
from ebbing.retrieval.pinyin import readings

# the characters Chinese writes foreign names with, by their common use in 音译 (Xinhua's
# table of them, and the ones given names use most)
TRANSLITERATION = frozenset(
    "丁万丘东丝丰丹丽乃乌乔亚亨什伊休伦伯佐佩保克兰兹内冈凡凯切列利加努劳勒华卓南博卡卢厄古可"
    "史吉哈唐嘉图圣坎坦埃基塔塞夏多夫夸奇奈奎奥妮姆威娅娜婷宁安宾密富尔尚尤尼巴布希帕席库康廉"
    "弗彭彼德恩惠戈戴扎托扬拉拜提敏斯施昂昆明普曼朗本朱杜杰松林查柯格桑梅森欧比毕汀汉汤沃沙法"
    "波泰泽洛派海温潘爱特玛珀珊珍班理琳琴琼瑟瓦甘皮盖福科穆米索约纳纽维罗翰考耶肯胡舍艾芙芬芭"
    "苏英范茜莉莎莫莱菲萝萨蒂蒙蕾薇西詹诺谢豪贝贡费贾赛赫路辛达迈连迪道邦里金门阿雅雷霍露韦马"
    "鲁鲍麦黎默黛齐")
_INITIALS = (("zh", "S"), ("ch", "S"), ("sh", "S"), ("b", "P"), ("p", "P"), ("m", "N"),
             ("f", "F"), ("d", "T"), ("t", "T"), ("n", "N"), ("l", "L"), ("g", "K"),
             ("k", "K"), ("h", "H"), ("j", "S"), ("q", "S"), ("x", "S"), ("r", "L"),
             ("z", "S"), ("c", "S"), ("s", "S"), ("w", "F"), ("y", ""))
_LATIN = re.compile(r"ph|th|ch|sh|ck|[a-z]")
_LATIN_CLASS = {"ph": "F", "th": "T", "ch": "S", "sh": "S", "ck": "K", "c": "K", "g": "K",
                "b": "P", "p": "P", "d": "T", "t": "T", "k": "K", "q": "K", "x": "KS",
                "s": "S", "z": "S", "j": "S", "f": "F", "v": "F", "w": "F", "m": "N",
                "n": "N", "l": "L", "r": "L", "h": "H"}
_VOWELS = frozenset("aeiouy")
FINAL_S = frozenset("斯丝兹")  # a final -s, which the word index's stem drops (卢卡斯, "luca")
VOWEL = "_"
LONGEST = 5  # characters of one transliterated name
MOST = 2  # names read per question
_RUN = re.compile("[" + "".join(sorted(TRANSLITERATION)) + "]{2,}")


def _collapse(marks: list[str]) -> str:
    """Marks with a repeat read once, and a closing nasal before an opening one read as the
    opening one (汉娜 h-n|n -> HN)."""
    out: list[str] = []
    for mark in marks:
        if out and out[-1] == "n" and mark == "N":
            out[-1] = "N"
        elif not out or out[-1] != mark:
            out.append(mark)
    return "".join(out)


def syllable(reading: str) -> str:
    """One pinyin syllable's marks ("han" -> "HN", "si" -> "S", "er" -> "L", "ai" -> "")."""
    if reading == "er":
        return "L"
    for initial, mark in _INITIALS:
        if reading.startswith(initial):
            rest, head = reading[len(initial):], mark
            break
    else:
        rest, head = reading, ""
    return head + ("n" if rest.endswith(("n", "ng")) else "")


def han_outlines(run: str) -> set[str]:
    """The outlines of a run of Han characters, one per reading of each character (capped):
    汉娜 -> {"HN"}, 艾米丽 -> {"_NL"}."""
    options = [readings(char) for char in run]
    if not all(options):
        return set()
    out: set[str] = set()
    for combo in islice(product(*options), 16):
        lead = VOWEL if combo[0][0] in "aeoy" else ""
        marks = [m for s in combo for m in syllable(s)]
        bodies = [marks, marks[:-1]] if run[-1] in FINAL_S and len(run) > 2 else [marks]
        out.update(lead + _collapse(b) for b in bodies if len(_collapse(b)) >= 2)
    return out


@cache
def latin_outlines(word: str) -> frozenset[str]:
    """A Latin name's outlines ("pascal" -> {"PSKL", "PSK", ...}, "hannah" -> {"HN", "HNS"}):
    a liquid before a consonant or as the last consonant may go, a nasal that closes a
    syllable may be written as a closing (马丁 "Martin") or an opening one (汤姆 "Tom"), and a
    final s may stand where the stem lost it."""
    word = word.lower()
    if not (word.isascii() and word.isalpha()):
        return frozenset()
    pieces = _LATIN.findall(word.rstrip("h") or word)
    options: list[tuple[str, ...]] = []  # each mark's ways of being written ("" for gone)
    for i, piece in enumerate(pieces):
        if piece in _VOWELS or (piece == "h" and i and pieces[i - 1] not in _VOWELS):
            continue  # a vowel, or an "h" after a consonant
        after = pieces[i + 1:]
        soft = piece in "cg" and bool(after) and after[0] in "eiy"
        mark = "S" if soft else _LATIN_CLASS.get(piece, "")
        last = not any(p not in _VOWELS for p in after)  # no consonant after it
        closing = not after or after[0] not in _VOWELS
        if mark == "L" and ((last and after in ([], ["e"])) or (not last and closing)):
            options.append(("L", ""))
        elif mark == "N" and closing:
            options.append(("n", "N"))
        else:
            options += [(m,) for m in mark]
    lead = VOWEL if word[0] in _VOWELS else ""
    out: set[str] = set()
    for combo in islice(product(*options), 32):
        body = _collapse([m for m in combo if m])
        if len(body) >= 2:  # "Anna", "Ian": too little to go by
            out.add(lead + body)
    return frozenset(out)


def sounds_like(run: str, name: str) -> bool:
    """Whether a run of transliteration characters may write the Latin `name` (an index
    term): 奥利弗 "oliver", 卢卡斯 "luca"; 东西 is no "tuesday"."""
    return bool(han_outlines(run) & latin_outlines(name))


class _Index:
    """A set of the store's Latin names by outline; the set only grows, so only the names
    added since are read (a store of 20,000 names pays their outlines once)."""

    def __init__(self, names: Collection[str]) -> None:
        self.names = names
        self.seen: set[str] = set()
        self.by_outline: dict[str, list[str]] = {}

    def update(self) -> dict[str, list[str]]:
        if len(self.seen) != len(self.names):
            for name in set(self.names) - self.seen:
                self.seen.add(name)
                if len(name) >= 3 and name not in STOP_WORDS and terms(name) == [name]:
                    for outline in latin_outlines(name):
                        self.by_outline.setdefault(outline, []).append(name)
        return self.by_outline


_LAST: list[_Index] = []  # the index of the set of names last asked about


def _index(names: Collection[str]) -> dict[str, list[str]]:
    if not _LAST or _LAST[0].names is not names:
        _LAST[:] = [_Index(names)]
    return _LAST[0].update()


def _runs(query: str) -> list[str]:
    """The whole runs of transliteration characters a question writes, two to `LONGEST`."""
    return [run for run in _RUN.findall(query) if len(run) <= LONGEST]


def named(query: str, names: Collection[str]) -> dict[str, list[str]]:
    """Each run of a CJK question that sounds like some of the store's Latin `names` -> those
    names ({"汉娜": ["hannah"], "卢卡斯": ["luca"]}), at most `MOST`."""
    if query.isascii() or not has_cjk(query) or not names:
        return {}
    runs = _runs(query)
    if not runs:
        return {}
    table = _index(names)
    out: dict[str, list[str]] = {}
    for run in runs:
        found = sorted({name for o in han_outlines(run) for name in table.get(o, ())})
        if found:
            out[run] = found
        if len(out) >= MOST:
            break
    return out


def names_written_foreign(query: str, names: Collection[str]) -> bool:
    """Whether a CJK question writes, by its sound, one of the store's Latin `names` (index
    terms: "pascal", "hannah")."""
    return bool(named(query, names))
