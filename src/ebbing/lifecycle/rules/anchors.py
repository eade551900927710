"""What conflict detection matches on: the keys a stored memory is indexed under, and the
anchors of a new memory with what a match is worth. Pure functions of text, built on the
tokens and stems of `ebbing.core.query`, so the two sides always agree.

Keys of a stored memory (`memory_keys`):

- its index terms: the stems of the words of its content, tags, entities and speaker, lower
  case, stop words left out (exactly the lexical search index's document terms);
- name keys: the token with a capital first letter ("Max", "Berlin", "Mcdonald") for every
  token its content or speaker writes with a capital, and for every token of its entities
  whatever their case;
- for text in a script written without spaces (Chinese, Japanese), the character bigrams of
  each run as well (core/cjk.py, as the search index's terms): "小明说他和小红在谈恋爱" is one
  token to the pattern, and only its pairs (小明, 小红 ...) meet a newer memory's.

Anchors of a new memory (`anchors`): each name (a token its content writes with a capital, or
a token of its entities; not a stop word, a number or a single letter) weighs 2 as a name key;
each other term of three letters or more, or a CJK bigram (not a number, not the stem of one
of those names), weighs 1. Matching is by whole token or stem: "lives", "lived" and "living"
meet at "liv", but "Max" does not match "Maxine", nor "mov" (moving) "movie"; a name matches
where the older memory writes it with a capital (or names it as an entity or its speaker).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import compress
from operator import itemgetter

from ebbing.core.cjk import split_token
from ebbing.core.query import _TOKEN, STOP_WORDS, clean_token, stem, terms, tokenize
from ebbing.lang import has_cjk


def cased_tokens(text: str) -> list[tuple[str, bool]]:
    """`tokenize(text)`, each token with whether it was written with a capital first letter."""
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    return [(clean_token(raw), raw[:1].isupper()) for raw in _TOKEN.findall(text)]


def _is_name(token: str) -> bool:
    return len(token) >= 2 and not token.isdigit() and token not in STOP_WORDS


def name_key(token: str) -> str:
    """The key of a name: the lower-cased token with a capital first letter."""
    return token[:1].upper() + token[1:]


def names(text: str, entities: Iterable[str] = ()) -> set[str]:
    """The names of a text (lower-cased tokens written with a capital) and its entities."""
    found = {t for t, capital in cased_tokens(text) if capital and _is_name(t)}
    for entity in entities:
        found.update(t for t in tokenize(entity) if _is_name(t))
    return found


def _add_keys(text: str, keys: set[str], with_names: bool) -> None:
    """Add the terms of `text` (and, if `with_names`, its name keys) to `keys`: the same
    tokens as `cased_tokens`, handled a set at a time (indexing a store runs this per memory,
    so the loops run in C)."""
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    raws = set(_TOKEN.findall(text))
    lows = set(map(str.lower, raws))
    marked = "'" in text or "\u2019" in text or "," in text
    if marked:
        lows = set(map(clean_token, lows))
    keys.update(map(stem, lows - STOP_WORDS))
    if not text.isascii() and has_cjk(text):
        for token in lows:
            if has_cjk(token):
                pieces, others = split_token(token)
                keys.update(pieces)
                keys.update(stem(o) for o in others if o not in STOP_WORDS)
    if with_names:
        keys.update(map(_name_of, compress(raws, map(str.isupper, map(itemgetter(0), raws)))))
        keys.discard("")


@lru_cache(maxsize=1 << 16)
def _name_of(raw: str) -> str:
    """The name key of a token written with a capital, "" if it is no name."""
    token = clean_token(raw)
    return name_key(token) if _is_name(token) else ""


def keyed_text(content: str, tags: Sequence[str] = (), entities: Sequence[str] = (),
               character: str | None = None) -> str:
    """The one text a memory's keys come from: its content, speaker, entities and tags, the
    tags lower-cased so that they give words but never names (one text lower-cased is the
    same as each tag: a space, which has no case, stands between them)."""
    if not (tags or entities or character):
        return content
    return " ".join([content, character or "", *entities, " ".join(tags).lower()])


def memory_keys(content: str, tags: Iterable[str] = (), entities: Iterable[str] = (),
                character: str | None = None) -> set[str]:
    """Every key a stored memory is found under (see the module docstring)."""
    entities = list(entities)
    return text_keys(keyed_text(content, list(tags), entities, character), entities)


def text_keys(text: str, entities: Iterable[str]) -> set[str]:
    """The keys of a memory's keyed text (`keyed_text`) and its entities."""
    keys: set[str] = set()
    _add_keys(text, keys, True)
    for entity in entities:
        keys.update(name_key(t) for t in tokenize(entity) if _is_name(t))
    return keys


def anchors(content: str, entities: Iterable[str] = ()) -> dict[str, float]:
    """The keys to look for in older memories, each with what a match is worth."""
    found = names(content, entities)
    skip = found | {stem(n) for n in found}
    weights = {t: 1.0 for t in terms(content)
               if (len(t) >= 3 or has_cjk(t)) and not t.isdigit() and t not in skip}
    for name in found:
        weights[name_key(name)] = 2.0
    return weights
