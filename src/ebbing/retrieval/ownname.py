# ruff: noqa: RUF001
"""The speaker's own name in the other script: 我 in a Chinese question, "Hao" in the English
notes someone keeps for the speaker.

A Chinese store may hold notes in English written by someone else for its speaker (a cousin,
a colleague, a granddaughter): "Hao's phone plan: China Mobile, 59 yuan a month", "Xiaowen is
on evening study duty on Tuesdays". The speaker asks about them as their own (我手机套餐一个月
好多钱?, 晚自习的时候学生可以去哪里找我?): the question's 我 is the notes' "Hao", which no word
and no cosine across scripts links. The store knows who its speaker is where the speaker says
their name (我叫谭浩, 我叫段晓雯: `own_names`); the notes write the given name in pinyin
("Hao", "Xiaowen", "Mrs Tan Guiying"), read by its sound (retrieval/pinyin.py).

So, for a Chinese question of at most QUESTION_MOST characters about the speaker alone
(retrieval/subject.py `about_speaker`: 我, not 我们, no relation word, no one else named), in a
store whose speaker gives one name and whose notes in Latin script write that name
capitalised: those notes take part as if the question had written the name (retrieval/
aliases.py): they join the candidates, hold the question's terms that write 我 in the
relevance floor, BM25 reads the name's terms beside the question's, and the speaker prior
does not read them as another's (retrieval/search.py): they are the asker's own. The question
is not embedded again with the name for 我 (as aliases.py does for a name): e5 reads "Xiaowen"
as most of 晚自习的时候学生可以去哪里找Xiaowen, so every note naming her rose above the
Chinese memories for any question with 我 (stop 36: 我现在用的啥子手机 1 -> 9).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.entities_zh import SURNAMES
from ebbing.core.query import terms
from ebbing.lang import has_cjk
from ebbing.retrieval import pinyin

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
QUESTION_MOST = 80  # characters: a question, not a pasted conversation (aliases.py's)
# the speaker saying their name: 我叫谭浩, 我的名字叫段晓雯, 我名叫… (a family name first, the
# name ends where the clause does or 今年 begins: 我叫谭浩 今年24); not 我叫老板娘截图 (no
# family name there and no clause end after it)
_SAYS = re.compile(rf"(?:我叫|我名叫|我的名字叫|我的名字是)([{SURNAMES}][\u4e00-\u9fff]{{1,2}}?)"
                   r"(?=[\s，,。.！!；;：:、]|今年|$)")
_SPEAKER = re.compile(r"我(?!们)")


@dataclass(frozen=True)
class Own:
    """The notes in Latin script that write the speaker's name, and how."""

    rows: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    own: tuple[str, ...] = ()  # the question's index terms that write 我
    other: tuple[str, ...] = ()  # the name's index terms ("hao")


def own_names(engine: SearchEngine) -> list[str]:
    """The names the speaker gives themselves in the store (我叫谭浩 -> 谭浩); kept per
    store size (a memory read once)."""
    found = engine.lexical.term_postings(["我叫"]) + engine.lexical.term_postings(["名字"])
    rows = sorted({int(r) for posting, _ in found for r in posting.tolist()})
    kept: dict[int, tuple[int, tuple[str, ...]]] = engine.__dict__.setdefault("_own_names", {})
    offsets = engine.store.cols.col("offset")
    names: list[str] = []
    for row in rows:
        seen = kept.get(row)
        if seen is None or seen[0] != int(offsets[row]):
            text = engine.store.read_row(row).content
            seen = kept[row] = (int(offsets[row]), tuple(_SAYS.findall(text)))
        names += [n for n in seen[1] if n not in names]
    return names


def spellings(name: str) -> list[str]:
    """The given name's pinyin, each reading of its characters (谭浩 -> ["hao"], 段晓雯 ->
    ["xiaowen"]): the family name is its first character."""
    given = name[1:]
    return ["".join(parts) for parts in product(*(pinyin.readings(c) for c in given))]


def found(engine: SearchEngine, query: str) -> Own:
    """The notes in Latin script that write the name of the speaker a Chinese question speaks
    of (the module's text); nothing for any other question or store."""
    if len(query) > QUESTION_MOST or query.isascii() or not has_cjk(query) or \
            not _SPEAKER.search(query) or not engine.names:
        return Own()
    from ebbing.retrieval.subject import about_speaker  # (subject.py reads aliases.py's)

    if not about_speaker(query, engine.names):  # 儿子嫌我…: about the son too
        return Own()
    names = own_names(engine)
    if len(names) != 1:  # no name, or two speakers: no one to read 我 as
        return Own()
    for spelling in spellings(names[0]):
        name = terms(spelling)
        if len(name) != 1 or name[0] not in engine.names:
            continue
        postings = engine.lexical.term_postings(name)
        if not postings:
            continue
        written = re.compile(rf"\b{spelling.capitalize()}\b")
        rows = [r for r in postings[0][0].tolist()
                if not has_cjk(text := engine.store.read_row(int(r)).content)
                and written.search(text)]
        if rows:
            own = tuple(t for t in dict.fromkeys(terms(query)) if "我" in t)
            return Own(np.array(sorted(rows), dtype=np.int64), own, tuple(name))
    return Own()
