"""bench/multilingual.py gives off-topic empty by half (general questions on a memory's topic,
then questions about things never stored) for the sets that list them so."""

from __future__ import annotations

import importlib

from multilingual import HALVED, SETS, halves


def test_every_halved_set_lists_twenty_off_topic_questions() -> None:
    for name in HALVED:
        assert len(importlib.import_module(SETS[name]).OFF_TOPIC) == 20, name


def test_halves_count_each_half_apart() -> None:
    off = [f"g{i}" for i in range(10)] + [f"p{i}" for i in range(10)]
    assert halves("nineteenth", off, ["g1", "p1", "p2", "p3"]) == {"general": 0.9,
                                                                   "personal": 0.7}
    assert halves("dev", off[:15], ["g1", "g2", "g3"]) == {"general": 0.8, "personal": None}
