# ruff: noqa: RUF001
"""Never below plain cosine where the reading is unsure (retrieval/guard.py, RankParams.guard;
docs/retrieval.md, "guard1, stop 27"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.guard import evidence, fused, guarded, unsure
from ebbing.service import MemoryService

ON = replace(RankParams(), guard=10.0, guard_places=2, guard_top=1, guard_latin=1)
NO_ENGINE: Any = None  # a question guarded whatever its language (guard_latin 1)


def test_time_alone_is_weak_evidence() -> None:
    # "去年冬天俺爹住院花了多少": 0 "俺爹住院开刀那回花了三万二" holds the question's words,
    # 1 "去年冬天下了好几场大雪" only its time
    words = np.array([0.5, 0.0, 0.0])
    strength = evidence(words, np.array([0.0, 1.0, 1.0]), None, 0.25)
    assert strength[0] > strength[1]
    order = np.array([1, 2, 0])  # the reading put the snow first
    cosine = np.array([0.83, 0.60, 0.58])  # cosine likes the hospital
    assert unsure(order, cosine, strength, 2, 1, 0.3)
    out = guarded(order, cosine, words, np.array([0.0, 1.0, 1.0]), None, ON, NO_ENGINE, "")
    assert out.tolist() == [1, 0, 2]  # back within the first two


def test_words_the_favourite_lacks_are_sure() -> None:
    # "what did Odile name her sourdough starter?": 0 "Odile calls the starter Gertrude" holds
    # "starter" and the name; cosine's favourite 1 "I baked bread all weekend" holds neither
    words = np.array([0.8, 0.0, 0.1])
    order = np.array([0, 2, 1])
    cosine = np.array([0.70, 0.78, 0.74])
    assert not unsure(order, cosine, evidence(words, None, None, 0.25), 2, 1, 0.3)
    assert guarded(order, cosine, words, None, None, ON, NO_ENGINE, "").tolist() == [0, 2, 1]


def test_the_speaker_asked_about_counts() -> None:
    # "what did Priya say about the ferry?": 0 said by Priya, the ferry named in both
    words = np.array([0.3, 0.3, 0.3])
    said = np.array([True, False, False])
    strength = evidence(words, None, said, 0.5)
    assert not unsure(np.array([0, 2, 1]), np.array([0.6, 0.7, 0.65]), strength, 2, 1, 0.3)


def test_nothing_when_cosines_favourites_are_in_place() -> None:
    order = np.array([2, 0, 1])
    cosine = np.array([0.9, 0.5, 0.7])  # its first stands second: within the first two
    words = np.zeros(3)
    assert guarded(order, cosine, words, None, None, ON, NO_ENGINE, "").tolist() == [2, 0, 1]


def test_fusion_keeps_only_what_it_was_given() -> None:
    order = np.array([4, 1, 3])  # candidates 0 and 2 did not clear the floor
    cosine = np.array([0.99, 0.2, 0.98, 0.9, 0.1])
    out = fused(order, cosine, 10.0)
    assert sorted(out.tolist()) == [1, 3, 4]
    assert out.tolist().index(3) < out.tolist().index(1)  # cosine's first of those left


def test_off_leaves_the_order() -> None:
    order = np.array([1, 2, 0])
    off = replace(ON, guard=0.0)
    cosine = np.array([0.9, 0.1, 0.2])
    assert guarded(order, cosine, np.zeros(3), None, None, off, NO_ENGINE, "") is order


MEMORIES = [
    "俺爹住院开刀那回，前前后后花了三万二",
    "去年冬天厂里发了两桶花生油",
    "去年冬天下了好几场大雪，高速封了三天",
    "今年开春给闺女买了辆电动车",
    "俺家那条狗叫大黄，养了八年了",
    "去年冬天俺在新疆跑了一个月的车",
    "俺那车去年换了四个轮胎，一个八百",
    "去年冬天闺女放寒假回来住了二十天",
    "去年冬天俺把烟戒了，到现在没再抽",
    "Our neighbour Tomasz fixed the leaking gutter for a bottle of plum brandy.",
]
NOW = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("guard")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str, guard: float,
           monkeypatch: pytest.MonkeyPatch) -> list[int]:
    monkeypatch.setattr(search, "PARAMS", replace(RankParams(), guard=guard))
    hits = svc.search(question, top=5, now=NOW, touch=False)
    return [MEMORIES.index(h.memory.content) for h in hits]


def test_an_unsure_reading_makes_room_for_cosines_first(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    # the time read off "去年冬天" lifts every winter memory above the hospital bill, which
    # holds what is asked (住院, 花) and which cosine puts first
    question = "去年冬天俺爹住院花了多少"
    assert ranked(home, question, 0.0, monkeypatch).index(0) == 4
    assert ranked(home, question, RankParams().guard or 10.0, monkeypatch).index(0) < 4


@pytest.mark.parametrize(("question", "first"), [
    ("去年冬天俺在哪跑车", 5),  # time and words agree
    ("俺家狗叫啥", 4),
    ("Who fixed our gutter?", 9)])
def test_a_sure_reading_is_left_alone(home: MemoryService, monkeypatch: pytest.MonkeyPatch,
                                      question: str, first: int) -> None:
    on = ranked(home, question, RankParams().guard or 10.0, monkeypatch)
    assert on[0] == first == ranked(home, question, 0.0, monkeypatch)[0]


def test_the_floor_is_not_undone(home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "冥王星离太阳有多远"  # nothing here is about it
    assert ranked(home, question, 0.0, monkeypatch) == []
    assert ranked(home, question, RankParams().guard or 10.0, monkeypatch) == []
