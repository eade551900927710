"""The Spanish, German, Japanese and Korean sets of bench/multilingual.py (`--set es`, `de`,
`ja`, `ko`) have the shape their brief promised: about 40 memories of which six in English,
30 questions (8 near the words, 12 paraphrased, 6 English about them, 4 in the language about
the English ones), 12 off-topic questions, and every memory and question in its language."""

from __future__ import annotations

import importlib

import pytest

from ebbing.lang import language_of
from ebbing.lang.latin import latin_language
from multilingual import SETS, check_set


def written_in(text: str) -> str:
    script = language_of(text)
    return latin_language(text) if script == "en" else script


@pytest.mark.parametrize("name", ["es", "de", "ja", "ko"])
def test_the_set_has_its_shape(name: str) -> None:
    data = importlib.import_module(SETS[name])
    check_set(data)
    english = {key for key, _ in data.MEMORIES if key.startswith("e")}
    assert len(data.MEMORIES) == 42 and len(english) == 6
    assert all(written_in(text) == name for key, text in data.MEMORIES if key not in english)
    assert all(written_in(text) == "en" for key, text in data.MEMORIES if key in english)
    kinds = [q.kind for q in data.QUESTIONS]
    assert {kind: kinds.count(kind) for kind in set(kinds)} == {
        "zh": 8, "para": 12, "en-zh": 6, "zh-en": 4}
    for q in data.QUESTIONS:  # a cross question's gold is in the other language
        assert (set(q.gold) <= english) == (q.kind == "zh-en"), q
    misread = [q.text for q in data.QUESTIONS
               if written_in(q.text) != ("en" if q.kind == "en-zh" else name)]
    # three words with no function word are too few to tell German from English (latin.py)
    assert misread == (["Was studiert Felix?"] if name == "de" else []), misread
    assert len(data.OFF_TOPIC) == 12 and len(set(data.OFF_TOPIC)) == 12
    texts = {text for _, text in data.MEMORIES}
    assert not any(q.text in texts for q in data.QUESTIONS)  # asked, never copied


@pytest.mark.parametrize("name", ["es", "de", "ja", "ko"])
def test_the_second_set_has_its_shape(name: str) -> None:
    """The second sets (`--set es2` ..., polyglot2), to confirm on: 20 memories of which two in
    English, 20 questions (6 near the words, 10 paraphrased, 2 and 2 across), 6 off-topic."""
    data = importlib.import_module(SETS[name + "2"])
    check_set(data)
    english = {key for key, _ in data.MEMORIES if key.startswith("e")}
    assert len(data.MEMORIES) == 20 and len(english) == 2
    assert all(written_in(text) == name for key, text in data.MEMORIES if key not in english)
    assert all(written_in(text) == "en" for key, text in data.MEMORIES if key in english)
    kinds = [q.kind for q in data.QUESTIONS]
    assert {kind: kinds.count(kind) for kind in set(kinds)} == {
        "zh": 6, "para": 10, "en-zh": 2, "zh-en": 2}
    for q in data.QUESTIONS:
        assert (set(q.gold) <= english) == (q.kind == "zh-en"), q
    misread = [q.text for q in data.QUESTIONS
               if written_in(q.text) != ("en" if q.kind == "en-zh" else name)]
    # lang/latin.py reads this one as English (found when the set was written, not yet mended)
    assert misread == (["Was macht meine Partnerin beruflich?"] if name == "de" else []), misread
    assert len(data.OFF_TOPIC) == 6 and len(set(data.OFF_TOPIC)) == 6
    texts = {text for _, text in data.MEMORIES}
    assert not any(q.text in texts for q in data.QUESTIONS)
