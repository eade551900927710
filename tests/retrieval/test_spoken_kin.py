# ruff: noqa: RUF001
"""Kin and friends in spoken and Cantonese words (docs/languages.md, "Chinese ranking, stop
24"): 我娘 / 我爹 are 我妈 / 我爸, 细佬 a younger brother and 老豆 a father, a 哥们儿 or a 钓友
someone else: a question about one is not about the speaker alone, so the memory about them
is not weighed as another person's. Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core import kin_zh
from ebbing.retrieval import roles
from ebbing.retrieval.subject import about_speaker, speaker_prior
from ebbing.service import MemoryService

NOW = datetime(2026, 6, 2, 21, 0, tzinfo=UTC)


@pytest.mark.parametrize(("text", "key"), [
    ("我细佬今年考咗驾照", "younger_brother"), ("老豆退休之后日日去饮茶", "father"),
    ("阿妈成日叫我早啲瞓", "mother"), ("细妹喺澳门读紧大学", "younger_sister"),
    ("阿姐嫁咗去香港", "elder_sister")])
def test_cantonese_kin_words_name_their_relation(text: str, key: str) -> None:
    assert any(key in m.keys for m in kin_zh.mentions(text))


@pytest.mark.parametrize("text", ["老母鸡炖了一下午", "卖老母鸡的摊子收了"])
def test_words_left_out_name_no_one(text: str) -> None:
    assert not any("mother" in m.keys for m in kin_zh.mentions(text))


def test_a_mandarin_question_finds_the_cantonese_word() -> None:
    assert "细佬" in kin_zh.forms(frozenset({"younger_brother"}))
    assert "老豆" in kin_zh.forms(frozenset({"father"}))


@pytest.mark.parametrize("question", [
    "我娘最近血压稳不稳", "我爹那个腰好点没", "我细佬喺边度返工", "跟我打羽毛球那个球友叫啥",
    "我那个发小现在干嘛呢", "我哥们儿借我的钱还了没", "我阿妈几时去复诊"])
def test_someone_of_the_speakers_is_not_the_speaker_alone(question: str) -> None:
    assert not about_speaker(question)


@pytest.mark.parametrize("question", ["我最近睡眠怎么样", "我上礼拜体检结果咋样", "我而家住喺边"])
def test_the_speaker_alone_still_is(question: str) -> None:
    assert about_speaker(question)


def test_my_mum_in_the_northern_word_is_my_mum() -> None:
    assert "我妈" in roles.same_as("我娘") and "我爸" in roles.same_as("我爹")


MEMORIES = [
    "老妈的降压药换成了缬沙坦，一天吃一片，早上吃",
    "我最近老失眠，半夜两三点就醒，医生让我少喝咖啡",
    "钓友大军上个月搬去威海了，说那边海钓方便",
    "我自己每天早上跑五公里，跑完再去上班",
    "楼下超市周末打八折，鸡蛋最便宜",
    "车子下礼拜要去做保养，约的周二上午",
    "My manager wants the quarterly report by Friday afternoon.",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("kin")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


@pytest.mark.parametrize(("question", "answer"), [("我娘现在吃的啥降压药", MEMORIES[0]),
                                                  ("跟我一块钓鱼那哥们儿搬哪去了", MEMORIES[2])])
def test_their_memory_is_not_weighed_as_someone_elses(home: MemoryService, question: str,
                                                      answer: str) -> None:
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    prior = speaker_prior(home.engine, question, rows)
    assert prior is None or float(prior.min()) == 1.0  # nobody's memory weighed less
    found = [h.memory.content for h in home.search(question, top=3, now=NOW, touch=False)]
    assert found[0] == answer


def test_a_question_about_the_speaker_still_weighs_others_less(home: MemoryService) -> None:
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    prior = speaker_prior(home.engine, "我最近睡得好不好", rows)
    assert prior is not None and float(prior.min()) < 1.0
