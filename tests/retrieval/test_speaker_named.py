# ruff: noqa: RUF001
"""A question about the speaker that names someone (阿旺住院我送了什么去) asks about them too:
the memory that opens on that one is not lowered as another's (retrieval/subject.py
`named_first_asked`; docs/languages.md, "Chinese ranking: moves read from the question,
stop 35"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval.subject import speaker_prior
from ebbing.service import MemoryService

MEMORIES = [
    "阿旺个女儿打电话来，讲阿旺住院了。我煲了一锅鸡汤送过去",
    "小丁对海鲜过敏，聚餐从来不点虾蟹",
    "我每天早上去公园打太极拳，打完喝碗豆浆",
    "阿旺卖鱼卖了二十年，每天天光就去码头",
    "我上个月去医院配了降压药",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("named")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def prior_of(svc: MemoryService, question: str) -> dict[str, float]:
    rows = np.flatnonzero(svc.store.cols.col("alive")[: svc.store.cols.n]).astype(np.int64)
    prior = speaker_prior(svc.engine, question, rows)
    assert prior is not None
    return {svc.store.read_row(int(r)).content: float(p) for r, p in zip(rows, prior,
                                                                           strict=True)}


def test_the_one_the_question_names_is_not_another(home: MemoryService) -> None:
    prior = prior_of(home, "阿旺住院我送了什么去")
    assert prior[MEMORIES[0]] == 1.0  # opens on 阿旺, whom the question names
    assert prior[MEMORIES[3]] == 1.0
    assert prior[MEMORIES[1]] < 1.0  # 小丁 is not asked about: still another's


def test_a_question_naming_no_one_lowers_them_all(home: MemoryService) -> None:
    prior = prior_of(home, "我送了什么去医院")
    assert prior[MEMORIES[0]] < 1.0 and prior[MEMORIES[3]] < 1.0
