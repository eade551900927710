# ruff: noqa: RUF001, RUF002, RUF003
"""Whether a memory holds what a question asks of its topic, or merely shares the topic
(docs/languages.md, "A reading of the answer").

A question is a topic and a slot: 尿酸多少来着？ asks a number of 尿酸, 柯基能活多少年？ a number
of years of 柯基's life, 早班几点发车？ a clock time, 狗上次为啥拉肚子？ a cause. A memory that
answers a question about this person's life states the slot's value: 尿酸520, 早班五点半发车,
兽医说是吃了葡萄. A memory that only shares the topic with a question about the world (柯基能
活多少年？ beside 家里养了一只柯基叫馒头，今年四岁; "How many hours a day do bus drivers work?"
beside "I drive the number 12 bus, the first one leaves at 5:30") holds no value of that
slot, or a value of another kind (岁 is not a span of life in 年 … 四岁 is, see `fills`; a
clock time is not a span of hours).

`slot_of` reads the slot a question asks, in Chinese and English, from its question words: a
quantity in a unit (几个小时, 多少钱, 多长, 几岁; "how many hours", "how much", "how old"), a
time (什么时候, 哪天, 周几, 几点; "when", "what time"), a cause (为什么, 为啥, 什么原因, 怎么会;
"why", "what causes"). `fills` reads whether a text states a value of it: a number with a unit
of the same measure (two hours and 二十分钟 are spans of time, 2300 and 八百 are amounts of
money when money is asked), a time or date, a cause (因为, 所以, 导致, 说是; "because", "due
to"). The phrase lists are inputs to that reading, tested on fresh sentences in
tests/retrieval/test_answer.py.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.query import terms
from ebbing.lang import has_cjk, language_of
from ebbing.retrieval import general
from ebbing.retrieval.comment import commenting
from ebbing.retrieval.general import QUESTION_MOST, answers, asked, speaks_of_no_one
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.retrieval.kinds import is_place
from ebbing.retrieval.subject import EN_PERSONAL

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")
_NUM_ZH = r"(?:[0-9０-９][0-9０-９.,，]*|[零〇一二两俩仨三四五六七八九十百千万几半]+)"
_NUM_EN = (r"(?:\d[\d.,]*|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
           r"|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|half|a few|several"
           r"|a couple of|an?)\b)")

# measures, each a family of units: a question asking one is answered by a number in any
MEASURES_ZH: dict[str, tuple[str, ...]] = {
    "span": ("秒", "分钟", "刻钟", "小时", "钟头", "天", "日", "周", "星期", "礼拜", "个月",
             "月", "年", "岁", "辈子", "夜", "晚"),
    "money": ("钱", "块", "元", "毛", "角", "万", "千", "百", "美元", "刀", "工资", "房租"),
    "length": ("米", "厘米", "公分", "毫米", "公里", "里", "尺", "寸", "码"),
    "weight": ("斤", "公斤", "千克", "克", "吨", "两"),
    "degree": ("度",),
    "points": ("分", "%", "％", "个点", "成"),
    "times": ("次", "回", "趟", "遍", "顿"),
}
# the measure a question's adjective asks (多长, 多大, 多重, 多远, 多久, 多贵)
_HOW_ADJ_ZH = {"久": "span", "长时间": "span", "大": "", "长": "length", "高": "length",
               "远": "length", "重": "weight", "贵": "money", "少钱": "money"}
_UNIT_ZH = sorted({u for units in MEASURES_ZH.values() for u in units}, key=len, reverse=True)
_ASK_NUM_ZH = re.compile(r"(?:几|多少)(?:个|份)?(" + "|".join(_UNIT_ZH) + r")?"
                         r"|多(久|长时间|少钱|大|长|高|远|重|贵)")
_ASK_WHEN_ZH = re.compile(r"什么时候|啥时候|几时|何时|哪天|哪一天|哪年|哪一年|哪个月|几月|几号"
                          r"|周几|星期几|礼拜几|几点")
_ASK_WHY_ZH = re.compile(r"为什么|为啥|为何|干嘛要|怎么会|咋会|什么原因|啥原因|原因是|咋回事"
                         r"|怎么回事|是什么引起|是什么导致|由什么引起")
_WHEN_ZH = re.compile(r"(?:" + _NUM_ZH + r")\s*(?:年|月|号|日|点|时)|周[一二三四五六日天末]"
                      r"|星期[一二三四五六日天]|礼拜[一二三四五六日天]|[今明昨前后去]天|[今明去前后]年|[正腊冬]月"
                      r"|[上下这本]个?(?:周|星期|礼拜|月)|月[初底中]|年[初底]|早上|上午|中午|下午"
                      r"|晚上|凌晨|傍晚|每天|每周|每月|每年|春节|过年|国庆|清明|端午|中秋|元旦")
_EVERY_ZH = re.compile(r"每(?:一|个|隔)*(?:天|日|晚|周|星期|礼拜|月|年|季)|[天周月年]一次|一次")
_CAUSE_ZH = re.compile(r"因为|由于|所以|导致|引起|造成|害得|才会|说是|是因为|的缘故|原因"
                       r"|为了|吃了|得了|查出")
_NUMBER_ZH = re.compile(_NUM_ZH)
# English
_ASK_WHEN_EN = re.compile(r"^\s*when\b|\bwhat (?:time|day|date|year|month)\b|\bwhich (?:day|"
                          r"date|year|month)\b|\bhow soon\b", re.IGNORECASE)
_ASK_WHY_EN = re.compile(r"^\s*why\b|\bwhat (?:causes|caused|made|makes)\b|\bhow come\b"
                         r"|\bwhat is the reason\b", re.IGNORECASE)
_ASK_NUM_EN = re.compile(r"\bhow (much|many|long|old|far|tall|big|often|heavy)\b"
                         r"(?:\s+(\w+))?", re.IGNORECASE)
_SPAN_EN = (r"(?:second|minute|hour|day|night|week|month|year|decade|lifetime)s?\b|\byears? old"
            r"\b|\bdaily\b|\bweekly\b|\bmonthly\b|\byearly\b")
_ASK_VALUE_EN = re.compile(r"\bwhat(?:'s| is| was)? (?:the )?(score|grade|price|cost|percentage|"
                           r"temperature|size|age|number|dose|amount)\b", re.IGNORECASE)
MEASURES_EN: dict[str, str] = {
    "span": _SPAN_EN,
    "money": r"(?:dollars?|bucks|euros?|pounds?|yuan|rmb|cents?|k)\b|[$€£¥]",
    "length": r"(?:meters?|metres?|cm|km|miles?|feet|foot|inch(?:es)?|yards?)\b",
    "weight": r"(?:kg|kilos?|grams?|pounds?|lbs?|tons?)\b",
    "times": r"(?:times?|once|twice)\b",
    "points": r"(?:points?|marks?|%|percent)",
}
# a value named by what it measures ("what score", "what grade"): the measure it asks
_VALUE_MEASURE_EN = {"score": "points", "grade": "points", "percentage": "points",
                     "price": "money", "cost": "money", "age": "span"}
_EN_HOW = {"long": "span", "old": "span", "often": "times", "far": "length", "tall": "length",
           "heavy": "weight", "much": "", "many": "", "big": ""}
_WHEN_EN = re.compile(r"\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|o'clock)|\d{4}|january|february|march|"
                      r"april|may|june|july|august|september|october|november|december|monday|"
                      r"tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|"
                      r"yesterday|tonight|weekend|morning|afternoon|evening|ago|last|next|"
                      r"every|since|spring|summer|autumn|fall|winter|christmas)\b",
                      re.IGNORECASE)
_CAUSE_EN = re.compile(r"\b(?:because|since|due to|caused|so|after|as a result|from|for)\b",
                       re.IGNORECASE)
_NUMBER_EN = re.compile(_NUM_EN, re.IGNORECASE)
# "How do I fix a flat tyre?": the I of a way to do something is anyone (with "my" or "our"
# beside it the question stays personal: "How do I get to my dentist?")
_HOW_TO_EN = re.compile(r"^\s*how (?:do|can|should|would) (?:i|we|you|one)\b", re.IGNORECASE)
_EN_POINTED = re.compile(r"\b(?:this|that|these|those)\b", re.IGNORECASE)
_LATIN = re.compile(r"[A-Za-z0-9]")


# a question that asks for a judgement or a norm (海钓用多长的竿合适？, 云南几月份去最好？,
# 科目二最难的是哪一项？, "What is the best time to visit Yunnan?"): a memory that states the
# person's own value (钓竿是3.6米的, 打算十月份去云南) does not hold the judgement; it answers
# only when it holds what is asked, the judgement too (general.py `answers`)
_JUDGED_ZH = re.compile(r"合适|适合|最好(?!的)|最佳|最(?:难|容易|合适|划算|快|省|安全|有效|值)|划算"
                        r"|值得|值不值|好用|好不好|推荐|正常"
                        r"|比较好|有用|有效|为宜|标准")
_JUDGED_EN = re.compile(r"\b(?:(?<!like )(?<!love )best|ideal|worth|recommended|should|normal"
                        r"|good|better|right|enough|safe|okay|ok|usual)\b", re.IGNORECASE)
# a question asked yes or no (狗吃葡萄会中毒吗？, 车贷提前还款划算吗？, 科目二考过没？; "Does
# quitting smoking lower blood pressure?"): what it asks is its predicate, which a memory that
# answers holds (general.py `answers`), as the memory that states the person's own case does
_YES_NO_ZH = re.compile(r"吗[？?！!。]*$|([\u4e00-\u9fff])不\1|有没有|是不是|没有?[？?]*$"
                        r"|[过了]没[？?]*$")
_YES_NO_EN = re.compile(r"^\s*(?:do|does|did|is|are|was|were|can|could|should|will|would|"
                        r"has|have|may|must)\b", re.IGNORECASE)
# what a kind brings about (全飞秒手术有什么后遗症？, 这种药有哪些副作用？): what is asked is
# the noun, which a memory that answers holds. Not a person's attributes (有什么毛病,
# 有什么爱好, 有什么忌口: a memory tells them without the word), nor a judgement of one's own
# (最喜欢, 最怕, 最早: 我最爱吃哪种米粉 is answered by 我喜欢吃老友粉)
_HAS_WHAT_ZH = re.compile(r"有(?:什么|哪些|啥)(?:样的)?(?:后遗症|副作用|并发症|风险|危害|好处|坏处"
                          r"|影响|作用|功效|症状)")
# a choice between two (缬沙坦要饭前吃还是饭后吃？): a memory answers when it holds either side
_CHOICE_ZH = re.compile(r"([\u4e00-\u9fff]{1,4})还是([\u4e00-\u9fff]{1,4})")


@dataclass(frozen=True)
class Slot:
    """What a question asks of its topic: "number" (in `measure`, or any number when it is
    ""), "when" or "why", a value a memory states (`fills`); or "whether" (asked yes or
    no), "judged" (a judgement or a norm) or "choice" (which of two), which a memory
    answers only by holding what is asked (`answers`)."""

    kind: str
    measure: str = ""


# a value named by what it measures, before the question word (利率是多少, 温度多少,
# 价格多少): the measure it asks, as 多少钱 asks money
VALUE_MEASURE_ZH = {"利率": "points", "利息": "points", "比例": "points", "概率": "points",
                    "几率": "points", "分数": "points", "成绩": "points", "价格": "money",
                    "价钱": "money", "费用": "money", "工资": "money", "收入": "money",
                    "温度": "degree", "体温": "degree", "度数": "degree", "水温": "degree",
                    "身高": "length", "长度": "length", "距离": "length", "体重": "weight",
                    "重量": "weight", "寿命": "span", "时长": "span", "年龄": "span",
                    "周期": "span"}
_VALUE_ZH = re.compile("(" + "|".join(VALUE_MEASURE_ZH) + ")")


def _measure_zh(unit: str) -> str:
    return next((m for m, units in MEASURES_ZH.items() if unit in units), "")


def slot_of(query: str) -> Slot | None:
    """The slot `query` asks of its topic, or None (what, which, who, where, whether: any
    memory on the topic may hold it, nothing is read)."""
    text = query.strip()
    if language_of(text) in CJK:
        if _CHOICE_ZH.search(text):
            return Slot("choice")
        if _JUDGED_ZH.search(text) or _HAS_WHAT_ZH.search(text):
            return Slot("judged")
        if _ASK_WHY_ZH.search(text):
            return Slot("why")
        if _ASK_WHEN_ZH.search(text):
            return Slot("when")
        m = _ASK_NUM_ZH.search(text)
        if m is None:
            return Slot("whether") if _YES_NO_ZH.search(text) else None
        named = _VALUE_ZH.search(text[max(0, m.start() - 5):m.start()])  # 利率(现在)是多少,
        if named is not None:  # 度数多高: the value it names says the measure
            return Slot("number", VALUE_MEASURE_ZH[named.group(1)])
        if m.group(2) is not None:
            return Slot("number", _HOW_ADJ_ZH[m.group(2)])
        return Slot("number", _measure_zh(m.group(1) or ""))
    if _JUDGED_EN.search(text):
        return Slot("judged")
    if _ASK_WHY_EN.search(text):
        return Slot("why")
    if _ASK_WHEN_EN.search(text):
        return Slot("when")
    m = _ASK_NUM_EN.search(text)
    if m is None:
        value = _ASK_VALUE_EN.search(text)
        if value is not None:
            return Slot("number", _VALUE_MEASURE_EN.get(value.group(1).lower(), ""))
        if _HOW_TO_EN.search(text):
            return Slot("whether")  # a way to do something: all its parts, as yes or no
        return Slot("whether") if _YES_NO_EN.search(text) else None
    measure = _EN_HOW[m.group(1).lower()]
    noun = (m.group(2) or "").lower()
    if not measure and noun:
        measure = next((k for k, pat in MEASURES_EN.items() if re.match(pat, noun)), "")
    return Slot("number", measure)


def choice_held(query: str, text: str) -> bool:
    """Whether `text` holds either side of a choice `query` asks (饭前吃 / 饭后吃 by a
    character pair the other side lacks: 饭前 or 饭后)."""
    m = _CHOICE_ZH.search(query)
    if m is None:
        return False
    left, right = ({w[i:i + 2] for i in range(len(w) - 1)} or {w} for w in m.groups())
    return any(p in text for p in (left - right) | (right - left))


def fills(slot: Slot, text: str) -> bool:
    """Whether `text` states a value of `slot` (its Chinese and its English read apart);
    never for a slot a memory answers only by holding what is asked."""
    if slot.kind not in ("number", "when", "why"):
        return False
    return (has_cjk(text) and _fills_zh(slot, text)) \
        or (bool(_LATIN.search(text)) and _fills_en(slot, text))


def _fills_zh(slot: Slot, text: str) -> bool:
    if slot.kind == "when":
        return bool(_WHEN_ZH.search(text))
    if slot.kind == "why":
        return bool(_CAUSE_ZH.search(text))
    if slot.measure:
        units = "|".join(sorted(MEASURES_ZH[slot.measure], key=len, reverse=True))
        found = re.search(_NUM_ZH + r"\s*(?:个|多个|来个|多)?\s*(?:" + units + ")", text)
        if slot.measure in ("money", "points"):  # a sum or a score written bare: 车贷每月还
            found = found or re.search(r"[0-9]{2,}", text)  # 2300, 四级考了512
        if slot.measure == "money":  # 花了一千一, 两万八
            found = found or re.search(r"[一二两三四五六七八九十][百千万]", text)
        if slot.measure == "span":  # 今年四岁 is a span of years, 八十了 an age, 每周一 and
            found = found or re.search(_NUM_ZH + r"(?:了|多了)", text) \
                or _EVERY_ZH.search(text)  # 三天一次 how often
        return bool(found)
    return bool(_NUMBER_ZH.search(text))


def _fills_en(slot: Slot, text: str) -> bool:
    if slot.kind == "when":
        return bool(_WHEN_EN.search(text))
    if slot.kind == "why":
        return bool(_CAUSE_EN.search(text))
    if slot.measure in MEASURES_EN:
        return bool(re.search(_NUM_EN + r"\s*(?:" + MEASURES_EN[slot.measure] + ")", text,
                              re.IGNORECASE)) or (slot.measure == "times" and bool(
                                  re.search(r"\b(?:once|twice|every|daily|weekly)\b", text,
                                            re.IGNORECASE)))
    return bool(_NUMBER_EN.search(text))


def holding(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
            wants: Reading, spelled: Collection[str] = ()) -> npt.NDArray[np.bool_] | None:
    """Per candidate row, whether its memory holds what `query` asks of its topic: a value of
    the slot it asks (`slot_of`, `fills`), or every part of what it asks about
    (general.py `answers`). None (every row may answer) for a question read as about this
    life (`wants.personal`) or not read at all (UNREAD: the reader off), one that speaks of
    someone (general.py `speaks_of_no_one`: 我, a relation word, a store's name, 这 / 那),
    one asking nothing this module reads, and an English one the learned reading does not
    read as general."""
    text = query.strip()
    if wants == UNREAD or wants.personal or not len(rows) or not text \
            or len(text) > QUESTION_MOST:
        return None
    slot = slot_of(text)
    if slot is None:
        return None
    if (language_of(text) not in CJK or slot.kind in ("whether", "choice", "why")) \
            and not wants.general:  # what only all its parts answer, a cause often told
        return None  # without a word for it: read general by both readings
    if language_of(text) in CJK and not speaks_of_no_one(
            text, engine.names, lambda term: bool(engine.lexical.term_postings([term])),
            spelled):
        return None
    if language_of(text) not in CJK and (EN_PERSONAL.search(_HOW_TO_EN.sub(" ", text))
                                         or _EN_POINTED.search(text)
                                         or engine.named_speakers(text)
                                         or not set(terms(text)).isdisjoint(spelled)):
        return None  # a thing's name (JLPT, N2, Canada) is no one of this life
    parts = asked(text)
    texts = [clip(engine.store.read_row(row).content, USE_CHARS) for row in rows.tolist()]
    return np.fromiter((holds(slot, text, parts, t) for t in texts), dtype=np.bool_,
                       count=len(rows))


def holds(slot: Slot, query: str, parts: list[list[str]], text: str) -> bool:
    """Whether a memory's `text` answers `query`, which asks `slot` about `parts`
    (general.py `asked`): a value of a typed slot (`fills`), or every part and more than its
    topic alone (a question of one part, 多肉多久浇一次水？ of 多肉, is answered by its value,
    not by a memory that names the topic; a cause: every part, the effect asked of); a
    judgement held as written (合适, 最好, best); either side of a choice; what a yes-or-no
    question asks, all its parts."""
    if slot.kind == "choice":
        return choice_held(query, text)
    if slot.kind == "why":  # a memory that states the effect asked of gives its cause with it
        return fills(slot, text) or (answers(parts, text)  # (手背为啥肿了: 被蜜蜂蛰了手背，
                                     and effect_held(query, text))  # 肿了)
    if slot.kind in ("number", "when"):
        return fills(slot, text) or (len(parts) >= 2 and answers(parts, text))
    if slot.kind == "judged":  # the candidates share the topic: the judgement decides
        return judged_held(query, text)  # (生意最好 answers 一年里啥时候生意最好)
    return answers(parts, text)


_PARTICLES_ZH = re.compile(r"[了呢啊呀吧嘛的？?！!。，,\s]+")


def effect_held(query: str, text: str) -> bool:
    """Whether `text` states the effect a why-question asks of: what the question writes after
    its question word (肿 of 膝盖为啥肿了, by its one character; 老是迟到 by a character pair),
    or before it when nothing follows; an English one by any of its index terms."""
    if language_of(query) not in CJK:
        return True  # general.py `answers` read every English part already
    m = _ASK_WHY_ZH.search(query)
    if m is None:
        return True
    effect = _PARTICLES_ZH.sub("", query[m.end():]) or _PARTICLES_ZH.sub("", query[:m.start()])
    if len(effect) <= 1:
        return not effect or effect in text
    return any(effect[i:i + 2] in text for i in range(len(effect) - 1))


def judged_held(query: str, text: str) -> bool:
    """Whether `text` writes the judgement `query` asks (合适, 最好, 好用; "best"): by one
    of its character pairs, a single character after 最 by itself, an English word as an
    index term."""
    if language_of(query) in CJK:
        found = [m.group(0) for m in _JUDGED_ZH.finditer(query)]
        found += [m.group(0)[-2:] for m in _HAS_WHAT_ZH.finditer(query)]  # 后遗症 by 后遗
        return any((w[1:] if w.startswith("最") else w) in text for w in found)
    return not set(terms(query)).isdisjoint(terms(text)) and any(
        t in set(terms(text)) for m in _JUDGED_EN.finditer(query) for t in terms(m.group(0)))


def answering(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
              spelled: Collection[str] = (), wants: Reading = UNREAD,
              on: bool = True, comment: bool = False) -> npt.NDArray[np.bool_] | None:
    """What the relevance floor reads of which candidates answer `query`: general.py's
    reading of a question asked as general questions are, and (`on`: the setting
    answer_reader) this module's reading of the slot it asks; a candidate answers when both
    let it. With it on, a name of `spelled` the question writes itself in the store's own
    spelling (重庆 of 重庆火锅的牛油锅底是怎么炒的？) is no name in another spelling: it is
    someone of the store only when the store's names hold it. With it off (stop 26), so is a
    city or a country of retrieval/kinds.py (重庆, 深圳: a place is no one, where a company the
    store writes as 饭点 and Fandian is someone's employer: 饭点二面是跟谁面 stays personal).
    `comment` (the setting comment_reader): a question the rules do not read as general is
    read by comment.py."""
    if spelled:
        spelled = frozenset(s for s in spelled if s not in query or not (on or is_place(s)))
    forms = general.answering(engine, query, rows, spelled, wants)
    if comment and forms is None:  # what it asks of its topic (comment.py, `comment_reader`)
        forms = commenting(engine, query, rows, spelled, wants)
    slot = holding(engine, query, rows, wants, spelled) if on else None
    if forms is None or slot is None:
        return forms if slot is None else slot
    return forms & slot
