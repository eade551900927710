# ruff: noqa: RUF001
"""What moves a later memory over an earlier one for a question about the present, and what
keeps it from moving (retrieval/latest.py `REACH`, `holds_less`;
docs/languages.md, "Chinese ranking: moves read from the question, stop 35"). Each test
hands `latest_first` an order of its own over a real store, so it reads the move alone.
Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import latest
from ebbing.retrieval.answer import slot_of
from ebbing.service import MemoryService

MEMORIES = [
    "每礼拜四晚上我去街道活动室跳广场舞，领舞的是刘姐",  # 0: the first state
    "街道活动室要装修，广场舞挪到公园东门，还是礼拜四晚上",  # 1: the update, later
    "桥修了一个月，公告上写着九月二十号通车",  # 2: a day
    "桥通了，桥上新装了路灯，亮堂多了，车也多了",  # 3: later, no day
    "居委会来电话，说下礼拜三的免费体检挪到二十号，还是早上七点半",  # 4
    "建军公司国庆不让休，回老家的事又黄了，改到十月十八",  # 5
    # more of the same life: the readings need at least `CHANGED_AMONG` candidates
    "老伴的降压药吃完了，周一去社区医院开",
    "孙女上初二，英语老考不好，请了个家教",
    "楼下超市鸡蛋打折，一板十二块",
    "我每天早上六点起来熬小米粥",
    "儿子在深圳做程序员，过年才回来",
    "阳台上的茉莉开花了，香得很",
    "上个月水电费一共三百二",
    "小区门口新开了一家包子铺，韭菜馅的好吃",
    "老同学聚会定在国庆后，在饭店包了个间",
    "冰箱用了十年，最近老是响",
    "孙女的生日在腊月，想要一双溜冰鞋",
    "医保卡丢了，去街道补办要一个礼拜",
    "我的老花镜度数又深了，配了副新的",
    "周末跟老姐妹去菜市场，买了两斤排骨",
    "社区组织去郊区摘草莓，一人交二十",
    "侄子下个月结婚，随礼要一千",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("reach")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def rows_of(svc: MemoryService) -> np.ndarray[Any, Any]:
    rows = np.flatnonzero(svc.store.cols.col("alive")[: svc.store.cols.n]).astype(np.int64)
    contents = [svc.store.read_row(int(r)).content for r in rows]
    return rows[[contents.index(text) for text in MEMORIES]]  # rows in MEMORIES' order


def moved(svc: MemoryService, question: str, order: list[int]) -> list[int]:
    """`order` (indices into MEMORIES, best first, every score one) after `latest_first`."""
    rows = rows_of(svc)
    final = np.ones(len(rows), dtype=np.float64)
    out = latest.latest_first(svc.engine, question, rows, np.asarray(order, dtype=np.int64),
                              final, 0.35)
    return [int(i) for i in out]


def nearest(svc: MemoryService, a: int) -> int:
    vectors = latest.vectors_of(svc.engine, rows_of(svc))
    near = vectors @ vectors.T
    np.fill_diagonal(near, -np.inf)
    return int(np.argmax(near[a]))


FILLER = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]


def test_each_others_nearest_comes_first_from_below_the_first_few(
        home: MemoryService) -> None:
    assert nearest(home, 0) == 1 and nearest(home, 1) == 0  # the two are about one thing
    order = [0, 6, 7, 8, 9, 10, 11, 1, *FILLER[6:], 2, 3, 4, 5]  # the update seventh
    assert moved(home, "广场舞现在在哪儿跳", order)[:2] == [1, 0]


def test_without_the_reach_it_stays_below(home: MemoryService,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(latest, "REACH", latest.DEPTH)
    order = [0, 6, 7, 8, 9, 10, 11, 1, *FILLER[6:], 2, 3, 4, 5]
    assert moved(home, "广场舞现在在哪儿跳", order)[0] == 0


def test_a_later_memory_holding_no_day_does_not_pass_one_that_holds_it(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    order = [2, 3, *FILLER, 0, 1, 4, 5]
    # whatever joins the two (here: read as one thing), a question asking which day keeps
    # the memory that names the day first; a question asking how things stand moves it
    monkeypatch.setattr(latest, "judged",
                        lambda old, new: (old, new) == (MEMORIES[2], MEMORIES[3]))
    assert moved(home, "东门那座桥最后哪天通的车", order)[0] == 2
    assert moved(home, "东门那座桥现在怎么样了", order)[:2] == [3, 2]


def test_holds_less_reads_the_slot_asked() -> None:
    day = slot_of("东门那座桥最后哪天通的车")
    assert latest.holds_less(day, MEMORIES[2], MEMORIES[3])
    assert not latest.holds_less(day, MEMORIES[3], MEMORIES[2])
    assert not latest.holds_less(slot_of("东门那座桥现在怎么样了"), MEMORIES[2], MEMORIES[3])


def test_an_earlier_telling_holding_no_time_does_not_pass(home: MemoryService) -> None:
    # 原来…几点: the earlier memory comes first only when it holds a clock time too
    assert latest.holds_less(slot_of("原来广场舞是几点开始跳的"), "每天晚上七点半开始跳，跳到九点",
                             "想在小区里组织跳广场舞")


def test_below_the_first_few_a_nearest_told_as_no_news_stays(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(latest, "tells_update", lambda text: False)
    monkeypatch.setattr(latest, "judged", lambda old, new: False)
    order = [0, 6, 7, 8, 9, 10, 11, 1, *FILLER[6:], 2, 3, 4, 5]
    assert moved(home, "广场舞现在在哪儿跳", order)[0] == 0


def test_a_day_written_bare_counts_as_a_day() -> None:
    day = slot_of("体检到底哪天去")
    assert not latest.holds_less(day, "体检约在九月五号，早上空腹", "医院说机器检修，体检改到9.12")
