# ruff: noqa: RUF001, RUF003
"""retrieval/comment.py: a Chinese question about the world is its topic, then what it asks
of the topic; when the learned reading is surest it is about the world, a memory answers only
by holding what is asked, not the topic alone. Every sentence here is fresh (in no dataset,
in none of bench/data's checks)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval.comment import ASKED_AT, commenting
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.service import MemoryService

NOW = datetime(2026, 5, 12, 21, 0, tzinfo=UTC)
MEMORIES = [
    "我每周六早上去太湖边钓鲈鱼，用的是路亚，一般钓到中午",
    "女儿在悉尼读研，学的是精算，明年六月毕业",
    "我爸痛风，医生让他少吃海鲜少喝啤酒",
    "家里那台洗碗机是西门子的，前年装修的时候买的",
    "我在学烘焙，上周第一次烤戚风蛋糕，出炉就塌了",
    "去年冬天带孩子去哈尔滨看了冰雕，冻得够呛",
    "I volunteer at the animal shelter on Wednesday evenings",
    "老婆在一家外企做财务，每天坐地铁二号线上班",
]
# about the world, on a topic a memory touches: nothing holds what they ask of it
EMPTY = [
    "鲈鱼用什么饵最好钓",  # answered without the reading (钓鲈鱼 shares the topic)
    "痛风发作吃什么止痛药最快",  # answered without it (我爸痛风…)
    "洗碗机洗碗要放什么洗涤剂",
    "戚风蛋糕塌了是什么原因",
]
# about this life, asked bare: each keeps its memory (钓鲈鱼用的啥 is read general by the
# learned reading, P 0.01, but writes only its topic, one part, so it is never read here)
PERSONAL = [
    ("钓鲈鱼用的啥", "路亚"),
    ("女儿学的什么专业", "精算"),
    ("洗碗机什么牌子的", "西门子"),
    ("戚风蛋糕烤得咋样", "塌了"),
    ("去年冬天去哪玩了", "哈尔滨"),
    ("医生让我爸少吃什么", "海鲜"),
    ("老婆在哪上班", "外企"),
    ("周三晚上去哪做义工", "animal shelter"),
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[MemoryService,
                                                                       MemoryService]]:
    on = MemoryService(Settings(home=tmp_path_factory.mktemp("comment-on"),
                                comment_reader=True))
    off = MemoryService(Settings(home=tmp_path_factory.mktemp("comment-off"),
                                 comment_reader=False))
    for svc in (on, off):
        svc.remember_batch([{"content": text} for text in MEMORIES])
    yield on, off
    on.close()
    off.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", EMPTY)
def test_world_questions_on_a_topic_get_nothing(
        store: tuple[MemoryService, MemoryService], question: str) -> None:
    assert found(store[0], question) == []


@pytest.mark.parametrize(("question", "held"), PERSONAL)
def test_personal_questions_keep_their_memory(
        store: tuple[MemoryService, MemoryService], question: str, held: str) -> None:
    assert any(held in text for text in found(store[0], question))


def test_without_the_reading_the_first_two_were_answered(
        store: tuple[MemoryService, MemoryService]) -> None:
    assert all(found(store[1], q) for q in EMPTY[:2])


def test_what_is_read(store: tuple[MemoryService, MemoryService]) -> None:
    engine = store[0].engine
    engine.sync()
    rows = np.arange(len(MEMORIES), dtype=np.int64)
    sure, unsure = Reading(0.01, False, True), Reading(ASKED_AT + 0.05, False, True)
    held = commenting(engine, "鲈鱼用什么饵最好钓", rows, wants=sure)
    assert held is not None and not held.any()  # 钓鲈鱼 holds the topic, not 最好钓
    # what is asked of the topic, held: 少吃海鲜 of 我爸痛风，医生让他少吃海鲜…
    shellfish = commenting(engine, "痛风病人要少吃海鲜吗", rows, wants=sure)
    assert shellfish is not None and shellfish.tolist() == [i == 2 for i in range(len(rows))]
    # asked the way general.py reads (一般): left to it
    assert commenting(engine, "鲈鱼一般用什么路亚钓", rows, wants=sure) is None
    # not read: the learned reading less sure, or not reading at all
    assert commenting(engine, "鲈鱼用什么饵最好钓", rows, wants=unsure) is None
    assert commenting(engine, "鲈鱼用什么饵最好钓", rows, wants=UNREAD) is None
    # not read: it speaks of someone (我, a relation word), or writes only its topic
    assert commenting(engine, "我钓鲈鱼用什么饵最好", rows, wants=sure) is None
    assert commenting(engine, "女儿的专业排名第几", rows, wants=sure) is None
    assert commenting(engine, "钓鲈鱼用的啥", rows, wants=sure) is None
    # English is never read here
    assert commenting(engine, "What bait is best for bass?", rows, wants=sure) is None
