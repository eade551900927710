# ruff: noqa: RUF001
"""An English question that asks an attribute of one of the speaker's people, in a store that
writes Chinese, which no memory about that person states, gets nothing (docs/languages.md,
"Attributes asked in English, reasons and signs, stop 33").

retrieval/attribute.py reads a Chinese question (欣怡读哪一间小学); the same question written
in English ("What is my son's phone number?", "What is my husband's blood type?") was not
read, and in a Chinese store it clears the floor on whatever an English note or a memory about
the family holds. What is asked is the same: an ATTRIBUTE (attribute.py ATTRIBUTES: a phone
number, a blood type, a birthday, an age, a name, an address, a school, a job...) of a HOLDER
named by a relation to the speaker ("my son", "our landlord"). A memory can answer when it
writes the holder and states the attribute or a value of its kind:

- a Chinese memory writes the holder by one of the Chinese words for the relation the store
  holds, or the name it gives them (roles.py `across`: "my dad" -> 我爸, 周晟), and states it
  as attribute.py reads (attribute.py `states`: digits for a phone, 血型, 生日, 叫 / 姓…);
- an English memory writes the relation word ("husband", or another English word for the
  same relation: "dad" and "father") or one of those names by its sound ("Liu Jianjun" for
  刘建军), and states it in English (ATTRIBUTES' `states`).

When no memory does, the question gets nothing. A relation the store never writes (no 儿子,
no "son") is told of nowhere either; one of the speaker's own may still be written by a name
never tied to the word, so a Chinese candidate that clears the floor by itself and states a
value of the kind may answer (attribute.py's guard for kin), unless it writes another
relation (老公的手机号… is the husband's).

Read only for a question in Latin letters of QUESTION_MOST characters at most, in a store
that writes Chinese (languages.py `writes_cjk`): an English store reads as before. The setting
is RankParams.untold (frame.py `about`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.query import terms
from ebbing.lang import has_cjk, language_of
from ebbing.retrieval.attribute import (
    ATTRIBUTES,
    HOLDERS_READ,
    QUESTION_MOST,
    sounded,
    states,
)
from ebbing.retrieval.languages import writes_cjk
from ebbing.retrieval.relative import writes
from ebbing.retrieval.roles import ACROSS, across, relations_in

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

_KIN = r"(?:my|our)\s+(?:(?:younger|older|little|big|elder|baby|step|late)\s+)?([a-z]+(?:-in-law)?)"
# what is asked of the holder, in English -> attribute.py's key
_ASKED = {
    "phone": r"(?:(?:tele)?phone|mobile|cell)(?:\s+number)?|contact number|number",
    "blood": r"blood\s+(?:type|group)",
    "birthday": r"birthday|date\s+of\s+birth|birth\s*date",
    "name": r"(?:full\s+|first\s+|last\s+|given\s+|maiden\s+)?name|surname",
    "address": r"(?:home\s+)?address",
    "school": r"school|kindergarten|university|college",
    "age": r"age",
    "work": r"job|occupation|workplace|employer|company|profession",
    "plate": r"(?:licen[cs]e\s+|number\s+)?plates?(?:\s+number)?",
    "weight": r"weight",
}
_OF = [(key, re.compile(rf"\b{_KIN}(?:'s|’s|s')\s+(?:{words})\b", re.I))
       for key, words in _ASKED.items()]
# asked by the verb: "How old is my son?", "Where does my wife work?", "Where do my parents
# live?", "What is my landlord called?", "When was my uncle born?"
_BY_VERB = [
    ("age", re.compile(rf"^how old (?:is|was|are) {_KIN}\b", re.I)),
    ("work", re.compile(rf"^where (?:does|do|did) {_KIN} work\b", re.I)),
    ("address", re.compile(rf"^where (?:does|do|did) {_KIN} live\b", re.I)),
    ("name", re.compile(rf"^what (?:is|was|are) {_KIN} called\b", re.I)),
    ("birthday", re.compile(rf"^when (?:is|was|were) {_KIN} born\b", re.I)),
]
# an English name after the holder word ("husband Liu Jianjun", "my son, Tom"): a name told
_NAME_AFTER = re.compile(r"[\s,:(]{1,3}(?:is\s+|called\s+|named\s+)?[A-Z][a-z]+")


def asks(query: str) -> tuple[str, str] | None:
    """(attribute, relation) of an English question that asks one attribute of ATTRIBUTES of
    someone by their relation to the speaker ("What is my son's phone number?" -> ("phone",
    "son")); None for any other question."""
    text = query.strip()
    for key, pattern in _BY_VERB + _OF:
        if m := pattern.search(text):
            return key, m.group(1).lower()
    return None


def english_words(relation: str) -> list[str]:
    """The relation and every English word for the same relation (ACROSS: "dad" and
    "father" share 爸爸)."""
    said = set(ACROSS.get(relation) or ACROSS.get(relation.rstrip("s"), ()))
    return [relation] + [w for w, zh in ACROSS.items() if w != relation and said & set(zh)]


def _writes_en(text: str, words: list[str], names: list[str]) -> re.Match[str] | None:
    for word in words:
        if m := re.search(rf"\b{re.escape(word)}s?\b", text, re.I):
            return m
    for name in names:
        if m := sounded(name, text):
            return m
    return None


def about(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
          on: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (the module's docstring), a test for the floor (floor.py
    `gate`'s `about`): whether a memory that writes the relation asked of states the
    attribute asked (or a Chinese candidate that clears the floor states a value of its kind
    for the speaker's own); None for any other question or store, or with `on` 0."""
    text = query.strip()
    if on <= 0 or not 0 < len(text) <= QUESTION_MOST or has_cjk(text) \
            or not writes_cjk(engine):
        return None
    asked = asks(text)
    if asked is None:
        return None
    key, relation = asked
    if not (ACROSS.get(relation) or ACROSS.get(relation.rstrip("s"))):
        return None
    attr = ATTRIBUTES[key]
    chinese = across(engine, f"my {relation}").get(relation, [])
    english = english_words(relation)
    names = [w for w in chinese if w not in ACROSS.get(relation, ())]
    found: set[int] = {int(r) for r in rows.tolist()}
    for word in chinese:
        found.update(int(r) for r in writes(engine, word)[:HOLDERS_READ].tolist())
    for word in english:
        for postings, _ in engine.lexical.term_postings(terms(word)):
            found.update(int(r) for r in postings[:HOLDERS_READ].tolist())
    candidates = {int(r): i for i, r in enumerate(rows.tolist())}
    kin: list[int] = []  # candidates' places: a Chinese memory that states a value of the kind
    for row in sorted(found):  # told by any memory: the question is left to the floor
        said = clip(engine.store.read_row(row).content, USE_CHARS)
        if language_of(said) in ("zh", "ja"):
            if any(w in said for w in chinese):
                if states(attr, said, chinese, engine):
                    return None
            elif row in candidates and not attr.near and attr.states.search(said) \
                    and not relations_in(said):  # 老公的手机号… is the husband's, not the son's
                kin.append(candidates[row])
            continue
        m = _writes_en(said, english, names)
        if m is not None and (attr.states.search(said) or (
                key == "name" and _NAME_AFTER.match(said, m.end()))):
            return None

    def test(power: npt.NDArray[np.float64], floor: float) -> bool:
        """A Chinese candidate about someone the store may name without the relation word,
        that states a value of the kind and clears the floor itself."""
        return any(power[i] >= floor for i in kin)

    return test
