# ruff: noqa: RUF001
"""Chinese as people chat (docs/languages.md, "Chinese as people write it, stop 23"): 我爸 /
我妈 name a relation, so a question about one's father is not a question about the speaker
alone; plain cosine's first, when it leads, stays among the ranking's first five
(RankParams.cosine_keep); a CJK question's English memories read at its Chinese ones' level
(RankParams.own_level, off). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import levels, roles, search
from ebbing.retrieval.languages import cosine_kept, kept_within
from ebbing.retrieval.subject import about_speaker, speaker_prior
from ebbing.service import MemoryService

NOW = datetime(2026, 5, 9, 20, 0, tzinfo=UTC)
MEMORIES = [
    "老爸在县城开了二十年的五金店，螺丝钉论斤卖，过年前后最忙",
    "老妈退休以后天天去广场跳舞，还当上了领队",
    "我对芒果过敏，吃一口嘴巴就肿",
    "周三下午要去牙科诊所补那颗蛀牙，约的两点半",
    "室友阿凯天天熬夜打游戏，键盘声吵得我睡不着",
    "这学期的奖学金发了三千，打算拿来换个新电脑",
    "楼下快递站晚上九点就关门了，得赶在下课后去取",
    "表姐在深圳做跨境电商，卖宠物用品，说今年生意难做",
    "我们宿舍在六号楼四零三，阳台朝北，冬天晒不到太阳",
    "Leo from the exchange program keeps asking me to teach him how to order bubble tea.",
    "My badminton coach says my backhand is still too weak for the spring tournament.",
]


@pytest.mark.parametrize("question", ["我爸是干啥的", "我妈最近在忙啥", "我爸那个店开了几年了"])
def test_my_father_or_mother_is_a_relation(question: str) -> None:
    assert roles.relations_in(question)
    assert not about_speaker(question)  # about one's father, not the speaker alone


@pytest.mark.parametrize("question", ["我对什么过敏", "我宿舍在几号楼"])
def test_the_speaker_alone_still_is(question: str) -> None:
    assert about_speaker(question)


def test_kept_within_moves_a_lower_first_up_to_its_place() -> None:
    rows = np.array([10, 11, 12, 13, 14, 15, 16], dtype=np.int64)
    order = np.array([0, 1, 2, 3, 4, 5, 6], dtype=np.int64)
    assert kept_within(order, rows, 16, 5).tolist() == [0, 1, 2, 3, 6, 4, 5]
    assert kept_within(order, rows, 16, 1).tolist() == [6, 0, 1, 2, 3, 4, 5]
    assert kept_within(order, rows, 12, 5).tolist() == order.tolist()  # already within
    assert kept_within(order, rows, 99, 5).tolist() == order.tolist()  # the floor dropped it
    assert kept_within(order, rows, None, 5).tolist() == order.tolist()


class _Pairs:
    between = object()  # an embedder whose pairs were measured


def test_cosine_kept_only_for_a_cjk_question_with_a_lead() -> None:
    rows = np.array([7, 3], dtype=np.int64)
    assert cosine_kept(_Pairs(), "我爸是干啥的", rows, np.array([0.90, 0.88]), 0.01) == 7
    assert cosine_kept(_Pairs(), "我爸是干啥的", rows, np.array([0.90, 0.895]), 0.01) is None
    assert cosine_kept(_Pairs(), "What does my dad do?", rows, np.array([0.9, 0.8]), 0.01) is None
    assert cosine_kept(object(), "我爸是干啥的", rows, np.array([0.9, 0.8]), 0.01) is None


def test_settings_defaults() -> None:
    assert RankParams().own_level == 0.0  # lost cross-language answers: off
    assert (RankParams().cosine_keep, RankParams().cosine_keep_lead) == (5, 0.02)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("chat")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def top(svc: MemoryService, question: str, params: RankParams,
        monkeypatch: pytest.MonkeyPatch, n: int = 5) -> list[str]:
    monkeypatch.setattr(search, "PARAMS", params)
    return [h.memory.content for h in svc.search(question, top=n, now=NOW, touch=False)]


@pytest.mark.parametrize(("question", "answer"), [("我爸是干啥的", MEMORIES[0]),
                                                  ("我妈退休了在干嘛", MEMORIES[1]),
                                                  ("我爸做啥生意", MEMORIES[0])])
def test_a_parents_memory_is_not_read_as_someone_elses(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str,
        answer: str) -> None:
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    assert speaker_prior(home.engine, question, rows) is None  # no prior: not the speaker's
    assert top(home, question, RankParams(), monkeypatch)[0] == answer  # 4th for 我爸 before


def test_own_level_only_lowers_the_other_language(home: MemoryService) -> None:
    engine = home.engine
    rows = np.flatnonzero(home.store.cols.col("alive")[: home.store.cols.n]).astype(np.int64)
    query = "室友为啥老熬夜"
    q = engine.query_vector(query)
    cosine = engine.cosines(q, rows, query)
    assert levels.at_own_level(engine, q, query, rows, cosine, 0.0) is cosine  # off
    lowered = levels.at_own_level(engine, q, query, rows, cosine, 1.0)
    assert np.all(lowered <= cosine)
    english = np.array([text.isascii() for text in
                        (home.store.read_row(int(r)).content for r in rows)])
    assert np.array_equal(lowered[~english], cosine[~english])  # Chinese memories untouched
    english_q = "Why does my roommate stay up so late?"
    qe = engine.query_vector(english_q)
    same = engine.cosines(qe, rows, english_q)
    assert levels.at_own_level(engine, qe, english_q, rows, same, 1.0) is same


def test_the_keep_never_touches_an_english_question(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    on = replace(RankParams(), cosine_keep=5, cosine_keep_lead=0.0)
    off = replace(RankParams(), cosine_keep=0)
    for question in ("What does my coach say about my backhand?",
                     "Who wants to learn to order tea?"):
        assert top(home, question, on, monkeypatch, 10) == top(home, question, off, monkeypatch, 10)
