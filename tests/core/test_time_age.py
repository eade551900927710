"""An age in days, weeks or months dates the thing's beginning (core/eventcount.py): fresh
sentences, in no dataset, said on Wednesday 11 March 2026."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve

SAID = date(2026, 3, 11)


def spans(text: str) -> list[tuple[str, str, str]]:
    return [(str(e.start), str(e.end), e.precision) for e in resolve(text, SAID)]


@pytest.mark.parametrize(("text", "first", "end", "precision"), [
    ("the foal is nine days old and already bossy", "2026-03-02", "2026-03-03", "day"),
    ("we adopted a six-week-old kitten", "2026-01-25", "2026-02-01", "week"),
    ("Pip is two months old, can you believe it", "2026-01-01", "2026-02-01", "month"),
])
def test_an_age_dates_a_beginning(text: str, first: str, end: str, precision: str) -> None:
    assert (first, end, precision) in spans(text)


@pytest.mark.parametrize("text", [
    "grandpa is ninety years old and sharp as ever",  # a birth long before the talk
    "I feel so old these days",
    "the cheese is older than the wine",
])
def test_no_age_no_beginning(text: str) -> None:
    assert spans(text) == []
