# ruff: noqa: RUF001
"""retrieval/untold.py and retrieval/kinds.py: a question about an everyday kind of thing or
person of this life that the store names nowhere (by no word, kind of it or kind it is one
of) gets nothing; one asked by a synonym, a kind or a relation keeps its memory
(docs/languages.md, "Things never told, stop 25"). Every sentence here is fresh (in no
dataset, in none of bench/data's checks)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.kinds import asked, named, related, shortened, untold
from ebbing.service import MemoryService

MEMORIES = [
    "我家那只布偶叫雪球，三岁了，特别黏人",
    "我哥在苏州做装修，去年刚换了一辆特斯拉",
    "外公八十多了，每天早上去河边打太极",
    "我在招商银行存了一笔三年定期，后年三月到期",
    "周末在小区游泳馆学自由泳，教练姓邓",
    "老婆在一家幼儿园当老师，每天七点就出门",
    "I keep my passport in the blue folder in the bedroom drawer",
    "女儿上四年级了，每周六去少年宫学围棋",
    "阳台上养了一盆蝴蝶兰，是去年生日同事送的",
    "上个月体检说我血脂有点高，医生让我少吃肥肉",
    "每个礼拜四下班跟同事去打羽球，场地费平摊",
]
# about things and people of this life the store never names: each gets nothing
NEVER_TOLD = [
    "我家狗狗的狂犬疫苗打了没有",  # a cat is stored, no dog
    "我妹妹在哪个城市上班",  # a brother, no sister
    "我的驾照什么时候换证",
    "我上回去日本玩了几天",
    "我那把吉他是在哪买的",
    "我的摩托车停在哪里了",  # a brother's car, no motorbike
    "What breed is my dog?",
]
# asked by a synonym, a kind, a relation or across languages: each keeps its memory
KEPT = [
    ("我的猫叫什么名字", "雪球"),  # 布偶 is a cat
    ("我的宠物几岁了", "雪球"),  # a cat is a pet
    ("我哥开的什么车", "特斯拉"),  # a Tesla is a car
    ("我的定期存款哪天到期", "三年定期"),
    ("姥爷每天早上干什么", "外公"),
    ("What is my cat's name?", "雪球"),
    ("我那盆兰花是谁送的", "蝴蝶兰"),
    ("我的护照放在哪", "passport"),
    ("闺女周六去学什么", "女儿"),
    ("我在哪学的游泳", "自由泳"),
    ("我打羽毛球一般是礼拜几", "羽球"),  # written shortened, first and last character
]


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("untold")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, touch=False)]


def test_asked_reads_kinds_strictly() -> None:
    assert asked("我那只猫该打疫苗了") == {"cat", "vaccine"}
    assert asked("我表妹住哪") == {"cousin"}  # 表妹 is a cousin, not 妹妹
    assert asked("熊猫吃什么") == set()  # a panda is no cat
    assert asked("王先生的电话是多少") == set()  # Mr Wang, not a husband
    assert asked("一个女的问路") == set()  # 个女 is a daughter only after whose: 我个女
    assert asked("我个女几时返学") == {"daughter"}
    assert asked("那个英国老师叫什么") == set()  # who someone is, not where one went
    assert asked("我去过几次英国") == {"uk"}
    assert asked("What did I buy on my trip to Seoul?") == {"korea"}
    assert asked("我老公在哪上班") == set()  # a spouse is often named by name only
    assert asked("小宝的外婆住哪") == set()  # someone else's: composed, not asked


def test_named_reads_memories_leniently() -> None:
    assert named("我家柯基叫土豆") == {"dog_breed"}
    assert "in_law_parent" in named("丽娟的妈妈住在宝鸡")  # the wife's mother, by name
    assert "niece_nephew" in named("我姐家娃今年三岁")
    assert "deposit" in named("存了三年定期")
    assert "swim" in named("每天早上去江边冬泳")
    assert "sibling_in_law" not in named("我哥在苏州做装修")


def test_related_and_untold() -> None:
    assert related("dog") >= {"dog", "dog_breed", "pet"}
    assert "cat" not in related("dog")
    assert untold("我的狗叫什么", {"cat_breed"}) == ["dog"]
    assert untold("我的狗叫什么", {"dog_breed"}) == []
    assert untold("我的宠物叫什么", {"dog_breed"}) == []
    # 外公 named from the grandson's side: one person of the family named is enough
    assert untold("外孙最爱吃外公做的什么", {"grandson"}) == []
    assert untold("我妹妹住哪", {"elder_brother"}) == ["younger_sister"]


def test_on_by_default() -> None:
    assert RankParams().untold == 1.0


@pytest.mark.parametrize("question", NEVER_TOLD)
def test_never_told_gets_nothing(svc: MemoryService, question: str,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, untold=0.0))
    assert found(svc, question), "answered without the reading"
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, untold=1.0))
    assert found(svc, question) == []


@pytest.mark.parametrize(("question", "answer"), KEPT)
def test_kind_or_relation_kept(svc: MemoryService, question: str, answer: str) -> None:
    assert any(answer in text for text in found(svc, question))


def test_a_language_is_no_trip() -> None:
    assert asked("When do I go to Japanese class?") == set()
    assert asked("When did I go to Japan?") == {"japan"}
    assert "japan" in named("Emiko is a Japanese nurse")
    assert asked("我定期复查是哪天") == set()  # 定期 alone asks of no deposit


def test_a_word_written_shortened_names_its_kind_only_for_the_word_asked() -> None:
    assert shortened("我的驾驶证放哪了", {"licence"}, ["驾证在书房抽屉里"]) == {"licence"}
    assert shortened("我的驾驶证放哪了", {"licence"}, ["我每天开车上班"]) == set()
    assert shortened("我的驾驶证放哪了", {"dentures"}, ["驾证在书房抽屉里"]) == set()
    assert shortened("我的猫几岁", {"cat"}, ["猫粮买了"]) == set()  # two characters or more


def test_a_store_in_another_language_is_never_emptied(tmp_path: Path) -> None:
    """Korean memories are not read by the list (its words are Chinese and English), so an
    English question about them keeps its answer."""
    service = MemoryService(Settings(home=tmp_path))
    service.remember_batch([{"content": text} for text in (
        "남편은 아기 이름으로 하준을 좋아한다", "매달 적금으로 오십만 원을 넣는다",
        "주말마다 한강에서 자전거를 탄다")])
    try:
        assert any("하준" in text for text in found(service, "What name does my husband "
                                                            "like for the baby?"))
    finally:
        service.close()
