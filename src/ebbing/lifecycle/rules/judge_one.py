""""one" as a pronoun, not a count, for the English judge's reading of a sentence
(judge_text.analyze; stop 29: "the independent one" had read as the number 1 and changed a
count it never said)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ebbing.lifecycle.rules.judge_text import Token

_ONE_AFTER = frozenset({"the", "this", "that", "which", "another", "each", "every", "a", "an",
                        "any", "no", "only"})


def pronoun_one(tokens: list[Token]) -> list[Token]:
    """"one" after a determiner, at most one word between ("the independent one", "this one",
    "a new one"), stands for a thing said before: a pronoun, no count."""
    for i, tok in enumerate(tokens):
        if tok.kind == "number" and tok.text.lower() == "one" and any(
                t.text.lower() in _ONE_AFTER and t.clause == tok.clause
                for t in tokens[max(0, i - 2):i]):
            tok.kind, tok.key = None, "one"
    return tokens
