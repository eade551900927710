# ruff: noqa: RUF001
"""A question about the speaker alone and the notes kept in the other language (docs/
languages.md, "Across languages, stop 34"): the speaker prior reads a memory as another's in
the other script only when it opens on a name (retrieval/subject.py `kept_for_speaker`), so a
note a son keeps in English about his mother ("Mum is allergic to aspirin") is not read as
someone else's when she asks in Chinese, while "Priya ..." still is. Every sentence here is
fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.subject import speaker_prior
from ebbing.service import MemoryService

NOW = datetime(2026, 6, 2, 21, 0, tzinfo=UTC)
# a retired woman's own memories, and notes her son keeps for her in English
MEMORIES = [
    "我上礼拜去社区医院配了降压药，医生说药量不用改",
    "楼下药店的老板娘人很好，常给我留打折的鸡蛋",
    "我的老花镜又找不着了，后来在沙发缝里翻出来的",
    "今年清明我跟老伴回了趟湖州老家扫墓",
    "我每天早上六点去公园打太极拳，打完跟老姐妹喝豆浆",
    "小丁对海鲜过敏，聚餐从来不点虾蟹",
    "儿子说下个月给我换个大屏手机，字大点好认",
    "Mum is allergic to aspirin: she came out in hives last winter, so tell any new doctor.",
    "Mum's library card is under her maiden name, Shen Yuzhen; the card number is 20418.",
    "Dad's hearing aid batteries are size 312, bought in packs of six at the pharmacy.",
    "Priya from the choir is allergic to latex, so Mum brings her own gloves to rehearsals.",
    "Mum sings alto next to Priya at the Thursday choir practice in the community hall.",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("across")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def place(svc: MemoryService, question: str, answer: str, params: RankParams,
          monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(search, "PARAMS", params)
    found = [h.memory.content for h in svc.search(question, top=10, now=NOW, touch=False)]
    return found.index(answer) + 1 if answer in found else 99


def test_a_note_kept_by_a_son_is_not_read_as_someone_elses(home: MemoryService) -> None:
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    prior = speaker_prior(home.engine, "我对什么药过敏？", rows)
    assert prior is not None
    contents = [home.store.read_row(int(r)).content for r in rows]
    assert prior[contents.index(MEMORIES[7])] == 1.0  # "Mum is allergic…": the asker's own
    assert prior[contents.index(MEMORIES[5])] < 1.0  # 小丁对海鲜过敏: someone else's
    assert prior[contents.index(MEMORIES[10])] < 1.0  # "Priya … is allergic": hers too


@pytest.mark.parametrize(("question", "answer", "within"),
                         [("我对什么药过敏？", MEMORIES[7], 3),  # 9th before
                          ("我借书证的号码是多少？", MEMORIES[8], 1)])  # 3rd before
def test_a_chinese_question_finds_the_english_note(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str, answer: str,
        within: int) -> None:
    assert place(home, question, answer, RankParams(), monkeypatch) <= within
