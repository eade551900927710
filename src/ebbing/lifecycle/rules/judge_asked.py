"""What a chat turn asserts: its questions set aside (rules.judge reads the rest).

A question asks; it states nothing that could change or be changed. "Did Patrick settle in the
new job?" says no job is new, and "Will you go with Helen?" holds no plan that a later turn
could outdate. Told one message at a time, a chat store is full of such turns, and the judge
read their cue words ("new", "now", "moved") as changes of whatever the older turn said
(docs/lifecycle.md, "The judge on a whole English store"). So the judge reads only the
sentences that do not end in a question mark, with two exceptions: a question that frames a
statement ("Did I tell you I moved to Leeds?") is read as that statement ("I moved to
Leeds."; "Guess what? I quit." keeps its second sentence anyway), and a question tag after a
statement ("You moved to Leeds, didn't you?") is a statement asking to be confirmed.
"""

from __future__ import annotations

import re

_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]+|$)")
# a question that frames a statement: "did I tell you", "have I told you", "did you know",
# "do you remember that", "did you hear"
_FRAMED = re.compile(r"\b(?:tell|told|mention|mentioned|know|knew|hear|heard|remember)\s+"
                     r"(?:you\s+)?(?:that\s+)?(?P<said>(?:I|we|my|our|he|she|they|[A-Z]\w+)\b"
                     r"[^?]*)\?+\s*$")
# a tag after a statement: ", didn't you?", ", isn't it?", ", right?"
_TAG = re.compile(r",\s*(?:(?:is|are|was|were|do|does|did|have|has|had|will|would|can|could)"
                  r"n['\u2019]?t\s+\w+|right|no)\s*\?+\s*$", re.IGNORECASE)


def asked(sentence: str) -> bool:
    """Whether `sentence` only asks: it ends in '?', frames no statement and is no tag."""
    text = sentence.strip()
    return text.endswith("?") and not _FRAMED.search(text) and not _TAG.search(text)


def asserted(text: str) -> str:
    """`text` less its questions, a framed one told as its statement ("Did I tell you I moved
    to Leeds?" -> "I moved to Leeds."; see the module docstring)."""
    parts = [m.group(0) for m in _SENTENCE.finditer(text) if m.group(0).strip()]
    if not any(p.strip().endswith("?") and not _TAG.search(p) for p in parts):
        return text
    out = []
    for part in parts:
        framed = _FRAMED.search(part) if part.strip().endswith("?") else None
        if framed:
            lead = part[:len(part) - len(part.lstrip())]
            out.append(f"{lead}{framed.group('said').strip()}.")
        elif not asked(part):
            out.append(part)
    return "".join(out).strip()
