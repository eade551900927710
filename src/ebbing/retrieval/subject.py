# ruff: noqa: RUF001, RUF002, RUF003
"""Who a Chinese (Japanese, Korean) question is about: the speaker, someone the speaker knows,
or no one in particular.

A personal store holds what one person told about their own life. A question about that life
says whose it is: it speaks of the speaker (我, 我们, 咱), of someone by how they relate to the
speaker (老婆, 孩子, 岳母, 室友, `roles.RELATIONS` less the words that name a trade), or by a
name the store writes. A question about the world (蒙古的首都是哪里？, 感冒了应该吃抗生素吗？)
speaks of no one. The two differ in how far the relevance floor may be lowered for them
(retrieval/floor.py `lowest_for`): a paraphrase about the speaker's life has only its meaning
to go on, and its best cosine is as low as an off-topic question's (0.53-0.58 on the four sets
of bench/multilingual.py beside off-topic questions' 0.54-0.65), but an off-topic question
that speaks of someone the store knows is rare (one of 68 on those sets, at 0.39).

A question that speaks of the speaker alone (我对什么过敏？, "What am I allergic to?": no
relation word, no name) is about the speaker's own memories: `about_speaker`. A memory whose
subject is another person named first ("Daniel is allergic to cats", 刘洋对猫毛过敏) is not
the speaker's own: `others_first`, which the ranking reads to let the speaker's own memories
come first (retrieval/search.py, for a store that writes CJK only). A note in the other script
that opens on a kinship word ("Mum is allergic to penicillin", kept in English by a son) is
the asker's own: `kept_for_speaker`.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core import kin_zh
from ebbing.core.entities_zh import people_zh
from ebbing.core.query import terms
from ebbing.lang import language_of
from ebbing.lang.dialects import SPEAKER
from ebbing.retrieval import once, subject_jako
from ebbing.retrieval.capitals import TITLE, inner_names  # noqa: F401 (inner_names: theirs)
from ebbing.retrieval.languages import row_languages, writes_cjk
from ebbing.retrieval.pinyin import sounds_like_pair
from ebbing.retrieval.roles import RELATIONS

if TYPE_CHECKING:
    from ebbing.index.capitals import Capitals
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")
# relation words that name a trade or a standing anyone may have, not someone of the speaker's:
# a question about doctors or coaches in general is about the world
TRADES = frozenset({"医生", "教练", "保姆", "老板", "领导", "上司", "徒弟"})
# words for the household or family as a whole (孩子 without 我的 is the speaker's child)
HOUSEHOLD = ("孩子", "家里", "家人", "全家", "老人", "老两口", "儿女", "我家", "咱家",
             # (stop 19) one's relatives and in-laws as a whole, and the neighbours of old:
             # 亲戚里谁熬的茶最地道？ asks of the speaker's relatives, as 家里谁… of the household
             "亲戚", "亲家", "街坊")
# the speaker: 我, 咱, 俺 (northern speech), and Wu 阿拉, Hakka 𠊎 (lang/dialects.py)
_SPEAKER = re.compile(rf"我|咱|俺|{SPEAKER}")
# (session 11) a relation word in any register core/kin_zh.py knows (家父, 内人, 老爸, 岳丈)
# besides roles.py's: 家父是怎么去世的？ speaks of the speaker's father as 我爸… does
KIN_WORDS = frozenset(w for words in kin_zh.WORDS.values() for w in words)
# ... and the spoken words for one's own household that need no 我 before them (媳妇最近忙啥？,
# 娃几点放学？, 老爷子身体还好吗？, 当家的): 娃 as 孩子 is, not 娃娃 (a doll, 娃娃菜), 娃哈哈
SPOKEN_KIN = ("媳妇", "当家的", "老爷子")
_PEOPLE = re.compile("|".join(re.escape(w) for w in sorted(
    {*RELATIONS, *HOUSEHOLD, *KIN_WORDS, *SPOKEN_KIN} - TRADES, key=len, reverse=True))
    + r"|(?<!娃)娃(?![娃哈])")
# (session 11) a particular thing or one, pointed at: 这 / 那, maybe a number, and a classifier
# (那只鸟, 这辆车, 那两个人, 那位大夫, 那次, 那年, 那口子), not a kind (这种, 那样, 这么); someone
# already spoken of: 他 / 她 (not the 他 of 其他 "other", 他人 "others", 吉他 "guitar")
CLASSIFIERS = ("个只条辆家位本台件张把双套头匹棵所间部座块份场批首篇封盒瓶杯碗顿趟段栋层笔项幅片"
               "根颗支副幢届天年次回口")
_POINTED = re.compile(rf"[这那][一两二三四五六七八九十几0-9]*[{CLASSIFIERS}]"
                      r"|(?<![吉其利])他(?!人)|她")
# (session 11) with no subject written, a particular event the asker went through: a question
# that opens with an action done to its end (下完夜班…, 做完手术以后…: V完; the one who did it
# is the one asking), or that asks, with 是…的 and nothing before 是, how, when, where or by
# whom a past event came about (是在哪儿买的？, 是怎么认识的？, 是在哪拔的牙？; not 是不是,
# 是否). A kind named before the predicate (红烧肉怎么做？, 金字塔是谁建的？) is no pro-drop
# and stays as it was read
_DONE = re.compile(r"^[\u4e00-\u9fff]完(?!全|整|美|成|善)")
_OWN_EVENT = re.compile(r"^是(?!不是|否)[^，。？?]{1,12}的"
                        # a time counted back from the asker's now: a particular occasion of
                        # theirs (上次体检查出什么？, 去年荔枝卖了多少？, 前几天买的药叫什么？)
                        r"|上一?次|上一?回|前几天|前阵子|前些天|昨天|前天|上周|上个?星期|上个月"
                        r"|去年|前年")
# ... but what such an event takes, asked by a modal and a quantity (拔完牙需要几天才能消肿？,
# 做完手术要多久才能上班？), and what one may or should do after it (打完疫苗能洗澡吗？,
# 吃完饭应该马上运动吗？) are norms that hold for anyone who went through it
# (retrieval/general.py reads them so); 才能 is no permission (下完夜班怎么才能睡着？)
_TAKES = re.compile(r"(?:需要|要|得)(?:多少|几|多久|多长)|(?<!才)能|可以|可否|应该|应当|应不应该"
                    r"|要不要|需不需要|该不该")
# (session 11) someone described by where they come from and what they do (印度技术员, 波兰
# 验船师, 马来西亚护士, 新西兰外教): another country and a word for a trade or role, which
# ends in 员 / 师 / 士 / 匠, or 外教 (not 教 alone: 印度教 is a faith). A personal store tells
# of the foreigners one knows so; a question about a people names them by 人 (印度人吃东西
# 有什么忌口？ stays a kind's)
_COUNTRIES = (
    "日本 韩国 朝鲜 蒙古 越南 老挝 泰国 缅甸 柬埔寨 马来西亚 新加坡 印尼 印度尼西亚 菲律宾 "
    "印度 巴基斯坦 孟加拉 尼泊尔 斯里兰卡 伊朗 伊拉克 以色列 沙特 土耳其 埃及 南非 肯尼亚 "
    "尼日利亚 加纳 埃塞俄比亚 摩洛哥 俄罗斯 乌克兰 波兰 捷克 匈牙利 罗马尼亚 希腊 意大利 "
    "西班牙 葡萄牙 法国 德国 英国 爱尔兰 荷兰 比利时 瑞士 奥地利 瑞典 挪威 丹麦 芬兰 冰岛 "
    "美国 加拿大 墨西哥 古巴 巴西 阿根廷 智利 秘鲁 哥伦比亚 澳大利亚 新西兰")
COUNTRIES = tuple(_COUNTRIES.split())
_DESCRIBED = re.compile("(?:" + "|".join(sorted(COUNTRIES, key=len, reverse=True))
                        + r")(?:籍|裔|来的)?(?:[\u4e00-\u9fff]{0,3}?[员师士匠]|外教)(?!们)")
# someone in an English question: the speaker, anyone by a pronoun or a relation word
# someone by their relation to the speaker, in English ("my wife", "her grandson")
_EN_RELATION = (r"\b(?:wife|husband|son|daughter|mother|father|mom|mum|dad|brother|sister|"
                r"boyfriend|girlfriend|friend|parents?|grand(?:ma|pa|mother|father|son|"
                r"daughter|child|children|parents?)|uncle|aunt|cousin|niece|nephew|partner|"
                r"landlord|boss|colleague|roommate|neighbou?r|kids?|baby|[a-z]+-in-law)s?\b")
EN_PERSONAL = re.compile(
    r"\b(?:i|me|my|mine|myself|we|us|our|ours|he|she|his|her|him|they|them|their)\b|"
    + _EN_RELATION, re.IGNORECASE)
# ... and, for a question about the speaker alone, a child of anyone's ("my children's school")
_EN_RELATED = re.compile(_EN_RELATION + r"|\bchild(?:ren)?\b", re.IGNORECASE)
_EN_SPEAKER = re.compile(r"\b(?:I|me|my|mine|myself)\b", re.IGNORECASE)
_EN_OTHERS = re.compile(r"\b(?:we|our|us|he|she|his|her|they|their)\b", re.IGNORECASE)


def speaks_of_someone(query: str) -> bool:
    """Whether a CJK question speaks of the speaker or of someone by their relation to them."""
    return bool(_SPEAKER.search(query) or _PEOPLE.search(query)) \
        or subject_jako.speaks_of_someone(query)  # Japanese, Korean: their own words


def speaks_of_one(query: str) -> bool:
    """Whether a CJK question is about someone or something of this life in particular: it
    speaks of someone (`speaks_of_someone`), points at a particular thing or one (那只鸟…,
    他), describes one by country and trade (印度技术员), or, with no subject written, tells
    of a particular event the asker went through (下完夜班怎么解决失眠？, 是在哪儿买的？,
    上次…; not what an action done to its end takes or allows: 拔完牙需要几天才能消肿？,
    打完疫苗能洗澡吗？). A question about a kind does none of these."""
    return speaks_of_someone(query) or bool(_POINTED.search(query)) \
        or bool(_DESCRIBED.search(query)) \
        or bool(_OWN_EVENT.search(query.strip())) \
        or (bool(_DONE.search(query.strip())) and not _TAKES.search(query))


# (zhfloor2) an event that came about, or an intention, told of by the verb, not by a subject:
# 了 closing the question or a clause (卡在哪一关了？, 摩托车怎么了？, 考到几段了？; not 了 after
# a verb inside the clause: 北京冬奥会办了几天？ asks of a world event) and the verbs of intent
# 想 / 打算 / 准备 (not 思想, 理想, 感想, 想法, 想象, 想念). Chinese leaves the subject
# unwritten when it is plain; asked of a personal store, the event is someone's of this life
_EVENT = re.compile(r"(?<![算罢])了(?=[吗呢吧啊]?(?:[，,？?。！!]|$))"
                    r"|(?<![思理感])想(?![法象念])|打算|准备")


def tells_of_event(query: str) -> bool:
    """Whether a CJK question tells of an event that came about or an intention by its verb
    (`_EVENT`: 考驾照卡在哪一关了？, 店里想添一件什么大件设备？), whoever's it is. The
    relevance floor reads it as speaking of someone (retrieval/floor.py `lowest_for`); whether
    it asks general knowledge is read apart (retrieval/general.py: 想减肥应该少吃什么？ still
    asks it), so it is not part of `speaks_of_one`."""
    return bool(_EVENT.search(query)) or subject_jako.tells_of_event(query)  # ja, ko


# (stop 26) someone pointed at by the classifier for persons (那位医生, 这位师傅) or described by
# country and trade (印度技术员, `_DESCRIBED`): 北京那位甲状腺医生说我的结节怎么样？ asks what
# that doctor said, not of the speaker alone
_SOMEONE = re.compile(r"[这那]位|" + _DESCRIBED.pattern)


def about_speaker(query: str, names: Collection[str] = ()) -> bool:
    """Whether a question speaks of the speaker alone: 我 (or I, me, my) and no relation word,
    no other person (他, we), and none of the store's `names` (index terms)."""
    if not set(terms(query)).isdisjoint(names):  # (no copy of every name per search)
        return False
    if language_of(query) in CJK:
        return bool(re.search(r"我(?!们)", query)) and not _PEOPLE.search(query) \
            and not re.search(r"[他她它]|我们|咱们", query) and not _SOMEONE.search(query)
    return bool(_EN_SPEAKER.search(query)) and not _EN_OTHERS.search(query) \
        and not _EN_RELATED.search(query)


def others_first(text: str, names: Collection[str], own: str | None = None,
                 latin: Collection[str] | None = None) -> bool:
    """Whether a memory's subject is another person, named first: it opens with one of the
    store's `names` (an index term: "daniel", or a Chinese name's character pair) or a
    Chinese name (core/entities_zh.py: 刘洋说…, 小丁是…) and does not speak of the speaker
    before its first clause ends ("Daniel is allergic to cats",
    刘洋对猫毛过敏; not 我和刘洋…, "My friend Daniel…"). A memory that names first the one who
    said it (`own`, its character: a memory remembered in the third person, isThirdPerson)
    is that person's own, not another's."""
    head = re.split(r"[，,。.；;！!？?]", (text if latin is None else TITLE.sub(r"\1", text))
                    .strip(), maxsplit=1)[0]
    if not head or (own and own.strip() and head.lower().startswith(own.strip().lower())):
        return False
    if language_of(head) in CJK:
        if _SPEAKER.search(head):
            return False
        first = terms(head[:2])
        return (bool(first) and first[0] in names) or any(
            head.startswith(name) for name in people_zh(head))
    if _EN_SPEAKER.search(head) or re.search(r"\b(?:we|our|us)\b", head, re.IGNORECASE):
        return False
    first = terms(head.split()[0]) if head.split() else []
    if latin is None:
        return bool(first) and head[0].isupper() and first[0] in names
    # its first word, or after a title the name it gives ("Dr. Wen is…"; not "Started Andrew
    # Ng's course…"), a name the store writes (`latin_names`)
    words = TITLE.sub(r"\1", text.strip()).split()[:2]
    if not words or not words[0][0].isupper():
        return False
    if len(words) > 1 and TITLE.fullmatch(words[0] + ".") and words[1][0].isupper():
        words = words[1:]
    return any(t in latin for t in terms(re.split(r"['’:,;]", words[0])[0])[:1])


def latin_names(engine: SearchEngine) -> set[str]:
    """The Latin words the store writes as names (retrieval/capitals.py), and the opening
    words that sound like a character pair it writes ("Lele's class…" beside 乐乐,
    retrieval/pinyin.py)."""
    capitals = engine.capitals
    # kept until a memory is indexed or the word index grows (what sounds_like_pair reads),
    # not read from every opening word again on each question
    key = (capitals.added, engine.lexical.vocabulary_size())
    kept: tuple[Capitals, tuple[int, int], set[str]] | None = engine.__dict__.get("_latin_names")
    if kept is not None and kept[0] is capitals and kept[1] == key:
        return kept[2]
    names: set[str] = set(capitals.inner)
    for word, memories in capitals.opening.items():
        if memories >= 2 or sounds_like_pair(engine, word):
            names.update(terms(word))
    engine.__dict__["_latin_names"] = (capitals, key, names)
    return names


# how much less a memory about another person (named first) weighs for a question about the
# speaker alone, in a store that writes CJK (retrieval/search.py): a prior beside decay and
# status, so that the speaker's own memory comes first among close ones ("What am I allergic
# to?" put "Daniel is allergic to shellfish" over 我对芒果过敏)
OTHERS_SHARE = 0.5
# ... and only for a question (a pasted conversation, as MADial's, speaks as 我 of whoever is
# talking in it, often someone the memories name in the third person: there the prior cost
# MADial zh's dialog R@5 0.006); as retrieval/aliases.py RESPELL_MOST
QUESTION_MOST = 80  # characters


def others_rows(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row, whether its memory is about another person named first (`others_first`)."""
    return np.array([seen[2] for seen in _openings(engine, rows)], dtype=np.bool_)


Opening = tuple[int, int, bool, bool]


def _openings(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> list[Opening]:
    """Per row, how its memory opens: (stored offset, latin names known, another person named
    first (`others_first`), a kinship word first (`_KIN_HEAD`)); read from the store once and
    kept per (row, stored offset) as `languages.row_languages` keeps languages."""
    known: dict[int, Opening] = engine.__dict__.setdefault("_openings", {})
    offsets = engine.store.cols.col("offset")
    latin = latin_names(engine)
    out = []
    for row in rows.tolist():
        offset = int(offsets[row])
        seen = known.get(row)
        if seen is None or seen[0] != offset or seen[1] != len(latin):  # names only grow
            memory = engine.store.read_row(row)
            seen = known[row] = (offset, len(latin), others_first(
                clip(memory.content, USE_CHARS), engine.names, memory.character, latin),
                _KIN_HEAD.match(memory.content.lstrip()) is not None)
        out.append(seen)
    return out


def speaker_prior(engine: SearchEngine, query: str,
                  rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64] | None:
    """The prior for a question (QUESTION_MOST characters at most) about the speaker alone
    (`about_speaker`) in a store that writes CJK (`languages.writes_cjk`): 1 - OTHERS_SHARE
    for a memory about another person named first, 1 otherwise; None (nothing changes) for
    any other question or store."""
    if not len(rows) or len(query) > QUESTION_MOST or not writes_cjk(engine):
        return None
    theirs = once.someone_elses(engine, query, rows)  # 老孙的老伴 for 郑师傅的老伴
    if not about_speaker(query, engine.names):
        return None if theirs is None else np.where(theirs, 1.0 - OTHERS_SHARE, 1.0)
    others = others_rows(engine, rows) if theirs is None else others_rows(engine, rows) | theirs
    if others.any():  # only those read as another's are read again
        others[others] = ~kept_for_speaker(engine, query, rows[others])
    if others.any() and (asked := people_zh(query)):  # 阿旺住院我送了什么去: asks of 阿旺 too
        others[others] = ~named_first_asked(engine, asked, rows[others])
    prior: npt.NDArray[np.float64] = np.where(others, 1.0 - OTHERS_SHARE, 1.0)
    return prior


def named_first_asked(engine: SearchEngine, asked: Collection[str],
                      rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row, whether its memory's first clause holds one of the names the question
    writes (`asked`, core/entities_zh.py `people_zh`): a question that names the one a memory
    opens on asks about them too (阿旺住院我送了什么去 beside 阿旺个女儿打电话来，讲阿旺住院了。
    我煲了一锅鸡汤送去), so that memory is not lowered as another's."""
    heads = (re.split(r"[，,。.；;！!？?]", engine.store.read_row(int(r)).content.strip(),
                      maxsplit=1)[0] for r in rows)
    return np.array([any(name in head for name in asked) for head in heads], dtype=np.bool_)


# a note that opens on a kinship word as its subject ("Mum is allergic to…", "Grandpa's eye
# appointment…") names whom it is about by how its writer relates to them
_KIN_HEAD = re.compile(r"(?:mum|mom|mother|dad|father|grandma|grandpa|grandmother|grandfather"
                       r"|granny|grandad|nana)(?:['’]s)?\b", re.IGNORECASE)


def kept_for_speaker(engine: SearchEngine, query: str,
                     rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """Per row, whether its memory is a note in the other script than the question (CJK or
    not) that opens on a kinship word as its subject: kept for the speaker by a son or a
    granddaughter in their own language ("Mum is allergic to penicillin", "Mum's passport
    expires in June 2027", beside a speaker who asks 我对啥药过敏?, 我的护照啥辰光到期?). Its
    Mum is the one who asks, whom the question's 我 can never be matched to in words, not
    another person: `speaker_prior` leaves it alone. A note that opens on a name (Hannah,
    Klaus, "Tom, the exchange student") stays another's whatever its script."""
    cjk = language_of(query) in CJK
    other_script = np.array([(lang in CJK) != cjk for lang in row_languages(engine, rows)],
                            dtype=np.bool_)
    kin = np.array([seen[3] for seen in _openings(engine, rows)], dtype=np.bool_)
    return other_script & kin
