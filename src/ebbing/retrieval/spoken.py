"""A question's words as a chat writes them spoken: "wedding" finds "the weddin's moved".

People text as they speak. Much of English drops the g of "-ing" ("liftin", "evenin",
"somethin'"), and Scots writes its own words for common ones ("wean" for a child, "hoose",
"the morra", "messages" for the shopping). A question is written in standard English, so
the lexical index never joins "What do we know about Lauren's wedding?" with "n the weddin's
moved": the stems differ ("wed", "weddin"), the word side scores nothing, and the relevance
floor, reading the share of the question's words a memory holds, may cut the very turn that
answers (or the whole question).

Here each question word is given the spellings a speaker may write it with:
- a word ending in "-ing" its form without the g, when that form is long enough not to be
  another common word ("lifting" -> "liftin"; not "thing" -> "thin", "wing" -> "win");
- a word of `SCOTS` the Scots words for it ("child", "kids" -> "wean", "bairn").
Only the spellings the store holds count (a store where no one writes "weddin" gets nothing),
and none that is a name the store knows ("Wean" as a surname). The memories writing them
join the candidates, count in BM25 as if they wrote the question's word, and hold that word
in the relevance floor (retrieval/aliases.py `Named`, which joins spellings of a name the
same way). A question's vector is left as it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.lemmas import IRREGULAR
from ebbing.core.query import STOP_WORDS, stem, tokenize

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

IntArray = npt.NDArray[np.int64]
DROPPED_MIN = 5  # letters of a g-dropped form: "thin", "win", "sin" are other words
# a standard word -> the Scots words written for it (the common core of the Scottish
# National Dictionary: words for people, home, time and money an English speaker would not
# write)
SCOTS: dict[str, tuple[str, ...]] = {
    "child": ("wean", "weans", "bairn", "bairns"),
    "baby": ("wean", "bairn"),
    "woman": ("wumman", "wuman"),
    "house": ("hoose",),
    "home": ("hame",),
    "town": ("toon",),
    "old": ("auld",),
    "small": ("wee",),
    "little": ("wee",),
    "tomorrow": ("morra",),
    "shopping": ("messages",),
    "groceries": ("messages",),
    "crying": ("greetin",),
    "broke": ("skint",),
    "head": ("heid",),
    "church": ("kirk",),
    "girl": ("lassie",),
    "boy": ("laddie",),
}


def scots(token: str) -> tuple[str, ...]:
    """The Scots words for a lower-cased token, read as its base word ("kids", "children" ->
    "child", core/lemmas.py; "houses" -> "house"), not as its stem ("shop" is no shopping)."""
    base = IRREGULAR.get(token, token)
    if base not in SCOTS and base.endswith("s"):
        base = base[:-1]
    return SCOTS.get(base, ())


def forms(query: str) -> dict[str, list[str]]:
    """Each question word's index term -> the terms of its spoken spellings (module doc)."""
    out: dict[str, list[str]] = {}
    for token in tokenize(query):
        if not token.isalpha() or token in STOP_WORDS:
            continue
        own = stem(token)
        said: list[str] = list(scots(token))
        if token.endswith("ing") and len(token) - 1 >= DROPPED_MIN:
            said.append(token[:-1])
        terms = [t for t in dict.fromkeys(stem(s) for s in said) if t != own]
        if terms:
            out.setdefault(own, [])
            out[own] += [t for t in terms if t not in out[own]]
    return out


def _held(engine: SearchEngine, query: str) -> dict[str, list[str]]:
    """`forms` less the spellings the store never writes and those that are one of its names
    (`SearchEngine.names` holds index terms, lower-cased); only ASCII questions."""
    if not query.isascii():
        return {}
    out = {own: [t for t in said if engine.lexical.holds(t) and t not in engine.names]
           for own, said in forms(query).items()}
    return {own: held for own, held in out.items() if held}


def spellings(engine: SearchEngine, query: str) -> dict[str, IntArray]:
    """The question's terms a memory writes in a spoken spelling -> the rows writing one.
    Only ASCII questions; a spelling that is one of the store's names does not count."""
    out: dict[str, IntArray] = {}
    for own, held in _held(engine, query).items():
        rows = np.zeros(0, dtype=np.int64)
        for term_rows, _ in engine.lexical.term_postings(held):
            rows = np.union1d(rows, term_rows)
        if len(rows):
            out[own] = rows.astype(np.int64)
    return out


def spoken_terms(engine: SearchEngine, query: str) -> list[str]:
    """The held spoken spellings' terms, for BM25 (`Named.expanded`)."""
    return [t for held in _held(engine, query).values() for t in held]
