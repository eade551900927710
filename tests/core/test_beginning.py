"""Which sentences tell a beginning (core/beginning.py). Fresh sentences, in no dataset."""

from __future__ import annotations

import pytest

from ebbing.core.beginning import asks_beginning, states_beginning


@pytest.mark.parametrize("text", [
    "I finally signed up with the harbour rowing club last week!",
    "We adopted a three-legged greyhound in the spring.",
    "Ines began her apprenticeship at the bakery on Monday.",
    "Started the night shift at the depot, so I'm a zombie.",
    "He joined a cycling team from Ghent.",
    "My first kiln arrived today and it barely fits in the shed.",
    "Got a new accordion for my birthday.",
    "陈明上个月开始学陶艺。",
    "我刚加入了社区合唱团。",
    "她下周一入职一家出版社。",
    "我们领养了一只小狗。",
])
def test_a_beginning_is_told(text: str) -> None:
    assert states_beginning(text)


@pytest.mark.parametrize("text", [
    "The rowing was rough in the rain this morning.",
    "I have rowed on the canal for years.",  # a duration: start_weight reads these
    "Thanks, that recipe turned out great!",
    "我们昨天在湖边散步。",
    "这家面包店的面包很好吃。",
])
def test_other_sentences_tell_none(text: str) -> None:
    assert not states_beginning(text)


@pytest.mark.parametrize("question", [
    "When did Ines start rowing?",
    "Which year did Tomasz join the sailing club?",
    "陈明什么时候开始学陶艺的\uff1f",
    "她哪一年加入合唱团\uff1f",
    "他们领养小狗是什么时候\uff1f",
])
def test_a_question_asks_when_something_began(question: str) -> None:
    assert asks_beginning(question)


@pytest.mark.parametrize("question", [
    "Where does Ines row?",
    "What did Tomasz cook last night?",
    "陈明昨天去了哪里\uff1f",
    "她为什么喜欢合唱团\uff1f",
])
def test_other_questions_do_not(question: str) -> None:
    assert not asks_beginning(question)
