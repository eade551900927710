# ruff: noqa: RUF001
"""A question that asks an attribute of someone or something the store writes, which no memory
that writes them states, gets nothing (docs/languages.md, "Attributes never told, stop 32").

A personal question asks an ATTRIBUTE (a name, a birthday, an age, a school, a phone number,
an address, a workplace, a weight, a horsepower...) of a HOLDER (a person, a pet, a thing):
欣怡读哪一间小学 asks 欣怡's school, 阿炳那条船是多少匹马力 the horsepower of 阿炳's boat. The
store writes the holder (孙女陈欣怡…学钢琴, 阿炳的船…四点半到), so the question clears the
lowered floor on everything told of them, though none of it holds what is asked. Whether a
memory can answer is read from what it writes: it writes the holder (the question's word for
it, the other words for one relation, roles.py `same_as`; with whose it is when the question
says so: 阿炳 and 船 together) and states the attribute or a value of its kind (a school's
word for a school, a run of digits for a phone number, a number of grams for a weight:
answer.py `fills`; for a name, 叫 / 姓 after the holder or a name written right after it). When
no memory does, nothing answers. A holder whose owner the store writes, while the holder
itself is written nowhere (鸣鸣的数学老师 where no memory writes 数学老师), is not told of
either. A memory in another language (an English note in a Chinese store) answers when it
writes the holder (an English word for it: "mother" for 妈, "brother" for 弟, "teacher" for
岳老师; or it by its sound: "Wenbo" for 文博), with whose it is in the same phrase when the
question says so ("Zimo's online English tutor"; stop 33, `_ties`), states a value of the
kind and clears the floor by itself; a note about someone else (Xiaoyan's car for 老刘's
truck) does not.

Read for a Chinese question of QUESTION_MOST characters at most that asks one attribute of
ATTRIBUTES of a holder the store writes; a question asked as general (一般, 通常) or one whose
holder the store writes nowhere is left to the floor (and to untold.py: a kind of thing the
store never names). The setting is RankParams.untold (read with untold.py's test, frame.py
`about`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.entities_zh import SURNAMES
from ebbing.lang import language_of
from ebbing.lang.dialects import reading
from ebbing.lang.hant import simplified
from ebbing.retrieval.answer import Slot, fills
from ebbing.retrieval.cantonese_asked import asked_in_mandarin
from ebbing.retrieval.kinds import _KIN, _KIND_OF, KINDS
from ebbing.retrieval.pinyin import readings
from ebbing.retrieval.relative import writes
from ebbing.retrieval.roles import ACROSS, RELATIONS, _recurs, name_after, names_given, same_as
from ebbing.retrieval.untold import words_for as kind_words

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

QUESTION_MOST = 80  # characters: a question, not a pasted conversation (untold.py's)
HOLDERS_READ = 200  # memories that write the holder, read for the attribute
NEAR = 4  # characters between the holder and 叫 / 姓 that name them (阿海他的船叫…)
OWNER_WORDS = 3  # words between whose it is and the holder in Latin letters ("Liu's old truck")


@dataclass(frozen=True)
class Attribute:
    """How a question asks an attribute (`asks`, in Chinese) and how a memory states it or a
    value of its kind (`states`, Chinese and English); `near`: stated right after the holder
    (a name), not anywhere in a memory that writes the holder."""

    asks: re.Pattern[str]
    states: re.Pattern[str]
    near: bool = False
    measure: str = ""  # a number in this measure states it too (answer.py `fills`)


_ZODIAC = "属[鼠牛虎兔龙蛇马羊猴鸡狗猪]"
# (stop 36) 叫 before a person asks them to do something (船老大阿勇叫我去洞头海钓, 叫他早点
# 回来): a bidding, not a name
_NOT_BID = r"(?![我你他她咱俺您人])"
ATTRIBUTES: dict[str, Attribute] = {
    "name": Attribute(re.compile(r"叫(?:什么|啥子?|甚么)(?:名字)?|(?:什么|啥)名字|全名|大名"
                                 r"|姓(?:什么|啥子?)|贵姓"),
                      re.compile(r"名叫|叫" + _NOT_BID + r"|姓|名字|全名|\b(?:name[ds]?|called)\b",
                                 re.I),
                      near=True),
    "birthday": Attribute(re.compile(r"生日|(?:哪|几)一?年(?:出)?生的?|出生"),
                          re.compile(r"生日|出生|生于|[号日年]生|诞辰|寿辰|大寿|" + _ZODIAC
                                     + r"|\b(?:birthday|born)\b", re.I)),
    "age": Attribute(re.compile(r"几岁|多少岁|好多岁|[多好]大岁数|[多好]大年纪|多大了|年纪多大"
                                r"|岁数"),
                     re.compile(r"岁|大寿|年纪|出生|生于|[号日年]生|[零一二两三四五六七八九十0-9]"
                                r"(?:了|多了)|" + _ZODIAC
                                + r"|\b(?:years? old|aged?|born)\b", re.I)),
    "school": Attribute(re.compile(r"(?:哪|什么|啥)一?[间所个家]?(?:小学|中学|初中|高中|学校|大学"
                                   r"|幼儿园)|在哪(?:里|儿)?(?:上学|读书|念书)"),
                        re.compile(r"小学|中学|初中|高中|学校|大学|幼儿园|学院|附小|附中|[校读]"
                                   r"|念书|上学"
                                   r"|\b(?:school|kindergarten)\b", re.I)),
    # the animal of one's birth year: told by it, or by what gives it (a birth year, an age)
    "zodiac": Attribute(re.compile(r"属(?:什么|啥|哪|么子)|生肖|属相"),
                        re.compile(_ZODIAC + r"|生肖|属相|本命年|出生|生于|[号日年]生|岁|大寿"
                                   r"|\b(?:zodiac|born|years? old)\b|\byear of the\b", re.I)),
    # where someone comes from: a place they are of, their home village, where they were born
    "origin": Attribute(re.compile(r"(?:是|算)?(?:哪里|哪儿|哪|什么地方|啥地方)(?:的)?人"
                                   # (stop 36) 娘家: a married woman's people, where she is from
                                   r"|(?:老家|娘家)(?:是|在)?(?:哪|什么地方|啥地方)"),
                        re.compile(r"老家|娘家[是在]|家乡|故乡|来自|出生在|生在|长大"
                                   # a place's people (揭阳人, 英国人), not 家人, 老人, 客人
                                   r"|[\u4e00-\u9fff][^\s，。,.；;、！!？?一个家老男女好客熟病轻工商们主"
                                   r"夫友爱恋证亲情大小别他她某本]人"
                                   r"|\b(?:from|hometown|home town|grew up|born in)\b", re.I)),
    "grade": Attribute(re.compile(r"几年级"),
                       re.compile(r"年级|[初高][一二三]|大[一二三四]|\bgrade\b", re.I)),
    "phone": Attribute(re.compile(r"电话|手机号|号码是多少|联系方式"),
                       re.compile(r"\d[\d\s-]{5,}\d")),
    "address": Attribute(re.compile(r"住(?:在)?[\u4e00-\u9fff]{0,4}?(?:哪|什么地方|啥地方)|地址"),
                         # (stop 36) not 住院, a stay in hospital (我爹十月三号住院)
                         re.compile(r"住(?!院)|地址|[路街巷弄]|小区|[0-9一二三四五六七八九十]楼|[村镇]"
                                    r"|在[^，,。；;\s]{1,4}[市省县区镇村乡城家]"
                                    r"|\b(?:address|street|road|avenue|flat|room|block|lives?)\b",
                                    re.I)),
    # which town, village or district a place of this life is in (柴窑在哪个村, 米厂在潮阳哪个镇)
    "locality": Attribute(re.compile(r"(?<![住现正实存所自好])在[\u4e00-\u9fff]{0,4}?"
                                     r"哪一?个?[镇村区县乡街]"),
                          re.compile(r"[镇村区县乡街巷]|小区"
                                     r"|\b(?:town|village|district|county|street)\b", re.I)),
    "work": Attribute(re.compile(r"在(?:哪里|哪儿|哪|什么地方|哪个单位|哪家公司|哪个公司|哪家)"
                                 r"(?:上班|工作|打工|做事)|做(?:啥|什么)子?(?:工作|工|活)"
                                 r"|(?:什么|啥)工作"),
                      re.compile(r"上班|工作|打工|做事|单位|公司|厂|退休|当|教|[是做干开][^，,。]{1,6}"
                                 r"(?:的|老师|医生|护士|司机|师傅|会计|工程师|经理|员|工|游|长)"
                                 r"|\b(?:job|works?|company|office"
                                 r"|employ\w*)\b", re.I)),
    "blood": Attribute(re.compile(r"血型"),
                       re.compile(r"血型|[ABO]{1,2}型|\bblood type\b|\btype [ABO]{1,2}\b")),
    "plate": Attribute(re.compile(r"车牌|牌照|(?<!门)牌号"),
                       re.compile(r"车牌|牌照|牌号|\bplates?\b|[\u4e00-\u9fff][A-Z]\s?[A-Z0-9]{5}",
                                  re.I)),
    "weight": Attribute(re.compile(r"(?:几|多少)(?:克|斤|公斤|两)|多重|体重"),
                        re.compile(r"体重|\bweigh\w*\b", re.I), measure="weight"),
    "power": Attribute(re.compile(r"马力|排量|功率"),
                       re.compile(r"马力|排量|功率|\b(?:hp|horsepower|kw)\b", re.I)),
}
# a question asked of things in general, not of a holder of this life
_GENERAL = re.compile(r"一般|通常|大概|平均|正常")
# what is left of the question before the attribute: whose, pointing words, verbs
_TRAIL = re.compile(r"(?:今年|现在|目前|以前|当初|屋里|屋头|家里)?(?:在[\u4e00-\u9fff]{1,3})?"
                    r"(?:是|的|有|读|上|住|在)?$")
_SPLIT = re.compile(r"的|那[个条辆只位台部件]|这[个条辆只位台部件]|[他她]的?|寄来|开的|养的|买的")
# a question word: what is asked begins there (头家是几月几号生日, 船是多少匹马力)
_QUESTION = re.compile(r"是?(?:多少|几|哪|什么|啥|好多)")
# a verb in what comes before the holder: whose it is ends there (文博读博的导师 -> 文博)
_VERB = re.compile(r"[在撞开读买送]")
_KIN_WORDS = sorted({w for w in RELATIONS if not w.startswith("我")}
                    | {w for w, k in _KIND_OF.items() if k in _KIN and len(w) >= 2},
                    key=lambda w: (-len(w), w))
# a name by its title (王颖老师, 刘主任): no other memory need write it
_TITLED = re.compile(r"[\u4e00-\u9fff]{1,2}(?:老师|医生|大夫|师傅|经理|主任|律师|教练)")
# a title a surname right before names (曾老板, 罗师傅: the surname is told)
_TITLE = r"(?:老师|医生|大夫|师傅|经理|主任|律师|教练|老板|老板娘|护士长)"
_HOUSEHOLD = re.compile(r"(?:我们|咱们|我|咱|俺)?(?:家|家里|屋里|屋头)")
_SPEAKER = re.compile(r"^(?:我们|咱们|我|咱|俺|额们|额)")
# the speaker inside the words before 的 (跟我下棋的那位老伙计, 教我开车的师傅): a clause that
# says what the holder does with the speaker, not whose the holder is
_DESCRIBES = re.compile(r".(?:我们|咱们|我|咱|俺)")


def asks(query: str) -> tuple[str, str, str] | None:
    """(attribute, owner, head) of a Chinese question that asks one attribute of ATTRIBUTES of
    a holder it writes before it (欣怡读哪一间小学 -> school, "", 欣怡; 阿炳那条船是多少匹马力
    -> power, 阿炳, 船); None for any other question."""
    text = asked_in_mandarin(simplified(query.strip()))  # 姓乜个: 姓什么 (teochew_asked.py)
    if _GENERAL.search(text):
        return None
    found = [(m.start(), key) for key, attr in ATTRIBUTES.items() if (m := attr.asks.search(text))]
    if not found:
        return None
    start, key = min(found)
    # the attribute's own clause: 我对什么过敏 血型是啥 asks no holder's blood type (stop 33)
    before = re.split(r"[\s，,。？?！!；;]", text[:start])[-1]
    before = _TRAIL.sub("", _TRAIL.sub("", _QUESTION.split(before)[0]))
    pieces = [p for p in _SPLIT.split(_SPEAKER.sub("", before)) if p]
    if not pieces:
        return None
    head = pieces[-1]
    if (bare := re.sub(r"^(?:屋里|屋头|家里)", "", head)) and len(bare) >= 2:
        head = bare  # 我屋里老刘: the speaker's household's 老刘
    if head[:1] == "亲" and head[1:] in _KIN_WORDS:
        head = head[1:]  # 我亲妹妹: the speaker's own 妹妹
    if (head[-1:] == "厝" and len(head) >= 3) or (head[-1:] == "家" and len(head) >= 4):
        head = head[:-1]  # 郑玉燕厝住在哪: where her home is (Min 厝); not 头家, 老人家
    owner = _VERB.split(pieces[0])[0] if len(pieces) >= 2 else ""
    owner = "" if _HOUSEHOLD.fullmatch(owner) or _DESCRIBES.match(owner) else owner
    if not owner:  # 小田老公: whose, then a relation word
        kin = next((w for w in _KIN_WORDS if head.endswith(w) and len(head) - len(w) >= 2), "")
        if kin:
            owner, head = head[:-len(kin)], kin
    return key, owner, head


def words_for(head: str, owner: str = "") -> list[str]:
    """The words a memory may write the holder by: the question's (read as Mandarin too,
    lang/dialects.py; 老丈人 as 丈人; 钢琴老师 as 老师 beside whose it is), another word for
    the same relation (roles.py `same_as`: 老公 -> 丈夫, 爱人), the words of the same kin kind
    of kinds.py (老豆 -> 爸爸, 阿爸) and of a thing's kinds (柯基, 土狗 for 狗)."""
    out = [head, reading(head)]
    if len(head) >= 3 and head[0] in "老小阿":
        out.append(head[1:])
    if len(head) >= 4 and owner:
        out.append(head[-2:])
    for word in list(out):
        out += same_as(word)
        kind = _KIND_OF.get(word)
        if kind is not None and kind in _KIN:
            out += [w for w in KINDS[kind][1] if len(w) >= 2 and _same_one(word, w)]
        elif kind is not None:
            out += kind_words({kind})
    if owner:  # (stop 36) 老倌的妈妈: the speaker's own (我妈, 我娘) is someone else
        out = [w for w in out if not _SPEAKER.match(w)]
    return list(dict.fromkeys(w for w in out if w))


# (stop 36) a cousin word says the cousin's sex and age beside the speaker (表妹 a younger
# woman, 表哥 an older man): 表哥 and 表妹 are two people, though one kind of kin
_COUSIN = re.compile(r"[表堂]([哥姐妹弟兄])")


def _same_one(word: str, other: str) -> bool:
    """Whether a kin word `other` of `word`'s kind may name the same person: not another
    cousin (表妹 is no 表哥); any other kind's words may."""
    mine, theirs = _COUSIN.fullmatch(word), _COUSIN.fullmatch(other)
    return not (mine and theirs) or mine.group(1) == theirs.group(1)


def sound_of(word: str) -> re.Pattern[str] | None:
    """How Latin text writes the Han `word` by its sound (刘建军 -> "Liu Jianjun", 文博 ->
    "Wenbo"; 老刘 as "Liu" too, 陈雅婷 as "Yating" too); None when `word` is not all Han."""
    if not word or not all("\u4e00" <= c <= "\u9fff" for c in word):
        return None
    forms = [word]
    if len(word) >= 2 and word[0] in "老小阿":
        forms.append(word[1:])
    if len(word) == 3 and word[0] in SURNAMES:
        forms.append(word[1:])
    spelled = []
    for form in forms:
        parts = [readings(c) for c in form]
        if all(parts):
            spelled.append(r"[\s\-']?".join("(?:" + "|".join(p) + ")" for p in parts))
    return re.compile(r"\b(?:" + "|".join(spelled) + r")\b", re.I) if spelled else None


def sounded(word: str, text: str) -> re.Match[str] | None:
    """Where Latin `text` writes the Han `word` by its sound (`sound_of`), or None."""
    pattern = sound_of(word)
    return pattern.search(text) if pattern is not None else None


# a title or trade a holder is written by (岳老师, 孟护士长) -> the English words for it
TITLES_EN = {"老师": ("teacher", "tutor"), "班主任": ("teacher",), "外教": ("tutor", "teacher"),
             "家教": ("tutor",),
             "导师": ("supervisor", "advisor"), "医生": ("doctor", "Dr"),
             "大夫": ("doctor", "Dr"), "护士": ("nurse",),
             "护士长": ("nurse",), "律师": ("lawyer",), "教练": ("coach",),
             "师傅": ("driver", "master"), "经理": ("manager",), "老板": ("boss",)}


def english_for(words: list[str]) -> list[str]:
    """English words for the holder `words` name: the relation's (roles.py ACROSS: "brother"
    for 弟弟) and a title's (TITLES_EN: "teacher" for 岳老师)."""
    out = [en for en, zh in ACROSS.items() if set(zh) & set(words)]
    out += [en for w in words for title, ens in TITLES_EN.items() if w.endswith(title)
            for en in ens]
    return list(dict.fromkeys(out))


def _ties(text: str, words: list[str], owner: str) -> bool:
    """Whether a memory in Latin letters writes the holder: an English word for it (words_for
    holds kinds.py's: "mother" for 妈; `english_for`) or it by its sound, and whose it is by
    its sound right before it when the question says so (语嫣她妈: "Yuyan's mother", not
    "his mum" in a note that names Yuyan elsewhere)."""
    found = [m for w in words + english_for(words) for m in (
        re.finditer(rf"\b{re.escape(w)}s?\b", text, re.I) if w.isascii()
        else [m for m in [sounded(w, text)] if m is not None])]
    if not owner:
        return bool(found)
    pattern = sound_of(owner)
    if pattern is None:
        return False
    return any((whose.end() <= m.start() and _phrase(text[whose.end():m.start()]))
               or (m.end() <= whose.start() and _phrase(between := text[m.end():whose.start()])
                   and " of " in between)
               for m in found for whose in pattern.finditer(text))


def _phrase(between: str) -> bool:
    """Whether whose it is and the holder are one noun phrase: OWNER_WORDS words at most
    between them, no stop ("Zimo's online English tutor"; "Hao: his mum" is another's)."""
    return not re.search(r"[,.;:!?()]", between) and len(between.split()) <= OWNER_WORDS


def _said(text: str) -> tuple[str, ...]:
    plain = simplified(text)
    return (plain, reading(plain))


def states(attr: Attribute, text: str, words: list[str], engine: SearchEngine) -> bool:
    """Whether a memory's `text` that writes the holder (one of `words`) states the attribute:
    anywhere in it, or for a name (`near`) within NEAR characters after the holder (叫, 姓),
    or as a name written right after it that the store writes again (女儿陈雅婷…)."""
    if not attr.near:
        return bool(attr.states.search(text)) or (
            bool(attr.measure) and fills(Slot("number", attr.measure), text))
    for word in words:
        for m in re.finditer(re.escape(word), text):
            if text[m.start() - 1:m.start()] in SURNAMES and re.fullmatch(_TITLE, word):
                return True  # 永兴皮具个曾老板: a surname before the title tells it
            window = text[m.end():m.end() + NEAR + 2]
            if attr.states.match(window) or re.match(rf"[^。；;！!？?]{{0,{NEAR}}}?(?:名叫"
                                                     rf"|叫{_NOT_BID}|姓|名字)", window):
                return True
            at = m.end() + len(window) - len(window.lstrip())
            name = name_after(text, at)
            full = bool(name) and len(name or "") == 3 and (name or " ")[0] in SURNAMES
            if (name and (_recurs(engine, name) or full)) \
                    or (text[at:at + 1] in SURNAMES and _TITLED.match(text, at + 1)):
                return True
    return False


def about(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
          on: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (the module's docstring), a test for the floor (floor.py
    `gate`'s `about`): whether a memory that writes the holder asked of states the attribute
    asked (or one in another language states a value of its kind); None for any other question,
    one whose holder the store writes nowhere, or with `on` 0."""
    text = query.strip()
    if on <= 0 or not 0 < len(text) <= QUESTION_MOST or language_of(text) != "zh":
        return None
    asked = asks(text)
    if asked is None:
        return None
    key, owner, head = asked
    attr = ATTRIBUTES[key]
    words = words_for(head, owner)
    if head in _KIN_WORDS or head in _KIND_OF:  # the name the store gives them (老婆蒙丽…)
        names = names_given(engine, words, text)  # and by the given name: 聂文斌 as 文斌
        words += [n for name in names for n in (name, name[-2:]) if n not in words]
    found: set[int] = {int(r) for r in rows.tolist()}
    for word in [w for w in words if len(w) >= 2] or ([owner] if owner else []):
        found.update(int(r) for r in writes(engine, word)[:HOLDERS_READ].tolist())
    if owner:
        found.update(int(r) for r in writes(engine, owner)[:HOLDERS_READ].tolist())
    candidates = {int(r): i for i, r in enumerate(rows.tolist())}
    # one of the speaker's own (我老公, 男朋友) may be written by a name the store never ties
    # to the word (我喊他鱼鱼…, 鱼鱼生日10月17号): a candidate that states the attribute and
    # clears the floor by itself may be about them
    kin = not owner and head in _KIN_WORDS
    holding: list[str] = []
    foreign: list[int] = []  # candidates' places: another language, or the speaker's kin
    for row in sorted(found):
        said = clip(engine.store.read_row(row).content, USE_CHARS)
        if language_of(said) not in ("zh", "ja"):
            if row in candidates and (key == "name" or attr.states.search(said)) \
                    and _ties(said, words, owner):  # of this holder, not of another
                foreign.append(candidates[row])
            continue
        forms = _said(said)
        if any(w in form for w in words for form in forms) \
                and (not owner or any(owner in form for form in forms)):
            holding.append(forms[0])
        elif kin and row in candidates and not attr.near and attr.states.search(forms[0]):
            foreign.append(candidates[row])
    if not holding and (not owner or len(head) < 2 or not len(writes(engine, owner))
                        or any(len(writes(engine, w)) for w in words if len(w) >= 2)):
        return None  # a holder the store writes nowhere, owner and all, is left to the floor
    # (the owner written, the holder nowhere: 鸣鸣的数学老师 where no memory writes 数学老师)
    told = any(states(attr, t, words, engine) for t in holding)

    def test(power: npt.NDArray[np.float64], floor: float) -> bool:
        """Told by a memory that writes the holder, or by one in another language that states
        a value of the kind and clears the floor itself."""
        return told or any(power[i] >= floor for i in foreign)

    return test
