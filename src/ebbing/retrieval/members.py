"""The things of a kind a person named, read from their own words (issue 27, "Tenth round" of
docs/retrieval.md). "What martial arts has Tom done?" is answered by "I'm doing judo now" in
one talk and "off to karate!" in another; neither says "martial arts". The kind's own vector
(retrieval/lists.py, eighth round) meets turns that talk about the kind, not its members. Here
each word the named person ever said is compared with the kind by meaning, one word at a time,
and the words nearest the kind become a part of the question ("tom judo karate"), looked up
among that person's turns and merged by talk (`lists.by_talk`).

A single word's vector sits near words that look like it ("cities" beside "communities" and
"regions"), so a word counts by how much nearer the kind it is than a word for anything
(`GENERIC`, "things"): "chicago" and "seattle" stand out for "cities", "kickboxing" and
"taekwondo" for "martial arts", "england" and "spain" for "European countries". The words of
the question itself (its stems) are left out: they are the kind, not its members. Off by
default (`RankParams.members`); the word vectors are kept per embedder and word, derived data
that is never saved."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

import numpy as np
import numpy.typing as npt

from ebbing.core.query import STOP_WORDS, stem, terms
from ebbing.core.questions import asks_list, asks_perfect, list_kind
from ebbing.embed.base import query_vector

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.service import MemoryService

GENERIC = "things"  # what a word is compared with besides the kind
SHORTEST = 4  # letters of the shortest word read as a thing ("judo", "yoga")
_WORD = re.compile(r"[A-Za-z][a-z]+")
_vectors: dict[tuple[str, str], npt.NDArray[np.float32]] = {}  # (embedder, word) -> vector
# per engine (gone with it), per speaker: (rows when read, their words)
_said: WeakKeyDictionary[SearchEngine, dict[int, tuple[int, list[str]]]] = WeakKeyDictionary()


def spoken(svc: MemoryService, engine: SearchEngine, code: int) -> list[str]:
    """The distinct lower-cased words (of at least SHORTEST letters, not stop words) in the
    memories said by the speaker `code`, in order of first use; kept until the store grows."""
    n = len(engine.speaker)
    said = _said.setdefault(engine, {})
    kept = said.get(code)
    if kept is None or kept[0] != n:
        rows = np.flatnonzero(engine.speaker[:n] == code)
        alive = svc.store.cols.col("alive")
        found: dict[str, None] = {}
        for row in rows.tolist():
            if row < len(alive) and alive[row]:
                for word in _WORD.findall(svc.store.read_row(row).content):
                    low = word.lower()
                    if len(low) >= SHORTEST and low not in STOP_WORDS:
                        found.setdefault(low)
        kept = said[code] = (n, list(found))
    return kept[1]


def word_vectors(embedder: Any, words: list[str]) -> npt.NDArray[np.float32]:
    """The embedder's passage vectors of single words, computed once per embedder and word."""
    new = [w for w in words if (embedder.name, w) not in _vectors]
    if new:
        for word, vector in zip(new, embedder.embed(new), strict=True):
            _vectors[(embedder.name, word)] = np.asarray(vector, dtype=np.float32)
    if not words:
        return np.zeros((0, 0), dtype=np.float32)
    return np.stack([_vectors[(embedder.name, w)] for w in words])


def nearest(kind_vector: npt.NDArray[np.float32], generic: npt.NDArray[np.float32],
            words: list[str], vectors: npt.NDArray[np.float32], asked: set[str],
            count: int) -> list[str]:
    """Of `words` (rows of `vectors`), up to `count` nearer the kind than the generic word
    ("things"), best first; a word whose stem the question holds (`asked`) is left out."""
    if not words or count <= 0:
        return []
    margin = vectors @ kind_vector - vectors @ generic
    order = np.argsort(-margin, kind="stable")
    out: list[str] = []
    for i in order.tolist():
        if margin[i] <= 0 or len(out) >= count:
            break
        if stem(words[i]) not in asked:
            out.append(words[i])
    return out


def member_part(svc: MemoryService, engine: SearchEngine, question: str,
                count: int, perfect: bool = False) -> tuple[str, str] | None:
    """For a list question naming one known speaker ("What martial arts has Tom done?"), the
    part "tom judo karate" (the person and up to `count` of their words nearest the kind) and
    the person; None for any other question, or when no word of theirs is near the kind.
    With `perfect`, only a question in the present perfect (what has happened over time,
    core/questions.py `asks_perfect`; not "What pets does Tom have?", what is so now, nor
    "What did Tom bring to the party?", one event)."""
    embedder = engine.embedder
    if embedder is None or count <= 0 or not asks_list(question) or (
            perfect and not asks_perfect(question)):
        return None
    kind = list_kind(question)
    named = engine.named_speakers(question)
    if kind is None or len(named) != 1:
        return None
    code = named[0]
    who = next((name for name, c in engine.characters.items() if c == code), None)
    words = spoken(svc, engine, code)
    if who is None or not words:
        return None
    found = nearest(query_vector(embedder, kind), query_vector(embedder, GENERIC), words,
                    word_vectors(embedder, words), set(terms(question)), count)
    if not found:
        return None
    return f"{who} {' '.join(found)}", who
