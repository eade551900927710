"""The same day, festival or person written in the other script: what a question and a
memory in two languages share without translation.

An English question about a Chinese memory (or a Chinese question about an English note)
shares no word with it: the word index holds character pairs on one side and Latin words on
the other, and e5's cosine across scripts is weak. But some words mean one thing in both
scripts, and that meaning can be read, not translated:
- a day of the week: "Sunday" is 礼拜日, 礼拜天, 星期天, 周日 (`DAYS`);
- a festival, a day of the year: "Mid-Autumn" is 中秋 (or 八月十五), "Chinese New Year"
  is 春节 and 过年, "Double Ninth" 重阳 (`FESTIVALS`: the festivals core/lunar_zh.py and
  retrieval/general.py read, and the fixed days of the year both calendars name);
- the school holidays (stop 36): "the summer holidays" are 暑假, "the winter break" 寒假;
- a unit of money or measure (stop 36, `UNITS`): 几欧 asks of a note in "euros", 加元 of "CAD",
  "How many kilometres" of 公里;
- a person called by a family name and the word of age or closeness before it: "Old Chen"
  is 老陈, "Little Xie" 小谢 (by the sound of the name, retrieval/pinyin.py;
  a name of one syllable, which pinyin.py leaves alone because "Chen" alone would match every
  pair that starts with 陈, is read here only with its 老, 小 or 阿).
`found` gives, for a question, each such word of it, the memories of the store that write the
same thing in the other script, and the question written with the memories' words (for a
Chinese question; an English one keeps its own vector, as aliases.py does for names).
retrieval/aliases.py takes them as other spellings of the question's words: the memories join
the candidates, hold the word in the relevance floor (a capitalised festival is no stranger's
name), and BM25 counts the memory's word for it.

Kinship words are left out on purpose: an English note in a Chinese store is written by
someone else (a son, a grandson's wife, a tutor), whose "Grandpa" or "Mum" is not the
speaker's 爷爷 or 妈; an English question's "my mother" is the speaker's own, and
retrieval/roles.py `across` already reads it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.entities_zh import SURNAMES
from ebbing.core.eventtime_zh import number
from ebbing.core.query import terms
from ebbing.core.timeexpr import MONTH_NAMES, MONTHS
from ebbing.lang import has_cjk
from ebbing.retrieval import pinyin

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
QUESTION_MOST = 80  # characters: a question, not a pasted conversation (aliases.py's)

# a day of the week: its English name and the ways Chinese writes it; not 周一次 (once a
# week), not 每周一次
_DAY_CHARS = {"monday": "一", "tuesday": "二", "wednesday": "三", "thursday": "四",
              "friday": "五", "saturday": "六", "sunday": "日天"}
DAYS: dict[str, str] = {day: rf"(?:星期|礼拜|周)[{chars}](?![次回遍趟])"
                        for day, chars in _DAY_CHARS.items()}
DAYS["weekend"] = r"周末|礼拜六礼拜天|星期六星期天"
_EN_DAY = re.compile(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(weekends?)\b",
                     re.IGNORECASE)


@dataclass(frozen=True)
class Festival:
    english: tuple[str, ...]  # regular expressions over the English text (lower-cased)
    chinese: str  # a regular expression over the Chinese text
    written: str  # how an English question is written with it
    words: tuple[str, ...] = ()  # the Chinese words to look up (else the pattern's runs)


# the festivals both calendars name, each once; a lunar one by its lunar day too (八月十五)
FESTIVALS = (
    Festival((r"mid[- ]?autumn", r"moon ?cake festival", r"moon festival"),
             r"中秋|八月十五", "Mid-Autumn"),
    Festival((r"lantern festival", r"yuanxiao"), r"元宵|正月十五", "Lantern Festival"),
    Festival((r"double ninth", r"chongyang"), r"重阳|九月初九", "Double Ninth"),
    Festival((r"dragon ?boat", r"duanwu"), r"端午|五月初五", "Dragon Boat Festival"),
    Festival((r"qingming", r"tomb[- ]sweeping"), r"清明", "Qingming"),
    Festival((r"qixi", r"double seventh", r"chinese valentine"), r"七夕|七月初七", "Qixi"),
    Festival((r"(?:chinese|lunar) new year(?!'s eve)", r"spring festival"),
             r"春节|过年|大年初", "Chinese New Year"),
    Festival((r"(?:chinese|lunar) new year's eve",), r"除夕|年三十", "Chinese New Year's Eve"),
    Festival((r"national day", r"golden week"), r"国庆", "National Day"),
    Festival((r"children's day",), r"六一(?![广路街大])|儿童节", "Children's Day"),
    Festival((r"labou?r day", r"may day"), r"劳动节|五一(?![广路街大])", "Labour Day"),
    Festival((r"teachers'? day",), r"教师节", "Teachers' Day"),
    Festival((r"winter solstice",), r"冬至|冬节", "winter solstice"),
    Festival((r"laba",), r"腊八", "Laba"),
    Festival((r"ghost festival",), r"中元|七月半", "Ghost Festival"),
    Festival((r"new year's day",), r"元旦", "New Year's Day"),
    Festival((r"christmas",), r"圣诞", "Christmas"),
    Festival((r"valentine's day",), r"情人节", "Valentine's Day"),
    # (stop 36) the school holidays both name: "the summer holidays" are 暑假, "the winter
    # break" 寒假 (a time of the year as a festival is; each phrase written out, so that a
    # Chinese question finds the notes that write any of them)
    Festival((r"summer holidays?", r"summer break", r"summer vacation"), r"暑假",
             "summer holidays"),
    Festival((r"winter holidays?", r"winter break", r"winter vacation"), r"寒假",
             "winter holidays"),
)
# (stop 36) a unit of money or measure both write: 几欧 is asked of a note in "euros", "How
# many kilometres" of a memory in 公里 (a question asking the amount in that unit)
UNITS = (
    Festival((r"\beuros?\b",), r"欧元|(?<=[几多少千万百十\d])欧(?![洲美盟阳式])", "euros",
             ("欧元",)),
    Festival((r"\bcad\b", r"canadian dollars?"), r"加元|加币", "CAD", ("加元", "加币")),
    Festival((r"\busd\b", r"us dollars?", r"american dollars?"), r"美元|美金", "US dollars",
             ("美元", "美金")),
    Festival((r"\bgbp\b", r"\bpounds? sterling", r"british pounds?"), r"英镑", "pounds",
             ("英镑",)),
    Festival((r"\bjapanese yen\b", r"\byen\b"), r"日元|日币", "yen", ("日元", "日币")),
    Festival((r"\bhkd\b", r"hong kong dollars?"), r"港币|港元", "HKD", ("港币", "港元")),
    Festival((r"\bkilomet(?:re|er)s?\b", r"\bkms?\b"), r"公里", "kilometres", ("公里",)),
    Festival((r"\bkilo(?:gram)?s?\b", r"\bkgs?\b"), r"公斤", "kilograms", ("公斤",)),
)
_FESTIVAL_TERMS = re.compile(r"[\u4e00-\u9fff]+")  # the words of a Chinese pattern

# a day of the year by month and day: "May 3rd", "3 May" and 五月三号, 5月3日
_MONTH = "|".join(m[:3] + r"(?:" + m[3:] + r")?" if len(m) > 3 else m for m in MONTH_NAMES)
_ORDINAL = r"(?:st|nd|rd|th)?"
_EN_DATE = re.compile(rf"\b(?:({_MONTH})\.?\s+(\d{{1,2}}){_ORDINAL}|(\d{{1,2}}){_ORDINAL}\s+"
                      rf"(?:of\s+)?({_MONTH}))\b", re.IGNORECASE)
_DIGITS = "一二三四五六七八九"


def chinese_number(n: int) -> str:
    """1..39 in Chinese numerals (3 -> 三, 12 -> 十二, 25 -> 二十五)."""
    tens, ones = divmod(n, 10)
    head = "" if tens == 0 else "十" if tens == 1 else _DIGITS[tens - 1] + "十"
    return head + ("" if ones == 0 else _DIGITS[ones - 1])


_ZH_NUMBER = "|".join(sorted((chinese_number(n) for n in range(1, 32)), key=len, reverse=True))
_ZH_DATE = re.compile(r"(?<![\d一二三四五六七八九十])(十[一二]|[一二三四五六七八九十]|1[0-2]|"
                      rf"[1-9])月({_ZH_NUMBER}|3[01]|[12]\d|[1-9])(?:号|日)")


def _dates(engine: SearchEngine, query: str) -> list[Crossed]:
    out = []
    if has_cjk(query):
        for m in _ZH_DATE.finditer(query):
            month, day = number(m.group(1)) or 0, number(m.group(2)) or 0
            if not (1 <= month <= 12 and 1 <= day <= 31):
                continue
            name = MONTH_NAMES[month - 1]
            pattern = re.compile(rf"\b{name[:3]}\w*\.?\s+{day}{_ORDINAL}\b|\b{day}{_ORDINAL}"
                                 rf"\s+(?:of\s+)?{name[:3]}", re.IGNORECASE)
            rows, used = _holding(engine, [f"{name} {day}", f"{name} {day}th", f"{name[:3]} {day}"],
                                  pattern, latin=True)
            if len(rows):
                written = f"{name.capitalize()} {day}"
                out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used),
                                   query.replace(m.group(0), f" {written} ", 1)))
        return out
    for m in _EN_DATE.finditer(query):
        month = MONTHS[(m.group(1) or m.group(4)).lower()[:3]]
        day = int(m.group(2) or m.group(3))
        lower_may = (m.group(1) or "") == "may"  # "it may 3 ..." is no month
        if not 1 <= day <= 31 or lower_may:
            continue
        zm, zd = chinese_number(month), chinese_number(day)
        pattern = re.compile(rf"(?<![\d一二三四五六七八九十])(?:{zm}|{month})月(?:{zd}|{day})"
                             rf"(?![\d一二三四五六七八九十])(?:号|日)")
        rows, used = _holding(engine, [f"{zm}月{zd}号", f"{zm}月{zd}日", f"{month}月{day}号",
                                       f"{month}月{day}日"], pattern, latin=False)
        if len(rows):
            out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used), ""))
    return out


# a family name with the word before it that says age or closeness: "Old Chen", 老陈
# (a family name: 阿 is left out, as 阿嬷, 阿公 and 阿伯 are kin words where 阿炳 is a name)
_TITLES = {"old": "老", "lao": "老", "little": "小", "xiao": "小", "young": "小"}
_EN_TITLED = re.compile(r"\b(Old|Lao|Little|Xiao|Young)\s+([A-Z][a-z]{1,5})\b")
_ZH_TITLED = re.compile(rf"([老小])([{SURNAMES}])")
_ENGLISH_TITLE = {"老": ("old", "lao"), "小": ("little", "xiao")}


@dataclass(frozen=True)
class Crossed:
    """One word of a question and what writes the same in the store's other script."""

    own: tuple[str, ...]  # the question's index terms for the word
    rows: IntArray  # the memories that write it the other way
    other: tuple[str, ...]  # their index terms for it
    respelled: str  # the question written with the memories' word ("" for English)
    # a day of the week says when, not what is asked: it brings its memories and counts in
    # BM25, but does not hold the question's word in the relevance floor ("What time does my
    # yoga class start on Sundays?" is not answered by 礼拜天我去听评弹)
    when: bool = False


def _texts(engine: SearchEngine, rows: IntArray) -> list[str]:
    return [engine.store.read_row(int(r)).content for r in rows.tolist()]


def _holding(engine: SearchEngine, words: list[str], pattern: re.Pattern[str],
             latin: bool) -> tuple[IntArray, list[str]]:
    """The rows holding every index term of one of `words` whose text matches `pattern`
    (checked on the text: 二月 is not 十二月's), in the script asked for; and the terms."""
    rows = np.zeros(0, dtype=np.int64)
    used: list[str] = []
    for word in words:
        want = terms(word)
        found = engine.lexical.term_postings(want)
        if not want or len(found) != len(set(want)):
            continue
        both = found[0][0]
        for more, _ in found[1:]:
            both = np.intersect1d(both, more)
        keep = [r for r, text in zip(both.tolist(), _texts(engine, both), strict=True)
                if pattern.search(text) and has_cjk(text) != latin]
        if keep:
            rows = np.union1d(rows, np.array(keep, dtype=np.int64))
            used += [t for t in want if t not in used]
    return rows.astype(np.int64), used


def _english_days(engine: SearchEngine, query: str) -> list[Crossed]:
    out = []
    for m in _EN_DAY.finditer(query):
        day = (m.group(1) or "").lower() + "day" if m.group(1) else "weekend"
        pattern = re.compile(DAYS[day])
        words = ["周末"] if day == "weekend" else \
            [pre + c for pre in ("星期", "礼拜", "周") for c in _DAY_CHARS[day]]
        rows, used = _holding(engine, words, pattern, latin=False)
        if len(rows):
            out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used), "", when=True))
    return out


def _chinese_days(engine: SearchEngine, query: str) -> list[Crossed]:
    out = []
    for day, chinese in DAYS.items():
        m = re.search(chinese, query)
        if m is None:
            continue
        pattern = re.compile(rf"\b{day}s?\b", re.IGNORECASE)
        rows, used = _holding(engine, [day], pattern, latin=True)
        if len(rows):
            out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used),
                               query.replace(m.group(0), f" {day.capitalize()} ", 1), when=True))
    return out


def _festivals(engine: SearchEngine, query: str) -> list[Crossed]:
    out = []
    lower = query.lower()
    cjk = has_cjk(query)
    for festival in (*FESTIVALS, *UNITS):
        if cjk:
            m = re.search(festival.chinese, query)
            if m is None:
                continue
            pattern = re.compile("|".join(festival.english), re.IGNORECASE)
            words = [festival.written, *(e.replace("\\", "") for e in festival.english
                                         if re.fullmatch(r"[a-z' -]+", e))]
            rows, used = _holding(engine, words, pattern, latin=True)
            respelled = query.replace(m.group(0), f" {festival.written} ", 1)
        else:
            m = re.search("|".join(festival.english), lower)
            if m is None:
                continue
            pattern = re.compile(festival.chinese)
            words = list(festival.words) or _FESTIVAL_TERMS.findall(festival.chinese)
            rows, used = _holding(engine, words, pattern, latin=False)
            respelled = ""
        if len(rows):
            out.append(Crossed(tuple(terms(query[m.start():m.end()])), rows, tuple(used),
                               respelled))
    return out


def _titled(engine: SearchEngine, query: str) -> list[Crossed]:
    """"Old Chen" and the store's 老陈, 老陈伯; 老陈 and an English note's "Old Chen"."""
    out = []
    if not has_cjk(query):
        by_sound = pinyin._sounds(engine).by_sound  # the store's pairs by their sound
        for m in _EN_TITLED.finditer(query):
            title = _TITLES[m.group(1).lower()]
            pairs = [p for p in by_sound.get(_syllable(title) + m.group(2).lower(), ())
                     if p[0] == title and p[1] in SURNAMES]
            if pairs:
                pattern = re.compile("|".join(pairs))
                rows, used = _holding(engine, sorted(pairs), pattern, latin=False)
                if len(rows):
                    out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used), ""))
        return out
    for m in _ZH_TITLED.finditer(query):
        for reading in pinyin.readings(m.group(2)):
            if reading not in engine.names:
                continue
            for title in _ENGLISH_TITLE[m.group(1)]:
                pattern = re.compile(rf"\b{title}\s+{reading}\b", re.IGNORECASE)
                rows, used = _holding(engine, [f"{title} {reading}"], pattern, latin=True)
                if len(rows):
                    written = f"{title.capitalize()} {reading.capitalize()}"
                    out.append(Crossed(tuple(terms(m.group(0))), rows, tuple(used),
                                       query.replace(m.group(0), f" {written} ", 1)))
    return out


def _syllable(title: str) -> str:
    return {"老": "lao", "小": "xiao"}[title]


def found(engine: SearchEngine, query: str) -> list[Crossed]:
    """Each day, festival or titled family name `query` writes that the store's memories in
    the other script write their own way (the module's text); none for a long text (a pasted
    conversation) or a store in one script."""
    if len(query) > QUESTION_MOST or not query.strip():
        return []
    if has_cjk(query):
        return [*_chinese_days(engine, query), *_dates(engine, query),
                *_festivals(engine, query), *_titled(engine, query)]
    return [*_english_days(engine, query), *_dates(engine, query), *_festivals(engine, query),
            *_titled(engine, query)]
