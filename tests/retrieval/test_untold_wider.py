# ruff: noqa: RUF001
"""Stop 26 (docs/languages.md, "Off-topic questions, stop 26"): a wider word names the kind
the store tells of (宠物医院 beside a dog tells of no cat), kin words side by side are no
chain (阿爸阿妈), a kin word after a teacher's is the teacher's relative, a boat is no 车;
Southwestern Mandarin question words (啥子, 有没得, 好多) and a kind of person (高血压的人)
in the general reading. Every sentence here is fresh (in no dataset, in none of bench/data's
checks)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import general
from ebbing.retrieval.kinds import asked, named, told, untold
from ebbing.retrieval.southwest_asked import asked_in_mandarin
from ebbing.service import MemoryService

MEMORIES = [
    "我家那只泰迪叫可乐，上周带它去宠物医院洗牙花了三百",
    "车队现在有四台大货车，两台跑长途，一台跑市内",
    "我跟阿爸阿妈住在老城区，周末一起去饮茶",
    "周老师的老伴儿退休前是中学校长，现在天天去公园下棋",
    "我有高血压，每天早上吃一片氨氯地平，医生让我少吃咸的",
    "我胃炎三年了，医生说要少吃辣，按时吃饭",
    "阳台上种了一盆茉莉，夏天开得特别香",
]
# things and people of this life the store never tells of: each gets nothing
NEVER_TOLD = [
    "我家猫咪绝育了吗",  # a dog and its vet are told, no cat
    "我的电动车停在哪了",  # trucks are told, no motorbike
    "我阿嫲今年多大了",  # the parents side by side, no grandmother
    "我嫂子在哪上班",  # the teacher's husband is no sibling-in-law
    "我的船停在哪个码头",  # a boat is no 车
    "我姊姊住在哪裡",  # 姊 as Taiwan writes it; no sister is told
]
# questions about the world on a stored topic: each gets nothing
GENERAL = [
    "高血压的人一天喝好多咖啡合适",  # 好多 asks how much; 高血压的人 is a kind of person
    "胃炎能不能好得了",  # whether a condition is cured
    "茉莉花有没得啥子好处",  # 有没得 = 有没有, 啥子 = 什么
]
# asked in other words than the memory's: each keeps its memory
KEPT = [
    ("我家狗狗上回洗牙花了多少", "可乐"),  # a 泰迪 is a dog
    ("我爸妈住在哪", "阿爸阿妈"),
    ("我胃不好医生让我注意啥子", "胃炎"),  # 啥子 in a question about the speaker
    ("我降压药一天吃好多", "氨氯地平"),  # 好多 about the speaker stays personal
    ("车队的货车有几台", "大货车"),
    ("我阳台上养的什么花", "茉莉"),
]


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("wider")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, touch=False)]


@pytest.mark.parametrize("question", NEVER_TOLD + GENERAL)
def test_gets_nothing(svc: MemoryService, question: str) -> None:
    assert found(svc, question) == []


@pytest.mark.parametrize(("question", "answer"), KEPT)
def test_kept(svc: MemoryService, question: str, answer: str) -> None:
    assert any(answer in text for text in found(svc, question))


def test_a_wider_word_names_the_kind_the_store_tells_of() -> None:
    assert not told("cat", {"pet", "dog_breed"})  # the vet of a dog
    assert told("cat", {"pet"})  # 我的宠物 alone may be the cat
    assert not told("motorbike", {"vehicle_own", "truck"})
    assert told("motorbike", {"vehicle_own"})
    assert told("father", {"parents", "mother"})  # kin: 爸妈 names the father too
    assert untold("我的鹦鹉会说话吗", {"pet", "cat"}) == ["bird_pet"]


def test_kin_side_by_side_and_of_strangers() -> None:
    assert "grandparent" not in named("阿爸阿妈周末来看我")  # the parents, no chain
    assert "aunt_uncle" in named("阿妈家姐下个月来")  # the mother's sister: a chain
    assert named("邻居家的儿子考上了大学") == set()  # the neighbour's son
    assert "niece_nephew" in named("我姐家的儿子考上了大学")
    assert "sibling_in_law" not in named("王医生的老婆是护士")
    assert named("好姊妹请我吃饭") == {"friends"}  # friends, no sister
    assert asked("我姊现在住哪") == {"elder_sister"}
    assert "boat" not in named("每天开车上班")


def test_southwest_question_words() -> None:
    assert asked_in_mandarin("这两种茶有啥子区别") == "这两种茶有什么区别"
    assert asked_in_mandarin("打多了有没得副作用") == "打多了有没有副作用"
    assert asked_in_mandarin("一天吃好多合适") == "一天吃多少合适"
    assert asked_in_mandarin("好多人都说好吗") == "好多人都说好吗"  # a yes-no question
    assert asked_in_mandarin("好多年没回去了，是哪年走的") == "好多年没回去了，是哪年走的"


def test_a_kind_of_person_is_no_one() -> None:
    assert general.speaks_of_no_one("高血压的人一天喝好多咖啡合适")
    assert general.asks_general("高血压的人一天喝好多咖啡合适")
    assert general.asks_general("胃炎能不能好得了")
    assert not general.asks_general("我的胃炎能不能好得了")  # of the speaker
