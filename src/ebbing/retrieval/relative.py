"""A question about a relative of someone the store names, which no memory tells of
(docs/languages.md, "The floor's answerable questions, stop 31").

A personal question may ask about a person one step from someone of this life: 阿妹的老公,
郭浩他女朋友, 小田她妈. The store names the first person (阿妹 is the speaker's sister), so
the question clears the lowered floor on everything told about her, and nothing tells the
floor that her husband was never mentioned. What is asked is a relative of that person: a
memory can answer only when it writes that person and a word for the relation together
(美玲的老公志刚…, 老伴秦淑芬 beside 郑师傅, 小田和她爱人…: roles.py `same_as` gives the other
words for one relation). When no memory that writes the person writes any word for the
relation, the question gets nothing.

Read only for a Chinese question of QUESTION_MOST characters at most that the floor reads as
about this life (lowered to SPOKEN_LOWEST, or not bound at all: it writes a name the store
holds), where the relation word follows, after 的, 他 or 她, someone a memory writes (a
relation word after 我, 我妈, is the speaker's and read elsewhere; a trade anyone may have,
攀岩教练, is no relative). A person no memory writes is left to the floor. The setting is
RankParams.untold (read with untold.py's test, frame.py `about`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.cjk import bigrams
from ebbing.lang import language_of
from ebbing.lang.dialects import reading
from ebbing.lang.hant import simplified
from ebbing.retrieval.cantonese_asked import asked_in_mandarin
from ebbing.retrieval.roles import _NOT_NAME, RELATIONS, same_as
from ebbing.retrieval.subject import HOUSEHOLD, KIN_WORDS, TRADES

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

QUESTION_MOST = 80  # characters: a question, not a pasted conversation (untold.py's)
HOLDERS_READ = 200  # memories that write the person, read for the relation
# a parent named by one character after whose (小田她妈, 陈屿他爸): its other words
_ONE_CHARACTER = {"妈": ("妈妈", "母亲", "妈", "娘"), "爸": ("爸爸", "父亲", "爸", "爹")}
_WORDS = tuple(sorted({w for w in RELATIONS if not w.startswith("我") and w not in TRADES}
                      | set(_ONE_CHARACTER), key=lambda w: (-len(w), w)))
_ASKED = re.compile(r"([\u4e00-\u9fff]{2,3}?)(?:的|他|她)(" + "|".join(_WORDS) + ")")
_SPEAKER = set("我咱俺他她它你您")  # the speaker's, or someone no name points at
# (stop 35) how many children or siblings someone has (阿枝有几个孥仔, 周磊屋里有几兄妹) asks of
# their relatives as 的 does: the words a memory tells them by (one character is enough: 仔, 妹)
_KIDS = ("孩子", "儿子", "女儿", "闺女", "子女", "儿女", "小孩", "娃", "仔", "囡", "崽", "伢", "孥")
_SIBS = ("兄", "弟", "姐", "妹", "哥", "姊")
_COUNTED = {**dict.fromkeys(("孩子", "娃儿", "娃娃", "小孩", "子女", "儿女", "崽", "伢子"),
                            _KIDS),
            **dict.fromkeys(("兄弟姐妹", "兄弟姊妹", "兄妹", "兄弟", "姐妹", "姊妹", "姐弟"),
                            _SIBS)}
_HAS = re.compile(r"((?:(?![的个])[\u4e00-\u9fff]){2,3}?)(?:家里|屋里|屋头|家)?"
                  r"(?:有|生了|养了)(?:几|多少)个?("
                  + "|".join(sorted(_COUNTED, key=lambda w: (-len(w), w))) + ")")


def asked(query: str) -> list[tuple[str, str]]:
    """(person, relation) for each relation word of `query` (read as Mandarin) written after
    whose it is, marked by 的 / 他 / 她 (阿妹的老公, 郭浩他女朋友), or counted as what someone
    has (阿枝有几个孩子, 周磊屋里有几兄妹: `_HAS`; 我妈, the speaker's, and a
    trade anyone may have, 攀岩教练, are not read, nor is whose when it is a kin word, 孩子他妈,
    or holds a character no name ends with, roles.py's: 看了他奶奶, 现在的班主任)."""
    text = reading(asked_in_mandarin(simplified(query)))  # 阿鸿个班主任: 个 as 的 (teochew)
    out = []
    for m in [*_ASKED.finditer(text), *_HAS.finditer(text)]:
        person, relation = m.group(1), m.group(2)
        if person[0] in _SPEAKER or any(w in person for w in _WORDS) \
                or person in KIN_WORDS or person in HOUSEHOLD or not _NOT_NAME.isdisjoint(person):
            continue  # 孩子他妈 is the speaker's own; 看了他奶奶, 现在的班主任 name no one
        out.append((person, relation))
    return out


def writes(engine: SearchEngine, person: str) -> npt.NDArray[np.int64]:
    """The rows whose index terms hold every character pair of `person`."""
    parts = bigrams(person) or [person]
    found = engine.lexical.term_postings(parts)
    if len(found) != len(set(parts)):
        return np.zeros(0, dtype=np.int64)
    rows = found[0][0]
    for other, _ in found[1:]:
        rows = np.intersect1d(rows, other)
    return rows


def words_for(relation: str) -> tuple[str, ...]:
    return _COUNTED.get(relation) or _ONE_CHARACTER.get(relation) or tuple(same_as(relation))


def told(engine: SearchEngine, person: str, relation: str) -> bool | None:
    """Whether a memory that writes `person` writes a word for `relation` too; None when no
    memory writes the person (nothing is read: the store does not name them)."""
    rows = writes(engine, person)
    texts = [reading(simplified(clip(engine.store.read_row(int(row)).content, USE_CHARS)))
             for row in rows[:HOLDERS_READ].tolist()]
    texts = [text for text in texts if person in text]
    if not texts:
        return None
    return any(w in text for text in texts for w in words_for(relation))


def about(engine: SearchEngine, query: str, lowest: float, spoken: float,
          on: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (the module's docstring) that asks of a relative of someone
    the store writes, a test for the floor (floor.py `gate`'s `about`): whether the store
    tells of every such relative; None for any other question or with `on` 0."""
    text = query.strip()
    if on <= 0 or lowest not in (spoken, 0.0) or not 0 < len(text) <= QUESTION_MOST \
            or language_of(text) != "zh":
        return None
    pairs = asked(text)
    if not pairs:
        return None

    def test(power: npt.NDArray[np.float64], floor: float) -> bool:
        return all(told(engine, person, relation) is not False for person, relation in pairs)

    return test
