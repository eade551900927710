"""A question about the second, third ... of a thing, and the sentences that tell a repeat
(core/repeats.py). Fresh sentences, in no dataset."""

from __future__ import annotations

import pytest

from ebbing.core.repeats import asks_nth, tells_repeat


@pytest.mark.parametrize("question", [
    "When did Tomasz win his third sailing regatta?",
    "What did Odile name her second ferret?",
    "Where did Ravi's 2nd bakery open?",
    "When did the couple buy their fourth caravan?",
    "Which city hosted Ines's fifth exhibition?",
    "陈明的第二本小说是什么时候出版的\uff1f",
    "她第三次去西藏是哪一年\uff1f",
])
def test_an_occurrence_after_the_first_is_asked(question: str) -> None:
    assert asks_nth(question)


@pytest.mark.parametrize("question", [
    "Where was Odile in the second week of March?",
    "What did Ravi do on the second of May?",
    "What happened in the third quarter for Ines's shop?",
    "When did Tomasz win the regatta?",
    "What did Ines do in her first year at the bakery?",
    "陈明第二周去了哪里\uff1f",
    "她第三个月在做什么\uff1f",
])
def test_a_time_or_a_first_is_not(question: str) -> None:
    assert not asks_nth(question)


@pytest.mark.parametrize("text", [
    "I won another regatta on the lake last Saturday!",
    "This is my third ferret, believe it or not.",
    "我又一次去了西藏。",
    "我们再次搬家了。",
])
def test_a_repeat_is_told(text: str) -> None:
    assert tells_repeat(text)


@pytest.mark.parametrize("text", [
    "I won the regatta on the lake last Saturday!",
    "The ferret sleeps all afternoon.",
    "我们昨天去了西藏。",
])
def test_other_sentences_tell_none(text: str) -> None:
    assert not tells_repeat(text)
