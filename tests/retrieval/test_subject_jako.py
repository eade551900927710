# ruff: noqa: RUF001
"""Whom a Japanese or Korean question speaks of (retrieval/subject_jako.py, read through
subject.py and floor.py `lowest_for`). Fresh sentences, in no set."""

from __future__ import annotations

import math

import pytest

from ebbing.retrieval.floor import SPOKEN_LOWEST, lowest_for
from ebbing.retrieval.subject import speaks_of_someone, tells_of_event

SOMEONE = ["僕の車はどこに停めた？", "姉はどこに住んでいる？", "上の子の担任の先生は誰？",
           "うちの冷蔵庫はいつ買った？", "제 여권 어디 뒀지?", "시어머니 생신이 언제야?",
           "우리 고양이 몇 살이야?", "애들 학원비 얼마야?"]
NO_ONE = ["月までの距離は？", "北海道の名産品は？", "비행기는 어떻게 뜨는 거야?",
          "서울의 인구는 얼마야?", "토마토는 과일이야?"]
EVENT = ["先月どこに出かけた？", "最近何にはまっている？", "週末は何をする予定？",
         "어제 저녁에 뭐 먹었어?", "요즘 무슨 책 읽어?", "이번 겨울에 어디 갈 거야?"]
THING = ["東京タワーの高さは？", "アメリカの首都はどこ？", "화성의 온도는 몇 도야?",
         "이 노래 제목이 뭐예요?"]


@pytest.mark.parametrize("question", SOMEONE)
def test_the_speaker_and_their_people(question: str) -> None:
    assert speaks_of_someone(question)
    assert lowest_for(question, personal=True) == SPOKEN_LOWEST


@pytest.mark.parametrize("question", NO_ONE)
def test_no_one(question: str) -> None:
    assert not speaks_of_someone(question)


@pytest.mark.parametrize("question", EVENT)
def test_an_event_told_by_the_verb(question: str) -> None:
    assert tells_of_event(question)
    assert lowest_for(question, personal=True) == SPOKEN_LOWEST


@pytest.mark.parametrize("question", THING)
def test_a_thing_asked_by_a_noun_keeps_the_floor(question: str) -> None:
    assert not speaks_of_someone(question) and not tells_of_event(question)
    assert lowest_for(question, personal=True) == math.inf


def test_chinese_is_read_as_before() -> None:
    assert not tells_of_event("蒙古的首都是哪里？") and speaks_of_someone("我女儿几岁？")
