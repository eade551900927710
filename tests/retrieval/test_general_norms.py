# ruff: noqa: RUF001
"""Stop 19: more ways a question asks about a kind and not about this life (what brings a kind
about, whether it needs something, how long it takes, how soon one may do something after it,
what suits it, by what measure its kinds are told apart, a property named before the question
word), and the speaker's relatives as a whole (亲戚). Asked of no one, such a question is
answered only by a memory that holds what it asks (retrieval/general.py); asked of someone, it
stays personal. Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.general import asks_general
from ebbing.retrieval.subject import speaks_of_one
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 14, 21, 0, tzinfo=UTC)
MEMORIES = [
    "我右耳耳鸣快两个月了，晚上躺下的时候特别明显。",
    "我们家阳台上养了两只虎皮鹦鹉，一只叫小绿，一只叫小黄。",
    "我在院子里种了三棵柠檬树，今年头一回结果。",
    "我有痛风，医生让我少吃海鲜，啤酒一口都别碰。",
    "我表姐在杭州开茶馆，每年清明前给我寄一斤龙井。",
    "我妈上个月做了膝盖置换手术，现在每天在家做康复训练。",
    "眼科医生说近视手术后一周之内不能游泳。",
]

KIND_QUESTIONS = [
    "耳鸣是由什么引起的？",  # what brings a kind about
    "痛风的症状有哪些？",  # a property named before the question word
    "虎皮鹦鹉洗澡需要用温水吗？",  # whether a kind needs something
    "柠檬树从播种到结果要多长时间？",  # how long a kind takes
    "膝盖置换手术后多久可以爬楼梯？",  # how soon one may do something after it
    "痛风病人适合吃哪些水果？",  # what suits a kind
    "近视是按什么标准分级的？",  # by what measure its kinds are told apart
    "痛风会导致肾结石吗？",  # what a kind leads to
    "近视是遗传的吗？",  # whether a kind is handed down
    "虎皮鹦鹉多大可以学说话？",  # from what age a kind may do something
    "红茶和绿茶哪个更养胃？",  # which of two kinds is better
    "柠檬树一定要每天浇水吗？",  # whether a kind must be done
    "膝盖置换手术可以做两次吗？",  # whether a kind, the subject, may be done
    "尿酸的正常值是多少？",  # a property named before the question word
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("norms")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", KIND_QUESTIONS)
def test_a_kind_question_is_read_as_general(question: str) -> None:
    assert asks_general(question)


@pytest.mark.parametrize("question", [
    "我耳鸣是由什么引起的？",  # the same ways of asking, of the speaker or their people
    "我妈需要每天做康复训练吗？",
    "我们家的鹦鹉适合吃什么？",
    "我表姐的茶馆开了多久才能回本？",
    "我表姐和我妈哪个更会泡茶？",
    "周末可以去表姐的茶馆坐坐吗？",  # a time first: the speaker's plan
    "明天能晚点去做康复吗？",
])
def test_the_same_ways_asked_of_someone_stay_personal(question: str) -> None:
    assert not asks_general(question)


# The learned reading of what a question asks for (retrieval/intent.py) reads this one as
# about this life (P 0.71, at its threshold), which keeps the forms' general reading off it,
# and 我妈上个月做了膝盖置换手术 answers: a trade measured in docs/languages.md, "A learned
# reading of what a question asks for"
READ_AS_PERSONAL = frozenset({"膝盖置换手术后多久可以爬楼梯？"})


@pytest.mark.parametrize("question", [
    pytest.param(q, marks=pytest.mark.xfail(strict=True, reason="read as personal: intent.py"))
    if q in READ_AS_PERSONAL else q for q in KIND_QUESTIONS])
def test_a_kind_question_on_a_memorys_topic_gets_nothing(home: MemoryService,
                                                          question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("近视手术后多久可以游泳？", 6),  # general, and a memory states what it asks
    ("我耳鸣是由什么引起的？", 0),  # personal: the speaker's own memory on the topic
    ("我妈需要每天做康复训练吗？", 5),
    ("亲戚里谁开茶馆？", 4),  # the speaker's relatives, by 亲戚
])
def test_questions_a_memory_answers_are_still_answered(home: MemoryService, question: str,
                                                       answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


@pytest.mark.parametrize("question", ["亲戚里谁开茶馆？", "亲家下个月什么时候来？",
                                      "老街坊里谁最会下棋？"])
def test_the_speakers_relatives_as_a_whole_are_someone(question: str) -> None:
    assert speaks_of_one(question)
