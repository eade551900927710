"""Kin words of older speakers (docs/languages.md, "Chinese ranking, stop 25"): the
Sichuanese 老汉儿 is one's father, so a question about him is not about the speaker alone and
his memory is not weighed as another person's; an English question about "my husband" or "my
wife" finds the memory that calls the spouse 老伴, and "my dad" one that calls him 老汉儿.
Every sentence here is fresh (in no dataset)."""

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

NOW = datetime(2026, 9, 14, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize("text", ["我老汉儿年轻时候在自贡挖盐井", "老汉儿的腰杆痛了好几天"])
def test_the_sichuanese_word_names_a_father(text: str) -> None:
    assert any("father" in m.keys for m in kin_zh.mentions(text))


@pytest.mark.parametrize("text", ["村口坐着一个老汉在晒太阳", "那个卖红薯的老汉收摊了"])
def test_an_old_man_is_no_father(text: str) -> None:
    assert not any("father" in m.keys for m in kin_zh.mentions(text))


@pytest.mark.parametrize("question", ["我老汉儿的降压药吃完没得", "给我老汉儿做饭的是哪个"])
def test_a_question_about_him_is_not_about_the_speaker_alone(question: str) -> None:
    assert not about_speaker(question)


def test_the_spouse_and_the_father_across_languages() -> None:
    assert "老伴" in roles.ACROSS["husband"] and "老伴" in roles.ACROSS["wife"]
    assert "老汉儿" in roles.ACROSS["dad"] and "老豆" in roles.ACROSS["father"]
    assert "阿妈" in roles.ACROSS["mum"]
    # (stop 36) a son grew by the Xiang word for the youngest (满崽), no more
    assert roles.ACROSS["son"] == ("儿子", "满崽")


MEMORIES = [
    "我老汉儿八十七了 一个人住在自贡老屋头 请了个护工刘嬢嬢白天照顾他",
    "老汉儿那个护工刘嬢嬢辞了 现在换成一个姓孙的 人还勤快",
    "我自己的体检报告出来了 血脂有点高 医生喊我少吃肥肉",
    "老伴儿叫郑国富 以前在纺织厂当电工 退休了就爱养鸟",
    "楼下菜市场的豆腐摊搬到二楼去了",
    "我每个礼拜三下午去社区跳舞 跳完和姐妹些喝茶",
    "孙女周末要来 我准备给她炖个鸡汤",
    "Notes from my son: the gas bill is paid automatically from Mum's bank card.",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("oldkin")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def test_the_fathers_memory_is_not_weighed_as_someone_elses(home: MemoryService) -> None:
    question = "现在照顾我老汉儿的是哪个"
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    prior = speaker_prior(home.engine, question, rows)
    assert prior is None or float(prior.min()) == 1.0
    found = [h.memory.content for h in home.search(question, top=3, now=NOW, touch=False)]
    assert found[:2] == [MEMORIES[1], MEMORIES[0]]  # the later first (latest.py)


def test_an_english_question_about_the_husband_finds_laoban(home: MemoryService) -> None:
    found = [h.memory.content for h in home.search(
        "What did my husband do for work before he retired?", top=3, now=NOW, touch=False)]
    assert MEMORIES[3] in found
