"""The names of a text written without capitals.

The relevance floor knows a store's names by their capitals (core/query.py `written_names`):
"Tim" is not known to a store that holds only "time". A texter who writes everything in lower
case ("lan is 3 days away", "my lauren's set the date") writes no name with a capital, so the
store of their chat would never know the names it talks about most, and a question that
capitalises one ("Who carried the team at the LAN?") would be read as naming a stranger and
keep the whole floor. A text that holds Latin words and not one capital letter says nothing
by its case: each of its words that is not a stop word, a calendar word or a number may be a
name. A text with any capital keeps the reading by capitals: it shows its writer's case.
"""

from __future__ import annotations

import unicodedata

from ebbing.core.query import _TOKEN, CALENDAR_WORDS, STOP_WORDS, clean_token, stem

MIN_WORDS = 2  # "ok" alone, "lol" alone: too little to say how its writer writes


def written_uncased(text: str) -> bool:
    """Whether `text` writes at least MIN_WORDS Latin words and no capital letter at all."""
    latin = [w for w in _TOKEN.findall(text) if w.isascii() and w.isalpha()]
    return len(latin) >= MIN_WORDS and not any(ch.isupper() for ch in text)


def uncased_names(text: str) -> list[str]:
    """The index terms that may be names in a text written without capitals
    (`written_uncased`): its words less stop words, calendar words and numbers; none for any
    other text ("lan is 3 days away" -> ["lan", "day", "away"]; "Lan is away" -> [])."""
    text = unicodedata.normalize("NFKC", text)
    if not written_uncased(text):
        return []
    found: list[str] = []
    for raw in _TOKEN.findall(text):
        token = clean_token(raw)
        if token in STOP_WORDS or token in CALENDAR_WORDS or not token.isalpha():
            continue
        found.append(stem(token))
    return list(dict.fromkeys(found))
