"""Words a chat types to react, not to tell (core/reactions.py). Fresh sentences, in no
dataset."""

from __future__ import annotations

import pytest

from ebbing.core.query import terms
from ebbing.core.reactions import reaction, told_terms


@pytest.mark.parametrize("word", ["lol", "lmao", "lmfao", "hahaha", "hehe", "omg", "wowww",
                                  "oof", "awww", "ugh", "hmm", "yay", "yep", "nah", "ikr"])
def test_a_reaction(word: str) -> None:
    assert all(reaction(t) for t in terms(word)), word


@pytest.mark.parametrize("word", ["kiln", "hallway", "ohio", "loaf", "hammock", "nope-rope",
                                  "hahn", "owl", "yurt", "kayak", "hmrc"])
def test_a_word_that_tells(word: str) -> None:
    assert not all(reaction(t) for t in terms(word)), word


def test_a_turn_counted_without_its_reactions() -> None:
    assert told_terms("lmao the hammock") == 1  # hammock
    assert told_terms("hahaha omg yay") == 0
    assert told_terms("oof. the yurt leaked again") == 2  # yurt, leak
    assert told_terms("the kayak flipped twice lol") == 3  # kayak, flip, twice
    assert told_terms("") == 0
