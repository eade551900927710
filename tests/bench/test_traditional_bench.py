"""bench/traditional.py writes a Chinese set in Traditional characters, and
src/ebbing/lang/hant_chars.txt is what bench/hant_table.py makes from OpenCC (so the shipped
table can be made again, and says where it came from)."""

from __future__ import annotations

import importlib

import hant_table  # bench/ is on sys.path in tests/bench; both need opencc (a dev dependency)
import traditional
from ebbing.lang.hant import is_traditional, simplified


def test_the_bench_writes_memories_and_questions_in_traditional() -> None:
    data = importlib.import_module("multilingual_data")
    both = traditional.written(data, traditional.converter(), memories=True, questions=True)
    asked = traditional.written(data, traditional.converter(), memories=False, questions=True)
    assert [k for k, _ in both.MEMORIES] == [k for k, _ in data.MEMORIES]
    assert sum(is_traditional(t) for _, t in both.MEMORIES) > len(data.MEMORIES) // 2
    assert asked.MEMORIES == data.MEMORIES
    assert [q.gold for q in asked.QUESTIONS] == [q.gold for q in data.QUESTIONS]
    assert any(is_traditional(q.text) for q in asked.QUESTIONS)
    assert all(len(simplified(t)) == len(t) for _, t in both.MEMORIES)


def test_the_shipped_table_is_the_one_the_script_makes() -> None:
    made = [f"{t}{s}{'~' if shared else ''}" for t, s, shared in hant_table.pairs()]
    shipped = [line for line in hant_table.OUT.read_text("utf-8").splitlines()
               if not line.startswith("#")]
    assert shipped == made
