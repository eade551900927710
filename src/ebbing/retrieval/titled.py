"""A name written with a word before or after it that the store does not write: "Hurricane
Delphine" where the chat says "Delphine", "Tante Yvonne" where it says "tante Yvonne" in a
turn that also capitalises her name, "Quebec City" where it says "Quebec".

The relevance floor keeps its whole height for a question naming a name the store never wrote
(floor.py `names_stranger`: "When did Hurricane Katrina hit?" asked of a store about other
people is not about it). But a title, a kind or a rank written before a name, or a place's
"City" after it, names the same person or thing as the name alone: when one word of a run of
capitalised words is a name the store holds, the run is that name, and its other words are no
stranger. A run none of whose words the store holds is left as it was ("Hurricane Katrina",
"Uncle Bob" in a store that never names Bob).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from ebbing.core.query import proper_names

_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
_JOINS = re.compile(r"[ \t]+|-")  # what may stand between two words of one name


def runs(query: str) -> list[list[str]]:
    """The runs of two or more words the question begins with a capital, each next to the
    one before it with only a space or a hyphen between: "Hurricane Delphine", "Tante
    Yvonne's", "Quebec City", "Jean-Luc Picard"."""
    found: list[list[str]] = []
    run: list[str] = []
    end = -1
    for match in _WORD.finditer(query):
        word = match.group(0)
        if word[0].isupper() and run and _JOINS.fullmatch(query[end:match.start()]):
            run.append(word)
        else:
            if len(run) >= 2:
                found.append(run)
            run = [word] if word[0].isupper() else []
        end = match.end()
    if len(run) >= 2:
        found.append(run)
    return found


def joined(query: str, known: Collection[str]) -> frozenset[str]:
    """The index terms of the words the question capitalises beside a name the store holds
    (`known`, SearchEngine.names), in one run of capitalised words: the words of a name the
    store writes shorter."""
    found: set[str] = set()
    for words in runs(query):
        names = proper_names("x " + " ".join(words))  # every word read as within a sentence
        if len(names) >= 2 and any(name in known for name in names):
            found.update(name for name in names if name not in known)
    return frozenset(found)
