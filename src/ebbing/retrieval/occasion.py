"""An English question that joins a second ask in the past asks about an occasion of this
life (stop 29; general.py `asked_as_general`).

General knowledge is timeless: "Where did the hay come from and what did it cost?" joins to
its first ask ("where did ... come from", a form general.py reads as general) a second one put
in the past ("what did it cost") that is not itself asked as general, so the whole question is
about something that happened to the person, not about the world.
"""

from __future__ import annotations

import re

# a second ask joined on: ", what", "; how", "and when" ...
_JOINED = re.compile(r"(?:,|;|\band\b)\s*(?=(?:what|how|when|where|who|which|why)\b)",
                     re.IGNORECASE)
_PAST = re.compile(r"\b(?:did|was|were|had)\b", re.IGNORECASE)


def asks_occasion(text: str, general: re.Pattern[str]) -> bool:
    """Whether `text` joins to its first ask one in the past that `general` (the forms of a
    general question) does not match."""
    return any(_PAST.search(part) and not general.search(part)
               for part in _JOINED.split(text)[1:])
