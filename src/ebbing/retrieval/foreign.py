"""A foreign name written in Chinese characters by its sound (帕斯卡 for Pascal, 汉娜 for
Hannah, 卢卡斯 for Lucas), asked of a store that writes the name in Latin letters.

Chinese writes a foreign name with a small set of characters chosen for their sound (the
transliteration characters: 帕, 斯, 卡, 娜, 汉…), one syllable for each consonant heard. A
question that names such a person names someone of this store when the store writes a Latin
name that sounds so; the relevance floor then treats it as a question that writes one of the
store's names (retrieval/floor.py `lowest_for`: no bound), as it does for 淑芬 asked as
"Shufen" (retrieval/pinyin.py). Read by the consonants: each character's pinyin gives its
initial, with or without a nasal final (汉 han: h or h n), the Latin name its consonants
(c, k, q as k; v as f; voiced and unvoiced alike; r as l, or unsaid after a vowel; a doubled
letter once; h after a consonant or at the end silent). The two match when the characters'
consonants, two at least, open the name's and leave at most one unheard (Pascal: p s k l,
帕斯卡: p s k), none for a run of two characters (汉娜: h n, Hannah: h n), and both open with
a vowel or neither. Only runs of two characters or more, all of them transliteration
characters, are read; a name with one consonant (艾玛, Emma) is not matched, and the store's
names that are English stop words (a sentence's first word is among its names) are left out.
What it cannot tell: an ordinary word of such characters that sounds like a name the store
writes (东西 and "Danish", 兰多 and "rented" on the sets) also counts as naming it.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from ebbing.core.query import STOP_WORDS
from ebbing.retrieval.pinyin import readings

# the characters Chinese uses most to write foreign names by their sound (Xinhua's table)
TRANSLITERATION = frozenset(
    "阿埃艾爱安昂奥巴拜班邦鲍贝本比彼毕宾波伯博布查达戴丹道德迪蒂丁东杜多厄恩尔法范菲芬丰弗"
    "福富盖甘戈格古哈海汉豪赫亨胡华霍基吉加贾杰金卡凯坎康柯科克肯库奎拉莱兰朗劳勒雷里利莉丽"
    "连列林琳卢鲁路伦罗洛马玛迈曼梅门蒙米敏莫姆穆纳娜奈南内尼妮宁纽努诺欧帕潘佩彭皮珀普齐"
    "奇乔切琼丘萨塞桑瑟森沙莎尚舍什施斯松苏索塔泰坦汤唐特提汀托图瓦万威韦维温沃乌西希夏谢辛"
    "休雅亚扬耶伊英尤约泽扎詹珍朱卓兹佐")
_RUN = re.compile("[" + "".join(sorted(TRANSLITERATION)) + "]{2,}")
_INITIALS = ("zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q",
             "x", "r", "z", "c", "s", "y", "w")
# pinyin's initials as the Latin consonants they stand for in a transliteration
_AS_LATIN = {"q": "k", "x": "s", "zh": "j", "ch": "ch", "sh": "sh", "c": "ts", "y": "", "w": ""}


def _syllable(reading: str) -> list[str]:
    """A pinyin syllable as the consonants it may stand for: its initial, and its nasal
    final or not (汤 tang writes the t of Tom; 汉 han the h n of Hannah)."""
    initial = next((i for i in _INITIALS if reading.startswith(i)), "")
    head = _AS_LATIN.get(initial, initial)
    return [head, head + "n"] if reading.endswith(("n", "ng")) else [head]


# the same consonant, voiced or not, and l / r (Chinese writes r as l: 彼得 Peter, 罗 Rose)
_SAME = str.maketrans("bdgr", "ptkl")


def _plain(consonants: str) -> str:
    return re.sub(r"(.)\1+", r"\1", consonants.translate(_SAME))


@lru_cache(maxsize=4096)
def _heard(run: str) -> frozenset[str]:
    """The consonants a run of characters may be heard as, for every reading of each."""
    out = {""}
    for char in run:
        out = {done + c for done in out for r in readings(char) or ("",) for c in _syllable(r)}
        if len(out) > 64:  # a run of many readings: a few are enough
            out = set(sorted(out)[:64])
    return frozenset(_plain(s) for s in out)


@lru_cache(maxsize=65536)
def latin_consonants(name: str) -> frozenset[str]:
    """A Latin name's consonants as a transliteration may hear them (Pascal -> pskl, Hannah ->
    hn, Peter -> ptl or pt: an r after a vowel is often not written)."""
    word = re.sub(r"ph", "f", name.lower())
    word = re.sub(r"(?<=[bcdfgjklmnpqrstvwxz])h|h$", "", word)
    word = re.sub(r"[cq]", "k", word).replace("v", "f")  # 奥利弗 Oliver
    heard = re.sub(r"[^bdfghjklmnprstxz]", "", word)
    unsaid = re.sub(r"(?<=[aeiouy])r(?![aeiouy])", "", word)
    return frozenset({_plain(heard), _plain(re.sub(r"[^bdfghjklmnprstxz]", "", unsaid))})


def _opens_vowel(run: str) -> bool:
    return any(_syllable(r)[0] == "" for r in readings(run[0]))


def _fits(run: str, heard: str, latin: str) -> bool:
    unheard = 0 if len(run) == 2 else 1
    return len(heard) >= 2 and latin.startswith(heard) and len(latin) - len(heard) <= unheard


def sounds_like(run: str, name: str) -> bool:
    """Whether a run of transliteration characters may write the Latin `name`: its
    consonants, two at least, open the name's and leave at most one unheard (none for a run
    of two characters, which ordinary words often are: 东西 is no Tuesday, 兰多 no Leeds),
    and both open with a vowel or neither (Anna is heard from 安, Lucas from 卢)."""
    if (name[:1].lower() in "aeiou") != _opens_vowel(run):
        return False
    return any(_fits(run, heard, latin) for latin in latin_consonants(name)
               for heard in _heard(run))


Index = dict[tuple[bool, str], list[str]]
# the store's Latin names by how they open (a vowel or not, their first two consonants), kept
# for the one set of names last asked about; names only grow, so only new ones are read
_LAST: list[tuple[Collection[str], set[str], Index]] = []


def _index(names: Collection[str]) -> Index:
    if not _LAST or _LAST[0][0] is not names:
        _LAST[:] = [(names, set(), {})]
    _, seen, index = _LAST[0]
    if len(seen) == len(names):
        return index
    for name in set(names) - seen:  # a sentence's first word is among the names: stop words out
        seen.add(name)
        if name.isascii() and name.isalpha() and len(name) >= 3 and name not in STOP_WORDS:
            for latin in latin_consonants(name):
                if len(latin) >= 2:
                    index.setdefault((name[0] in "aeiou", latin[:2]), []).append(latin)
    return index


def names_written_foreign(query: str, names: Collection[str]) -> bool:
    """Whether a CJK question writes, by its sound, one of the store's Latin `names` (index
    terms: "pascal", "hannah")."""
    runs = _RUN.findall(query)
    if not runs:
        return False
    index = _index(names)
    return any(_fits(run, heard, latin) for run in runs for heard in _heard(run)
               for latin in index.get((_opens_vowel(run), heard[:2]), ()))
