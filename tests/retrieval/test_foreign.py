# ruff: noqa: RUF001
"""A foreign name a Chinese question writes by its sound (retrieval/foreign.py) is one of the
store's names when the store writes it in Latin letters: the relevance floor treats the
question as one that names someone the store knows. Every sentence here is fresh (in no
dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.floor import lowest_for
from ebbing.retrieval.foreign import names_written_foreign, sounds_like
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 20, 0, tzinfo=UTC)
MEMORIES = [
    "Oliver Grant is a Canadian beekeeper who sends us a jar of honey every winter.",
    "Marisol teaches salsa on Thursday evenings and lives near the harbour.",
    "我在社区图书馆做志愿者，每周三下午整理旧书。",
    "我老伴腿脚不好，每天早上拄着拐杖在楼下走两圈。",
]


@pytest.mark.parametrize(("run", "name"), [
    ("奥利弗", "oliver"), ("玛丽索", "marisol"), ("托比", "toby"), ("卢克", "luke"),
    ("海伦", "helen")])
def test_a_name_written_by_its_sound_is_heard(run: str, name: str) -> None:
    assert sounds_like(run, name)


@pytest.mark.parametrize(("run", "name"), [
    ("东西", "tuesday"),  # an ordinary word is no name: two characters must match exactly
    ("兰多", "old"),  # a name opening with a vowel is heard from a character that does
    ("奥利弗", "harbour"), ("汉娜", "oliver")])
def test_other_sounds_are_not_the_name(run: str, name: str) -> None:
    assert not sounds_like(run, name)


def test_only_the_stores_latin_names_count() -> None:
    names = {"oliver", "grant", "marisol", "the"}
    assert names_written_foreign("奥利弗住在哪个城市？", names)
    assert not names_written_foreign("卡尔马克思是哪国人？", names)
    assert lowest_for("奥利弗住在哪个城市？", names, personal=True) == 0.0
    assert lowest_for("卡尔马克思是哪国人？", names, personal=True) > 0.61


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("foreign")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize(("question", "answer"), [
    ("奥利弗每年冬天给我们寄什么？", 0), ("玛丽索住在哪里？", 1)])
def test_a_question_naming_a_latin_name_by_sound_is_answered(home: MemoryService, question: str,
                                                             answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


@pytest.mark.parametrize("question", ["卡尔马克思是哪国人？", "蜜蜂一般能活多久？"])
def test_a_stranger_by_sound_keeps_the_whole_floor(home: MemoryService, question: str) -> None:
    assert found(home, question) == []
