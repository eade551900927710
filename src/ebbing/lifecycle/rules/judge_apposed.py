"""Apposition in a subject: "my brother Tom" is Tom (docs/lifecycle.md, "a name after who
someone is")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.lifecycle.rules.judge_words import DETERMINERS, SPEAKER

if TYPE_CHECKING:
    from ebbing.lifecycle.rules.judge_text import Token


def apposed(span: list[Token]) -> frozenset[str] | None:
    """A name right after the nouns that say who someone is to another ("my brother Tom",
    "our neighbour Patel", "Tom's sister Ana") is the subject itself: its name, which a later
    "Tom moved to York" writes alone. None when the subject ends otherwise."""
    if len(span) < 2 or span[-1].kind != "name" or span[-1].possessive:
        return None
    before = span[-2]
    if before.kind is not None or before.possessive or before.key == SPEAKER or \
            before.text.lower() in {"and"} | DETERMINERS:
        return None
    return frozenset({span[-1].key})
