# ruff: noqa: RUF001
"""A memory that only names someone outlives the end of what they do (judge_names.py); the
end of their being one's own or one's partner still ends it. Sentences written for this
test, in no dataset."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_names import names_only, naming_outlives


@pytest.mark.parametrize(("text", "name"), [
    ("My wife is called Anna.", "Anna"),
    ("Her son's name is Teodor", "Teodor"),
    ("Our landlord was named Piet Kramer.", "Piet Kramer"),
    ("我老婆叫李静。", "李静"),
    ("她闺女名叫苗苗", "苗苗"),
    ("我们车队的调度员名字是黄海", "黄海"),
])
def test_a_naming_alone_is_read(text: str, name: str) -> None:
    assert names_only(text) == name


@pytest.mark.parametrize("text", [
    "My wife is called Anna and she works as a nurse.",
    "The boat is called Gull, we keep it in Kiel.",
    "我老婆叫李静，她在医院当护士。",
    "Anna works as a nurse.",
    "I quit smoking.",
])
def test_a_memory_saying_more_is_no_naming(text: str) -> None:
    assert names_only(text) is None


@pytest.mark.parametrize(("old", "new"), [
    ("My wife is called Anna.", "Anna quit her job at the clinic last month."),
    ("My sister's name is Ilse.", "Ilse finally gave up smoking in March."),
    ("我老婆叫李静。", "我老婆李静上个月辞职了，现在在家带孩子。"),
    ("我师傅叫韩立军", "韩立军今年春天退休了"),
])
def test_ending_what_someone_does_leaves_their_name(old: str, new: str) -> None:
    assert naming_outlives(old, new)
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new"), [
    ("My girlfriend is called Lily.", "Lily and I broke up in the spring."),
    ("我家的猫叫年糕。", "年糕上周走丢了，到现在还没找到。"),
    ("Our dog is called Rex.", "We sold Rex to a farmer last year."),
])
def test_losing_the_named_one_can_still_end_it(old: str, new: str) -> None:
    assert not naming_outlives(old, new)


def test_what_they_did_still_ends() -> None:
    # the naming rule reads a naming only: a job ended is still outdated
    verdict = judge("我老婆在一家医院当护士。", "我老婆上个月辞职了。")
    assert verdict.outcome is Outcome.OUTDATED
