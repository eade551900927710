# ruff: noqa: RUF001
"""A foreign name a Chinese question writes by its sound (retrieval/foreign.py) is one of the
store's names when the store writes it in Latin letters: the relevance floor treats the
question as one that names someone the store knows, and the memories that write the name join
the candidates (retrieval/aliases.py). Every name and sentence here is fresh (in no
dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from test_pinyin import OTHERS

from ebbing.config import Settings
from ebbing.retrieval.floor import lowest_for
from ebbing.retrieval.foreign import (
    han_outlines,
    latin_outlines,
    named,
    names_written_foreign,
    sounds_like,
)
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


def top3(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=3, touch=False)]


HOUSE = [
    "Oscar is a Swedish glassblower who rents the workshop next to my studio.",
    "Victor fixes old motorbikes in a garage near the harbour and owes me a favour.",
    "Nicole from the choir is allergic to shellfish.",
    "我每周三晚上去老年大学学书法。",
    "楼下超市的老板娘是温州人，说话很快。",
    "我家阳台上的三角梅今年开得特别好。",
]
HOUSE_REST = OTHERS  # the rest of a household's store, as test_pinyin.py fills it


@pytest.mark.parametrize(("han", "latin"), [
    ("奥斯卡", "oscar"), ("维克多", "victor"), ("妮可", "nicole"), ("索菲亚", "sophia"),
    ("彼得", "peter"), ("托马斯", "thoma"), ("汤姆", "tom"), ("艾米丽", "emili"),
    ("马丁", "martin"),
    ("奥利弗", "oliver"), ("丹尼尔", "daniel"),
])
def test_a_transliteration_and_its_latin_name_share_an_outline(han: str, latin: str) -> None:
    assert han_outlines(han) & latin_outlines(latin)  # "thoma", "emili": the index's stems


@pytest.mark.parametrize(("han", "latin"), [
    ("维克多", "oscar"), ("彼得", "pascal"), ("玛丽亚", "emili"), ("马丁", "nicole"),
    ("东西", "tomasz"),  # 东 closes its syllable with a nasal, the m of "Tomasz" opens one
])
def test_other_names_do_not(han: str, latin: str) -> None:
    assert not han_outlines(han) & latin_outlines(latin)


def test_too_little_to_go_by() -> None:
    assert latin_outlines("anna") == frozenset()  # one consonant: 安娜, 安宁, 恩...
    assert han_outlines("安娜") == set()
    assert latin_outlines("李") == frozenset()


def test_a_name_in_chinese_characters_finds_the_latin_one(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in HOUSE + HOUSE_REST])
    try:
        assert top3(svc, "奥斯卡是做什么的？")[:1] == [HOUSE[0]]
        assert HOUSE[1] in top3(svc, "维克多欠我什么？")
        assert HOUSE[2] in top3(svc, "妮可对什么过敏？")
        assert named("奥斯卡是做什么的？", svc.engine.names) == {"奥斯卡": ["oscar"]}
        # characters of a transliteration that name nobody the store writes change nothing
        assert HOUSE[0] not in top3(svc, "托马斯是做什么的？")[:1]
    finally:
        svc.close()
