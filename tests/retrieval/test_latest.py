# ruff: noqa: RUF001
"""A Chinese question about the present answered by what was said last (retrieval/latest.py,
RankParams.latest; docs/languages.md, "Chinese ranking, stop 24"). Every sentence here is
fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.latest import asks_present, said_after
from ebbing.service import MemoryService

NOW = datetime(2026, 7, 1, 9, 0, tzinfo=UTC)
MEMORIES = [
    "我住在海淀区双榆树的老小区，走路十分钟就到公司",
    "女儿今年上三年级，数学老考不好",
    "周末常去奥森跑步，一次十公里",
    "老公在银行上班，天天加班到九点",
    "我对青霉素过敏，小时候打针休克过",
    "阿强借了我五千块，说年底还",
    "搬家了，新家在通州，每天通勤一个半小时",
    "阿强上个月还了我两千，还差三千",
    "My colleague Anna is moving back to Berlin in September.",
]


@pytest.mark.parametrize("question", ["我现在住哪", "阿明而家喺边度做嘢", "旅行最后定了去哪",
                                      "他还在那家公司吗", "我目前一个月房租多少",
                                      "护照续好未", "车险办下来了没？", "阿伟搬走了吗"])
def test_questions_about_the_present(question: str) -> None:
    assert asks_present(question)


@pytest.mark.parametrize("question", ["我以前住哪", "当时花了多少钱", "我住哪",
                                      "Where do I live now?", "原来那个房东现在姓啥",
                                      "之前那本护照续好了没", "没有钥匙怎么开门"])
def test_questions_not_about_the_present(question: str) -> None:
    assert not asks_present(question)


def test_said_after_reads_time_then_the_stores_order() -> None:
    occurred = np.array([5, 5, 3], dtype=np.int64)
    rows = np.array([10, 11, 12], dtype=np.int64)
    assert said_after(occurred, rows, 1, 0)  # the same instant, a later row
    assert not said_after(occurred, rows, 2, 0)  # a later row said earlier
    assert said_after(occurred, rows, 0, 2)


def test_the_setting_is_on() -> None:
    assert RankParams().latest == 0.35


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("latest")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str, latest: float,
           monkeypatch: pytest.MonkeyPatch) -> list[int]:
    monkeypatch.setattr(search, "PARAMS", replace(RankParams(), latest=latest))
    hits = svc.search(question, top=3, now=NOW, touch=False)
    return [MEMORIES.index(h.memory.content) for h in hits]


def test_the_new_address_answers_where_one_lives_now(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    assert ranked(home, "我现在住在哪个区", 0.0, monkeypatch)[0] == 0  # the old one, off
    assert ranked(home, "我现在住在哪个区", RankParams().latest, monkeypatch)[:2] == [6, 0]


@pytest.mark.parametrize(("question", "first"), [
    ("我以前住在哪个区", 0),  # the past: the old address stays first
    ("阿强以前借了我多少", 5),
    ("阿强现在还欠我多少钱", 7),  # the later memory is first already
    ("我女儿现在上几年级", 1)])  # nothing said later about it
def test_what_it_leaves_alone(home: MemoryService, monkeypatch: pytest.MonkeyPatch,
                              question: str, first: int) -> None:
    assert ranked(home, question, RankParams().latest, monkeypatch)[0] == first


def test_an_english_question_is_never_touched(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Where do I live now?"
    on = ranked(home, question, RankParams().latest, monkeypatch)
    assert on == ranked(home, question, 0.0, monkeypatch)
