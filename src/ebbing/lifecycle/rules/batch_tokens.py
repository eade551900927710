"""The tokens of many texts at once: for each text exactly what `core.query._TOKEN.findall`
finds in it, without running the pattern over every text.

The texts are laid end to end, one newline between them, as one array of code points (one
byte each when the batch is all Latin-1, the usual case). numpy marks the characters tokens
are made of: word characters (`[^\\W_]`, which is `str.isalnum`) and an apostrophe (' or
U+2019) between two of them. The pattern's other two forms are numbers (1,000 and 3.5): they
need a comma or a period between two digits. Where there is none, the pattern's tokens are
exactly the runs of marked characters. A token never holds anything but word characters,
apostrophes, commas and periods, so the pattern is run only over the runs of those that hold
a number form (`findall` with bounds: the same matches as in the whole text).

A token is given as where it starts and how long it is in the joined text, with its text's
index; the ones the pattern found are given as strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.core.query import _TOKEN

I64 = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
# the pattern the marking reproduces; a test fails if core.query changes it
PATTERN = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)+|[^\W_]+(?:['\u2019][^\W_]+)*"
APOSTROPHES = (ord("'"), 0x2019)
NUMBER_MARKS = (ord(","), ord("."))

_classes: dict[int, tuple[Bools, Bools]] = {}


@dataclass
class Batch:
    """The tokens of a batch of texts."""

    whole: str  # the texts joined by newlines
    codes: npt.NDArray[Any]  # its code points (uint8 or uint32)
    first: I64  # where each token of the marked runs starts in `whole`
    length: I64  # and how long it is
    member: I64  # and which text it is in
    found: list[str]  # the tokens the pattern found (in runs with numbers)
    found_member: I64  # and their texts


def _lookup(size: int) -> tuple[Bools, Bools]:
    """Per code point below `size`: is it a word character, is it a decimal digit (what the
    pattern's `[^\\W_]` and `\\d` match)."""
    if size not in _classes:
        chars = [chr(c) for c in range(size)]
        _classes[size] = (np.array([c.isalnum() for c in chars], dtype=np.bool_),
                          np.array([c.isdecimal() for c in chars], dtype=np.bool_))
    return _classes[size]


def classify(codes: npt.NDArray[Any]) -> tuple[Bools, Bools]:
    """Word characters and decimal digits among `codes` (uint8 or uint32 code points)."""
    if codes.dtype == np.uint8:  # ASCII by arithmetic (wrapping bytes), the rest by table
        digit = (codes - np.uint8(48)) < 10
        word = digit | (((codes | np.uint8(32)) - np.uint8(97)) < 26)
        high = np.flatnonzero(codes >= 128)
        if len(high):
            word_of, digit_of = _lookup(256)
            word[high], digit[high] = word_of[codes[high]], digit_of[codes[high]]
        return word, digit
    word_of, digit_of = _lookup(0x10000)
    clipped = np.minimum(codes, 0xFFFF)
    word, digit = word_of[clipped], digit_of[clipped]
    high = np.flatnonzero(codes > 0xFFFF)
    if len(high):  # outside the BMP (emoji, rare scripts): each distinct one asked once
        distinct, where = np.unique(codes[high], return_inverse=True)
        chars = [chr(int(c)) for c in distinct]
        word[high] = np.array([c.isalnum() for c in chars], dtype=np.bool_)[where]
        digit[high] = np.array([c.isdecimal() for c in chars], dtype=np.bool_)[where]
    return word, digit


def code_points(text: str) -> npt.NDArray[Any] | None:
    """`text` as an array of code points: uint8 when it is all Latin-1, else uint32; None if
    it cannot be encoded (a lone surrogate)."""
    try:
        return np.frombuffer(text.encode("latin-1"), dtype=np.uint8)
    except UnicodeEncodeError:
        pass
    try:
        return np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    except UnicodeEncodeError:
        return None


def _between(marks: Bools, sides: Bools) -> Bools:
    """Positions of `marks` with a `sides` character on both sides."""
    found = np.zeros(len(marks), dtype=np.bool_)
    found[1:-1] = marks[1:-1] & sides[:-2] & sides[2:]
    return found


def _runs(marked: Bools) -> tuple[I64, I64]:
    """Where each run of marked positions starts, and one past where it ends."""
    edges = np.flatnonzero(marked[1:] != marked[:-1]) + 1
    if len(marked) and marked[0]:
        edges = np.concatenate([[0], edges])
    if len(marked) and marked[-1]:
        edges = np.concatenate([edges, [len(marked)]])
    return edges[0::2].astype(np.int64), edges[1::2].astype(np.int64)


def tokenize_batch(texts: list[str]) -> Batch:
    """The tokens of each of `texts` (see the module docstring)."""
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    starts = np.cumsum(lengths + 1) - (lengths + 1)
    whole = "\n".join(texts)
    codes = code_points(whole)
    none = np.zeros(0, dtype=np.int64)
    if codes is None:  # the pattern, text by text
        found = [_TOKEN.findall(text) for text in texts]
        return Batch(whole, np.zeros(0, np.uint8), none, none, none,
                     [token for tokens in found for token in tokens],
                     np.repeat(np.arange(len(texts), dtype=np.int64), [len(f) for f in found]))
    word, digit = classify(codes)
    apostrophe = codes == APOSTROPHES[0]
    if codes.dtype != np.uint8:
        apostrophe |= codes == APOSTROPHES[1]
    marks = (codes == NUMBER_MARKS[0]) | (codes == NUMBER_MARKS[1])
    first, end = _runs(word | _between(apostrophe, word))
    number = np.flatnonzero(_between(marks, digit))
    tokens: list[str] = []
    at = none
    if len(number):  # the runs of characters a token can hold, around each number form
        gaps = np.concatenate([[-1], np.flatnonzero(~(word | apostrophe | marks)),
                               [len(codes)]])
        run_first = np.unique(gaps[np.searchsorted(gaps, number) - 1] + 1)
        run_end = gaps[np.searchsorted(gaps, run_first)]
        inside = np.searchsorted(run_first, first, "right") - 1
        slow = (inside >= 0) & (first < run_end[np.maximum(inside, 0)])
        first, end = first[~slow], end[~slow]
        found = [_TOKEN.findall(whole, a, b)
                 for a, b in zip(run_first.tolist(), run_end.tolist(), strict=True)]
        tokens = [token for tokens in found for token in tokens]
        at = np.repeat(run_first, [len(f) for f in found])
    return Batch(whole, codes, first, end - first, _texts_of(first, starts), tokens,
                 _texts_of(at, starts))


def _texts_of(positions: I64, starts: I64) -> I64:
    """For sorted positions in the joined text, the index of the text each is in."""
    counts = np.diff(np.searchsorted(positions, starts), append=len(positions))
    return np.repeat(np.arange(len(starts), dtype=np.int64), counts)
