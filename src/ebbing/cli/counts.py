"""A count in a message, in the right number: `1 memory`, `2 memories`, `0 relations`."""

from __future__ import annotations

_IRREGULAR = {"memory": "memories", "entry": "entries", "library": "libraries"}


def plural(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith(("s", "sh", "ch", "x", "z")):
        return word + "es"
    return word + "s"


def counted(count: int, word: str) -> str:
    """`count` and `word` (given in the singular), plural unless the count is one."""
    return f"{count} {word if count == 1 else plural(word)}"
