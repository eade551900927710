# ruff: noqa: RUF001, RUF002
"""A question about what someone does for a living, and the memories that say it of them.

我太太是做什么工作的？ shares no word with 我老婆蒙丽是导游，经常带旅行团去越南下龙湾, and e5 puts
any memory about that person (蒙丽的生日是三月八号) or any job (楼下的付大爷是退休的锅炉工) close to
it. What the question asks is read from its form (`asks_job`: 做什么工作, 是干什么的, 从事什么
职业, 在哪儿上班, "what does X do for a living"), and whom it asks about from the words before
that (`whom`: a relation, core/kin_zh.py, with every way of writing it and the names the store
gives it, retrieval/roles.py; a name; a pronoun). A memory answers when a sentence of it speaks
of that person and then states a job (`states_job`): by its verbs (当律师, 在医院上班, 做装修的,
开了一家民宿, 在小学教音乐) or by the word for a trade (是消防员, 是一名护士, 是牙医, 是开锁的) read
from how trade words end (-员, -师, -工, -医, -匠 …), not from a list of jobs. Those memories
weigh more in the ranking (`prior`, retrieval/search.py): JOB_WEIGHT.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core import kin_zh
from ebbing.lang import has_cjk
from ebbing.retrieval import kind, roles
from ebbing.retrieval.languages import writes_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

JOB_WEIGHT = 0.5  # a memory that states the job of the one asked about: final * (1 + this)
QUESTION_MOST = 80  # characters: a question, not a pasted conversation (as aliases.py)

_ASKS_ZH = re.compile(
    r"做什么(?:工作|职业|行业|生意|买卖)|做(?:什么|啥|哪一?行)的|干(?:什么|啥|嘛|哪一?行)(?:工作)?的|"
    r"从事(?:什么|哪)|什么(?:职业|工作|行业|营生)|(?:职业|工作|行当)是(?:什么|啥)|"
    r"在哪(?:儿|里|个单位|家公司)?(?:工作|上班|高就|任职|打工)|靠(?:什么|啥)(?:为生|吃饭|谋生|挣钱)")
_ASKS_EN = re.compile(
    r"\bfor (?:a )?(?:living|work)\b|\b(?:job|occupation|profession|line of work)\b|"
    r"\bwhere does .+ work\b|\bwhat (?:does|did) .+ do\s*\??$", re.IGNORECASE)
# how the word for a trade ends: 消防员, 律师, 锅炉工, 牙医, 木匠, 法官, 交警, 护士, 画家, 歌手
_TRADE_END = "员师工医匠官警士家手生长商农夫"
_TRADE = (rf"[\u4e00-\u9fff]{{0,5}}[{_TRADE_END}](?:人)?|导游|司机|会计|老板(?:娘)?|记者|秘书|保安|"
          r"保姆|主播|编辑|模特|演员|店主|厨子|大夫|职员|白领|干部")
_JOB_ZH = re.compile(
    rf"(?:是|做过|做了|当过)(?:一|[一二三四五六七八九十几]+年的?)?(?:名|位|个)?(?:退休的)?(?:{_TRADE})"
    rf"(?=[，。；！,.;!、（(]|$|[在出之])|"
    r"是(?:做|干|卖|开|修|教|写|跑|送|搞)[\u4e00-\u9fff]{1,5}的(?=[，。；,.;!、]|$)|"
    r"(?<![应相正])当(?:上|了|过)?(?:一名|一个|一位|名|个)?(?!时|天|然|地|初|年|晚|场|面|中|做|成|作|着|心)"
    r"[\u4e00-\u9fff]{1,6}|"
    r"在[^，。；,.;]{1,14}(?:工作(?![室日量服证])|上班|任职|打工|教书|实习|做事|干活|当差)(?!的时|时)|"
    r"在[^，。；,.;]{1,10}教[\u4e00-\u9fff]{1,3}|做[\u4e00-\u9fff]{1,4}(?:生意|买卖|工作)|"
    r"开(?:了|过)?(?:一|两|几)?(?:家|个|间)[\u4e00-\u9fff]{1,8}|经营|从事|职业是|工作是|退休前")
_JOB_EN = re.compile(
    r"\b(?:is|was|works as|worked as|became)\s+an?\s+(?:[a-z-]+\s+)?"
    r"[a-z]+(?:ist|er|or|ian|ant|ent|ect|ive|ic|man|woman|nurse|chef|cook|doctor|lawyer|pilot|guide)\b|"
    r"\bwork(?:s|ed)?\s+(?:[a-z-]+\s+)?(?:at|in|for|as)\s|"
    r"\b(?:runs|owns|opened|ran|owned)\s+(?:an?|the|his|her)\s")
_SENTENCE = re.compile(r"[^。；！？;!?\n]+")
_FILLER = re.compile(r"(?:是|以前|现在|目前|平时|过去|原来|之前|退休前|年轻时|年轻的时候|在)+$")


def asks_job(query: str) -> re.Match[str] | None:
    """Where a question asks what someone does for a living (or where they work), if it does."""
    if len(query) > QUESTION_MOST:
        return None
    return (_ASKS_ZH if has_cjk(query) else _ASKS_EN).search(query)


def states_job(sentence: str) -> bool:
    """Whether a sentence (or the part of it after its person) states a job."""
    return bool(_JOB_ZH.search(sentence) if has_cjk(sentence) else _JOB_EN.search(sentence))


def whom(query: str, asked: re.Match[str]) -> tuple[list[str], list[str], str]:
    """Whom a job question asks about: (the ways a memory may write them, their English words,
    whose relation it is when not the speaker's: Tomás of Tomás的太太); nothing for the speaker
    alone or no one."""
    before = query[:asked.start()]
    if not has_cjk(query):
        said = re.search(r"\b(?:what|where)\s+(?:does|did|do|is|was)\s+(.+?)(?:\s+do\b|\s+work\b|"
                         r"'s\s+(?:job|occupation|profession)|$)", query, re.IGNORECASE)
        owner = said.group(1) if said else ""
        names = re.findall(r"\b[A-Z][a-zà-ÿ]+\b", owner)
        kin = [w for w in re.findall(r"\b[a-z-]+\b", owner.lower())
               if w not in ("my", "our", "his", "her", "the", "a", "your", "s")]
        written = [f for w in kin for f in kin_zh.forms(kin_zh.from_english(w), chains=False)]
        return names + list(dict.fromkeys(written)), kin, ""
    kin = [m for m in kin_zh.mentions(before) if m.keys]
    if kin:
        last = kin[-1]
        owner = re.sub(r"的$", "", before[:last.start]).strip()
        owner = "" if owner in ("", "我", "我们", "咱", "咱们") else owner[-4:]
        spelled = [last.text, *kin_zh.forms(last.keys, chains=False)]
        return list(dict.fromkeys(w for w in spelled if len(w) >= 2)), \
            kin_zh.english(last.keys), owner
    subject = _FILLER.sub("", before.strip()).removesuffix("的")
    if subject in ("", "我", "你", "咱", "我们"):
        return [], [], ""
    if subject in ("他", "她"):
        return [subject], [], ""
    return ([subject, subject[-2:]] if len(subject) >= 2 else []), [], ""


def answers(text: str, spelled: list[str], english: list[str], owner: str = "") -> bool:
    """Whether a memory states the job of the one written `spelled` (or in English `english`):
    a sentence of it that writes them as its subject (not as whose someone else is: 阿英的弟弟)
    and, after that, a job. With an `owner` (Tomás of Tomás的太太), the sentence writes the
    owner too, and not 我老婆; without one, not 老庄的老婆."""
    for sentence in _SENTENCE.findall(text):
        if owner and owner not in sentence:
            continue
        at = [m.end() for w in spelled if w for m in re.finditer(re.escape(w), sentence)
              if _subject(sentence, m.start(), m.end(), owner)]
        low = sentence.lower()
        at += [m.end() for w in english for m in re.finditer(rf"\b{re.escape(w)}\b", low)]
        if at and states_job(sentence[min(at):]):
            return True
    return False


def _subject(sentence: str, start: int, end: int, owner: str) -> bool:
    """Whether the person written at start:end is who the sentence is about: not followed by
    的 (阿英的弟弟, 陈凯的爸妈: theirs is someone else), nor, without an owner asked, someone
    else's (老庄的老婆), and with one, not the speaker's (我老婆)."""
    if sentence[end:end + 1] == "的" and not re.match(r"的(?:工作|职业)", sentence[end:]):
        return False
    before = sentence[:start]
    if owner:
        return not before.endswith("我")
    return not (before.endswith("的") and not before.endswith("我的"))


def prior(engine: SearchEngine, query: str,
          rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64] | None:
    """For a question about someone's job, in a store that writes CJK: 1 + JOB_WEIGHT for the
    memories that state that person's job (`answers`), 1 for the rest; None (nothing changes)
    for any other question or store. The person is also written by the names the store gives
    the relation (roles.py: 我太太 and 我老婆蒙丽… -> 蒙丽), and for an English question by the
    Chinese words for it ("my boyfriend" -> 男朋友)."""
    asked = asks_job(query)
    if not len(rows) or not writes_cjk(engine):
        return None
    if asked is None:  # what kind a named one is (kind.py), asked as a job is
        return kind.prior(engine, query, rows)
    spelled, english, owner = whom(query, asked)
    given = {} if owner else roles.named_relations(engine, query) if has_cjk(query) else \
        roles.across(engine, query)
    for names in given.values():
        spelled += [n for name in names for n in dict.fromkeys((name, name[-2:]))]
    if not spelled and not english:
        return None
    out = np.ones(len(rows), dtype=np.float64)
    for i, row in enumerate(rows.tolist()):
        memory = engine.store.read_row(int(row))
        if answers(clip(memory.content, USE_CHARS), spelled, english, owner):
            out[i] = 1.0 + JOB_WEIGHT
    return out
