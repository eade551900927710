# ruff: noqa: RUF002
"""Chinese kin terms as a small algebra: which relation a word or a phrase names, and the other
ways of writing the same relation.

A question and a memory often name one person by one relation in other words: the memory
says 我公公以前是铁路工人 and the question 我丈夫的爸爸以前做什么的？; the memory 我老公在医院上班
and the question 我先生在哪儿工作？. Both sides are read the same way:
- a word is one relation (`WORDS`: 丈夫, 老公 -> husband; 爸爸, 父亲, 老爸 -> father); a few
  words name it only when someone's it is written right before them (`CONTEXT`: 先生 is also
  "Mr." and "teacher", 爱人 "lover", 爸 a syllable of other words: 我先生, 她先生, 老王的先生,
  我爸 and not 王先生, 先生们);
- a chain "A的B" (or AB, 我老公他爸 aside) composes: husband's father is the father-in-law a wife
  calls 公公 (`COMPOSE`: 丈夫的爸爸 = 公公, 妻子的父亲 = 岳父 = 老丈人, 爸爸的妈妈 = 奶奶,
  妈妈的妈妈 = 外婆 = 姥姥, 哥哥的老婆 = 嫂子);
- `forms` writes a relation every way the store may have written it: its words, the context
  words after 我, and the chains that compose to it.
爱人 is a spouse of either sex (a store says which): it reads as both husband and wife, and so
does 老伴.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product

# relation -> the words that always name it (two characters or more), in every register: the
# plain (父亲), the spoken (老爸), and the humble or written forms one uses of one's own family
# (家父 "my father", 家母, 家兄, 舍弟, 内人, 拙荆, 犬子) and of the dead (先父, 亡妻); not 小女 or
# 小儿, which are also 小女孩 and 小儿科, nor 令尊 and the like, said of another's family; and
# the Cantonese words (stop 24: 老豆 / 老窦, 阿爸, 阿妈, 阿哥, 阿姐, 细佬 "younger brother", 细妹),
# which lang/cantonese.py's reading leaves as written (not 老母, also 老母鸡; not 公公 / 婆婆,
# a grandparent in Cantonese and an in-law in Mandarin); and (stop 25) the Sichuanese 老汉儿
# "father" (我老汉儿, 老汉儿的保姆; not 老汉 alone, an old man, or a husband in Shaanxi)
WORDS: dict[str, tuple[str, ...]] = {
    "husband": ("丈夫", "老公", "夫君", "外子", "先夫", "亡夫"),
    "wife": ("妻子", "老婆", "内人", "媳妇儿", "拙荆", "亡妻"),
    "father": ("父亲", "爸爸", "老爸", "爹爹", "老爹", "家父", "先父", "亡父", "家严", "老豆",
               "老窦", "阿爸", "老汉儿"),
    "mother": ("母亲", "妈妈", "老妈", "娘亲", "家母", "先母", "亡母", "家慈", "阿妈"),
    "son": ("儿子", "犬子"), "daughter": ("女儿", "闺女"),
    "elder_brother": ("哥哥", "家兄", "阿哥"), "younger_brother": ("弟弟", "舍弟", "细佬"),
    "elder_sister": ("姐姐", "家姐", "阿姐"), "younger_sister": ("妹妹", "舍妹", "细妹"),
    "boyfriend": ("男朋友", "男友"), "girlfriend": ("女朋友", "女友"),
    "parents": ("爸妈", "父母", "爹娘"),
    "father_of_husband": ("公公",), "mother_of_husband": ("婆婆",),
    "father_of_wife": ("岳父", "老丈人", "丈人", "岳丈"),
    "mother_of_wife": ("岳母", "丈母娘"),
    "grandfather_paternal": ("爷爷", "祖父"), "grandmother_paternal": ("奶奶", "祖母"),
    "grandfather_maternal": ("外公", "姥爷", "外祖父"),
    "grandmother_maternal": ("外婆", "姥姥", "外祖母"),
    "son_in_law": ("女婿",), "daughter_in_law": ("儿媳", "儿媳妇"),
    "wife_of_elder_brother": ("嫂子", "嫂嫂"), "wife_of_younger_brother": ("弟媳", "弟媳妇"),
    "husband_of_elder_sister": ("姐夫",), "husband_of_younger_sister": ("妹夫",),
    "grandson_by_son": ("孙子",), "granddaughter_by_son": ("孙女",),
    "grandson_by_daughter": ("外孙",), "granddaughter_by_daughter": ("外孙女",),
    "nephew_by_brother": ("侄子",), "niece_by_brother": ("侄女",),
    "nephew_by_sister": ("外甥",), "niece_by_sister": ("外甥女",),
    "uncle_elder_paternal": ("伯伯", "伯父"), "uncle_younger_paternal": ("叔叔", "叔父"),
    "aunt_paternal": ("姑姑", "姑妈"), "uncle_maternal": ("舅舅", "舅父"),
    "aunt_maternal": ("姨妈", "小姨", "大姨"),
    "brother_of_wife": ("大舅子", "小舅子"), "sister_of_wife": ("小姨子", "大姨子"),
}
# relation -> words that name it only after whose it is (我先生, 她爱人, 老王的太太, 我爸)
CONTEXT: dict[str, tuple[str, ...]] = {
    "husband": ("先生", "爱人", "老伴"), "wife": ("太太", "爱人", "媳妇", "老伴"),
    "father": ("爸", "爹"), "mother": ("妈", "娘"),
    "elder_brother": ("哥",), "younger_brother": ("弟",), "elder_sister": ("姐",),
    "younger_sister": ("妹",), "boyfriend": ("对象",), "girlfriend": ("对象",),
}
# whose it is, right before a context word: a person word, or anyone's (X的)
_OWNER = re.compile(r"(?:[我你他她咱]们?|的)$")
_BROTHERS = ("elder_brother", "younger_brother")
_SISTERS = ("elder_sister", "younger_sister")
# (A, B) -> A's B
COMPOSE: dict[tuple[str, str], str] = {
    ("husband", "father"): "father_of_husband", ("husband", "mother"): "mother_of_husband",
    ("wife", "father"): "father_of_wife", ("wife", "mother"): "mother_of_wife",
    ("father", "father"): "grandfather_paternal", ("father", "mother"): "grandmother_paternal",
    ("mother", "father"): "grandfather_maternal", ("mother", "mother"): "grandmother_maternal",
    ("son", "wife"): "daughter_in_law", ("daughter", "husband"): "son_in_law",
    ("son", "son"): "grandson_by_son", ("son", "daughter"): "granddaughter_by_son",
    ("daughter", "son"): "grandson_by_daughter",
    ("daughter", "daughter"): "granddaughter_by_daughter",
    ("elder_brother", "wife"): "wife_of_elder_brother",
    ("younger_brother", "wife"): "wife_of_younger_brother",
    ("elder_sister", "husband"): "husband_of_elder_sister",
    ("younger_sister", "husband"): "husband_of_younger_sister",
    **{(b, "son"): "nephew_by_brother" for b in _BROTHERS},
    **{(b, "daughter"): "niece_by_brother" for b in _BROTHERS},
    **{(s, "son"): "nephew_by_sister" for s in _SISTERS},
    **{(s, "daughter"): "niece_by_sister" for s in _SISTERS},
    ("father", "elder_brother"): "uncle_elder_paternal",
    ("father", "younger_brother"): "uncle_younger_paternal",
    **{("father", s): "aunt_paternal" for s in _SISTERS},
    **{("mother", b): "uncle_maternal" for b in _BROTHERS},
    **{("mother", s): "aunt_maternal" for s in _SISTERS},
    **{("wife", b): "brother_of_wife" for b in _BROTHERS},
}
# relation -> the English words for it, for a memory written in English ("Tomás's wife is…")
ENGLISH: dict[str, tuple[str, ...]] = {
    "husband": ("husband",), "wife": ("wife",), "father": ("father", "dad"),
    "mother": ("mother", "mom", "mum"), "son": ("son",), "daughter": ("daughter",),
    "elder_brother": ("brother",), "younger_brother": ("brother",),
    "elder_sister": ("sister",), "younger_sister": ("sister",),
    "boyfriend": ("boyfriend",), "girlfriend": ("girlfriend",),
    "father_of_husband": ("father-in-law",), "father_of_wife": ("father-in-law",),
    "mother_of_husband": ("mother-in-law",), "mother_of_wife": ("mother-in-law",),
    "son_in_law": ("son-in-law",), "daughter_in_law": ("daughter-in-law",),
    "grandfather_paternal": ("grandfather", "grandpa"),
    "grandfather_maternal": ("grandfather", "grandpa"),
    "grandmother_paternal": ("grandmother", "grandma"),
    "grandmother_maternal": ("grandmother", "grandma"),
}
_WORD_OF: dict[str, set[str]] = {}
for _key, _words in WORDS.items():
    for _w in _words:
        _WORD_OF.setdefault(_w, set()).add(_key)
_CONTEXT_OF: dict[str, set[str]] = {}
for _key, _words in CONTEXT.items():
    for _w in _words:
        _CONTEXT_OF.setdefault(_w, set()).add(_key)
_ANY = re.compile("|".join(sorted({*_WORD_OF, *_CONTEXT_OF}, key=lambda w: (-len(w), w))))


@dataclass(frozen=True)
class Mention:
    """A relation a text names: where (start, end) and which relations it may be (one, or
    two for 爱人/老伴 and chains through them)."""

    start: int
    end: int
    text: str
    keys: frozenset[str]


def _words_in(text: str) -> list[Mention]:
    out: list[Mention] = []
    for m in _ANY.finditer(text):
        word = m.group()
        keys = _WORD_OF.get(word)
        if keys is None:  # a context word: only after whose it is
            if not _OWNER.search(text[:m.start()]):
                continue
            keys = _CONTEXT_OF[word]
        out.append(Mention(m.start(), m.end(), word, frozenset(keys)))
    return out


def mentions(text: str, unknown: bool = False) -> list[Mention]:
    """The relations a text names, chains composed (我丈夫的爸爸 -> 丈夫的爸爸, father of husband;
    我先生 -> 先生, husband; 王先生 -> nothing). A chain none of whose compositions is known
    is no one known (我老公的哥哥): left out, or with `unknown` kept with no keys."""
    words = _words_in(text)
    out: list[Mention] = []
    for word in words:
        last = out[-1] if out else None
        between = text[last.end:word.start] if last else None
        if last is not None and between in ("", "的", "他", "她", "的那个"):
            composed = frozenset(COMPOSE[(a, b)] for a in last.keys for b in word.keys
                                 if (a, b) in COMPOSE)
            # a chain that composes to nothing known is someone else (我老公的哥哥 is not 我哥哥)
            out[-1] = Mention(last.start, word.end, text[last.start:word.end], composed)
            continue
        out.append(word)
    return [m for m in out if m.keys or unknown]


def _simple(key: str) -> list[str]:
    return [*WORDS.get(key, ()), *(f"我{w}" for w in CONTEXT.get(key, ()))]


def forms(keys: frozenset[str] | set[str], chains: bool = True) -> list[str]:
    """Every way to write the relations `keys` (Chinese): their words, the context words after
    我 (我先生, 我爸), and, with `chains`, the chains that compose to them (老公的爸爸, 我妈的妈妈):
    words first."""
    out: list[str] = []
    for key in sorted(keys):
        out += [w for w in _simple(key) if w not in out]
    if chains:
        for (a, b), key in sorted(COMPOSE.items()):
            if key in keys:
                heads = [w for w in (*WORDS.get(a, ()), *(f"我{c}" for c in CONTEXT.get(a, ())))]
                tails = [*WORDS.get(b, ()), *CONTEXT.get(b, ())]
                out += [f"{h}的{t}" for h, t in product(heads, tails) if f"{h}的{t}" not in out]
    return out


def english(keys: frozenset[str] | set[str]) -> list[str]:
    """The English words for the relations `keys` (for a memory written in English)."""
    return list(dict.fromkeys(w for key in sorted(keys) for w in ENGLISH.get(key, ())))


def from_english(word: str) -> frozenset[str]:
    """The relations an English kin word names (wife -> wife; father-in-law -> both)."""
    return frozenset(key for key, words in ENGLISH.items() if word.lower() in words)
