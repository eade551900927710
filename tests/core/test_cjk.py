"""CJK text in the word index: character bigrams (core/cjk.py), written fresh."""

from ebbing.core.prompt import PromptItem, nothing, render
from ebbing.core.query import terms


def test_chinese_runs_become_bigrams_and_share_pairs_with_a_question() -> None:
    memory = set(terms("我表姐在苏州开了一家面馆"))
    question = set(terms("我表姐开的是什么店?"))
    assert {"表姐", "苏州", "面馆"} <= memory
    assert "表姐" in memory & question
    assert "什么" not in question  # a question word's pair is a stop word


def test_latin_words_inside_a_chinese_token_are_words_of_their_own() -> None:
    found = terms("Jonas的护照丢了")
    assert "jona" in found and "护照" in found


def test_japanese_and_english_unchanged_for_english() -> None:
    assert "東京" in terms("東京に行きました")
    assert terms("Caroline adopted a puppy") == ["carolin", "adopt", "puppi"]


def test_prompt_words_follow_the_language() -> None:
    item = PromptItem("2026-03-01", "阿梅", "阿梅搬到了成都", "valid")
    assert render([item], language="zh").startswith("相关记忆")
    assert render([item]).startswith("Relevant memories")
    assert nothing("zh") == "没有与此相关的记忆。"
    assert nothing("fr") == nothing("en")
