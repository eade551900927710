# ruff: noqa: RUF001, RUF002
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
come first (retrieval/search.py, for a store that writes CJK only).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.entities_zh import people_zh
from ebbing.core.query import terms
from ebbing.lang import language_of
from ebbing.retrieval import once
from ebbing.retrieval.languages import writes_cjk
from ebbing.retrieval.roles import RELATIONS

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")
# relation words that name a trade or a standing anyone may have, not someone of the speaker's:
# a question about doctors or coaches in general is about the world
TRADES = frozenset({"医生", "教练", "保姆", "老板", "领导", "上司", "徒弟"})
# words for the household or family as a whole (孩子 without 我的 is the speaker's child)
HOUSEHOLD = ("孩子", "家里", "家人", "全家", "老人", "老两口", "儿女", "我家", "咱家")
_SPEAKER = re.compile(r"我|咱")
_PEOPLE = re.compile("|".join(re.escape(w) for w in
                              sorted({*RELATIONS, *HOUSEHOLD} - TRADES, key=len, reverse=True)))
_EN_SPEAKER = re.compile(r"\b(?:I|me|my|mine|myself)\b", re.IGNORECASE)
_EN_OTHERS = re.compile(r"\b(?:we|our|us|he|she|his|her|they|their)\b", re.IGNORECASE)


def speaks_of_someone(query: str) -> bool:
    """Whether a CJK question speaks of the speaker or of someone by their relation to them."""
    return bool(_SPEAKER.search(query) or _PEOPLE.search(query))


def about_speaker(query: str, names: Collection[str] = ()) -> bool:
    """Whether a question speaks of the speaker alone: 我 (or I, me, my) and no relation word,
    no other person (他, we), and none of the store's `names` (index terms)."""
    if not set(terms(query)).isdisjoint(names):  # (no copy of every name per search)
        return False
    if language_of(query) in CJK:
        return bool(re.search(r"我(?!们)", query)) and not _PEOPLE.search(query) \
            and not re.search(r"[他她它]|我们|咱们", query)
    return bool(_EN_SPEAKER.search(query)) and not _EN_OTHERS.search(query) \
        and not any(w in query.lower() for w in (
            "wife", "husband", "son", "daughter", "mother", "father", "mom", "dad", "brother",
            "sister", "boyfriend", "girlfriend", "friend", "parent", "grand", "uncle", "aunt",
            "cousin", "niece", "nephew", "partner", "landlord", "boss", "colleague",
            "roommate", "neighbo", "child", "kid", "baby", "in-law"))


def others_first(text: str, names: Collection[str], own: str | None = None) -> bool:
    """Whether a memory's subject is another person, named first: it opens with one of the
    store's `names` (an index term: "daniel", or a Chinese name's character pair) or a
    Chinese name (core/entities_zh.py: 刘洋说…, 小丁是…) and does not speak of the speaker
    before its first clause ends ("Daniel is allergic to cats",
    刘洋对猫毛过敏; not 我和刘洋…, "My friend Daniel…"). A memory that names first the one who
    said it (`own`, its character: a memory remembered in the third person, isThirdPerson)
    is that person's own, not another's."""
    head = re.split(r"[，,。.；;！!？?]", text.strip(), maxsplit=1)[0]
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
    return bool(first) and head[0].isupper() and first[0] in names


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
    """Per row, whether its memory is about another person named first (`others_first`);
    kept per (row, stored offset) as `languages.row_languages` keeps languages."""
    known: dict[int, tuple[int, bool]] = engine.__dict__.setdefault("_others_first", {})
    offsets = engine.store.cols.col("offset")
    out = np.zeros(len(rows), dtype=np.bool_)
    for i, row in enumerate(rows.tolist()):
        offset = int(offsets[row])
        seen = known.get(row)
        if seen is None or seen[0] != offset:
            memory = engine.store.read_row(row)
            seen = known[row] = (offset, others_first(clip(memory.content, USE_CHARS),
                                                      engine.names, memory.character))
        out[i] = seen[1]
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
    prior: npt.NDArray[np.float64] = np.where(others, 1.0 - OTHERS_SHARE, 1.0)
    return prior
