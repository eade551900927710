"""A general question asked in Cantonese (点样, 点解, 几多, 几耐) is read as the same question
in Mandarin (retrieval/cantonese_asked.py): answered only by a memory that holds what it asks,
while a Cantonese question about this life keeps its memory. Every sentence is fresh (in no
dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.cantonese_asked import asked_in_mandarin
from ebbing.retrieval.general import asks_general
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 3, 20, 0, tzinfo=UTC)
MEMORIES = [
    "我逢礼拜日朝早去海心沙放风筝 放咗三年",
    "我只柯基叫布丁 今年两岁 好钟意食鸡胸",
    "阿哥喺黄埔一间车厂做质检 返夜班",
    "我每朝饮一杯手冲咖啡 豆系喺楼下嗰间店买嘅",
    "屋企个抽湿机开咗成个回南天 一日倒三桶水",
    "办咗张游泳年卡 计落平过月卡一半 真系好划算",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("canto")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


def test_question_words_read_in_mandarin() -> None:
    assert asked_in_mandarin("风筝点样放先飞得高") == "风筝怎样放先飞得高"
    assert asked_in_mandarin("咖啡点解会令人失眠") == "咖啡为什么会令人失眠"
    assert asked_in_mandarin("柯基一般食几多") == "柯基一般食多少"
    assert asked_in_mandarin("我今日好开心") == "我今日好开心"


@pytest.mark.parametrize("question", [
    "风筝点样放先飞得高",
    "咖啡点解会令人失眠",
    "抽湿机点样保养先耐用",
])
def test_cantonese_general_questions_are_read_general(question: str) -> None:
    assert asks_general(question)


@pytest.mark.parametrize("question", ["我只狗叫咩名", "阿哥喺边度返工", "我点样去海心沙"])
def test_questions_about_someone_stay_personal(question: str) -> None:
    assert not asks_general(question)


@pytest.mark.parametrize("question", ["风筝点样放先飞得高", "咖啡点解会令人失眠",
                                      "抽湿机点样保养先耐用"])
def test_cantonese_general_questions_on_a_memorys_topic_get_nothing(
        home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("我只狗叫咩名", 1), ("阿哥喺边度返工", 2), ("我逢礼拜日去边度放风筝", 0),
    ("我饮嘅咖啡豆喺边度买", 3),
])
def test_cantonese_questions_about_this_life_keep_their_memory(
        home: MemoryService, question: str, answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)[:3]


@pytest.mark.parametrize("question", ["提前还车贷划算吗", "办游泳年卡是不是更划算",
                                      "考个潜水证值得吗", "装地暖系咪真系划算"])
def test_whether_a_kind_of_thing_pays_is_general(question: str) -> None:
    assert asks_general(question)


@pytest.mark.parametrize("question", ["我那部旧车而家卖划算吗", "这趟去杭州值得吗",
                                      "阿哥换工作是不是划算"])
def test_whether_something_of_this_life_pays_stays_personal(question: str) -> None:
    assert not asks_general(question)


def test_a_memory_that_holds_only_the_topic_is_no_answer(home: MemoryService) -> None:
    assert found(home, "抽湿机开成个回南天系咪划算") == []  # the topic, not the judgement


def test_a_memory_that_says_it_paid_answers(home: MemoryService) -> None:
    assert found(home, "办游泳年卡是不是更划算")[:1] == [MEMORIES[5]]
