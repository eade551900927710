"""Names a user joined (`ebbing alias 小明 "Xiao Ming"`) in search: a question that writes one
spelling of such an entity finds the memories that write another.

The aliases join the entity in the graph (graph/index.py), but search reads words and vectors,
and neither knows that 小明 and Xiao Ming are one person: "Where does Xiao Ming work?" shares
no word with 小明喜欢打篮球, and across scripts e5's cosine is low. So, for a question that
writes a spelling of an aliased entity (its name or one of its aliases: `named`):
- the memories that mention the entity join the candidates (a way in, like the word and vector
  lists);
- in the relevance floor they hold the question's terms of that spelling, as if they wrote it
  (`Named.word_postings`): the name counts as matched, the rest of the question as before.
Only entities with an alias take part: a store without aliases never builds the entity index
here, and the names of a store's speakers and other entities are read as they were. A name
written in the other script takes part the same way without an alias, by its sound
(retrieval/pinyin.py: "Shufen" finds 淑芬, 果果 finds "Guoguo"), and so does the person a
Chinese question names by a relation the store gives a name (retrieval/roles.py: 老伴 and
老伴秦淑芬… make 郑师傅的老伴 find 淑芬吃不了海鲜), and a kin word of an English question
written the Chinese way (roles.py `across`: "my boyfriend" finds 我男朋友高远… and, by the name,
高远每周日…).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core import kin_zh
from ebbing.core.query import terms, tokenize
from ebbing.embed.base import query_vector
from ebbing.graph import aliases as alias_file
from ebbing.lang import has_cjk
from ebbing.retrieval import crossing, ownname, pinyin, roles, spoken

if TYPE_CHECKING:
    from ebbing.index.lexical import LexicalIndex
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
RESPELLED = 2  # questions written with another spelling embedded at most, per search
# ... and only for a question (a pasted conversation, as MADial's, is not one question about
# one person, and embedding it again costs as much as the search)
RESPELL_MOST = 80  # characters


@dataclass(frozen=True)
class Named:
    """The memories about aliased entities a question names, and the question's terms that
    spell those entities."""

    rows: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    spelled: frozenset[str] = frozenset()
    others: tuple[str, ...] = ()  # the index terms of the other spellings
    respelled: tuple[str, ...] = ()  # the question with a name in the memories' spelling
    # a question's word -> the rows writing it spoken ("weddin"; retrieval/spoken.py), and
    # the terms of those spellings
    said: dict[str, IntArray] = field(default_factory=dict)
    said_terms: tuple[str, ...] = ()
    # the notes in Latin script that write the name of the speaker the question's 我 is
    # (retrieval/ownname.py): the asker's own, never another's in the speaker prior
    own: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    def own_kept(self, prior: npt.NDArray[np.float64] | None,
                 rows: IntArray) -> npt.NDArray[np.float64] | None:
        """The speaker prior (retrieval/subject.py `speaker_prior`) with the notes that name
        the speaker (`own`) left at 1: "Hao's phone plan" is not another's for 我手机…."""
        if prior is None or not len(self.own):
            return prior
        return np.where(np.isin(rows, self.own), 1.0, prior)

    @property
    def joined(self) -> IntArray:
        """The memories that join the candidates: the named ones and the spoken ones."""
        if not self.said:
            return self.rows
        return np.unique(np.concatenate([self.rows, *self.said.values()])).astype(np.int64)

    def cosines(self, engine: SearchEngine, rows: IntArray, cosine: npt.NDArray[np.float64],
                asked: tuple[str, npt.NDArray[np.float64]] | None = None,
                ) -> npt.NDArray[np.float64]:
        """`cosine` (the question's, on the common scale), where a named memory scores higher
        against the question written with its spelling of the name ("谁带Guoguo出海玩?",
        "秦淑芬对什么过敏?"), that: e5 links a name across scripts or a relation to a name
        weakly, the rest of the question well.

        With `asked` (retrieval/once.py `asked`: a question naming a person by a relation, as
        what it asks with the person blanked and, per row, BM25 of its words), the person is
        whom the question is about and what it asks decides the order. e5 reads the name as
        most of the respelled question, so every memory naming the person gains about as much
        whatever it says (孙子每天几点钟放学? -> 乐乐…: 乐乐学钢琴 0.63 -> 0.91). So:
        - every named memory gains the same for the person, the median of their gains over
          their cosine to what is asked, on that cosine (never above the respelled cosine
          nor below its own): among them, saying the asked thing decides;
        - none rises above a memory that names no one (no relation word: about nobody else)
          and writes a word of what is asked and is closer to it (三年级起礼拜三也是三点半
          放学了, the later update that does not name him)."""
        if not self.respelled or engine.embedder is None or not len(self.rows):
            return cosine
        mine = np.isin(rows, self.rows)
        if not mine.any():
            return cosine
        best = cosine[mine].copy()
        for text in self.respelled:
            vector = query_vector(engine.embedder, text)
            best = np.maximum(best, engine.cosines(vector, rows[mine], text))
        out = cosine.copy()
        if asked is None:
            out[mine] = best
            return out
        text, words = asked
        says = engine.cosines(query_vector(engine.embedder, text), rows, text)
        person = float(np.median(best - says[mine]))
        out[mine] = np.maximum(cosine[mine], np.minimum(best, says[mine] + person))
        # only a memory closer to what is asked than some named one can hold that one down:
        # the others are never read (a store row each, on the search path)
        other = ~mine & (words > 0) & (says > says[mine].min())
        for i in np.flatnonzero(other).tolist():
            said = engine.store.read_row(int(rows[i])).content
            other[i] = not roles.relations_in(said) and not kin_zh.mentions(said)
        for i in np.flatnonzero(mine).tolist():
            better = other & (says > says[i])  # says what is asked better, naming no one
            if better.any():
                out[i] = max(cosine[i], min(out[i], float(cosine[better].min())))
        return out

    def expanded(self, query_terms: list[str]) -> list[str]:
        """`query_terms` and the terms of the named entities' other spellings, for BM25: a
        memory that writes 淑芬 matches "Shufen" as one that writes "Shufen" would."""
        extra = [*self.others, *self.said_terms]
        return query_terms + [t for t in dict.fromkeys(extra) if t not in query_terms]

    def word_postings(self, lexical: LexicalIndex,
                      query_terms: list[str]) -> tuple[list[tuple[IntArray, float]], int]:
        """floor.word_match's postings and missing count for `query_terms`, with the named
        memories holding the terms that spell their entity."""
        n = lexical.n_docs
        postings: list[tuple[IntArray, float]] = []
        missing = 0
        for term in dict.fromkeys(query_terms):
            found = lexical.term_postings([term])
            if term in self.spelled and len(self.rows):
                # the term's own idf (the other spelling takes nothing from the memories that
                # write this one), or, when no memory writes it, the idf the named ones give
                rows = self.rows if not found else np.union1d(found[0][0], self.rows)
                df = len(self.rows)
                idf = found[0][1] if found else math.log(1.0 + (max(n, df) - df + 0.5)
                                                         / (df + 0.5))
                postings.append((rows.astype(np.int64), idf))
            elif term in self.said:  # a spoken spelling holds the word (spoken.py)
                said = self.said[term]
                rows = said if not found else np.union1d(found[0][0], said)
                df = len(rows)
                postings.append((rows.astype(np.int64),
                                 math.log(1.0 + (max(n, df) - df + 0.5) / (df + 0.5))))
            elif found:
                postings.append(found[0])
            else:
                missing += 1
        return postings, missing


def _spells(spelling: str, text: str, words: set[str]) -> bool:
    if has_cjk(spelling):
        return spelling in text
    parts = spelling.split()
    return bool(parts) and set(parts) <= words


def named(engine: SearchEngine, query: str, allowed: npt.NDArray[np.bool_],
          said: int = 1) -> Named:
    """The memories (allowed ones) about aliased entities that `query` names by any of their
    spellings, and the query's terms of the spellings it wrote; and, the same way, the
    memories that write a name of the query in another script, by its sound
    (retrieval/pinyin.py: "Shufen" and 淑芬, 果果 and "Guoguo"); with `said`, the memories
    writing a word of the question spoken (retrieval/spoken.py: "weddin" for "wedding")."""
    rows, spelled, others = _aliased(engine, query)
    respelled: list[str] = []
    for own, other, text in _sounded(engine, query):
        held = _holding(engine.lexical, other)
        if len(held):
            rows |= set(held.tolist())
            spelled.add(own)
            others.update(t for spelling in other for t in spelling)
            if text and text not in respelled and len(respelled) < RESPELLED and \
                    len(query) <= RESPELL_MOST:
                respelled.append(text)
    for crossed in crossing.found(engine, query):  # "Sunday" and 礼拜天, 中秋 (crossing.py)
        rows |= set(crossed.rows.tolist())
        if not crossed.when:  # a day of the week is no word of what is asked (crossing.py)
            spelled.update(crossed.own)
        others.update(crossed.other)
        if crossed.respelled and crossed.respelled not in respelled and \
                len(respelled) < RESPELLED:
            respelled.append(crossed.respelled)
    mine = ownname.found(engine, query)  # 我 and the notes' "Hao" (ownname.py)
    rows |= set(mine.rows.tolist())
    spelled.update(mine.own)
    others.update(mine.other)
    found = np.array(sorted(rows), dtype=np.int64)
    found = found[found < len(allowed)]
    kept = mine.rows[mine.rows < len(allowed)]
    spelt = spoken.spellings(engine, query) if said else {}
    spelt = {t: r[allowed[r[r < len(allowed)]]] for t, r in spelt.items()}
    return Named(found[allowed[found]], frozenset(spelled), tuple(sorted(others - spelled)),
                 tuple(respelled), {t: r for t, r in spelt.items() if len(r)},
                 tuple(spoken.spoken_terms(engine, query)) if spelt else (), kept[allowed[kept]])


def _aliased(engine: SearchEngine, query: str) -> tuple[set[int], set[str], set[str]]:
    rows: set[int] = set()
    spelled: set[str] = set()
    others: set[str] = set()
    if alias_file.stamp(engine.store.folder) == (0, 0):  # no alias was ever set
        return rows, spelled, others
    index = engine.entities
    if not index.aliases:
        return rows, spelled, others
    spellings: dict[str, set[str]] = {}  # entity key -> its name and aliases
    for alias, key in index.aliases.items():
        spellings.setdefault(key, {key}).add(alias)
    text = query.lower()
    words = set(tokenize(query))
    for key, names in spellings.items():
        e = index.ids.get(key)
        written = [name for name in names if _spells(name, text, words)]
        if e is None or not written or not index.real(e):
            continue
        rows |= index.rows[e]
        for name in written:
            spelled.update(terms(name))
        for name in names:
            if name not in written:
                others.update(terms(name))
    return rows, spelled, others


def _sounded(engine: SearchEngine,
             query: str) -> list[tuple[str, list[list[str]], str]]:
    """(a term of the query, the memories' spellings of what it names: each a list of terms
    that a memory must all hold, the question written with the first of them)."""
    out: list[tuple[str, list[list[str]], str]] = []
    if has_cjk(query):
        for pair, (latin, words) in pinyin.latin_spellings(engine, query).items():
            out.append((pair, [words], query.replace(pair, f" {latin} ")))
        for word, names in roles.named_relations(engine, query).items():
            spellings = [terms(n) for name in names for n in dict.fromkeys((name, name[-2:]))]
            text = roles.respell(query, word, names[0])
            out += [(own, spellings, text) for own in terms(word)]
        for kin, held in roles.in_other_words(engine, query):  # 我先生 and 我老公 (roles.py)
            text = query.replace(kin, held[0], 1)
            out += [(own, [terms(h) for h in held], text) for own in terms(kin)]
        return out
    # an English question keeps its own vector: e5 reads "Where is Shufen's hometown?" well
    # against 淑芬的老家在潍坊 once the word side and the floor know the name
    for own, (_, pairs) in pinyin.han_spellings(engine, query).items():
        out.append((own, [[pair] for pair in pairs], ""))
    for word, said in roles.across(engine, query).items():  # "my mother" and 我妈 (roles.py)
        spellings = [terms(w) for w in said]
        out += [(own, spellings, "") for own in terms(word)]
    return out


def _holding(lexical: LexicalIndex, spellings: list[list[str]]) -> IntArray:
    """The rows that hold every term of at least one of `spellings`."""
    out = np.zeros(0, dtype=np.int64)
    for spelling in spellings:
        found = lexical.term_postings(spelling)
        if len(found) != len(set(spelling)):
            continue
        both = found[0][0]
        for term_rows, _ in found[1:]:
            both = np.intersect1d(both, term_rows)
        out = np.union1d(out, both)
    return out.astype(np.int64)
