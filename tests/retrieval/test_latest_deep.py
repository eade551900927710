# ruff: noqa: RUF001
"""An update told without its subject, far down the ranking, takes the place of the memory it
changes when the conflict rules read it so and name whose thing changed (retrieval/latest.py,
`told_update`; docs/languages.md, "Chinese ranking, stop 31"). Every sentence here is fresh
(in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval.latest import DEPTH, latest_first
from ebbing.service import MemoryService

MEMORIES = [
    "外婆去社区医院复查，医生说血压还行，氨氯地平先不减",  # 0: the old state
    "外婆每天傍晚去公园跳广场舞，跳一个钟头",  # 1
    "外婆的老花镜又摔坏了，配了副新的两百八",  # 2
    "外婆最爱吃楼下那家的韭菜盒子",  # 3
    "周末带外婆去植物园看了郁金香",  # 4
    "外婆的医保卡密码是她生日",  # 5
    "小区门口的快递柜换成丰巢了",  # 6
    "表弟考上了西南交大，学土木",  # 7
    "复查完了，医生说血压稳了，药改成隔一天吃一片",  # 8: the update, no subject, said last
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("deep")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def reorder(svc: MemoryService, question: str, order: list[int]) -> list[int]:
    rows = np.arange(len(MEMORIES), dtype=np.int64)
    final = np.zeros(len(MEMORIES))
    final[order] = np.linspace(0.40, 0.10, len(order))  # the update far below the old state
    out = latest_first(svc.engine, question, rows, np.array(order, dtype=np.int64), final,
                       RankParams().latest)
    return [int(i) for i in out]


def test_the_update_below_the_first_few_answers_the_present(home: MemoryService) -> None:
    order = list(range(len(MEMORIES)))
    assert order.index(8) >= DEPTH
    assert reorder(home, "外婆现在降压药怎么吃", order)[:2] == [8, 0]


def test_left_alone(home: MemoryService) -> None:
    order = list(range(len(MEMORIES)))
    assert reorder(home, "外婆以前降压药怎么吃", order) == order  # the past
    assert reorder(home, "How does grandma take her pills now?", order) == order
    # the old state is not among the first few: nothing below them is pulled up
    late = [1, 2, 3, 4, 5, 6, 0, 7, 8]
    assert 8 not in reorder(home, "外婆现在降压药怎么吃", late)[:DEPTH]
