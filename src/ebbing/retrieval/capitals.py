# ruff: noqa: RUF001
"""The Latin words a store writes as names, gathered as the engine indexes it.

A sentence's first word is written with a capital whatever it is ("Set up by Ivy for…",
"Knee advice from Dr Li…", "Reminder: …"): a Latin word is a name where the store writes it
with a capital inside a sentence ("…for Peizhen", 跟Kevin提離職) or opens sentences of two
memories or more with it ("Marco is…", "Marco lives…"). retrieval/subject.py `latin_names`
reads them (beside the words that sound like a character pair the store writes).

The engine's sync reads each memory's as it indexes it (`SearchEngine.capitals`, kept in
index/capitals.py and saved with the other indexes), so a new process reads no memory again to
know them: reading every row of a 100,000-memory store once cost 2.6 s of a cold recall.
"""

from __future__ import annotations

import re

from ebbing.core.query import written_names

_SENTENCES = re.compile(r"[.!?:;。！？：；\n]+")
# a title's period ends no sentence ("Dr. Wen", "Mrs. Osei"; "in May. Call…" does)
TITLE = re.compile(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr)\.")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_OPENING = re.compile(r"^[\s\"'“‘(（\[-]*([A-Za-z][\w'’-]*)")


def inner_names(text: str) -> list[str]:
    """The index terms of the words `text` writes with a capital where no sentence begins
    (`written_names` of each sentence less its first word when it opens with one)."""
    return split_names(text)[0]


def split_names(text: str) -> tuple[list[str], list[str]]:
    """`inner_names`, and the capitalised words (as written) that open its sentences."""
    inner: list[str] = []
    opening: list[str] = []
    text = TITLE.sub(r"\1", _CJK_CHAR.sub("~", text))  # 跟Kevin提離職: Kevin inside
    for sentence in _SENTENCES.split(text):
        first = _OPENING.match(sentence)
        inner += written_names(sentence[first.end():] if first else sentence)
        if first and written_names(first.group(1)):
            opening.append(first.group(1).split("'")[0].split("’")[0])
    return list(dict.fromkeys(inner)), list(dict.fromkeys(opening))
