"""Whether a turn only asks something, read from its form (retrieval/asking.py lowers such a
turn; index/events.py keeps the reading per memory with the other derived indexes). English
only: the form was read and measured on English chats; a text in a CJK script is never read
as only asking (read on Chinese turns, the thirteenth Chinese set's cross-language hit@5 was
0.870, without 0.913; docs/retrieval.md, "Thirteenth round")."""

from __future__ import annotations

import re

from ebbing.lang import has_cjk

_OPENS = re.compile(
    r"^\W*(?:how|how's|hows|what|what's|whats|where|where's|when|who|who's|why|which|"
    r"did|do|does|didn't|don't|doesn't|is|isn't|are|aren't|was|were|have|has|had|haven't|"
    r"can|could|would|will|won't|should|shall|may|ur|u\s+(?:ok|good|there|free|up))\b",
    re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+|\n+")
_LAUGH = re.compile(r"^\W*(?:lol|lmao|haha\w*|omg|ok|okay|so|and|but|wait|also|hey|oh)?\W*$",
                    re.IGNORECASE)


def only_asks(text: str) -> bool:
    """Whether every sentence of `text` asks something: it ends with "?", or it has no end
    mark and opens with a question word or an auxiliary verb. "lol" and the like count as
    neither; a text of none of them asks nothing."""
    if has_cjk(text):
        return False
    asked = False
    for sentence in _SENTENCES.split(text.strip()):
        sentence = sentence.strip()
        if not sentence or _LAUGH.match(sentence):
            continue
        end = sentence.rstrip(" )]\"'\u2019\u201d")[-1:]
        marked = end in ("?", "\uff1f")
        if not marked and (end in (".", "!", "\u3002", "\uff01") or not _OPENS.match(sentence)):
            return False  # it states something
        asked = True
    return asked
