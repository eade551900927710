# ruff: noqa: RUF001
"""An update of an update: once a later memory takes the first place, a still later one about
the same thing among the first few takes it in turn (retrieval/latest.py `update_of`,
`chained`; docs/languages.md, "Chinese ranking, stop 32"). Every sentence here is fresh (in no
dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import latest
from ebbing.service import MemoryService

MEMORIES = [
    "儿子的数学补习在新东方上，每周二晚上七点",  # 0: the first state
    "老婆在超市上班，周末都要值班",
    "数学补习换到学而思了，改成每周四晚上",  # 2: the change
    "家里的车是十年前买的，准备明年换",
    "儿子的英语老师姓高，说他口语不错",
    "学而思的老师说周四班人太多，让儿子以后周六上午来上",  # 5: the change of the change
    "周末带儿子去公园踢球",
    "儿子最近迷上了围棋，每天都要下一盘",
    "我每天早上坐地铁二号线上班",
    "儿子的数学成绩这学期进步了十几分",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("chain")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str) -> list[int]:
    return [MEMORIES.index(h.memory.content) for h in svc.search(question, top=5, touch=False)]


def test_the_last_of_a_chain_answers_the_present(home: MemoryService) -> None:
    assert ranked(home, "儿子数学补习现在是哪天上")[:2] == [5, 2]


def test_the_rules_alone_do_not_chain_a_pair_the_vectors_keep_apart() -> None:
    # the change of the change names no one and no lesson: the rules read it against the
    # first memory as nothing, against the change as a habit's time said anew
    assert not latest.judged(MEMORIES[0], MEMORIES[5])
    assert latest.judged(MEMORIES[2], MEMORIES[5])

