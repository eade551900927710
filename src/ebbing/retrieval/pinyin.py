"""Names written in one script and asked about in another, by how they sound: 淑芬 and
"Shufen", 赵磊 and "Zhao Lei", "Guoguo" and 果果.

A Chinese name in a memory written in English is written in pinyin, and an English question
about a Chinese memory writes the person's name in pinyin too ("Where is Shufen's hometown?"
of 淑芬的老家在潍坊). Neither the word index (character pairs against Latin words) nor e5's
cosine across scripts links the two spellings, and the relevance floor, which reads a
capitalised word the store never wrote as a stranger's name, keeps the whole floor for such
a question. So a name is read by its sound, in both directions:
- a question's Latin name the store never wrote (`unknown`: "Shufen", "Zhao Lei") is matched
  against the pinyin of the character pairs the store holds (its word index's CJK terms):
  "shufen" -> 淑芬, "zhaolei" -> 赵磊; a name of several words is tried whole and word by
  word ("Qin Shufen" -> 淑芬);
- a Chinese question's character pairs are read in pinyin and matched against the Latin
  names the store writes (SearchEngine.names): 果果 -> "Guoguo", 刘洋 -> "Liu Yang".
Every reading of a character counts (单: dan, shan, chan), tones are dropped. A pair
matches only a name of two syllables written as one word or as two (a one-syllable word such
as "Zheng" would match every pair that starts with 郑). What matches is handed to
retrieval/aliases.py as if the user had made the two spellings aliases.

The readings come from pypinyin's table of characters (pypinyin.pinyin_dict, MIT), loaded the
first time a store or a question holds Chinese.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache
from itertools import product
from typing import TYPE_CHECKING

from ebbing.core.query import terms
from ebbing.lang import has_cjk, is_cjk_char

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

_CAPITALISED = re.compile(r"[A-Z][a-z]+(?:[ \-'][A-Z][a-z]+)*")


@cache
def _table() -> dict[int, str]:
    from pypinyin.pinyin_dict import pinyin_dict

    table: dict[int, str] = pinyin_dict
    return table


def readings(char: str) -> tuple[str, ...]:
    """The toneless pinyin readings of one Han character (淑 -> ("shu", "chu")); none for
    anything else."""
    found = _table().get(ord(char))
    if not found:
        return ()
    out: list[str] = []
    for reading in found.split(","):
        plain = "".join(c for c in unicodedata.normalize("NFKD", reading)
                        if not unicodedata.combining(c)).replace("ü", "v").lower()
        if plain and plain not in out:
            out.append(plain)
    return tuple(out)


def pair_sounds(pair: str) -> list[tuple[str, str]]:
    """Every (first, second) syllable reading of a two-character Han pair."""
    if len(pair) != 2 or not all(is_cjk_char(c) for c in pair):
        return []
    return list(product(readings(pair[0]), readings(pair[1])))


class Sounds:
    """The store's character pairs by the sound of the pair ("shufen" -> {淑芬}), kept up to
    date with the word index's vocabulary (which only grows)."""

    def __init__(self) -> None:
        self.by_sound: dict[str, set[str]] = {}
        self.seen = 0

    def update(self, vocabulary: Iterable[str]) -> None:
        for term in vocabulary:
            self.seen += 1
            if len(term) == 2 and has_cjk(term):
                for first, second in pair_sounds(term):
                    self.by_sound.setdefault(first + second, set()).add(term)


def latin_names(query: str) -> list[list[str]]:
    """The capitalised names a question writes in Latin letters, each as its words
    ("Where is Zhao Lei going?" -> [["zhao", "lei"]]); a question's first word is skipped
    unless it is followed by another capitalised word."""
    text = unicodedata.normalize("NFKC", query)
    found = []
    for m in _CAPITALISED.finditer(text):
        words = [w.lower() for w in re.split(r"[ \-']", m.group(0)) if w]
        before = text[:m.start()].rstrip()
        if (not before or before[-1] in ".?!:;\"(") and len(words) == 1:
            continue
        found.append(words)
    return found


def han_spellings(engine: SearchEngine, query: str) -> dict[str, tuple[str, list[str]]]:
    """For a question with Latin names the store never wrote: each such name's index terms ->
    (the name as the question writes it, the store's character pairs that sound like it):
    {"shufen": ("Shufen", ["淑芬"])}."""
    names = [n for n in latin_names(query)
             if not set(terms(" ".join(n))) <= engine.names]
    if not names:
        return {}
    sounds = _sounds(engine)
    if not sounds.by_sound:
        return {}
    out: dict[str, tuple[str, list[str]]] = {}
    for words in names:
        tries = [words] + ([[w] for w in words] if len(words) > 1 else [])
        for part in tries:
            pairs = sounds.by_sound.get("".join(part))
            if pairs:
                written = _written(query, part)
                for term in terms(" ".join(part)):
                    out[term] = (written, sorted(pairs))
                break
    return out


def _written(query: str, words: list[str]) -> str:
    """The name as the question spells it (["zhao", "lei"] -> "Zhao Lei")."""
    m = re.search(r"[ \-']?".join(re.escape(w) for w in words), query, re.IGNORECASE)
    return m.group(0) if m else " ".join(w.capitalize() for w in words)


def latin_spellings(engine: SearchEngine, query: str) -> dict[str, tuple[str, list[str]]]:
    """For a Chinese question: each of its character pairs that sounds like a Latin name the
    store writes -> (that name, its index terms): {"果果": ("Guoguo", ["guoguo"]),
    "刘洋": ("Liu Yang", ["liu", "yang"])}."""
    if query.isascii() or not has_cjk(query) or not engine.names:
        return {}
    out: dict[str, tuple[str, list[str]]] = {}
    for term in dict.fromkeys(terms(query)):
        for first, second in pair_sounds(term):
            whole = terms(first + second)
            apart = terms(f"{first} {second}")
            if whole and set(whole) <= engine.names:
                out[term] = ((first + second).capitalize(), whole)
                break
            if len(apart) == 2 and set(apart) <= engine.names:
                out[term] = (f"{first.capitalize()} {second.capitalize()}", apart)
                break
    return out


def sounds_like_pair(engine: SearchEngine, word: str) -> bool:
    """Whether a Latin word sounds like a character pair the store writes ("Lele" and 乐乐)."""
    return word.lower() in _sounds(engine).by_sound


def _sounds(engine: SearchEngine) -> Sounds:
    lexical = engine.lexical
    kept = engine.__dict__.get("_pinyin_sounds")
    if kept is None or kept[0] is not lexical:  # a rebuilt or reloaded index: start again
        kept = engine.__dict__["_pinyin_sounds"] = (lexical, Sounds())
    sounds: Sounds = kept[1]
    if lexical.vocabulary_size() > sounds.seen:
        sounds.update(lexical.terms_from(sounds.seen))
    return sounds
