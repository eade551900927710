# ruff: noqa: RUF002
"""A Western name written in Chinese characters, by its sound: 汉娜 finds "Hannah", 卢卡斯
"Lucas", 帕斯卡 "Pascal".

Chinese writes a foreign name with characters chosen for their sound (音译), and a Chinese
question about a person the memories write in Latin letters ("Hannah is from Leeds") often
writes the name that way: 汉娜是哪里人？ Neither the word index (character pairs against Latin
words) nor e5's cosine across scripts links the two, and retrieval/pinyin.py matches only a
Chinese name's exact pinyin ("Shufen"). A transliteration keeps the consonants and drops or
changes the rest, so both spellings are read down to the same outline of consonant classes:
- the classes: p/b, t/d, k/g/hard c/q, s/z/x/c/j/zh/ch/sh (one class: Chinese writes "s",
  "j" and "ch" with the same few initials), f/v/w/ph, m/n (汤姆 writes "Tom" with 姆), l/r,
  h; a leading vowel is kept as a mark of its own (艾米丽 "Emily" against 米丽 "Millie");
- a Latin l or r before a consonant or as the last consonant may be dropped (马可 "Marco",
  帕斯卡 "Pascal", 彼得 "Peter"), a Latin nasal that closes a syllable may be written closing
  one (马丁 "Martin") or opening one (汤姆 "Tom"), and the character of a final -s (斯) may
  stand where the word index's stem dropped the s (卢卡斯 against the term "luca");
- a repeated class is read once (汉娜: h-n-n -> h-n).
Only a whole run of characters that are all common in transliterations (`SOUND_CHARS`, the
usual characters of 音译 names) is read (马拉松 is not 马拉 and 松), and only against a Latin
name the store writes; an outline needs two consonant classes at least ("Anna" and 安娜 are
too short to go by). A place written in such characters can still sound like a name the
store writes (巴西 "Brazil" and "Basel", 加纳 "Ghana" and "China": places are transliterated
too): the named memories then join the candidates and the rest of the question decides. What
matches is handed to retrieval/aliases.py as pinyin.py's matches are.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import islice, product
from typing import TYPE_CHECKING

from ebbing.core.query import terms
from ebbing.lang import has_cjk
from ebbing.retrieval.pinyin import readings

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# the characters Chinese writes foreign names with, by their common use in 音译
SOUND_CHARS = frozenset(
    "阿埃艾爱安昂奥巴拜班邦保贝本比彼毕宾波伯博布查达戴丹道德迪蒂丁东杜多厄恩尔法凡菲费芬"
    "丰弗福夫盖甘冈戈格贡古哈海汉豪赫亨胡华惠霍基吉加贾杰金卡凯坎康考柯科可克肯库夸奎昆拉"
    "莱兰朗劳勒雷蕾黎里理利莉丽连廉林琳卢鲁路露伦罗洛马玛迈麦曼梅蒙米密明莫默姆穆纳娜乃南"
    "内尼妮宁纽诺欧帕派潘佩彭皮普奇乔琴丘萨塞赛桑瑟森莎珊尚舍圣施史斯松苏索塔泰坦汤唐特提"
    "汀托瓦万威韦维温沃乌西希席夏谢辛休雅亚扬耶伊尤约泽詹朱卓兹佐茜薇黛娅芙丝嘉翰芭萝婷")
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


def _by_outline(engine: SearchEngine) -> dict[str, list[str]]:
    """The store's Latin names by outline, kept while the names only grow."""
    kept = engine.__dict__.get("_foreign_outlines")
    if kept is None or kept[0] != len(engine.names):
        table: dict[str, list[str]] = {}
        for name in sorted(engine.names):
            if len(name) >= 3:
                for outline in latin_outlines(name):
                    table.setdefault(outline, []).append(name)
        kept = engine.__dict__["_foreign_outlines"] = (len(engine.names), table)
    found: dict[str, list[str]] = kept[1]
    return found


def _runs(query: str) -> list[str]:
    """The stretches of a question written in `SOUND_CHARS`, two characters or more."""
    out, current = [], ""
    for char in query + " ":
        if char in SOUND_CHARS:
            current += char
            continue
        if len(current) >= 2:
            out.append(current)
        current = ""
    return out


def written_names(engine: SearchEngine, query: str) -> dict[str, list[str]]:
    """For a Chinese question: each stretch that sounds like Latin names the store writes ->
    those names' index terms ({"汉娜": ["hannah"], "卢卡斯": ["luca"]}), at most `MOST`."""
    if query.isascii() or not has_cjk(query) or not engine.names:
        return {}
    table = _by_outline(engine)
    if not table:
        return {}
    out: dict[str, list[str]] = {}
    for run in _runs(query):
        if len(run) > LONGEST:
            continue
        names = sorted({name for o in han_outlines(run) for name in table.get(o, ())})
        names = [name for name in names if terms(name) == [name]]
        if names:
            out[run] = names
        if len(out) >= MOST:
            break
    return out
