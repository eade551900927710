# ruff: noqa: RUF001
"""Answerable questions the floor emptied (stop 31, docs/languages.md "The floor's answerable
questions, stop 31"): a question that opens with a time of the asker's own calendar asks of
their plans however it is asked (retrieval/general.py `OWN_CALENDAR`); an English question
that names the speaker's parent by Mom or Dad, asked of a store that writes Chinese, speaks
of the speaker (retrieval/floor.py `written_apart`); a kind's English word in the plural, and
a policy, name their kind (retrieval/kinds.py). Every sentence is fresh (in no dataset)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.floor import SPOKEN_LOWEST, written_apart
from ebbing.retrieval.general import asks_general
from ebbing.retrieval.kinds import named
from ebbing.service import MemoryService

NOW = datetime(2025, 5, 20, 21, 0, tzinfo=UTC)


@pytest.mark.parametrize("question", [
    "端午怎么过 回不回老家",
    "下班怎么回去最快",
    "放假要带多少现金",
    "明天怎么去机场 几点出门",
])
def test_a_question_opening_with_the_askers_own_calendar_is_not_general(question: str) -> None:
    assert not asks_general(question)


@pytest.mark.parametrize("question", [
    "春节为什么要贴春联？",  # a custom, asked why
    "上班族一般几点起床？",  # a word that merely opens with 上班
    "十一月的哈尔滨一般多冷",  # a month, not the October holiday
    "中秋节为啥吃月饼",
])
def test_a_custom_or_a_kind_is_still_general(question: str) -> None:
    assert asks_general(question)


def test_mom_or_dad_in_english_speaks_of_the_speaker_in_a_chinese_store() -> None:
    assert written_apart("What did the vet tell Dad about his knee?", True, 0.0, True) == \
        (False, SPOKEN_LOWEST)
    assert written_apart("When is Grandma flying to Shenzhen?", True, 0.0, True) == \
        (False, SPOKEN_LOWEST)
    assert written_apart("What is the capital of Mongolia?", True, 0.0, True) == \
        (False, math.inf)


def test_a_plural_or_a_policy_names_its_kind() -> None:
    assert "visa" in named("our visas came through on friday")
    assert "insurance" in named("the policy renews in may")
    assert named("visasx okay") == set()


MEMORIES = [
    "端午打算回老家看奶奶，初二一早坐大巴走，三个钟头到。",
    "我每天下班坐三号线回家，换乘一次，四十分钟左右。",
    "家里那台空调是前年夏天装的，格力的。",
    "小区门口的快递柜晚上十点以后就关了。",
    "周三下午要带猫去打第二针疫苗。",
    "I keep my passport in the blue folder in the study.",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("calendar")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize(("question", "answer"), [
    ("端午回老家怎么走", 0),  # emptied as a how-to question before
    ("端午怎么安排 先去谁那儿", 0),
    ("下班通勤多久 怎么回去", 1),
])
def test_a_plan_asked_by_its_time_finds_its_memory(home: MemoryService, question: str,
                                                   answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


@pytest.mark.parametrize("question", [
    "空调一般多久清洗一次？",
    "猫打疫苗有什么副作用？",
])
def test_general_questions_on_the_same_store_still_get_nothing(home: MemoryService,
                                                               question: str) -> None:
    assert found(home, question) == []
