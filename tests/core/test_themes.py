"""Themes a person comes back to (core/themes.py): the words, the episodes, the citations."""

from __future__ import annotations

from collections import Counter

import pytest

from ebbing.core.themes import Said, burstiness, passage, themes

SAID = [
    Said("Melanie", "s1", "We went camping at the beach. The kids loved it."),
    Said("Caroline", "s1", "Camping sounds great!"),
    Said("Melanie", "s1", "Thanks, it was great."),
    Said("Melanie", "s2", "I signed up for a pottery class."),
    Said("Caroline", "s2", "Great, what will you make?"),
    Said("Melanie", "s2", "A bowl. Then we camped in the forest. [image: a tent by a lake]"),
    Said("Melanie", "s3", "Great to see you!"),
    Said("Caroline", "s3", "I went to a pottery workshop with Melanie."),
]


def test_a_theme_is_a_word_a_person_uses_in_two_episodes_never_their_name() -> None:
    found = {(t.person, t.stem): t for t in themes(SAID, per_person=10, most=5,
                                                   max_share=1.0, names=["Melanie", "Caroline"])}
    camping = found[("Melanie", "camp")]
    assert camping.members == (0, 5)  # "camping" and "camped": one stem, two episodes
    assert camping.word in {"camping", "camped"}
    assert ("Caroline", "camp") not in found  # she said it in one episode only
    assert not any(t.stem == "potteri" for t in found.values())  # one episode each
    assert not any(t.stem == "melani" for t in found.values())  # a name is no theme


def test_a_word_everyone_uses_all_the_time_is_no_theme() -> None:
    common = {t.stem for t in themes(SAID, per_person=10, most=5, max_share=0.4)}
    assert "great" not in common  # in 4 of 8 memories
    assert "camp" in common


def test_a_theme_cites_one_memory_per_episode_first_and_at_most_most() -> None:
    said = [Said("Jon", f"s{i // 3}", f"Dance practice number {i}.") for i in range(9)]
    [dance, *_] = [t for t in themes(said, per_person=10, most=3, max_share=1.0)
                   if t.stem == "danc"]
    assert len(dance.members) == 3
    assert {said[i].episode for i in dance.members} == {"s0", "s1", "s2"}
    assert themes(said, per_person=0, most=3, max_share=1.0) == []


def test_burstiness_is_low_for_a_word_that_comes_in_bursts() -> None:
    size = Counter({f"s{i}": 10 for i in range(10)})
    assert burstiness(["s1"] * 5, size, 100) < 0.3
    spread = burstiness([f"s{i}" for i in range(5)], size, 100)
    assert spread == pytest.approx(5 / sum(1 - 0.9 ** 5 for _ in range(10)))
    assert spread > 1.0


def test_a_passage_is_the_sentence_holding_the_word_or_the_caption() -> None:
    text = "A bowl. Then we camped in the forest. [image: a tent by a lake]"
    assert passage(text, "camp") == "Then we camped in the forest."
    assert passage(text, "tent") == "a tent by a lake"
    assert passage(text, "zebra") == text
