"""Indexing a whole store keys its memories a batch at a time (lifecycle/key_table.py,
rules/batch_tokens.py). What a user would notice if that went wrong: conflict detection
missing or inventing candidates after a bulk import. So the batch path must give every memory
exactly the keys `memory_keys` gives it, one memory at a time, whatever the text."""

from __future__ import annotations

import re
import sys

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ebbing.core.query import _TOKEN
from ebbing.index.code_table import CodeTable
from ebbing.lifecycle.key_table import KeyTable, text_of
from ebbing.lifecycle.rules import batch_tokens
from ebbing.lifecycle.rules.anchors import memory_keys
from ebbing.lifecycle.rules.batch_tokens import classify, tokenize_batch

# the characters where tokenising has rules: apostrophes, number marks, digits of other
# scripts, letters whose case or normal form is special, marks, symbols, astral characters
EDGES = ("'\u2019,._-  \n\t0123456789\u0663\uff11\u00b2aAzZ\u00e9\u00c9\u00df\u03a3\u03c3"
         "\u0130\u0131\ufb01\uff21\u0301\u4e2d\u00aa\u00b5\u2126\U0001d400\U0001f600\u00a0")
WORDS = ["Max", "max", "Berlin", "the", "The", "don't", "Caroline's", "O\u2019Brien", "1,000",
         "3.5", "10.30", "1,0000", "a1,000", "v2.1.3", "moving", "Moving", "parties", "user_name",
         "caf\u00e9", "\u00c9mile", "\u03a3\u039f\u03a3", "\ufb01le", "\uff2d\uff41\uff58",
         "12,345.67", "'quoted'", "it''s", "A.B", "x,y", "Stra\u00dfe", "\U0001d400bc",
         "\u0130stanbul", "yesterday", "I", "a", "Lisbon", "remembering", "broke", "Broken",
         "children", "went", "小明说他和小红在谈恋爱",
         "Emma的签证", "明日は雨", "中"]

words = st.one_of(st.sampled_from(WORDS), st.text(alphabet=EDGES, max_size=6))
texts = st.lists(words, max_size=12).map(" ".join) | st.text(alphabet=EDGES, max_size=40)
memories = st.tuples(
    texts,
    st.lists(st.sampled_from(["Travel", "work", "\u03a3\u039f\u03a3", "Caf\u00e9", "3.5"]),
             max_size=3),
    st.lists(st.sampled_from(["Dr. Chen", "max", "O'Brien", "Acme Inc", "\u0130z"]),
             max_size=2),
    st.sampled_from([None, "", "Priya", "jun", "Tom\u00e1s"]))


def keys_by_batch(items: list[tuple[str, list[str], list[str], str | None]],
                  size: int) -> list[set[str]]:
    table = KeyTable()
    for start in range(0, len(items), size):
        part = items[start:start + size]
        table.add(list(range(start, start + len(part))), [text_of(*item) for item in part],
                  [item[2] for item in part])
    codes = table.pairs.codes(np.arange(len(table.keys), dtype=np.int64))
    found: list[set[str]] = [set() for _ in items]
    for key, row in zip((codes >> 32).tolist(), (codes & 0xFFFFFFFF).tolist(), strict=True):
        found[row].add(table.keys[key])
    return found


def test_the_marking_follows_the_tokenising_pattern() -> None:
    assert _TOKEN.pattern == batch_tokens.PATTERN  # core.query changed: redo batch_tokens
    word_re, digit_re = re.compile(r"[^\W_]"), re.compile(r"\d")
    codes = np.arange(0x10000, dtype=np.uint32)
    word, digit = classify(codes)
    for c in range(0x10000):
        assert word[c] == bool(word_re.fullmatch(chr(c))), hex(c)
        assert digit[c] == bool(digit_re.fullmatch(chr(c))), hex(c)
    astral = np.arange(0x10000, sys.maxunicode + 1, 97, dtype=np.uint32)
    word, digit = classify(astral)
    for c, w, d in zip(astral.tolist(), word.tolist(), digit.tolist(), strict=True):
        assert (w, d) == (bool(word_re.fullmatch(chr(c))), bool(digit_re.fullmatch(chr(c))))
    latin = np.arange(256, dtype=np.uint8)
    assert (classify(latin)[0] == classify(latin.astype(np.uint32))[0]).all()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(texts, max_size=20))
def test_a_batch_has_the_tokens_of_each_text(batch: list[str]) -> None:
    found = tokenize_batch(batch)
    got: list[list[str]] = [[] for _ in batch]
    for a, n, i in zip(found.first.tolist(), found.length.tolist(), found.member.tolist(),
                       strict=True):
        got[i].append(found.whole[a:a + n])
    for token, i in zip(found.found, found.found_member.tolist(), strict=True):
        got[i].append(token)
    assert [sorted(tokens) for tokens in got] == [sorted(_TOKEN.findall(t)) for t in batch]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(memories, max_size=30), st.integers(1, 12))
def test_every_memory_gets_the_keys_memory_keys_gives_it(
        items: list[tuple[str, list[str], list[str], str | None]], size: int) -> None:
    assert keys_by_batch(items, size) == [memory_keys(*item) for item in items]


def test_odd_texts_get_their_keys_too() -> None:
    items: list[tuple[str, list[str], list[str], str | None]] = [
        ("lone \ud800 surrogate Max's", [], [], None),  # cannot be encoded: the pattern
        ("", [], [], None),
        ("1,000,0000 and 12.5.2024; a'b'c, 'x' y'", ["Tag"], ["\u00c9mile Zola"], "Ann"),
        ("\U0001d400\U0001d401 \U0001f600 emoji \u0663\u0664,\u0665\u0666\u0667", [], [], None),
        ("word " * 2000, [], [], None),
    ]
    assert keys_by_batch(items, 2) == [memory_keys(*item) for item in items]


def test_the_code_table_finds_what_it_holds_through_growth() -> None:
    rng = np.random.default_rng(7)
    table = CodeTable(bits=4)
    held: dict[int, int] = {}
    for step in range(30):
        codes = np.unique(rng.integers(1, 1 << 40, 50).astype(np.uint64))
        new = np.array([c for c in codes.tolist() if c not in held], dtype=np.uint64)
        ids = np.arange(len(held), len(held) + len(new), dtype=np.int64)
        table.insert(new, ids)
        held.update(zip(new.tolist(), ids.tolist(), strict=True))
        probe = np.concatenate([codes, rng.integers(1, 1 << 40, 20).astype(np.uint64)])
        assert table.find(probe).tolist() == [held.get(c, -1) for c in probe.tolist()], step
