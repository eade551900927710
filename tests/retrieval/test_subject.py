# ruff: noqa: RUF001
"""Who a question is about (retrieval/subject.py) and what follows from it in a store that
writes Chinese, with the packaged multilingual e5, in a small store written for these tests (in
no dataset): a question about the speaker alone puts the speaker's own memory before another
person's with the same attribute; a Chinese question that speaks of no one the store knows
keeps the whole relevance floor, one about the speaker or their family a lowered one; plain
cosine's clear first stays first (retrieval/languages.py `cosine_lead`). An English store ranks
exactly as before."""

from __future__ import annotations

import math
from collections.abc import Iterator
from datetime import UTC, datetime

import numpy as np
import pytest

import ebbing.retrieval.search as search_module
from ebbing.config import Settings
from ebbing.embed import E5Embedder, FakeEmbedder
from ebbing.retrieval.floor import CJK_LOWEST, SPOKEN_LOWEST, lowest_for
from ebbing.retrieval.languages import COSINE_LEAD, cosine_lead
from ebbing.retrieval.roles import across
from ebbing.retrieval.subject import about_speaker, others_first, speaks_of_someone
from ebbing.service import MemoryService

NOW = datetime(2025, 6, 3, 9, 0, tzinfo=UTC)
MEMORIES = [
    "我对虾过敏，吃一点就会起一身疹子。",
    "Marco is allergic to peanuts and carries an EpiPen wherever he goes.",
    "Marco is a sound engineer who lives in Turin with two cats.",
    "我在一家建筑设计院画施工图，月底经常加班。",
    "我妹妹李想在杭州读研究生，学的是环境科学。",
    "老周每周二晚上来我家下象棋，一下就是三盘。",
    "小韩是楼下开花店的，人很热情。",
    "小韩对花粉过敏，一到春天就戴着口罩卖花。",
    "我家阳台上种了三盆茉莉，夏天开得很香。",
    "我每周四下午去体育馆游泳，一次游一千米。",
    "我养的鹦鹉叫豆豆，会说你好。",
    "我爸在老家开了一间修车铺，今年六十二了。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("subject")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str, top: int = 5) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=top, now=NOW, touch=False)]


def test_a_question_about_the_speaker_alone_is_told_apart() -> None:
    for question in ("What am I allergic to?", "我对什么过敏？", "我的鹦鹉叫什么？",
                     "Where do I swim?"):
        assert about_speaker(question), question
    for question in ("我妹妹在哪里读书？", "我们家阳台上种了什么？", "What is my sister studying?",
                     "Where do we go in summer?", "小韩对什么过敏？", "老周什么时候来？"):
        assert not about_speaker(question), question
    assert not about_speaker("Marco对什么过敏？", {"marco"})  # a name the store writes


def test_english_relation_words_are_whole_words() -> None:
    # "reason", "person" and "Grandstand" hold no relation (son, grand) inside them
    for question in ("What was the reason I moved flats?", "Which person did I sit beside?",
                     "Where did I sit in the Grandstand?"):
        assert about_speaker(question), question
    for question in ("When do my grandsons visit?", "What do I cook for my children?",
                     "Where does my sister-in-law work?"):
        assert not about_speaker(question), question


def test_a_memory_about_another_person_named_first_is_told_apart() -> None:
    names = {"marco"}
    assert others_first(MEMORIES[1], names) and others_first(MEMORIES[7], names)
    assert others_first("小韩是楼下开花店的", names)
    # remembered in the third person by the one who said it (isThirdPerson): their own
    assert not others_first("Marco is allergic to peanuts.", names, own="Marco")
    for text in (MEMORIES[0], MEMORIES[4], MEMORIES[5] + "我赢了两盘",
                 "Marco taught me to bake focaccia.", "My friend Marco lives in Turin.",
                 "我和小韩是初中同学。"):
        assert not others_first(text, names), text


def test_the_speakers_own_memory_comes_before_another_persons(home: MemoryService) -> None:
    # base: "Marco is allergic to peanuts..." first (the English question's words match it)
    assert found(home, "What am I allergic to?")[:1] == [MEMORIES[0]]
    assert found(home, "我对什么过敏？")[:1] == [MEMORIES[0]]


def test_whom_a_chinese_question_speaks_of_sets_how_low_the_floor_goes() -> None:
    for question in ("我女儿几点放学？", "孩子最近胃口怎么样？", "岳父住在哪里？",
                     "家里的网费多少钱？"):
        assert speaks_of_someone(question), question
        assert lowest_for(question, personal=True) == SPOKEN_LOWEST
    for question in ("游泳一次能消耗多少热量？", "医生一般建议每天喝几杯水？", "茉莉花怎么养？"):
        assert not speaks_of_someone(question), question
        assert lowest_for(question, personal=True) == math.inf  # the floor is not lowered
        assert lowest_for(question) == CJK_LOWEST  # the vault's notes: as before
    assert lowest_for("Emma的签证什么时候到期？", {"emma"}, personal=True) == 0.0
    assert lowest_for("How deep is the Pacific?", personal=True) == 0.0  # English: as before


@pytest.mark.parametrize(("question", "answer"), [
    ("我妹妹在哪里读书？", 4),
    ("我的鸟会说什么话？", 10),
    ("我父亲是做什么的？", 11),
])
def test_questions_about_the_speakers_life_are_answered(home: MemoryService, question: str,
                                                        answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


@pytest.mark.parametrize("question", [
    "一千米等于多少公里？",  # shares 一千米 with 我每周四下午去体育馆游泳… (base: answered)
    "挪威的首都是哪里？",
])
def test_questions_about_the_world_get_nothing(home: MemoryService, question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize("question", [  # general questions (retrieval/general.py)
    "游泳一次能消耗多少热量？",
    "象棋一共有多少个棋子？",
    "下象棋有什么技巧？",
])
def test_questions_about_the_world_on_a_memorys_topic_get_nothing(
        home: MemoryService, question: str) -> None:
    assert found(home, question) == []


def test_plain_cosines_clear_first_is_kept_for_a_cjk_question_only() -> None:
    rows = np.array([7, 3, 5], dtype=np.int64)
    clear = np.array([0.90, 0.90 - COSINE_LEAD - 0.001, 0.80])
    close = np.array([0.90, 0.90 - COSINE_LEAD + 0.005, 0.80])
    e5 = E5Embedder()  # the model is not loaded: `between` is what marks a measured embedder
    assert cosine_lead(e5, "我的鹦鹉叫什么？", rows, clear) == 7
    assert cosine_lead(e5, "我的鹦鹉叫什么？", rows, close) is None
    assert cosine_lead(e5, "What is my parrot called?", rows, clear) is None
    assert cosine_lead(FakeEmbedder(), "我的鹦鹉叫什么？", rows, clear) is None
    assert cosine_lead(e5, "我的鹦鹉叫什么？", rows[:1], clear[:1]) is None


ENGLISH = [
    "I am allergic to shrimp and break out in hives.",
    "Marco is allergic to peanuts and carries an EpiPen wherever he goes.",
    "My sister Li Xiang studies environmental science in Hangzhou.",
    "Old Zhou comes over every Tuesday evening to play chess.",
    "I swim a kilometre at the sports hall every Thursday afternoon.",
    "My parrot Doudou can say hello.",
]


def test_an_english_store_ranks_exactly_as_without_the_chinese_readings(
        tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("english")))
    svc.remember_batch([{"content": text} for text in ENGLISH])
    questions = ["What am I allergic to?", "Who plays chess with me?", "What does Marco carry?",
                 "How far do I swim?", "What is the capital of Norway?",
                 "What does my sister study?"]
    try:
        svc.engine.sync()
        assert across(svc.engine, "What does my sister study?") == {}  # no Chinese to take
        ours = [[(h.memory.id, h.score, h.why) for h in svc.search(q, top=5, now=NOW,
                                                                   touch=False)]
                for q in questions]
        monkeypatch.setattr(search_module, "speaker_prior", lambda *a: None)
        monkeypatch.setattr(search_module, "cosine_lead", lambda *a: None)
        monkeypatch.setattr(search_module, "lowest_for", lambda *a, **k: 0.0)
        plain = [[(h.memory.id, h.score, h.why) for h in svc.search(q, top=5, now=NOW,
                                                                    touch=False)]
                 for q in questions]
    finally:
        svc.close()
    assert all(ours[:4]) and ours == plain
