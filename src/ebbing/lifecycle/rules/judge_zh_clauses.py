"""Clause bounds for the Chinese judge's readings (rules/judge_zh*.py): the text they read is
NFKC (judge_zh_text.read), so a clause ends at an ASCII mark; a reading that also ends one at
a colon or a space says so with `marks`."""

from __future__ import annotations

import re

MARKS = ",。;!?"  # between clauses
_SPLIT = re.compile(f"[{MARKS}]")


def clause_span(text: str, at: int, marks: str = MARKS) -> tuple[str, int]:
    """The clause of `text` that holds position `at`, and where it starts."""
    start = max(text.rfind(c, 0, at) for c in marks) + 1
    ends = [i for i in (text.find(c, at) for c in marks) if i >= 0]
    return text[start:min(ends) if ends else len(text)], start


def clause_at(text: str, at: int, marks: str = MARKS) -> str:
    """The clause of `text` that holds position `at`."""
    return clause_span(text, at, marks)[0]


def clause_before(text: str, at: int) -> str:
    """The part of `at`'s clause before it."""
    return _SPLIT.split(text[:at])[-1]


def clauses(text: str) -> list[str]:
    """The clauses of `text`, in order (an empty one where two marks meet)."""
    return _SPLIT.split(text)
