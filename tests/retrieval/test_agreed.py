# ruff: noqa: RUF001
"""A Chinese question read as general knowledge by its form alone (为啥, 为什么, 一般…) keeps
its candidates when the learned reading does not read it as about the world
(retrieval/agreed.py, RankParams.world_agreed). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import search
from ebbing.retrieval.agreed import form_alone
from ebbing.retrieval.general import asks_general
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.service import MemoryService

NOW = datetime(2026, 3, 2, 21, 0, tzinfo=UTC)
MEMORIES = [
    "手机电池鼓包了，充满电也撑不到中午，天一冷就直接关机",
    "房东说押一付三，一个月两千二，水电另算",
    "小区里丢过好几辆车，我现在每天都把单车搬回屋里",
    "牙套戴了半年，每个月要去诊所紧一次，紧完三天只能喝粥",
    "楼下那只流浪猫每天晚上都在我门口等吃的",
    "我在奶茶店打工，一个小时十八块",
    "周末一般跟室友去江边夜跑，跑完吃烧烤",
    "考研报的是川大的新闻，初试在十二月底",
    "Mia from my dorm is learning to drive too, she failed the parking test twice.",
]
ON = replace(RankParams(), world_agreed=1)
OFF = replace(RankParams(), world_agreed=0)


def test_off_by_default() -> None:
    assert RankParams().world_agreed == 0
    assert not form_alone("为啥最近只能喝粥？", Reading(0.54, False, False), RankParams())


@pytest.mark.parametrize(("wants", "expected"), [
    (Reading(0.54, False, False), True),  # the learned reading says neither: the form alone
    (Reading(0.9, True, False), True),  # about this life
    (Reading(0.1, False, True), False),  # about the world: both readings agree
    (UNREAD, False),  # no learned reading (reader off, another embedder): the form decides
])
def test_the_form_alone_is_the_learned_readings_disagreement(wants: Reading,
                                                             expected: bool) -> None:
    assert form_alone("为什么每个月都要跑一趟诊所？", wants, ON) is expected


@pytest.mark.parametrize("question", ["Why do I have to go to the clinic every month?",
                                      "How long do hamsters live?"])
def test_never_an_english_question(question: str) -> None:
    assert not form_alone(question, Reading(0.54, False, False), ON)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("agreed")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def hits(svc: MemoryService, question: str, params: RankParams,
         monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float]]:
    monkeypatch.setattr(search, "PARAMS", params)
    return [(h.memory.content, round(h.score, 9))
            for h in svc.search(question, top=5, now=NOW, touch=False)]


def test_a_why_set_in_the_askers_present_is_about_this_life_by_default(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    """最近 places what is asked in the asker's present (retrieval/happening.py, stop 27): no
    longer read as general by its form, so it keeps its answer with world_agreed off."""
    question = "为啥最近只能喝粥？"
    assert not asks_general(question, home.engine.names)
    found = hits(home, question, OFF, monkeypatch)
    assert found and found[0][0].startswith("牙套戴了半年")


@pytest.mark.parametrize("question", ["为什么每个月都要跑一趟诊所？"])
def test_a_question_about_this_life_asked_as_a_why_keeps_its_answer(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    assert asks_general(question, home.engine.names)  # read as general by its form
    assert hits(home, question, OFF, monkeypatch) == []  # no memory holds its words
    found = hits(home, question, ON, monkeypatch)
    assert found and found[0][0].startswith("牙套戴了半年")


@pytest.mark.parametrize("question", ["牙套一般要戴多久？", "仓鼠一般能活多久？"])
def test_a_question_about_the_world_still_gets_nothing(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    assert hits(home, question, ON, monkeypatch) == []


@pytest.mark.parametrize("question", ["Why does my phone keep switching off?",
                                      "How long do hamsters live?",
                                      "What does Mia keep failing?"])
def test_english_questions_rank_exactly_as_before(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    assert hits(home, question, ON, monkeypatch) == hits(home, question, OFF, monkeypatch)
