"""Words a chat types to react, not to tell: laughter ("lol", "hahaha", "lmao"), surprise
and sympathy ("omg", "wow", "oof", "aww"), assent and dissent ("yea", "yep", "nah"). Pure.

"thats the plan lol" tells one thing, a plan; "lmao savage" tells nothing a question could
ask about. Counted as words of a turn's own, such words make a reaction look like a
statement: retrieval/asking.py ranks a turn with hardly a word of its own lower, and in a
chat (`RankParams.chat_bare`) it counts a turn's words without these (`told_terms`). A
closed class of words (interjections), in their typed spellings: a letter repeated
("hahahaha", "wowww") reads as the word. A short turn that gives a value in digits ("61.
don't tell her"), shouts its news ("found THE DRESS") or names someone inside a sentence
("no, Marit took it") tells something however few its words (`tells`): it is never bare.
"""

from __future__ import annotations

import re

from ebbing.core.query import terms, written_names

# index terms (stemmed: "hehe" is "heh", "nope" "nop", "yikes" "yik", "oops" "oop")
_REACTIONS = re.compile(
    r"^(?:l+o+l+(?:o+l+)*z*|lmf?a+o+|rofl|(?:h+a+)+h*|(?:h+e+)+h*|(?:a+h+a+)+h*|o+m+f?g+|w+o+w+"
    r"|o+o+f+|a+w+|u+g+h+|h+m+|o+h+|a+h+|y+a+y+|w+o+o+|w+h+o+a+|y+e+a+h*|y+e+p+|y+u+p+|n+a+h+"
    r"|n+o+p+e*|i+k+r+|k+|o+k+a*y*|o+o+h+|o+o+p+s*|e+e+k+|y+i+k+e*s*|w+h+e+w+|p+h+e+w+|m+e+h+"
    r"|p+f+t+|d+a+m+n+|g+e+e+z+|j+e+e+z+|b+r+u+h+|t+h+x+|x+d+)$")
_SHOUT = re.compile(r"\b[A-Z]{2,}\b")
_SENTENCE = re.compile(r"[^.!?\n]+")
_FIRST = re.compile(r"^\W*[\w'\u2019-]+")


def reaction(term: str) -> bool:
    """Whether an index term is a word typed to react, not to tell."""
    return bool(_REACTIONS.match(term))


def told_terms(text: str) -> int:
    """How many distinct index terms a text holds other than reactions ("lmao savage" -> 1,
    "thats the plan lol" -> 1, "haha yeah omg" -> 0)."""
    return len({t for t in terms(text) if not reaction(t)})


def inner_names(text: str) -> list[str]:
    """The index terms of the words a text writes with a capital inside a sentence, not at
    its start ("Sore. But Tariq did the rows" -> ["tariq"]): names, not a sentence's first
    word, nor "I"."""
    inner = " ".join(_FIRST.sub(" ", part) for part in _SENTENCE.findall(text))
    return [t for t in written_names(inner) if t != "i"]


def tells(text: str) -> bool:
    """Whether a short turn tells something whatever its words: a value in digits, a word
    shouted in capitals that is no reaction ("PASSED", not "LOL"), a name inside a sentence."""
    if any(ch.isdigit() for ch in text):
        return True
    if any(not all(reaction(t) for t in terms(w)) for w in _SHOUT.findall(text)):
        return True
    return bool(inner_names(text))
