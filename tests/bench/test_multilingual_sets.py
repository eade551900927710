"""Every set bench/multilingual.py names with `--set` is well formed (ids, gold ids, kinds)."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from multilingual import SETS, check_set


def test_every_set_is_well_formed() -> None:
    assert {"twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
            "seventeenth", "eighteenth", "nineteenth", "twentieth", "twentyfirst",
            "twentysecond", "twentythird", "twentyfourth", "twentyfifth",
            "twentysixth", "twentyseventh", "twentyeighth", "twentyninth",
            "thirtieth", "thirtyfirst", "thirtysecond", "thirtythird",
            "thirtyfourth", "thirtyfifth"} <= set(SETS)
    for name, module in SETS.items():
        data = importlib.import_module(module)
        check_set(data)
        assert data.QUESTIONS and data.MEMORIES, name


def test_the_twelfth_set_has_its_shape() -> None:
    data = importlib.import_module(SETS["twelfth"])
    english = [key for key, text in data.MEMORIES if text.isascii() or "Tomasz" in text]
    assert len(data.MEMORIES) - len(english) >= 70 and len(english) >= 10
    assert len(data.QUESTIONS) == 60 and len(data.OFF_TOPIC) == 20
    assert {q.kind for q in data.QUESTIONS} == {"zh", "para", "en-zh", "zh-en"}
    english_ids = set(english)
    for q in data.QUESTIONS:  # a cross question's gold is in the other language
        if q.kind == "zh-en":
            assert set(q.gold) <= english_ids, q
        elif q.kind in ("zh", "para", "en-zh"):
            assert not set(q.gold) & english_ids, q


def cross_gold_is_other_language(data: Any, english: set[str]) -> None:
    """A cross question's gold is in the other language."""
    for q in data.QUESTIONS:
        if q.kind == "zh-en":
            assert set(q.gold) <= english, q
        else:
            assert not set(q.gold) & english, q


@pytest.mark.parametrize("name", ["thirteenth", "fourteenth", "fifteenth", "sixteenth",
                                  "seventeenth", "eighteenth", "nineteenth", "twentieth",
                                  "twentyfirst", "twentysecond", "twentythird",
                                  "twentyfourth", "twentyfifth", "twentysixth",
                                  "twentyseventh", "twentyeighth", "twentyninth",
                                  "thirtieth", "thirtyfirst", "thirtysecond",
                                  "thirtythird", "thirtyfourth", "thirtyfifth"])
def test_the_blind_sets_have_their_shape(name: str) -> None:
    data = importlib.import_module(SETS[name])
    english = {key for key, text in data.MEMORIES if text.isascii()}
    assert len(data.MEMORIES) - len(english) >= 70 and len(english) >= 10
    assert len(data.QUESTIONS) == 60 and len(data.OFF_TOPIC) == 20
    kinds = [q.kind for q in data.QUESTIONS]
    assert set(kinds) == {"zh", "para", "en-zh", "zh-en"}
    if name != "thirteenth":  # the brief the later writers had
        assert {kind: kinds.count(kind) for kind in set(kinds)} == {
            "zh": 15, "para": 20, "en-zh": 15, "zh-en": 10}
    cross_gold_is_other_language(data, english)
    if name == "seventeenth":  # its brief: at least 80 Chinese memories
        assert len(data.MEMORIES) - len(english) >= 80
    if name in ("eighteenth", "nineteenth", "twentieth", "twentyfirst", "twentysecond",
                "twentythird", "twentyfourth", "twentyfifth", "twentysixth", "twentyseventh",
                "twentyeighth", "twentyninth", "thirtieth", "thirtyfirst", "thirtysecond",
                "thirtythird", "thirtyfourth", "thirtyfifth"):
        # their briefs: at least 90 Chinese memories
        assert len(data.MEMORIES) - len(english) >= 90
    if name in ("fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
                "twentieth", "twentyfirst", "twentysecond", "twentythird", "twentyfourth",
                "twentyfifth", "twentysixth", "twentyseventh", "twentyeighth",
                "twentyninth", "thirtieth", "thirtyfirst", "thirtysecond", "thirtythird",
                "thirtyfourth", "thirtyfifth"):
        assert all(key.startswith("e") == (key in english) for key, _ in data.MEMORIES)
        texts = [q.text for q in data.QUESTIONS] + list(data.OFF_TOPIC)
        assert len(texts) == len(set(texts))  # no question asked twice


def test_the_twentyfirst_set_says_when_each_memory_was_said() -> None:
    """Its brief: 95 Chinese and 10 English memories, each with the day it was said, in the
    order said; ten general then ten personal off-topic questions, none a memory's text."""
    from datetime import date

    data = importlib.import_module(SETS["twentyfirst"])
    english = {key for key, text in data.MEMORIES if text.isascii()}
    assert len(data.MEMORIES) - len(english) == 95 and len(english) == 10
    assert list(data.SAID) == [key for key, _ in data.MEMORIES]
    days = [date.fromisoformat(day) for day in data.SAID.values()]
    assert days == sorted(days) and days[0].year == days[-1].year == 2026
    texts = {text for _, text in data.MEMORIES}
    assert len(data.OFF_TOPIC) == 20 and not texts & set(data.OFF_TOPIC)


def test_the_twentysecond_set_says_when_each_memory_was_said() -> None:
    """Its brief: about 95 Chinese and 10 English memories, each with the day it was said
    (across 2025 and 2026), in the order said; ten general then ten personal off-topic
    questions, none a memory's text."""
    from datetime import date

    data = importlib.import_module(SETS["twentysecond"])
    english = {key for key, text in data.MEMORIES if text.isascii()}
    assert len(data.MEMORIES) - len(english) == 95 and len(english) == 10
    assert list(data.SAID) == [key for key, _ in data.MEMORIES]
    days = [date.fromisoformat(day) for day in data.SAID.values()]
    assert days == sorted(days) and days[0].year == 2025 and days[-1].year == 2026
    texts = {text for _, text in data.MEMORIES}
    assert len(data.OFF_TOPIC) == 20 and not texts & set(data.OFF_TOPIC)


@pytest.mark.parametrize("name", ["twentythird", "twentyfourth", "twentyfifth",
                                  "twentysixth", "twentyseventh", "twentyeighth",
                                  "twentyninth", "thirtieth", "thirtyfirst",
                                  "thirtysecond", "thirtythird", "thirtyfourth", "thirtyfifth"])
def test_the_latest_sets_say_when_each_memory_was_said(name: str) -> None:
    """Its brief: about 95 Chinese and 10 English memories of a few months, each with the day
    it was said, in the order said; ten general then ten personal off-topic questions, none a
    memory's text."""
    from datetime import date

    data = importlib.import_module(SETS[name])
    english = {key for key, text in data.MEMORIES if text.isascii()}
    assert len(data.MEMORIES) - len(english) == 95 and len(english) == 10
    assert list(data.SAID) == [key for key, _ in data.MEMORIES]
    days = [date.fromisoformat(day) for day in data.SAID.values()]
    assert days == sorted(days) and days[0].year == days[-1].year == 2026
    texts = {text for _, text in data.MEMORIES}
    assert len(data.OFF_TOPIC) == 20 and not texts & set(data.OFF_TOPIC)
