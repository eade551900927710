# ruff: noqa: RUF002
"""Who a question asks about is not what it asks: the person it names counts once.

A question names a person one way (我老公, 儿子, 外孙, "my daughter") and the store writes them
two: the memory that introduces them writes the relation and the name (我老公邱志远是牙医),
the others the name alone (志远有胃病). retrieval/aliases.py lets the name stand for the
relation (the name's memories join the candidates and hold the question's word in the floor),
but in BM25 the introducing memory still scored the person twice, the question's own rare
word and the name, and so came first for nearly any question about that person
(我老公的胃怎么了？, 儿子想上哪所高中？, "What is my daughter allergic to?") although it says
nothing of what is asked. Here (`scores`) every memory about the named person gets the same
score for the person, the best any of them has on the question's words for them, and the rest
of the question (`unnamed`: what it asks, the person's words blanked with whose they are and a
的 after) decides among them, by its words and, as before, by the vectors.

Two readings of whom a memory is about keep that honest:
- a memory that opens with the person's relative (淑芬的妹妹秦淑华住在烟台, 我老公的妈妈…) is about
  the relative, not the person (`relative_first`);
- a memory that writes the question's relation word as someone else's (老孙的老伴 for
  郑师傅的老伴, or for 我老伴) is not about the question's person: the word it shares counts for
  nothing (`owned_by_other`).
A question that names no one by another spelling scores exactly as before (aliases.py
`Named.expanded`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core import kin_zh
from ebbing.core.query import terms
from ebbing.lang import has_cjk
from ebbing.retrieval import roles

if TYPE_CHECKING:
    from ebbing.retrieval.aliases import Named
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
# only for a question: a pasted conversation (MADial's) names many people and asks no one thing
QUESTION_MOST = 80  # characters, as retrieval/aliases.py RESPELL_MOST
_WHOSE = "我咱你他她"  # whose a person's word is, right before it (我老公, 她婆婆)
_SPEAKER = ("", "我", "我们", "咱", "咱们", "我的", "我家")
_OWNER = re.compile(r"([\u4e00-\u9fff]{1,4}?)的$")


def unnamed(query: str, spelled: frozenset[str] | set[str]) -> str:
    """The question with the words that spell a named person blanked, with whose they are
    before them (我, 她) and a 的 after (我老公的胃怎么了? -> "   胃怎么了?"): what it asks."""
    blank = [False] * len(query)
    for term in spelled:
        word = rf"\b{re.escape(term)}\w*" if term.isascii() else re.escape(term)
        for m in re.finditer(word, query, re.IGNORECASE):  # a stemmed word: its ending too
            blank[m.start():m.end()] = [True] * (m.end() - m.start())
    for i in range(1, len(query)):
        if blank[i] and not blank[i - 1] and query[i - 1] in _WHOSE:
            blank[i - 1] = True
    for i in range(len(query) - 1, 0, -1):
        if blank[i - 1] and not blank[i] and query[i] == "的":
            blank[i] = True
    return "".join(" " if b else c for b, c in zip(blank, query, strict=True))


def relative_first(text: str, words: list[str]) -> bool:
    """Whether a memory opens with a relative of the one `words` spell (淑芬的妹妹秦淑华住在烟台,
    我老公的妈妈…): its subject is someone else."""
    for word in words:
        at = text.find(word, 0, 4)
        end = at + len(word)
        if at >= 0 and text[end:end + 1] == "的":
            after = text[end + 1:end + 6]
            if any(m.start == 0 for m in kin_zh.mentions(after)) or \
                    any(after.startswith(w) for w in roles.RELATIONS):
                return True
    return False


# words before 的 that say when, not whose: 新的班主任 is the class teacher now, 孙子现在的班主任
# the grandson's (a time word after the owner is dropped from it; stop 29)
_WHEN = re.compile(r"(?:现在|目前|如今|眼下|以前|之前|原来|原先|从前|后来|当时|那时|最早|最近"
                   r")$")
_NEW = ("新", "旧", "老")  # 新的班主任, 旧的同事: when, when it is the whole owner


def owner(text: str, at: int) -> str:
    """Whose the relation word at `at` is: the words right before it and 的 (郑师傅 of
    郑师傅的老伴), the speaker's ("") when 我 or nothing; a word for when (新的, 现在的) is
    nobody's, and is dropped from the end of an owner (外孙女现在的 -> 外孙女)."""
    before = text[max(0, at - 9):at]
    if before.endswith("的"):
        head = before[:-1]
        while when := _WHEN.search(head):
            head = head[:when.start()]
        before = head + "的"
    before = before[-5:]
    if before.endswith(("我", "咱")) or before.endswith(("我的", "咱的", "我们的")):
        return ""
    m = _OWNER.search(before)
    found = m.group(1) if m else ""
    return "" if found in _SPEAKER or found in _NEW else found


def owned_by_other(text: str, word: str, asked: list[str]) -> bool:
    """Whether every place a memory writes the relation `word` it is someone's other than the
    question's (`asked`: the ways of writing whose it is, none for the speaker): 老孙的老伴 for
    郑师傅的老伴 or for 我老伴; not 一禾的班主任 for 闺女的班主任 when 一禾 is 闺女."""
    places = [m.start() for m in re.finditer(re.escape(word), text)]
    if not places:
        return False
    for at in places:
        said = owner(text, at)
        if not said or any(said in w or w in said for w in asked):
            return False
    return True


def owners(engine: SearchEngine, query: str) -> list[tuple[list[str], list[str]]]:
    """Each relation a CJK question names, as (the words for it: 老公, 丈夫, 爱人 …; the ways of
    writing whose it is: none for the speaker's; a name as written, 郑师傅; a relation, its
    other words and the names the store gives it, 闺女 -> 女儿, 一禾)."""
    out: list[tuple[list[str], list[str]]] = []
    for word in roles.asked_relations(query):
        whose = owner(query, query.find(word))
        ways = [whose] if whose else []
        if whose and roles.relations_in(whose):
            ways += roles.same_as(whose)
            for names in roles.named_relations(engine, whose).values():
                ways += [n for name in names for n in (name, name[-2:])]
        out.append(([w for w in roles.same_as(word) if len(w) >= 2], ways))
    return out


def someone_elses(engine: SearchEngine, query: str,
                  rows: IntArray) -> npt.NDArray[np.bool_] | None:
    """For a CJK question that names a relation (老伴 of 郑师傅的老伴, 我老公): per row, whether
    its memory writes that relation, in any of its words, only as someone else's (老孙的老伴
    前年走了, 对门老郑的丈夫…): about another person. None for a question naming none."""
    if not has_cjk(query) or len(query) > QUESTION_MOST:
        return None
    # asked twice a search (BM25 and retrieval/subject.py); a row's text is kept per offset
    key = (query, rows.tobytes(), engine.store.cols.col("offset")[rows].tobytes())
    kept = engine.__dict__.get("_someone_elses")
    if kept is not None and kept[0] == key:
        again: npt.NDArray[np.bool_] | None = kept[1]
        return again
    found = _someone_elses(engine, query, rows)
    engine.__dict__["_someone_elses"] = (key, found)
    return found


def _someone_elses(engine: SearchEngine, query: str,
                   rows: IntArray) -> npt.NDArray[np.bool_] | None:
    asked = owners(engine, query)
    if not asked:
        return None
    out = np.zeros(len(rows), dtype=np.bool_)
    for words, whose in asked:
        for word in words:
            found = engine.lexical.term_postings(terms(word)[:1])
            for i in np.flatnonzero(np.isin(rows, found[0][0])).tolist() if found else []:
                text = engine.store.read_row(int(rows[i])).content
                out[i] |= owned_by_other(text, word, whose)
    return out


def asked(named: Named, engine: SearchEngine, query: str, query_terms: list[str],
          rows: IntArray) -> tuple[str, npt.NDArray[np.float64]] | None:
    """What a CJK question naming a person by a relation asks (孙子现在每天几点钟放学? ->
    "  现在每天几点钟放学?"): the question with the relation the store gives a name, and whose it
    is, blanked (roles.py `respell`), and per row BM25 of the terms left. A relation that is
    another relation's (孙子现在的班主任: the grandson's) is what is asked, not whom. None for a
    question naming no one so."""
    if not named.respelled or len(query) > QUESTION_MOST:
        return None
    text = query
    kin = [word for word, _ in roles.in_other_words(engine, query)]  # 我丈母娘: 岳母
    for word in [*roles.named_relations(engine, query), *kin]:
        at = text.find(word)
        whose = owner(query, query.find(word))
        if at < 0 or (whose and roles.relations_in(whose)):
            continue
        blank = roles.respell(text, word, "\ue000")
        start = blank.find("\ue000")
        end = start + len(text) - len(blank) + 1
        end += text[end:end + 1] == "的"  # 我女儿的成绩: the 的 is whose, too
        text = text[:start] + " " * (end - start) + text[end:]
    if text == query or not text.strip():
        return None
    words = [t for t in terms(text) if t in query_terms]
    return text, engine.lexical.scores_for(words, rows).astype(np.float64)


def scores(named: Named, engine: SearchEngine, query: str, query_terms: list[str],
           rows: IntArray) -> npt.NDArray[np.float32]:
    """BM25 of `rows` for the question with the person it names counted once (module doc)."""
    lexical = engine.lexical
    if not named.spelled or not len(named.rows) or len(query) > QUESTION_MOST:
        return lexical.scores_for(named.expanded(query_terms), rows)
    rest = set(terms(unnamed(query, named.spelled)))
    own = [t for t in query_terms if t not in rest]
    mine = np.isin(rows, named.rows)
    words = [t for t in (*named.spelled, *named.others) if has_cjk(t)]
    for i in np.flatnonzero(mine).tolist():
        mine[i] = not relative_first(engine.store.read_row(int(rows[i])).content, words)
    literal = lexical.scores_for(own, rows)
    said = literal + lexical.scores_for([t for t in named.others if t not in query_terms], rows)
    theirs = someone_elses(engine, query, rows)
    if theirs is not None:  # the person's words it writes are someone else's: they count nil
        mine &= ~theirs
        said[theirs] = 0.0
    credit = said[mine].max() if mine.any() else 0.0
    person = np.where(mine, credit, said).astype(np.float32)
    asked = [t for t in query_terms if t in rest] + list(named.said_terms)  # spoken.py
    out: npt.NDArray[np.float32] = lexical.scores_for(asked, rows) + person
    return out
