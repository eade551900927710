"""A speaker called by the short form of their name: "What did Somto buy?" asked of a store
whose speaker is Somtochi (issue 27, branch recall9, stop 26).

Friends and family shorten a name as they talk ("Kez" for Keziah, "Bron" for Bronwyn, "Mel"
for Melanie), and the questions asked about their talks do too. Search knows a speaker by the
whole name (retrieval/engine.py `named_speakers`): the short form neither gets the named
speaker's prior nor meets their turns through the speaker field, and as a rare word it ranks
first the few turns where the other speaker writes it ("Teacher Somto lol") over the ones
that answer. So a question word that begins exactly one speaker's name, and is written as a
name, is read as that name (`spelled_out`): the question is searched as if it wrote the name
whole, as it would have for someone who did not know the short form.

Written as a name means: capitalised where a sentence does not begin ("did Somto"), or, in a
question typed all in lower case, a word the store's memories write with a capital (its names,
engine `names`) and at least half as long as the name it begins ("bron", "kez"). A stop word
never is ("the" does not begin Theo's name), nor a word that is itself one of the speakers'
names, nor one beginning two speakers' names.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from typing import TYPE_CHECKING

from ebbing.core.query import STOP_WORDS, clean_token, proper_names, stem

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

SHORTEST = 3  # letters: "Mel", "Kez"; "Jo" and "Al" are too often other words
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


def _capitals_inside(text: str) -> bool:
    """Whether the text writes a capital where a sentence does not begin (not typed all in
    lower case)."""
    return bool(proper_names(text))


def full_name(word: str, speakers: Collection[str]) -> str | None:
    """The one speaker name word that `word` (lower case) begins and is not, else None."""
    if len(word) < SHORTEST or word in STOP_WORDS or not word.isalpha():
        return None
    parts = {part for name in speakers for part in name.split() if part.isalpha()}
    if word in parts:
        return None
    longer = [part for part in parts if part.startswith(word)]
    return longer[0] if len(longer) == 1 else None


def spelled_out(query: str, speakers: Collection[str], names: Collection[str],
                keep: bool = False) -> str:
    """`query` with each short form of a speaker's name (module docstring) written whole,
    in its case ("Somto's" -> "Somtochi's"); the query itself when it writes none.
    `speakers`: the store's speakers' names, lower case; `names`: the index terms of the
    names its memories write with a capital."""
    if not speakers:
        return query
    text = unicodedata.normalize("NFKC", query)
    capitals = _capitals_inside(text)
    named = set(proper_names(text))
    out: list[str] = []
    last = 0
    for match in _WORD.finditer(text):
        raw = match.group(0)
        word = clean_token(raw)
        whole = full_name(word, speakers)
        if whole is None:
            continue
        if capitals:
            if stem(word) not in named or not raw[0].isupper():
                continue
        elif stem(word) not in names or 2 * len(word) < len(whole):
            continue
        head = whole.capitalize() if raw[0].isupper() else whole
        out.append(text[last:match.start()])
        head = f"{raw} {head}" if keep else head
        out.append(head + raw[len(word):] if raw.lower().startswith(word) else head)
        last = match.end()
    if not out:
        return query
    out.append(text[last:])
    return "".join(out)


def asked(engine: SearchEngine, query: str, on: int = 1) -> str:
    """`query` as search reads it: `spelled_out` with the engine's speakers and names (`on`
    0: the query as it is)."""
    if not on:
        return query
    engine.sync()
    return spelled_out(query, engine.speaker_names(), engine.names, on == 2)
