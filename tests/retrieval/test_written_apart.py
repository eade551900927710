# ruff: noqa: RUF001
"""An English question asked of a store that writes Chinese: the names it capitalises
("Mid-Autumn Festival", "Xiaoyu") may be stored in Chinese (中秋节, 小雨), so a spelling the
store never wrote does not keep the whole floor when the question speaks of the speaker
(retrieval/floor.py `written_apart`); a question about the world still does. Sentences written
for this test (in no dataset)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval.floor import SPOKEN_LOWEST, written_apart
from ebbing.service import MemoryService

MEMORIES = [
    "我们今年中秋节要开车回合肥看外婆。",
    "我女儿小雨在学芭蕾，每周六上午上课。",
    "我家的热水器是去年冬天换的，花了三千多。",
    "我每天中午在公司楼下的食堂吃饭。",
    "Greta is a Swiss engineer who fixes trams in Zurich.",
]


def test_only_a_stranger_named_in_english_of_a_cjk_store_is_read_apart() -> None:
    # speaks of the speaker: may be lowered as a Chinese question that does
    assert written_apart("Where do we go for Mid-Autumn Festival?", True, 0.0, True) == \
        (False, SPOKEN_LOWEST)
    # speaks of no one: the whole floor, as before
    assert written_apart("What is the capital of Peru?", True, 0.0, True) == (False, math.inf)
    # an English store, a Chinese question, a question naming nobody unknown: unchanged
    assert written_apart("Where do we go for Easter?", True, 0.0, False) == (True, 0.0)
    assert written_apart("秘鲁的首都是哪里？", True, math.inf, True) == (True, math.inf)
    assert written_apart("Where do we go?", False, 0.0, True) == (False, 0.0)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("apart")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=3, touch=False)]


@pytest.mark.parametrize(("question", "answer"), [
    ("Where are we driving for the Mid-Autumn Festival?", 0),
    ("What does my daughter Xiaoyu learn?", 1),
    ("What does Greta fix?", 4),  # a name the store writes: as before
])
def test_a_question_about_the_speakers_life_finds_the_chinese_memory(
        store: MemoryService, question: str, answer: int) -> None:
    assert MEMORIES[answer] in found(store, question)


@pytest.mark.parametrize("question", [
    "What is the capital of Peru?",
    "Who painted the Mona Lisa?",
])
def test_a_question_about_the_world_still_gets_nothing(store: MemoryService,
                                                       question: str) -> None:
    assert found(store, question) == []
