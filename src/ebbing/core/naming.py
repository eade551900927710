"""Names given to things and people in passing: "she's called morag", "meet doughlores",
"this is pickles", "her name is priya", "a gas engineer called stevie", "I named the bucket
steve". In a chat the thing is then called by its name ("morag is perfect", "pickles ate a
sock") and asked about by its kind ("where is the van parked?", "what is the dog scared
of?"), or the other way round, and neither sentence holds the other's word. The naming turn
is where the two meet: `introduced` reads the names a text gives, retrieval/naming.py ties
each to the words of the turns around it. Pure; English only.
"""

from __future__ import annotations

import re

from ebbing.core.query import CALENDAR_WORDS, STOP_WORDS, stem

_WORD = r"[^\W\d_][\w'\u2019-]*"
_DETERMINER = r"(?:the|my|our|his|her|their|a|an|this|that)"
_TITLE = r"(?:(?:mr|mrs|ms|dr|miss|sir|lady|lord|auntie|aunt|uncle)\.?\s+)?"  # "Mrs Whiskers"
# "called X", "named X", "named him X", "name is / name's / name was X"; the verb may take the
# thing named first: "named the bucket steve"
_GIVEN = re.compile(
    rf"\b(?P<verb>called|named(?:\s+(?:him|her|it|them))?|name\s+is|name['\u2019]s|"
    rf"name\s+was|names\s+are)\s+(?:{_DETERMINER}\s+(?P<kind>{_WORD})\s+)?{_TITLE}(?P<name>{_WORD})",
    re.IGNORECASE)
# "meet X", "this is X", "say hi to X": only as a whole sentence ("this is pickles!"),
# since "this is amazing" and "meet me at six" name nothing
_SHOWN = re.compile(
    rf"(?:^|[.!?\]]\s*)(?:meet|this\s+is|say\s+hi\s+to|introducing)\s+{_TITLE}(?P<name>{_WORD})"
    rf"\s*(?:[.!?]+|$)", re.IGNORECASE | re.MULTILINE)
_NOT_NAMES = frozenset((
    "after", "about", "off", "out", "up", "down", "over", "back", "in", "on", "at", "for",
    "with", "it", "him", "her", "them", "me", "us", "you", "this", "that", "so", "because",
    "when", "then", "there", "here", "now", "again", "already", "also", "yet", "still", "every",
    "something", "someone", "anything", "nothing", "everything", "somebody", "nobody",
    "everyone"))


# what "this is ..." says of a thing rather than what it is called
_SAID_OF = ("ing", "ful", "ous", "ible", "able", "ive", "est")


def _name(word: str, shown: bool = False) -> str | None:
    token = word.lower().strip("'\u2019-")
    if (len(token) < 2 or token in STOP_WORDS or token in _NOT_NAMES or token in CALENDAR_WORDS
            or (shown and token.endswith(_SAID_OF))):
        return None
    return token


def introduced(text: str) -> list[str]:
    """The names `text` gives (lower case, as written), in order, each once."""
    out: list[str] = []
    for match in _GIVEN.finditer(text):
        kind = match.group("kind")
        name = _name(match.group("name"))
        if kind is not None and name is None:  # "called my mum and ..." names no one
            continue
        if name is not None and (kind is None or _name(kind) is not None):
            out.append(name)
    for match in _SHOWN.finditer(text):
        name = _name(match.group("name"), shown=True)
        if name is not None:
            out.append(name)
    return list(dict.fromkeys(out))


def name_terms(text: str) -> list[str]:
    """The index terms (stems) of the names `text` gives."""
    return list(dict.fromkeys(stem(name) for name in introduced(text)))
