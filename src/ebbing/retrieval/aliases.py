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
here, and the names of a store's speakers and other entities are read as they were.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms, tokenize
from ebbing.graph import aliases as alias_file
from ebbing.lang import has_cjk

if TYPE_CHECKING:
    from ebbing.index.lexical import LexicalIndex
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True)
class Named:
    """The memories about aliased entities a question names, and the question's terms that
    spell those entities."""

    rows: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    spelled: frozenset[str] = frozenset()

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


def named(engine: SearchEngine, query: str, allowed: npt.NDArray[np.bool_]) -> Named:
    """The memories (allowed ones) about aliased entities that `query` names by any of their
    spellings, and the query's terms of the spellings it wrote."""
    if alias_file.stamp(engine.store.folder) == (0, 0):  # no alias was ever set
        return Named()
    index = engine.entities
    if not index.aliases:
        return Named()
    spellings: dict[str, set[str]] = {}  # entity key -> its name and aliases
    for alias, key in index.aliases.items():
        spellings.setdefault(key, {key}).add(alias)
    text = query.lower()
    words = set(tokenize(query))
    rows: set[int] = set()
    spelled: set[str] = set()
    for key, names in spellings.items():
        e = index.ids.get(key)
        written = [name for name in names if _spells(name, text, words)]
        if e is None or not written or not index.real(e):
            continue
        rows |= index.rows[e]
        for name in written:
            spelled.update(terms(name))
    found = np.array(sorted(rows), dtype=np.int64)
    found = found[found < len(allowed)]
    return Named(found[allowed[found]], frozenset(spelled))
