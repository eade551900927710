"""Whether two Chinese statements speak of the same person (rules.judge_zh asks first): the
subjects rules.judge_zh_text reads, compared as people are named: a form of address by family
name (郑师傅 / 老郑), a relative by a pronoun (她婆婆 / 秀兰的婆婆) or by other words (闺女 /
女儿), what is someone's own (婷婷的头发) against someone else of theirs (老王的儿子, 桂兰的
老公 where the statement about 桂兰 does not speak of him)."""

from __future__ import annotations

import re

from ebbing.core import kin_zh
from ebbing.core.entities_zh import SURNAMES
from ebbing.lifecycle.rules.judge_zh_text import KIN, KIN_FORM, TITLES, ZhSentence


def family_name(who: str | None) -> str | None:
    """The family name a form of address gives (郑师傅, 闫老师 -> 郑, 闫; 老郑, 小郑 -> 郑)."""
    if not who:
        return None
    if len(who) >= 3 and who[1:] in TITLES:
        return who[0]
    if len(who) == 2 and who[0] in "老小":
        return who[1]
    return None


def by_family_name(o: ZhSentence, n: ZhSentence) -> bool:
    """Whether the new sentence's subject is whom the old memory gives a family name (姓闫 /
    闫老师), calls by another form of address with it (郑师傅 / 老郑) or names in full (宋建国 /
    老宋, either way round)."""
    name = family_name(n.subject)
    a, b = o.subject or "", n.subject or ""
    full = [s for s in (a, b) if len(s) == 3 and s[0] in SURNAMES and family_name(s) is None]
    if name and (f"姓{name}" in o.text or family_name(a) == name):
        return True
    return (full == [a] and a[0] == name) or (full == [b] and family_name(a) == b[0])


# what a person has that is no other person: 婷婷的头发 is still 婷婷
_OWN_PARTS = frozenset(["头发", "个子", "身体", "眼睛", "视力", "耳朵", "牙", "牙齿", "体重",
                        "脾气", "性格", "口味", "爱好", "工作", "工资", "手机", "车", "家"])


def _kin_of_other(owned: str | None, other: str | None, other_text: str) -> bool:
    """`owned` is someone's relative (X的爸爸) and the other statement, of no subject read,
    opens with X and does not name that relative (秀兰把她妈接来了 names 妈妈, said 妈)."""
    if other or not owned or "的" not in owned:
        return False
    owner, rest = owned.split("的", 1)
    if len(owner) < 2 or rest not in KIN or not other_text.startswith(owner):
        return False
    after = other_text[len(owner):]
    return not (rest in after or (len(rest) == 2 and rest[0] == rest[1] and rest[0] in after))


def same_subject(o: ZhSentence, n: ZhSentence) -> bool:
    a, b = o.subject, n.subject
    ro, rn = _relation(o.text), _relation(n.text)
    if ro and rn:  # 我婆婆 / 我老公他妈, 我老公 / 孩子他爸, 我大舅 / 我二舅
        return not (ro[1] and rn[1] and ro[1] != rn[1]) and bool(ro[0] & rn[0])
    if _kin_of_other(a, b, n.text) or _kin_of_other(b, a, o.text):
        return False  # 大伟的爸爸, where the other statement is about 大伟
    if not a or not b or a == b or {a, b} == {"我", "我们"} \
            or {a, b} & {"他", "她", "他们", "她们"}:  # we: the speaker too; a pronoun: unknown
        return True
    if _plain_kin(a) == _plain_kin(b):  # 秀兰的姐姐 / 秀兰姐姐, 德福的女儿 / 德福闺女
        return True
    if _someone_of(a, b, n.text) or _someone_of(b, a, o.text):
        return False  # 桂兰的老公 / 桂兰 (现在在小区当保安): someone else
    if _pronoun_kin(a, b) or _pronoun_kin(b, a):  # 她婆婆 / 秀兰的婆婆
        return True
    if (b.startswith(a + "的") and not _person_word(b[len(a) + 1:])) or \
            (a.startswith(b + "的") and not _person_word(a[len(b) + 1:])):
        return True  # 淑芬的膝盖, 国强的车: of the person, not someone else
    if by_family_name(o, n):  # 郑师傅 / 老郑; 钢琴老师姓蔡 / 蔡老师
        return True
    if b.startswith(a + "的") and len(b) > len(a) + 2 and b[len(a) + 1:] in o.text:
        return True  # 马阿姨的泰迪, of whom the old memory speaks (遛她的泰迪)
    if b.startswith(a + "的") and b[len(a) + 1:] in _OWN_PARTS:
        return True  # 婷婷的头发: of the person, not someone else
    if b.startswith(a) or (a.startswith(b) and not a.startswith(b + "的") and
                           not b.startswith(a + "的")):
        return not b.startswith(a)  # 老王 / 老王的儿子 (or 我 / 我姐姐): someone else
    if a.startswith(b + "的") or a.startswith(b):
        return True  # 我的狗 / 我: the owner speaks of what is theirs
    if _kin_of_named(a, b, o.text) or _kin_of_named(b, a, n.text):
        return False  # 爸妈 (the speaker's) / 宥廷的爸妈: another family
    return b in o.text or a in n.text  # 豆豆, named in 我的狗叫豆豆; 小明 in 小明和小红


# the last character of a place or a body (诊所, 公司, 学校): X的房东 of it is no one's relative
_PLACE_HEADS = frozenset("所院店厂司校馆区楼园局部队村镇市县省场室处行社团")


def _kin_of_named(bare: str, owned: str, bare_text: str) -> bool:
    """`bare` is a relative said without an owner or as the speaker's (爸妈, 我妈), `owned` the
    same relative of someone else named (宥廷的爸妈), whom the bare statement does not name."""
    owner, of, kin = owned.partition("的")
    if not of or owner in ("我", "我们") or owner in bare_text or not _person_word(kin) \
            or owner[-1] in _PLACE_HEADS:  # 诊所的房东: of a place, not a person
        return False
    return re.sub(r"^我(?:的)?", "", bare) == kin


# one relative by other words (闺女 is 女儿, 她爸 is 她爸爸): every word core/kin_zh.py gives a
# relation, written as that relation's first word; the longest first (哥哥 before 哥: the
# first words stand for themselves); words of two relations (爱人, 老伴, 对象) left as they are
_NAMING = [(w, rel) for table in (kin_zh.WORDS, kin_zh.CONTEXT)
           for rel, words in table.items() for w in words]
_SAME_KIN = tuple(sorted(
    ((w, kin_zh.WORDS[rel][0]) for w, rel in _NAMING
     if len({r for v, r in _NAMING if v == w}) == 1),
    key=lambda pair: -len(pair[0])))


def _plain_kin(who: str) -> str:
    """`who` without 的 and its kin term in one word (德福的闺女 -> 德福女儿, 她爸 -> 她父亲)."""
    # 小崔现在的女朋友, 小胖现在最好的朋友: now is when, not whose
    who = re.sub(r"(?:现在|如今|目前)(?=[\u4e00-\u9fff]{0,3}的)", "", who).replace("的", "")
    for word, plain in _SAME_KIN:
        if who.endswith(word):
            return who[: len(who) - len(word)] + plain
    return who


def _someone_of(owned: str, owner: str, owner_text: str) -> bool:
    """`owned` is a relative or a role of `owner` (桂兰的老公) and the statement about the owner
    does not speak of them (小彭和女朋友… and 秀兰把她妈接来了 do: what is said involves both)."""
    if not owned.startswith(owner + "的"):
        return False
    kin = owned[len(owner) + 1:]
    return _person_word(kin) and kin not in owner_text and kin[-1] not in owner_text


def _pronoun_kin(a: str, b: str) -> bool:
    """`a` is a relative by a pronoun (她婆婆) and `b` the same relative of someone named
    (秀兰的婆婆, 秀兰婆婆), not the speaker's or the listener's (我婆婆)."""
    a, b = _plain_kin(a), _plain_kin(b)
    return a[0] in "他她" and len(a) > 1 and b.endswith(a[1:]) and len(b) > len(a) - 1 \
        and b[0] not in "我你他她"


_ANIMALS = ("狗", "猫", "鸟", "鱼", "兔", "鼠", "龟", "马", "狗狗", "猫咪")


def _person_word(word: str) -> bool:
    """Whether what someone has (X的Y) is another being: a relative, a role or an animal
    (老王的儿子, 淑芬的同事, 国强的狗), not a part or a thing of theirs (膝盖, 车)."""
    return word in KIN or word in TITLES or bool(re.fullmatch(KIN_FORM, word)) \
        or word.endswith(_ANIMALS) or word.endswith(("们", "人", "友", "事", "居", "生", "户"))


# the speaker's relative a statement opens with, by the relation (core/kin_zh.py): spouses by
# their everyday names (孩子他爸 is my husband, 那口子 and 老伴 my spouse), an uncle or aunt by
# rank (我大舅: 舅舅, ranked 大)
_SPOUSE = ((re.compile(r"^(?:我家|我们家)?(?:那口子|老伴儿?)"), "我老伴"),
           (re.compile(r"^孩子他?爸"), "我老公"), (re.compile(r"^孩子他?妈"), "我老婆"))
_RANKED = re.compile(r"^我([大二三四五六七小老幺])(舅|姨|姑|叔|伯)(?![妈父夫丈子])")
_PLAIN = {"舅": "舅舅", "姨": "姨妈", "姑": "姑姑", "叔": "叔叔", "伯": "伯伯"}


def _relation(text: str) -> tuple[frozenset[str], str] | None:
    """(the relations, the rank) of the speaker's relative the text opens with, or None (not
    a relative of 我, or someone of theirs: 我老公的同事)."""
    for pattern, word in _SPOUSE:
        text = pattern.sub(word, text, count=1)
    rank = ""
    if m := _RANKED.match(text):
        rank, text = m.group(1), "我" + _PLAIN[m.group(2)] + text[m.end():]
    if not text.startswith("我") or text.startswith("我们"):
        return None
    found = kin_zh.mentions(text[:12], unknown=True)
    if not found or found[0].start != 1 or not found[0].keys \
            or text[found[0].end:found[0].end + 1] == "的":
        return None
    return found[0].keys, rank


# someone's one thing pointed at (小崔那台, 阿凯的那辆): a demonstrative and a measure word
_THAT_ONE = r"(?:的)?[那这](?:[台辆部架间家只条把])"


def same_thing(o: ZhSentence, n: ZhSentence, cue: str) -> bool:
    """Both point at the same person's one thing (小崔那台4米2 / 小崔那台小厢货换成…: one truck
    called two ways), and what the cue changes is that thing, not a part of it (那辆车的座垫
    换成…)."""
    who = n.subject
    if not who or who != o.subject:
        return False
    pointed = re.search(re.escape(who) + _THAT_ONE, n.text)
    if pointed is None or pointed.group(0) not in o.text:
        return False
    at = n.text.find(cue, pointed.end())
    return at > 0 and "的" not in n.text[pointed.end():at] \
        and not re.search(r"[,。;!?]", n.text[pointed.end():at])
