# ruff: noqa: RUF001
"""The floor's readers of who and what a Chinese question asks, stop 36 (docs/languages.md,
"The floor on a 昆明 teacher and a 温州 owner, stop 36"): 哪样 asks what in 云南 and 贵州
(retrieval/southwest_asked.py), 讲好多少 is 讲好 and 多少; 囡儿 is a daughter (retrieval/kinds.py);
叫 before a person bids them, 住院 is no home, 表妹 is no 表哥, and someone else's mother is
not the speaker's (retrieval/attribute.py); what a kind is made of, from what age it starts,
which of two ways of doing one thing (retrieval/general.py). Every sentence is fresh (in no
dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.attribute import ATTRIBUTES, asks, words_for
from ebbing.retrieval.general import asked_as_general, asks_general
from ebbing.retrieval.kinds import named
from ebbing.retrieval.southwest_asked import asked_in_mandarin
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 20, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize(("question", "mandarin"), [
    ("你家小娃娃叫哪样名字", "你家小娃娃叫什么名字"),
    ("板栗吃多了有哪样坏处", "板栗吃多了有什么坏处"),
    ("晒被子要用哪样儿夹子", "晒被子要用什么夹子"),
    ("房租最后谈好多少", "房租最后谈好多少"),  # 谈好 and 多少: 多少 asks already
    ("装修一共花了好多", "装修一共花了多少"),  # 好多 alone still asks how much
])
def test_southwest_what_read_in_mandarin(question: str, mandarin: str) -> None:
    assert asked_in_mandarin(question) == mandarin


def test_a_daughter_in_wu() -> None:
    assert "daughter" in named("囡儿在宁波读大二")


def test_a_bidding_and_a_hospital_stay_state_no_name_and_no_home() -> None:
    name, home = ATTRIBUTES["name"].states, ATTRIBUTES["address"].states
    assert name.search("老李叫我去打牌") is None
    assert name.search("老李叫他儿子去买烟") is None
    assert name.search("老李的狗叫旺财") is not None
    assert home.search("外公上周住院了") is None
    assert home.search("外公住在城西") is not None


def test_where_a_married_woman_is_from() -> None:
    assert asks("舅妈娘家是哪里的") == ("origin", "", "舅妈")
    assert ATTRIBUTES["origin"].states.search("舅妈娘家在丽水") is not None
    assert ATTRIBUTES["origin"].states.search("舅妈从娘家带回两只鸡") is None


def test_a_cousin_and_someone_elses_mother_are_not_the_holder() -> None:
    assert "表哥" not in words_for("表妹")
    assert "堂妹" in words_for("表妹")
    assert "我妈" not in words_for("妈妈", "阿强")
    assert "我妈" in words_for("妈妈")


@pytest.mark.parametrize("question", [
    "柿饼是用什么做的？", "老鸭汤是用什么炖的", "小猫多大开始吃猫粮？", "鱼油饭前吃还是饭后吃？",
    "扭伤了冷敷还是热敷", "企鹅住在北极还是南极？",
])
def test_norms_of_a_kind_asked_as_general(question: str) -> None:
    assert asked_as_general(question)


@pytest.mark.parametrize("question", [
    "我儿子多大开始学游泳的？",  # someone of this life
    "周末去公园还是去商场？",  # two places, no way of doing one thing
])
def test_questions_of_this_life_stay_personal(question: str) -> None:
    assert not asks_general(question)


MEMORIES = [
    "囡儿在宁波的银行上班，每个礼拜天打电话回来。",
    "船老大阿福叫我明天一早跟他出海钓带鱼。",
    "外公上个月住院了，做了胆囊手术，现在恢复得不错。",
    "我妈种的橘子今年特别甜，寄了一箱给阿强。",
    "阿强的妈妈在小学当老师，人很和气。",
    "舅妈从娘家带回两只土鸡，炖了一锅汤。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("stop36")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "阿福的船叫什么名字",  # 叫我…出海: a bidding, no name of a boat
    "外公住在哪里",  # 住院: a stay in hospital, no home
    "舅妈娘家是哪里的",  # her people's home never told where
])
def test_what_the_store_never_told_gets_nothing(home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("女儿在哪里上班", 0),  # 囡儿
    ("女儿每周什么时候打电话", 0),
    ("阿强的妈妈是做哪样工作的", 4),
])
def test_what_the_store_told_keeps_its_memory(home: MemoryService, question: str,
                                              answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)
