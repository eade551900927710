# ruff: noqa: RUF001
"""Stop 27 (docs/languages.md, "Off-topic questions, stop 27"): a question about a kind asked
in its A-not-A form (管不管用), by what it leaves behind (有什么后遗症) or by how far its
capacity goes (能扛多冷) is read as general; the same forms about the speaker's own things
are not. Every sentence here is fresh (in no dataset, in none of bench/data's checks)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import general
from ebbing.retrieval.kindcues import asks_kind
from ebbing.service import MemoryService

MEMORIES = [
    "我肩周炎两年了，上个月开始去社区医院做艾灸，一周三次",
    "我那辆面包车冬天烧的是零下二十号的柴油，去年在内蒙古冻住过一回",
    "我前年做了激光近视手术，现在看东西挺清楚的",
    "下周想骑车去水库那边，来回大概六十公里",
    "上周开始吃补铁的药片，一天两片",
]
# questions about the world on a stored topic: each gets nothing
GENERAL = [
    "肩周炎做艾灸到底管不管用",
    "激光近视手术有哪些后遗症",
    "零下二十号的柴油能扛多冷",
]
# the same forms about the speaker: each keeps its memory
KEPT = [
    ("我做的艾灸管不管用", "艾灸"),
    ("我那辆面包车冬天能扛多冷", "面包车"),
    ("我近视手术以后有没有啥后遗症", "近视手术"),
    ("这几天解的大便发黑是咋回事", "补铁"),  # the asker's present: not emptied as general
]


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("kindcues")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, touch=False)]


@pytest.mark.parametrize("question", GENERAL)
def test_gets_nothing(svc: MemoryService, question: str) -> None:
    assert found(svc, question) == []


@pytest.mark.parametrize(("question", "answer"), KEPT)
def test_kept(svc: MemoryService, question: str, answer: str) -> None:
    assert any(answer in text for text in found(svc, question))


def test_the_forms() -> None:
    for text in ("喝姜茶治感冒灵不灵", "这种轮胎能跑多快", "拔罐安不安全",
                 "心脏搭桥会有什么并发症", "这种锂电池能用几年", "浙大在全国排第几",
                 "京剧梅派有哪些代表人物"):
        assert asks_kind(text), text
    for text in ("明天骑车能走多远", "周末能玩多久", "你去不去", "他好不好", "鸡蛋多少钱",
                 "下周能请几天假"):
        assert not asks_kind(text), text


def test_about_someone_is_not_general() -> None:
    assert general.asked_as_general("我吃的那个药管不管用")  # the form is there
    assert not general.asks_general("我吃的那个药管不管用")  # but it speaks of the speaker
    assert general.asks_general("针灸治腰疼管不管用")
    assert not general.asks_general("我儿子期末考试排名第几")  # the form, about the son


def test_the_present_of_the_asker_speaks_of_someone() -> None:
    # fresh sentences: what is happening now in this life, asked as a general question is
    assert not general.asks_general("这两天膝盖一弯就咔咔响是咋回事")
    assert not general.asks_general("最近老是半夜醒为啥")
    assert general.asks_general("膝盖一弯就咔咔响是咋回事")  # no time: any knee
    assert general.asks_general("每天喝多少水合适")  # a habit asked as a norm stays general
