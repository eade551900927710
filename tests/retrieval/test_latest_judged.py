# ruff: noqa: RUF001
"""A later memory the conflict rules read as changing an earlier one is about the same thing
(retrieval/latest.py `judged`; docs/languages.md, "The present read by the judge, stop
31"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import latest
from ebbing.service import MemoryService

MEMORIES = [
    "我家宽带办的是电信的，每个月一百二十块",
    "宽带的钱每个月从工资卡上自动扣",
    "女儿的钢琴课在少年宫上，每周六上午",
    "老公在物流公司开车，天天早出晚归",
    "我对芒果过敏，吃了嘴巴就肿",
    "周末常去奥森跑步，一次十公里",
    "工资卡是建行的，每个月十号发工资",
    "钢琴老师姓唐，教得挺耐心",
    "换成移动的了，每个月只要八十九，还送两张副卡",  # names no broadband: the rules link it
    "物业费一年两千四，年底前交",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("judged")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def first(svc: MemoryService, question: str) -> int:
    return MEMORIES.index(svc.search(question, top=5, touch=False)[0].memory.content)


def test_the_rules_read_a_change_without_the_subject() -> None:
    assert latest.judged(MEMORIES[0], MEMORIES[8])
    assert not latest.judged(MEMORIES[2], MEMORIES[7])  # the teacher adds to the lesson
    assert not latest.judged(MEMORIES[4], MEMORIES[5])


def test_the_change_answers_the_present(home: MemoryService,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    assert first(home, "宽带现在一个月多少钱") == 8
    monkeypatch.setattr(latest, "judged", lambda *_: False)
    assert first(home, "宽带现在一个月多少钱") != 8  # the vectors alone do not pair them


def test_the_past_keeps_the_old_one(home: MemoryService) -> None:
    assert first(home, "以前宽带一个月多少钱") == 0
