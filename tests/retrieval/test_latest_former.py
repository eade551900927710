# ruff: noqa: RUF001
"""The present among the first few, not only first, and a memory that tells how things stood
before is not the update, whenever it was said (retrieval/latest.py; docs/languages.md,
"Chinese ranking, stop 26"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval.latest import FORMER, latest_first
from ebbing.service import MemoryService

MEMORIES = [
    "侄女下个月满月，红包准备包一千",  # 0
    "车库从小区地下搬到了公司后面的露天停车场，一个月三百",  # 1: the change
    "最近迷上了钓鱼，周六一早去水库",  # 2
    "原来车停在小区地下车库，一个月四百五，还老被占位",  # 3: the old state, told after
    "楼下新开了家煎饼铺，老板是河南人",  # 4
    "新买的电动牙刷充一次能用二十天",  # 5
]


@pytest.mark.parametrize("text", ["原来店开在东门，一个月租金八千", "以前在药厂上班，三班倒",
                                  "之前住在老城区，上下班要一个钟头",
                                  "本来定的是周五的火车，后来改到周日"])
def test_a_clause_opened_by_a_word_for_before(text: str) -> None:
    assert FORMER.search(text)


@pytest.mark.parametrize("text", ["十一之前要把货全发出去", "国庆以前把房租交了",
                                  "现在在江北一家物流公司开叉车", "原料涨价了，饮料也跟着涨"])
def test_before_inside_a_clause_or_in_another_word(text: str) -> None:
    assert not FORMER.search(text)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("former")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def reorder(svc: MemoryService, question: str, order: list[int],
            final: list[float]) -> list[int]:
    rows = np.arange(len(MEMORIES), dtype=np.int64)
    out = latest_first(svc.engine, question, rows, np.array(order, dtype=np.int64),
                       np.array(final), RankParams().latest)
    return [int(i) for i in out]


def test_the_change_comes_before_the_old_state_told_after_it(home: MemoryService) -> None:
    # the old state (3) is the later row but opens with 原来: the move (1) is the present,
    # and it passes it where it stands (third), not only in first place
    order, final = [2, 0, 3, 1, 4, 5], [0.30, 0.29, 0.25, 0.248, 0.20, 0.10]
    assert reorder(home, "我现在车停在哪", order, [final[order.index(i)] for i in range(6)]) \
        == [2, 0, 1, 3, 4, 5]
    assert reorder(home, "我现在车停在哪", [3, 1, 0, 2, 4, 5],
                   [0.248, 0.25, 0.20, 0.19, 0.18, 0.10])[:2] == [1, 3]


def test_left_alone(home: MemoryService) -> None:
    order, final = [2, 0, 1, 3, 4, 5], [0.30, 0.29, 0.25, 0.248, 0.20, 0.10]
    scores = [final[order.index(i)] for i in range(6)]
    assert reorder(home, "我现在车停在哪", order, scores) == order  # the present first already
    assert reorder(home, "我以前车停在哪", [2, 0, 3, 1, 4, 5], scores) == [2, 0, 3, 1, 4, 5]
    assert reorder(home, "Where do I park now?", [2, 0, 3, 1, 4, 5], scores) \
        == [2, 0, 3, 1, 4, 5]
    far = [0.30, 0.10, 0.29, 0.25, 0.20, 0.05]  # the change far below the old state
    assert reorder(home, "我现在车停在哪", [2, 0, 3, 4, 1, 5], far) == [2, 0, 3, 4, 1, 5]
